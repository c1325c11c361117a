/**
 * Runs once when the server process starts, before it serves: migrates and seeds (once across
 * instances, src/prepare-database.ts), follows the data version the cached pages are kept under, and
 * leaves scripts/graceful-shutdown.mjs a way to close the process's connections.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next sets NEXT_RUNTIME; env.ts is not loadable on the edge.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./prepare-database");
  const { followDataVersion } = await import("./follow-data-version");
  const { closeConnections } = await import("./server-connections");
  const { getDb } = await import("./db/client");
  await prepareDatabase();
  const stopFollowing = await followDataVersion(await getDb());
  (globalThis as { __moveatlasCloseConnections?: () => Promise<void> }).__moveatlasCloseConnections = async () => {
    await stopFollowing();
    await closeConnections();
  };
}
