import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from './errors.ts';

// AES-256-GCM with DATA_KEY (DESIGN §7). Sealed bytes say which key sealed them, so a key can be replaced while
// the data sealed under the old one is still read (DATA_KEY_PREVIOUS) until `npm run rotate-data-key` has
// sealed everything again under the new key.
// Layout 2: version byte 2, 4-byte key id (the first bytes of the key's SHA-256), 12-byte IV, 16-byte tag, ciphertext.
// Layout 1 (before rotation existed): version byte 1, IV, tag, ciphertext; read by trying each key, since GCM's
// tag only verifies under the key that sealed it.
const VERSION = 2;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key that seals, and the earlier keys kept only for reading what they sealed. */
export type DataKeys = { readonly current: Buffer; readonly previous: readonly Buffer[] };

export const dataKeysOf = (current: Buffer, previous: readonly Buffer[] = []): DataKeys => ({ current, previous });

/** A key's public fingerprint: stored beside what it sealed, says nothing about the key. */
export const keyIdOf = (key: Buffer): Buffer => createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES);

/** Sealed bytes that cannot be opened: damaged, sealed under a key this server does not hold, or gone from the bucket. */
export class SealedDataError extends AppError {
  constructor(reason: 'damaged' | 'unknown key' | 'missing') {
    super('damaged');
    this.name = `SealedDataError (${reason})`;
  }
}

export function seal(keys: DataKeys, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), keyIdOf(keys.current), iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, ivTagBody: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, ivTagBody.subarray(0, IV_BYTES));
  decipher.setAuthTag(ivTagBody.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(ivTagBody.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

const allKeys = (keys: DataKeys) => [keys.current, ...keys.previous];

export function unseal(keys: DataKeys, sealed: Buffer): Buffer {
  if (sealed[0] === VERSION) {
    const id = sealed.subarray(1, 1 + KEY_ID_BYTES);
    const key = allKeys(keys).find((candidate) => keyIdOf(candidate).equals(id));
    if (!key) throw new SealedDataError('unknown key');
    try {
      return open(key, sealed.subarray(1 + KEY_ID_BYTES));
    } catch {
      throw new SealedDataError('damaged');
    }
  }
  if (sealed[0] === 1) {
    for (const key of allKeys(keys)) {
      try {
        return open(key, sealed.subarray(1));
      } catch {}
    }
  }
  throw new SealedDataError('damaged');
}

/** Whether these bytes are sealed under the current key in the current layout (nothing for rotation to do). */
export const sealedUnderCurrent = (keys: DataKeys, sealed: Buffer): boolean =>
  sealed[0] === VERSION && sealed.subarray(1, 1 + KEY_ID_BYTES).equals(keyIdOf(keys.current));

/** Text fields (identity numbers) sealed and written as base64. */
export const sealText = (keys: DataKeys, text: string) => seal(keys, Buffer.from(text, 'utf8')).toString('base64');
export const unsealText = (keys: DataKeys, sealed: string) => unseal(keys, Buffer.from(sealed, 'base64')).toString('utf8');
