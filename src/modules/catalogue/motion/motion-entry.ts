import { z } from "zod";
import { motionParamsSchema } from "./patterns/types";
import { PATTERN_NAMES, PATTERN_VARIANTS, type PatternName } from "./patterns/vocabulary";

/** One exercise's line in data/catalogue/motions.json: its pattern, the variant, and any parameters. */
export const motionEntrySchema = motionParamsSchema
  .extend({
    pattern: z.enum(PATTERN_NAMES as [PatternName, ...PatternName[]]),
    variant: z.string().min(1),
  })
  .refine((entry) => (PATTERN_VARIANTS[entry.pattern] as readonly string[]).includes(entry.variant), {
    message: "the variant is not one of the pattern's (patterns/vocabulary.ts)",
    path: ["variant"],
  });

export type MotionEntry = z.infer<typeof motionEntrySchema>;

export const motionFileSchema = z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), motionEntrySchema);
