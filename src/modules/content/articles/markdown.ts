/**
 * The small part of Markdown our articles are written in: `##`/`###` headings, paragraphs, `-` and
 * `1.` lists, `>` callouts, and inline `**bold**`, `*emphasis*` and `[links](/path)`. It parses to
 * plain data that components render as React elements, so nothing in a file ever reaches the page
 * as HTML; anything outside the subset (raw HTML, `#` or `####` headings, images, outside links) is
 * refused with its line number when the files are loaded.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; id: string; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "callout"; children: Inline[] };

export type Heading = { id: string; level: 2 | 3; text: string };

export type ParsedMarkdown = { blocks: Block[]; headings: Heading[]; links: string[]; words: number };

/** Internal paths only: a page of ours, optionally with a query or an anchor. */
export const INTERNAL_HREF = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?(?:\?[a-z0-9=&-]+)?(?:#[a-z0-9-]+)?$/;

export class MarkdownError extends Error {}

const ESCAPABLE = new Set(["\\", "*", "[", "]", "(", ")", "#", "-", ">", "_"]);

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? "";
    const next = source[i + 1] ?? "";
    if (char === "\\" && ESCAPABLE.has(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (char === "*" && next === "*") {
      const end = source.indexOf("**", i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (char === "*" && next !== "*" && next !== " " && next !== "") {
      const end = findEmphasisEnd(source, i + 1);
      if (end > 0) {
        flush();
        out.push({ type: "em", children: parseInline(source.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (char === "[") {
      const close = source.indexOf("](", i + 1);
      const end = close > 0 ? source.indexOf(")", close + 2) : -1;
      if (close > i + 1 && end > close + 2) {
        flush();
        out.push({
          type: "link",
          href: source.slice(close + 2, end).trim(),
          children: parseInline(source.slice(i + 1, close)),
        });
        i = end + 1;
        continue;
      }
    }
    buffer += char;
    i += 1;
  }
  flush();
  return out;
}

/** The closing `*` of an emphasis: a single star after a non-space character. */
function findEmphasisEnd(source: string, from: number): number {
  for (let j = from + 1; j < source.length; j += 1) {
    if (source[j] === "*" && source[j + 1] !== "*" && source[j - 1] !== " " && source[j - 1] !== "*") return j;
  }
  return -1;
}

export function inlineText(nodes: Inline[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : inlineText(node.children))).join("");
}

function inlineLinks(nodes: Inline[], into: string[]): void {
  for (const node of nodes) {
    if (node.type === "link") into.push(node.href);
    if (node.type !== "text") inlineLinks(node.children, into);
  }
}

/** A heading's anchor: its words in lower case joined by hyphens, Latin accents dropped, other scripts kept. */
export function headingId(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
      .trim()
      .replace(/[\s-]+/g, "-")
      .slice(0, 60)
      .replace(/-+$/, "") || "section"
  );
}

// Chinese and Japanese are written without spaces; about two characters read like one English word.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/gu;
export const countWords = (text: string) =>
  text
    .replace(CJK, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length + Math.round((text.match(CJK)?.length ?? 0) / 2);

const LIST_ITEM = /^(?:([-*])|(\d{1,2})\.)\s+(.*)$/;

export function parseMarkdown(source: string): ParsedMarkdown {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  const headings: Heading[] = [];
  const usedIds = new Map<string, number>();
  const fail = (line: number, why: string): never => {
    throw new MarkdownError(`line ${line + 1}: ${why}`);
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const trimmed = line.trim();
    if (!trimmed) {
      i += 1;
      continue;
    }
    if (/<\/?[a-z!]/i.test(trimmed)) fail(i, "raw HTML is not allowed");
    if (/!\[/.test(trimmed)) fail(i, "images are drawn by code, not linked from the text");
    const heading = /^(#{1,6})\s+(.+)$/.exec(trimmed);
    if (heading) {
      const level = heading[1]?.length ?? 0;
      if (level !== 2 && level !== 3) fail(i, "only ## and ### headings are used (the title is the page's h1)");
      const children = parseInline((heading[2] ?? "").trim());
      const base = headingId(inlineText(children));
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      const id = seen ? `${base}-${seen + 1}` : base;
      blocks.push({ type: "heading", level: level as 2 | 3, id, children });
      headings.push({ id, level: level as 2 | 3, text: inlineText(children) });
      i += 1;
      continue;
    }
    const item = LIST_ITEM.exec(trimmed);
    if (item) {
      const ordered = !!item[2];
      const items: Inline[][] = [];
      while (i < lines.length) {
        const current = LIST_ITEM.exec((lines[i] ?? "").trim());
        if (!current) {
          // A blank line between two items of the same list keeps the list going.
          const after = lines.slice(i).findIndex((text) => text.trim() !== "");
          const nextItem = after > 0 ? LIST_ITEM.exec((lines[i + after] ?? "").trim()) : null;
          if (nextItem && !!nextItem[2] === ordered) {
            i += after;
            continue;
          }
          break;
        }
        if (!!current[2] !== ordered) break;
        let text = current[3] ?? "";
        i += 1;
        // An item goes on over indented lines.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i] ?? "") && !LIST_ITEM.exec((lines[i] ?? "").trim())) {
          text += ` ${(lines[i] ?? "").trim()}`;
          i += 1;
        }
        items.push(parseInline(text));
      }
      blocks.push({ type: "list", ordered, items });
      continue;
    }
    const isCallout = trimmed.startsWith(">");
    const parts: string[] = [];
    while (i < lines.length) {
      const current = (lines[i] ?? "").trim();
      if (!current || /^#{1,6}\s/.test(current) || LIST_ITEM.test(current)) break;
      if (current.startsWith(">") !== isCallout) break;
      if (/<\/?[a-z!]/i.test(current)) fail(i, "raw HTML is not allowed");
      parts.push(isCallout ? current.replace(/^>\s?/, "") : current);
      i += 1;
    }
    const children = parseInline(parts.join(" "));
    blocks.push(isCallout ? { type: "callout", children } : { type: "paragraph", children });
  }

  const links: string[] = [];
  let text = "";
  for (const block of blocks) {
    const groups = block.type === "list" ? block.items : [block.children];
    for (const group of groups) {
      inlineLinks(group, links);
      text += ` ${inlineText(group)}`;
    }
  }
  for (const href of links)
    if (!INTERNAL_HREF.test(href)) throw new MarkdownError(`link '${href}' is not a path of ours`);
  return { blocks, headings, links, words: countWords(text) };
}
