import type { Locale } from "@/config/locales";
import english from "../../messages/en-us.json";

export type Messages = typeof english;

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

/** A locale's messages over English, so a key not yet translated shows in English rather than as a key. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en-us") return english;
  const own = (await import(`../../messages/${locale}.json`)) as { default: Record<string, unknown> };
  return merge(english, own.default) as Messages;
}
