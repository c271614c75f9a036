import { describe, expect, it } from 'vitest';
import { bytesOfBase64 } from './pdf-bytes.ts';

describe('bytesOfBase64', () => {
  it('turns base64 into bytes', () => {
    expect([...bytesOfBase64(btoa('%PDF-1.7'))].map((byte) => String.fromCharCode(byte)).join('')).toBe('%PDF-1.7');
  });
});
