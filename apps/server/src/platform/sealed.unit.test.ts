import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataKeysOf, keyIdOf, SealedDataError, seal, sealedUnderCurrent, sealText, unseal, unsealText } from './sealed.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const oldKey = randomBytes(32);
const newKey = randomBytes(32);

/** Bytes as the first layout sealed them, before keys had ids: version 1, IV, tag, ciphertext. */
function sealedByLayoutOne(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]);
}

describe('sealing at rest', () => {
  const keys = dataKeysOf(oldKey);

  it('round-trips, never shows the plain text and names its key by fingerprint only', () => {
    const sealed = sealText(keys, '1234 5678 9012');
    expect(sealed).not.toContain('1234');
    expect(unsealText(keys, sealed)).toBe('1234 5678 9012');
    const bytes = seal(keys, PDF);
    expect(bytes[0]).toBe(2);
    expect(bytes.subarray(1, 5).equals(keyIdOf(oldKey))).toBe(true);
    expect(bytes.includes(oldKey.subarray(0, 4))).toBe(false);
    expect(unseal(keys, bytes).equals(PDF)).toBe(true);
  });

  it('answers a flipped byte anywhere, and a key it does not hold, with the clean "damaged" error', () => {
    const sealed = seal(keys, PDF);
    for (const at of [0, 3, 10, 20, sealed.length - 1]) {
      const flipped = Buffer.from(sealed);
      flipped[at]! ^= 1;
      expect(() => unseal(keys, flipped)).toThrow(SealedDataError);
    }
    expect(() => unseal(dataKeysOf(newKey), sealed)).toThrow(expect.objectContaining({ code: 'damaged', httpStatus: 500 }));
  });

  it('reads what an earlier key sealed while it is kept as previous, and seals only with the current key', () => {
    const underOld = seal(dataKeysOf(oldKey), PDF);
    const rotated = dataKeysOf(newKey, [oldKey]);
    expect(unseal(rotated, underOld).equals(PDF)).toBe(true);
    expect(sealedUnderCurrent(rotated, underOld)).toBe(false);
    const resealed = seal(rotated, unseal(rotated, underOld));
    expect(sealedUnderCurrent(rotated, resealed)).toBe(true);
    expect(unseal(dataKeysOf(newKey), resealed).equals(PDF)).toBe(true);
    expect(() => unseal(dataKeysOf(oldKey), resealed)).toThrow(SealedDataError);
  });

  it('still reads the first layout (no key id) under any key it holds', () => {
    const first = sealedByLayoutOne(oldKey, PDF);
    expect(unseal(dataKeysOf(newKey, [oldKey]), first).equals(PDF)).toBe(true);
    expect(sealedUnderCurrent(dataKeysOf(oldKey), first)).toBe(false);
    expect(() => unseal(dataKeysOf(newKey), first)).toThrow(SealedDataError);
  });
});
