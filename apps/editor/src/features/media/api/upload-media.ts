// Sends one image to the media library with XMLHttpRequest, which (unlike fetch) reports upload
// progress and can be aborted. Carries the crumb as the shared api client does (DATA-009) and
// retries once after a crumbFail (DATA-010).

import type { MediaView } from '@folio/core/media-api';
import { MESSAGES } from '@folio/core/message-catalogue';
import { CONFIG_AREA_HEADER, readCookie } from '../../../api-client.ts';
import { MEDIA_PATH } from './media.ts';

export type UploadResult =
  | { kind: 'done'; media: MediaView[] }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

export interface UploadHandle {
  result: Promise<UploadResult>;
  cancel: () => void;
}

function withCrumb(path: string, crumb: string | undefined): string {
  return crumb ? `${path}?crumb=${encodeURIComponent(crumb)}` : path;
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function uploadMedia(input: {
  file: File;
  onProgress: (loaded: number, total: number) => void;
}): UploadHandle {
  let current: XMLHttpRequest | null = null;
  let isCancelled = false;

  const send = (isRetry: boolean): Promise<UploadResult> =>
    new Promise((resolve) => {
      const crumb = readCookie('crumb');
      const xhr = new XMLHttpRequest();
      current = xhr;
      xhr.open('POST', withCrumb(MEDIA_PATH, crumb));
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader(CONFIG_AREA_HEADER.name, CONFIG_AREA_HEADER.value);
      if (crumb) xhr.setRequestHeader('x-crumb', crumb);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) input.onProgress(event.loaded, event.total);
      };
      xhr.onabort = () => resolve({ kind: 'cancelled' });
      xhr.onerror = () => resolve({ kind: 'failed', message: MESSAGES.fileUploadFailedToComplete });
      xhr.onload = () => {
        const payload = parse(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(payload?.media)) {
          resolve({ kind: 'done', media: payload.media as MediaView[] });
        } else if (payload?.crumbFail && !isRetry && !isCancelled) {
          // The answer set a fresh crumb cookie: the second attempt reads it.
          resolve(send(true));
        } else {
          const message = typeof payload?.message === 'string' ? payload.message : null;
          resolve({ kind: 'failed', message: message ?? MESSAGES.fileUploadFailedToComplete });
        }
      };
      const form = new FormData();
      form.append('files', input.file, input.file.name);
      xhr.send(form);
    });

  return {
    result: send(false),
    cancel: () => {
      isCancelled = true;
      current?.abort();
    },
  };
}
