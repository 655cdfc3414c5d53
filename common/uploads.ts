// Upload rules and messages (spec sections 5 and 8): client and server say the same thing.
import type { AccountCap } from './account-caps';
import { MAX_UPLOAD_BYTES } from './constants';

export const UPLOAD_MESSAGES = {
  cocktail_photo: { tooLarge: 'Photo must be under 5MB', notImage: 'Please select an image file' },
  avatar: { tooLarge: 'Image file size must be less than 5MB', notImage: 'Please select a valid image file' },
} as const;

export const AVATAR_HINT = 'JPG/PNG up to 5MB';

/** The client-side check before uploading: the spec's message, or null when the file may go. */
export function uploadError(file: { size: number; type: string }, kind: keyof typeof UPLOAD_MESSAGES): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES[kind].notImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES[kind].tooLarge;
  return null;
}

/**
 * How long an upload may wait unused (on no cocktail and no profile, from its upload or from when it was
 * replaced or removed) before it is deleted, file and record (decision 0089).
 */
export const UNUSED_UPLOAD_GRACE_HOURS = 24;

/** The most uploads one account may hold unused at once (decision 0089); its uploads in use do not count. */
export const UNUSED_UPLOADS_MAX = 30;

/** Past UNUSED_UPLOADS_MAX, another upload is refused with this message, and nothing is stored. */
export const UNUSED_UPLOADS_CAP: AccountCap = {
  max: UNUSED_UPLOADS_MAX,
  message:
    `You can have at most ${UNUSED_UPLOADS_MAX} photos that are not on a cocktail or profile. ` +
    `Unused photos are deleted after ${UNUSED_UPLOAD_GRACE_HOURS} hours: use one, or try again then.`,
};
