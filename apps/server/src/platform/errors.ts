export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** The one error services throw; the error handler turns it into `{status:'error', message, errors?}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly errors?: { path: string; message: string }[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: { path: string; message: string }[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.httpStatus = STATUS[code];
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

/** Not yours and not there answer the same, so ids cannot be probed (DESIGN §6). */
export function notFound(what = 'Record'): AppError {
  return new AppError('not_found', `${what} not found.`);
}
