import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../http/envelope';

/** The formats an uploaded image may be in, read from its bytes (never its name or declared type). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** What each kind of picture becomes (docs/decisions.md): a size, then WebP. */
export const IMAGE_PRESETS = {
  /** Square, filling 512 px, like every avatar the UI draws. */
  profilePicture: (image: Sharp) => image.resize(512, 512, { fit: 'cover' }),
  /** A picture in a message: inside 1280 px, never enlarged. */
  message: (image: Sharp) => image.resize(1280, 1280, { fit: 'inside', withoutEnlargement: true }),
  /** A picture answering a registration form's file question: inside 2000 px, never enlarged. */
  registrationFile: (image: Sharp) => image.resize(2000, 2000, { fit: 'inside', withoutEnlargement: true }),
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
}

const notAnImage = () => new ApiError(400, 'fileNotImage', { file: 'fileNotImage' });

/**
 * Decodes the upload and encodes a new WebP of the preset's size, so a picture is never served as
 * it was uploaded: no metadata (location, camera) goes along, and anything hidden in the original
 * file is gone. Only the first frame of an animated GIF is kept.
 */
export async function reencodeImage(bytes: Buffer, preset: ImagePreset): Promise<EncodedImage> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, options).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw notAnImage();
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const output = await IMAGE_PRESETS[preset](sharp(bytes, options).rotate()).webp({ quality: 82 }).toBuffer();
    return { bytes: output, contentType: 'image/webp', extension: 'webp' };
  } catch {
    // A file that starts like an image and breaks later (truncated, corrupt) is no image either.
    throw notAnImage();
  }
}
