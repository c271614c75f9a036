import { issueMessageKey } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import type { FileItem } from '../../../components/file-field.tsx';
import { identificationsToSend, ZIdentificationRow } from './identification.ts';

const saved: FileItem = { key: 'saved-4', fileName: 'pan.pdf', fileType: 'application/pdf', size: 2000, documentMasterId: 4 };
const picked: FileItem = { key: 'new-1', fileName: 'aadhaar.png', fileType: 'image/png', size: 3000, fileData: 'iVBORw0K' };

describe('identification rows (spec part 1 §5, §7)', () => {
  it('needs a type, a number for a new row, and at least one file', () => {
    const result = ZIdentificationRow.safeParse({ identityId: null, entityId: 5, idType: '', documentNo: '', files: [], maskedNo: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['documentNo', 'files', 'idType']);
    // Issue 23: "Files is required." was shown word for word.
    const files = result.error?.issues.find((issue) => issue.path.join('.') === 'files');
    expect(files?.message).toBe('Attach at least one file.');
    expect(files && issueMessageKey(files)).toBe('commonAttachFile');
  });

  it('lets a saved row keep its stored number', () => {
    const row = { identityId: 3, entityId: 5, idType: '2', documentNo: 'XXXXXX234F', files: [saved], maskedNo: 'XXXXXX234F' };
    expect(ZIdentificationRow.safeParse(row).success).toBe(true);
  });

  it('sends only rows with type and number; keeps saved files by id and sends new ones as base64', () => {
    const rows = [
      ZIdentificationRow.parse({
        identityId: 3,
        entityId: 5,
        idType: '2',
        documentNo: 'XXXXXX234F',
        files: [saved, picked],
        maskedNo: 'XXXXXX234F',
      }),
      ZIdentificationRow.parse({ identityId: null, entityId: 5, idType: '1', documentNo: '987654321012', files: [picked], maskedNo: null }),
    ];
    expect(identificationsToSend(rows)).toEqual([
      {
        identityId: 3,
        entityId: 5,
        idType: 2,
        documentNo: null,
        files: [
          { documentMasterId: 4, fileName: 'pan.pdf' },
          { fileName: 'aadhaar.png', fileType: 'image/png', fileData: 'iVBORw0K', isPDF: false },
        ],
      },
      {
        identityId: null,
        entityId: 5,
        idType: 1,
        documentNo: '987654321012',
        files: [{ fileName: 'aadhaar.png', fileType: 'image/png', fileData: 'iVBORw0K', isPDF: false }],
      },
    ]);
  });
});
