// The sign-in, registration and password forms' schemas: the contract's, and the reset step's own. The pages load
// this module on a form's first focus or check (lib/lazy-resolver.ts), never with the page: zod and the schemas
// are over 40 KB on the wire that the first screen does not need to draw (issue 25 item 4).
import { ZForgotPasswordRequest, ZLoginRequest, ZRegisterForm, ZResetPasswordRequest } from '@vasiyat/contract';
import { z } from 'zod';

export { ZForgotPasswordRequest, ZLoginRequest, ZRegisterForm };

/** Step 2 of a forgotten password: the contract's code and password rules, and the same password typed twice. */
export const ZResetForm = ZResetPasswordRequest.pick({ otpNumber: true, password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], params: { code: 'passwords_differ' } });
export type ResetForm = z.infer<typeof ZResetForm>;
