import type { Metadata } from "next";
import type { Locale } from "@/config/locales";
import { ArticlesListPage, listMetadata } from "./list-page";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = ({ params }: Props): Promise<Metadata> => listMetadata(params);

export default function ArticlesPage(props: Props) {
  return <ArticlesListPage {...props} />;
}
