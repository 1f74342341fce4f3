// Which chosen files may be uploaded to the media library, checked before anything is sent
// (the server checks again, by content).
import { uploadProblem } from '@folio/core/editor-rules';
import { maxFileBytes } from '@folio/core/file-size';
import { MEDIA_MAX_MB, MEDIA_TYPES } from '@folio/core/media-api';

/** What the check needs of a browser File. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export const MEDIA_MAX_BYTES = maxFileBytes(MEDIA_MAX_MB);
/** "20 MB": the limit as the message states it (decimal, as the limit is). */
export const MEDIA_MAX_SIZE = `${MEDIA_MAX_MB} MB`;

// Some systems give no MIME type for newer formats (AVIF); then the extension decides.
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

function typeOf(file: ChosenFile): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export function isMediaType(type: string): boolean {
  return (MEDIA_TYPES as readonly string[]).includes(type);
}

/** The spec's message for a file that may not be uploaded, or null when it may. */
export function mediaUploadProblem(file: ChosenFile): string | null {
  return uploadProblem({
    fileName: file.name,
    byteSize: file.size,
    maxBytes: MEDIA_MAX_BYTES,
    maxSize: MEDIA_MAX_SIZE,
    isSupportedType: isMediaType(typeOf(file)),
    fileTypeMessage: 'image ',
  });
}

export interface CheckedFiles<F extends ChosenFile> {
  accepted: F[];
  refused: { file: F; message: string }[];
}

/** Splits the chosen files, in their order, into those to send and those refused with a message. */
export function checkFiles<F extends ChosenFile>(files: Iterable<F>): CheckedFiles<F> {
  const checked: CheckedFiles<F> = { accepted: [], refused: [] };
  for (const file of files) {
    const message = mediaUploadProblem(file);
    if (message) checked.refused.push({ file, message });
    else checked.accepted.push(file);
  }
  return checked;
}

/** `accept` for the file input. */
export const MEDIA_ACCEPT = MEDIA_TYPES.join(',');
