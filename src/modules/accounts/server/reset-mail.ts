import "server-only";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isLocale } from "@/config/locales";
import { SITE_NAME } from "@/config/site";
import { loadMessages } from "@/i18n/messages";
import type { MailMessage } from "@/integrations/email";

/** The password-reset mail in the user's language (their profile's, English when unknown). */
export async function resetMail(to: string, link: string, language: string | null | undefined): Promise<MailMessage> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "mail" });
  return {
    to,
    subject: t("resetSubject", { site: SITE_NAME }),
    text: [t("resetIntro", { site: SITE_NAME }), "", link, "", t("resetIgnore")].join("\n"),
  };
}
