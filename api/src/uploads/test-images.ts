import zlib from 'node:zlib';
import sharp from 'sharp';

/** Images for the upload tests, made by sharp at test time so no binary fixture needs to be trusted. */

export const RED = { r: 220, g: 20, b: 30 };
export const BLUE = { r: 20, g: 40, b: 220 };

export function png(width: number, height: number, background = RED): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A landscape photo taken "rotated" (EXIF orientation 6) that gives away where it was taken. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: BLUE } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Anpfiff Test Camera', Model: 'Secret Serial 12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 29/1 58/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '8/1 43/1 27/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Two frames, red then blue. */
export function animatedGif(): Promise<Buffer> {
  const frame = (background: typeof RED) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  return Promise.all([frame(RED), frame(BLUE)]).then((frames) =>
    sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer(),
  );
}

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A valid PNG with an HTML document appended: an image to an image decoder, a page to a sniffing browser. */
export async function pngPolyglot(): Promise<Buffer> {
  return Buffer.concat([await png(64, 64), Buffer.from(HTML_PAYLOAD)]);
}

/** A JPEG that carries the payload in a comment segment (FF FE), right after the start-of-image marker. */
export async function jpegWithComment(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: RED } })
    .jpeg()
    .toBuffer();
  const text = Buffer.from(HTML_PAYLOAD);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb's header: a well-formed PNG of a few hundred bytes that declares `width` x
 * `height` pixels. Decoding it for real would need gigabytes of memory.
 */
export function pngBombHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const firstRows = zlib.deflateSync(Buffer.alloc(4 * (1 + width * 3)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
    '<rect width="10" height="10" fill="red"/></svg>',
);
