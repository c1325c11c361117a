import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expectAccessible } from "../support/accessibility";
import { signedUpUser, signInOnDevice } from "../support/accounts";
import { expect, test } from "./fixtures";

type Messages = Record<string, unknown>;
const read = (file: string): Messages => JSON.parse(readFileSync(path.join("messages", file), "utf8")) as Messages;
const at = (messages: Messages, key: string): string => {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  if (typeof value !== "string") throw new Error(`no message ${key}`);
  return value;
};
const englishBuild = at(read("workouts/en-us.json"), "workouts.build");
/** A builder string as shown: its <ltr> marks (rep strings kept left to right) are markup, not text. */
const builderText = (locale: string, key: string) =>
  at(read(`builder/${locale}.json`), `builder.${key}`).replace(/<\/?ltr>/g, "");
/** The page's label for 'Build your own workout' (English until the language has its own). */
const buildLabel = (locale: string) => {
  try {
    return at(read(`workouts/${locale}.json`), "workouts.build");
  } catch {
    return englishBuild;
  }
};

async function openBuilder(page: Page, locale = "en-us") {
  await page.goto(locale === "en-us" ? "/workouts" : `/${locale}/workouts`);
  await page.getByRole("button", { name: buildLabel(locale) }).click();
  const builder = page.getByRole("dialog", { name: builderText(locale, "title") });
  await expect(builder).toBeVisible();
  return builder;
}

/** Types into the builder's search and picks the suggestion with exactly this name. */
async function addBySearch(builder: Locator, query: string, name: string) {
  const search = builder.getByRole("combobox", { name: "Search exercises" });
  await search.fill(query);
  const option = builder.getByRole("option").filter({ has: builder.page().getByText(name, { exact: true }) });
  await option.click();
  await expect(option).toContainText("Added");
  await expect(card(builder, name)).toBeVisible();
}

const card = (builder: Locator, name: string) =>
  builder
    .getByTestId("builder-exercise")
    .filter({ has: builder.page().getByTestId("builder-exercise-name").getByText(name, { exact: true }) });
const names = (builder: Locator) => builder.getByTestId("builder-exercise-name").allTextContents();
const announcer = (builder: Locator) => builder.getByTestId("builder-announcer");

/** Tabs to the body map, taps the chest and adds the first exercise listed; returns its name. */
async function addByBodyMap(builder: Locator): Promise<string> {
  await builder.getByRole("tab", { name: "Body map" }).click();
  const chest = builder.getByTestId("builder-body-map").locator('[data-region="chest"]');
  await chest.scrollIntoViewIfNeeded();
  await chest.click({ position: await visiblePoint(chest) });
  await expect(builder.getByRole("heading", { name: "Exercises for Chest" })).toBeVisible();
  const rows = builder.getByTestId("builder-muscle-exercises").getByRole("listitem");
  const add = rows.getByRole("button", { name: /^Add / });
  const label = (await add.first().getAttribute("aria-label")) ?? "";
  const name = label.replace(/^Add /, "");
  await add.first().click();
  await expect(card(builder, name)).toBeVisible();
  return name;
}

/** A point inside a body-map region that really hits it (a paired region's box centre may not). */
async function visiblePoint(region: Locator) {
  const point = await region.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let y = 0.5; y < 1; y += 0.05)
      for (let x = 0.1; x < 1; x += 0.05) {
        const [px, py] = [box.left + box.width * x, box.top + box.height * y];
        if (document.elementFromPoint(px, py)?.closest("[data-region]") === element)
          return { x: px - box.left, y: py - box.top };
      }
    return null;
  });
  if (!point) throw new Error("no visible point on the region");
  return point;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, animations: "disabled" });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

test.describe("the workout builder", () => {
  // axe over a page with a large modal open takes a while on two shared cores.
  test.slow();

  test(
    "builds, edits and saves a workout to My Workouts",
    { tag: "@mobile" },
    async ({ page, context, baseURL }, testInfo) => {
      const user = await signedUpUser(baseURL!, "builder");
      await context.addCookies((await user.api.storageState()).cookies);
      // The site asks for the session on a protected page (or once this device knows the user).
      await page.goto("/my-workouts");
      await page.waitForFunction(() => JSON.parse(localStorage.getItem("user") ?? "{}")?.state?.user?.pk);

      const builder = await openBuilder(page);
      await expect(builder.getByText("No exercises yet").first()).toBeVisible();
      await expectAccessible(page);

      // Two by search, one by the body map.
      await addBySearch(builder, "barbell squat", "Barbell Squat");
      await expect(announcer(builder)).toHaveText("Barbell Squat added to the workout");
      await addBySearch(builder, "dumbbell bicep curl", "Dumbbell Bicep Curl");
      const third = await addByBodyMap(builder);
      expect(await names(builder)).toEqual(["Barbell Squat", "Dumbbell Bicep Curl", third]);

      // Reorder with the keyboard alone: the new place is announced and focus stays with the exercise.
      await builder.getByRole("button", { name: "Move Dumbbell Bicep Curl up" }).focus();
      await page.keyboard.press("Enter");
      expect(await names(builder)).toEqual(["Dumbbell Bicep Curl", "Barbell Squat", third]);
      await expect(announcer(builder)).toHaveText("Dumbbell Bicep Curl moved to position 1 of 3");
      // At the top 'up' is disabled, so focus went to 'down' on the same exercise.
      await expect(builder.getByRole("button", { name: "Move Dumbbell Bicep Curl down" })).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Shift+Tab");
      await expect(builder.getByRole("button", { name: "Move Dumbbell Bicep Curl up" })).toBeFocused();
      await page.keyboard.press("Enter");
      expect(await names(builder)).toEqual(["Dumbbell Bicep Curl", "Barbell Squat", third]);

      // Sets and reps; a rep string the API would refuse says so under the field.
      const squat = card(builder, "Barbell Squat");
      await squat.locator("[aria-expanded]").click();
      await expect(squat.locator("[aria-expanded]")).toHaveAttribute("aria-expanded", "true");
      const sets = squat.getByRole("spinbutton", { name: "Sets", exact: true });
      await expect(sets).toHaveValue("3");
      await squat.getByRole("button", { name: "Increase Sets" }).click();
      await squat.getByRole("button", { name: "Increase Sets" }).click();
      await expect(sets).toHaveValue("5");
      await squat.getByRole("button", { name: "Increase Warm-up sets" }).click();
      const reps = squat.getByRole("textbox", { name: "Reps or time" });
      await reps.fill("five");
      await reps.press("Tab");
      const invalid = "Enter reps like 10 or 8-12, or a time like 30s or 2-min.";
      await expect(squat.getByText(invalid)).toBeVisible();
      await expect(reps).toHaveAttribute("aria-invalid", "true");
      await reps.fill("5");
      await expect(squat.getByText(invalid)).toBeHidden();
      await squat.getByRole("textbox", { name: "Load (kg)" }).fill("100");
      await expect(squat).toContainText("5 × 5");

      // Shuffle for a similar exercise, then undo.
      const key = await squat.getAttribute("data-key");
      const slot = builder.locator(`[data-key="${key}"]`);
      await slot.getByRole("button", { name: "Swap Barbell Squat for a similar exercise" }).click();
      await expect(announcer(builder)).toContainText("Barbell Squat swapped for");
      const swapped = (await slot.getByTestId("builder-exercise-name").textContent()) ?? "";
      expect(swapped).not.toBe("Barbell Squat");
      // The entry keeps its settings.
      await expect(slot).toContainText("5 × 5");
      await slot.getByRole("button", { name: "Undo the swap and bring back Barbell Squat" }).click();
      await expect(slot.getByTestId("builder-exercise-name")).toHaveText("Barbell Squat");
      await expect(announcer(builder)).toHaveText("Barbell Squat is back in the workout");

      // Superset: link the curl with the squat after it.
      const link = builder.getByRole("button", { name: "Make Dumbbell Bicep Curl and Barbell Squat a superset" });
      await link.click();
      await expect(
        builder.getByRole("button", { name: "Unlink Barbell Squat from Dumbbell Bicep Curl" }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(card(builder, "Dumbbell Bicep Curl")).toContainText("A1");
      await expect(card(builder, "Barbell Squat")).toContainText("A2");

      // Pounds convert the load; back to kilograms for saving.
      await builder.getByRole("button", { name: "lb", exact: true }).click();
      await expect(squat.getByRole("textbox", { name: "Load (lb)" })).toHaveValue("220.46");
      await builder.getByRole("button", { name: "kg", exact: true }).click();
      await expect(squat.getByRole("textbox", { name: "Load (kg)" })).toHaveValue("100");

      const name = `Builder ${Date.now().toString(36)}`;
      await builder.getByRole("textbox", { name: "Workout name" }).fill(name);
      await builder.getByRole("textbox", { name: "Workout notes" }).fill("Heavy day");
      await expectAccessible(page);
      await shoot(page, testInfo, "builder-filled");

      // Closing with edits asks first; keeping them changes nothing.
      await builder.getByRole("button", { name: "Close", exact: true }).click();
      const discard = page.getByRole("alertdialog", { name: "Discard changes?" });
      await expect(discard).toBeVisible();
      await expect(discard.getByRole("button", { name: "Keep editing" })).toBeFocused();
      await discard.getByRole("button", { name: "Keep editing" }).click();
      await expect(discard).toBeHidden();
      await expect(builder).toBeVisible();
      await expect(builder.getByRole("button", { name: "Close", exact: true })).toBeFocused();

      // 'Workout Added!' shows for one second: watch for it from before the click.
      const added = page.getByRole("status").filter({ hasText: "Workout Added!" }).waitFor({ state: "visible" });
      await builder.getByRole("button", { name: "Save workout" }).click();
      await added;
      await expect(builder).toBeHidden();

      const mine = await user.api.get("/api-next/workout/builder/my-workouts");
      expect(mine.status()).toBe(200);
      const body = (await mine.json()) as {
        results: {
          name: string;
          notes: string;
          exercises: {
            exercise: { name: string };
            sets: { regular: number; warmup: number };
            reps: string;
            rest: number;
            total_load: number;
            group: string | null;
          }[];
        }[];
      };
      const saved = body.results.find((workout) => workout.name === name);
      expect(saved, JSON.stringify(body.results.map((workout) => workout.name))).toBeTruthy();
      expect(saved?.notes).toBe("Heavy day");
      expect(saved?.exercises.map((item) => item.exercise.name)).toEqual([
        "Dumbbell Bicep Curl",
        "Barbell Squat",
        third,
      ]);
      expect(saved?.exercises[1]).toMatchObject({
        sets: { regular: 5, warmup: 1 },
        reps: "5",
        rest: 120,
        total_load: 100,
        group: "A",
      });
      expect(saved?.exercises[0]?.group).toBe("A");
      expect(saved?.exercises[2]?.group).toBeNull();
      await user.api.dispose();
    },
  );

  test("closing with edits asks before discarding them; Discard closes and starts afresh", async ({ page }) => {
    const builder = await openBuilder(page);
    // No edits: closes at once.
    await page.keyboard.press("Escape");
    await expect(builder).toBeHidden();

    await page.getByRole("button", { name: englishBuild }).click();
    await expect(builder).toBeVisible();
    await addBySearch(builder, "barbell squat", "Barbell Squat");
    await builder.getByRole("combobox", { name: "Search exercises" }).fill("");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard changes?" });
    await expect(discard).toBeVisible();
    await expect(discard).toContainText("Your changes to this workout have not been saved.");
    await expectAccessible(page);
    await discard.getByRole("button", { name: "Discard" }).click();
    await expect(builder).toBeHidden();
    await expect(page.getByRole("button", { name: englishBuild })).toBeFocused();

    await page.getByRole("button", { name: englishBuild }).click();
    await expect(builder.getByTestId("builder-exercise")).toHaveCount(0);
  });

  test("asks for an exercise before saving, and a visitor saving gets the sign-up limit modal", async ({ page }) => {
    const builder = await openBuilder(page);
    await builder.getByRole("button", { name: "Save workout" }).click();
    await expect(builder.getByRole("alert")).toHaveText("Add at least one exercise to save the workout.");
    await addBySearch(builder, "barbell squat", "Barbell Squat");
    await expect(builder.getByRole("alert")).toHaveCount(0);
    await builder.getByRole("button", { name: "Save workout" }).click();
    await expect(page.getByRole("dialog", { name: "Free workout limit reached" })).toBeVisible();
  });

  test("reorders by dragging an exercise by its handle", { tag: "@mobile" }, async ({ page }) => {
    const builder = await openBuilder(page);
    await addBySearch(builder, "barbell squat", "Barbell Squat");
    await addBySearch(builder, "dumbbell bench press", "Dumbbell Bench Press");
    await addBySearch(builder, "dumbbell bicep curl", "Dumbbell Bicep Curl");
    // Close the open entry so all three rows are short and in view together.
    await card(builder, "Dumbbell Bicep Curl").locator("[aria-expanded]").click();
    await expect(builder.getByTestId("builder-exercise").locator('[aria-expanded="true"]')).toHaveCount(0);
    await card(builder, "Barbell Squat").scrollIntoViewIfNeeded();

    const handle = card(builder, "Barbell Squat").locator("[title]").first();
    const from = await handle.boundingBox();
    const to = await card(builder, "Dumbbell Bicep Curl").boundingBox();
    if (!from || !to) throw new Error("rows not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.8, { steps: 12 });
    await page.mouse.up();
    expect(await names(builder)).toEqual(["Dumbbell Bench Press", "Dumbbell Bicep Curl", "Barbell Squat"]);
    await expect(announcer(builder)).toHaveText("Barbell Squat moved to position 3 of 3");
  });

  test("edits one of my workouts in place (PUT, not a second copy)", async ({ page, context, baseURL }) => {
    const user = await signedUpUser(baseURL!, "editor");
    await context.addCookies((await user.api.storageState()).cookies);
    const squat = (await (await user.api.get("/api-next/exercises/barbell-squat")).json()) as { id: number };
    const name = `Edit ${Date.now().toString(36)}`;
    const created = await user.api.post("/api-next/workout/builder/workouts", {
      data: { name, exercises: [{ exercise: squat.id, sets: { regular: 3, warmup: 0 }, reps: "8-12" }] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto("/my-workouts");
    const entry = page.getByTestId("my-workout-list").getByRole("listitem").filter({ hasText: name });
    await entry.getByRole("button", { name: "Edit", exact: true }).click();
    const builder = page.getByRole("dialog", { name: "Edit workout" });
    await expect(builder).toBeVisible();
    await expect(builder.getByRole("textbox", { name: "Workout name" })).toHaveValue(name);
    const row = card(builder, "Barbell Squat");
    await row.locator("[aria-expanded]").click();
    await row.getByRole("button", { name: "Increase Sets" }).click();
    await row.getByRole("textbox", { name: "Reps or time" }).fill("30s");
    await builder.getByRole("button", { name: "Save changes" }).click();
    await expect(builder).toBeHidden();

    const saved = (await (await user.api.get(`/api-next/workout/builder/workouts/${id}`)).json()) as {
      exercises: { sets: { regular: number }; reps: string }[];
    };
    expect(saved.exercises[0]).toMatchObject({ sets: { regular: 4 }, reps: "30s" });
    const count = (await (await user.api.get("/api-next/workout/builder/my-workouts/count/")).json()) as {
      count: number;
    };
    expect(count.count).toBe(1);
    await user.api.dispose();
  });

  test("light and dark, with its suggestions open", { tag: "@mobile" }, async ({ page }, testInfo) => {
    const builder = await openBuilder(page);
    await shoot(page, testInfo, "builder-empty-light");
    await addBySearch(builder, "barbell squat", "Barbell Squat");
    await addBySearch(builder, "dumbbell bench press", "Dumbbell Bench Press");
    await builder.getByRole("button", { name: "Make Barbell Squat and Dumbbell Bench Press a superset" }).click();
    await builder.getByRole("combobox", { name: "Search exercises" }).fill("curl");
    await expect(builder.getByRole("option").first()).toBeVisible();
    await shoot(page, testInfo, "builder-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await shoot(page, testInfo, "builder-dark");
    await expectAccessible(page);
    await builder.getByRole("tab", { name: "Body map" }).click();
    await builder.getByRole("combobox", { name: "Muscle" }).selectOption({ label: "Biceps" });
    await expect(builder.getByRole("heading", { name: "Exercises for Biceps" })).toBeVisible();
    await expect(builder.getByTestId("builder-muscle-exercises").getByRole("listitem").first()).toBeVisible();
    await builder.getByTestId("builder-body-map").evaluate((map) => map.scrollIntoView({ block: "start" }));
    await shoot(page, testInfo, "builder-body-map-dark");
    // The figure works from the keyboard: arrows move between muscles, Enter chooses one.
    const map = builder.getByTestId("builder-body-map");
    await map.locator('[data-region][tabindex="0"]').focus();
    await expect(map.locator('[data-region][tabindex="0"]')).toHaveAttribute("data-region", "biceps");
    await page.keyboard.press("ArrowRight");
    const next = (await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) ?? "";
    expect(next).not.toBe("Biceps");
    await page.keyboard.press("Enter");
    await expect(builder.getByRole("heading", { name: `Exercises for ${next}` })).toBeVisible();
    await expect(builder.getByRole("combobox", { name: "Muscle" })).not.toHaveValue("biceps");
    await expectAccessible(page);
  });

  test("right to left in Arabic, numbers left to right", { tag: "@mobile" }, async ({ page }, testInfo) => {
    const builder = await openBuilder(page, "ar-sa");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const t = (key: string) => builderText("ar-sa", key);
    await builder.getByRole("combobox", { name: t("add.searchLabel") }).fill("barbell squat");
    await builder.getByRole("option").first().click();
    await expect(builder.getByTestId("builder-exercise")).toHaveCount(1);
    const entry = builder.getByTestId("builder-exercise").first();
    const reps = entry.getByRole("textbox", { name: t("exercise.reps") });
    await reps.fill("abc");
    await reps.press("Tab");
    await expect(entry.getByText(t("exercise.repsInvalid"))).toBeVisible();
    // Reps typed with Arabic-Indic digits are read as numbers.
    await reps.fill("٨-١٢");
    await expect(reps).toHaveValue("8-12");
    await expect(entry.getByText(t("exercise.repsInvalid"))).toBeHidden();
    const sets = entry.getByRole("spinbutton", { name: t("exercise.sets"), exact: true });
    await expect(sets.locator("xpath=..")).toHaveAttribute("dir", "ltr");
    await expect(builder.getByRole("button", { name: t("save") })).toBeVisible();
    // '3 × 8-12' reads left to right inside the right-to-left summary.
    const summary = entry.locator("[aria-expanded]").locator('bdi[dir="ltr"]').first();
    await expect(summary).toHaveText("3 × 8-12");
    await entry.locator("[aria-expanded]").screenshot({ path: testInfo.outputPath("builder-ar-sa-summary.png") });
    await shoot(page, testInfo, "builder-ar-sa-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await shoot(page, testInfo, "builder-ar-sa-dark");
    await expectAccessible(page);
  });
});

test.describe("customizing one of our workouts", () => {
  test("opens it in the builder with its exercises and sets, and saves the changes as my own", async ({
    page,
    baseURL,
  }) => {
    const user = await signedUpUser(baseURL!, "customizer");
    const original = (await (
      await user.api.get("/api-next/workout/originals/workouts/full-body-first-steps")
    ).json()) as {
      name: string;
      exercises: { order: number; exercise: { name: string }; sets: { regular: number } }[];
    };
    const inOrder = [...original.exercises].sort((a, b) => a.order - b.order);
    await signInOnDevice(page, user);
    await page.goto("/workout/full-body-first-steps");
    await page.getByRole("button", { name: "Customize", exact: true }).click();
    const builder = page.getByRole("dialog", { name: "Customize workout" });
    await expect(builder).toBeVisible();
    await expect(builder.getByRole("textbox", { name: "Workout name" })).toHaveValue(original.name);
    expect(await names(builder)).toEqual(inOrder.map((item) => item.exercise.name));

    const name = `My first steps ${Date.now().toString(36)}`;
    await builder.getByRole("textbox", { name: "Workout name" }).fill(name);
    const first = card(builder, inOrder[0]!.exercise.name);
    await first.locator("[aria-expanded]").click();
    await first.getByRole("button", { name: "Increase Sets" }).click();
    await builder.getByRole("button", { name: "Save workout" }).click();
    await expect(builder).toBeHidden();

    const mine = (await (await user.api.get("/api-next/workout/builder/my-workouts")).json()) as {
      results: {
        name: string;
        exercises: { order: number; exercise: { name: string }; sets: { regular: number } }[];
      }[];
    };
    const saved = mine.results.find((workout) => workout.name === name);
    expect(saved, JSON.stringify(mine.results.map((workout) => workout.name))).toBeTruthy();
    const savedInOrder = [...saved!.exercises].sort((a, b) => a.order - b.order);
    expect(savedInOrder.map((item) => item.exercise.name)).toEqual(inOrder.map((item) => item.exercise.name));
    expect(savedInOrder[0]?.sets.regular).toBe(inOrder[0]!.sets.regular + 1);
    await user.api.dispose();
  });
});
