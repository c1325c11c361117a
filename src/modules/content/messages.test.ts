import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { STATIC_PAGE_PATHS } from "@/modules/catalogue/server/build-sitemap";
import { CONTENT_PATHS, LEGAL_PAGES } from "./pages";

type Legal = Record<string, { title: string; sections: Record<string, { heading: string; body: string }> }>;
type Content = { content: { legal: Legal } & Record<string, unknown> };

const read = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../../messages/content", `${locale}.json`), "utf8"),
  ) as Content;

function leaves(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  return Object.entries(value as object).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key));
}

const body = (legal: Legal, page: string, section: string) => legal[page]?.sections[section]?.body ?? "";

describe.each(LOCALES)("content messages in %s", (locale) => {
  const { content } = read(locale);

  it("are valid ICU messages that format with their values", () => {
    const t = createTranslator({
      locale,
      messages: { content },
      onError: (error) => {
        throw error;
      },
    });
    // Keys come from the file itself, so the typed key union does not help here.
    const rich = t.rich as unknown as (key: string, values: Record<string, unknown>) => unknown;
    for (const [at] of leaves(content)) {
      const format = () =>
        rich(`content.${at}`, {
          email: "privacy@example.com",
          min: 1,
          max: 2,
          step: 1,
          value: 1,
          date: "1 January",
          carbs: 40,
          protein: 30,
          fat: 30,
          count: 12,
          mail: (chunks: unknown) => chunks,
        });
      expect(format, at).not.toThrow();
    }
  });

  it("hold every section each legal page declares, each with a heading and a body", () => {
    for (const page of LEGAL_PAGES) {
      const sections = content.legal[page.key]?.sections ?? {};
      expect(Object.keys(sections), page.key).toEqual(Array.from({ length: page.sections }, (_, i) => `s${i + 1}`));
      for (const section of Object.values(sections)) {
        expect(section.heading.trim()).not.toBe("");
        expect(section.body.length).toBeGreaterThan(30);
      }
    }
  });

  it("state the spec's legal facts", () => {
    const { legal } = content;
    // Requests answered within 45 days, extendable by 45; disclosures cover 12 months.
    expect(body(legal, "privacy", "s6").match(/45/g)?.length).toBeGreaterThanOrEqual(2);
    expect(body(legal, "privacy", "s6")).toContain("12");
    // Under-13s need parental consent; selling data of under-16s needs their opt-in.
    expect(body(legal, "privacy", "s7")).toContain("13");
    expect(body(legal, "privacy", "s4")).toContain("16");
    expect(body(legal, "terms", "s2")).toContain("13");
    // A payment made in error must be reported within 14 days; 30-day money back; 7-day trial.
    expect(body(legal, "terms", "s5")).toContain("14");
    expect(body(legal, "terms", "s5")).toContain("30");
    expect(body(legal, "terms", "s4")).toContain("7");
    for (const fact of ["45", "12", "13", "16"]) expect(body(legal, "appPrivacy", "s7")).toContain(fact);
  });
});

describe("content pages", () => {
  it("are all in the sitemap", () => {
    expect([...STATIC_PAGE_PATHS].sort()).toEqual([...CONTENT_PATHS].sort());
  });
});
