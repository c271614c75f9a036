import { ZContactInput } from '@vasiyat/contract';
import { z } from 'zod';
import { duplicateIndexes } from './rows.ts';

/**
 * Spec part 1 §5 "Contact": each row checked with the contract's rules (contactFormatError inside
 * ZContactInput, the spec's messages word for word), and no two rows with the same details.
 */
export const ZContactForm = z.object({
  rows: z.array(ZContactInput).superRefine((rows, ctx) => {
    for (const index of duplicateIndexes(rows, 'contactDetails')) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'contactDetails'],
        message: 'Duplicate contact details are not allowed.',
        params: { code: 'duplicate', messageKey: 'contactDuplicate' },
      });
    }
  }),
});
