/** Spec §9: prices used when the payment provider's preview is unavailable. */
export const FALLBACK_PRICES = { monthly: 4.99, annual: 19.99 } as const;
export const TRIAL_DAYS = 7;
export const MONEY_BACK_DAYS = 30;
