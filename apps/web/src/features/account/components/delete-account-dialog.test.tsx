import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TAccountDeletionResponse } from '@vasiyat/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { respond, tokenFor } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const LABELS = {
  accountDeleteTitle: 'Delete my account',
  accountDeletePasswordLabel: 'Your password',
  accountDeleteEmailLabel: 'Your email address',
  accountDeleteEnterPassword: 'Enter your password to confirm.',
  accountDeleteEnterEmail: 'Type your email address to confirm.',
  accountDeleteConfirm: 'Delete my account for good',
  accountDeleteLastAdministrator: 'You are the only administrator.',
  accountDeletePaperTitle: 'A will you have signed on paper stays valid',
  commonCancel: 'Cancel',
  commonClose: 'Close',
};

function renderDialog(onClose = () => {}) {
  renderWithProviders(<DeleteAccountDialog opened onClose={onClose} />);
}

describe('DeleteAccountDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** The answers of the fake server: how to confirm, and what the delete call answers (by default: never). */
  let deletion: TAccountDeletionResponse;
  let deleteAnswer: () => Promise<Response>;
  const deleteCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/wst/account/delete');

  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', LABELS);
  });
  beforeEach(() => {
    deletion = { confirmWith: 'password', lastAdministrator: false };
    deleteAnswer = () => new Promise<Response>(() => {});
    fetchMock.mockImplementation((url) =>
      String(url) === '/api/wst/account/deletion'
        ? respond(deletion)
        : String(url) === '/api/wst/account/delete'
          ? deleteAnswer()
          : respond({}, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().login(tokenFor({ firstName: 'Asha', roleId: 21, userId: 7, exp: Date.now() / 1000 + 3600 }));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    useSessionStore.getState().logout();
  });

  it('says what is lost and that a signed paper will stays valid, and asks for the password before anything is sent', async () => {
    renderDialog();
    const password = await screen.findByLabelText(LABELS.accountDeletePasswordLabel);
    expect(screen.getByRole('dialog', { name: LABELS.accountDeleteTitle })).toBeTruthy();
    expect(screen.getByText(LABELS.accountDeletePaperTitle)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LABELS.accountDeleteConfirm }));
    expect(await screen.findByText(LABELS.accountDeleteEnterPassword)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    // Spaces alone are no password either.
    fireEvent.change(password, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: LABELS.accountDeleteConfirm }));
    await waitFor(() => expect(screen.getByText(LABELS.accountDeleteEnterPassword)).toBeTruthy());
    expect(deleteCalls()).toHaveLength(0);
  });

  it('sends the password once and shows the deletion under way: the buttons wait, the dialog stays', async () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.change(await screen.findByLabelText(LABELS.accountDeletePasswordLabel), { target: { value: 'my passphrase 1' } });
    fireEvent.click(screen.getByRole('button', { name: LABELS.accountDeleteConfirm }));
    await waitFor(() => expect(deleteCalls()).toHaveLength(1));
    expect(JSON.parse(String(deleteCalls()[0]![1]!.body))).toEqual({ password: 'my passphrase 1' });
    const confirm = screen.getByRole('button', { name: LABELS.accountDeleteConfirm });
    await waitFor(() => expect(confirm.getAttribute('data-loading')).toBe('true'));
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: LABELS.commonCancel }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText(LABELS.accountDeletePasswordLabel) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(confirm);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(deleteCalls()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a refused password under the field, focused, and keeps the session', async () => {
    deleteAnswer = () =>
      respond(
        {
          status: 'error',
          code: 'validation',
          messageKey: 'accountDeleteWrongPassword',
          message: 'The password is wrong. Nothing was deleted.',
        },
        400,
      );
    renderDialog();
    const password = await screen.findByLabelText(LABELS.accountDeletePasswordLabel);
    fireEvent.change(password, { target: { value: 'not it at all' } });
    fireEvent.click(screen.getByRole('button', { name: LABELS.accountDeleteConfirm }));
    expect(await screen.findByText('The password is wrong. Nothing was deleted.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(useSessionStore.getState().token).not.toBeNull();
  });

  it('ends the session and goes home once the account is deleted', async () => {
    deleteAnswer = () => respond({ status: 'success', message: 'Your account and all your data have been deleted.' });
    renderDialog();
    fireEvent.change(await screen.findByLabelText(LABELS.accountDeletePasswordLabel), { target: { value: 'my passphrase 1' } });
    fireEvent.click(screen.getByRole('button', { name: LABELS.accountDeleteConfirm }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(useSessionStore.getState().redirectAfterLogout).toBe('/');
  });

  it('asks a Google-only account for its email instead', async () => {
    deletion = { confirmWith: 'email', lastAdministrator: false };
    renderDialog();
    const email = await screen.findByLabelText(LABELS.accountDeleteEmailLabel);
    expect(screen.queryByLabelText(LABELS.accountDeletePasswordLabel)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: LABELS.accountDeleteConfirm }));
    expect(await screen.findByText(LABELS.accountDeleteEnterEmail)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: LABELS.accountDeleteConfirm }));
    await waitFor(() => expect(deleteCalls()).toHaveLength(1));
    expect(JSON.parse(String(deleteCalls()[0]![1]!.body))).toEqual({ confirmEmail: 'asha@example.in' });
  });

  it('tells the only administrator why not, with no form to send', async () => {
    deletion = { confirmWith: 'password', lastAdministrator: true };
    renderDialog();
    expect(await screen.findByText(LABELS.accountDeleteLastAdministrator)).toBeTruthy();
    expect(screen.queryByLabelText(LABELS.accountDeletePasswordLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: LABELS.accountDeleteConfirm })).toBeNull();
  });
});
