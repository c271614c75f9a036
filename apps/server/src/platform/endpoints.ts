import type { Endpoint, EndpointAnswer, EndpointParsed } from '@vasiyat/contract';
import { auditEventOf, ZErrorResponse } from '@vasiyat/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AuditEntry } from './audit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a handler adds to its call's audit entry (a download's format); never secrets or identity numbers. */
    auditDetails?: Record<string, string | number>;
  }
}

/** A request of an endpoint, its params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & EndpointParsed<E>;
type Answer<E extends Endpoint> = EndpointAnswer<E> | FastifyReply;
/** Does the HTTP work of one endpoint: call one service function with the caller and the input. */
export type Handler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>> | Answer<E>;
/** One handler for every endpoint of a table: a missing one does not compile. */
export type Handlers<T extends Readonly<Record<string, Endpoint>>> = { [K in keyof T]: Handler<T[K]> };

/** Every error answers in one shape (DESIGN §6); the statuses an endpoint may answer with. */
const ERROR_ANSWERS = Object.fromEntries([400, 401, 403, 404, 409, 413, 422, 429, 500].map((status) => [status, ZErrorResponse]));

/**
 * The rate limit of a route: the per-IP one of the sign-in calls, or the per-user one of the calls that render a
 * will or a clause (issue 24: a preview costs the server seconds, so one account may not queue them without end).
 * The per-user count runs after the auth hook has named the caller.
 */
function limitOf(
  definition: Endpoint,
  options: { rateLimit: { max: number; timeWindow: number }; renderLimit?: { max: number; timeWindow: number } },
) {
  if (definition.rateLimited) return { rateLimit: options.rateLimit };
  if (definition.renderLimited && options.renderLimit)
    return {
      rateLimit: {
        ...options.renderLimit,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `user:${request.caller?.userId ?? request.ip}`,
      },
    };
  return {};
}

/**
 * Registers the routes of an endpoint table, each with its method, path, auth rule, schemas and body
 * limit from the contract. The auth hook refuses to register a route without an auth rule, so the table
 * is the only way in.
 */
export function registerEndpoints<T extends Readonly<Record<string, Endpoint>>>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
  options: {
    rateLimit: { max: number; timeWindow: number };
    /** The per-user limit of the calls that render (`renderLimited`). */
    renderLimit?: { max: number; timeWindow: number };
    audit: (entry: AuditEntry) => Promise<void>;
  },
) {
  for (const [name, definition] of Object.entries(table)) {
    const handler = handlers[name as keyof T];
    if (!handler) throw new Error(`Endpoint ${name} has no handler`);
    const event = auditEventOf(definition);
    app.route({
      method: definition.method,
      url: `/${definition.path}`,
      config: { auth: definition.auth, ...limitOf(definition, options) },
      ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
      schema: {
        tags: [definition.tag],
        summary: definition.summary,
        operationId: name,
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(definition.body ? { body: definition.body } : {}),
        ...(definition.response ? { response: { 200: definition.response, ...definition.otherResponses, ...ERROR_ANSWERS } } : {}),
      },
      // The schemas above parsed the request into the shape the handler's type promises.
      handler: handler as unknown as RouteHandlerMethod,
      // Every write and every read that matters, by whom, from where, once it has succeeded (DESIGN §9). The entry
      // is written before the answer goes out: a call that cannot be recorded fails rather than leaves no trace.
      ...(event
        ? {
            onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
              if (reply.statusCode < 400 && request.caller) {
                await options.audit({
                  event,
                  userId: request.caller.userId,
                  ip: request.ip,
                  details: { call: name, ...request.auditDetails },
                });
              }
              return payload;
            },
          }
        : {}),
    });
  }
}

/** The language of master names and messages: ?code= when given, else the Accept-Language the client sends. */
export function languageOf(request: { query: unknown; headers: FastifyRequest['headers'] }): string | undefined {
  const code = (request.query as { code?: string } | undefined)?.code;
  return code || request.headers['accept-language'];
}
