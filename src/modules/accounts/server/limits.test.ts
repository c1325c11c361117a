import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { PEER_HEADER } from "@/lib/client-address";
import { RateLimitedError } from "@/lib/rate-limit";
import { clearAccountAttempts, countAttempt, createAuthLimits } from "./limits";

/** A request our server received from `ip`, whatever X-Forwarded-For the client wrote. */
const headersFrom = (ip: string, forged = "203.0.113.9") =>
  new Headers({ [PEER_HEADER]: ip, "x-forwarded-for": forged });

const redisUrl = env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: true }) : null;
afterAll(() => redis?.quit());

const random = () => Math.floor(Math.random() * 250);

describe.each(redis ? (["memory", "redis"] as const) : (["memory"] as const))("auth attempt limits in %s", (store) => {
  const limits = (ipPoints = 3) => createAuthLimits(ipPoints, store === "redis" ? redis : null);
  const unique = () => `${Math.random().toString(36).slice(2)}@example.com`;

  it("stops an address after its attempts, naming the wait", async () => {
    const subject = limits();
    const ip = `10.0.${random()}.${random()}`;
    for (let i = 0; i < 3; i++) await countAttempt(subject, "register", headersFrom(ip), unique());
    const error = await countAttempt(subject, "register", headersFrom(ip), unique()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    // Another address is not affected; the peer is the one counted.
    await expect(countAttempt(subject, "register", headersFrom("10.9.9.9"), unique())).resolves.toBeUndefined();
  });

  it("counts an address however its X-Forwarded-For changes", async () => {
    const subject = limits();
    const ip = `10.1.${random()}.${random()}`;
    for (let i = 0; i < 3; i++) await countAttempt(subject, "login", headersFrom(ip, `198.51.100.${i}`), unique());
    await expect(countAttempt(subject, "login", headersFrom(ip, "198.51.100.77"), unique())).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it("stops ten failed sign-ins to one account from one address, not the owner elsewhere", async () => {
    const subject = limits(1000);
    const email = unique();
    for (let i = 0; i < 10; i++) await countAttempt(subject, "login", headersFrom("192.0.2.66"), email);
    await expect(countAttempt(subject, "login", headersFrom("192.0.2.66"), email)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await expect(countAttempt(subject, "login", headersFrom("198.18.7.7"), email)).resolves.toBeUndefined();
  });

  it("a sign-in clears that address's failures", async () => {
    const subject = limits(1000);
    const email = unique();
    for (let i = 0; i < 9; i++) await countAttempt(subject, "login", headersFrom("192.0.2.67"), email);
    await clearAccountAttempts(subject, "login", email, headersFrom("192.0.2.67"));
    for (let i = 0; i < 10; i++) await countAttempt(subject, "login", headersFrom("192.0.2.67"), email);
  });

  it("slows a guess spread over many addresses to 100 an hour per account", async () => {
    const subject = limits(1000);
    const email = unique();
    for (let i = 0; i < 100; i++) await countAttempt(subject, "login", headersFrom(`100.64.${i}.1`), email);
    await expect(countAttempt(subject, "login", headersFrom("100.64.200.1"), email)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it("allows ten password changes in 15 minutes per account, from any address; a success clears them", async () => {
    const subject = limits(1000);
    const user = unique();
    for (let i = 0; i < 9; i++) await countAttempt(subject, "password", headersFrom(`172.20.0.${i}`), user);
    await clearAccountAttempts(subject, "password", user, headersFrom("172.20.0.1"));
    for (let i = 0; i < 10; i++) await countAttempt(subject, "password", headersFrom(`172.20.1.${i}`), user);
    await expect(countAttempt(subject, "password", headersFrom("172.20.2.1"), user)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
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
    const ip = `172.16.${random()}.1`;
    await countAttempt(first, "login", headersFrom(ip), "a@example.com");
    await countAttempt(second, "login", headersFrom(ip), "b@example.com");
    await expect(countAttempt(first, "login", headersFrom(ip), "c@example.com")).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });
});
