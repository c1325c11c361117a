import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";

/** The spec's HTTP timeout (§9): a browser gives up on a call after 30 s, so the bench does too. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer; ms: number };

export type RequestOptions = {
  method?: string;
  json?: unknown;
  /** A page (document navigation) rather than a call from the page's scripts. */
  document?: boolean;
};

/**
 * One simulated browser: its own keep-alive connections, its own cookie jar, and its own loopback
 * address. nginx forwards that address, and the instances (TRUSTED_PROXIES=127.0.0.1) count the
 * per-address sign-in limits against it, as they would for users on different machines.
 */
export class Browser {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 6 });
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    readonly address: string,
  ) {}

  send(path: string, options: RequestOptions = {}): Promise<Reply> {
    const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
    const method = options.method ?? (body ? "POST" : "GET");
    const headers: Record<string, string> = {
      "accept-encoding": "gzip",
      "accept-language": "en-US,en;q=0.9",
      accept: options.document ? "text/html,application/xhtml+xml" : "application/json",
      // The instances refuse writes that do not say they come from the site itself.
      "sec-fetch-site": "same-origin",
      "sec-fetch-dest": options.document ? "document" : "empty",
    };
    if (method !== "GET") headers.origin = this.origin;
    if (body) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(body.length);
    }
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;

    const started = performance.now();
    return new Promise<Reply>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        outcome();
      };
      const fail = (error: Error) => settle(() => reject(error));
      const req = httpRequest(`${this.origin}${path}`, {
        method,
        headers,
        agent: this.agent,
        localAddress: this.address,
      });
      const deadline = setTimeout(
        () => req.destroy(new Error(`no complete answer within ${REQUEST_TIMEOUT_MS} ms`)),
        REQUEST_TIMEOUT_MS,
      );
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", fail);
        res.on("close", () => {
          if (!res.complete) fail(new Error("the connection closed before the answer was complete"));
        });
        res.on("end", () =>
          settle(() => {
            this.keepCookies(res.headers["set-cookie"]);
            const status = res.statusCode ?? 0;
            resolve({ status, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started });
          }),
        );
      });
      req.on("error", fail);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = "", ...attributes] = line.split(";");
      const equals = pair.indexOf("=");
      if (equals < 1) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.split("=").map((part) => part.trim().toLowerCase());
        return (key === "max-age" && Number(setting) <= 0) || (key === "expires" && Date.parse(setting) < Date.now());
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The body as text, unzipped when nginx compressed it; only parsed answers pay for this. */
export function textOf(reply: Reply): string {
  const zipped = reply.headers["content-encoding"] === "gzip";
  return (zipped ? gunzipSync(reply.body) : reply.body).toString("utf8");
}

export function jsonOf<T>(reply: Reply): T {
  return JSON.parse(textOf(reply)) as T;
}
