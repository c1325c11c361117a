import { closeDatabase } from "@/db/client";
import { closeRedis } from "@/lib/redis";

/** Everything the process holds open, closed once its last request has been answered. */
export async function closeConnections(): Promise<void> {
  await Promise.allSettled([closeDatabase(), closeRedis()]);
}
