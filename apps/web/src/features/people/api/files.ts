import { peopleEndpoints } from '@vasiyat/contract';
import { callForBlob } from '../../../lib/api.ts';

/** The bytes of a stored file, for a preview (spec part 1 §7). */
export function fetchStoredFile(documentMasterId: number): Promise<Blob> {
  return callForBlob(peopleEndpoints.findFileById, { query: { documentMasterId } });
}
