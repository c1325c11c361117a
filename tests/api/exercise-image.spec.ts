import { expect, test } from "@playwright/test";

test.describe("exercise illustrations", () => {
  test("serve an SVG per exercise and model with the worked muscles shaded", async ({ request }) => {
    const male = await request.get("/exercise-image/barbell-incline-bench-press-medium-grip.svg");
    expect(male.status()).toBe(200);
    expect(male.headers()["content-type"]).toBe("image/svg+xml");
    const svg = await male.text();
    expect(svg).toContain('fill="#e4572e"');
    const female = await (
      await request.get("/exercise-image/barbell-incline-bench-press-medium-grip.svg?model=f")
    ).text();
    expect(female).not.toBe(svg);
  });

  test("serve a one-figure card variant showing the side of the main muscles", async ({ request }) => {
    const response = await request.get("/exercise-image/barbell-deadlift.svg?size=card");
    expect(response.status()).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('width="120" height="160"');
    expect(svg.match(/viewBox="[^"]*"/g)).toHaveLength(2);
  });

  test("render a 1200x630 PNG for og:image", async ({ request }) => {
    const response = await request.get("/exercise-image/barbell-squat.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test("answer 404 for an unknown exercise or file", async ({ request }) => {
    expect((await request.get("/exercise-image/no-such-exercise.svg")).status()).toBe(404);
    expect((await request.get("/exercise-image/barbell-squat.gif")).status()).toBe(404);
  });
});
