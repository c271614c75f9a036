import { issueCode, issueMessageKey, type TFieldError } from '@vasiyat/contract';
import { AppError } from './errors.ts';

type ValidationIssue = { keyword?: string; instancePath?: string; message?: string; params?: Record<string, unknown> };

/** One zod issue (as fastify-type-provider-zod reports it) as a field error of the contract. */
export function fieldErrorOf(issue: ValidationIssue): TFieldError {
  const zodIssue = { ...issue.params, code: issue.keyword };
  const code = issueCode(zodIssue);
  const messageKey = issueMessageKey(zodIssue);
  return {
    path: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
    code,
    message: issue.message ?? 'Invalid value.',
    ...(messageKey ? { messageKey } : {}),
  };
}

/** A refused save: 400 with each field's problem, worded by its code's label on the web. */
export const refusedSave = (message: string, errors: readonly TFieldError[]) =>
  new AppError('validation', message, {
    errors: errors.map((error) => ({ ...error, messageKey: error.messageKey ?? issueMessageKey({ params: { code: error.code } }) })),
  });
