import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError } from './image-rejected-error';
import { processImage } from './process-image';
import {
  animatedGif,
  HTML_PAYLOAD,
  jpegWithComment,
  jpegWithGps,
  png,
  pngBombHeader,
  pngPolyglot,
  RED,
  SVG,
} from './test-images';

const LIMITS = { maxBytes: 5_000_000 };

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

async function firstPixel(data: Buffer) {
  const { data: raw } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  return { r: raw[0] ?? 0, g: raw[1] ?? 0, b: raw[2] ?? 0 };
}

function expectColourNear(actual: { r: number; g: number; b: number }, expected: typeof RED) {
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(Math.abs(actual[channel] - expected[channel])).toBeLessThan(25);
  }
}

describe('processImage', () => {
  it('re-encodes a PNG as WebP of the same size', async () => {
    const out = await processImage(await png(200, 120), LIMITS);
    expect(out).toMatchObject({ mime: 'image/webp', extension: 'webp', width: 200, height: 120 });
    const meta = await sharp(out.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 120 });
    expectColourNear(await firstPixel(out.data), RED);
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF, GPS and camera data', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Secret Serial');

    const out = await processImage(input, LIMITS);
    // 300 x 200 taken with the camera turned: upright it is portrait.
    expect([out.width, out.height]).toEqual([200, 300]);
    const after = await sharp(out.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    const bytes = out.data.toString('latin1');
    expect(bytes).not.toContain('Secret Serial');
    expect(bytes).not.toContain('Exif');
    expect(bytes).not.toContain('EXIF');
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const input = await animatedGif();
    expect((await sharp(input).metadata()).pages).toBe(2);
    const out = await processImage(input, LIMITS);
    expect([out.width, out.height]).toEqual([40, 30]);
    const meta = await sharp(out.data, { animated: true }).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expectColourNear(await firstPixel(out.data), RED);
  });

  it('accepts WebP input', async () => {
    const webp = await sharp(await png(50, 50))
      .webp()
      .toBuffer();
    const out = await processImage(webp, LIMITS);
    expect([out.width, out.height]).toEqual([50, 50]);
  });

  it.each([
    ['HTML appended to a PNG', pngPolyglot],
    ['HTML in a JPEG comment segment', jpegWithComment],
  ])('drops %s (a polyglot) and returns a clean WebP', async (_name, make) => {
    const input = await make();
    expect(input.toString('latin1')).toContain('<script>');
    const out = await processImage(input, LIMITS);
    const bytes = out.data.toString('latin1');
    expect(bytes).not.toContain(HTML_PAYLOAD);
    expect(bytes).not.toContain('<script');
    expect(bytes).not.toContain('<html');
    expect(bytes.slice(0, 4)).toBe('RIFF');
    expect(bytes.slice(8, 12)).toBe('WEBP');
    // Nothing after the RIFF container: its declared length covers the whole file.
    expect(out.data.readUInt32LE(4) + 8).toBe(out.data.length);
  });

  it('scales large images down to fit the maximum dimension and never enlarges small ones', async () => {
    const big = await processImage(await png(3000, 1500), LIMITS);
    expect([big.width, big.height]).toEqual([1024, 512]);
    const custom = await processImage(await png(300, 600), { ...LIMITS, maxDimension: 100 });
    expect([custom.width, custom.height]).toEqual([50, 100]);
    const small = await processImage(await png(20, 10), LIMITS);
    expect([small.width, small.height]).toEqual([20, 10]);
  });

  it('rejects SVG, which can carry scripts', async () => {
    const error = await rejection(processImage(SVG, LIMITS));
    expect(error.reason).toBe('not-an-image');
    expect(error.message).toBe('Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).');
    expect(error.status).toBe(422);
  });

  it('rejects a text file whatever it is called, and an empty file as unreadable', async () => {
    const text = Buffer.from('Dies ist kein Bild, auch wenn die Datei logo.png heisst.\n');
    expect((await rejection(processImage(text, LIMITS))).reason).toBe('not-an-image');
    expect((await rejection(processImage(Buffer.alloc(0), LIMITS))).reason).toBe('unreadable');
  });

  it('rejects an image format it does not accept (TIFF)', async () => {
    const tiff = await sharp(await png(10, 10))
      .tiff()
      .toBuffer();
    expect((await rejection(processImage(tiff, LIMITS))).reason).toBe('not-an-image');
  });

  it('rejects a file over the byte limit before decoding it', async () => {
    // Not an image at all: a rejection for size proves that nothing tried to decode it.
    const error = await rejection(processImage(Buffer.alloc(5_000_001, 0xff), LIMITS));
    expect(error.reason).toBe('too-large');
    expect(error.message).toBe('Das Bild darf höchstens 5 MB haben.');
    const fraction = await rejection(processImage(Buffer.alloc(2_600_000), { maxBytes: 2_500_000 }));
    expect(fraction.message).toBe('Das Bild darf höchstens 2.5 MB haben.');
    // Each site in its own way of writing numbers; `message` is the Swiss default site's.
    expect(fraction.messageFor('CH')).toBe('Das Bild darf höchstens 2.5 MB haben.');
    expect(fraction.messageFor('DE')).toBe('Das Bild darf höchstens 2,5 MB haben.');
  });

  it('rejects a decompression bomb by its declared size', async () => {
    const bomb = pngBombHeader(100_000, 100_000);
    expect(bomb.length).toBeLessThan(5_000);
    const error = await rejection(processImage(bomb, LIMITS));
    expect(error.reason).toBe('too-many-pixels');
    expect(error.message).toBe('Das Bild hat zu viele Pixel (höchstens 50 Megapixel).');
  });

  it('rejects a real image above the pixel limit', async () => {
    const error = await rejection(
      processImage(await png(1200, 1000), { ...LIMITS, maxInputPixels: 1_000_000 }),
    );
    expect(error.reason).toBe('too-many-pixels');
  });

  it('rejects a truncated image as unreadable', async () => {
    const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: RED } })
      .jpeg()
      .toBuffer();
    const error = await rejection(processImage(whole.subarray(0, Math.floor(whole.length / 3)), LIMITS));
    expect(error.reason).toBe('unreadable');
    expect(error.message).toBe('Das Bild konnte nicht gelesen werden.');
  });

  it('rejects a file whose magic bytes and content disagree', async () => {
    const fake = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('not really a gif at all')]);
    expect((await rejection(processImage(fake, LIMITS))).reason).toBe('unreadable');
  });
});
