import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { letPostgresUserIn } from './embedded.ts';

// Run by root (as in a container), the database runs as 'postgres' and must pass through every folder above its data.
describe.runIf(process.getuid?.() === 0)('the embedded database run by root', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('opens the data folder’s own parent for passing through only', () => {
    const top = mkdtempSync(join(tmpdir(), 'vasiyat-root-'));
    made.push(top);
    letPostgresUserIn(join(top, 'pg'));
    expect(statSync(top).mode & 0o777).toBe(0o711);
  });

  it('stops with what to do when a folder above cannot be entered, instead of a bare EACCES', () => {
    const locked = mkdtempSync(join(tmpdir(), 'vasiyat-root-'));
    made.push(locked);
    expect(statSync(locked).mode & 0o777).toBe(0o700);
    const dataDir = join(locked, 'data');
    mkdirSync(dataDir);
    expect(() => letPostgresUserIn(join(dataDir, 'pg'))).toThrow(
      new RegExp(`cannot enter ${locked} \\(mode 700\\)\\. Set DATA_DIR to a folder outside it`),
    );
    expect(statSync(locked).mode & 0o777).toBe(0o700);
  });
});
