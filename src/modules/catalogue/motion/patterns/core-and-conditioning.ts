import type { Pattern } from "./types";
import type { PatternName } from "./vocabulary";

export const CORE_AND_CONDITIONING: Partial<Record<PatternName, Pattern>> = {};
