// Imported first by main.tsx, before any schema is built: zod otherwise probes `new Function('')` once to see
// whether it may compile fast parsers, and under our CSP (script-src 'self') that probe is reported as a
// violation on every page (issue 25: Lighthouse's best-practices 'Issues logged in the Chrome DevTools'). The
// browser parses small forms; the interpreted parser is fast enough for them.
import { config } from 'zod';

config({ jitless: true });
