import { expect, test } from "@playwright/test";
import { premiumUser, signedUpUser } from "../support/accounts";

const LIBRARY = "/api-next/workout/offline";

type Library = {
  locale: string;
  exercises: number;
  workouts: number;
  saved: number;
  shared: string[];
  images: string[];
  personal: string[];
  estimated_bytes: number;
};

async function exerciseId(api: import("@playwright/test").APIRequestContext, slug: string) {
  return ((await (await api.get(`/api-next/exercises/${slug}`)).json()) as { id: number }).id;
}

test("the offline library is Premium's: visitors are asked to sign in, free users to upgrade", async ({
  request,
  baseURL,
}) => {
  expect((await request.get(LIBRARY)).status()).toBe(401);
  const free = await signedUpUser(baseURL!, "offline-free");
  const refused = await free.api.get(LIBRARY);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("PREMIUM_REQUIRED");
});

test("lists every exercise page and illustration, our workouts and the user's own, in the asked language", async ({
  baseURL,
}) => {
  const user = await premiumUser(baseURL!, "offline-library");
  const squat = await exerciseId(user.api, "barbell-squat");
  const saved = await user.api.post("/api-next/workout/builder/workouts", {
    data: { name: "Gym day", exercises: [{ exercise: squat, sets: { regular: 3, warmup: 1 }, order: 0, reps: "5" }] },
  });
  expect(saved.status()).toBe(201);
  const { id: savedId, src_image: picture } = (await saved.json()) as { id: number; src_image: string };

  const response = await user.api.get(`${LIBRARY}?locale=pt-br`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const library = (await response.json()) as Library;
  const exercises = (await (await user.api.get("/api-next/exercises?limit=1")).json()) as { count: number };

  expect(library.locale).toBe("pt-br");
  expect(library.exercises).toBe(exercises.count);
  expect(library.workouts).toBeGreaterThanOrEqual(60);
  expect(library.saved).toBe(1);
  expect(library.shared).toContain("/pt-br/exercise/barbell-squat");
  expect(library.shared).toContain("/pt-br/workouts");
  expect(library.shared.filter((path) => path.startsWith("/pt-br/exercise/"))).toHaveLength(library.exercises);
  expect(library.shared.filter((path) => path.startsWith("/pt-br/workout/"))).toHaveLength(library.workouts);
  expect(library.images).toContain("/exercise-image/barbell-squat.svg");
  expect(library.images).toContain("/exercise-motion/barbell-squat.svg");
  // Each exercise's illustration and its demonstration.
  expect(library.images).toHaveLength(library.exercises * 2);
  expect(library.personal).toEqual(expect.arrayContaining(["/pt-br/my-workouts", "/pt-br/training/session", picture]));
  // A session starts from the workout's answer: the saved one's and each of ours are kept too.
  const starts = library.personal.filter((path) => path.startsWith("/api-next/"));
  expect(starts).toContain(`/api-next/workout/builder/workouts/${savedId}`);
  expect(starts.filter((path) => path.startsWith("/api-next/workout/originals/workouts/"))).toHaveLength(
    library.workouts,
  );
  expect(library.estimated_bytes).toBeGreaterThan(library.exercises * 10_000);

  expect(picture).toMatch(/^\/workout-image\/\d+\.svg\?v=/);

  // Every listed address answers.
  for (const path of [library.shared[2]!, library.personal[0]!, picture, library.images[0]!, ...starts.slice(0, 2)]) {
    expect((await user.api.get(path)).status(), path).toBe(200);
  }
});
