import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM with DATA_KEY (DESIGN §7). Layout: version byte, 12-byte IV, 16-byte tag, ciphertext.
const VERSION = 1;

export function seal(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function unseal(key: Buffer, sealed: Buffer): Buffer {
  if (sealed[0] !== VERSION) throw new Error('Unknown sealed-data version');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 13));
  decipher.setAuthTag(sealed.subarray(13, 29));
  return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]);
}

/** Text fields (identity numbers) sealed and written as base64. */
export const sealText = (key: Buffer, text: string) => seal(key, Buffer.from(text, 'utf8')).toString('base64');
export const unsealText = (key: Buffer, sealed: string) => unseal(key, Buffer.from(sealed, 'base64')).toString('utf8');
