import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages } from "@/i18n/client-messages";
import type { Messages } from "@/i18n/messages";

/** Gives the client components below it more namespaces than every page carries (forms, settings). */
export async function ExtraMessages({ namespaces, children }: { namespaces: (keyof Messages)[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const picked = {
    ...clientMessages(messages),
    ...Object.fromEntries(namespaces.map((name) => [name, messages[name]])),
  };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
