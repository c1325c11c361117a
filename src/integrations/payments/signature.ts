import { createHmac, timingSafeEqual } from "node:crypto";
import { InvalidSignatureError } from "./types";

/** Older signatures are refused, so a captured request cannot be replayed later (Paddle allows 5 s). */
export const SIGNATURE_TOLERANCE_SECONDS = 5;

const digest = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}:${body}`).digest("hex");

/** `ts=<unix seconds>;h1=<HMAC-SHA256 of "ts:body">`, the scheme of Paddle's `Paddle-Signature` header. */
export function signPayload(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `ts=${timestamp};h1=${digest(secret, timestamp, body)}`;
}

export function verifyPayload(secret: string, body: string, header: string | null, now = new Date()): void {
  if (!header) throw new InvalidSignatureError("missing");
  const parts = Object.fromEntries(header.split(";").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.ts);
  if (!Number.isInteger(timestamp) || !parts.h1) throw new InvalidSignatureError("malformed");
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new InvalidSignatureError("expired");
  }
  const expected = Buffer.from(digest(secret, timestamp, body), "hex");
  const given = Buffer.from(parts.h1, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new InvalidSignatureError("mismatch");
}
