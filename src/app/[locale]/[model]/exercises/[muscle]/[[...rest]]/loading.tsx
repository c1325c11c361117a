"use client";

import { useTranslations } from "next-intl";
import { ListSkeleton } from "@/components/ui/list-skeleton";

export default function ListingLoading() {
  const t = useTranslations("exercises");
  return (
    <div className="lg:ms-[424px]">
      <ListSkeleton label={t("loadingList")} />
    </div>
  );
}
