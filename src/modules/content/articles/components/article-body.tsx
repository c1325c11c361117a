import { Fragment, type ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { INTERNAL_HREF, type Block, type Inline } from "../markdown";

const LINK =
  "font-medium text-[var(--color-accent-strong)] underline decoration-[var(--color-accent-2)] decoration-1 underline-offset-[3px] hover:decoration-2 dark:text-[var(--color-accent-2)]";

function InlineNodes({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "strong":
        return (
          <strong key={index} className="font-semibold">
            <InlineNodes nodes={node.children} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        );
      case "link":
        // The loader refuses other links; a path that is not ours would show as plain text.
        return INTERNAL_HREF.test(node.href) ? (
          <Link key={index} href={node.href} prefetch={false} className={LINK}>
            <InlineNodes nodes={node.children} />
          </Link>
        ) : (
          <InlineNodes key={index} nodes={node.children} />
        );
    }
  });
}

function BlockNode({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h2 id={block.id} className="mt-12 mb-4 scroll-mt-6 text-2xl leading-snug font-bold tracking-tight">
          <InlineNodes nodes={block.children} />
        </h2>
      ) : (
        <h3 id={block.id} className="mt-8 mb-3 scroll-mt-6 text-xl leading-snug font-semibold">
          <InlineNodes nodes={block.children} />
        </h3>
      );
    case "paragraph":
      return (
        <p className="my-5">
          <InlineNodes nodes={block.children} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`my-5 space-y-2 ps-6 ${block.ordered ? "list-decimal marker:font-semibold" : "list-disc"} marker:text-[var(--color-accent-strong)] dark:marker:text-[var(--color-accent-2)]`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="ps-1">
              <InlineNodes nodes={item} />
            </li>
          ))}
        </List>
      );
    }
    case "callout":
      return (
        <p
          role="note"
          className="my-7 rounded-e-2xl border-s-4 border-[var(--color-accent)] bg-[color-mix(in_srgb,var(--color-accent)_8%,var(--surface))] px-5 py-4"
        >
          <InlineNodes nodes={block.children} />
        </p>
      );
  }
}

/** An article's body, element by element from the parsed file: no HTML string is ever injected. */
export function ArticleBody({ blocks, language }: { blocks: Block[]; language: string }) {
  return (
    <div lang={language} className="text-[1.0625rem] leading-[1.75] [overflow-wrap:break-word]">
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} />
      ))}
    </div>
  );
}
