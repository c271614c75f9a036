// Imported first by main.tsx, before any schema is built: zod otherwise probes `new Function('')` once to see
// whether it may compile fast parsers, and under our CSP (script-src 'self') that probe is reported as a
// violation on every page (issue 25: Lighthouse's best-practices 'Issues logged in the Chrome DevTools'). The
// browser parses small forms; the interpreted parser is fast enough for them.
// zod's config() would be the same, but importing zod here put all of it into the first load (issue 25 item 4):
// zod keeps its settings on globalThis.__zod_globalConfig and takes an object already there as its own, so the
// setting is left there for it, and zod loads only with the first screen that parses.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
