import { DEFAULT_LANGUAGE, STORAGE_LANGUAGE_KEY } from '@vasiyat/contract';
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

  constructor(options: { status: number; serverMessage?: string; fieldErrors?: Record<string, string>; cause?: unknown }) {
    super(options.serverMessage ?? (options.status === 0 ? 'No response from the server' : `HTTP ${options.status}`), {
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.fieldErrors = options.fieldErrors ?? {};
  }

  /** True when the request never got an answer (network failure, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type QueryValue = string | number | boolean | null | undefined;
export type RequestOptions = { query?: Record<string, QueryValue>; signal?: AbortSignal };

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function apiDelete<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('DELETE', path, undefined, options);
}

/** The server's message when there is one, else the given fallback (spec part 1 §8: "server's message, else ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * Puts a 400 answer's field errors on the matching form fields. A server path matches a field when it is
 * the field's name or ends with `.name` (`register.email` -> `email`). Returns whether any field got one.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  translate: (message: string) => string = (message) => message,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => path === name || path.endsWith(`.${name}`));
    if (!field) continue;
    setError(field, { type: 'server', message: translate(message) }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, options: RequestOptions): Promise<T> {
  const token = useSessionStore.getState().token;
  // The server writes its own texts (the code mail, menu messages) in the language the person chose.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localStorage.getItem(STORAGE_LANGUAGE_KEY) ?? DEFAULT_LANGUAGE,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, cause });
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  if (response.status === 401 && token) {
    // spec part 1 §7 logs this; clearing the session lets the route guard send the user to /login.
    console.error('Unauthorized! Redirect to login.');
    useSessionStore.getState().logout();
  }
  throw toApiError(response.status, payload);
}

function buildUrl(path: string, query: RequestOptions['query']): string {
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
  const { message, errors } = payload as { message?: unknown; errors?: unknown };
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (typeof entry?.path === 'string' && typeof entry?.message === 'string' && !(entry.path in fieldErrors)) {
        fieldErrors[entry.path] = entry.message;
      }
    }
  }
  return new ApiError({ status, serverMessage: typeof message === 'string' && message ? message : undefined, fieldErrors });
}
