// Rendered wills by content (issue 25): the key is a hash of everything the bytes depend on (the render job: the
// testator's facts, the template's headings and clause texts, the language's labels, the format, the date the file
// carries) and of the libraries that write them; the value is the bytes. Bounded by the bytes it holds, least
// recently used out first. A change of any fact changes the job, so its key: nothing is ever invalidated by hand.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RenderJob } from './compose.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A package's version, or 'unknown' where its package.json cannot be read. */
function versionOf(name: string): string {
  try {
    // Some packages do not export their package.json: it is found beside the folder their entry lies in.
    const entry = fileURLToPath(import.meta.resolve(name));
    const folder = entry.slice(0, entry.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}`.length);
    return (JSON.parse(readFileSync(`${folder}/package.json`, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * The writers' versions: a new Typst, docx or Liquid writes other bytes for the same will. Our own code is the
 * process's: the cache is in memory, so a new build of the server starts with an empty one.
 */
export const RENDER_VERSION = ['@myriaddreamin/typst-ts-node-compiler', 'docx', 'liquidjs']
  .map((name) => `${name}@${versionOf(name)}`)
  .join(' ');

/** The labels of a language are one object for as long as the i18n service keeps them: hashed once per object. */
const labelHashes = new WeakMap<object, string>();

/** The job's key: its every field (Maps as their entries, the labels by their hash) with the writers' versions. */
export function renderKey(job: RenderJob): string {
  let labels = labelHashes.get(job.labels);
  if (!labels) {
    labels = sha256(JSON.stringify(job.labels));
    labelHashes.set(job.labels, labels);
  }
  return sha256(JSON.stringify({ version: RENDER_VERSION, ...job, labels }, (_, value) => (value instanceof Map ? [...value] : value)));
}

export type RenderCache<T> = {
  get(key: string): T | undefined;
  /** Keeps a value of `size` bytes, dropping the least recently used until the total fits; one larger than the bound is not kept. */
  set(key: string, value: T, size: number): void;
  stats(): { entries: number; bytes: number; maxBytes: number };
};

export function createRenderCache<T>(maxBytes: number): RenderCache<T> {
  // A Map keeps insertion order: the first entry is the least recently used (a hit moves its entry to the end).
  const entries = new Map<string, { value: T; size: number }>();
  let bytes = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, size) {
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        bytes -= old.size;
      }
      if (size > maxBytes) return;
      entries.set(key, { value, size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.size;
      }
    },
    stats: () => ({ entries: entries.size, bytes, maxBytes }),
  };
}
