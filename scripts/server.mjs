// The production server (`npm start`, end-to-end runs): Next's own request handler, plus what only the
// connection knows and what must hold for every response. Run with NODE_ENV=production after a build.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { drainOnSignals, markDraining } from "./graceful-shutdown.mjs";
import { answerMalformedPath, isMalformedPath } from "./malformed-url.mjs";
import { answerMetrics, observe } from "./metrics.mjs";
import { requestIdOf, runWithRequestId } from "./request-context.mjs";
import { securityHeaders } from "./security-headers.mjs";

// Read by clientAddress() (src/lib/client-address.ts). Next fills X-Forwarded-For with the peer only
// when the client sent none, so the peer travels in a header of our own that no client can set.
const PEER_HEADER = "x-moveatlas-peer";
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

/** A 404 is never cached: random URLs must not fill a CDN, nor revalidate against a page ETag. */
function neverCacheNotFound(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode === 404) {
      this.setHeader("Cache-Control", NO_STORE);
      this.removeHeader("ETag");
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/**
 * The first half of the page ETag (src/lib/page-version.ts): the build, and the site address pages
 * link to. Equal on every instance of one deployment, so a browser's validator holds on any of them.
 */
function deploymentId() {
  const buildId = readFileSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"), "utf8").trim();
  const site = createHash("sha256")
    .update(process.env.SITE_URL ?? "")
    .digest("hex")
    .slice(0, 6);
  return `${buildId}-${site}`;
}

const port = Number(process.env.PORT || 3000);
globalThis.__moveatlasPageVersion = { ...globalThis.__moveatlasPageVersion, buildId: deploymentId() };
const headers = securityHeaders(process.env);
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  const requestId = requestIdOf(req);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  for (const [name, value] of headers) res.setHeader(name, value);
  neverCacheNotFound(res);
  markDraining(res);
  if (req.url === "/metrics") return void answerMetrics(req, res);
  observe(req, res);
  if (isMalformedPath(req.url)) return answerMalformedPath(req, res);
  runWithRequestId(requestId, () => handle(req, res));
});
// Clients that keep connections open (a CDN, a test's request context) must close an idle one before the
// server does, or their next request can meet the close (ECONNRESET). Node closes after 5 s by default;
// nginx closes its upstream connections after 4 s (deploy/nginx.conf), so it is unaffected.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`MoveAtlas ready on http://localhost:${port}`));
drainOnSignals(server);
