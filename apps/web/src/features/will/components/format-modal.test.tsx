import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callForFile } from '../../../lib/api.ts';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx';
import { FormatModal } from './format-modal.tsx';

vi.mock('../../../lib/api.ts', () => ({ callForFile: vi.fn(), call: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const choice = { template: { willTemplateId: 3, templateName: 'Simple will', templateDescription: '', languageGaps: [] }, languageId: 2 };

function renderModal(onClose = vi.fn()) {
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderWithProviders(<FormatModal choice={choice} onClose={onClose} />, queryClient);
  return { onClose, invalidate };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('FormatModal', () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      willTemplateFormatTitle: 'Choose a format',
      willTemplateFormatText: 'In which format do you want to download your will?',
      willTemplateFormatPdf: 'PDF',
      willTemplateFormatDocx: 'DOCX',
      willTemplateDownloading: 'Downloading...',
      willTemplateDownloadSuccess: 'Download successful',
      willTemplateDownloadFailed: 'Download failed',
    });
  });
  beforeEach(() => vi.clearAllMocks());

  it('spins only the pressed format, holds the other, then saves the file under the server’s name and closes', async () => {
    let answer: (value: { blob: Blob; disposition: string | null }) => void = () => {};
    vi.mocked(callForFile).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { onClose, invalidate } = renderModal();

    fireEvent.click(button('DOCX'));
    await waitFor(() => expect(button('DOCX').getAttribute('data-loading')).toBe('true'));
    expect(button('PDF')).toHaveProperty('disabled', true);
    expect(button('PDF').getAttribute('data-loading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Downloading...');
    expect(vi.mocked(callForFile).mock.calls[0]?.[1]).toEqual({
      body: { willTemplateId: 3, templateName: 'Simple will', languageId: 2, userId: 0, fileFormat: 'docx' },
    });

    const blob = new Blob(['PK']);
    answer({ blob, disposition: `attachment; filename="will.docx"; filename*=UTF-8''Savitri%20will.docx` });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saveFile).toHaveBeenCalledWith(blob, 'Savitri will.docx');
    expect(toast).toHaveBeenCalledWith('success', 'Download successful');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['will', 'versions'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['will', 'check'] });
  });

  it('says a failed download failed, saves nothing and stays open', async () => {
    vi.mocked(callForFile).mockRejectedValue(new Error('HTTP 500'));
    const { onClose } = renderModal();
    fireEvent.click(button('PDF'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Download failed'));
    expect(saveFile).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(button('DOCX')).toHaveProperty('disabled', false);
  });
});
