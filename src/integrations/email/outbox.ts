import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { isProduction } from "@/config/env";
import type { MailSender } from "./types";

export type OutboxOptions = {
  /**
   * Whether the log line shows the recipient, the subject and the first link. A reset link signs in
   * whoever holds it and logs travel further than the mail would, so production logs only the file.
   */
  revealContent?: boolean;
};

/**
 * Local delivery: each message becomes a JSON file in `dir` (newest sorts last) and one log line, so
 * password reset works on a machine with no mail server.
 */
export function outboxMailer(
  dir: string,
  log: (line: string) => void,
  { revealContent = !isProduction }: OutboxOptions = {},
): MailSender {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ ...message, from: "outbox", sentAt: new Date().toISOString() }, null, 2));
      if (!revealContent) {
        log(`mail written to ${file}`);
        return;
      }
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log(`mail to ${message.to}: "${message.subject}"${link ? ` ${link}` : ""} (${file})`);
    },
  };
}
