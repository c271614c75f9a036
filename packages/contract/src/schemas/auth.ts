import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { isAdultOn, isNotInFuture, isValidEmail, isValidMobile } from '../rules.ts';
import { requiredName, ZIsoDate } from './common.ts';

export const ZEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email is required.' })
  .max(254, { message: 'Email is too long.' })
  .refine(isValidEmail, { message: 'Invalid email format.', params: { code: 'invalid_email' } });

export const ZGender = z.enum(['M', 'F', 'X'], { error: 'Choose a gender.' });

/** A new password: the same policy at registration and at a reset. */
export const ZPassword = z
  .string({ error: 'Password is required.' })
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    params: { code: 'password_too_short' },
    abort: true,
  })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

/** The registration form (spec part 1 §3). */
export const ZRegisterForm = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  gender: ZGender,
  dob: ZIsoDate.refine((value) => isNotInFuture(value), {
    message: 'Date of birth cannot be in the future.',
    params: { code: 'future_date' },
    abort: true,
  }).refine((value) => isAdultOn(value), {
    message: 'You must be at least 18 years old to make a will.',
    params: { code: 'minor_testator' },
  }),
  contactNo: z
    .string({ error: 'Contact number is required.' })
    .trim()
    .min(1, { message: 'Contact number is required.', abort: true })
    .refine(isValidMobile, { message: 'Invalid mobile number. Enter a 10-digit valid number.', params: { code: 'invalid_mobile' } }),
  email: ZEmail,
  password: ZPassword,
});
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/**
 * What the server hands back as `register`: the form without the password, which is never echoed, and the
 * token that binds the verify call to this very form (issue 24: whoever sent the form for an address first
 * must not set the password its owner then verifies). The client sends it back in verify-otp's `register`.
 */
export const ZRegisterEcho = ZRegisterForm.omit({ password: true }).extend({ registrationToken: z.string().max(200).optional() });
export type TRegisterEcho = z.infer<typeof ZRegisterEcho>;

export const ZCheckRegistrationResponse = z.object({
  status: z.enum(['success', 'exists']),
  message: z.string(),
  register: ZRegisterEcho.optional(),
  /** Seconds until a new code may be requested (the screen's countdown). */
  resendAfterSeconds: z.number().int().optional(),
  /** Seconds the mailed code stays valid (OTP_TTL_SECONDS for a new one; what is left when the form was sent again). */
  codeValidForSeconds: z.number().int().optional(),
});
export type TCheckRegistrationResponse = z.infer<typeof ZCheckRegistrationResponse>;

export const ZOtp = z
  .string({ error: 'Enter the verification code.' })
  .trim()
  .refine((value) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value), {
    message: `The code has ${OTP_LENGTH} digits.`,
    params: { code: 'otp_digits' },
  });

/**
 * spec: {otpNumber, register}; register is check-registration's answer: its email and registrationToken are
 * used, the details were kept by the server with the form the token belongs to.
 */
export const ZVerifyOtpRequest = z.object({
  otpNumber: z
    .union([
      ZOtp,
      z
        .number()
        .int()
        .transform((n) => String(n).padStart(OTP_LENGTH, '0')),
    ])
    .pipe(ZOtp),
  register: z.looseObject({ email: ZEmail, registrationToken: z.string().max(200).optional() }),
  /** Ours (issue 27): the secret of the review invitation the person registers from: the account is a reviewer's. */
  reviewInvitation: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
});
export type TVerifyOtpRequest = z.input<typeof ZVerifyOtpRequest>;

export const ZResendOtpRequest = z.object({ email: ZEmail });
export type TResendOtpRequest = z.infer<typeof ZResendOtpRequest>;

export const ZResendOtpResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  resendAfterSeconds: z.number().int(),
  /** Seconds a new code stays valid (OTP_TTL_SECONDS). */
  codeValidForSeconds: z.number().int().optional(),
});
export type TResendOtpResponse = z.infer<typeof ZResendOtpResponse>;

/** Forgot password, step 1: a code is mailed when an account has this email; the answer never says whether it has. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** Forgot password, step 2: the mailed code and the new password; every earlier session ends. */
export const ZResetPasswordRequest = z.object({ email: ZEmail, otpNumber: ZOtp, password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZLoginRequest = z.object({
  username: ZEmail,
  password: z.string({ error: 'Password is required.' }).min(1, { message: 'Password is required.' }).max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ jwt: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** A new tab of a signed-in browser (DESIGN §9): the session its cookie holds, or null when there is none or it ended. */
export const ZResumeSessionResponse = z.object({ jwt: z.string().nullable() });
export type TResumeSessionResponse = z.infer<typeof ZResumeSessionResponse>;

/** The token's claims the client reads (spec part 1 §3). */
export const ZTokenPayload = z.object({
  firstName: z.string(),
  roleId: z.number().int(),
  userId: z.number().int(),
  exp: z.number().optional(),
});
export type TTokenPayload = z.infer<typeof ZTokenPayload>;

export const ZGoogleStatus = z.object({ enabled: z.boolean() });
