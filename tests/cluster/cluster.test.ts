import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  APP_DIR,
  cookiesOf,
  ensureNginx,
  heldPost,
  send,
  sleep,
  startCluster,
  type Cluster,
  type Exit,
  type Instance,
} from "./cluster";

const enabled = !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL;
if (!enabled) {
  console.log(
    "Cluster tests skipped: they need a PostgreSQL server and a Redis server (TEST_DATABASE_URL and TEST_REDIS_URL, as .ci/run sets them).",
  );
}

const PASSWORD = "a long enough secret";
const LOGS = "/api-next/workout/logs";
/** Failed sign-ins allowed per account from one address (src/modules/accounts/server/limits.ts). */
const SIGN_IN_FAILURES_ALLOWED = 10;

let running: Cluster | undefined;
const cluster = () => {
  if (!running) throw new Error("The cluster did not start");
  return running;
};
const pair = (): [Instance, Instance] => {
  const [a, b] = cluster().instances;
  if (!a || !b) throw new Error("The cluster has fewer than two instances");
  return [a, b];
};

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${counter++}@example.com`;
const isSuccess = (status: number) => status >= 200 && status < 300;
const address = (instance: Instance) => `127.0.0.1:${instance.port}`;

describe.skipIf(!enabled)("two app instances behind nginx", () => {
  beforeAll(async () => {
    ensureNginx();
    running = await startCluster({ instances: 2 });
  }, 300_000);

  afterAll(async () => {
    await running?.stop();
  }, 60_000);

  beforeEach(async (ctx) => {
    ctx.onTestFailed(() => console.log(`Logs of the cluster:\n${running?.diagnostics() ?? "(not started)"}`));
    // A test that failed before bringing back the instance it stopped must not fail the next ones too.
    for (const instance of cluster().instances) if (!instance.running) await instance.restart();
  });

  test("instances started together on an empty database migrate and seed it once", async () => {
    const journal = JSON.parse(readFileSync(path.join(APP_DIR, "drizzle/meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const applied = await cluster().query<{ hash: string; times: number }>(
      "SELECT hash, count(*)::int AS times FROM drizzle.__drizzle_migrations GROUP BY hash",
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.filter((migration) => migration.times !== 1)).toEqual([]);

    const ready = cluster().instances.map((instance) =>
      jsonLines(instance.log()).filter((line) => line.msg === "database ready"),
    );
    expect(ready.map((lines) => lines.length)).toEqual([1, 1]);
    // The instance holding the lock seeded; the other found the catalogue already current.
    expect(ready.flat().filter((line) => line.catalogueChanged === true)).toHaveLength(1);
  });

  test("a session made on one instance is honoured, and ended, on the other", async () => {
    const [a, b] = pair();
    const email = uniqueEmail("session");
    const registered = await send(`${a.url}/api-next/auth/register`, {
      json: { email, password: PASSWORD, firstName: "Ada", lastName: "Cluster" },
    });
    expect(registered.status, registered.text).toBe(201);
    const cookie = cookiesOf(registered);

    const onB = await send(`${b.url}/api-next/user/session`, { cookie });
    expect(onB.status, onB.text).toBe(200);
    expect(JSON.parse(onB.text)).toMatchObject({ email });

    expect((await send(`${b.url}/api-next/auth/logout`, { method: "POST", cookie })).status).toBe(200);
    const onA = await send(`${a.url}/api-next/user/session`, { cookie });
    expect(onA.status).toBe(401);
  });

  test("failed sign-ins are counted across instances: the limit trips at its total, not per instance", async () => {
    const [a, b] = pair();
    const email = uniqueEmail("limited");
    const registered = await send(`${a.url}/api-next/auth/register`, {
      json: { email, password: PASSWORD, firstName: "Bob", lastName: "Cluster" },
    });
    expect(registered.status, registered.text).toBe(201);
    // The test runs on 127.0.0.1, the instances' trusted proxy: each attempt counts for the client it
    // forwards for, as attempts through nginx would.
    const signIn = (instance: Instance, password: string, client = "198.51.100.23") =>
      send(`${instance.url}/api-next/auth/login`, {
        json: { email, password },
        headers: { "x-forwarded-for": client },
      });

    for (let attempt = 1; attempt <= SIGN_IN_FAILURES_ALLOWED; attempt++) {
      const reply = await signIn(attempt % 2 ? a : b, "wrong guess!");
      expect(reply.status, `failed sign-in ${attempt}: ${reply.text}`).toBe(401);
    }
    // Each instance has seen half of the failures; counted apart, both would still let this through.
    for (const instance of [a, b]) {
      const reply = await signIn(instance, PASSWORD);
      expect(reply.status, reply.text).toBe(429);
      expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    // Another client behind the same proxy is not held back: the count is the client's.
    expect((await signIn(b, PASSWORD, "198.51.100.24")).status).toBe(200);
  });

  test("nginx spreads requests over both instances", async () => {
    const run = randomUUID().slice(0, 8);
    for (let index = 0; index < 20; index++) {
      const reply = await send(`${cluster().url}/api-next/goals`, {
        headers: { "x-request-id": `spread-${run}-${index}` },
      });
      expect(reply.status).toBe(200);
    }
    const entries = await logged(`spread-${run}-`, 20);
    for (const instance of cluster().instances) {
      expect(entries.filter((entry) => entry.upstreams.at(-1) === address(instance)).length).toBeGreaterThanOrEqual(5);
    }
  });

  test("nginx: one request id from the client through the app, /metrics kept in, build files cached, gzip", async () => {
    const [a] = pair();
    const given = await send(`${cluster().url}/api-next/goals`, { headers: { "x-request-id": "support-ticket-42" } });
    expect(given.headers.get("x-request-id")).toBe("support-ticket-42");
    // Without one, the app answers with nginx's ($request_id: 32 hex digits; its own would be a UUID).
    const made = await send(`${cluster().url}/api-next/goals`, { headers: { "x-request-id": "not an id!" } });
    const id = made.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((await logged(id, 1))[0]?.upstreams).toHaveLength(1);

    expect((await send(`${a.url}/metrics`)).status).toBe(200);
    expect((await send(`${cluster().url}/metrics`)).status).toBe(404);

    // The instances are asked for plain answers (deploy/nginx.conf): the compression is nginx's.
    const home = await send(`${cluster().url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("content-encoding")).toBe("gzip");
    const script = /\/_next\/static\/[^"']+\.js/.exec(home.text)?.[0];
    expect(script).toBeDefined();
    const first = await send(`${cluster().url}${script}`);
    const second = await send(`${cluster().url}${script}`);
    expect(first.status).toBe(200);
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(second.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
  });

  test("a data change announced with cache:invalidate reaches the cached pages of both instances", async () => {
    const instances = pair();
    const slug = "barbell-squat";
    const page = async (instance: Instance) => (await send(`${instance.url}/exercise/${slug}`)).text;
    const exercise = JSON.parse((await send(`${cluster().url}/api-next/exercises/${slug}`)).text) as {
      id: number;
      name: string;
    };
    for (const instance of instances) expect(await page(instance)).toContain(exercise.name);
    // One validator for the deployment: any instance answers a browser's revalidation.
    const etags = async () =>
      Promise.all(
        instances.map(async (instance) => (await send(`${instance.url}/exercise/${slug}`)).headers.get("etag")),
      );
    const [before, other] = await etags();
    expect(before).toMatch(/^W\/".+"$/);
    expect(other).toBe(before);

    const renamed = `${exercise.name} ${randomUUID().slice(0, 6)}`;
    await cluster().query("UPDATE exercises SET name = $1 WHERE id = $2", [renamed, exercise.id]);
    await cluster().query(
      "UPDATE translations SET name = $1 WHERE entity = 'exercise' AND entity_key = $2 AND locale = 'en-us'",
      [renamed, String(exercise.id)],
    );
    // Until the change is announced, both serve the page they cached.
    for (const instance of instances) expect(await page(instance)).not.toContain(renamed);

    const command = spawnSync("npm", ["run", "--silent", "cache:invalidate"], {
      cwd: APP_DIR,
      env: cluster().env,
      encoding: "utf8",
    });
    expect(command.status, `${command.stdout}${command.stderr}`).toBe(0);
    for (const instance of instances) {
      await expect.poll(() => page(instance), { timeout: 10_000, interval: 250 }).toContain(renamed);
    }
    const [after, otherAfter] = await etags();
    expect(otherAfter).toBe(after);
    expect(after).not.toBe(before);
  });

  test("SIGTERM: requests in flight finish, new ones go to the other instance, the process exits 0", async () => {
    const [a, b] = pair();
    await untilServedBy(a);
    const user = await premiumUser();
    const exercise = await exerciseId();

    // A slow client's upload, on A when the signal comes: A must wait for it.
    const upload = heldPost(`${a.url}${LOGS}`, loggedSession(newPlan(3), exercise, 3), { cookie: user.cookie });
    await upload.accepted;
    const traffic = steadyTraffic(user.cookie, exercise);
    await traffic.untilAnswered(20);

    let exit: Exit | null = null;
    const exited = a.kill("SIGTERM").then((value) => (exit = value));
    await sleep(500);
    expect(exit, "A exited with a request still in flight").toBeNull();
    const uploaded = await upload.finish();
    expect(uploaded.status, uploaded.body).toBe(201);
    await exited;
    expect(exit).toEqual({ code: 0, signal: null });

    const during = await traffic.stop();
    expect(during.filter((answer) => !isSuccess(answer.status))).toEqual([]);

    const run = randomUUID().slice(0, 8);
    for (let index = 0; index < 6; index++) {
      const reply = await send(`${cluster().url}/api-next/goals`, {
        headers: { "x-request-id": `after-${run}-${index}` },
      });
      expect(reply.status).toBe(200);
    }
    const after = await logged(`after-${run}-`, 6);
    expect(after.map((entry) => entry.upstreams.at(-1))).toEqual(after.map(() => address(b)));

    await a.restart();
  });

  test("Redis down: sign-in, pages and saves keep working; sharing comes back with Redis", async (ctx) => {
    const redis = cluster().redis;
    if (!redis) return ctx.skip("redis-server is not installed: the cluster uses the shared Redis, never stopped");
    const [a, b] = pair();
    const user = await premiumUser();
    const exercise = await exerciseId();
    await redis.stop();
    try {
      for (const instance of [a, b]) {
        const ready = await send(`${instance.url}/readyz`);
        expect(ready.status, ready.text).toBe(200);
        expect(JSON.parse(ready.text)).toMatchObject({ ready: true, database: "ok", redis: "failed" });
      }
      const email = uniqueEmail("redis-down");
      const registered = await send(`${cluster().url}/api-next/auth/register`, {
        json: { email, password: PASSWORD, firstName: "Dee", lastName: "Cluster" },
      });
      expect(registered.status, registered.text).toBe(201);
      const signedIn = await send(`${cluster().url}/api-next/auth/login`, { json: { email, password: PASSWORD } });
      expect(signedIn.status, signedIn.text).toBe(200);
      const saved = await send(`${cluster().url}${LOGS}`, {
        json: loggedSession(newPlan(2), exercise, 2),
        cookie: user.cookie,
      });
      expect(saved.status, saved.text).toBe(201);
      for (const instance of [a, b]) {
        for (const page of ["/", "/exercises/triceps", "/exercise/barbell-squat?model=f"]) {
          expect((await send(`${instance.url}${page}`)).status, `${page} on instance ${instance.index}`).toBe(200);
        }
      }
    } finally {
      await redis.start();
    }

    for (const instance of [a, b]) {
      await expect
        .poll(async () => (JSON.parse((await send(`${instance.url}/readyz`)).text) as { redis: string }).redis, {
          timeout: 20_000,
        })
        .toBe("ok");
    }
    // Shared again: a page only A has rendered since Redis came back is a cache hit on B's first request.
    const list = await send(`${cluster().url}/api-next/exercises?muscle=hamstrings&limit=30`);
    const slugs = (JSON.parse(list.text) as { results: { slug: string }[] }).results.map((row) => row.slug);
    let sharedHit = false;
    for (const slug of slugs) {
      expect((await send(`${a.url}/exercise/${slug}`)).status).toBe(200);
      await sleep(200);
      if ((await send(`${b.url}/exercise/${slug}`)).headers.get("x-nextjs-cache") === "HIT") {
        sharedHit = true;
        break;
      }
    }
    expect(sharedHit, "no page rendered on A was served from the shared cache on B").toBe(true);
  });

  test("PostgreSQL drops every connection (as in a restart): the instances reconnect by themselves", async () => {
    const [a, b] = pair();
    const user = await premiumUser();
    const session = async (instance: Instance) =>
      (await send(`${instance.url}/api-next/user/session`, { cookie: user.cookie })).status;
    for (const instance of [a, b]) expect(await session(instance)).toBe(200);

    const dropped = await cluster().query<{ dropped: boolean }>(
      `SELECT pg_terminate_backend(pid) AS dropped FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> 'cluster-test'`,
    );
    expect(dropped.filter((row) => row.dropped).length).toBeGreaterThanOrEqual(2);

    // A request that met a dropped connection may fail; within seconds every one succeeds, unassisted.
    for (const instance of [a, b]) {
      await expect.poll(() => session(instance), { timeout: 15_000, interval: 250 }).toBe(200);
      for (let turn = 0; turn < 10; turn++) expect(await session(instance)).toBe(200);
      const ready = await send(`${instance.url}/readyz`);
      expect(JSON.parse(ready.text)).toMatchObject({ ready: true, database: "ok" });
    }
  });

  test("kill -9 mid-save: retried on no answer or a 502, every acknowledged save is stored exactly once", async () => {
    const [a] = pair();
    await untilServedBy(a);
    const user = await premiumUser();
    const exercise = await exerciseId();
    // Four people log ten sets each, one save per set, as the training screen does; four others save ten
    // finished sessions each. A lost save of the first kind could hide behind the next; of the second, not.
    const logging = Array.from({ length: 4 }, () => newPlan(10));
    const finished = Array.from({ length: 4 }, () => Array.from({ length: 10 }, () => newPlan(3)));
    const run = randomUUID().slice(0, 8);
    let acknowledged = 0;
    let retries = 0;
    let killed: Promise<Exit> | null = null;
    const refused: string[] = [];

    const save = async (label: string, session: unknown) => {
      for (let attempt = 1; ; attempt++) {
        const reply = await send(`${cluster().url}${LOGS}`, {
          json: session,
          cookie: user.cookie,
          headers: { "x-request-id": `save-${run}-${label}-${attempt}` },
        }).catch(() => null);
        if (reply && reply.status !== 502) {
          if (isSuccess(reply.status)) acknowledged++;
          else refused.push(`${label}: ${reply.status} ${reply.text}`);
          break;
        }
        retries++;
        if (attempt === 10) throw new Error(`save ${label} got no answer in ${attempt} tries`);
        await sleep(100);
      }
      if (!killed && acknowledged >= 25) killed = a.kill("SIGKILL");
    };
    const logSets = async (plan: Plan, person: number) => {
      for (let done = 1; done <= plan.sets.length; done++) {
        await save(`log${person}-${done}`, loggedSession(plan, exercise, done));
      }
    };
    const saveFinished = async (plans: Plan[], person: number) => {
      for (const [index, plan] of plans.entries()) {
        await save(`finished${person}-${index}`, loggedSession(plan, exercise, plan.sets.length));
      }
    };
    await Promise.all([...logging.map(logSets), ...finished.map(saveFinished)]);
    console.log(`kill -9 mid-save: ${acknowledged} saves acknowledged, ${retries} retried by the client`);
    expect(refused).toEqual([]);
    expect(await killed).toEqual({ code: null, signal: "SIGKILL" });

    const stored = await cluster().query<{
      session: string;
      revision: number;
      set: string;
      load: number;
      reps: number;
    }>(
      `SELECT s.id AS session, s.revision, st.id AS set, st.load_kg AS load, st.reps
         FROM training_sessions s
         JOIN training_entries e ON e.session_id = s.id
         JOIN training_sets st ON st.entry_id = e.id
        WHERE s.user_id = $1`,
      [user.pk],
    );
    const expected = [...logging, ...finished.flat()].flatMap((plan) =>
      plan.sets.map((set) => ({
        session: plan.id,
        revision: plan.sets.length,
        set: set.id,
        load: set.load,
        reps: set.reps,
      })),
    );
    const order = (row: { set: string }) => row.set;
    expect(stored.toSorted((x, y) => order(x).localeCompare(order(y)))).toEqual(
      expected.toSorted((x, y) => order(x).localeCompare(order(y))),
    );
    // The kill fell among saves: A acknowledged some before it, and the rest went elsewhere.
    const saves = cluster()
      .accessLog()
      .filter((entry) => entry.requestId.startsWith(`save-${run}-`) && isSuccess(entry.status));
    expect(saves.some((entry) => entry.upstreams.at(-1) === address(a))).toBe(true);
    expect(saves.some((entry) => entry.upstreams.at(-1) !== address(a))).toBe(true);
  });
});

type Plan = { id: string; entryId: string; sets: { id: string; load: number; reps: number }[] };

function newPlan(sets: number): Plan {
  return {
    id: randomUUID(),
    entryId: randomUUID(),
    sets: Array.from({ length: sets }, (_, index) => ({
      id: randomUUID(),
      load: 40 + index * 2.5,
      reps: 5 + (index % 4),
    })),
  };
}

/** The session as the device holds it after `done` sets; ids are the device's, so a resend is the same save. */
function loggedSession(plan: Plan, exercise: number, done: number) {
  return {
    id: plan.id,
    title: "Cluster day",
    started_at: new Date(Date.now() - 3_600_000).toISOString(),
    revision: done,
    entries: [
      {
        id: plan.entryId,
        exercise_id: exercise,
        rest: 90,
        sets: plan.sets.slice(0, done).map((set) => ({ ...set, done: true })),
      },
    ],
  };
}

/** A fresh user with Premium (the training log needs it), signed up through nginx. */
async function premiumUser(): Promise<{ pk: string; cookie: string }> {
  const registered = await send(`${cluster().url}/api-next/auth/register`, {
    json: { email: uniqueEmail("premium"), password: PASSWORD, firstName: "Cleo", lastName: "Cluster" },
  });
  expect(registered.status, registered.text).toBe(201);
  const cookie = cookiesOf(registered);
  const checkout = await send(`${cluster().url}/api-next/billing/local-checkout`, { json: { plan: "annual" }, cookie });
  expect(checkout.status, checkout.text).toBe(200);
  return { pk: (JSON.parse(registered.text) as { user: { pk: string } }).user.pk, cookie };
}

async function exerciseId(): Promise<number> {
  const reply = await send(`${cluster().url}/api-next/exercises/barbell-squat`);
  expect(reply.status).toBe(200);
  return (JSON.parse(reply.text) as { id: number }).id;
}

/** Four clients reading and saving through nginx until stopped; every answer, or the lack of one, is kept. */
function steadyTraffic(cookie: string, exercise: number) {
  const answers: { request: string; status: number }[] = [];
  let stopping = false;
  const client = async () => {
    for (let turn = 0; !stopping; turn++) {
      const request = turn % 2 ? "POST save" : "GET goals";
      const reply = await (
        turn % 2
          ? send(`${cluster().url}${LOGS}`, { json: loggedSession(newPlan(2), exercise, 2), cookie })
          : send(`${cluster().url}/api-next/goals`)
      ).catch(() => null);
      answers.push({ request, status: reply?.status ?? 0 });
    }
  };
  const clients = Array.from({ length: 4 }, client);
  return {
    untilAnswered: async (count: number) => {
      while (answers.length < count) await sleep(50);
    },
    stop: async () => {
      stopping = true;
      await Promise.all(clients);
      return answers;
    },
  };
}

/** nginx's log entries for requests whose id starts with `prefix`, once all `count` are written. */
async function logged(prefix: string, count: number) {
  for (let attempt = 0; ; attempt++) {
    const entries = cluster()
      .accessLog()
      .filter((entry) => entry.requestId.startsWith(prefix));
    if (entries.length >= count || attempt === 50) return entries;
    await sleep(100);
  }
}

/** Waits until nginx sends requests to `instance` again (it skips one that failed for fail_timeout). */
async function untilServedBy(instance: Instance): Promise<void> {
  const run = randomUUID().slice(0, 8);
  for (let index = 0; index < 100; index++) {
    const id = `probe-${run}-${index}.`;
    await send(`${cluster().url}/api-next/goals`, { headers: { "x-request-id": id } });
    const [entry] = await logged(id, 1);
    if (entry?.upstreams.at(-1) === address(instance) && entry.status === 200) return;
    await sleep(100);
  }
  throw new Error(`nginx sent nothing to instance ${instance.index}`);
}

function jsonLines(log: string): Record<string, unknown>[] {
  return log.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
