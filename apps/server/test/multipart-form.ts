/** A multipart/form-data body for `app.inject` (fields and files), as a browser's FormData sends it. */
export const MULTIPART_BOUNDARY = '----portal-test-boundary';
export const multipartType = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };

export function multipartBody(parts: FormPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts)
    chunks.push(
      'bytes' in p
        ? Buffer.concat([
            Buffer.from(
              `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'image/png'}\r\n\r\n`,
            ),
            p.bytes,
            Buffer.from('\r\n'),
          ])
        : Buffer.from(
            `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
          ),
    );
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Smallest byte strings the servers take as a PNG or a JPEG (by their first bytes). */
export const pngBytes = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 7)]);
export const jpegBytes = (size = 64) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size, 1)]);
