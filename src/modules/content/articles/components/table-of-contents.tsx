import type { Heading } from "../markdown";

/** The article's sections, linked to their headings; shown only for articles with several. */
export function TableOfContents({
  headings,
  title,
  language,
}: {
  headings: Heading[];
  title: string;
  language: string;
}) {
  const sections = headings.filter((heading) => heading.level === 2);
  if (sections.length < 3) return null;
  return (
    <nav aria-labelledby="article-toc" className="surface rounded-2xl p-5 text-sm" data-testid="article-toc">
      <h2 id="article-toc" className="text-muted text-xs font-bold tracking-wider uppercase">
        {title}
      </h2>
      <ol lang={language} className="mt-3 space-y-2">
        {sections.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="block leading-snug hover:text-[var(--color-accent-strong)] hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
