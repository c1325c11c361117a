import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { RateLimitedError } from "@/lib/rate-limit";
import { clearAccountAttempts, countAttempt, createAuthLimits } from "./limits";

const headersFrom = (ip: string) => new Headers({ "x-forwarded-for": `203.0.113.9, ${ip}` });

const redisUrl = env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: true }) : null;
afterAll(() => redis?.quit());

describe.each(redis ? (["memory", "redis"] as const) : (["memory"] as const))("auth attempt limits in %s", (store) => {
  const limits = () => createAuthLimits(3, store === "redis" ? redis : null);
  const unique = () => `${Math.random().toString(36).slice(2)}@example.com`;

  it("stops an address after its attempts, naming the wait", async () => {
    const subject = limits();
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 3; i++) await countAttempt(subject, "register", headersFrom(ip), unique());
    const error = await countAttempt(subject, "register", headersFrom(ip), unique()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    // Another address is not affected; the last forwarded entry is the one counted.
    await expect(countAttempt(subject, "register", headersFrom("10.9.9.9"), unique())).resolves.toBeUndefined();
  });

  it("stops an account after ten failed sign-ins from many addresses; a success clears the count", async () => {
    const subject = limits();
    const email = unique();
    for (let i = 0; i < 10; i++) await countAttempt(subject, "login", headersFrom(`192.0.2.${i}`), email);
    await expect(countAttempt(subject, "login", headersFrom("192.0.2.200"), email)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await clearAccountAttempts(subject, "login", email);
    await expect(countAttempt(subject, "login", headersFrom("192.0.2.201"), email)).resolves.toBeUndefined();
  });

  it("sends at most three reset mails an hour to one account", async () => {
    const subject = limits();
    const email = unique();
    for (let i = 0; i < 3; i++) await countAttempt(subject, "reset", headersFrom(`198.18.0.${i}`), email);
    await expect(countAttempt(subject, "reset", headersFrom("198.18.0.99"), email)).rejects.toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
  });
});

describe.runIf(redis)("limits shared through Redis", () => {
  it("counts attempts from two app instances together", async () => {
    const first = createAuthLimits(2, redis);
    const second = createAuthLimits(2, redis);
    const ip = `172.16.${Math.floor(Math.random() * 250)}.1`;
    await countAttempt(first, "login", headersFrom(ip), "a@example.com");
    await countAttempt(second, "login", headersFrom(ip), "b@example.com");
    await expect(countAttempt(first, "login", headersFrom(ip), "c@example.com")).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });
});
