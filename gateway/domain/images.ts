// Photos and avatars: checked by size and by content (not by name or declared type), re-encoded with
// sharp (orientation applied, metadata such as GPS dropped, size bounded), recorded within the account's
// cap of unused uploads, and stored. Those nothing uses are deleted by the uploads prune
// (gateway/domain/uploads.ts).
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../common/constants';
import { UNUSED_UPLOADS_CAP, UPLOAD_MESSAGES } from '../../common/uploads';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, PayloadTooLargeError, SIGN_IN_REQUIRED, ValidationError } from '../errors';
import { keyFromUrl, urlForKey } from '../storage';
import type { Services } from '../services';
import { withinCap } from './account-caps';
import { unusedUploadsOf } from './uploads';

export type ImageKind = 'cocktail_photo' | 'avatar';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

const SETTINGS: Record<ImageKind, { folder: string; maxSide: number; quality: number }> = {
  cocktail_photo: { folder: 'cocktails', maxSide: 1600, quality: 82 },
  avatar: { folder: 'avatars', maxSide: 512, quality: 85 },
};

/** Images beyond this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface StoredImage {
  url: string;
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/** Checks, re-encodes to WebP and stores an uploaded image for the viewer. `field` names the input. */
export async function storeImage(
  { prisma, storage, limits }: Pick<Services, 'prisma' | 'storage' | 'limits'>,
  viewer: Viewer | null,
  file: File | Blob | null | undefined,
  kind: ImageKind,
  field: string,
): Promise<StoredImage> {
  if (!viewer) throw new NotAuthorizedError(SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
  const messages = UPLOAD_MESSAGES[kind];
  if (!file || typeof (file as Blob).arrayBuffer !== 'function') throw ValidationError.field(field, messages.notImage);
  if (file.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(field, messages.tooLarge);
  await limits.consumeForMember(viewer.id, 'uploadsPerMember');

  const input = Buffer.from(await file.arrayBuffer());
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(field, messages.tooLarge);
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED.has(detected.mime)) throw ValidationError.field(field, messages.notImage);

  const settings = SETTINGS[kind];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: settings.maxSide, height: settings.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: settings.quality })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw ValidationError.field(field, messages.notImage);
  }

  const key = `${settings.folder}/${randomUUID()}.webp`;
  // The record first, within the account's cap of unused uploads, then the file: a file is never stored
  // without the record through which the uploads prune finds it (decision 0089).
  const upload = await withinCap(
    { prisma },
    UNUSED_UPLOADS_CAP,
    { account: viewer.id },
    (tx) => unusedUploadsOf(tx, viewer.id),
    (tx) =>
      tx.upload.create({
        data: {
          ownerId: viewer.id,
          kind,
          key,
          mimeType: 'image/webp',
          bytes: output.info.size,
          width: output.info.width,
          height: output.info.height,
        },
        select: { id: true },
      }),
  );
  try {
    await storage.put(key, output.data, 'image/webp');
  } catch (error) {
    await prisma.upload.delete({ where: { id: upload.id } }).catch(() => undefined);
    throw error;
  }
  return { url: urlForKey(key), key, width: output.info.width, height: output.info.height, bytes: output.info.size };
}

/**
 * A photo URL a member may attach: one of their own uploads of that kind (admins may keep any upload
 * already on the record). Anything else (an outside URL, someone else's file) is refused. An unused one
 * begins its grace again, so the uploads prune cannot delete it before the save that names it commits
 * (decision 0089).
 */
export async function assertOwnUpload(
  { prisma }: Pick<Services, 'prisma'>,
  viewer: Viewer,
  url: string,
  kind: ImageKind,
  field: string,
): Promise<void> {
  const key = keyFromUrl(url);
  const refused = () => ValidationError.field(field, 'Upload the photo first, then save.');
  if (!key) throw refused();
  const attachable = { key, kind, ...(viewer.isAdmin ? {} : { ownerId: viewer.id }) };
  // An unused one begins its grace again (one statement); one in use is only looked for.
  const restarted = await prisma.upload.updateMany({
    where: { ...attachable, releasedAt: { not: null } },
    data: { releasedAt: new Date() },
  });
  if (restarted.count === 0 && (await prisma.upload.count({ where: attachable })) === 0) throw refused();
}
