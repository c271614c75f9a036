// The boundaries of ARCHITECTURE.md, checked by `npm run lint:deps` (part of `npm test`): a break fails CI.
// TypeScript 7 has no compiler API for dependency-cruiser to parse with, so it reads the sources through swc
// (@swc/core) and resolves the imports itself (every import names its file with its extension).
/**
 * A feature's public entries: its service.ts (or a sub-area's, such as people/records/service.ts), and its render.ts,
 * the pure part a render worker thread may load without the database (templates/render.ts).
 */
const SERVER_FEATURE_ENTRIES = [
  '^apps/server/src/features/[^/]+/service[.]ts$',
  '^apps/server/src/features/[^/]+/[^/]+/service[.]ts$',
  '^apps/server/src/features/[^/]+/render[.]ts$',
];
/** Tests may reach into what they test, whatever feature it is in. */
const TESTS = '[.]test[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide which module owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-feature-internals',
      severity: 'error',
      comment:
        'A server feature reaches another only through its public entries, service.ts and render.ts (routes, repos and helpers stay its own).',
      from: { path: '^apps/server/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/server/src/features/([^/]+)/', pathNot: [...SERVER_FEATURE_ENTRIES, '^apps/server/src/features/$1/'] },
    },
    {
      name: 'web-feature-to-feature',
      severity: 'error',
      comment: 'Web features never import each other: shared pieces live in components/, lib/ or stores/; the app joins features.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-app-is-the-top',
      severity: 'error',
      comment: 'apps/web/src/app (router, providers, shell, guards) imports the rest; nothing outside it imports app/.',
      from: { pathNot: ['^apps/web/src/app/', '^apps/web/src/main[.]tsx$'] },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'packages-stay-below-apps',
      severity: 'error',
      comment: 'packages/contract and packages/documents never import an app.',
      from: { path: '^packages/' },
      to: { path: '^(?:apps|e2e|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
