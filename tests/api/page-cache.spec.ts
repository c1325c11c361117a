import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";

const PAGE_CACHE = path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "route-cache");
const run = Date.now().toString(36);
const ptBr = JSON.parse(readFileSync("messages/pt-br.json", "utf8")) as { errors: { notFoundTitle: string } };

/** Files in the server's page cache whose path names `fragment`. */
async function cachedFiles(fragment: string): Promise<string[]> {
  const entries = await readdir(PAGE_CACHE, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.includes(fragment));
}

function expectUncached404(response: APIResponse, url: string) {
  expect(response.status(), url).toBe(404);
  const headers = response.headers();
  expect(headers["cache-control"], url).toMatch(/no-store/);
  expect(headers["cache-control"], url).not.toMatch(/s-maxage/);
  expect(headers["x-nextjs-cache"], url).not.toBe("HIT");
  expect(headers["etag"], url).toBeUndefined();
}

test.describe("pages nobody has: never cached", () => {
  for (const [label, url, fragment] of [
    ["an invented exercise", `/exercise/no-such-thing-${run}`, `no-such-thing-${run}`],
    ["an invented exercise for the female model", `/exercise/no-such-thing-${run}-f?model=f`, `no-such-thing-${run}-f`],
    ["an invented muscle", `/exercises/not-a-muscle-${run}`, `not-a-muscle-${run}`],
    ["invented equipment", `/exercises/chest/not-equipment-${run}`, `not-equipment-${run}`],
    ["a page past the last", "/exercises/chest/999", "chest/999"],
    ["an invented word", `/nothing-here-${run}`, `nothing-here-${run}`],
    ["an invented word in another language", `/pt-br/nada-aqui-${run}`, `nada-aqui-${run}`],
    ["a path the proxy never sees", `/x.y/${run}`, `x.y/${run}`],
    ["an internal model path", `/m/exercise/no-such-thing-${run}-m`, `no-such-thing-${run}-m`],
  ] as const) {
    test(`${label} answers 404 with no-store, twice, and writes nothing to the page cache`, async ({ request }) => {
      const first = await request.get(url);
      expectUncached404(first, url);
      const second = await request.get(url);
      expectUncached404(second, url);
      if (fragment) expect(await cachedFiles(fragment)).toEqual([]);
    });
  }

  test("the localized 'Page not Found' is what the visitor reads", async ({ request }) => {
    const response = await request.get(`/pt-br/exercises/not-a-muscle-${run}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(ptBr.errors.notFoundTitle);
  });

  test("an exercise slug longer than any in the catalogue is refused unread", async ({ request }) => {
    const url = `/exercise/${"a".repeat(150)}`;
    expectUncached404(await request.get(url), url);
  });

  test("a very long path answers 414 with small headers", async ({ request }) => {
    const response = await request.get(`/exercises/${"a".repeat(7000)}`);
    expect(response.status()).toBe(414);
    const size = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length, 0);
    expect(size).toBeLessThan(4096);
  });

  test("real pages are still cached whole", async ({ request }) => {
    await request.get("/exercise/barbell-squat?model=f");
    const cached = await request.get("/exercise/barbell-squat?model=f");
    expect(cached.status()).toBe(200);
    expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(cached.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(await cachedFiles("f/exercise/barbell-squat")).not.toEqual([]);
  });
});

test.describe("cached pages stay lean", () => {
  for (const url of ["/exercises/chest", "/exercise/barbell-bench-press-medium-grip", "/pt-br/exercises/chest"])
    test(`${url} sets no cookie and repeats no alternates in a header`, async ({
      request,
    }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const headers = response.headersArray();
      const named = (name: string) => headers.filter((header) => header.name.toLowerCase() === name);
      // A cookie on every cached page would keep shared caches from storing it.
      expect(named("set-cookie")).toEqual([]);
      // The alternates are in <head>; as a Link header they cost 1.2 kB on every answer.
      expect(named("link")).toEqual([]);
      expect(await response.text()).toContain('hrefLang="pt-BR"');
      // What is left is the server's own: well under a kilobyte and a half (the answer's size is a
      // benchmark figure, bench/README).
      const headerBytes = headers.reduce((sum, header) => sum + header.name.length + header.value.length + 4, 0);
      expect(headerBytes).toBeLessThan(1536);
    });
});
