import { describe, expect, it } from 'vitest';
import { firstVersionId } from './versions.ts';

describe('firstVersionId', () => {
  it('is the oldest version, whatever the order, the lower id on the same instant', () => {
    expect(
      firstVersionId([
        { versionId: 9, createdAt: '2026-03-05T10:00:00.000Z' },
        { versionId: 4, createdAt: '2026-03-01T10:00:00.000Z' },
        { versionId: 3, createdAt: '2026-03-01T10:00:00.000Z' },
        { versionId: 7, createdAt: '2026-03-02T10:00:00.000Z' },
      ]),
    ).toBe(3);
  });

  it('is nothing without versions', () => {
    expect(firstVersionId([])).toBeUndefined();
  });
});
