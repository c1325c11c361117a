import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "./front-matter";

describe("splitFrontMatter", () => {
  it("reads flat key: value lines and returns the body after them", () => {
    const file = splitFrontMatter(
      '---\nslug: sets-per-week\ntitle: "Sets: how many?"\nfeatured: true\n---\n\nBody text.\n',
    );
    expect(file.fields).toEqual({ slug: "sets-per-week", title: "Sets: how many?", featured: "true" });
    expect(file.body).toBe("\nBody text.\n");
  });

  it("accepts Windows line ends and a byte-order mark", () => {
    expect(splitFrontMatter("\uFEFF---\r\nslug: a\r\n---\r\nText").fields).toEqual({ slug: "a" });
  });

  it("refuses a file without front matter, a line that is not a pair, and a repeated key", () => {
    expect(() => splitFrontMatter("# Title\n")).toThrow(/front matter/);
    expect(() => splitFrontMatter("---\njust words\n---\n")).toThrow(/line 1/);
    expect(() => splitFrontMatter("---\nslug: a\nslug: b\n---\n")).toThrow(/repeated/);
  });
});
