import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createErrorBudget, createLogger } from "./logger";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe("logger", () => {
  it("redacts passwords, tokens, authorization headers and cookies", async () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: "info", destination });
    logger.info(
      { password: "hunter22", user: { token: "abc" }, headers: { authorization: "Bearer x", cookie: "s=1" } },
      "sign-in",
    );
    await new Promise((resolve) => setImmediate(resolve));
    const serialized = JSON.stringify(lines);
    expect(serialized).not.toMatch(/hunter22|abc|Bearer x|s=1/);
    expect(serialized).toContain("[redacted]");
  });

  it("logs only errors at the production level", async () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: "error", destination });
    logger.info("hello");
    logger.warn("careful");
    logger.error("broken");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual(["broken"]);
  });
});

describe("createErrorBudget", () => {
  it("allows 1000 errors an hour, then refuses until the hour turns", () => {
    let now = 0;
    const allow = createErrorBudget(1000, 3_600_000, () => now);
    const allowed = Array.from({ length: 1200 }, () => allow()).filter(Boolean).length;
    expect(allowed).toBe(1000);
    now = 3_600_000;
    expect(allow()).toBe(true);
  });

  it("puts the request id on every line logged while a request is answered, and none outside", async () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: "info", destination });
    const holder = globalThis as { __moveatlasRequestContext?: AsyncLocalStorage<{ requestId: string }> };
    const previous = holder.__moveatlasRequestContext;
    holder.__moveatlasRequestContext = new AsyncLocalStorage();
    try {
      await holder.__moveatlasRequestContext.run({ requestId: "req-12345678" }, async () => {
        logger.info("first");
        await new Promise((resolve) => setTimeout(resolve, 1));
        logger.warn("after waiting");
      });
      logger.info("outside");
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      holder.__moveatlasRequestContext = previous;
    }
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["first", "req-12345678"],
      ["after waiting", "req-12345678"],
      ["outside", undefined],
    ]);
  });
});
