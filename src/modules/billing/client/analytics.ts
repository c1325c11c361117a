import { MAX_BATCH, type AnalyticsEventName, type DeviceType } from "../analytics-names";
import type { CtaVariant } from "../cta-variants";

type Pending = {
  name: AnalyticsEventName;
  device: DeviceType;
  path: string;
  at: number;
  cta_variant?: CtaVariant;
  source?: string;
  props?: Record<string, string | number | boolean>;
};

const VISITOR_KEY = "visitor-id";
/** Events close together travel in one request. */
const BATCH_DELAY_MS = 1000;

let endpoint: string | null = null;
let started = false;
let timer: number | undefined;
const queue: Pending[] = [];

/** Spec breakpoints: phones below 768 px, tablets below 1024 px. */
export function deviceType(width = window.innerWidth): DeviceType {
  if (width < 768) return "mobile";
  return width < 1024 ? "tablet" : "desktop";
}

/** A random id this browser keeps; without storage, one per page. */
function visitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

function flush() {
  window.clearTimeout(timer);
  timer = undefined;
  if (!started || !endpoint) return;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    // keepalive lets a batch leave with the page; a lost batch is not worth a retry or an error.
    void fetch(endpoint, {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ visitor_id: visitorId(), events }),
    }).catch(() => undefined);
  }
}

/** Records an event; it is sent once analytics has started (see AnalyticsStart). */
export function track(name: AnalyticsEventName, fields: Omit<Pending, "name" | "device" | "path" | "at"> = {}) {
  queue.push({ name, device: deviceType(), path: window.location.pathname, at: Date.now(), ...fields });
  if (started) timer ??= window.setTimeout(flush, BATCH_DELAY_MS);
}

/** Starts sending, to the sink the server named; what was tracked before goes first. */
export function startAnalytics(url: string) {
  if (started) return;
  endpoint = url;
  started = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  flush();
}
