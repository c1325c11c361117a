/** An ad as the browser draws it: one of our house ads, or a network slot. */
export type AdContent =
  { kind: "house"; variant: number } | { kind: "network"; client: string; slot: string; scriptUrl: string };
