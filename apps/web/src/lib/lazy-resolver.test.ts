import { ZLoginRequest } from '@vasiyat/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nInitialised } from './i18n.ts';
import { lazyResolver } from './lazy-resolver.ts';

// Issue 25 item 4: the guest pages' forms load their schema (and zod) on the form's first focus or check, never
// with the page; the errors are the coded resolver's own.

const options = { fields: {}, shouldUseNativeValidation: false } as never;

beforeAll(() => i18nInitialised);

describe('the lazy resolver', () => {
  it('asks for its schema only when first needed, once, and checks with it as codedResolver does', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      return ZLoginRequest;
    });
    expect(loads).toBe(0);
    resolver.preload();
    resolver.preload();
    const empty = await resolver({ username: '', password: '' }, undefined, options);
    expect(loads).toBe(1);
    expect(Object.keys(empty.errors).sort()).toEqual(['password', 'username']);
    const valid = await resolver({ username: 'asha@example.in', password: 'secret' }, undefined, options);
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual({ username: 'asha@example.in', password: 'secret' });
    expect(loads).toBe(1);
  });

  it('asks again at the next check when a load failed (a dropped connection)', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return ZLoginRequest;
    });
    resolver.preload();
    await expect(resolver({ username: '', password: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const second = await resolver({ username: '', password: '' }, undefined, options);
    expect(loads).toBe(2);
    expect(second.errors).toHaveProperty('username');
  });
});
