import { z } from "zod";
import { LOCALES } from "@/config/locales";
import { GENDERS } from "./dto";
import type { AccountMessageKey } from "./messages";
import { MIN_PASSWORD_LENGTH } from "./rules";

/** Schema messages are keys of ACCOUNT_MESSAGES: clients translate them, the API describes them in English. */
const M = {
  required: "required",
  tooLong: "tooLong",
  invalidEmail: "invalidEmail",
  passwordTooShort: "passwordTooShort",
  passwordsDoNotMatch: "passwordsDoNotMatch",
  acceptTerms: "acceptTerms",
} as const satisfies Record<string, AccountMessageKey>;

const email = z
  .string(M.required)
  .trim()
  .toLowerCase()
  .min(1, M.required)
  .max(254, M.tooLong)
  .pipe(z.email(M.invalidEmail));
const newPassword = z
  .string(M.required)
  .min(1, M.required)
  .min(MIN_PASSWORD_LENGTH, M.passwordTooShort)
  .max(128, M.tooLong);
const name = z.string(M.required).trim().min(1, M.required).max(80, M.tooLong);

export const loginSchema = z.object({ email, password: z.string(M.required).min(1, M.required).max(128, M.tooLong) });

export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: name,
  lastName: name,
  /** The form always sends it; API callers may leave it out, but never send false. */
  terms: z.literal(true, M.acceptTerms).optional(),
});

const matching = <T extends { new_password1: string; new_password2: string }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.new_password1 === value.new_password2, {
    message: M.passwordsDoNotMatch,
    path: ["new_password2"],
  });

export const passwordUpdateSchema = matching(
  z.object({
    old_password: z.string(M.required).min(1, M.required).max(128, M.tooLong),
    new_password1: newPassword,
    new_password2: z.string(M.required).min(1, M.required).max(128, M.tooLong),
  }),
);

export const createPasswordSchema = matching(
  z.object({
    new_password1: newPassword,
    new_password2: z.string(M.required).min(1, M.required).max(128, M.tooLong),
    /** The token of a reset link; without it, a signed-in user without a password sets one. */
    token: z.string().min(1).max(200).optional(),
  }),
);

export const forgotPasswordSchema = z.object({ email });

export const genderSchema = z.enum(GENDERS, M.required);

const profileFields = {
  first_name: name,
  last_name: name,
  email,
  gender: genderSchema,
  language: z.enum(LOCALES, M.required),
  newsletter: z.boolean(),
};

/** The settings form: every profile field is required (spec §5). */
export const profileFormSchema = z.object(profileFields);

/** Profile changes over the API: any subset, but a field that is sent must be valid. */
export const profileUpdateSchema = profileFormSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });

export const addEmailSchema = z.object({ email });
export const ssoConnectSchema = z.object({ code: z.string().min(1).max(4096).optional() });
export const ssoDisconnectSchema = z.object({ id_token: z.string(M.required).min(1, M.required).max(255, M.tooLong) });
export const providerSchema = z.enum(["google"], "Unknown sign-in provider");
export const userIdSchema = z.string().min(1).max(64);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type PasswordUpdateInput = z.infer<typeof passwordUpdateSchema>;
export type CreatePasswordInput = z.infer<typeof createPasswordSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type ProfileFormInput = z.infer<typeof profileFormSchema>;
