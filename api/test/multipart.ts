/** One part of a multipart/form-data body. */
export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer | string;
}

export const BOUNDARY = 'atrium-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body as a browser's FormData sends it, with its content type. */
export function multipart(parts: Part[], boundary = BOUNDARY): { payload: Buffer; contentType: string } {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
        `\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
    ),
    Buffer.from(part.bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The one field `file` of an upload call. */
export const fileField = (bytes: Buffer | string, filename = 'picture.png', contentType = 'image/png') =>
  multipart([{ name: 'file', filename, contentType, bytes }]);
