// The largest request bodies the server reads (gateway/app.ts refuses larger ones with 413 as they stream
// in); /openapi.json states them.
import { MAX_UPLOAD_BYTES } from './constants';

/** JSON bodies are small. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Multipart bodies carry one image of at most MAX_UPLOAD_BYTES, plus room for the form. */
export const MULTIPART_BODY_LIMIT = MAX_UPLOAD_BYTES + 3 * 1024 * 1024;

/** A byte count in whole MB, as the texts give limits ("5 MB"). */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
