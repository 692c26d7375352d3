import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Reads the one file `image` of a staff upload (multipart/form-data) into memory; the media store then
 * checks its type (PNG, JPEG or ICO by its bytes) and size. Every part is consumed so the parser never stalls.
 */
export async function readStaffImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('request_param_err', { image: 'multipart' });
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'image' && !image) image = await part.toBuffer();
        else part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('image.invalid');
    throw new AppError('request_param_err', { image: 'multipart' });
  }
  if (!image) throw new AppError('request_param_err', { image: 'required' });
  return image;
}
