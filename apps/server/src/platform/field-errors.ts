import { FIELD_ERROR_KEYS, type TFieldError } from '@vasiyat/contract';

type ValidationIssue = { keyword?: string; instancePath?: string; message?: string; params?: Record<string, unknown> };

/**
 * One zod issue as a field error of the contract: its path, a stable code (a rule's own `params.code`, or
 * one derived from zod's issue code) and the label key the web shows for that code.
 */
export function fieldErrorOf(issue: ValidationIssue): TFieldError {
  const params = issue.params ?? {};
  const own = (params.params as { code?: string } | undefined)?.code;
  const code = own ?? derivedCode(issue.keyword, params);
  const messageKey = FIELD_ERROR_KEYS[code as keyof typeof FIELD_ERROR_KEYS];
  return {
    path: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
    code,
    message: issue.message ?? 'Invalid value.',
    ...(messageKey ? { messageKey } : {}),
  };
}

function derivedCode(keyword: string | undefined, params: Record<string, unknown>): string {
  if (keyword === 'too_small' && params.origin === 'string' && params.minimum === 1) return 'required';
  if (keyword === 'too_big' && params.origin === 'string') return 'too_long';
  return 'invalid';
}
