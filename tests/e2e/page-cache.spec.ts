import { expect, test } from "./fixtures";

const CACHED_PAGES = ["/exercises/chest", "/exercises/chest?model=f", "/exercise/barbell-squat", "/pt-br"];

test.describe("pages cached whole", () => {
  test("come from the page cache with one validator, and a revalidation gets 304 without a body", async ({
    request,
  }) => {
    const etags = new Set<string>();
    for (const path of CACHED_PAGES) {
      await request.get(path); // the first request renders and caches the page
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-nextjs-cache"], path).toBe("HIT");
      const etag = response.headers()["etag"] ?? "";
      expect(etag, path).toMatch(/^W\/"[^"]+"$/);
      etags.add(etag);

      const again = await request.get(path, { headers: { "If-None-Match": etag } });
      expect(again.status(), path).toBe(304);
      expect((await again.body()).length, path).toBe(0);
    }
    expect(etags.size).toBe(1);
  });

  test("answer a stale validator, and the React payload of a client navigation, in full", async ({ request }) => {
    const etag = (await request.get("/exercises/chest")).headers()["etag"] ?? "";
    const stale = await request.get("/exercises/chest", { headers: { "If-None-Match": 'W/"older-server"' } });
    expect(stale.status()).toBe(200);
    expect(await stale.text()).toContain("Chest exercises");

    // What the browser sends when it fetches a page's React payload for a client-side navigation.
    const payload = await request.get("/exercises/chest", {
      headers: { RSC: "1", "Sec-Fetch-Dest": "empty", "If-None-Match": etag },
    });
    expect(payload.status()).toBe(200);
    expect(payload.headers()["content-type"]).toContain("text/x-component");
    expect(payload.headers()["etag"]).toBeUndefined();
  });

  test("per-visitor pages carry no page validator", async ({ request }) => {
    const signIn = await request.get("/auth/signin");
    expect(signIn.status()).toBe(200);
    expect(signIn.headers()["etag"]).toBeUndefined();
  });
});
