/** Spec §9: prices used when the payment provider's preview is unavailable. */
export const FALLBACK_PRICES = { monthly: 4.99, annual: 19.99 } as const;
export const TRIAL_DAYS = 7;
export const MONEY_BACK_DAYS = 30;

/** Spec §9 timers: checkout opens this long after sign-in when a plan was chosen before. */
export const CHECKOUT_AUTO_OPEN_MS = 1000;
/** Spec §9 timers: the user is read again this long after checkout or a plan change. */
export const USER_REFRESH_MS = 2000;
