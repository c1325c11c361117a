import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { premiumUser, signInOnDevice, signedUpUser } from "../support/accounts";
import { expect, test } from "./fixtures";

type OfflineMessages = {
  offline: { title: string; savedTitle: string };
  appUpdate: { ready: string; update: string; later: string };
};
const messages = (locale: string) =>
  JSON.parse(readFileSync(path.resolve("messages", `${locale}.json`), "utf8")) as OfflineMessages;
const en = messages("en-us");
const pt = messages("pt-br");
const WORKER_FILE = "public/sw.js";

// One at a time: the update test changes the worker's file for a moment, which the others would install.
test.describe.configure({ mode: "serial" });

test.use({
  serviceWorkers: "allow",
  // Without a connection the browser reports each request it could not make.
  allowedConsoleErrors: [
    /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|Failed to save the session/,
  ],
});

/** Whether the cache holds `path` (page.waitForFunction would not wait for an async predicate). */
const cacheHolds = (page: Page, cacheName: string, path: string) =>
  page.evaluate(
    async ([name, wanted]) => {
      const cache = await caches.open(name);
      return (await cache.keys()).some((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search === wanted;
      });
    },
    [cacheName, path] as const,
  );

/** Waits until the service worker controls the page and keeps `path` on the device. */
async function keptOnDevice(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect.poll(() => cacheHolds(page, "pages", path), { timeout: 20_000 }).toBe(true);
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test("a page opened once opens again without a connection; one never opened shows the offline page", async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto("/exercise/barbell-squat");
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  await keptOnDevice(page, "/exercise/barbell-squat");

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

  // Never opened here: our offline page, which lists what this device can open.
  await page.goto("/exercise/barbell-bench-press-medium-grip");
  await expect(page.getByRole("heading", { level: 1, name: en.offline.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: en.offline.savedTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: new RegExp(heading) }).click();
  await expect(page).toHaveURL(/\/exercise\/barbell-squat$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

  // Pages prerendered at build in the default language came with the worker.
  await page.goto("/calculators/calories");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(en.offline.title);
  await expect(page).toHaveTitle(/calorie/i);
});

test("Chromium finds the app installable: a valid manifest with its icons, and a worker that controls the page", async ({
  baseURL,
}, testInfo) => {
  test.slow();
  // Chromium never offers to install from a private window, which every test's context is: a profile of its own.
  const context = await chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // Chromium's own criteria, the ones Lighthouse's installable audit read.
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the offline page speaks the language of the address asked for", { tag: "@mobile" }, async ({ page, context }) => {
  test.slow();
  await page.goto("/pt-br/exercise/barbell-squat");
  await keptOnDevice(page, "/pt-br/offline");

  await goOffline(context);
  await page.goto("/pt-br/exercise/barbell-bench-press-medium-grip");
  await expect(page.getByRole("heading", { level: 1, name: pt.offline.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expectAccessible(page);
});

test("a new version waits until the user agrees, then takes over and reloads the page", async ({ page }) => {
  test.slow();
  await page.goto("/exercise/barbell-squat");
  await keptOnDevice(page, "/exercise/barbell-squat");

  // A new build: the same address answers with different bytes. (The browser fetches a worker's script
  // itself, past page.route(), so the file changes for a moment.)
  const built = readFileSync(WORKER_FILE);
  try {
    appendFileSync(WORKER_FILE, "\n// next version");
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  } finally {
    writeFileSync(WORKER_FILE, built);
  }
  const isWaiting = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);

  const prompt = page.getByRole("status").filter({ hasText: en.appUpdate.ready });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // "Not now": the running version stays until the next visit, which asks again.
  await prompt.getByRole("button", { name: en.appUpdate.later }).click();
  await expect(prompt).toBeHidden();
  expect(await isWaiting()).toBe(true);
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);

  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: en.appUpdate.update }).click();
  await reloaded;
  await expect(prompt).toBeHidden();
  expect(await isWaiting()).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
});

const SESSION_MARK = '{"state":{"session":null}}';

/** The training session's entry in the device store (idb-keyval's database), written or read directly. */
const deviceStore = (page: Page, action: "write" | "read") =>
  page.evaluate(
    ([action, mark]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.result.createObjectStore("keyval");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("keyval", "readwrite").objectStore("keyval");
          const request = action === "write" ? store.put(mark, "training-session") : store.get("training-session");
          request.onsuccess = () => resolve(action === "write" ? mark : request.result);
          request.onerror = () => reject(request.error);
        };
      }),
    [action, SESSION_MARK] as const,
  );

test("signing out removes the pages, answers and session in progress kept for this user", async ({ page, baseURL }) => {
  test.slow();
  const user = await signedUpUser(baseURL!, "offline");
  await signInOnDevice(page, user);
  await page.goto("/my-workouts");
  await keptOnDevice(page, "/my-workouts");
  await deviceStore(page, "write");
  expect(await deviceStore(page, "read")).toBe(SESSION_MARK);

  await page.getByRole("button", { name: "Account menu" }).click();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await reloaded;
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("pages");
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(kept).not.toContain("/my-workouts");
  // The session in progress (IndexedDB) goes too.
  expect(await deviceStore(page, "read")).toBeUndefined();
});

test("Premium saves the library for offline: an exercise never opened here opens, and workouts start, without a connection", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const user = await premiumUser(baseURL!, "offline-save");
  const squat = (await (await user.api.get("/api-next/exercises/barbell-squat")).json()) as { id: number };
  const saved = await user.api.post("/api-next/workout/builder/workouts", {
    data: {
      name: "Gym day",
      exercises: [{ exercise: squat.id, sets: { regular: 3, warmup: 0 }, order: 0, reps: "5" }],
    },
  });
  const savedId = ((await saved.json()) as { id: number }).id;
  const ours = (await (await user.api.get("/api-next/workout/originals/workouts/barbell-basics-3x5")).json()) as {
    id: number;
  };
  await signInOnDevice(page, user, "premium");
  await page.goto("/my-workouts");
  const library = page.getByRole("region", { name: "Offline library" });
  // The size comes first, with the storage this device uses.
  await expect(library.getByText(/exercises, \d+ of our workouts and your 1 saved workout: about \d+/)).toBeVisible();
  await expect(library.getByText(/storage for MoveAtlas: .* used of/)).toBeVisible();

  // The user's own part and the first exercises are enough to show the way; the rest is stopped.
  const { shared } = (await (await user.api.get("/api-next/workout/offline")).json()) as { shared: string[] };
  const neverOpened = shared.find((path) => path.startsWith("/exercise/"))!;
  await library.getByRole("button", { name: "Save for offline" }).click();
  await expect(library.getByRole("progressbar", { name: "Saving for offline" })).toBeVisible();
  await expect.poll(() => cacheHolds(page, "offline-library", neverOpened), { timeout: 60_000 }).toBe(true);
  await library.getByRole("button", { name: "Stop" }).click();
  for (const answer of [
    `/api-next/workout/builder/workouts/${savedId}`,
    `/api-next/workout/originals/workouts/${ours.id}`,
  ])
    expect(await cacheHolds(page, "pages", answer), answer).toBe(true);
  // What was kept before stopping is said, with its size, and can be removed.
  await expect(library.getByRole("status")).toHaveText(/^Kept on this device: \d+ pages, [\d.]+ MB, saved /);
  await expect(library.getByRole("button", { name: "Update the offline copy" })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");

  await context.setOffline(true);
  await page.goto(neverOpened);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(en.offline.title);
  await expect(page).toHaveTitle(/\| MoveAtlas$/);
  await expect(page.getByRole("heading", { level: 1, name: en.offline.title })).toHaveCount(0);

  // The saved workout is on its page and starts, then ours does.
  await page.goto("/my-workouts");
  const gymDay = page.getByRole("listitem").filter({ hasText: "Gym day" });
  await gymDay.getByRole("button", { name: "Start workout" }).click();
  await page.waitForURL("**/training/session");
  await expect(page.getByRole("heading", { level: 1, name: "Gym day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Barbell Squat" })).toBeVisible();
  await page.getByRole("button", { name: "Discard", exact: true }).click();
  await page.getByRole("button", { name: "Discard workout" }).click();
  await page.waitForURL(/\/training$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(en.offline.title);
  await page.goto("/workout/barbell-basics-3x5");
  await page.getByRole("button", { name: "Start workout" }).click();
  await page.waitForURL("**/training/session");
  await expect(page.getByRole("heading", { level: 1, name: "Barbell Basics 3x5" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Barbell Squat" })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/my-workouts");
  await library.getByRole("button", { name: "Remove from this device" }).click();
  await expect(library.getByRole("status")).toHaveCount(0);
  await expect(library.getByRole("button", { name: "Save for offline" })).toBeVisible();
  expect(await page.evaluate(() => caches.has("offline-library"))).toBe(false);
});

test("free users are offered Premium for the offline library", async ({ page, baseURL }) => {
  const user = await signedUpUser(baseURL!, "offline-free");
  await signInOnDevice(page, user);
  await page.goto("/my-workouts");
  const library = page.getByRole("region", { name: "Offline library" });
  await expect(library.getByRole("link", { name: "See Premium" })).toHaveAttribute("href", "/pricing");
  await expect(library.getByRole("button", { name: "Save for offline" })).toHaveCount(0);
});

test("a session logged without signal is kept on the device through a reload and sent once when back online", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const user = await premiumUser(baseURL!, "offline-gym");
  await signInOnDevice(page, user, "premium");
  await page.goto("/workout/barbell-basics-3x5");
  await page.getByRole("button", { name: "Start workout" }).click();
  await page.waitForURL("**/training/session");
  // Reached inside the app, yet kept as a page for a reload without a connection.
  await keptOnDevice(page, "/training/session");

  await context.setOffline(true);
  const squat = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Barbell Squat" }) });
  await squat.getByRole("textbox", { name: "Set 1: kg", exact: true }).fill("60");
  await squat.getByRole("checkbox", { name: "Set 1 done" }).click();
  const sync = page.locator("[data-sync]");
  await expect(sync).toHaveAttribute("data-sync", "failed");
  await expect(sync).toHaveText("Offline: saved on this device, will sync when back online");

  // Kept in IndexedDB, where a reload without a connection reads it back.
  expect(String(await deviceStore(page, "read"))).toContain('"load":60');
  await page.reload();
  await expect(squat.getByRole("textbox", { name: "Set 1: kg", exact: true })).toHaveValue("60");
  await expect(squat.getByRole("checkbox", { name: "Set 1 done" })).toHaveAttribute("aria-checked", "true");

  await context.setOffline(false);
  await expect(sync).toHaveAttribute("data-sync", "saved", { timeout: 20_000 });
  const stored = (await (await user.api.get("/api-next/workout/logs")).json()) as {
    count: number;
    results: { sets_done: number }[];
  };
  expect(stored.count).toBe(1);
  expect(stored.results[0]?.sets_done).toBe(1);
});

test("a session discarded without signal is deleted from the server once the connection is back", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const user = await premiumUser(baseURL!, "offline-discard");
  const logged = async () => ((await (await user.api.get("/api-next/workout/logs")).json()) as { count: number }).count;
  await signInOnDevice(page, user, "premium");
  await page.goto("/training");
  await keptOnDevice(page, "/training");
  await page.goto("/workout/barbell-basics-3x5");
  await page.getByRole("button", { name: "Start workout" }).click();
  await page.waitForURL("**/training/session");
  const squat = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Barbell Squat" }) });
  await squat.getByRole("textbox", { name: "Set 1: kg", exact: true }).fill("60");
  await squat.getByRole("checkbox", { name: "Set 1 done" }).click();
  await expect(page.locator("[data-sync]")).toHaveAttribute("data-sync", "saved");
  expect(await logged()).toBe(1);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Discard", exact: true }).click();
  await page.getByRole("button", { name: "Discard workout" }).click();
  await page.waitForURL(/\/training$/);
  expect(await logged()).toBe(1);

  await context.setOffline(false);
  await expect.poll(logged, { timeout: 20_000 }).toBe(0);
});
