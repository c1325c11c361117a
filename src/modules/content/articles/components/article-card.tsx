import { Link } from "@/i18n/navigation";
import type { ArticleSummaryDto } from "../dto";
import { articlePath } from "../paths";

type Props = {
  article: ArticleSummaryDto;
  readingTime: string;
  /** The first cards on screen load their picture at once (the page's largest paint). */
  eager?: boolean;
  large?: boolean;
  headingLevel?: "h2" | "h3";
};

/** An article in a list: its picture, category, title (the link, stretched over the card), summary and reading time. */
export function ArticleCard({ article, readingTime, eager = false, large = false, headingLevel = "h3" }: Props) {
  const Heading = headingLevel;
  return (
    <article
      className={`surface group relative flex h-full flex-col overflow-hidden rounded-2xl transition-shadow hover:border-[var(--color-accent)] hover:shadow-md ${large ? "md:flex-row" : ""}`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- our own small SVG drawing */}
      <img
        src={article.image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={`aspect-[40/21] h-auto w-full object-cover ${large ? "md:w-1/2 md:shrink-0" : ""}`}
      />
      <div className={`flex flex-1 flex-col p-5 ${large ? "md:justify-center md:p-8" : ""}`}>
        <p className="text-xs font-bold tracking-wider text-[var(--color-accent-strong)] uppercase dark:text-[var(--color-accent-2)]">
          {article.category.name}
        </p>
        <Heading className={`mt-2 font-bold tracking-tight ${large ? "text-2xl md:text-3xl" : "text-lg leading-snug"}`}>
          <Link
            href={articlePath(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-[var(--color-accent-strong)] dark:group-hover:text-[var(--color-accent-2)]"
          >
            {article.title}
          </Link>
        </Heading>
        <p className={`text-muted mt-2 ${large ? "text-base md:text-lg" : "line-clamp-3 text-sm"}`}>
          {article.excerpt}
        </p>
        <p className="text-muted mt-auto pt-4 text-xs font-medium">{readingTime}</p>
      </div>
    </article>
  );
}
