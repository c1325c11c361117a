/**
 * The spec's account texts, in English, as the API answers them. Forms show them in the visitor's
 * language by looking the English text up here (`accounts.errors.<key>` in messages/).
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
  invalidEmail: "Enter a valid email address",
  notAuthenticated: "Not authenticated",
  wrongCurrentPassword: "The current password is not correct",
  invalidResetLink: "This reset link is invalid or has expired",
  lastSignInMethod: "Set a password before disconnecting your last sign-in method",
  tooManyAttempts: "Too many attempts",
  forbidden: "You cannot change another user's account",
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

const byText = new Map<string, AccountMessageKey>(
  Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text, key as AccountMessageKey]),
);

/** The key of a known account message; rate-limit answers carry their wait, so match by prefix. */
export function accountMessageKey(text: string): AccountMessageKey | undefined {
  if (text.startsWith(ACCOUNT_MESSAGES.tooManyAttempts)) return "tooManyAttempts";
  return byText.get(text);
}
