import { loadHttp } from "@/lib/lazy-http";
import type { CheckoutInput } from "../schemas";
import type { SubscriptionDto } from "../dto";

const BILLING = "/api-next/billing";

export const billingApi = {
  completeLocalCheckout: (json: CheckoutInput) =>
    loadHttp().then((http) => http.post(`${BILLING}/local-checkout`, { json, retry: 0 }).json<{ ok: true }>()),
  subscription: () =>
    loadHttp().then((http) => http.get(`${BILLING}/subscription`).json<{ subscription: SubscriptionDto | null }>()),
  cancel: () => loadHttp().then((http) => http.post(`${BILLING}/subscription/cancel`, { json: {}, retry: 0 })),
  resume: () => loadHttp().then((http) => http.post(`${BILLING}/subscription/resume`, { json: {}, retry: 0 })),
};
