import "server-only";
import { getPayments, InvalidSignatureError } from "@/integrations/payments";
import { AppError } from "@/lib/errors";
import type { RequestContext } from "../context";
import { applyBillingEvent, type ApplyOutcome } from "./apply-billing-event";

/** A provider's webhook: the raw body is verified before anything in it is believed. */
export async function receiveWebhook(
  ctx: Pick<RequestContext, "db">,
  input: { rawBody: string; signature: string | null },
): Promise<{ outcome: ApplyOutcome }> {
  const payments = getPayments();
  let event;
  try {
    event = await payments.readWebhook(input.rawBody, input.signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      throw new AppError("INVALID_SIGNATURE", { message: error.message });
    }
    throw new AppError("VALIDATION", { message: "The webhook body is not an event this app reads" });
  }
  return { outcome: await applyBillingEvent(ctx.db, event, payments) };
}
