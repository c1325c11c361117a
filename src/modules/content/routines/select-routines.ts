import type { RoutineDto, RoutineOrdering } from "./dto";

export type RoutineSelection = {
  equipment: number[];
  difficulty: number[];
  muscles: number[];
  goals: number[];
  ordering: RoutineOrdering;
};

const anyOf = (chosen: number[], ids: number[]) => chosen.length === 0 || ids.some((id) => chosen.includes(id));

/** Within a group any chosen item matches; across groups every group must match (as the workouts list). */
export function matchesFilters(routine: RoutineDto, selection: RoutineSelection): boolean {
  return (
    anyOf(selection.difficulty, [routine.difficulty.id]) &&
    anyOf(selection.goals, [routine.goal.id]) &&
    anyOf(
      selection.equipment,
      routine.equipment.map((kit) => kit.id),
    ) &&
    anyOf(
      selection.muscles,
      routine.muscles.map((muscle) => muscle.id),
    )
  );
}

/**
 * The routines a list shows, in the chosen order; ties fall back to our own order (the order they are
 * written in). `popularity` counts the users who chose each routine, by slug.
 */
export function selectRoutines(
  routines: RoutineDto[],
  selection: RoutineSelection,
  { popularity = new Map<string, number>(), locale = "en-US" }: { popularity?: Map<string, number>; locale?: string } = {},
): RoutineDto[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  const position = new Map(routines.map((routine, index) => [routine.slug, index]));
  const ours = (a: RoutineDto, b: RoutineDto) => (position.get(a.slug) ?? 0) - (position.get(b.slug) ?? 0);
  const byName = (a: RoutineDto, b: RoutineDto) => collator.compare(a.name, b.name) || ours(a, b);
  const compare: Record<RoutineOrdering, (a: RoutineDto, b: RoutineDto) => number> = {
    default: ours,
    weight: (a, b) => (popularity.get(b.slug) ?? 0) - (popularity.get(a.slug) ?? 0) || ours(a, b),
    "-created_at": (a, b) => b.published_at.localeCompare(a.published_at) || ours(a, b),
    created_at: (a, b) => a.published_at.localeCompare(b.published_at) || ours(a, b),
    name: byName,
    difficulty: (a, b) => a.difficulty.id - b.difficulty.id || byName(a, b),
    "-difficulty": (a, b) => b.difficulty.id - a.difficulty.id || byName(a, b),
  };
  return routines.filter((routine) => matchesFilters(routine, selection)).sort(compare[selection.ordering]);
}
