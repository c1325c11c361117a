// The production server (`npm start`, end-to-end runs): Next's own request handler, plus what only the
// connection knows and what must hold for every response. Run with NODE_ENV=production after a build.
import { createServer } from "node:http";
import next from "next";
import { answerMalformedPath, isMalformedPath } from "./malformed-url.mjs";
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

const port = Number(process.env.PORT || 3000);
const headers = securityHeaders(process.env);
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  for (const [name, value] of headers) res.setHeader(name, value);
  neverCacheNotFound(res);
  if (isMalformedPath(req.url)) return answerMalformedPath(req, res);
  handle(req, res);
});
server.listen(port, () => console.log(`MoveAtlas ready on http://localhost:${port}`));
// Like `next start`: stop at once; the database lock is released on exit (src/db/folder-lock.ts).
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
