import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";

const dir = path.resolve(import.meta.dirname, "../../messages");
const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8")) as object;

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("interface strings", () => {
  const english = keys(read("en-us")).sort();

  it("has one file per locale", () => {
    expect(readdirSync(dir).sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== "en-us"))("%s has every English key and no other", (locale) => {
    expect(keys(read(locale)).sort()).toEqual(english);
  });
});
