import { checkReadiness } from "../_server/readiness";

/** Readiness for a load balancer: 503 while shutting down or while the database or Redis is unreachable. */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
