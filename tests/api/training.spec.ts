import { randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { premiumUser, signedUpUser } from "../support/accounts";

const LOGS = "/api-next/workout/logs";

type SetDto = { id: string; order: number; range: string; load: number | null; reps: number | null; records: string[] };
type SessionDto = {
  id: string;
  user: string;
  revision: number;
  total_load: number;
  records: number;
  entries: {
    order: number;
    rest: number;
    total_load: number;
    category: string;
    exercise: { id: number; slug: string };
    sets: SetDto[];
  }[];
};

async function exerciseId(api: APIRequestContext, slug: string) {
  return ((await (await api.get(`/api-next/exercises/${slug}`)).json()) as { id: number }).id;
}

function sessionBody(exercise: number, sets: [number, number][], hoursAgo: number, revision = 1) {
  const started = new Date(Date.now() - hoursAgo * 3_600_000);
  return {
    id: randomUUID(),
    title: "Push day",
    started_at: started.toISOString(),
    finished_at: new Date(started.getTime() + 50 * 60_000).toISOString(),
    revision,
    entries: [
      {
        id: randomUUID(),
        exercise_id: exercise,
        rest: 150,
        sets: sets.map(([load, reps]) => ({ id: randomUUID(), load, reps, done: true })),
      },
    ],
  };
}

test.describe("the training log over HTTP", () => {
  test("visitors are asked to sign in and free users are offered Premium", async ({ baseURL }) => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    for (const path of [
      LOGS,
      `${LOGS}/previous?exercises=1`,
      "/api-next/workout/progress",
      "/api-next/workout/fatigue",
    ]) {
      expect((await visitor.get(path)).status()).toBe(401);
    }
    const { api } = await signedUpUser(baseURL!, "free-log");
    const refused = await api.post(LOGS, { data: sessionBody(1, [[50, 5]], 1) });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe("PREMIUM_REQUIRED");
    expect((await api.get("/api-next/workout/fatigue")).status()).toBe(403);
  });

  test("a session saved twice is stored once; the newest revision wins; records, prefill, progress, fatigue", async ({
    baseURL,
  }) => {
    const { api, pk } = await premiumUser(baseURL!, "logger");
    const bench = await exerciseId(api, "barbell-bench-press-medium-grip");
    const first = sessionBody(
      bench,
      [
        [80, 8],
        [80, 8],
      ],
      50,
    );
    const created = await api.post(LOGS, { data: first });
    expect(created.status(), await created.text()).toBe(201);
    const again = await api.post(LOGS, { data: first });
    expect(again.status()).toBe(200);
    const stored = (await again.json()) as SessionDto;
    expect(stored.user).toBe(pk);
    expect(stored.entries[0]).toMatchObject({ order: 0, rest: 150, total_load: 1280, exercise: { id: bench } });
    expect(stored.entries[0]!.category).toBeTruthy();
    expect(stored.entries[0]!.sets.map((set) => [set.order, set.range, set.load])).toEqual([
      [0, "8", 80],
      [1, "8", 80],
    ]);

    const stale = await api.put(`${LOGS}/${first.id}`, { data: { ...first, revision: 0, entries: [] } });
    expect(((await stale.json()) as SessionDto).entries).toHaveLength(1);

    const second = sessionBody(
      bench,
      [
        [85, 5],
        [80, 9],
      ],
      1,
    );
    const recorded = (await (await api.put(`${LOGS}/${second.id}`, { data: second })).json()) as SessionDto;
    expect(recorded.entries[0]!.sets.map((set) => set.records)).toEqual([
      ["heaviest"],
      ["estimatedMax", "bestSetVolume", "repsAtLoad"],
    ]);

    const previous = await (await api.get(`${LOGS}/previous?exercises=${bench}&before=${second.id}`)).json();
    expect(previous[String(bench)].session_id).toBe(first.id);
    const list = await (await api.get(`${LOGS}?limit=1`)).json();
    expect(list).toMatchObject({ count: 2, previous: null });
    expect(list.results[0].id).toBe(second.id);
    expect(list.next).toContain("offset=1");

    const progress = await (await api.get("/api-next/workout/progress?weeks=4")).json();
    expect(progress.weekly).toHaveLength(4);
    expect(progress.muscle_sets.find((muscle: { muscle_name: string }) => muscle.muscle_name === "chest").sets).toBe(4);
    const points = await (await api.get(`/api-next/workout/progress/exercises/${bench}`)).json();
    expect(points.map((point: { top_set: number }) => point.top_set)).toEqual([80, 85]);

    const fatigue = (await (await api.get("/api-next/workout/fatigue")).json()) as {
      muscle_name: string;
      daily_gradient: string;
    }[];
    expect(fatigue[0]!.muscle_name).toBe("chest");
    for (const entry of fatigue) expect(entry.daily_gradient).toMatch(/^#[0-9a-f]{6}$/);

    expect((await api.delete(`${LOGS}/${first.id}`)).status()).toBe(204);
    expect((await api.get(`${LOGS}/${first.id}`)).status()).toBe(404);
  });

  test("another user's session is unknown, and bad input gets a clear 400", async ({ baseURL }) => {
    const owner = await premiumUser(baseURL!, "owner-log");
    const stranger = await premiumUser(baseURL!, "stranger-log");
    const squat = await exerciseId(owner.api, "barbell-squat");
    const session = sessionBody(squat, [[100, 5]], 2);
    expect((await owner.api.post(LOGS, { data: session })).status()).toBe(201);
    expect((await stranger.api.get(`${LOGS}/${session.id}`)).status()).toBe(404);
    expect((await stranger.api.put(`${LOGS}/${session.id}`, { data: { ...session, revision: 5 } })).status()).toBe(404);
    expect((await stranger.api.delete(`${LOGS}/${session.id}`)).status()).toBe(404);
    const list = await (await stranger.api.get(LOGS)).json();
    expect(list.count).toBe(0);

    const bad = await owner.api.post(LOGS, { data: { ...session, id: "not-a-uuid" } });
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("UUID");
    const negative = sessionBody(squat, [[100, -1]], 1);
    const refused = await owner.api.post(LOGS, { data: negative });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("between 0 and 1000");
    const unknown = await owner.api.post(LOGS, { data: sessionBody(2_000_000, [[10, 10]], 1) });
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).error.details).toEqual({ exercise_ids: [2_000_000] });
  });

  test("ranked alternatives to swap an exercise leave out the ones asked", async ({ request }) => {
    const squat = await exerciseId(request, "barbell-squat");
    const first = await (await request.get(`/api-next/exercises/${squat}/alternatives`)).json();
    expect(first.count).toBeGreaterThan(3);
    expect(first.results.map((item: { id: number }) => item.id)).not.toContain(squat);
    const excluded = first.results[0].id as number;
    const next = await (await request.get(`/api-next/exercises/barbell-squat/alternatives?exclude=${excluded}`)).json();
    expect(next.results.map((item: { id: number }) => item.id)).not.toContain(excluded);
    expect((await request.get(`/api-next/exercises/${squat}/alternatives?exclude=abc`)).status()).toBe(400);
  });
});
