import { FREE_WORKOUT_LIMIT } from "../../src/modules/billing/entitlements";
import type { Catalogue } from "./catalogue";
import { Browser, jsonOf, textOf, type Reply, type RequestOptions } from "./http-client";
import { generatorRequest, newTrainingSession, savedWorkoutPayload, type PlannedExercise } from "./payloads";
import type { SeededRandom } from "./random";
import type { Recorder } from "./stats";

/** Every timed step, in the order the tables list them. */
export const STEPS = [
  "register",
  "upgrade to Premium",
  "home /",
  "listing /exercises/{muscle}",
  "listing page 2",
  "listing ?model=f",
  "search",
  "exercise page",
  "exercise API",
  "sign out",
  "sign in",
  "session",
  "delete workout",
  "save workout",
  "my workouts",
  "open workout",
  "previous sets",
  "start session",
  "log set",
  "finish session",
  "generate",
] as const;
export type Step = (typeof STEPS)[number];

export const PASSWORD = "a long enough secret";
const THINK_MS = [500, 2000] as const;

export type UserOptions = {
  index: number;
  origin: string;
  address: string;
  random: SeededRandom;
  /** Premium users also log training, which the free plan does not allow. */
  premium: boolean;
  thinkTime: boolean;
  catalogue: Catalogue;
  runId: string;
};

export class VirtualUser {
  private readonly browser: Browser;
  private readonly email: string;
  private readonly saved: number[] = [];
  private savedNames = 0;
  private deadline = Infinity;
  private recorder: Recorder | null = null;

  constructor(private readonly o: UserOptions) {
    this.browser = new Browser(o.origin, o.address);
    this.email = `load.${o.runId}.${o.index}@example.com`;
  }

  async setUp(recorder: Recorder): Promise<boolean> {
    this.recorder = recorder;
    const registered = await this.call("register", "/api-next/auth/register", 201, {
      json: { email: this.email, password: PASSWORD, firstName: "Load", lastName: `User ${this.o.index}` },
    });
    if (!registered || !this.o.premium) return !!registered;
    return !!(await this.call("upgrade to Premium", "/api-next/billing/local-checkout", 200, {
      json: { plan: "annual" },
    }));
  }

  /** Journeys until the deadline; a journey under way when it passes stops before its next request. */
  async run(deadline: number, recorder: Recorder): Promise<void> {
    this.deadline = deadline;
    this.recorder = recorder;
    const journeys: [() => Promise<unknown>, number][] = [
      [() => this.browseByMap(), 30],
      [() => this.search(), 20],
      [() => this.openExercise(), 25],
      [() => this.signInAgain(), 4],
      [() => this.saveWorkout(), 8],
      [() => this.generate(), 8],
      ...(this.o.premium ? ([[() => this.logWorkout(), 8]] as [() => Promise<unknown>, number][]) : []),
    ];
    while (performance.now() < deadline) {
      await this.o.random.weighted(journeys)();
      await this.think();
    }
  }

  close(): void {
    this.browser.close();
  }

  private async browseByMap() {
    const muscle = this.o.random.pick(this.o.catalogue.listingMuscles);
    const pages: [Step, string][] = [
      ["home /", "/"],
      ["listing /exercises/{muscle}", `/exercises/${muscle}`],
      ["listing page 2", `/exercises/${muscle}/2`],
      ["listing ?model=f", `/exercises/${muscle}?model=f`],
    ];
    for (const [index, [step, path]] of pages.entries()) {
      if ((index > 0 && !(await this.think())) || !(await this.page(step, path))) return;
    }
  }

  /** As the overlay asks once typing pauses: a first few letters, often a few more, then maybe a result. */
  private async search() {
    const name = this.o.random.pick(this.o.catalogue.exercises).name.toLowerCase();
    const first = this.o.random.int(3, 5);
    const lengths = this.o.random.next() < 0.6 ? [first, first + this.o.random.int(3, 8)] : [first];
    let reply: Reply | null = null;
    for (const [index, length] of lengths.entries()) {
      const q = name.slice(0, length).trimEnd();
      if (q.length < 3) continue;
      if (index > 0 && !(await this.think())) return;
      reply = await this.call(
        "search",
        `/api-next/search/exercises?${new URLSearchParams({ q, size: "20", locale: "en-us" })}`,
        200,
      );
      if (!reply) return;
    }
    const [top] = reply ? jsonOf<{ suggestions: { slug: string }[] }>(reply).suggestions : [];
    if (top && this.o.random.next() < 0.5 && (await this.think()))
      await this.page("exercise page", `/exercise/${top.slug}`);
  }

  private async openExercise() {
    const { slug } = this.o.random.pick(this.o.catalogue.exercises);
    // The same exercise as the builder's add-exercise call reads it, right after its page.
    if (await this.page("exercise page", `/exercise/${slug}`))
      await this.call("exercise API", `/api-next/exercises/${slug}`, 200);
  }

  /** Once signed out, the user signs in again even past the deadline: the next phase needs the session. */
  private async signInAgain() {
    if (!(await this.call("sign out", "/api-next/auth/logout", 200, { method: "POST" }))) return;
    await this.think();
    const credentials = { email: this.email, password: PASSWORD };
    if (await this.call("sign in", "/api-next/auth/login", 200, { json: credentials }, true))
      await this.call("session", "/api-next/user/session", 200);
  }

  /** The builder's save; the oldest workout goes first once the free plan's limit is reached. */
  private async saveWorkout() {
    const oldest = this.saved.length >= FREE_WORKOUT_LIMIT ? this.saved.shift() : undefined;
    if (oldest !== undefined) {
      const path = `/api-next/workout/builder/workouts/${oldest}`;
      if (!(await this.call("delete workout", path, 204, { method: "DELETE" })) || !(await this.think())) return;
    }
    const exercises = this.o.random.sample(this.o.catalogue.exercises, this.o.random.int(3, 6));
    const payload = savedWorkoutPayload(`Load workout ${++this.savedNames}`, exercises);
    const reply = await this.call("save workout", "/api-next/workout/builder/workouts", 201, { json: payload });
    if (!reply) return;
    this.saved.push(jsonOf<{ id: number }>(reply).id);
    // The builder refreshes My workouts after a save.
    await this.call("my workouts", "/api-next/workout/builder/my-workouts", 200);
  }

  /** Starts one of our workouts and logs sets as the session screen does: the whole session each time. */
  private async logWorkout() {
    const workoutId = this.o.random.pick(this.o.catalogue.originalIds);
    const opened = await this.call("open workout", `/api-next/workout/originals/workouts/${workoutId}`, 200);
    if (!opened) return;
    const workout = jsonOf<{ name: string; exercises: PlannedExercise[] }>(opened);
    const planned = workout.exercises.slice(0, 3);
    const ids = planned.map((item) => item.exercise.id).join("|");
    if (!(await this.call("previous sets", `/api-next/workout/logs/previous?exercises=${ids}`, 200))) return;
    const session = newTrainingSession(workoutId, workout.name, planned);
    const put = (step: Step, status: number) =>
      this.call(step, `/api-next/workout/logs/${session.id}`, status, { method: "PUT", json: session });
    if (!(await put("start session", 201))) return;
    for (const set of session.entries.flatMap((entry) => entry.sets)) {
      if (!(await this.think())) return;
      set.done = true;
      set.load = 40 + this.o.random.int(0, 8) * 2.5;
      session.revision++;
      if (!(await put("log set", 200))) return;
    }
    session.finished_at = new Date().toISOString();
    session.revision++;
    await put("finish session", 200);
  }

  private async generate() {
    const json = generatorRequest(this.o.random, this.o.catalogue);
    await this.call("generate", "/api-next/workout/generator", 200, { json });
  }

  private page(step: Step, path: string) {
    return this.call(step, path, 200, { document: true });
  }

  /** Reading time between requests; false once the deadline has passed, to end the journey. */
  private async think(): Promise<boolean> {
    if (this.o.thinkTime) await new Promise((resolve) => setTimeout(resolve, this.o.random.between(...THINK_MS)));
    return performance.now() < this.deadline;
  }

  /** One timed request; null (the journey stops) unless it answered `expected`. */
  private async call(
    step: Step,
    path: string,
    expected: number,
    options: RequestOptions = {},
    evenAfterDeadline = false,
  ): Promise<Reply | null> {
    if (!evenAfterDeadline && performance.now() >= this.deadline) return null;
    const method = options.method ?? (options.json === undefined ? "GET" : "POST");
    const started = performance.now();
    try {
      const reply = await this.browser.send(path, { ...options, method });
      if (reply.status === expected) {
        this.recorder?.record(step, reply.ms);
        return reply;
      }
      const kind = reply.status >= 500 ? `server error ${reply.status}` : `expected ${expected}, got ${reply.status}`;
      const body = options.document ? "" : `: ${textOf(reply).slice(0, 200)}`;
      this.recorder?.record(step, reply.ms, { kind, detail: `${method} ${path} → ${reply.status}${body}` });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const kind = message.startsWith("no complete answer") ? "timeout" : "network failure";
      this.recorder?.record(step, performance.now() - started, { kind, detail: `${method} ${path}: ${message}` });
    }
    return null;
  }
}
