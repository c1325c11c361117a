import "server-only";
import { isAPIError } from "better-auth/api";
import { AppError, type ErrorCode } from "@/lib/errors";
import { ACCOUNT_MESSAGES as M } from "../messages";

const KNOWN: Record<string, [ErrorCode, string]> = {
  INVALID_EMAIL_OR_PASSWORD: ["UNAUTHORIZED", M.wrongUserOrPassword],
  CREDENTIAL_ACCOUNT_NOT_FOUND: ["VALIDATION", M.wrongCurrentPassword],
  INVALID_PASSWORD: ["VALIDATION", M.wrongCurrentPassword],
  USER_ALREADY_EXISTS: ["CONFLICT", M.accountExists],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ["CONFLICT", M.accountExists],
  PASSWORD_TOO_SHORT: ["VALIDATION", M.passwordTooShort],
  INVALID_TOKEN: ["VALIDATION", M.invalidResetLink],
  FAILED_TO_UNLINK_LAST_ACCOUNT: ["VALIDATION", M.lastSignInMethod],
};

/**
 * Turns better-auth's errors into ours with the spec's texts; an unknown one becomes `fallback`
 * with the status it came with (its own wording never reaches the user).
 */
export function translateAuthError(error: unknown, fallback: string): unknown {
  if (!isAPIError(error)) return error;
  const known = error.body?.code ? KNOWN[error.body.code] : undefined;
  if (known) return new AppError(known[0], known[1]);
  if (error.statusCode >= 500) return error;
  const code: ErrorCode =
    error.statusCode === 401 ? "UNAUTHORIZED" : error.statusCode === 403 ? "FORBIDDEN" : "VALIDATION";
  return new AppError(code, fallback);
}

export async function withAuthErrors<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translateAuthError(error, fallback);
  }
}
