import { ADVANCED_MUSCLES, JOINTS, SIMPLE_MUSCLES } from "./muscles";

export type MuscleRow = {
  id: number;
  key: string;
  name: string;
  kind: "muscle" | "joint";
  isSimple: boolean;
  isAdvanced: boolean;
  parentKey: string | null;
  side: "front" | "back" | "both" | null;
  position: number;
};

/**
 * One row per muscle key with a stable numeric id: simple muscles first, then advanced-only
 * muscles, then joints. Keys such as `lats` belong to both sets and keep one row.
 */
export function buildMuscleRows(): MuscleRow[] {
  const rows: MuscleRow[] = SIMPLE_MUSCLES.map((muscle, index) => ({
    id: index + 1,
    key: muscle.id,
    name: muscle.name,
    kind: "muscle",
    isSimple: true,
    isAdvanced: false,
    parentKey: null,
    side: muscle.side,
    position: index,
  }));
  for (const muscle of ADVANCED_MUSCLES) {
    const existing = rows.find((row) => row.key === muscle.id);
    if (existing) {
      existing.isAdvanced = true;
      existing.parentKey = muscle.parent;
      continue;
    }
    const parent = rows.find((row) => row.key === muscle.parent);
    rows.push({
      id: rows.length + 1,
      key: muscle.id,
      name: muscle.name,
      kind: "muscle",
      isSimple: false,
      isAdvanced: true,
      parentKey: muscle.parent,
      side: parent?.side ?? null,
      position: rows.length,
    });
  }
  for (const joint of JOINTS) {
    rows.push({
      id: rows.length + 1,
      key: joint.id,
      name: joint.name,
      kind: "joint",
      isSimple: false,
      isAdvanced: false,
      parentKey: null,
      side: null,
      position: rows.length,
    });
  }
  return rows;
}
