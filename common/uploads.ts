// Upload rules and messages (spec sections 5 and 8): client and server say the same thing.
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
