import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/i18n/client-messages";
import type { Messages } from "@/i18n/messages";

/**
 * Gives the calculator forms their strings: only `content.calculators`, never the rest of the content
 * namespace (the legal texts would otherwise travel with every calculator page).
 */
export async function CalculatorMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const picked = { ...clientMessages(messages), content: { calculators: messages.content.calculators } };
  return <NextIntlClientProvider messages={picked as Partial<Messages>}>{children}</NextIntlClientProvider>;
}
