import type { Metadata } from "next";
import type { Locale } from "@/config/locales";
import { ArticlesListPage, listMetadata } from "../../list-page";

type Props = { params: Promise<{ locale: Locale; category: string }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props): Promise<Metadata> => listMetadata(params);

export default function ArticleCategoryPage(props: Props) {
  return <ArticlesListPage {...props} />;
}
