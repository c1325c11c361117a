import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies defaults on an empty environment", () => {
    expect(parseEnv({})).toMatchObject({ PGLITE_DIR: ".data/pglite", PORT: 3000, NODE_ENV: "development" });
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable with a readable reason", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", PORT: "abc", REDIS_URL: "http://x" })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ connection URL[\s\S]*PORT[\s\S]*REDIS_URL: must be a redis:\/\/ URL/,
    );
  });
});
