import { request as httpRequest } from "node:http";

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * An HTTP request sent from a chosen local address: the loopback network is all of 127/8, so the
 * server sees a different peer for 127.0.0.2 than for 127.0.0.1, as it would for two machines.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Reply> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (body ? "POST" : "GET"),
        localAddress,
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...options.headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
