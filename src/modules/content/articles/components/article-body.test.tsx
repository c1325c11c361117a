import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { parseMarkdown } from "../markdown";
import { ArticleBody } from "./article-body";

// The localized Link needs Next's router; here a plain anchor shows what the body hands it.
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const render = (source: string) =>
  renderToStaticMarkup(<ArticleBody blocks={parseMarkdown(source).blocks} language="en-US" />);

describe("ArticleBody", () => {
  it("renders headings with anchors, paragraphs, lists, callouts, bold and links", () => {
    const markup = render(
      [
        "## Sets and reps",
        "",
        "Do **three** sets of [push-ups](/exercise/pushups), *slowly*.",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "",
        "> Rest well.",
      ].join("\n"),
    );
    expect(markup).toContain('<div lang="en-US"');
    expect(markup).toMatch(/<h2 id="sets-and-reps"[^>]*>Sets and reps<\/h2>/);
    expect(markup).toMatch(
      /<p class="my-5">Do <strong[^>]*>three<\/strong> sets of <a href="\/exercise\/pushups"[^>]*>push-ups<\/a>, <em>slowly<\/em>\.<\/p>/,
    );
    expect(markup).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/);
    expect(markup).toMatch(/<ol[^>]*><li[^>]*>first<\/li><\/ol>/);
    expect(markup).toMatch(/<p role="note"[^>]*>Rest well\.<\/p>/);
  });

  it("escapes angle brackets and ampersands in text instead of making markup of them", () => {
    const markup = renderToStaticMarkup(
      <ArticleBody
        blocks={[{ type: "paragraph", children: [{ type: "text", text: "a <img src=x onerror=alert(1)> & b" }] }]}
        language="en"
      />,
    );
    expect(markup).toContain("a &lt;img src=x onerror=alert(1)&gt; &amp; b");
    expect(markup).not.toContain("<img");
  });

  it("shows a link to anywhere but our own paths as plain text", () => {
    const markup = renderToStaticMarkup(
      <ArticleBody
        blocks={[
          {
            type: "paragraph",
            children: [{ type: "link", href: "javascript:alert(1)", children: [{ type: "text", text: "click" }] }],
          },
        ]}
        language="en"
      />,
    );
    expect(markup).toBe(
      '<div lang="en" class="text-[1.0625rem] leading-[1.75] [overflow-wrap:break-word]"><p class="my-5">click</p></div>',
    );
  });
});
