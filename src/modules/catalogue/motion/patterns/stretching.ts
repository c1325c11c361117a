import { roll } from "./stretching/rolls";
import { stretch } from "./stretching/stretches";
import type { Pattern } from "./types";
import type { PatternName } from "./vocabulary";

export const STRETCHING: Partial<Record<PatternName, Pattern>> = { stretch, roll };
