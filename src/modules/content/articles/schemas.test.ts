import { describe, expect, it } from "vitest";
import { articlesQuerySchema } from "./schemas";

describe("articlesQuerySchema", () => {
  it("lists ten by default and five when asking for the featured ones", () => {
    expect(articlesQuerySchema.parse({})).toMatchObject({ limit: 10, offset: 0 });
    expect(articlesQuerySchema.parse({ featured_article: "True" })).toMatchObject({ limit: 5, featured_article: true });
    expect(articlesQuerySchema.parse({ featured_article: "False" })).toMatchObject({
      limit: 10,
      featured_article: false,
    });
    expect(articlesQuerySchema.parse({ featured_article: "True", limit: "2" })).toMatchObject({ limit: 2 });
  });

  it("treats empty values as left out", () => {
    expect(articlesQuerySchema.parse({ category: "", slug: "", limit: "", featured_article: "" })).toEqual({
      limit: 10,
      offset: 0,
      category: undefined,
      slug: undefined,
      featured_article: undefined,
    });
  });

  it("refuses unknown categories, odd numbers, flags and slugs with a message naming the parameter", () => {
    const issues = (query: Record<string, string>) =>
      articlesQuerySchema.safeParse(query).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(issues({ category: "cardio" })).toEqual([
      "category: must be one of training, muscles-and-anatomy, nutrition, recovery, equipment",
    ]);
    expect(issues({ limit: "0" })).toEqual(["limit: must be between 1 and 100"]);
    expect(issues({ limit: "abc" })).toEqual(["limit: must be a number"]);
    expect(issues({ offset: "-1" })).toEqual(["offset: must be 0 or more"]);
    expect(issues({ featured_article: "yes" })).toEqual(["featured_article: must be True or False"]);
    expect(issues({ slug: "Not A Slug" })?.[0]).toMatch(/^slug: must be an article slug/);
  });
});
