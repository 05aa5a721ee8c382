import type { Metadata } from 'sharp';
import { detectImageType } from './detect-image-type';
import { ImageRejectedError } from './image-rejected-error';

export interface ProcessedImage {
  data: Buffer;
  mime: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  /** Largest accepted input file, checked before anything is decoded. */
  maxBytes: number;
  /** The longer side of the stored image; smaller images are not enlarged. */
  maxDimension?: number;
  /**
   * Largest accepted input in pixels. A few kilobytes of PNG can declare a picture of billions of pixels
   * (a decompression bomb); the header is checked against this before decoding. 50 megapixels lets
   * through every ordinary phone or camera photo that fits the byte limit.
   */
  maxInputPixels?: number;
}

const DEFAULT_MAX_DIMENSION = 1024;
const DEFAULT_MAX_INPUT_PIXELS = 50_000_000;
// A pathological but small file must not keep a worker thread busy indefinitely.
const PROCESSING_TIMEOUT_SECONDS = 10;

/**
 * Turns untrusted upload bytes into a clean WebP: the type is taken from the bytes, limits are checked
 * before decoding, and the pixels are decoded and encoded anew, so nothing of the original file survives
 * except the picture — no EXIF (GPS position, camera serial), no comments, no bytes appended after the
 * image (polyglots that a browser might otherwise read as HTML or script).
 */
export async function processImage(input: Buffer, opts: ProcessImageOptions): Promise<ProcessedImage> {
  const maxDimension = opts.maxDimension ?? DEFAULT_MAX_DIMENSION;
  const maxPixels = opts.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  if (input.length > opts.maxBytes) throw new ImageRejectedError('too-large', opts.maxBytes);
  // A file of nothing (cut off, or emptied by a phone's file provider) was chosen but cannot be read.
  if (input.length === 0) throw new ImageRejectedError('unreadable');
  const type = detectImageType(input);
  if (!type) throw new ImageRejectedError('not-an-image');

  // libvips loads with the first upload, not with every process that could take one.
  const { default: sharp } = await import('sharp');
  const image = () =>
    sharp(input, {
      // Rejects broken pixel data but tolerates the harmless warnings many phone JPEGs trigger.
      failOn: 'error',
      limitInputPixels: maxPixels,
      // Only the first frame of an animation: a profile picture does not move, and decoding every frame
      // of a long GIF would multiply the work.
      pages: 1,
      page: 0,
      autoOrient: true,
    });

  let metadata: Metadata;
  try {
    metadata = await image().metadata();
  } catch (error) {
    throw rejection(error, maxPixels);
  }
  // libvips sniffs the content itself; both must agree, or the file is something we did not vet.
  if (metadata.format !== type) throw new ImageRejectedError('not-an-image');
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !frameHeight) throw new ImageRejectedError('unreadable');
  if (metadata.width * frameHeight > maxPixels) throw new ImageRejectedError('too-many-pixels', maxPixels);

  try {
    const { data, info } = await image()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      // sharp writes no metadata unless asked to (keepMetadata/withExif): the output carries none.
      .webp({ quality: 82 })
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { data, mime: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch (error) {
    throw rejection(error, maxPixels);
  }
}

/** libvips reports problems as plain messages; only the pixel limit deserves its own answer. */
function rejection(error: unknown, maxPixels: number): ImageRejectedError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new ImageRejectedError('too-many-pixels', maxPixels);
  }
  return new ImageRejectedError('unreadable');
}
