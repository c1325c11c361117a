import { expect, test } from "@playwright/test";

type Icon = { src: string; sizes: string; type?: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
  shortcuts: { name: string; url: string }[];
};

/** The PNG's own width and height, from its IHDR chunk. */
const pngSize = (body: Buffer) => `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;

test.describe("the web app manifest", () => {
  test("names the app, opens standalone on the body map and carries what installing needs", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: "MoveAtlas",
      short_name: "MoveAtlas",
      start_url: "/",
      display: "standalone",
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const png = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of png) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
  });

  test("offers the body map, my workouts and a workout to start, each a real page", async ({ request }) => {
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as Manifest;
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/exercises", "/my-workouts", "/training"]);
    for (const shortcut of manifest.shortcuts) {
      const page = await request.get(shortcut.url, { maxRedirects: 0 });
      // My workouts and the training log send a visitor to sign in first.
      expect([200, 302, 307], shortcut.url).toContain(page.status());
    }
  });

  test("every page links it", async ({ request }) => {
    for (const path of ["/", "/exercises/chest", "/de-de/workouts"]) {
      expect(await (await request.get(path)).text(), path).toContain(
        '<link rel="manifest" href="/manifest.webmanifest"',
      );
    }
  });
});
