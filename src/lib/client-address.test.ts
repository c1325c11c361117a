import { describe, expect, it } from "vitest";
import { PEER_HEADER, resolveClientAddress, trustedProxies } from "./client-address";

const request = (peer: string | null, forwardedFor?: string) => {
  const headers = new Headers();
  if (peer !== null) headers.set(PEER_HEADER, peer);
  if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
  return headers;
};

describe("resolveClientAddress", () => {
  const none = trustedProxies([]);
  const proxies = trustedProxies(["10.0.0.0/8", "192.0.2.7", "fd00::/8"]);

  it("counts the connection's peer and ignores a client-written X-Forwarded-For", () => {
    expect(resolveClientAddress(request("203.0.113.5"), none)).toBe("203.0.113.5");
    expect(resolveClientAddress(request("203.0.113.5", "198.51.100.1"), none)).toBe("203.0.113.5");
    expect(resolveClientAddress(request("203.0.113.5", "198.51.100.1, 10.1.1.1"), proxies)).toBe("203.0.113.5");
  });

  it("reads IPv4 on a dual-stack socket as IPv4", () => {
    expect(resolveClientAddress(request("::ffff:127.0.0.2"), none)).toBe("127.0.0.2");
  });

  it("behind trusted proxies, takes the nearest address no trusted proxy owns", () => {
    expect(resolveClientAddress(request("10.0.0.2", "198.51.100.9"), proxies)).toBe("198.51.100.9");
    // The client wrote the two leftmost entries; our proxies appended the rest.
    expect(resolveClientAddress(request("10.0.0.2", "1.1.1.1, 2.2.2.2, 198.51.100.9, 192.0.2.7"), proxies)).toBe(
      "198.51.100.9",
    );
    expect(resolveClientAddress(request("fd00::1", "2001:db8::5"), proxies)).toBe("2001:db8::5");
  });

  it("stops at an entry that is no address, counting the last proxy", () => {
    expect(resolveClientAddress(request("10.0.0.2", "198.51.100.9, not-an-ip"), proxies)).toBe("10.0.0.2");
    expect(resolveClientAddress(request("10.0.0.2"), proxies)).toBe("10.0.0.2");
  });

  it("knows no address for a request that did not come through our server", () => {
    expect(resolveClientAddress(request(null, "198.51.100.1"), none)).toBeNull();
    expect(resolveClientAddress(request("garbage"), none)).toBeNull();
  });

  it("refuses a trusted proxy list with something that is not an address", () => {
    expect(() => trustedProxies(["10.0.0.0/8", "proxy.internal"])).toThrow(/proxy\.internal/);
  });
});
