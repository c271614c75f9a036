import { type TIdentificationInput, ZIdentificationInput } from '@vasiyat/contract';
import { z } from 'zod';
import type { FileItem } from '../../../components/file-field.tsx';
import { fileUploadOf } from '../../../components/record-form/files.ts';
import { documentNoToSend } from './rows.ts';

/** Spec part 1 §5 "Identification": type, number (for a new row) and files required; images or PDF. */
export const ZIdentificationRow = ZIdentificationInput.extend({
  files: z.array(z.custom<FileItem>()),
  /** The masked number the server sent for a saved row; typing nothing new keeps the stored number. */
  maskedNo: z.string().nullable(),
}).superRefine((row, ctx) => {
  if (!row.identityId && !row.documentNo) {
    ctx.addIssue({ code: 'custom', path: ['documentNo'], message: 'Identification number is required.', params: { code: 'required' } });
  }
  if (row.files.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['files'],
      message: 'Attach at least one file.',
      params: { code: 'required', messageKey: 'commonAttachFile' },
    });
});
type ParsedRow = z.output<typeof ZIdentificationRow>;

/** Spec part 1 §5: only rows with a type and a number (typed now, or stored before) are sent. */
export function identificationsToSend(rows: readonly ParsedRow[]): TIdentificationInput[] {
  return rows
    .filter((row) => row.idType && (row.identityId || row.documentNo))
    .map((row) => ({
      identityId: row.identityId,
      entityId: row.entityId,
      idType: row.idType,
      documentNo: documentNoToSend(row.documentNo, row.maskedNo),
      files: row.files.map(fileUploadOf),
    }));
}
