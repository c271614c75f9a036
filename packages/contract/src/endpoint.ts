import type { z } from 'zod';
import type { TAuditEvent } from './audit.ts';

/** Who may call an endpoint: anyone, any signed-in user, or only some roles (spec part 1 §6). */
export type AuthRule = 'public' | 'user' | { readonly roles: readonly number[] };
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One call of the API, described once (DESIGN §6): the server registers and validates from it, the web
 * calls through it, the tests and /api/docs read it.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  /** Under /api/wst/, as the spec spells it; `:name` marks a path parameter. */
  readonly path: string;
  readonly auth: AuthRule;
  readonly tag: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The 200 answer; absent when the answer is a file's bytes. */
  readonly response?: z.ZodType;
  /** Other successful answers with their own shape (for example 503 of the health check). */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** Bytes a request body may have, when more than the server's default of 1 MB. */
  readonly bodyLimit?: number;
  /** Counted by the per-IP limit of the sign-in calls. */
  readonly rateLimited?: boolean;
  /** Counted by the per-user limit of the calls that render a will or a clause (a preview, a download). */
  readonly renderLimited?: boolean;
  /**
   * What the audit log records when a signed-in caller is answered with success: by default `write` for POST and
   * DELETE and nothing for GET; an event for a read that matters (a will, an identity document), `write` for a GET
   * that changes data, false for a POST that changes nothing or whose service writes its own event.
   */
  readonly audit?: TAuditEvent | false;
};

/** The audit event of a successful call by a signed-in user, or undefined when it leaves none. */
export function auditEventOf(definition: Pick<Endpoint, 'method' | 'audit'>): TAuditEvent | undefined {
  if (definition.audit === false) return undefined;
  return definition.audit ?? (definition.method === 'GET' ? undefined : 'write');
}

/** Keeps the literal types of an endpoint (so calls and handlers are typed from it). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Schema<E, K extends 'params' | 'query' | 'body' | 'response'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a client sends: the schemas' input types. */
export type EndpointInput<E extends Endpoint> = (Schema<E, 'params'> extends z.ZodType
  ? { params: z.input<Schema<E, 'params'>> }
  : { params?: undefined }) &
  (Schema<E, 'query'> extends z.ZodType ? { query: z.input<Schema<E, 'query'>> } : { query?: undefined }) &
  (Schema<E, 'body'> extends z.ZodType ? { body: z.input<Schema<E, 'body'>> } : { body?: undefined });

/** What the server's handler receives once the schemas have parsed the request. */
export type EndpointParsed<E extends Endpoint> = {
  params: Schema<E, 'params'> extends z.ZodType ? z.output<Schema<E, 'params'>> : Record<string, never>;
  query: Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : Record<string, never>;
  body: Schema<E, 'body'> extends z.ZodType ? z.output<Schema<E, 'body'>> : undefined;
};

/** The 200 answer's type (a Blob-like byte answer has none). */
export type EndpointAnswer<E extends Endpoint> = Schema<E, 'response'> extends z.ZodType ? z.output<Schema<E, 'response'>> : never;

/** `testator/getTemplateDataById/:templateId` with its parameters filled in (each encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
