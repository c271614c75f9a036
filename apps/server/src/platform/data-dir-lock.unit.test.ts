import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.ts';

describe('one server per DATA_DIR', () => {
  it('refuses a second holder while the first process lives, with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(
        new RegExp(`Another Vasiyat server \\(pid ${other.pid}\\) is already using the data directory`),
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs (kill -9), and releases it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-lock-'));
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'server.lock'), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
