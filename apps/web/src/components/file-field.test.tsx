import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MAX_FILE_BYTES } from '@vasiyat/contract';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';
import { FileField, type FileItem } from './file-field.tsx';
import type { FileAccept } from './file-rules.ts';

vi.mock('../lib/toast.ts', () => ({ toast: vi.fn() }));

function renderField(accept: FileAccept, onChange: (files: FileItem[]) => void) {
  const { container } = render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <FileField label="Files" accept={accept} value={[]} onChange={onChange} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

function pick(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('FileField', () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      documentInvalidPdf: 'Invalid PDF file format.',
      assignmentFileTooLarge: 'File "{{name}}" exceeds 5MB limit',
      documentChooseFile: 'Choose file',
      assignmentMaxDocuments: 'Maximum 3 documents allowed per beneficiary. You already have {{count}} files.',
      assignmentFileTypeNotAllowed: 'Only image files (JPEG, PNG, JPG ) and PDFs are allowed. "{{name}}" is not supported.',
    });
  });
  beforeEach(() => vi.mocked(toast).mockClear());

  it("refuses a document that is not a PDF with the spec's alert", () => {
    const onChange = vi.fn();
    pick(renderField('pdf', onChange), [new File(['x'], 'scan.png', { type: 'image/png' })]);
    expect(toast).toHaveBeenCalledWith('error', 'Invalid PDF file format.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB', () => {
    const onChange = vi.fn();
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    pick(renderField('pdf', onChange), [big]);
    expect(toast).toHaveBeenCalledWith('error', 'File "big.pdf" exceeds 5MB limit');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps an assignment's documents to 3 with the spec's message, said once", async () => {
    const onChange = vi.fn();
    const saved = (id: number): FileItem => ({
      key: `saved-${id}`,
      fileName: `${id}.pdf`,
      fileType: 'application/pdf',
      size: 9,
      documentMasterId: id,
    });
    const { container } = render(
      <MantineProvider env="test">
        <I18nextProvider i18n={i18n}>
          <FileField label="Documents" accept="assignment" maxFiles={3} value={[saved(1), saved(2)]} onChange={onChange} />
        </I18nextProvider>
      </MantineProvider>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = (name: string) => new File(['%PDF-'], name, { type: 'application/pdf' });
    pick(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('error', 'Maximum 3 documents allowed per beneficiary. You already have 3 files.');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect((onChange.mock.calls[0] as [FileItem[]])[0].map((file) => file.fileName)).toEqual(['1.pdf', '2.pdf', 'a.pdf']);
  });

  it('takes images and PDFs on an assignment, and refuses other files by name', () => {
    const onChange = vi.fn();
    pick(renderField('assignment', onChange), [new File(['x'], 'notes.docx', { type: 'application/msword' })]);
    expect(toast).toHaveBeenCalledWith('error', 'Only image files (JPEG, PNG, JPG ) and PDFs are allowed. "notes.docx" is not supported.');
  });

  it('reads an accepted file as bare base64', async () => {
    const onChange = vi.fn();
    pick(renderField('image-or-pdf', onChange), [new File(['%PDF-'], 'deed.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [files] = onChange.mock.calls[0] as [FileItem[]];
    expect(files).toMatchObject([{ fileName: 'deed.pdf', fileType: 'application/pdf', size: 5, fileData: btoa('%PDF-') }]);
    expect(screen.getByRole('button', { name: /Choose file/ })).toBeTruthy();
  });
});
