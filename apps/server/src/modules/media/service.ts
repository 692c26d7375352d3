import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { imageType, IMAGE_MAX_BYTES } from '../../lib/image-upload.ts';
import * as repo from './repository.ts';

/** Where uploaded images are served: `/media/<sha256>.<png|jpg|svg|ico>`, immutable. */
export const MEDIA_PREFIX = '/media/';

const extensions = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/x-icon': 'ico',
} as const;
type MediaType = keyof typeof extensions;

/** PNG, JPEG or ICO by their first bytes; SVG is refused (it can carry scripts). */
export function mediaType(bytes: Buffer): MediaType | null {
  const image = imageType(bytes);
  if (image) return image;
  if (bytes.length > 4 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0)
    return 'image/x-icon';
  return null;
}

/**
 * One storage for every image staff upload (banners, logos, favicons, game icons): stored once by
 * content hash in the database, so every node serves every file and an upload repeated is the same file.
 */
export function createMediaStore(db: Db) {
  return {
    /** Stores an image and answers its public URL; refuses anything but PNG, JPEG or ICO up to 5 MB. */
    async put(merchantId: number | null, bytes: Buffer): Promise<string> {
      const type = mediaType(bytes);
      if (!type || bytes.length > IMAGE_MAX_BYTES) throw new AppError('image.invalid');
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extensions[type]}`;
      await repo.insertIfMissing(db, { name, merchantId, contentType: type, bytes });
      return `${MEDIA_PREFIX}${name}`;
    },
    async get(name: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      if (!/^[0-9a-f]{64}\.(png|jpg|ico)$/.test(name)) return null;
      const row = await repo.find(db, name);
      return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
