import "server-only";
import { Redis } from "ioredis";
import { logger } from "./logger";

/** Every instance listens here for a new data version (src/follow-data-version.ts). */
const CHANNEL = "moveatlas:data-version";

export async function announceDataVersion(redis: Redis, version: string): Promise<number> {
  return redis.publish(CHANNEL, version);
}

/**
 * Listens on a connection of its own (a subscribed connection can do nothing else). `onReconnect` runs
 * when the connection comes back, since announcements made while it was down are lost.
 */
export function listenForDataVersions(
  url: string,
  onVersion: (version: string) => void,
  onReconnect: () => void,
): { close: () => Promise<void> } {
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  let connectedBefore = false;
  subscriber.on("error", (error) => logger.warn({ err: error }, "data version channel unavailable"));
  subscriber.on("ready", () => {
    if (connectedBefore) onReconnect();
    connectedBefore = true;
  });
  subscriber.on("message", (channel, message) => {
    if (channel === CHANNEL) onVersion(message);
  });
  void subscriber.subscribe(CHANNEL).catch((error) => logger.warn({ err: error }, "data version channel refused"));
  return { close: () => subscriber.quit().then(() => undefined, () => subscriber.disconnect()) };
}
