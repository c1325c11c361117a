import { describe, expect, it } from "vitest";
import { countWords, headingId, MarkdownError, parseInline, parseMarkdown } from "./markdown";
import { readingMinutes } from "./reading-time";

describe("parseInline", () => {
  it("reads bold, emphasis and links, nested", () => {
    expect(parseInline("Do **three [sets](/exercise/pushups)** and *rest*.")).toEqual([
      { type: "text", text: "Do " },
      {
        type: "strong",
        children: [
          { type: "text", text: "three " },
          { type: "link", href: "/exercise/pushups", children: [{ type: "text", text: "sets" }] },
        ],
      },
      { type: "text", text: " and " },
      { type: "em", children: [{ type: "text", text: "rest" }] },
      { type: "text", text: "." },
    ]);
  });

  it("leaves unmatched markers, lone stars and escapes as text", () => {
    expect(parseInline("3 * 4 = 12, **open, [half")).toEqual([{ type: "text", text: "3 * 4 = 12, **open, [half" }]);
    expect(parseInline("\\*not emphasis\\*")).toEqual([{ type: "text", text: "*not emphasis*" }]);
  });

  it("keeps angle brackets as text for React to escape", () => {
    expect(parseInline("a <b> c")).toEqual([{ type: "text", text: "a <b> c" }]);
  });
});

describe("parseMarkdown", () => {
  const source = [
    "Intro line one",
    "continues here.",
    "",
    "## Why it matters",
    "",
    "- first item",
    "  goes on",
    "- second with [a link](/workout/core-control)",
    "",
    "- third, after a blank line",
    "",
    "1. one",
    "2. two",
    "",
    "> Keep this in mind.",
    "",
    "### Why it matters",
  ].join("\n");

  it("parses headings with unique anchors, paragraphs, both list kinds and callouts", () => {
    const parsed = parseMarkdown(source);
    expect(parsed.blocks.map((block) => block.type)).toEqual([
      "paragraph",
      "heading",
      "list",
      "list",
      "callout",
      "heading",
    ]);
    expect(parsed.blocks[0]).toEqual({
      type: "paragraph",
      children: [{ type: "text", text: "Intro line one continues here." }],
    });
    const bullets = parsed.blocks[2];
    expect(bullets?.type === "list" && bullets.items.length).toBe(3);
    expect(bullets?.type === "list" && bullets.items[0]).toEqual([{ type: "text", text: "first item goes on" }]);
    const numbered = parsed.blocks[3];
    expect(numbered?.type === "list" && numbered.ordered).toBe(true);
    expect(parsed.headings).toEqual([
      { id: "why-it-matters", level: 2, text: "Why it matters" },
      { id: "why-it-matters-2", level: 3, text: "Why it matters" },
    ]);
    expect(parsed.links).toEqual(["/workout/core-control"]);
  });

  it("counts the words a reader reads, not the markup", () => {
    expect(parseMarkdown("## Two words\n\n- **bold** [link text](/articles)\n").words).toBe(5);
  });

  it("refuses raw HTML, images, other heading levels and links that leave the site", () => {
    expect(() => parseMarkdown("Hello <script>alert(1)</script>")).toThrow(MarkdownError);
    expect(() => parseMarkdown("<div>\n")).toThrow(/raw HTML/);
    expect(() => parseMarkdown("![x](/a.png)")).toThrow(/images/);
    expect(() => parseMarkdown("# Title")).toThrow(/## and ###/);
    expect(() => parseMarkdown("#### Deep")).toThrow(/## and ###/);
    expect(() => parseMarkdown("[bad](javascript:alert(1))")).toThrow(/not a path of ours/);
    expect(() => parseMarkdown("[away](https://example.com)")).toThrow(/not a path of ours/);
  });
});

describe("headingId and readingMinutes", () => {
  it("makes anchors from the heading's words in any script", () => {
    expect(headingId("Sets, reps & rest: the basics")).toBe("sets-reps-rest-the-basics");
    expect(headingId("¿Qué?")).toBe("que");
    expect(headingId("Übungen für zu Hause")).toBe("ubungen-fur-zu-hause");
    expect(headingId("الإحماء الجيد")).toBe("الإحماء-الجيد");
    expect(headingId("ウォームアップの流れ")).toBe("ウォームアップの流れ");
    expect(headingId("!!!")).toBe("section");
  });

  it("counts about two Chinese or Japanese characters as one word", () => {
    expect(countWords("three plain words")).toBe(3);
    expect(countWords("十分なウォームアップ")).toBe(5);
    expect(countWords("Set 3: 十分な")).toBe(2 + 2);
  });

  it("rounds reading time up at 230 words a minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(920)).toBe(4);
  });
});
