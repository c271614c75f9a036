import { FILE_RULES } from '@vasiyat/contract';
import { FILE_CASES } from '@vasiyat/contract/cases';
import { describe, expect, it } from 'vitest';
import { decodeUpload } from './uploads.ts';

// The same table runs through the web's file fields (apps/web/src/features/people/rules/shared-cases.test.ts).

/** Bytes that are what `type` says (their signature), padded to `size`. */
function bytesOf(type: string, size: number): Buffer {
  const head: Record<string, Buffer> = {
    'application/pdf': Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    'image/gif': Buffer.from('GIF89a'),
    'text/html': Buffer.from('<!doctype html><html>'),
  };
  const start = head[type];
  if (!start) throw new Error(`No signature for ${type}`);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 0x20)]);
}

describe('the server’s upload check agrees with the contract’s cases', () => {
  it.each(FILE_CASES)('file: $rule $name ($type, $size bytes)', async ({ rule, name, type, size, refusal }) => {
    const decode = () =>
      decodeUpload({
        fileName: name,
        fileData: bytesOf(type, size).toString('base64'),
        allowed: FILE_RULES[rule].types,
        maxBytes: FILE_RULES[rule].maxBytes,
      });
    if (!refusal) expect((await decode()).contentType).toBe(type);
    else await expect(decode()).rejects.toThrow(expect.objectContaining({ code: refusal }));
  });
});
