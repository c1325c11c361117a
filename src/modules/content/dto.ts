/** The shapes the content module's server side hands to its views. */
type Named = { key: string; name: string };

export type DirectoryLink = { href: string; label: string };

/** A heading with its links; `count` when the links show only part of what it holds. */
export type DirectoryGroup = Named & { links: DirectoryLink[]; count?: number };

export type DirectoryData = {
  /** Simple muscles with the detailed muscles that refine them, in the catalogue's order. */
  groups: (Named & { muscles: Named[] })[];
  joints: Named[];
  /** Each piece of equipment with a listing per muscle group that has exercises for it. */
  equipment: DirectoryGroup[];
  /** Each exercise category with its size and its most popular exercises. */
  categories: DirectoryGroup[];
  /** Our workouts by goal. */
  workouts: DirectoryGroup[];
  /** Our routines by goal. */
  routines: DirectoryGroup[];
  /** Articles by category. */
  articles: DirectoryGroup[];
};
