import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { codedResolver } from './form-resolver.ts';

/** A form's resolver whose schema is loaded when first needed, with a way to start loading it sooner. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload: () => void };

/**
 * codedResolver for a schema that arrives by `load` (a dynamic import): a page that draws a form no longer brings
 * zod and the contract's schemas with it (issue 25 item 4). The schema is asked for on `preload` (the form's first
 * focus) or at the first check, whichever comes first; a failed load is asked for again at the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolver = () => {
    loading ??= load().then(codedResolver, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) => (await resolver())(values, context, options);
  return Object.assign(resolve, { preload: () => void resolver().catch(() => undefined) });
}
