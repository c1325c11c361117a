import type { muscles, MuscleSetName } from "@/db/schema";

/** A muscle key belongs to one set for listing purposes: simple first, then advanced; joints alone. */
export function muscleSetOf(row: Pick<typeof muscles.$inferSelect, "kind" | "isSimple">): MuscleSetName {
  return row.kind === "joint" ? "joints" : row.isSimple ? "simple" : "advanced";
}
