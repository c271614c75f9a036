import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('generates secrets once, keeps them private and reuses them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
    expect(first.dataKeys.current.length).toBe(32);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).toContain('pgPassword');
    expect(first).toMatchObject({ port: 8080, host: '127.0.0.1', publicUrl: 'http://localhost:8080', google: undefined });
  });

  it('explains a bad setting instead of starting', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-config-'));
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, DATA_KEY: 'short' })).toThrow(/DATA_KEY must be 64 hexadecimal characters/);
  });

  it('keeps earlier data keys for reading only, and refuses one that is not a key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-config-'));
    const [current, old1, old2] = ['a', 'b', 'c'].map((digit) => digit.repeat(64));
    const config = loadConfig({ DATA_DIR: dir, DATA_KEY: current, DATA_KEY_PREVIOUS: ` ${old1}, ${old2} ` });
    expect(config.dataKeys.current.toString('hex')).toBe(current);
    expect(config.dataKeys.previous.map((key) => key.toString('hex'))).toEqual([old1, old2]);
    expect(loadConfig({ DATA_DIR: dir }).dataKeys.previous).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dir, DATA_KEY_PREVIOUS: `${old1},nope` })).toThrow(
      /Each DATA_KEY_PREVIOUS key must be 64 hexadecimal/,
    );
  });

  it('trusts a proxy and serves metrics only when told to', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-config-'));
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ trustProxy: false, metrics: undefined });
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true', METRICS: 'on' })).toMatchObject({
      trustProxy: true,
      metrics: { token: undefined },
    });
    expect(loadConfig({ DATA_DIR: dir, METRICS: 'on', METRICS_TOKEN: 'sixteen-or-more-characters' }).metrics).toEqual({
      token: 'sixteen-or-more-characters',
    });
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('turns Google sign-in on only with both client id and secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-config-'));
    expect(loadConfig({ DATA_DIR: dir, GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
  });
});
