/** Shared by the API's schemas and the forms: one source for the spec's limits. */
export const MIN_PASSWORD_LENGTH = 8;
export const SESSION_COOKIE_PREFIX = "moveatlas";
export const PROTECTED_PATHS = [
  "/settings",
  "/my-workouts",
  "/my-routines",
  "/training",
  "/checkout",
  "/workout-generator/workout-detail",
] as const;

/** Whether a path (without locale prefix) is one a visitor must sign in to see. */
export function isProtectedPath(path: string): boolean {
  return PROTECTED_PATHS.some((base) => path === base || path.startsWith(`${base}/`));
}

/** A callback target must stay on this site (the API's Google connect route names it so). */
export { safeRedirectPath as safeCallbackPath } from "@/lib/safe-redirect";
