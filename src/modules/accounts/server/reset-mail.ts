import { SITE_NAME } from "@/config/site";
import type { MailMessage } from "@/integrations/email";

export function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: [
      "Someone asked to reset the password of your account. If it was you, open this link within an hour:",
      "",
      link,
      "",
      "If it was not you, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}
