import { notFound, permanentRedirect } from "next/navigation";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import { sharedWorkoutPath } from "@/modules/workouts/server/load-workout-page";

type Props = { params: Promise<{ locale: Locale; model: string; id: string }> };

export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** Share links (`/workouts/{id}`) lead to the workout's own page. */
export default async function SharedWorkout({ params }: Props) {
  const { locale, model, id } = await params;
  const gender = genderFromSegment(model);
  const path =
    gender && /^\d{1,9}$/.test(id) ? await sharedWorkoutPath(await pageContext(locale), Number(id), gender) : null;
  if (!path) notFound();
  permanentRedirect(path);
}
