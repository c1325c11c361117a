import { z } from "zod";
import type { Motion } from "../motion-placing";

/** What a movement is done with; decides the props in the figure's hands and around it. */
export const IMPLEMENTS = [
  "bodyweight",
  "barbell",
  "dumbbell",
  "kettlebell",
  "cable",
  "band",
  "machine",
  "smith",
  "plate",
  "medicine-ball",
  "stability-ball",
  "trx",
  "sled",
  "log",
  "stone",
  "rope",
  "bike",
  "rower",
  "treadmill",
] as const;

/** The knobs every pattern may read; a pattern ignores what does not apply to it. */
export const motionParamsSchema = z
  .object({
    implement: z.enum(IMPLEMENTS).default("bodyweight"),
    /** Feet: hip width, wide, close, split (one foot forward), or staggered. */
    stance: z.enum(["hip", "wide", "close", "split"]).default("hip"),
    /** Hands: shoulder width, wide, close, or one hand. */
    grip: z.enum(["shoulder", "wide", "close", "neutral", "underhand"]).default("shoulder"),
    /** The bench's back from flat: 0 flat, 30 or 45 incline, -20 decline, 90 upright; null without a bench. */
    bench: z.number().min(-30).max(90).nullable().default(null),
    /** One side at a time (shown on the near side) or both. */
    side: z.enum(["both", "one"]).default("both"),
    /** How deep or far the movement goes, 0.5 (partial) to 1.2 (past the usual). */
    range: z.number().min(0.4).max(1.3).default(1),
    /** Seconds for one repetition, there and back. */
    tempo: z.number().min(1).max(8).default(3),
    /** Where the movement sits, for patterns with variants (e.g. the stretch's target, the jump's kind). */
    variant: z.string().min(1).max(40).optional(),
  })
  .strict();

export type MotionParams = z.infer<typeof motionParamsSchema>;

/** A pattern draws one of its variants (patterns/vocabulary.ts) with the exercise's parameters. */
export type Pattern = (variant: string, params: MotionParams) => Motion;
