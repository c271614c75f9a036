import { DEFAULT_LANGUAGE, STORAGE_LANGUAGE_KEY } from '@vasiyat/contract';
import { ApiError } from '../../../lib/api.ts';
import { useSessionStore } from '../../../stores/session.ts';

/**
 * The bytes of a stored file, for a preview (spec part 1 §7). Not JSON, so not through apiGet; the same
 * bearer header and error shape though.
 */
export async function fetchStoredFile(documentMasterId: number): Promise<Blob> {
  const token = useSessionStore.getState().token;
  const headers: Record<string, string> = { 'Accept-Language': localStorage.getItem(STORAGE_LANGUAGE_KEY) ?? DEFAULT_LANGUAGE };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/wst/testator/findFileById?documentMasterId=${encodeURIComponent(String(documentMasterId))}`, { headers });
  } catch (cause) {
    throw new ApiError({ status: 0, cause });
  }
  if (!response.ok) {
    let serverMessage: string | undefined;
    try {
      serverMessage = ((await response.json()) as { message?: string }).message;
    } catch {
      serverMessage = undefined;
    }
    throw new ApiError({ status: response.status, serverMessage });
  }
  return response.blob();
}
