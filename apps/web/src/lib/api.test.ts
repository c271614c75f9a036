import { shellEndpoints, willEndpoints } from '@vasiyat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session.ts';
import { ApiError, applyFieldErrors, call, callForFile } from './api.ts';
import { errorMessage } from './error-text.ts';
import { i18n, i18nInitialised } from './i18n.ts';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body?: unknown) {
  return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

/** The headers of the n-th fetch call. */
function headersOf(call: number): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

function liveToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ firstName: 'A', roleId: 21, userId: 1, exp: Date.now() / 1000 + 600 })}.sig`;
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
});

describe('call', () => {
  it('calls /api/wst/ with the query, JSON body and the bearer token when one is stored', async () => {
    const token = liveToken();
    useSessionStore.getState().login(token);
    fetchMock.mockImplementation(() => reply(200, { ok: true }));

    await expect(call(shellEndpoints.menus, { query: { roleId: 21, code: 'en' } })).resolves.toEqual({ ok: true });
    await call(shellEndpoints.login, { body: { username: 'a@b.co', password: 'x' } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wst/testator/findAllMenuByRoleId?roleId=21&code=en');
    expect(headersOf(0).Authorization).toBe(`Bearer ${token}`);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/wst/auth/login');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"username":"a@b.co","password":"x"}');
    expect(headersOf(1)['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockImplementation(() => reply(200, []));
    await call(shellEndpoints.languages, {});
    expect(headersOf(0).Authorization).toBeUndefined();
  });

  it('turns the error shape into an ApiError with the code, message and field errors', async () => {
    fetchMock.mockImplementation(() =>
      reply(400, {
        status: 'error',
        code: 'validation',
        messageKey: 'contactInvalidEmail',
        message: 'Check the form',
        errors: [{ path: 'register.email', code: 'invalid_email', messageKey: 'contactInvalidEmail', message: 'Invalid email format.' }],
      }),
    );
    const error = await call(shellEndpoints.verifyOtp, { body: { otpNumber: '1', register: { email: 'a@b.co' } } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      messageKey: 'contactInvalidEmail',
      serverMessage: 'Check the form',
      fieldErrors: { 'register.email': 'Invalid email format.' },
      fieldErrorKeys: { 'register.email': 'contactInvalidEmail' },
    });
  });

  it('reports a network failure as status 0 with no server message', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await call(shellEndpoints.languages, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, isNetworkError: true, serverMessage: undefined });
    expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('logs and ends the session on a 401 to an authenticated call', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.getState().login(liveToken());
    fetchMock.mockImplementation(() => reply(401, { status: 'error', message: 'Session expired' }));

    await expect(call(shellEndpoints.menus, { query: { roleId: 21 } })).rejects.toMatchObject({ status: 401 });
    expect(consoleError).toHaveBeenCalledWith('Unauthorized! Redirect to login.');
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('does not treat a failed login (401 without a token) as a lost session', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => reply(401, { status: 'error', message: 'Invalid credentials. Please try again.' }));
    const error = await call(shellEndpoints.login, { body: { username: 'a@b.co', password: 'x' } }).catch((caught: unknown) => caught);
    expect(errorMessage(error, 'fallback')).toBe('Invalid credentials. Please try again.');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('callForFile', () => {
  it('answers the bytes and the content-disposition that names them', async () => {
    const disposition = `attachment; filename="will.docx"; filename*=UTF-8''will.docx`;
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'content-disposition': disposition } })),
    );
    const { blob, disposition: header } = await callForFile(willEndpoints.downloadWillVersion, { query: { versionId: 7 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wst/testator/downloadWillVersion?versionId=7');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
    expect(header).toBe(disposition);
  });

  it('answers no header when the server names no file, and fails like any call', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('%PDF-1.7', { status: 200 })));
    expect((await callForFile(willEndpoints.downloadWillVersion, { query: { versionId: 7 } })).disposition).toBeNull();
    fetchMock.mockImplementationOnce(() => reply(404, { status: 'error', message: 'Version not found' }));
    await expect(callForFile(willEndpoints.downloadWillVersion, { query: { versionId: 8 } })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Version not found',
    });
  });
});

describe('errorMessage', () => {
  it('shows the spec’s English text in English and the label of its key in another language', async () => {
    await i18nInitialised;
    i18n.addResourceBundle('hi', 'translation', { documentInvalidPdf: 'अमान्य PDF फ़ाइल।' }, true, true);
    const error = new ApiError({
      status: 400,
      code: 'invalid_pdf',
      messageKey: 'documentInvalidPdf',
      serverMessage: 'Invalid PDF file format.',
    });
    await i18n.changeLanguage('en');
    expect(errorMessage(error, 'fallback')).toBe('Invalid PDF file format.');
    await i18n.changeLanguage('hi');
    expect(errorMessage(error, 'fallback')).toBe('अमान्य PDF फ़ाइल।');
    await i18n.changeLanguage('en');
  });
});

describe('applyFieldErrors', () => {
  it('puts server field errors on the fields they name, by full or last path segment', () => {
    const setError = vi.fn();
    const error = new ApiError({ status: 400, fieldErrors: { 'register.email': 'Invalid email format.', contactNo: 'Bad', other: 'x' } });
    expect(applyFieldErrors(error, setError, ['email', 'contactNo'], (message) => `t:${message}`)).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 't:Invalid email format.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('contactNo', { type: 'server', message: 't:Bad' }, { shouldFocus: false });
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it('does nothing for errors that are not ApiErrors', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new Error('x'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
