import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userRoutines } from "@/db/schema";
import { testDrivers } from "@/db/testing/test-database";
import { AppError } from "@/lib/errors";
import { seededDatabase } from "@/modules/catalogue/testing/seeded-database";
import { seedOriginals } from "@/modules/workouts/seed/seed-originals";
import { userContext, visitorContext } from "@/modules/workouts/testing/workout-users";
import { routinesQuerySchema } from "../schemas";
import { findRoutine, getRoutine } from "./get-routine";
import { listRoutines } from "./list-routines";
import { addMyRoutine, listMyRoutines, removeMyRoutine } from "./my-routines";

const URL_BASE = "http://localhost/api-next/routines";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe.each(testDrivers())("routines on %s", (driver) => {
  const database = seededDatabase(driver);
  beforeAll(async () => {
    await seedOriginals(database().db);
  });
  const list = (query: Record<string, string> = {}, locale: "en-us" | "de-de" = "en-us") =>
    listRoutines(visitorContext(database().db, locale), routinesQuerySchema.parse(query), URL_BASE);

  it("lists our routines nine to a page, with their workouts' muscles and minutes", async () => {
    const first = await list();
    expect(first.count).toBeGreaterThanOrEqual(10);
    expect(first.results).toHaveLength(9);
    expect(first.next).toBe("/api-next/routines?limit=9&offset=9");
    expect(first.previous).toBeNull();
    const second = await list({ offset: "9" });
    expect(second.results).toHaveLength(first.count - 9);
    expect(second.previous).toBe("/api-next/routines?limit=9&offset=0");
    const fiveByFive = [...first.results, ...second.results].find((item) => item.slug === "barbell-five-by-five");
    expect(fiveByFive?.difficulty.key).toBe("intermediate");
    expect(fiveByFive?.goal.key).toBe("build-strength");
    expect(fiveByFive?.equipment.map((kit) => kit.key)).toEqual(["barbell", "bodyweight"]);
    expect(fiveByFive?.muscles.map((muscle) => muscle.url_name)).toEqual(expect.arrayContaining(["quads", "chest"]));
    expect(fiveByFive?.session_minutes.min).toBeGreaterThan(10);
    expect(fiveByFive?.week_pattern).toEqual([true, false, true, false, true, false, false]);
  });

  it("filters by difficulty, goal, equipment and muscle, and orders by name", async () => {
    const all = (await list({ limit: "100" })).results;
    const intermediate = await list({ difficulty: "3", limit: "100" });
    expect(intermediate.results.map((item) => item.slug).sort()).toEqual(
      all.filter((item) => item.difficulty.id === 3).map((item) => item.slug).sort(),
    );
    const mobility = await list({ goals: "5" });
    expect(mobility.results.map((item) => item.slug)).toEqual(["daily-mobility-reset"]);
    const kettlebells = await list({ equipment: "6", limit: "100" });
    expect(kettlebells.results.every((item) => item.equipment.some((kit) => kit.key === "kettlebells"))).toBe(true);
    expect(kettlebells.count).toBeGreaterThan(0);
    const byName = (await list({ ordering: "name", limit: "100" })).results.map((item) => item.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("answers one routine whole by id or slug, in the caller's language; an unknown one is NOT_FOUND", async () => {
    const ctx = visitorContext(database().db, "de-de");
    const routine = await getRoutine(ctx, "push-pull-legs-8-weeks");
    expect(routine.name).toBe("Push Pull Beine: 8 Wochen");
    expect(routine.schedule).toHaveLength(8);
    expect(routine.schedule[0]?.days).toHaveLength(7);
    expect(routine.schedule[0]?.days[0]?.workout?.url).toBe("/workout/push-day-basics");
    expect(routine.schedule[0]?.days[6]?.workout).toBeNull();
    expect((await getRoutine(ctx, routine.id)).slug).toBe(routine.slug);
    expect(await findRoutine(ctx, "no-such-routine")).toBeNull();
    const error = await rejection(getRoutine(ctx, 9999));
    expect([error.code, error.message]).toEqual(["NOT_FOUND", "This routine does not exist"]);
  });

  it("adds a routine once (a second add is ignored), lists it, and removes it", async () => {
    const ctx = await userContext(database().db);
    const first = await addMyRoutine(ctx, "home-dumbbell-plan");
    const again = await addMyRoutine(ctx, first.entry.routine.id);
    expect([first.created, again.created]).toEqual([true, false]);
    expect(again.entry.id).toBe(first.entry.id);
    const mine = await listMyRoutines(ctx);
    expect([mine.count, mine.limit, mine.results[0]?.routine.slug]).toEqual([1, 3, "home-dumbbell-plan"]);
    await removeMyRoutine(ctx, "home-dumbbell-plan");
    expect((await listMyRoutines(ctx)).count).toBe(0);
    expect((await rejection(removeMyRoutine(ctx, "home-dumbbell-plan"))).code).toBe("NOT_FOUND");
  });

  it("keeps a free user to three routines; one already chosen can still be added again", async () => {
    const ctx = await userContext(database().db);
    for (const slug of ["full-body-foundations", "barbell-five-by-five", "daily-mobility-reset"])
      await addMyRoutine(ctx, slug);
    const error = await rejection(addMyRoutine(ctx, "conditioning-engine"));
    expect([error.code, error.status, error.details]).toEqual(["PLAN_LIMIT", 403, { limit: 3, what: "routine" }]);
    expect((await addMyRoutine(ctx, "barbell-five-by-five")).created).toBe(false);
    expect((await listMyRoutines(ctx)).count).toBe(3);
  });

  it("stores at most three of six parallel adds by a free user", async () => {
    const ctx = await userContext(database().db);
    const slugs = (await list({ limit: "6" })).results.map((item) => item.slug);
    const outcomes = await Promise.allSettled(slugs.map((slug) => addMyRoutine(ctx, slug)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    for (const outcome of outcomes)
      if (outcome.status === "rejected") expect((outcome.reason as AppError).code).toBe("PLAN_LIMIT");
    const rows = await database().db.select().from(userRoutines).where(eq(userRoutines.userId, ctx.user.pk));
    expect(rows).toHaveLength(3);
  });

  it("gives Premium users no limit, keeps each user's list their own, and asks visitors to sign in", async () => {
    const premium = await userContext(database().db, { premium: true });
    const other = await userContext(database().db);
    const slugs = (await list({ limit: "5" })).results.map((item) => item.slug);
    for (const slug of slugs) await addMyRoutine(premium, slug);
    expect(await listMyRoutines(premium)).toMatchObject({ count: 5, limit: null });
    expect((await listMyRoutines(other)).count).toBe(0);
    expect((await rejection(removeMyRoutine(other, slugs[0] ?? ""))).code).toBe("NOT_FOUND");
    expect((await listMyRoutines(premium)).count).toBe(5);
    const visitor = visitorContext(database().db);
    expect((await rejection(addMyRoutine(visitor, slugs[0] ?? ""))).code).toBe("NOT_AUTHENTICATED");
    expect((await rejection(listMyRoutines(visitor))).code).toBe("NOT_AUTHENTICATED");
  });

  it("orders by popularity: the routine most users chose comes first", async () => {
    const popular = await list({ ordering: "weight", limit: "1" });
    // Every test above added barbell-five-by-five or the first page's first routines; the most chosen leads.
    const rows = await database().db.select().from(userRoutines);
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.routineSlug, (counts.get(row.routineSlug) ?? 0) + 1);
    const top = Math.max(...counts.values());
    expect(counts.get(popular.results[0]?.slug ?? "")).toBe(top);
  });
});
