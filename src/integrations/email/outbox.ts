import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { MailSender } from "./types";

/**
 * Local delivery: each message becomes a JSON file in `dir` (newest sorts last) and one log line, so
 * password reset works on a machine with no mail server. `log` gets the first link of the message.
 */
export function outboxMailer(dir: string, log: (line: string) => void): MailSender {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ ...message, from: "outbox", sentAt: new Date().toISOString() }, null, 2));
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log(`mail to ${message.to}: "${message.subject}"${link ? ` ${link}` : ""} (${file})`);
    },
  };
}
