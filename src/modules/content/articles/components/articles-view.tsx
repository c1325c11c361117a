import { getTranslations } from "next-intl/server";
import { Pagination } from "@/components/ui/pagination";
import type { ArticlesListData } from "../dto";
import { articlesPath } from "../paths";
import { ArticleCard } from "./article-card";
import { CategoryNav } from "./category-nav";

/** The articles page: categories as chips, the featured articles on top, then the others page by page. */
export async function ArticlesView({
  locale,
  category,
  categories,
  total,
  featured,
  items,
  page,
  pages,
}: ArticlesListData) {
  const t = await getTranslations({ locale, namespace: "articles" });
  const reading = (minutes: number) => t("readingTime", { minutes });
  const [lead, ...moreFeatured] = featured;
  const listed = category ? category.slug : null;
  return (
    <div className="mx-auto max-w-6xl">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] hyphens-auto sm:text-4xl">
          {category ? t("categoryTitle", { category: category.name }) : t("title")}
        </h1>
        <p className="text-muted mt-3 text-lg leading-relaxed">
          {category ? t("categoryDescription", { category: category.name }) : t("intro")}
        </p>
      </header>
      <CategoryNav
        categories={categories}
        current={listed}
        total={total}
        labels={{ nav: t("categoriesLabel"), all: t("all"), count: (count) => t("count", { count }) }}
      />

      {lead ? (
        <section aria-labelledby="featured-articles" className="mt-10" data-testid="featured-articles">
          <h2 id="featured-articles" className="text-xl font-bold">
            {t("featured")}
          </h2>
          <div className="mt-4">
            <ArticleCard article={lead} readingTime={reading(lead.reading_minutes)} eager large />
          </div>
          {moreFeatured.length ? (
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {moreFeatured.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} readingTime={reading(article.reading_minutes)} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <section id="results" aria-labelledby="article-list" className="mt-12" data-testid="article-list">
        <h2 id="article-list" className="text-xl font-bold">
          {lead
            ? t("more")
            : t("count", { count: category ? (categories.find((c) => c.slug === listed)?.count ?? 0) : total })}
        </h2>
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard
                article={article}
                readingTime={reading(article.reading_minutes)}
                eager={!lead && index < 3}
              />
            </li>
          ))}
        </ul>
        <Pagination
          current={page}
          total={pages}
          hrefFor={(number) => articlesPath(listed, number)}
          labels={{
            nav: t("pagination"),
            previous: t("previous"),
            next: t("next"),
            page: (number) => t("page", { page: number }),
          }}
        />
      </section>
    </div>
  );
}
