/** The shapes the content module's server side hands to its views. */
type Named = { key: string; name: string };

export type DirectoryData = {
  /** Simple muscles with the detailed muscles that refine them, in the catalogue's order. */
  groups: (Named & { muscles: Named[] })[];
  joints: Named[];
};
