import "server-only";
import { env } from "@/config/env";
import { outboxMailer } from "./outbox";
import { smtpMailer } from "./smtp";
import type { MailSender } from "./types";

export type { MailMessage, MailSender } from "./types";

/** SMTP when SMTP_URL is set, otherwise the local outbox under MAIL_OUTBOX_DIR. */
export function pickMailer(config: Pick<typeof env, "SMTP_URL" | "MAIL_FROM" | "MAIL_OUTBOX_DIR">): MailSender {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  // A plain stdout line: the reset link must be visible even where the logger prints errors only.
  return outboxMailer(config.MAIL_OUTBOX_DIR, (line) => console.info(`[outbox] ${line}`));
}

export const mailer: MailSender = pickMailer(env);
