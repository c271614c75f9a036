import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { adminEndpoints, EndpointAnswer, TClauseUpdate } from '@vasiyat/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host.tsx';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { respond } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClausesPage } from './clauses-page.tsx';

// Issue 22: a release's new text of a clause the administrator edited waits beside theirs until they decide.

vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));

const LIBRARY: EndpointAnswer<typeof adminEndpoints.fetchTemplateClauses> = {
  clauses: [
    {
      headingId: 3,
      headingName: 'Revocation',
      languageId: 1,
      clauses: [{ clauseId: 31, templateClausesKey: 'revocation_plain', translatedContent: 'I revoke all earlier wills (my wording).' }],
    },
  ],
  languages: [
    { languageId: 1, languageCode: 'en', languageName: 'English' },
    { languageId: 2, languageCode: 'hi', languageName: 'Hindi' },
  ],
};

const REVOCATION: TClauseUpdate = {
  clauseId: 31,
  clauseKey: 'revocation_plain',
  headingName: 'Revocation',
  languageId: 1,
  languageName: 'English',
  content: 'I revoke all earlier wills (my wording).',
  proposedContent: 'I, {{ testator.fullName }}, revoke all wills and codicils made by me before.',
};
const EXECUTORS: TClauseUpdate = {
  clauseId: 57,
  clauseKey: 'executor_single',
  headingName: 'निष्पादक',
  languageId: 2,
  languageName: 'Hindi',
  content: 'मैं अपने निष्पादक को नियुक्त करता हूँ।',
  proposedContent: 'मैं {{ executors[0].fullName }} को अपना निष्पादक नियुक्त करता हूँ।',
};

/**
 * The server's side of the clause screen: the offers still open (a decision takes one away, a second decision on
 * it answers 404 as the server does), the library, and nothing else. `settledElsewhere` are offers another tab
 * has decided: still on this screen, gone on the server.
 */
function serve(offers: TClauseUpdate[], settledElsewhere: number[] = []) {
  let open = [...offers];
  const decisions: { clauseId: number; accept: boolean }[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/wst/admin/clauseUpdates') return respond(open);
    if (url.pathname === '/api/wst/admin/fetchTemplateClauses') return respond(LIBRARY);
    if (url.pathname === '/api/wst/admin/resolveClauseUpdate' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { clauseId: number; accept: boolean };
      decisions.push(body);
      if (!open.some((offer) => offer.clauseId === body.clauseId) || settledElsewhere.includes(body.clauseId)) {
        open = open.filter((offer) => offer.clauseId !== body.clauseId);
        return respond({ status: 'error', code: 'not_found', messageKey: 'commonNotFound', message: 'Not found' }, 404);
      }
      open = open.filter((offer) => offer.clauseId !== body.clauseId);
      return respond({ status: 'success' });
    }
    return respond([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/wst/${path}`);
  return { decisions, calls };
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/willtemplateclaouses', Component: ClausesPage }], {
    initialEntries: ['/admin/willtemplateclaouses'],
  });
  renderWithProviders(
    <>
      <RouterProvider router={router} />
      <ConfirmHost />
    </>,
  );
}

const notice = () => screen.queryByText(/^\d+ clauses? you edited/);
const openReview = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
  return screen.findByRole('dialog', { name: 'New clause texts in this release' });
};
const card = (dialog: HTMLElement, heading: string) => within(dialog).getByRole('region', { name: heading });

describe('the clause library’s new texts from a release', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      adminClauseTitle: 'Will Template Clauses',
      adminClauseKey: 'Clause key',
      adminClauseLanguage: 'Language',
      commonSaved: 'Saved successfully',
      modalCancel: 'Cancel',
      adminClauseUpdatesNotice_one: '{{count}} clause you edited has a new text in this release',
      adminClauseUpdatesNotice: '{{count}} clauses you edited have a new text in this release',
      adminClauseUpdatesReview: 'Review',
      adminClauseUpdatesTitle: 'New clause texts in this release',
      adminClauseUpdatesYours: 'Your text',
      adminClauseUpdatesNew: 'New text in this release',
      adminClauseUpdatesAccept: 'Use the new text',
      adminClauseUpdatesKeep: 'Keep mine',
      adminClauseUpdatesAcceptConfirm: 'Your text of this clause will be replaced by the new text of this release. Continue?',
      adminClauseUpdatesEmpty: 'Nothing to review: no clause you edited has a new text waiting.',
      adminClauseUpdatesGone: 'This clause has no new text to review any more.',
    });
  });
  beforeEach(() => vi.mocked(toast).mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing when no clause has a new text', async () => {
    const { calls } = serve([]);
    renderPage();
    expect(await screen.findByText('I revoke all earlier wills (my wording).')).toBeTruthy();
    await waitFor(() => expect(calls('admin/clauseUpdates')).toHaveLength(1));
    expect(notice()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('counts the offers in the notice, one in the singular', async () => {
    serve([REVOCATION]);
    renderPage();
    expect(await screen.findByText('1 clause you edited has a new text in this release')).toBeTruthy();
  });

  it('lists each offer with its heading, key, language and both texts', async () => {
    serve([REVOCATION, EXECUTORS]);
    renderPage();
    expect(await screen.findByText('2 clauses you edited have a new text in this release')).toBeTruthy();
    const dialog = await openReview();
    const revocation = card(dialog, 'Revocation');
    expect(within(revocation).getByText('revocation_plain')).toBeTruthy();
    expect(within(revocation).getByText('English')).toBeTruthy();
    const yours = within(revocation).getByRole('group', { name: 'Your text' });
    const proposed = within(revocation).getByRole('group', { name: 'New text in this release' });
    expect(yours.textContent).toContain('I revoke all earlier wills (my wording).');
    expect(proposed.textContent).toContain('I, {{ testator.fullName }}, revoke all wills and codicils made by me before.');
    const executors = card(dialog, 'निष्पादक');
    expect(within(executors).getByText('Hindi')).toBeTruthy();
    // The text is marked as Hindi (the list's language code), so it is read and drawn as Hindi.
    expect(
      within(executors)
        .getByText(/को अपना निष्पादक/)
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('hi');
  });

  it('keeps the administrator’s text without asking, then reloads the offers and the library', async () => {
    const { decisions, calls } = serve([REVOCATION, EXECUTORS]);
    renderPage();
    const dialog = await openReview();
    await waitFor(() => expect(calls('admin/fetchTemplateClauses')).toHaveLength(1));
    fireEvent.click(within(card(dialog, 'Revocation')).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Saved successfully'));
    expect(decisions).toEqual([{ clauseId: 31, accept: false }]);
    expect(screen.queryByRole('dialog', { name: 'Revocation' })).toBeNull();
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Revocation' })).toBeNull());
    expect(card(dialog, 'निष्पादक')).toBeTruthy();
    expect(calls('admin/fetchTemplateClauses').length).toBeGreaterThan(1);
    expect(await screen.findByText('1 clause you edited has a new text in this release')).toBeTruthy();
  });

  it('asks before using the new text: Cancel changes nothing, confirming takes it and leaves nothing to review', async () => {
    const { decisions } = serve([REVOCATION]);
    renderPage();
    const dialog = await openReview();
    fireEvent.click(within(card(dialog, 'Revocation')).getByRole('button', { name: 'Use the new text' }));
    const question = await screen.findByRole('dialog', { name: 'Revocation' });
    expect(question.textContent).toContain('will be replaced by the new text');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revocation' })).toBeNull());
    expect(decisions).toEqual([]);

    fireEvent.click(within(card(dialog, 'Revocation')).getByRole('button', { name: 'Use the new text' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Revocation' })).getByRole('button', { name: 'Use the new text' }));
    await waitFor(() => expect(decisions).toEqual([{ clauseId: 31, accept: true }]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Saved successfully'));
    expect(await within(dialog).findByText('Nothing to review: no clause you edited has a new text waiting.')).toBeTruthy();
    expect(notice()).toBeNull();
  });

  it('shows the choice being saved on the button pressed', async () => {
    serve([REVOCATION]);
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.mocked(fetch);
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith('resolveClauseUpdate') ? new Promise((resolve) => (answer = resolve)) : served(input, init),
    );
    renderPage();
    const dialog = await openReview();
    const keep = within(card(dialog, 'Revocation')).getByRole('button', { name: 'Keep mine' });
    fireEvent.click(keep);
    await waitFor(() => expect(keep.getAttribute('data-loading')).toBe('true'));
    expect(within(card(dialog, 'Revocation')).getByRole('button', { name: 'Use the new text' }).hasAttribute('disabled')).toBe(true);
    answer(new Response(JSON.stringify({ status: 'success' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Saved successfully'));
  });

  it('says so when the offer was settled elsewhere (404), and drops it from the list', async () => {
    serve([REVOCATION], [31]);
    renderPage();
    const dialog = await openReview();
    fireEvent.click(within(card(dialog, 'Revocation')).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('info', 'This clause has no new text to review any more.'));
    expect(await within(dialog).findByText('Nothing to review: no clause you edited has a new text waiting.')).toBeTruthy();
  });
});
