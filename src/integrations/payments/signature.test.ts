import { describe, expect, it } from "vitest";
import { signPayload, verifyPayload } from "./signature";

const SECRET = "pdl_ntfset_0123456789abcdef";
const body = '{"event_id":"evt_1"}';

describe("webhook signatures", () => {
  it("accepts a body signed with the secret", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(() => verifyPayload(SECRET, body, signPayload(SECRET, body, now), now)).not.toThrow();
  });

  it("refuses a missing, malformed, foreign or altered signature", () => {
    const now = new Date();
    expect(() => verifyPayload(SECRET, body, null, now)).toThrow(/missing/);
    expect(() => verifyPayload(SECRET, body, "h1=abc", now)).toThrow(/malformed/);
    expect(() => verifyPayload(SECRET, body, signPayload("another-secret-value", body, now), now)).toThrow(/mismatch/);
    expect(() => verifyPayload(SECRET, body.replace("1", "2"), signPayload(SECRET, body, now), now)).toThrow(
      /mismatch/,
    );
  });

  it("refuses a signature older than five seconds, so a captured request cannot be replayed", () => {
    const signedAt = new Date("2026-11-23T10:00:00Z");
    const header = signPayload(SECRET, body, signedAt);
    expect(() => verifyPayload(SECRET, body, header, new Date(signedAt.getTime() + 4_000))).not.toThrow();
    expect(() => verifyPayload(SECRET, body, header, new Date(signedAt.getTime() + 6_000))).toThrow(/expired/);
  });
});
