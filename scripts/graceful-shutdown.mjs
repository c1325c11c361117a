// SIGTERM or SIGINT: stop taking connections, let the requests in flight finish, close the database and
// Redis (src/server-connections.ts), then exit. A load balancer sees /readyz answer 503 and the port
// refuse, and sends new requests to the other instances.

/** How long requests in flight may take before the process exits anyway. */
const DRAIN_LIMIT_MS = Number(process.env.DRAIN_LIMIT_MS || 10_000);
const IDLE_SWEEP_MS = 200;

const state = globalThis;

export const isDraining = () => state.__moveatlasDraining === true;

/** While draining, every answer closes its connection so a keep-alive client reconnects elsewhere. */
export function markDraining(res) {
  if (isDraining()) res.setHeader("Connection", "close");
}

export function drainOnSignals(server) {
  const drain = async (signal) => {
    if (isDraining()) return;
    state.__moveatlasDraining = true;
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    const forced = setTimeout(() => {
      console.error(`Requests still running after ${DRAIN_LIMIT_MS} ms: stopping anyway`);
      process.exit(1);
    }, DRAIN_LIMIT_MS);
    forced.unref();
    // A connection kept alive after its answer would hold server.close() open until its timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    await new Promise((resolve) => server.close(resolve));
    clearInterval(sweep);
    try {
      await state.__moveatlasCloseConnections?.();
    } catch (error) {
      console.error("Closing the database or Redis failed", error);
    }
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void drain(signal));
}
