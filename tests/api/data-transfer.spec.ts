import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { premiumUser, signedUpUser } from "../support/accounts";

const EXPORT = "/api-next/user/export";
const IMPORT = "/api-next/workout/logs/import";
const LOGS = "/api-next/workout/logs";
const fixture = (name: string) => readFileSync(path.resolve("src/modules/workouts/log/import/fixtures", name), "utf8");

type ErrorBody = { error: { code: string; message: string; details: Record<string, unknown> } };
type Preview = {
  sessions: number;
  sets: number;
  unmatched: { name: string; count: number; suggestions: { id: number; name: string }[] }[];
  matched: { name: string; exercise: { id: number; name: string } }[];
};
type Result = { imported_sessions: number; imported_sets: number; skipped_sets: number; already_imported: number };

const sessionCount = async (api: APIRequestContext) =>
  ((await (await api.get(`${LOGS}?limit=100`)).json()) as { count: number }).count;

test.describe("data export", () => {
  test("answers the user's own data as a JSON or CSV attachment, never stored by a cache", async ({ baseURL }) => {
    const user = await signedUpUser(baseURL!, "export");
    const json = await user.api.get(`${EXPORT}?format=json`);
    expect(json.status()).toBe(200);
    expect(json.headers()["content-type"]).toContain("application/json");
    expect(json.headers()["content-disposition"]).toMatch(
      /^attachment; filename="moveatlas-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(json.headers()["cache-control"]).toBe("private, no-store");
    const document = (await json.json()) as {
      format_version: number;
      profile: { pk: string; email: string };
      favourite_exercises: unknown[];
      saved_workouts: unknown[];
      starred_workouts: unknown[];
      training_sessions: unknown[];
    };
    expect(document).toMatchObject({ format_version: 1, profile: { pk: user.pk, email: user.email } });
    expect(document.training_sessions).toEqual([]);
    expect(JSON.stringify(document)).not.toMatch(/"password"|"hash"|scrypt|argon/i);

    const csv = await user.api.get(`${EXPORT}?format=csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="moveatlas-export-[\d-]+\.csv"$/);
    expect(csv.headers()["cache-control"]).toBe("private, no-store");
    expect((await csv.text()).replace("\uFEFF", "").trim()).toBe(
      "date,session_title,exercise_name,exercise_slug,set_order,set_type,reps,seconds,weight_kg,rir,rpe,done,notes",
    );
    expect((await user.api.get(EXPORT)).headers()["content-type"]).toContain("application/json");
  });

  test("refuses a visitor and an unknown format", async ({ baseURL }) => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.get(EXPORT)).status()).toBe(401);
    const user = await signedUpUser(baseURL!, "export-format");
    const wrong = await user.api.get(`${EXPORT}?format=xml`);
    expect(wrong.status()).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.code).toBe("VALIDATION");
  });

  test("another user's training never appears in my export", async ({ baseURL }) => {
    const other = await premiumUser(baseURL!, "export-other");
    const imported = await other.api.post(IMPORT, {
      data: { source: "hevy", csv: fixture("hevy-sample.csv"), mapping: { "Landmine Press": null } },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    const me = await premiumUser(baseURL!, "export-me");
    const json = await (await me.api.get(EXPORT)).text();
    expect(json).not.toContain(other.pk);
    expect(json).not.toContain("Upper Body");
    const csv = await (await me.api.get(`${EXPORT}?format=csv`)).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
    const theirs = await (await other.api.get(`${EXPORT}?format=csv`)).text();
    expect(theirs.trim().split("\r\n")).toHaveLength(1 + 15);
  });
});

test.describe("training import", () => {
  test("is Premium: a visitor gets 401, a free user 403 PREMIUM_REQUIRED", async ({ baseURL }) => {
    const body = { source: "strong", csv: fixture("strong-sample.csv") };
    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.post(IMPORT, { data: body })).status()).toBe(401);
    const free = await signedUpUser(baseURL!, "import-free");
    const refused = await free.api.post(IMPORT, { data: body });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("PREMIUM_REQUIRED");
  });

  test("a preview lists the names it could not match, with suggestions, and stores nothing", async ({ baseURL }) => {
    const user = await premiumUser(baseURL!, "import-preview");
    const answer = await user.api.post(IMPORT, {
      data: { source: "strong", unit: "lb", csv: fixture("strong-sample.csv"), preview: true },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    const preview = (await answer.json()) as Preview;
    expect(preview).toMatchObject({ sessions: 3, sets: 16 });
    expect(preview.unmatched.map((name) => [name.name, name.count])).toEqual([["Meadows Row", 2]]);
    expect(preview.unmatched[0]!.suggestions.length).toBeGreaterThan(0);
    expect(preview.matched.map((name) => name.name)).toContain("Bench Press (Barbell)");
    expect(await sessionCount(user.api)).toBe(0);

    // Without a choice for every unmatched name, an import is still only a preview.
    const again = (await (
      await user.api.post(IMPORT, { data: { source: "strong", unit: "lb", csv: fixture("strong-sample.csv") } })
    ).json()) as Preview;
    expect(again.unmatched).toHaveLength(1);
    expect(await sessionCount(user.api)).toBe(0);
  });

  test("imports a file, and importing it again doubles nothing", async ({ baseURL }) => {
    const user = await premiumUser(baseURL!, "import-twice");
    const preview = (await (
      await user.api.post(IMPORT, { data: { source: "strong", unit: "lb", csv: fixture("strong-sample.csv") } })
    ).json()) as Preview;
    const mapping = { "Meadows Row": preview.unmatched[0]!.suggestions[0]!.id };
    const body = { source: "strong", unit: "lb", csv: fixture("strong-sample.csv"), mapping };
    const first = await user.api.post(IMPORT, { data: body });
    expect(first.status(), await first.text()).toBe(200);
    expect((await first.json()) as Result).toEqual({
      imported_sessions: 3,
      imported_sets: 16,
      skipped_sets: 1,
      already_imported: 0,
    });
    expect(await sessionCount(user.api)).toBe(3);
    const second = (await (await user.api.post(IMPORT, { data: body })).json()) as Result;
    expect(second).toMatchObject({ imported_sessions: 0, imported_sets: 0, already_imported: 3 });
    expect(await sessionCount(user.api)).toBe(3);
    const csv = await (await user.api.get(`${EXPORT}?format=csv`)).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1 + 16);
    expect(csv).toContain("barbell-bench-press-medium-grip");
  });

  test("a file it cannot read is a 400 that says what and where", async ({ baseURL }) => {
    const user = await premiumUser(baseURL!, "import-bad");
    const columns = await user.api.post(IMPORT, { data: { source: "hevy", csv: fixture("strong-sample.csv") } });
    expect(columns.status()).toBe(400);
    const columnsError = ((await columns.json()) as ErrorBody).error;
    expect(columnsError).toMatchObject({ code: "VALIDATION", details: { reason: "CSV_COLUMNS" } });
    expect(columnsError.message).toMatch(/not a Hevy export: missing/);

    const csv =
      "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-05-01 10:00:00,A,Squat (Barbell),1,lots,5\n";
    const number = await user.api.post(IMPORT, { data: { source: "strong", csv } });
    expect(number.status()).toBe(400);
    const numberError = ((await number.json()) as ErrorBody).error;
    expect(numberError.message).toBe("Line 2: Weight is not a number");
    expect(numberError.details).toMatchObject({ reason: "CSV_NUMBER", line: 2, column: "Weight" });

    for (const data of [{ source: "excel", csv }, { source: "strong" }, { source: "strong", csv, unit: "stone" }]) {
      const refused = await user.api.post(IMPORT, { data });
      expect(refused.status(), JSON.stringify(data)).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.code).toBe("VALIDATION");
    }
    expect(await sessionCount(user.api)).toBe(0);
  });

  test("takes files far above the usual 64 kB body, up to 2 MB", async ({ baseURL }) => {
    const user = await premiumUser(baseURL!, "import-large");
    const header =
      "date,session_title,exercise_name,exercise_slug,set_order,set_type,reps,seconds,weight_kg,rir,rpe,done,notes";
    const rows = Array.from(
      { length: 3000 },
      (_, index) =>
        `2024-0${1 + (index % 9)}-1${index % 10}T10:00:00Z,Week ${index % 90},Barbell Squat,barbell-squat,${index % 5},normal,5,,100,,,true,steady`,
    );
    const big = `${header}\n${rows.join("\n")}\n`;
    expect(big.length).toBeGreaterThan(200_000);
    const preview = await user.api.post(IMPORT, { data: { source: "moveatlas", csv: big, preview: true } });
    expect(preview.status(), await preview.text()).toBe(200);
    expect(((await preview.json()) as Preview).unmatched).toEqual([]);

    const tooBig = await user.api.post(IMPORT, {
      data: { source: "moveatlas", csv: `${header}\n${"x".repeat(2 * 1024 * 1024)}` },
    });
    expect(tooBig.status()).toBe(413);
  });
});
