/**
 * Each article's picture is drawn by code (server/article-image.ts): a body map with the muscles it is
 * about, or a small diagram. The ids name the drawings; their alt texts are `articles.heroAlt.{id}`.
 */
type TierList = { primary: string[]; secondary: string[] };
export type HeroSpec =
  | { kind: "diagram" }
  | {
      kind: "body-map";
      advanced: TierList;
      simple: TierList;
      /** The figures drawn `scale` times the canvas height, cut from `top` (a share of that height) down. */
      view: { scale: number; top: number };
    };

export const ARTICLE_HEROES = {
  "weekly-volume": { kind: "diagram" },
  "overload-steps": { kind: "diagram" },
  "rep-ranges": { kind: "diagram" },
  "warm-up-ramp": { kind: "diagram" },
  "shoulder-heads": {
    kind: "body-map",
    advanced: { primary: ["anterior-deltoid", "lateral-deltoid", "posterior-deltoid"], secondary: ["upper-trapezius"] },
    simple: { primary: ["front-shoulders", "rear-shoulders"], secondary: ["traps"] },
    view: { scale: 1.85, top: 0.02 },
  },
  "posterior-chain": {
    kind: "body-map",
    advanced: {
      primary: ["gluteus-maximus", "lateral-hamstrings", "medial-hamstrings", "lowerback"],
      secondary: ["gluteus-medius", "gastrocnemius", "soleus", "traps-middle", "lower-trapezius", "lats"],
    },
    simple: { primary: ["glutes", "hamstrings", "lowerback"], secondary: ["calves", "traps-middle", "lats"] },
    view: { scale: 1.6, top: 0.3 },
  },
  "body-map-guide": {
    kind: "body-map",
    advanced: {
      primary: ["mid-lower-pectoralis", "upper-pectoralis"],
      secondary: ["anterior-deltoid", "lateral-head-triceps", "long-head-triceps", "medial-head-triceps"],
    },
    simple: { primary: ["chest"], secondary: ["front-shoulders", "triceps"] },
    view: { scale: 1.5, top: 0.02 },
  },
  "protein-plate": { kind: "diagram" },
  "meal-timing": { kind: "diagram" },
  "sleep-cycles": { kind: "diagram" },
  "deload-wave": { kind: "diagram" },
  "equipment-trio": { kind: "diagram" },
  "resistance-bands": { kind: "diagram" },
} as const satisfies Record<string, HeroSpec>;

export type HeroId = keyof typeof ARTICLE_HEROES;
export const HERO_IDS = Object.keys(ARTICLE_HEROES) as [HeroId, ...HeroId[]];

/** Every hero is drawn on this canvas, the shape of a link preview. */
export const HERO_SIZE = { width: 1200, height: 630 } as const;
