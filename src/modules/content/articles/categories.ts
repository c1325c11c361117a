/** The article categories, in the order the articles page shows them; their names live in data/articles. */
export const ARTICLE_CATEGORIES = ["training", "muscles-and-anatomy", "nutrition", "recovery", "equipment"] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const isArticleCategory = (value: unknown): value is ArticleCategory =>
  typeof value === "string" && (ARTICLE_CATEGORIES as readonly string[]).includes(value);

/** Default page sizes of the API (spec §7): featured articles come five at a time, the others ten. */
export const ARTICLES_LIMIT = 10;
export const FEATURED_ARTICLES_LIMIT = 5;
/** Cards per page on /articles: a grid of three columns on wide screens. */
export const ARTICLES_PAGE_SIZE = 6;

/** Words a minute for the reading time shown beside each article. */
export const READING_WORDS_PER_MINUTE = 230;

export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
