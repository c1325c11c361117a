import { CORE_AND_CONDITIONING } from "./core-and-conditioning";
import { LOWER_BODY } from "./lower-body";
import { STRETCHING } from "./stretching";
import type { Pattern } from "./types";
import { UPPER_BODY } from "./upper-body";
import type { PatternName } from "./vocabulary";

/** Every pattern that draws; the check lists the ones the vocabulary names and nobody draws yet. */
export const PATTERNS: Partial<Record<PatternName, Pattern>> = {
  ...LOWER_BODY,
  ...UPPER_BODY,
  ...CORE_AND_CONDITIONING,
  ...STRETCHING,
};
