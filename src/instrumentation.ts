/**
 * Runs once when the server process starts: this process is the only one that opens the
 * embedded database, so it migrates and seeds here before serving.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next sets NEXT_RUNTIME; env.ts is not loadable on the edge.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./prepare-database");
  await prepareDatabase();
}
