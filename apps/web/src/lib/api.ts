import { DEFAULT_LANGUAGE, type Endpoint, type EndpointAnswer, type EndpointInput, pathOf, STORAGE_LANGUAGE_KEY } from '@vasiyat/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSessionStore } from '../stores/session.ts';

const API_BASE = '/api/wst/';

/** Every failed call, in one shape: HTTP status (0 when no answer arrived), the server's message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  /** The message the server wrote for a person, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Field path (as the server names it) to message. */
  readonly fieldErrors: Record<string, string>;
  /** The server's stable error code (the contract's ERRORS), when it sent one. */
  readonly code: string | undefined;
  /** The label of the message, for the person's language (lib/error-text.ts shows it). */
  readonly messageKey: string | undefined;
  /** Field path to the label key of its message, where the server named one. */
  readonly fieldErrorKeys: Record<string, string>;

  constructor(options: {
    status: number;
    serverMessage?: string;
    fieldErrors?: Record<string, string>;
    fieldErrorKeys?: Record<string, string>;
    code?: string;
    messageKey?: string;
    cause?: unknown;
  }) {
    super(options.serverMessage ?? (options.status === 0 ? 'No response from the server' : `HTTP ${options.status}`), {
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.fieldErrors = options.fieldErrors ?? {};
    this.fieldErrorKeys = options.fieldErrorKeys ?? {};
    this.code = options.code;
    this.messageKey = options.messageKey;
  }

  /** True when the request never got an answer (network failure, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type QueryValue = string | number | boolean | null | undefined;
export type RequestOptions = { signal?: AbortSignal };

/**
 * Calls one endpoint of the contract: the path, method, parameters and answer type all come from its row
 * of the endpoint table, so nothing here repeats a URL or casts an answer.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<EndpointAnswer<E>> {
  const response = await send(endpoint, input, options);
  return (await readJson(response)) as EndpointAnswer<E>;
}

/** Calls an endpoint whose answer is a file's bytes (a preview, a download). */
export async function callForBlob<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: RequestOptions = {}): Promise<Blob> {
  return (await send(endpoint, input, options)).blob();
}

/**
 * Calls an endpoint whose answer is a file to save, with the content-disposition header that names it (the
 * will screen reads the name; the parsing stays in that screen's own chunk, off the first load).
 */
export async function callForFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(endpoint, input, options);
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

/**
 * Puts a 400 answer's field errors on the matching form fields. A server path matches a field when it is
 * the field's name or ends with `.name` (`register.email` -> `email`). Returns whether any field got one.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  translate: (message: string, key: string | undefined) => string = (message) => message,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => path === name || path.endsWith(`.${name}`));
    if (!field) continue;
    setError(field, { type: 'server', message: translate(message, error.fieldErrorKeys[path]) }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

async function send<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: RequestOptions): Promise<Response> {
  const token = useSessionStore.getState().token;
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
  // The server writes its own texts (the code mail, menu messages) in the language the person chose.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localStorage.getItem(STORAGE_LANGUAGE_KEY) ?? DEFAULT_LANGUAGE,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(pathOf(endpoint.path, params), query), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, cause });
  }
  if (response.ok) return response;

  const payload = await readJson(response);
  if (response.status === 401 && token) {
    // spec part 1 §7 logs this; clearing the session lets the route guard send the user to /login.
    console.error('Unauthorized! Redirect to login.');
    useSessionStore.getState().logout();
  }
  throw toApiError(response.status, payload);
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  if (typeof payload !== 'object' || payload === null) return new ApiError({ status });
  const { message, errors, code, messageKey } = payload as { message?: unknown; errors?: unknown; code?: unknown; messageKey?: unknown };
  const fieldErrors: Record<string, string> = {};
  const fieldErrorKeys: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (typeof entry?.path !== 'string' || typeof entry?.message !== 'string' || entry.path in fieldErrors) continue;
      fieldErrors[entry.path] = entry.message;
      if (typeof entry.messageKey === 'string') fieldErrorKeys[entry.path] = entry.messageKey;
    }
  }
  return new ApiError({
    status,
    serverMessage: typeof message === 'string' && message ? message : undefined,
    fieldErrors,
    fieldErrorKeys,
    code: typeof code === 'string' ? code : undefined,
    messageKey: typeof messageKey === 'string' ? messageKey : undefined,
  });
}
