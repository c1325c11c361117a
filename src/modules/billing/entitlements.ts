import type { SessionUserDto } from "@/modules/accounts/dto";

/** What a user may do under their plan: the one answer every limit and Premium check asks. */
export type Entitlements = {
  premium: boolean;
  /** Saved workouts allowed; null is unlimited (spec §6: free users keep fewer than 3). */
  maxSavedWorkouts: number | null;
  /** Routines allowed; null is unlimited (spec §9: 3 for free users). */
  maxRoutines: number | null;
  showAds: boolean;
  showUpsell: boolean;
  logSets: boolean;
  advancedMap: boolean;
  /** The whole library and the user's workouts kept on the device for the gym without signal. */
  offlineLibrary: boolean;
};

export const FREE_WORKOUT_LIMIT = 3;
export const FREE_ROUTINE_LIMIT = 3;

const PREMIUM: Entitlements = {
  premium: true,
  maxSavedWorkouts: null,
  maxRoutines: null,
  showAds: false,
  showUpsell: false,
  logSets: true,
  advancedMap: true,
  offlineLibrary: true,
};

const FREE: Entitlements = {
  premium: false,
  maxSavedWorkouts: FREE_WORKOUT_LIMIT,
  maxRoutines: FREE_ROUTINE_LIMIT,
  showAds: true,
  showUpsell: true,
  logSets: false,
  advancedMap: false,
  offlineLibrary: false,
};

/** Visitors cannot save at all: saving asks them to sign up first. */
const VISITOR: Entitlements = { ...FREE, maxSavedWorkouts: 0, maxRoutines: 0 };

/**
 * Premium includes a cancelled subscription still flagged premium (spec §1). The flags come from the
 * user row today; subscriptions will set them.
 */
export function getEntitlements(user: Pick<SessionUserDto, "status"> | null): Entitlements {
  if (!user) return VISITOR;
  return user.status === "premium" ? PREMIUM : FREE;
}
