// Build code of vite.config.ts (issue 25 item 4), in a module of its own so a test can run it.
import type { Plugin } from 'vite';

/** The endpoint table of the shell's calls (the contract's), the only one the guest pages call through. */
const SHELL_ENDPOINTS = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/]shell\.ts$/;
/** A row's schemas, one line each as the table writes them: what the server parses with, never the browser. */
const SCHEMA_LINE = /^\s+(params|query|body|response|otherResponses): [^\n]*,$/gm;
/** The table's imports of the schema modules. */
const SCHEMA_IMPORT = /^import \{[^}]*\} from '\.\.\/schemas\/[\w-]+\.ts';$/gm;

/**
 * The browser calls an endpoint by its method and path alone (lib/api.ts); its schemas give the web its types,
 * which the compiler reads from the source. So the build leaves the shell table's schemas out of the browser's
 * copy: the schema modules and zod (over 40 KB on the wire) then no longer ride on every first visit for the
 * labels, sign-in and registration calls (issue 25 item 4). The build fails if a schema is left in the table.
 */
export function endpointAddresses(): Plugin {
  return {
    name: 'vasiyat-endpoint-addresses',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return SHELL_ENDPOINTS.test(id) ? { code: browserCopyOfShellTable(code), map: null } : undefined;
    },
  };
}

/** The shell table's source without its schemas; throws when one is left (a schema written over several lines). */
export function browserCopyOfShellTable(code: string): string {
  // The schemas' imports go too (each replaced by as many blank lines, so the source map's lines still hold).
  const stripped = code.replace(SCHEMA_LINE, '').replace(SCHEMA_IMPORT, (line) => line.replace(/[^\n]/g, ''));
  const left = /\b(Z[A-Z]\w*|z\.\w+)\b/.exec(stripped);
  if (left) throw new Error(`vasiyat-endpoint-addresses: a schema is left in the shell table (${left[0]}); write it on one line`);
  return stripped;
}
