import "server-only";
import { getPayments } from "@/integrations/payments";
import { logger } from "@/lib/logger";
import { fallbackPrices, pricesFrom, type PricesDto } from "../prices";

const FRESH_MS = 5 * 60 * 1000;
let cached: { prices: PricesDto; until: number } | null = null;

/**
 * Both plans' prices from the provider, kept five minutes; when the preview fails the failure is
 * logged and the built-in prices are shown (and asked again on the next call).
 */
export async function getPrices(now = Date.now()): Promise<PricesDto> {
  if (cached && cached.until > now) return cached.prices;
  const payments = getPayments();
  try {
    const prices = pricesFrom(await payments.previewPrices());
    cached = { prices, until: now + FRESH_MS };
    return prices;
  } catch (error) {
    logger.error({ err: error }, "Price preview failed; showing the built-in prices");
    return fallbackPrices(payments.priceIds);
  }
}
