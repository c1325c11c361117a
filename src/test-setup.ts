import { afterEach, vi } from "vitest";

// House rule: a test that logs an error fails.
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length === 0) return;
  const logged = errors.splice(0).map((args) => args.map(String).join(" "));
  throw new Error(`console.error was called:\n${logged.join("\n")}`);
});
