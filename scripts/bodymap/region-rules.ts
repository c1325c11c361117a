import type { AdvancedMuscleId, SimpleMuscleId } from "../../src/modules/catalogue/reference/muscles";

/**
 * The reviewed table from the artwork's region slugs to our muscle ids. Most regions are several
 * sub-paths per side; a rule places each sub-path by its geometry (how far out from the body's
 * midline, how high), and the regions the artwork draws as one shape (chest, biceps, deltoids, back
 * trapezius) are split with clip rectangles.
 */
export type Part = {
  d: string;
  cx: number;
  cy: number;
  area: number;
  /** Distance of the centre from the body's midline. */
  outward: number;
  /** Bounding box: minX, minY, maxX, maxY. */
  box: [number, number, number, number];
  /** -1 on the viewer's left of the midline, +1 on the right. */
  sideSign: number;
};

export type Muscles = { simple: SimpleMuscleId; advanced: AdvancedMuscleId | null };
/** A clip rectangle in the artwork's coordinates. */
export type Clip = { x: number; y: number; width: number; height: number };
export type Placed = Muscles & { part: Part; clip?: Clip };

type Rule = (parts: Part[]) => Placed[];

const all =
  (simple: SimpleMuscleId, advanced: AdvancedMuscleId | null): Rule =>
  (parts) =>
    parts.map((part) => ({ part, simple, advanced }));

const extremes = (parts: Part[], by: (part: Part) => number) => {
  const sorted = [...parts].sort((a, b) => by(a) - by(b));
  return { first: sorted[0], last: sorted[sorted.length - 1] };
};

/** Splits one shape at a fraction of its height: the top part and the rest. */
const splitHeight =
  (fraction: number, top: Muscles, bottom: Muscles): Rule =>
  (parts) =>
    parts.flatMap((part) => {
      const [x0, y0, x1, y1] = part.box;
      const cut = y0 + (y1 - y0) * fraction;
      return [
        { part, ...top, clip: { x: x0 - 1, y: y0 - 1, width: x1 - x0 + 2, height: cut - y0 + 1 } },
        { part, ...bottom, clip: { x: x0 - 1, y: cut, width: x1 - x0 + 2, height: y1 - cut + 1 } },
      ];
    });

/** Splits one shape at a fraction of its width, measured from the side away from the midline. */
const splitOuter =
  (fraction: number, outer: Muscles, inner: Muscles): Rule =>
  (parts) =>
    parts.flatMap((part) => {
      const [x0, y0, x1, y1] = part.box;
      const width = (x1 - x0) * fraction;
      const outerBox = part.sideSign < 0 ? { x: x0 - 1, width: width + 1 } : { x: x1 - width, width: width + 1 };
      const innerBox =
        part.sideSign < 0 ? { x: x0 + width, width: x1 - x0 - width + 1 } : { x: x0 - 1, width: x1 - x0 - width + 1 };
      return [
        { part, ...outer, clip: { ...outerBox, y: y0 - 1, height: y1 - y0 + 2 } },
        { part, ...inner, clip: { ...innerBox, y: y0 - 1, height: y1 - y0 + 2 } },
      ];
    });

const bySide =
  (rule: Rule): Rule =>
  (parts) =>
    [-1, 1].flatMap((sign) => rule(parts.filter((part) => part.sideSign === sign)));

export const FRONT_RULES: Record<string, Rule | "body"> = {
  chest: splitHeight(
    0.4,
    { simple: "chest", advanced: "upper-pectoralis" },
    { simple: "chest", advanced: "mid-lower-pectoralis" },
  ),
  obliques: all("obliques", "obliques"),
  abs: bySide((parts) => {
    const top = Math.min(...parts.map((part) => part.box[1]));
    const bottom = Math.max(...parts.map((part) => part.box[3]));
    const middle = (top + bottom) / 2;
    return parts.map((part) => ({
      part,
      simple: "abdominals",
      advanced: part.cy < middle ? "upper-abdominals" : "lower-abdominals",
    }));
  }),
  biceps: splitOuter(
    0.5,
    { simple: "biceps", advanced: "long-head-bicep" },
    { simple: "biceps", advanced: "short-head-bicep" },
  ),
  triceps: all("triceps", "long-head-triceps"),
  neck: all("neck", null),
  trapezius: all("traps", "upper-trapezius"),
  deltoids: splitOuter(
    0.5,
    { simple: "front-shoulders", advanced: "lateral-deltoid" },
    { simple: "front-shoulders", advanced: "anterior-deltoid" },
  ),
  adductors: bySide((parts) => {
    const { first: highest } = extremes(parts, (part) => part.cy);
    return parts.map((part) => ({ part, simple: "adductors", advanced: part === highest ? "groin" : "inner-thigh" }));
  }),
  quadriceps: bySide((parts) => {
    const { first: innermost, last: outermost } = extremes(parts, (part) => part.outward);
    return parts.map((part) => ({
      part,
      simple: "quads",
      advanced: part === outermost ? "outer-quadricep" : part === innermost ? "inner-quadricep" : "rectus-femoris",
    }));
  }),
  tibialis: all("calves", "tibialis"),
  calves: bySide((parts) => {
    const { first: innermost } = extremes(parts, (part) => part.outward);
    return parts.map((part) => ({ part, simple: "calves", advanced: part === innermost ? "gastrocnemius" : "soleus" }));
  }),
  forearm: bySide((parts) => {
    const { last: outermost } = extremes(parts, (part) => part.outward);
    return parts.map((part) => ({
      part,
      simple: "forearms",
      advanced: part === outermost ? "wrist-extensors" : "wrist-flexors",
    }));
  }),
  hands: all("hands", null),
  knees: "body",
  ankles: "body",
  feet: "body",
  head: "body",
  hair: "body",
};

export const BACK_RULES: Record<string, Rule | "body"> = {
  neck: all("neck", null),
  trapezius: (parts) =>
    parts.flatMap((part) => {
      const [x0, y0, x1, y1] = part.box;
      const band = (from: number, to: number) => ({
        x: x0 - 1,
        y: y0 + (y1 - y0) * from - (from === 0 ? 1 : 0),
        width: x1 - x0 + 2,
        height: (y1 - y0) * (to - from) + 1,
      });
      return [
        { part, simple: "traps", advanced: "upper-trapezius", clip: band(0, 0.3) },
        { part, simple: "traps-middle", advanced: "traps-middle", clip: band(0.3, 0.68) },
        { part, simple: "traps-middle", advanced: "lower-trapezius", clip: band(0.68, 1) },
      ] satisfies Placed[];
    }),
  deltoids: splitOuter(
    0.45,
    { simple: "rear-shoulders", advanced: "lateral-deltoid" },
    { simple: "rear-shoulders", advanced: "posterior-deltoid" },
  ),
  "upper-back": bySide((parts) => {
    const { last: largest } = extremes(parts, (part) => part.area);
    return parts.map((part) =>
      part === largest || !largest || part.cy > largest.cy
        ? { part, simple: "lats", advanced: "lats" }
        : { part, simple: "traps-middle", advanced: "traps-middle" },
    );
  }),
  triceps: bySide((parts) => {
    const { first: highest } = extremes(parts, (part) => part.cy);
    const rest = parts.filter((part) => part !== highest);
    const { first: innermost } = extremes(rest, (part) => part.outward);
    return parts.map((part) => ({
      part,
      simple: "triceps",
      advanced:
        part === highest ? "lateral-head-triceps" : part === innermost ? "long-head-triceps" : "medial-head-triceps",
    }));
  }),
  "lower-back": all("lowerback", "lowerback"),
  forearm: bySide((parts) => {
    const { first: innermost } = extremes(parts, (part) => part.outward);
    return parts.map((part) => ({
      part,
      simple: "forearms",
      advanced: part === innermost ? "wrist-flexors" : "wrist-extensors",
    }));
  }),
  gluteal: bySide((parts) => {
    const { first: smallest } = extremes(parts, (part) => part.area);
    return parts.map((part) => ({
      part,
      simple: "glutes",
      advanced: part === smallest && parts.length > 1 ? "gluteus-medius" : "gluteus-maximus",
    }));
  }),
  adductors: all("adductors", "inner-thigh"),
  hamstring: bySide((parts) => {
    const outs = parts.map((part) => part.outward);
    const middle = (Math.min(...outs) + Math.max(...outs)) / 2;
    return parts.map((part) => ({
      part,
      simple: "hamstrings",
      advanced: part.outward >= middle ? "lateral-hamstrings" : "medial-hamstrings",
    }));
  }),
  calves: bySide((parts) => {
    const ys = parts.map((part) => part.cy);
    const middle = (Math.min(...ys) + Math.max(...ys)) / 2;
    return parts.map((part) => ({
      part,
      simple: "calves",
      advanced: part.cy <= middle ? "gastrocnemius" : "soleus",
    }));
  }),
  hands: all("hands", null),
  ankles: "body",
  feet: "body",
  head: "body",
  hair: "body",
};
