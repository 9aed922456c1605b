import { z } from 'zod';
import { typeErrorMessage } from './error-messages.ts';
import { requiredText } from './text-field.ts';

/** A shortest sensible password; the server and every password form share it. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';
export const ROLE_REQUIRED = 'Please select an user role';
export const WEAK_PASSWORD = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const INVALID_EMAIL = 'Please enter a valid email address.';
/** docs/product.md §8.1: the profile update's confirmation, sent by the server and shown by the profile page. */
export const PROFILE_UPDATED = 'Your profile has been updated.';
/** The account setting a venue turns on to take substitutes rather than a refusal (docs/product.md). */
export const ACCEPT_SUBSTITUTES_LABEL = 'Accept substitutes when a product is short';
export const ACCEPT_SUBSTITUTES_HINT =
  'We then take your order with what we have in stock and put a similar product in for the rest; without it, an order for more than we have is refused with how many are left.';
export const TERMS_REQUIRED = 'Please accept the terms and conditions.';

/** The roles a person may pick at sign-up; admin is never one of them. */
export const SIGN_UP_ROLES = ['user', 'seller'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
export const USER_ROLES = ['user', 'seller', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** An email address as typed: trimmed and lower-cased, so one person is one account. */
export const emailAddress = requiredText(254)
  .pipe(z.email({ error: INVALID_EMAIL }))
  .transform((email) => email.toLowerCase());

/** A password is taken exactly as typed (no trimming): spaces are characters like any other. */
export const requiredPassword = z
  .string({ error: typeErrorMessage })
  .min(1, { error: 'This field is required.' })
  .max(MAX_PASSWORD_LENGTH, { error: `Please keep this under ${MAX_PASSWORD_LENGTH} characters.` });

export const newPassword = requiredPassword.min(MIN_PASSWORD_LENGTH, { error: WEAK_PASSWORD });

export const phoneNumber = requiredText(40).regex(/^[0-9+()\-\s]{6,40}$/, {
  error: 'Please enter a valid phone number.',
});

/** The signed-in user as the API shows them. Credit amounts are pence (docs/product.md §3). */
export const User = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  is_subscribed: z.boolean(),
  subscription_end_at: z.string().nullable(),
  pay_later: z.boolean(),
  pay_later_credit: z.number().int(),
  pay_later_credit_limit: z.number().int(),
  /** A pay-later invoice is unpaid past its due date: no new pay-later orders until it is paid. */
  pay_later_overdue: z.boolean(),
  /** The venue takes what there is of a short product, the line flagged for staff, rather than a refusal. */
  accept_substitutes: z.boolean(),
  /** The venue requires its purchase-order number on every order (decision 0183). */
  po_number_required: z.boolean(),
});
export type User = z.infer<typeof User>;

export const RegisterBody = z.strictObject({
  name: requiredText(120),
  email: emailAddress,
  password: newPassword,
  role: z.enum(SIGN_UP_ROLES, { error: ROLE_REQUIRED }).default('user'),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/**
 * The confirmation must repeat the password. Zod skips an object's refinements while any field
 * is invalid; this one runs whenever both passwords are filled in, so a form shows the mismatch
 * together with its other errors rather than one round later.
 */
function passwordsMatch(path: 'password' | 'password_confirmation') {
  return {
    path: [path],
    error: PASSWORDS_DO_NOT_MATCH,
    // The body may be anything a client sent (null, an array, a string) when this is asked.
    when: ({ value }: { value: unknown }) => {
      if (typeof value !== 'object' || value === null) return false;
      const { password, password_confirmation } = value as Record<string, unknown>;
      return typeof password === 'string' && typeof password_confirmation === 'string';
    },
  };
}

/** The sign-up form: the API's fields plus the confirmation and the terms, checked in the browser. */
export const SignUpForm = z
  .strictObject({
    name: requiredText(120),
    email: emailAddress,
    password: newPassword,
    password_confirmation: requiredPassword,
    role: z.enum(SIGN_UP_ROLES, { error: ROLE_REQUIRED }),
    terms: z.literal(true, { error: TERMS_REQUIRED }),
  })
  .refine((form) => form.password === form.password_confirmation, passwordsMatch('password_confirmation'));
export type SignUpForm = z.input<typeof SignUpForm>;

export const LoginBody = z.strictObject({
  email: requiredText(254).transform((email) => email.toLowerCase()),
  password: requiredPassword,
});
export type LoginBody = z.input<typeof LoginBody>;

/** What register and login answer with. */
export const AuthResponse = z.object({ token: z.string(), user: User, message: z.string() });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ForgotPasswordBody = z.strictObject({ email: emailAddress });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

const resetPasswordFields = z.strictObject({
  email: emailAddress,
  token: requiredText(200),
  password: newPassword,
  password_confirmation: requiredPassword,
});

/** The API answers a mismatch under errors.password, the one field its clients read. */
export const ResetPasswordBody = resetPasswordFields.refine(
  (body) => body.password === body.password_confirmation,
  passwordsMatch('password'),
);
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** The reset page shows a mismatch where it is made: under the confirmation, as sign-up does. */
export const ResetPasswordForm = resetPasswordFields.refine(
  (form) => form.password === form.password_confirmation,
  passwordsMatch('password_confirmation'),
);
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * Empty password fields count as not given, so a form can send what it has. (One string schema
 * rather than a union, so a wrong type is reported as such and not as 'Invalid input'.)
 */
const optionalPassword = z
  .string({ error: typeErrorMessage })
  .max(MAX_PASSWORD_LENGTH, { error: `Please keep this under ${MAX_PASSWORD_LENGTH} characters.` })
  .nullable()
  .optional()
  .transform((value) => (value ? value : undefined));

export const ProfileUpdateBody = z
  .strictObject({
    user_id: z.number().int().optional(),
    name: requiredText(120),
    phone: phoneNumber,
    old_password: optionalPassword,
    new_password: optionalPassword,
    /** Left out: unchanged. */
    accept_substitutes: z.boolean({ error: 'Please choose yes or no.' }).optional(),
    /** Left out: unchanged. */
    po_number_required: z.boolean({ error: 'Please choose yes or no.' }).optional(),
  })
  .superRefine((body, context) => {
    if (Boolean(body.old_password) !== Boolean(body.new_password)) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Please enter both your current and your new password to change it.',
      });
    } else if (body.new_password && body.new_password.length < MIN_PASSWORD_LENGTH) {
      context.addIssue({ code: 'custom', path: ['password'], message: WEAK_PASSWORD });
    }
  });
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>;

export const ProfileUpdateResponse = z.object({ success: z.literal(true), user: User, message: z.string() });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;
