import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TWillTemplateCard } from '@vasiyat/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api.ts';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PreviewModal } from './preview-modal.tsx';

vi.mock('../../../lib/api.ts', () => ({ callForFile: vi.fn(), call: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));

// Issue 23: a clause with no text in a language never disappears silently: the preview names it for that language,
// before the preview has answered and after.
const languages = [
  { languageId: 1, languageCode: 'en', languageName: 'English' },
  { languageId: 2, languageCode: 'hi', languageName: 'हिन्दी' },
];
const template: TWillTemplateCard = {
  willTemplateId: 7,
  templateName: 'डिजिटल विरासत सहित सरल वसीयत',
  templateDescription: 'सरल वसीयत, और ऑनलाइन खातों का क्या हो।',
  languageGaps: [
    {
      languageId: 2,
      languageCode: 'hi',
      languageName: 'हिन्दी',
      missingClauses: [{ headingId: 40, headingName: 'डिजिटल विरासत', clauseKey: 'digital_legacy_passwords' }],
    },
  ],
};

function renderModal() {
  renderWithProviders(<PreviewModal template={template} languages={languages} onClose={vi.fn()} onDownload={vi.fn()} />);
}

describe('PreviewModal', () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      willTemplateMissingHeadings: 'These parts of the template have no text in this language yet and are left out:',
      willTemplateIncompleteTitle: 'Not complete in {{language}}',
      willTemplateLanguageIncomplete: '{{language}}: {{count}} clauses missing',
      willTemplateLanguageIncomplete_one: '{{language}}: {{count}} clause missing',
      willTemplateLanguage: 'Language',
    });
  });
  beforeEach(() => {
    vi.clearAllMocks();
    useLanguageStore.setState({ language: 'hi' });
    useSessionStore.setState({ claims: { userId: 1001 } as never });
  });

  it('names the missing clause of the screen’s language before the preview answers, and after', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(call).mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    renderModal();
    const gapAlert = async () => (await screen.findByText('Not complete in हिन्दी')).closest<HTMLElement>('[role="status"]')!;
    expect(within(await gapAlert()).getByText('डिजिटल विरासत')).toBeTruthy();
    answer({ willTemplateId: 7, languageId: 2, pdfContent: 'JVBERi0=', missingHeadings: ['डिजिटल विरासत'] });
    await waitFor(() => expect(vi.mocked(call)).toHaveBeenCalled());
    expect(
      within(await gapAlert())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['डिजिटल विरासत']);
  });

  it('marks the incomplete language in the picker and says nothing of a complete one', async () => {
    vi.mocked(call).mockResolvedValue({ willTemplateId: 7, languageId: 1, pdfContent: 'JVBERi0=', missingHeadings: [] } as never);
    renderModal();
    const picker = (await screen.findAllByLabelText('Language')).find((element) => element.tagName === 'INPUT')!;
    expect((picker as HTMLInputElement).value).toBe('हिन्दी: 1 clause missing');
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect(screen.queryByText('Not complete in हिन्दी')).toBeNull());
    expect(screen.queryByText('डिजिटल विरासत')).toBeNull();
  });
});
