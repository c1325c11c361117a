import { describe, expect, it } from "vitest";
import type { RoutineDto } from "./dto";
import { selectRoutines, type RoutineSelection } from "./select-routines";

const keyed = (id: number, key: string) => ({ id, key, name: key, name_en_us: key });
const routine = (
  slug: string,
  { difficulty = 1, goal = 1, equipment = [3], muscles = [1], published = "2026-01-01", name = slug } = {},
): RoutineDto => ({
  id: slug.length,
  slug,
  name,
  description: "",
  url: `/routines/${slug}`,
  goal: keyed(goal, `goal-${goal}`),
  difficulty: keyed(difficulty, `level-${difficulty}`),
  equipment: equipment.map((id) => ({ ...keyed(id, `kit-${id}`), slug: `kit-${id}` })),
  weeks: 4,
  days_per_week: 3,
  muscles: muscles.map((id) => ({ ...keyed(id, `m${id}`), url_name: `m${id}`, muscle_name: `m${id}` })),
  week_pattern: [true, false, true, false, true, false, false],
  session_minutes: { min: 30, max: 45 },
  published_at: `${published}T00:00:00.000Z`,
});

const NONE: RoutineSelection = { equipment: [], difficulty: [], muscles: [], goals: [], ordering: "default" };
const slugs = (items: RoutineDto[]) => items.map((item) => item.slug);

const all = [
  routine("home", { difficulty: 2, equipment: [3, 5], muscles: [1, 2], published: "2026-03-01", name: "Zest" }),
  routine("gym", { difficulty: 3, goal: 2, equipment: [2], muscles: [2, 3], published: "2026-01-01", name: "alpha" }),
  routine("mobility", { difficulty: 1, goal: 5, equipment: [7], muscles: [4], published: "2026-02-01", name: "Émile" }),
];

describe("selectRoutines", () => {
  it("keeps our order when nothing is chosen", () => {
    expect(slugs(selectRoutines(all, NONE))).toEqual(["home", "gym", "mobility"]);
  });

  it("matches any item within a group and every group across", () => {
    expect(slugs(selectRoutines(all, { ...NONE, equipment: [2, 7] }))).toEqual(["gym", "mobility"]);
    expect(slugs(selectRoutines(all, { ...NONE, muscles: [2] }))).toEqual(["home", "gym"]);
    expect(slugs(selectRoutines(all, { ...NONE, muscles: [2], difficulty: [3] }))).toEqual(["gym"]);
    expect(slugs(selectRoutines(all, { ...NONE, goals: [5], equipment: [2] }))).toEqual([]);
  });

  it("orders by name (accents and case aside), date, level and popularity", () => {
    expect(slugs(selectRoutines(all, { ...NONE, ordering: "name" }))).toEqual(["gym", "mobility", "home"]);
    expect(slugs(selectRoutines(all, { ...NONE, ordering: "-created_at" }))).toEqual(["home", "mobility", "gym"]);
    expect(slugs(selectRoutines(all, { ...NONE, ordering: "created_at" }))).toEqual(["gym", "mobility", "home"]);
    expect(slugs(selectRoutines(all, { ...NONE, ordering: "difficulty" }))).toEqual(["mobility", "home", "gym"]);
    expect(slugs(selectRoutines(all, { ...NONE, ordering: "-difficulty" }))).toEqual(["gym", "home", "mobility"]);
    const popularity = new Map([["mobility", 4], ["gym", 1]]);
    expect(slugs(selectRoutines(all, { ...NONE, ordering: "weight" }, { popularity }))).toEqual([
      "mobility",
      "gym",
      "home",
    ]);
  });
});
