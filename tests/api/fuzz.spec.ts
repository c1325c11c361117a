import { expect, test, type APIRequestContext } from "@playwright/test";
import { premiumUser, signedUpUser } from "../support/accounts";

/**
 * Hostile input over every API route and page family: broken JSON, wrong types, NUL characters, huge
 * numbers, long strings, bad percent-encoding, wrong methods and content types. Nothing may answer a
 * 5xx; API failures answer JSON with a code and a message.
 */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const BAD_SEGMENTS = [
  "%",
  "%E0%A4%A",
  "%00",
  "2147483648",
  "-1",
  "1.5",
  "a".repeat(300),
  "%2e%2e",
  "null",
  "%F0%9F%92%A9",
];

const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  2147483648,
  1e308,
  "9".repeat(40),
  "",
  "a\u0000b",
  "x".repeat(5000),
  [],
  {},
  ["a"],
  { nested: { deeper: "\u0000" } },
];

const BAD_BODIES: { body: string; type: string }[] = [
  { body: "{", type: "application/json" },
  { body: "null", type: "application/json" },
  { body: "[]", type: "application/json" },
  { body: '"text"', type: "application/json" },
  { body: "123", type: "application/json" },
  { body: '{"a":1}', type: "text/plain" },
  { body: "a=1&b=2", type: "application/x-www-form-urlencoded" },
  { body: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--", type: "multipart/form-data; boundary=x" },
];

/** Every API route with the fields its writes read; `{p}` marks a path parameter. */
const ROUTES: { path: string; fields: string[] }[] = [
  { path: "/api-next/auth/login", fields: ["email", "password"] },
  { path: "/api-next/auth/register", fields: ["email", "password", "firstName", "lastName", "terms"] },
  { path: "/api-next/auth/logout", fields: [] },
  { path: "/api-next/auth/password/update", fields: ["old_password", "new_password1", "new_password2"] },
  { path: "/api-next/auth/password/forgot", fields: ["email"] },
  { path: "/api-next/auth/password/{p}/create_password", fields: ["new_password1", "new_password2", "token"] },
  { path: "/api-next/auth/sso/connect/{p}", fields: ["code"] },
  { path: "/api-next/auth/sso/disconnect", fields: ["id_token"] },
  { path: "/api-next/user/session", fields: [] },
  { path: "/api-next/user/favorites", fields: ["exercise_id"] },
  { path: "/api-next/user/{p}", fields: ["first_name", "last_name", "email", "gender", "language", "newsletter"] },
  { path: "/api-next/user/profile/{p}", fields: ["first_name", "language"] },
  { path: "/api-next/user/{p}/add_email", fields: ["email"] },
  { path: "/api-next/exercises", fields: [] },
  { path: "/api-next/exercises/{p}", fields: [] },
  { path: "/api-next/exercises/equipment", fields: [] },
  { path: "/api-next/exercises/muscles", fields: [] },
  { path: "/api-next/exercises/muscle-groups", fields: [] },
  { path: "/api-next/exercises/difficulties", fields: [] },
  { path: "/api-next/goals", fields: [] },
  { path: "/api-next/search/exercises", fields: [] },
  { path: "/api-next/workout/originals/workouts", fields: [] },
  { path: "/api-next/workout/originals/workouts/{p}", fields: [] },
  { path: "/api-next/workout/originals/workouts/categories", fields: [] },
  { path: "/api-next/workout/originals/goals", fields: [] },
  { path: "/api-next/workout/filters", fields: [] },
  { path: "/api-next/workout/builder/my-workouts", fields: [] },
  { path: "/api-next/workout/builder/my-workouts/count", fields: [] },
  {
    path: "/api-next/workout/builder/workouts",
    fields: ["name", "notes", "units", "exercises", "based_on", "is_template", "source"],
  },
  { path: "/api-next/workout/builder/workouts/{p}", fields: ["name", "exercises"] },
  { path: "/api-next/workout/favorites", fields: ["workout_id"] },
  { path: "/api-next/workout/logs", fields: ["id", "title", "started_at", "finished_at", "revision", "entries"] },
  { path: "/api-next/workout/logs/{p}", fields: ["title", "started_at", "revision", "entries", "notes"] },
  { path: "/api-next/workout/logs/previous", fields: [] },
  { path: "/api-next/workout/logs/import", fields: ["source", "csv", "mapping", "preview", "unit"] },
  { path: "/api-next/user/export", fields: [] },
  { path: "/api-next/workout/progress", fields: [] },
  { path: "/api-next/workout/progress/exercises/{p}", fields: [] },
  { path: "/api-next/workout/fatigue", fields: [] },
  { path: "/api-next/exercises/{p}/alternatives", fields: [] },
  { path: "/api-next/workout/fitness-levels", fields: [] },
  {
    path: "/api-next/workout/generator",
    fields: ["muscles_id_list", "equipment_id_list", "age", "fitness_level", "goal", "minutes", "seed", "avoid"],
  },
  { path: "/api-next/workout/generator/save", fields: ["name", "exercises", "generator"] },
  { path: "/api-next/workout/generator/preferences", fields: ["avoid", "home_equipment", "gym_equipment"] },
  {
    path: "/api-next/exercises/shuffle",
    fields: ["id", "equipment_id_list", "fitness_level", "gender", "sets", "exclude"],
  },
];

const QUERY_KEYS = [
  "q",
  "size",
  "limit",
  "offset",
  "muscle",
  "equipment",
  "difficulty",
  "cardio",
  "id",
  "locale",
  "muscles",
  "goals",
  "ordering",
  "remove_fields",
  "exercises",
  "before",
  "mode",
  "weeks",
  "exclude",
  "format",
];

const PAGES = [
  "/exercise/{p}",
  "/exercises/{p}",
  "/exercises/chest/{p}",
  "/exercises/chest/barbell/{p}",
  "/{p}",
  "/de-de/exercise/{p}",
  "/auth/signin?callbackUrl={p}",
  "/exercise-image/{p}",
  "/workouts/{p}",
  "/workout/{p}",
  "/workout-image/{p}",
];

type Probe = { method: string; url: string; body?: string; type?: string };

function probesFor(route: { path: string; fields: string[] }, pk: string): Probe[] {
  const probes: Probe[] = [];
  const paths = route.path.includes("{p}")
    ? [...BAD_SEGMENTS.map((segment) => route.path.replace("{p}", segment)), route.path.replace("{p}", pk)]
    : [route.path];
  for (const path of paths) for (const method of METHODS) probes.push({ method, url: path });
  const base = route.path.replace("{p}", pk);
  for (const method of ["POST", "PATCH", "DELETE"]) {
    for (const { body, type } of BAD_BODIES) probes.push({ method, url: base, body, type });
    for (const field of route.fields)
      for (const value of BAD_VALUES)
        probes.push({ method, url: base, body: JSON.stringify({ [field]: value }), type: "application/json" });
  }
  for (const key of QUERY_KEYS)
    for (const raw of ["%", "%00", "%E0%A4%A", "2147483648", "%25%25%25", "a".repeat(3000), "-5"])
      probes.push({ method: "GET", url: `${base}?${key}=${raw}` });
  return probes;
}

async function send(api: APIRequestContext, probe: Probe) {
  return api.fetch(probe.url, {
    method: probe.method,
    data: probe.body,
    headers: probe.type ? { "Content-Type": probe.type } : undefined,
    maxRedirects: 0,
  });
}

test.describe.configure({ timeout: 300_000 });

test("no hostile input makes the API or a page answer 5xx", async ({ baseURL }) => {
  // Premium, so the training log's handlers read their input instead of refusing the plan first.
  const me = await premiumUser(baseURL!, "fuzz");
  const other = await signedUpUser(baseURL!, "fuzz-other");
  // Writes that would end the fuzzing user's own session or account go to another user's id.
  const probes = ROUTES.flatMap((route) =>
    probesFor(route, route.path.includes("/user/") ? other.pk : me.pk).filter(
      (probe) => !(probe.url.endsWith("/auth/logout") && probe.method === "POST"),
    ),
  );
  for (const page of PAGES)
    for (const segment of BAD_SEGMENTS) probes.push({ method: "GET", url: page.replace("{p}", segment) });

  const failures: string[] = [];
  let apiAnswers = 0;
  for (let start = 0; start < probes.length; start += 16) {
    const batch = probes.slice(start, start + 16);
    const answers = await Promise.all(batch.map((probe) => send(me.api, probe)));
    for (const [index, response] of answers.entries()) {
      const probe = batch[index]!;
      const label = `${probe.method} ${probe.url.slice(0, 120)} ${probe.type ?? ""} ${(probe.body ?? "").slice(0, 60)}`;
      if (response.status() >= 500) failures.push(`${response.status()} ${label}`);
      if (probe.url.startsWith("/api-next") && response.status() >= 400) {
        apiAnswers++;
        const text = await response.text();
        const body = (() => {
          try {
            return JSON.parse(text) as { error?: { code?: string; message?: string } };
          } catch {
            return null;
          }
        })();
        if (!body?.error?.code || !body.error.message) failures.push(`no JSON error: ${response.status()} ${label}`);
      }
    }
  }
  expect(failures, failures.slice(0, 20).join("\n")).toEqual([]);
  expect(probes.length).toBeGreaterThan(1000);
  expect(apiAnswers).toBeGreaterThan(500);
  // The fuzzing user is still signed in: no probe changed what it should not.
  expect((await me.api.get("/api-next/user/session")).status()).toBe(200);
});
