import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERRORS, endpoints, peopleListEndpoints, type TErrorCode, type TFieldError } from '@vasiyat/contract';
import Fastify, { type FastifyError, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountHandlers } from './features/account/routes.ts';
import { assetHandlers } from './features/assets/routes.ts';
import { assignmentHandlers } from './features/assignments/routes.ts';
import { authHandlers } from './features/auth/routes.ts';
import { fileHandlers } from './features/files/routes.ts';
import { createFileStore } from './features/files/service.ts';
import { registerGoogleRoutes } from './features/google/routes.ts';
import { createGoogleService } from './features/google/service.ts';
import { healthHandlers } from './features/health/routes.ts';
import { createMasters } from './features/masters/service.ts';
import { menuHandlers } from './features/menus/routes.ts';
import { createMenuService } from './features/menus/service.ts';
import { recordHandlers } from './features/people/records/routes.ts';
import { peopleHandlers, peopleListHandlers } from './features/people/routes.ts';
import { reviewHandlers } from './features/review/routes.ts';
import { adminHandlers } from './features/templates/routes.ts';
import { utilsHandlers } from './features/utils/routes.ts';
import { deedTextHandlers } from './features/will/deed-texts-routes.ts';
import { startReminderSweeps, sweepReminders } from './features/will/reminders.ts';
import { createRenderPool } from './features/will/render-pool.ts';
import { willHandlers } from './features/will/routes.ts';
import { templatePreview } from './features/will/service.ts';
import { type AuditEntry, audit } from './platform/audit.ts';
import { createAuthState, installAuth } from './platform/auth.ts';
import { registerEndpoints } from './platform/endpoints.ts';
import { AppError, loggableError, pgCodeOf } from './platform/errors.ts';
import { fieldErrorOf } from './platform/field-errors.ts';
import { createI18n } from './platform/i18n/service.ts';
import type { Mailer } from './platform/mail.ts';
import { installMetrics, noMetrics } from './platform/metrics.ts';
import { createNotices } from './platform/notices.ts';
import { createObjectStore } from './platform/object-store.ts';
import { registerProbes } from './platform/probes.ts';
import { createPgRateLimitStore } from './platform/rate-limit-store.ts';
import { createSealedFiles, startObjectUpkeep } from './platform/sealed-files.ts';
import { inlineScriptSources, installSecurityHeaders } from './platform/security-headers.ts';
import { serializerCompiler } from './platform/serializer.ts';

export type AppDeps = { config: Config; database: Database; mailer: Mailer; logger?: FastifyServerOptions['logger'] };

export const API_PREFIX = '/api/wst';

/** Fields that never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: REDACT },
    // Every request has an id, in each of its log lines (reqId) and in its answer's X-Request-Id; a proxy's id
    // is taken only from a proxy we trust, as is the client's address (X-Forwarded-For) the rate limits count.
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Query strings like ?ids=2,3 stay strings; no prototype pollution through JSON bodies.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // An address the router cannot take (a path parameter over its length limit, bad percent-encoding) is a
    // refused request in our error shape, not Fastify's.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply).code(400).send({
        status: 'error',
        code: 'validation',
        messageKey: ERRORS.validation.messageKey,
        message: 'This address is not valid.',
      }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (code: TErrorCode, options: { message?: string; messageKey?: string; errors?: TFieldError[] } = {}) =>
      reply.code(ERRORS[code].status).send({
        status: 'error',
        code,
        messageKey: options.messageKey ?? ERRORS[code].messageKey,
        message: options.message ?? ERRORS[code].message,
        ...(options.errors ? { errors: options.errors } : {}),
      });
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // Data we stored and cannot open is our fault, and someone must look: logged with the route, never the bytes.
      if (error.httpStatus >= 500) request.log.error({ err: { type: error.name, code: error.code } }, 'request failed');
      return send(error.code, { message: error.message, messageKey: error.messageKey, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map(fieldErrorOf);
      const first = errors[0];
      return send('validation', { message: first?.message, messageKey: first?.messageKey, errors });
    }
    // A unique index caught what the service checks missed (two saves racing): a conflict, not a crash.
    if (pgCodeOf(error) === '23505') return send('conflict');
    const status = error.statusCode ?? 500;
    if (status === 429) return send('rate_limited');
    if (status === 413) return send('too_large');
    if (status >= 400 && status < 500) {
      const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      return reply.code(status).send({
        status: 'error',
        code: invalidJson ? 'invalid_json' : 'validation',
        messageKey: invalidJson ? ERRORS.invalid_json.messageKey : ERRORS.validation.messageKey,
        message: invalidJson ? ERRORS.invalid_json.message : error.message,
      });
    }
    // Never the error itself: a database error's message and detail carry the values of the query.
    request.log.error({ err: loggableError(error) }, 'request failed');
    return send('internal');
  });

  // JSON answers over 1 KB (labels, lists) travel compressed to browsers that accept it: on a 1.6 Mbps
  // line the labels alone shrink from 34 KB to about 8. Brotli at a low quality costs little per answer;
  // files built in advance are sent as the build compressed them (the static block below).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const staticDir = config.staticDir;
  const page = staticDir ? join(staticDir, 'index.html') : undefined;
  const spa = page !== undefined && existsSync(page);
  installSecurityHeaders(app, {
    hsts: config.publicUrl.startsWith('https:'),
    // The page's own inline script (the build's boot script) may run, by its hash; no other.
    inlineScripts: spa ? inlineScriptSources(readFileSync(page, 'utf8')) : [],
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  await app.register(rateLimit, { global: false, store: createPgRateLimitStore(database.pool) });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vasiyat API',
        version: '1.0.0',
        description: 'The calls of the Vasiyat will-drafting web app (paths and names as the client spec).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // API_DOCS=off: the document is still built (the routes' schemas feed it) but not served.
  if (config.apiDocs !== false) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const authState = createAuthState(database.db);
  const routes = installAuth(app, { db: database.db, secret: config.jwtSecret, state: authState });

  const i18n = createI18n(database.db);
  // Mails about an account (a new sign-in, the will downloaded) go out in the background; a shutdown lets them finish.
  const notices = createNotices({ db: database.db, mailer: deps.mailer, i18n, publicUrl: config.publicUrl, log: app.log });
  app.addHook('onClose', () => notices.settled(5_000));
  const auth = {
    db: database.db,
    pool: database.pool,
    jwtSecret: config.jwtSecret,
    dataKey: config.dataKeys.current,
    mailer: deps.mailer,
    i18n,
    authState,
    notices,
  };
  const menus = createMenuService({ db: database.db, i18n });
  const masters = createMasters({ db: database.db, i18n });
  // Sealed files (uploads, kept wills) in the database, or in the bucket FILES_URL names.
  const objects = config.files ? createObjectStore(config.files) : undefined;
  const sealed = createSealedFiles({ pool: database.pool, dataKeys: config.dataKeys, objects });
  const stopUpkeep = startObjectUpkeep(sealed, app.log);
  app.addHook('onClose', () => {
    stopUpkeep();
    objects?.close();
  });
  const files = createFileStore({ db: database.db, sealed });
  // The people and record functions take what they work with as their first argument.
  const people = { db: database.db, masters, files };
  const records = { ...people, dataKeys: config.dataKeys };
  const assets = records;
  const metrics = config.metrics ? installMetrics(app, { pool: database.pool, token: config.metrics.token }) : noMetrics;
  registerProbes(app, database.pool, objects);
  // Every render (the testator's will, the clause editor's preview) is composed and written on the render workers.
  const renderer = createRenderPool({ ...config.render, metrics });
  app.addHook('onClose', () => renderer.close());
  const admin = { db: database.db, i18n, preview: templatePreview({ i18n, renderer }) };
  // Issue 27: the will reminders, swept in every process (the work is shared under row locks); tests sweep by hand.
  const reminderDeps = { ...assets, i18n, renderer, notices, sealed, log: app.log };
  const sweeps = config.reminderSweepMinutes ? startReminderSweeps(reminderDeps, config.reminderSweepMinutes) : () => {};
  app.addHook('onClose', () => sweeps());
  const reminders = { sweep: (options?: Parameters<typeof sweepReminders>[1]) => sweepReminders(reminderDeps, options) };
  const google = config.google
    ? createGoogleService({ db: database.db, google: config.google, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret, notices })
    : undefined;

  await app.register(
    async (api) => {
      const endpointOptions = {
        rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 },
        renderLimit: { max: config.renderRateLimitPerMinute ?? 20, timeWindow: 60_000 },
        audit: (entry: AuditEntry) => audit(database.db, entry),
      };
      registerEndpoints(
        api,
        endpoints,
        {
          ...healthHandlers(database.pool),
          ...utilsHandlers(i18n),
          ...authHandlers({ auth, i18n, googleEnabled: Boolean(google), secureCookies: config.publicUrl.startsWith('https:') }),
          ...menuHandlers(menus),
          ...peopleHandlers(people),
          ...recordHandlers(records),
          ...assetHandlers(assets),
          ...assignmentHandlers(assets),
          ...adminHandlers(admin),
          ...willHandlers({ ...assets, i18n, renderer, notices, sealed }),
          ...deedTextHandlers(assets),
          ...fileHandlers(files),
          ...accountHandlers({ db: database.db, pool: database.pool, dataKeys: config.dataKeys, sealed, i18n, authState }),
          ...reviewHandlers({ ...assets, i18n, renderer, sealed, mailer: deps.mailer, publicUrl: config.publicUrl }),
        },
        endpointOptions,
      );
      registerEndpoints(api, peopleListEndpoints, peopleListHandlers(people, peopleListEndpoints), endpointOptions);
    },
    { prefix: API_PREFIX },
  );
  registerGoogleRoutes(app, { google, secureCookies: config.publicUrl.startsWith('https:') });

  if (spa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; a browser that accepts them gets them as they are.
      preCompressed: true,
      // Vite names built assets by content hash, so they never change under one name; index.html does.
      setHeaders: (res, path: string) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (robots.txt, a source map) is a 404, never the app's page: crawlers and DevTools read
    // that HTML as the file and call it invalid (issue 23). Only the app's own paths get index.html.
    if (!spa || request.method !== 'GET' || request.url.startsWith('/api/') || FILE_PATH.test(request.url)) {
      return reply.code(404).send({ status: 'error', code: 'not_found', messageKey: ERRORS.not_found.messageKey, message: 'Not found.' });
    }
    // Any other path belongs to the single-page app, which shows its own not-found page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return { app, routes, services: { auth, menus, i18n, authState, people, records, assets, sealed, renderer, reminders } };
}
export type Built = Awaited<ReturnType<typeof buildApp>>;

/** A path naming a file by its extension (the app's own routes never end in one), before any query. */
const FILE_PATH = /^[^?#]*\.(?:js|mjs|css|map|txt|xml|json|html?|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|webmanifest)(?:[?#].*)?$/i;
export type App = Built['app'];
