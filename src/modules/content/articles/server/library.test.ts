import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readArticleLibrary } from "./library";

const CATEGORIES = {
  training: "Training",
  "muscles-and-anatomy": "Muscles and anatomy",
  nutrition: "Nutrition",
  recovery: "Recovery",
  equipment: "Equipment",
};

const article = (slug: string, extra = "", published = "2026-01-10") =>
  [
    "---",
    `slug: ${slug}`,
    `title: A title long enough for ${slug}`,
    "category: training",
    "excerpt: An excerpt that is long enough to pass the schema, describing what the article is about in a sentence.",
    "featured: false",
    `published: ${published}`,
    "hero: weekly-volume",
    extra,
    "---",
    "",
    "## First",
    "",
    "Some words here.",
  ].join("\n");

function library(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "articles-"));
  const all = { "categories.json": JSON.stringify(CATEGORIES), ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return () => readArticleLibrary(dir);
}

describe("readArticleLibrary", () => {
  it("reads the articles newest first, with their parsed bodies and translations", () => {
    const read = library({
      "en-us/older.md": article("older", "", "2026-01-01"),
      "en-us/newer.md": article("newer", "updated: 2026-03-01", "2026-02-01"),
      "translations/de-de.json": JSON.stringify({
        categories: { ...CATEGORIES, training: "Training (de)" },
        articles: { newer: { title: "Neuer Titel", excerpt: "Eine Zusammenfassung, die lang genug ist." } },
      }),
      "de-de/newer.md": "---\nslug: newer\n---\n## Erste\n\nEin paar Wörter.",
    });
    const result = read();
    expect(result.articles.map((item) => item.slug)).toEqual(["newer", "older"]);
    expect(result.bySlug.get("older")?.updated).toBe("2026-01-01");
    expect(result.bySlug.get("newer")?.updated).toBe("2026-03-01");
    expect(result.bySlug.get("newer")?.body.headings).toEqual([{ id: "first", level: 2, text: "First" }]);
    expect(result.translations["de-de"]?.articles.newer?.title).toBe("Neuer Titel");
    expect(result.bodies["de-de"]?.get("newer")?.source).toBe("## Erste\n\nEin paar Wörter.");
  });

  it("names the file of any mistake", () => {
    expect(library({ "en-us/wrong-name.md": article("other") })).toThrow(/en-us\/wrong-name\.md: the slug must match/);
    expect(library({ "en-us/a.md": article("a", "hero: a-photo") })).toThrow(/en-us\/a\.md.*repeated/);
    expect(library({ "en-us/a.md": article("a").replace("hero: weekly-volume", "hero: a-photo") })).toThrow(
      /en-us\/a\.md:[\s\S]*hero/,
    );
    expect(library({ "en-us/a.md": `${article("a")}\n\n<script>x</script>` })).toThrow(
      /en-us\/a\.md: line \d+: raw HTML/,
    );
    expect(
      library({
        "en-us/a.md": article("a"),
        "translations/fr-fr.json": JSON.stringify({
          categories: CATEGORIES,
          articles: { missing: { title: "Titre", excerpt: "Un résumé assez long pour passer." } },
        }),
      }),
    ).toThrow(/translations\/fr-fr\.json: 'missing' names no article/);
  });
});
