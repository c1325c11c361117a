import "server-only";
import nodemailer from "nodemailer";
import type { MailSender } from "./types";

export function smtpMailer(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
