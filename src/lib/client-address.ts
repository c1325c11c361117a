import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * The connection's peer address, stamped by our server (scripts/server.mjs) after it deletes any copy
 * a client sent. Next itself only fills X-Forwarded-For when the client sent none, so without this a
 * client chooses the address it is counted under.
 */
export const PEER_HEADER = "x-moveatlas-peer";

/** Addresses and CIDR ranges (`10.0.0.0/8`, `::1`) whose X-Forwarded-For we believe. */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIPv6(address) ? "ipv6" : "ipv4";
    if (!isIPv4(address) && !isIPv6(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** `::ffff:127.0.0.2` (IPv4 on a dual-stack socket) is 127.0.0.2; anything that is no address is null. */
function normalize(value: string | undefined): string | null {
  const address = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") ?? "";
  return isIPv4(address) || isIPv6(address) ? address : null;
}

const isTrusted = (proxies: BlockList, address: string) => proxies.check(address, isIPv6(address) ? "ipv6" : "ipv4");

/**
 * Who is asking: the peer, unless the peer is a trusted proxy; then X-Forwarded-For is read from the
 * right (each proxy appends the address it saw), skipping trusted proxies, up to the first address that
 * is not one. Entries left of it were written by the client and are ignored. Null when the request did
 * not come through our server.
 */
export function resolveClientAddress(headers: Headers, proxies: BlockList): string | null {
  let client = normalize(headers.get(PEER_HEADER) ?? undefined);
  if (!client) return null;
  const hops = (headers.get("x-forwarded-for") ?? "").split(",");
  while (isTrusted(proxies, client) && hops.length > 0) {
    const hop = normalize(hops.pop());
    if (!hop) break;
    client = hop;
  }
  return client;
}
