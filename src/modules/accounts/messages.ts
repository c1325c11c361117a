/**
 * The spec's account texts in English, keyed. Schemas carry the keys as their messages; clients show
 * `accounts.errors.<key>` in the visitor's language, the API describes failures with the English text.
 */
export const ACCOUNT_MESSAGES = {
  passwordTooShort: "Password must be at least 8 characters",
  passwordsDoNotMatch: "Passwords do not match",
  acceptTerms: "You need to accept terms and conditions to open an account.",
  wrongUserOrPassword: "Wrong User Or Password",
  accountExists: "Account Already Exists",
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  passwordUpdateFailed: "An error occurred while updating your password",
  profileUpdateFailed: "An error occurred while updating your profile",
  required: "This field is required",
  tooLong: "This is too long",
  invalidCharacters: "This contains characters that cannot be used",
  invalidEmail: "Enter a valid email address",
  notAuthenticated: "Not authenticated",
  wrongCurrentPassword: "The current password is not correct",
  invalidResetLink: "This reset link is invalid or has expired",
  lastSignInMethod: "Set a password before disconnecting your last sign-in method",
  tooManyAttempts: "Too many attempts",
  forbidden: "You cannot change another user's account",
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

export const isAccountMessageKey = (value: string): value is AccountMessageKey =>
  Object.hasOwn(ACCOUNT_MESSAGES, value);

/** The English text of a schema message key (other messages pass through). */
export const describeAccountIssue = (message: string): string =>
  isAccountMessageKey(message) ? ACCOUNT_MESSAGES[message] : message;
