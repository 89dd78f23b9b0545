import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, THEMES, USER_PREFERENCE_DEFAULTS } from '../constants';
import { PlanIdSchema } from '../billing/billing.schemas';
import { IdSchema, nonBlankText } from '../common/common.schemas';

/** A device token is 43 characters (32 random bytes, base64url); anything longer is not one. */
const DEVICE_TOKEN_MAX_CHARS = 128;

/** The text shown when the password is too short (000 §5, 001 §5). */
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** The text shown when the confirmation differs from the password (000 §5, 001 §5). */
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** A user's display preferences; each has the spec's default. */
export const UserPreferencesSchema = z.object({
  theme: z.enum(THEMES).default(USER_PREFERENCE_DEFAULTS.theme),
  /** A language tag such as `en`. */
  language: z.string().min(1).default(USER_PREFERENCE_DEFAULTS.language),
  notifications: z.boolean().default(USER_PREFERENCE_DEFAULTS.notifications),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** A signed-in user as both documents describe it (000 §3, 001 §3). */
export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.email(),
  /** True once the address is proven: a verified third-party sign-in or a confirmed e-mail. */
  emailVerified: z.boolean(),
  preferences: UserPreferencesSchema.prefault({}),
  /**
   * 'premium' for an active subscription or an admin address, decided by the server on every call;
   * the browser shows it ('Premium' or 'Free Tier') and never grants anything from it.
   */
  plan: PlanIdSchema.default('free'),
  /**
   * Whether the server counts the user an admin (an ADMIN_EMAILS address, verified); the browser
   * only shows admin screens with it, every admin call is checked again on the server.
   */
  isAdmin: z.boolean().default(false),
});
export type User = z.infer<typeof UserSchema>;

/**
 * The browser's auth state (000 §3, 001 §3). Persisted for display only: the server decides who
 * the user is from the bearer token on every call.
 */
export const AuthStateSchema = z.object({
  user: UserSchema.nullable(),
  token: z.string().min(1).nullable(),
  isAuthenticated: z.boolean(),
  /** True while the stored token is being checked with GET /auth/me. */
  isLoading: z.boolean(),
});
export type AuthState = z.infer<typeof AuthStateSchema>;

/** Surrounding spaces are dropped before the check (the server also lower-cases the address). */
const emailField = z.string().trim().pipe(z.email('Please enter a valid email address'));
const passwordField = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE);

/** POST /auth/register body: name, email and password are required (000 §5, §7). */
export const RegisterRequestSchema = z.object({
  name: nonBlankText('Name is required'),
  email: emailField,
  password: passwordField,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The check of a form's password typed again: equal, or 'Passwords do not match' under it. */
const PASSWORDS_MATCH: [
  (form: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (form) => form.password === form.confirmPassword,
  { message: PASSWORDS_DO_NOT_MATCH_MESSAGE, path: ['confirmPassword'] },
];

/** The Sign Up form: the register body plus a confirmation that must equal the password. */
export const SignUpFormSchema = RegisterRequestSchema.extend({
  confirmPassword: z.string(),
}).refine(...PASSWORDS_MATCH);
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/**
 * POST /auth/login body and the Sign In form: email and password required. No minimum length here,
 * so a wrong password gets the server's answer rather than a hint about the rule.
 */
export const SignInRequestSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required'),
  /** The device token this browser got at an earlier sign-in (it skips the e-mail's delays). */
  deviceToken: z.string().min(1).max(DEVICE_TOKEN_MAX_CHARS).optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** A successful login or registration: the bearer token and the user (000 §7). */
export const AuthSessionSchema = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  user: UserSchema,
  /** This browser's device token: kept (also past logout) and sent with its next sign-in. */
  deviceToken: z.string().min(1).max(DEVICE_TOKEN_MAX_CHARS).optional(),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** GET /auth/me and POST /api/auth/verify: the user behind the bearer token (000 §7). */
export const CurrentUserResponseSchema = z.object({
  user: UserSchema,
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;

/**
 * The token of an e-mailed link: 43 characters (32 random bytes, base64url); anything much longer
 * is not one.
 */
export const EmailLinkTokenSchema = z
  .string()
  .min(1, 'The link is incomplete')
  .max(DEVICE_TOKEN_MAX_CHARS, 'The link is not one this server sent');

/** POST /auth/verify-email/link body: the token of a verification link, to learn what it opens. */
export const VerificationLinkRequestSchema = z.object({ token: EmailLinkTokenSchema });
export type VerificationLinkRequest = z.infer<typeof VerificationLinkRequestSchema>;

/**
 * POST /auth/verify-email/link: the address a verification link was sent to, and whether that
 * address is verified already (the link was used, or the address was proven another way).
 */
export const VerificationLinkSchema = z.object({
  email: z.string(),
  isVerified: z.boolean(),
});
export type VerificationLink = z.infer<typeof VerificationLinkSchema>;

/**
 * POST /auth/verify-email body: the verification link's token and the password the person holding
 * it chooses. Whoever registered the address may not own it, so the link holder's password replaces
 * theirs.
 */
export const VerifyEmailRequestSchema = z.object({
  token: EmailLinkTokenSchema,
  password: passwordField,
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/**
 * The one-time code a server without mail writes for its administrator: letters and digits, as
 * written (dashes and spaces are ignored, and so is case).
 */
export const AdminVerificationCodeSchema = z
  .string()
  .trim()
  .min(1, 'Please enter the code')
  .max(32, 'This is not a code this server wrote')
  .regex(/^[A-Za-z0-9 -]*$/, 'This is not a code this server wrote');

/**
 * POST /auth/verify-email/code body: an `ADMIN_EMAILS` address, the one-time code the server
 * wrote to its data folder, and the password its administrator chooses for the account (whoever
 * registered the address first may not own it, as with a mailed link).
 */
export const VerifyEmailWithCodeRequestSchema = z.object({
  email: emailField,
  code: AdminVerificationCodeSchema,
  password: passwordField,
});
export type VerifyEmailWithCodeRequest = z.infer<typeof VerifyEmailWithCodeRequestSchema>;

/** The form that verifies with the one-time code: the request, the password confirmed. */
export const VerifyEmailWithCodeFormSchema = VerifyEmailWithCodeRequestSchema.extend({
  confirmPassword: z.string(),
}).refine(...PASSWORDS_MATCH);
export type VerifyEmailWithCodeForm = z.infer<typeof VerifyEmailWithCodeFormSchema>;

/** The one-time code of a finished third-party sign-in: 43 characters (32 random bytes). */
export const SignInCodeSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid sign-in code');

/** POST /auth/google/exchange body. */
export const ExchangeSignInCodeRequestSchema = z.object({ code: SignInCodeSchema });
export type ExchangeSignInCodeRequest = z.infer<typeof ExchangeSignInCodeRequestSchema>;

/** POST /auth/forgot-password body and the 'Forgot password?' form. */
export const ForgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** POST /auth/reset-password body: the reset link's token and the new password. */
export const ResetPasswordRequestSchema = z.object({
  token: EmailLinkTokenSchema,
  password: passwordField,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The new-password form: the password twice. */
export const NewPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine(...PASSWORDS_MATCH);
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** An answer that only says the request was taken (it never tells whether an account exists). */
export const AcceptedResponseSchema = z.object({ success: z.literal(true) });
