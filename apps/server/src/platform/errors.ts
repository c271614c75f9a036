import { ERRORS, type TErrorCode, type TFieldError } from '@vasiyat/contract';

export type { TErrorCode as ErrorCode };

type FieldErrorInput = Omit<TFieldError, 'code'> & { code?: string };

/**
 * The one error services throw; the error handler turns it into the contract's error shape:
 * `{status:'error', code, messageKey, message, errors?}`. `message` defaults to the code's English text;
 * `messageKey` to the code's label, or names a label of its own when the message is one of the spec's.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly httpStatus: number;
  readonly messageKey: string;
  readonly errors?: TFieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: TErrorCode,
    message?: string,
    options: { messageKey?: string; errors?: FieldErrorInput[]; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.httpStatus = ERRORS[code].status;
    this.messageKey = options.messageKey ?? ERRORS[code].messageKey;
    this.errors = options.errors?.map((error) => ({ ...error, code: error.code ?? 'invalid' }));
    this.headers = options.headers;
  }
}

/** Not yours and not there answer the same, so ids cannot be probed (DESIGN §6). */
export function notFound(what = 'Record'): AppError {
  return new AppError('not_found', `${what} not found.`);
}
