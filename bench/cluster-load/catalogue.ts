import { EXERCISE_PAGE_SIZE } from "../../src/config/site";
import { jsonOf, type Browser } from "./http-client";

/** What the journeys pick from, read from the API at start so the bench follows the catalogue. */
export type Catalogue = {
  exercises: { id: number; slug: string; name: string }[];
  /** Simple muscles with more than one listing page, so their page 2 exists. */
  listingMuscles: string[];
  generator: { muscleIds: number[]; equipmentIds: number[]; goalIds: number[]; levelIds: number[] };
  originalIds: number[];
};

type Page<T> = { count: number; next: string | null; results: T[] };
type Muscle = { id: number; key: string; kind: string; is_simple: boolean };

async function get<T>(browser: Browser, path: string): Promise<T> {
  const reply = await browser.send(path);
  if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status} while reading the catalogue`);
  return jsonOf<T>(reply);
}

export async function readCatalogue(browser: Browser): Promise<Catalogue> {
  const exercises: Catalogue["exercises"] = [];
  for (let path: string | null = "/api-next/exercises?limit=100"; path;) {
    const page: Page<{ id: number; slug: string; name_en_us: string }> = await get(browser, path);
    exercises.push(...page.results.map((item) => ({ id: item.id, slug: item.slug, name: item.name_en_us })));
    path = page.next;
  }

  const muscles = (await get<{ results: Muscle[] }>(browser, "/api-next/exercises/muscles")).results.filter(
    (muscle) => muscle.kind === "muscle" && muscle.is_simple,
  );
  const listingMuscles: string[] = [];
  for (const muscle of muscles) {
    const { count } = await get<Page<unknown>>(browser, `/api-next/exercises?muscle=${muscle.key}&limit=1`);
    if (count > EXERCISE_PAGE_SIZE) listingMuscles.push(muscle.key);
  }

  const ids = async (path: string) =>
    (await get<{ results: { id: number }[] }>(browser, path)).results.map((r) => r.id);
  const catalogue: Catalogue = {
    exercises,
    listingMuscles,
    generator: {
      muscleIds: muscles.map((muscle) => muscle.id),
      equipmentIds: await ids("/api-next/exercises/equipment?include_in_workout_generator=true&enable=true"),
      goalIds: await ids("/api-next/goals"),
      levelIds: await ids("/api-next/workout/fitness-levels"),
    },
    originalIds: await ids("/api-next/workout/originals/workouts?limit=100"),
  };
  const empty = Object.entries({ exercises, listingMuscles, ...catalogue.generator, originals: catalogue.originalIds })
    .filter(([, list]) => list.length === 0)
    .map(([name]) => name);
  if (empty.length) throw new Error(`The catalogue has no ${empty.join(", ")}: nothing to build journeys from`);
  return catalogue;
}
