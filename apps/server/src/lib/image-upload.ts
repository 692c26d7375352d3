import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Upload limits of the spec (section 5: png/jpg images, 5 MB each, at most 3 a request); a route that
 * needs fewer files says so (docs/decisions/0014-input-bounds-uploads-idempotency.md).
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGES_PER_REQUEST = 3;

/** Limits for `@fastify/multipart` of an image route: busboy stops reading past them. */
export const imageUploadLimits = (files: number) => ({
  fileSize: IMAGE_MAX_BYTES,
  files,
  fields: 4,
  parts: files + 4,
  fieldSize: 1024,
  headerPairs: 20,
});

/** PNG or JPEG by their first bytes (a name or a declared type proves nothing). */
export function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export interface UploadedImage {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  /** The form field it came in (a route with several named pictures, e.g. an identity's front and back). */
  field?: string;
}

/**
 * Reads a multipart image upload to its end whatever it holds. Every part is consumed: a file under
 * another field name is drained and refused, since an unread file stream stalls the parser and the
 * request would never be answered. Refuses no file, more than `maxFiles`, a file over 5 MB, and a file
 * that is not PNG or JPEG by its bytes (`invalid` names the route's own error code for those).
 */
export async function readImageUpload(
  request: FastifyRequest,
  opts: {
    fileField: string;
    /** Further file fields the route takes (each image says its `field`). */
    moreFileFields?: readonly string[];
    fields: readonly string[];
    maxFiles: number;
    invalid: 'receipt.invalid' | 'image.invalid';
    /** No file at all is accepted (a promotion application whose pictures are optional). */
    optional?: boolean;
  },
): Promise<{ fields: Record<string, string>; images: UploadedImage[] }> {
  if (!request.isMultipart()) throw new AppError('request_param_err', { [opts.fileField]: 'multipart' });
  const fields: Record<string, string> = {};
  const raw: { field: string; bytes: Buffer }[] = [];
  const fileFields = [opts.fileField, ...(opts.moreFileFields ?? [])];
  let unexpected: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (opts.fields.includes(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        else unexpected ??= part.fieldname;
      } else if (!fileFields.includes(part.fieldname)) {
        unexpected ??= part.fieldname;
        part.file.resume();
      } else {
        raw.push({ field: part.fieldname, bytes: await part.toBuffer() });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Too large, too many files or parts: limits of the upload. Anything else: a body that is not a
    // well-formed multipart form (cut short, no boundary).
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(opts.invalid);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('request_param_err', { [opts.fileField]: `at most ${opts.maxFiles}` });
    throw new AppError('request_param_err', { [opts.fileField]: 'multipart' });
  }
  if (unexpected !== undefined) throw new AppError('request_param_err', { [unexpected]: 'unexpected' });
  if (!raw.length && !opts.optional)
    throw new AppError('request_param_err', { [opts.fileField]: 'required' });
  const images = raw.map(({ field, bytes }) => {
    const contentType = imageType(bytes);
    if (!contentType || bytes.length > IMAGE_MAX_BYTES) throw new AppError(opts.invalid);
    return { contentType, bytes, field };
  });
  return { fields, images };
}

/** A private picture (identity documents, feedback): never cached, never sniffed as anything but an image. */
export function sendPrivateImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}
