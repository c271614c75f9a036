import type { TFileInfo, TFileUpload } from '@vasiyat/contract';
import type { FileItem } from '../file-field.tsx';
import { isPdf } from '../file-rules.ts';

/** A file the server holds, as a file field shows it. */
export function fileItemOfSaved(file: TFileInfo): FileItem {
  return {
    key: `saved-${file.documentMasterId}`,
    fileName: file.fileName,
    fileType: file.fileType,
    size: file.size,
    documentMasterId: file.documentMasterId,
  };
}

/** Spec part 1 §7: a saved file is kept by sending its id and name; a new one goes as base64. */
export function fileUploadOf(item: FileItem): TFileUpload {
  if (item.documentMasterId !== undefined && item.fileData === undefined) {
    return { documentMasterId: item.documentMasterId, fileName: item.fileName };
  }
  return {
    fileName: item.fileName,
    fileType: item.fileType,
    fileData: item.fileData ?? null,
    isPDF: isPdf({ name: item.fileName, type: item.fileType }),
  };
}
