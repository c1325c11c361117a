/** What an article page says about itself to search engines. */
export type ArticleFacts = {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  language: string;
  section: string;
  wordCount: number;
  siteName: string;
  siteUrl: string;
};

/** schema.org Article, published by us. */
export function articleJsonLd(facts: ArticleFacts) {
  const publisher = { "@type": "Organization", name: facts.siteName, url: facts.siteUrl };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": facts.url },
    image: [facts.image],
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    inLanguage: facts.language,
    articleSection: facts.section,
    wordCount: facts.wordCount,
    author: publisher,
    publisher,
  };
}
