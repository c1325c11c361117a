import "server-only";
import { analyticsEndpoint, getAnalytics } from "@/integrations/analytics";

/** The route the browser sends its events to: the configured vendor's proxy, or our own sink. */
export const analyticsSinkPath = () => analyticsEndpoint(getAnalytics()?.kind);
