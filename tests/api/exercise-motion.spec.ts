import { expect, test } from "@playwright/test";

test.describe("GET /exercise-motion/{slug}.svg", () => {
  test("answers the animated demonstration, each key pose still, and the female model", async ({ request }) => {
    const animated = await request.get("/exercise-motion/barbell-squat.svg");
    expect(animated.status()).toBe(200);
    expect(animated.headers()["content-type"]).toBe("image/svg+xml");
    expect(animated.headers()["cache-control"]).toContain("max-age=86400");
    const svg = await animated.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="[-\d. ]+" width="240" height="240"/);
    expect(svg).toContain("@keyframes");
    expect(svg).toContain("prefers-reduced-motion");
    // The worked muscles are coloured as on the map (primary red).
    expect(svg).toContain("#e4572e");

    const still = await (await request.get("/exercise-motion/barbell-squat.svg?pose=1")).text();
    expect(still).not.toContain("@keyframes");
    expect(still).not.toBe(await (await request.get("/exercise-motion/barbell-squat.svg?pose=0")).text());
    const female = await (await request.get("/exercise-motion/barbell-squat.svg?model=f")).text();
    expect(female).not.toBe(svg);
    // The list thumbnail: the working pose, framed close in the card's 3:4.
    const card = await (await request.get("/exercise-motion/barbell-squat.svg?size=card")).text();
    expect(card).toMatch(/width="120" height="160"/);
    expect(card).not.toContain("@keyframes");
  });

  test("answers 404 for an exercise without one, an unknown slug or a bad pose", async ({ request }) => {
    for (const path of [
      "/exercise-motion/no-such-exercise.svg",
      "/exercise-motion/barbell-squat.png",
      "/exercise-motion/barbell-squat.svg?pose=x",
      "/exercise-motion/barbell-squat.svg?pose=9",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
