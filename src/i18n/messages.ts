import type { Locale } from "@/config/locales";
import english from "../../messages/en-us.json";
import billingEnglish from "../../messages/billing/en-us.json";
import contentEnglish from "../../messages/content/en-us.json";
import workoutsEnglish from "../../messages/workouts/en-us.json";
import builderEnglish from "../../messages/builder/en-us.json";
import routinesEnglish from "../../messages/routines/en-us.json";
import articlesEnglish from "../../messages/articles/en-us.json";
import pricingEnglish from "../../messages/pricing/en-us.json";
import trainingEnglish from "../../messages/training/en-us.json";
import transferEnglish from "../../messages/transfer/en-us.json";
import generatorEnglish from "../../messages/generator/en-us.json";

/**
 * Each domain keeps its strings in its own folder (`messages/<domain>/<locale>.json`, one top-level
 * namespace each), so work on one domain's texts never touches another's files.
 */
export const MESSAGE_DOMAINS = [
  "workouts",
  "builder",
  "content",
  "billing",
  "routines",
  "articles",
  "pricing",
  "training",
  "transfer",
  "generator",
] as const;

export const englishMessages = {
  ...english,
  ...workoutsEnglish,
  ...builderEnglish,
  ...contentEnglish,
  ...billingEnglish,
  ...routinesEnglish,
  ...articlesEnglish,
  ...pricingEnglish,
  ...trainingEnglish,
  ...transferEnglish,
  ...generatorEnglish,
};

export type Messages = typeof englishMessages;

function merge(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] =
      value && typeof value === "object" && current && typeof current === "object"
        ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return result;
}

async function readLocale(locale: Locale): Promise<Record<string, unknown>> {
  const [base, ...domains] = await Promise.all([
    import(`../../messages/${locale}.json`) as Promise<{ default: Record<string, unknown> }>,
    ...MESSAGE_DOMAINS.map(
      (domain) => import(`../../messages/${domain}/${locale}.json`) as Promise<{ default: Record<string, unknown> }>,
    ),
  ]);
  return Object.assign({}, base.default, ...domains.map((file) => file.default)) as Record<string, unknown>;
}

/** A locale's messages over English, so a key not yet translated shows in English rather than as a key. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en-us") return englishMessages;
  return merge(englishMessages, await readLocale(locale)) as Messages;
}
