import { COMPANY_SIZES, MARKET_POSITIONS, OBJECTIVES, REFERRALS, ROLES } from './codes.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { inputMessages, inputString, list, requiredText, text } from './input.ts';
import { authMessages as m } from './messages.ts';
import { z } from './zod-setup.ts';

const EmailSchema = requiredText(m.emailRequired, 254)
  .pipe(z.email(m.invalidEmail))
  .transform((email) => email.toLowerCase());

const PASSWORD_MAX = 256;
/** A password as typed (never trimmed); `message` answers a missing or empty one. */
const password = (message: string) =>
  inputString(message).min(1, message).max(PASSWORD_MAX, inputMessages.tooLong(PASSWORD_MAX));
/** A token the server issued (refresh, reset), as given. */
const token = (max: number) => inputString().min(1).max(max, inputMessages.tooLong(max));

/** The password rule of the spec: 8+ characters, an uppercase letter, a number and a special character. */
export const isStrongPassword = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH &&
  /[A-Z]/.test(password) &&
  /[0-9]/.test(password) &&
  /[^A-Za-z0-9]/.test(password);

const NewPasswordSchema = password(m.passwordRequired).refine(isStrongPassword, m.passwordTooWeak);

export const UserSchema = z.object({
  id: z.number().int(),
  pk: z.number().int(),
  uuid: z.uuid(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  profile_picture: z.string().nullable(),
  view_tutorial: z.boolean(),
  /** Manages tutorials, FAQs and services (set with `npm run admin`); absent from older replies. */
  is_admin: z.boolean().optional(),
  company_name: z.string(),
  industry: z.string(),
  company_size: z.string(),
  current_position: z.string(),
  additional_info: z.string(),
  created_at: z.string(),
  /** Whether the owner confirmed the address through a link sent to it. */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** POST auth/email/verify/: the token of the link sent to the address. */
export const EmailVerifyRequestSchema = z.object({
  token: requiredText(m.verifyLinkInvalid, 200),
});
export const EmailVerifyReplySchema = z.object({ verified: z.literal(true), detail: z.string() });

export const SessionSchema = z.object({ token: z.string(), refresh: z.string(), user: UserSchema });
export type Session = z.infer<typeof SessionSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: password(m.passwordRequired),
  remember_me: z.boolean().optional(),
  /** Needed only after many failed sign-ins on the account (a 401 with code captcha_required). */
  captcha_token: text(20_000).optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const CompanyInfoSchema = z.object({
  name: requiredText(m.companyNameRequired, 200),
  role: z.enum(ROLES, m.roleRequired),
  referral: z.enum(REFERRALS, m.fieldRequired),
});

const SeoInfoSchema = z.object({
  objectives: list(z.enum(OBJECTIVES, m.objectiveRequired), OBJECTIVES.length, m.objectiveRequired).min(
    1,
    m.objectiveRequired,
  ),
  current_position: z.enum(MARKET_POSITIONS, m.currentPositionRequired),
  additional_info: text(4000).optional().default(''),
});

export const RegisterRequestSchema = z.object({
  name: requiredText(m.nameRequired, 200),
  email: EmailSchema,
  password: NewPasswordSchema,
  company_info: CompanyInfoSchema,
  seo_info: SeoInfoSchema,
  captcha_token: requiredText(m.captchaRequired, 20_000),
  remember_me: z.boolean().optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RefreshRequestSchema = z.object({ refresh: token(512) });
export const RefreshResponseSchema = z.object({ token: z.string(), refresh: z.string() });

export const LogoutRequestSchema = z.object({ refresh: token(512).optional() }).nullish();

export const PasswordChangeRequestSchema = z
  .object({
    current_password: password(m.currentPasswordRequired),
    new_password: NewPasswordSchema,
    confirm_password: password(m.confirmPasswordRequired),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: m.newPasswordsDoNotMatch,
    path: ['confirm_password'],
  });

export const ResetRequestSchema = z.object({
  email: EmailSchema,
  captcha_token: requiredText(m.captchaRequired, 20_000),
});

export const ResetConfirmSchema = z
  .object({
    token: token(256),
    new_password: NewPasswordSchema,
    confirm_password: password(m.confirmPasswordRequired),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: m.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

/** Text fields of the multipart profile update; the picture travels as a file part. */
export const ProfileUpdateFieldsSchema = z.object({
  name: requiredText(m.nameRequired, 200),
  company_name: text(200).optional().default(''),
  industry: text(200).optional().default(''),
  company_size: z
    .union([z.enum(COMPANY_SIZES), z.literal('')])
    .optional()
    .default(''),
  current_position: text(200).optional().default(''),
  additional_info: text(4000).optional().default(''),
});

export const DetailSchema = z.object({ detail: z.string(), message: z.string() });

/** POST auth/account/delete/: the password again, since nothing of the account can be brought back. */
export const AccountDeleteRequestSchema = z.object({ password: password(m.currentPasswordRequired) });

const ACCOUNT_EXPORT_FORMATS = ['json', 'csv'] as const;
export type AccountExportFormat = (typeof ACCOUNT_EXPORT_FORMATS)[number];
export const AccountExportQuerySchema = z.object({
  format: z.enum(ACCOUNT_EXPORT_FORMATS, m.exportFormatInvalid).default('json'),
});

/** GET auth/account/export/?format=json: every row of the account, per table. */
export const AccountExportSchema = z.object({
  exported_at: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
