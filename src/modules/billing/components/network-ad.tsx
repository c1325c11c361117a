"use client";

import Script from "next/script";
import { useEffect } from "react";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** An ad network's slot: the script loads lazily and only where a network is configured. */
export function NetworkAd({ client, slot, scriptUrl }: { client: string; slot: string; scriptUrl: string }) {
  useEffect(() => {
    (window.adsbygoogle ??= []).push({});
  }, []);
  return (
    <>
      <Script src={`${scriptUrl}?client=${encodeURIComponent(client)}`} strategy="lazyOnload" crossOrigin="anonymous" />
      <ins className="block min-h-24" data-ad-client={client} data-ad-slot={slot} data-ad-format="auto" />
    </>
  );
}
