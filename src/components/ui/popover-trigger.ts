/** One look for a popover's trigger, before and after its panel code has loaded. */
export const POPOVER_TRIGGER =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-[var(--bg)]";
