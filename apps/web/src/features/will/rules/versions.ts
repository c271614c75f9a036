import type { TWillVersion } from '@vasiyat/contract';

/**
 * The first version ever downloaded (the list comes newest first): it is compared with nothing, so its
 * empty list of changes means "first version", where any later one's means "no change".
 */
export function firstVersionId(versions: readonly Pick<TWillVersion, 'versionId' | 'createdAt'>[]): number | undefined {
  let first: Pick<TWillVersion, 'versionId' | 'createdAt'> | undefined;
  for (const version of versions) {
    if (!first || version.createdAt < first.createdAt || (version.createdAt === first.createdAt && version.versionId < first.versionId))
      first = version;
  }
  return first?.versionId;
}
