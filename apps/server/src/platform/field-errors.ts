import { FIELD_ERROR_KEYS, issueCode, type TFieldError } from '@vasiyat/contract';

type ValidationIssue = { keyword?: string; instancePath?: string; message?: string; params?: Record<string, unknown> };

/** One zod issue (as fastify-type-provider-zod reports it) as a field error of the contract. */
export function fieldErrorOf(issue: ValidationIssue): TFieldError {
  const code = issueCode({ ...issue.params, code: issue.keyword });
  const messageKey = FIELD_ERROR_KEYS[code as keyof typeof FIELD_ERROR_KEYS];
  return {
    path: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
    code,
    message: issue.message ?? 'Invalid value.',
    ...(messageKey ? { messageKey } : {}),
  };
}
