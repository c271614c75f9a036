import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The CSP source of each inline script of the app's page (the build puts its boot script there, so the labels
 * request and the face start as the page is parsed: issue 25): a SHA-256 of the exact text, so that script and
 * no other may run inline.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(sources)];
}

/**
 * Helmet's headers on every answer: the content security policy, nosniff, frame-ancestors and the rest. The
 * middleware is built once; the Fastify plugin built it again on every request (parsing the policy each time),
 * about 8 % of a small call's CPU.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { hsts: boolean; inlineScripts?: readonly string[] }) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        // Mantine sets style attributes at run time; no script may run inline but the page's own, by hash.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
