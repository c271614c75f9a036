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

/** A PostgreSQL error (pg's DatabaseError), found on the error or on what it wraps (drizzle's DrizzleQueryError). */
type PgError = { code: string; constraint?: string; table?: string; column?: string; routine?: string };

function pgErrorOf(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
  }
  return undefined;
}

/** The PostgreSQL error code ('23505' …) of an error or of what it wraps. */
export function pgCodeOf(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}

/** "insert entities", "select users, contacts": what a query did and to which tables, never its values. */
function statementOf(error: unknown): string | undefined {
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string') return undefined;
  const kind = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  const tables = [...new Set([...query.matchAll(/\b(?:from|into|update|join)\s+"?(\w+)"?/gi)].map((match) => match[1]))];
  return [kind, tables.join(', ')].filter(Boolean).join(' ');
}

/**
 * What a log line may say about a failed request (DESIGN §7: redact by default). A database error keeps
 * its code, constraint, table and column and the kind of statement, but never its message, detail or
 * parameters: those carry people's names, dates and addresses ('Key (email)=(…)', 'params: …').
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const pg = pgErrorOf(error);
  if (pg) {
    return {
      type: 'DatabaseError',
      code: pg.code,
      constraint: pg.constraint,
      table: pg.table,
      column: pg.column,
      routine: pg.routine,
      statement: statementOf(error),
    };
  }
  if (!(error instanceof Error)) return { type: typeof error };
  return { type: error.name, message: error.message, stack: error.stack };
}
