import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { MESSAGE_DOMAINS } from "./messages";

const root = path.resolve(import.meta.dirname, "../../messages");
const FOLDERS = ["", ...MESSAGE_DOMAINS];
const read = (folder: string, locale: string) =>
  JSON.parse(readFileSync(path.join(root, folder, `${locale}.json`), "utf8")) as object;

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  const entries = Object.entries(value);
  if (entries.length === 0) return [];
  return entries.flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe.each(FOLDERS)("interface strings in messages/%s", (folder) => {
  const english = keys(read(folder, "en-us")).sort();

  it("has one file per locale", () => {
    const files = readdirSync(path.join(root, folder)).filter((name) => name.endsWith(".json"));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== "en-us"))("%s has every English key and no other", (locale) => {
    expect(keys(read(folder, locale)).sort()).toEqual(english);
  });
});

describe("domain message files", () => {
  it.each(MESSAGE_DOMAINS)("%s holds only its own namespace", (domain) => {
    for (const locale of LOCALES) expect(Object.keys(read(domain, locale))).toEqual([domain]);
  });
});
