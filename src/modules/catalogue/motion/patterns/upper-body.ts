import type { Pattern } from "./types";
import { curl, extension } from "./upper/arms";
import { horizontalPull, verticalPull } from "./upper/pulls";
import { dip, horizontalPush, verticalPush } from "./upper/pushes";
import { fly, pullover, raise, shrug } from "./upper/shoulders-and-chest";
import type { PatternName } from "./vocabulary";

export const UPPER_BODY: Partial<Record<PatternName, Pattern>> = {
  "horizontal-push": horizontalPush,
  "vertical-push": verticalPush,
  dip,
  "horizontal-pull": horizontalPull,
  "vertical-pull": verticalPull,
  curl,
  extension,
  raise,
  fly,
  shrug,
  pullover,
};
