import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { KeyedDto } from "../dto";

const TONE_BY_KEY: Record<string, BadgeTone> = {
  novice: "novice",
  beginner: "beginner",
  intermediate: "intermediate",
  advanced: "advanced",
};

/** Styles per the spec's four levels; an unknown level looks like Beginner, the default. */
export function DifficultyBadge({ difficulty }: { difficulty: Pick<KeyedDto, "key" | "name"> }) {
  return <Badge tone={TONE_BY_KEY[difficulty.key] ?? "beginner"}>{difficulty.name}</Badge>;
}
