import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { issueCode, type TRuleProblem } from '@vasiyat/contract';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from './error-text.ts';

/**
 * A react-hook-form resolver for a contract schema that keeps each issue's stable code: the field's
 * error has the code as its type and, as its message, the text error-text.ts gives that code (the
 * spec's English, or the label in the person's language). No form matches English sentences.
 */
export function codedResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      // The first problem of a field is the one to fix first.
      errors[path] ??= { type: issueCode(issue), message: issueText(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * The problems a contract rule function finds (the same the server finds: personProblems, assetProblems,
 * ...), as zod issues of a form, each keeping its code so codedResolver words it.
 */
export function addRuleProblems(ctx: z.RefinementCtx, problems: readonly TRuleProblem[]) {
  for (const problem of problems)
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message, params: { code: problem.code } });
}
