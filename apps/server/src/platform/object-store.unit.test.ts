import { describe, expect, it } from 'vitest';
import { describeFilesUrl, parseFilesUrl } from './object-store.ts';

describe('FILES_URL', () => {
  it('names a bucket, a prefix, a region, an endpoint and keys', () => {
    expect(parseFilesUrl('s3://vasiyat-files')).toEqual({ bucket: 'vasiyat-files', prefix: '', region: 'us-east-1' });
    expect(parseFilesUrl('s3://vasiyat-files/prod/uploads/?region=ap-south-1')).toEqual({
      bucket: 'vasiyat-files',
      prefix: 'prod/uploads/',
      region: 'ap-south-1',
    });
    const local = parseFilesUrl('s3://AKIA%2Bkey:se%2Fcret@files.example/site?endpoint=http://127.0.0.1:9000');
    expect(local).toEqual({
      bucket: 'files.example',
      prefix: 'site/',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'AKIA+key', secretAccessKey: 'se/cret' },
    });
    // What logs and messages show: never the secret key.
    expect(describeFilesUrl(local)).toBe('s3://files.example/site/ at http://127.0.0.1:9000');
  });

  it('says what is wrong with one it cannot use', () => {
    expect(() => parseFilesUrl('vasiyat-files')).toThrow('FILES_URL must look like s3://bucket');
    expect(() => parseFilesUrl('https://s3.amazonaws.com/vasiyat')).toThrow('FILES_URL must start with s3:// (it starts with https://)');
    expect(() => parseFilesUrl('s3://Vasiyat_Files')).toThrow('FILES_URL names no valid bucket');
    expect(() => parseFilesUrl('s3://vasiyat-files?endpoint=ftp://x')).toThrow('endpoint must be http(s)://host[:port]');
    expect(() => parseFilesUrl('s3://vasiyat-files?acl=public-read')).toThrow('unknown settings: acl');
  });
});
