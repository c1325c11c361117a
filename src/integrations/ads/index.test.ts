import { describe, expect, it } from "vitest";
import { pickAdsProvider } from "./index";

describe("pickAdsProvider", () => {
  it("uses house ads by default, rotating their variants", () => {
    const provider = pickAdsProvider({});
    expect(provider.name).toBe("house");
    expect([0, 1, 2, 3].map((position) => provider.adFor("listing", position))).toEqual([
      { kind: "house", variant: 0 },
      { kind: "house", variant: 1 },
      { kind: "house", variant: 2 },
      { kind: "house", variant: 0 },
    ]);
  });

  it("uses the ad network only when fully configured", () => {
    expect(pickAdsProvider({ ADS_NETWORK_CLIENT: "pub-1" }).name).toBe("house");
    const network = pickAdsProvider({
      ADS_NETWORK_CLIENT: "pub-1",
      ADS_NETWORK_SLOT: "42",
      ADS_NETWORK_SCRIPT_URL: "https://ads.example/script.js",
    });
    expect(network.adFor("listing", 0)).toEqual({
      kind: "network",
      client: "pub-1",
      slot: "42",
      scriptUrl: "https://ads.example/script.js",
    });
  });
});
