import "server-only";
import { isAPIError } from "better-auth/api";
import { AppError, type ErrorCode } from "@/lib/errors";
import { ACCOUNT_MESSAGES, type AccountMessageKey } from "../messages";

/** better-auth's codes in ours; `reason` names the account message a client shows. */
const KNOWN: Record<string, [ErrorCode, AccountMessageKey]> = {
  INVALID_EMAIL_OR_PASSWORD: ["WRONG_CREDENTIALS", "wrongUserOrPassword"],
  CREDENTIAL_ACCOUNT_NOT_FOUND: ["VALIDATION", "wrongCurrentPassword"],
  INVALID_PASSWORD: ["VALIDATION", "wrongCurrentPassword"],
  USER_ALREADY_EXISTS: ["ALREADY_EXISTS", "accountExists"],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ["ALREADY_EXISTS", "accountExists"],
  PASSWORD_TOO_SHORT: ["VALIDATION", "passwordTooShort"],
  INVALID_TOKEN: ["VALIDATION", "invalidResetLink"],
  FAILED_TO_UNLINK_LAST_ACCOUNT: ["VALIDATION", "lastSignInMethod"],
};

/**
 * Turns better-auth's errors into ours with the spec's texts; an unknown one becomes `fallback`
 * with the status it came with (its own wording never reaches the user).
 */
export function translateAuthError(error: unknown, fallback: string): unknown {
  if (!isAPIError(error)) return error;
  const known = error.body?.code ? KNOWN[error.body.code] : undefined;
  if (known) return new AppError(known[0], { message: ACCOUNT_MESSAGES[known[1]], details: { reason: known[1] } });
  if (error.statusCode >= 500) return error;
  const code: ErrorCode =
    error.statusCode === 401 ? "NOT_AUTHENTICATED" : error.statusCode === 403 ? "FORBIDDEN" : "VALIDATION";
  return new AppError(code, { message: fallback });
}

export async function withAuthErrors<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translateAuthError(error, fallback);
  }
}
