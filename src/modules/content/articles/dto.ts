import type { Locale } from "@/config/locales";
import type { ArticleCategory } from "./categories";
import type { Block, Heading } from "./markdown";

/** The shapes of articles that leave the server (API answers and page data). */
export type ArticleCategoryRef = { slug: ArticleCategory; name: string; name_en_us: string };

export type ArticleSummaryDto = {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategoryRef;
  featured_article: boolean;
  published_at: string;
  updated_at: string;
  word_count: number;
  reading_minutes: number;
  /** The hero picture (SVG); its address changes when the drawing does. */
  image: string;
  /** The page of the article in the language asked for. */
  url: string;
  /** The language the body is written in: English until a translation of the body exists. */
  language: Locale;
};

export type ArticleDto = ArticleSummaryDto & {
  /** The body as written (our Markdown subset: headings, paragraphs, lists, links, bold). */
  body: string;
  headings: Heading[];
};

export type ArticlesPageDto = {
  count: number;
  next: string | null;
  previous: string | null;
  results: ArticleSummaryDto[] | ArticleDto[];
};

export type ArticleCategoryDto = ArticleCategoryRef & { count: number };
export type ArticleCategoriesDto = { count: number; results: ArticleCategoryDto[] };

/** `/articles` and its category and page variants. */
export type ArticlesListData = {
  locale: Locale;
  category: ArticleCategoryRef | null;
  /** Every category with its article count, and the count of all articles. */
  categories: ArticleCategoryDto[];
  total: number;
  /** Shown above the list on the first page of all articles only. */
  featured: ArticleSummaryDto[];
  items: ArticleSummaryDto[];
  page: number;
  pages: number;
};

/** `/articles/{slug}`: the article with its body parsed for rendering. */
export type ArticlePageData = {
  locale: Locale;
  article: ArticleSummaryDto;
  blocks: Block[];
  headings: Heading[];
  related: ArticleSummaryDto[];
  siteOrigin: string;
  /** The preview picture for link cards (PNG). */
  previewImage: string;
  /** What the hero picture shows, in the reader's language. */
  heroAlt: string;
};
