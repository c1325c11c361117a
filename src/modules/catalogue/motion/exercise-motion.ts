import { gzipSync } from "node:zlib";
import type { Shade } from "./figure-shapes";
import type { MotionEntry } from "./motion-entry";
import type { Motion } from "./motion-placing";
import { motionSvg } from "./motion-svg";
import { PATTERNS } from "./patterns";
import { withPulley } from "./patterns/pulleys";
import type { MotionModel } from "./rig";

/** Each animation's budget, gzip-compressed (the "about 15 kB"). */
export const MOTION_BUDGET_BYTES = 15 * 1024;

export function motionOf(entry: MotionEntry): Motion | null {
  const pattern = PATTERNS[entry.pattern];
  return pattern ? withPulley(pattern(entry.variant, entry), entry) : null;
}

export function exerciseMotionSvg(
  entry: MotionEntry,
  model: MotionModel,
  shade: Shade,
  options: { still?: number; crop?: boolean } = {},
): string | null {
  const motion = motionOf(entry);
  return motion ? motionSvg(motion, model, shade, options) : null;
}

export const gzipSize = (svg: string) => gzipSync(svg).length;
