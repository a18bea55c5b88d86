/**
 * Real pictures for upload tests, written here with node:zlib (no fixture files): a PNG encoder and
 * a block pattern drawn from a seed, so each test has its own picture and can make the same picture
 * again at another compression level or twice the size (same pixels, other bytes).
 */
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Pixel = (x: number, y: number) => [number, number, number];

/** An 8-bit RGB PNG of `width`×`height` whose pixels `pixel` gives, deflated at `level` (0–9). */
export function encodePng(width: number, height: number, pixel: Pixel, level = 6): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The shade (0–255) of block `index` of the picture `seed`: a hash (murmur3's finaliser) of both. */
function shade(seed: number, index: number): number {
  let h = (Math.imul(seed, 0x9e3779b1) + index) | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) & 0xff;
}

/**
 * A "screenshot": a 12×10 grid of grey blocks whose shades come from `seed` (different seeds give
 * pictures far apart for a perceptual hash), `block` pixels each, with a coloured tint.
 */
export function patternPng(seed: number, options: { block?: number; level?: number } = {}): Buffer {
  const block = options.block ?? 8;
  const columns = 12;
  const rows = 10;
  const shades = Array.from({ length: columns * rows }, (_, i) => shade(seed, i));
  return encodePng(
    columns * block,
    rows * block,
    (x, y) => {
      const v = shades[Math.floor(y / block) * columns + Math.floor(x / block)] ?? 0;
      return [v, Math.min(255, v + 20), Math.max(0, v - 20)];
    },
    options.level ?? 6,
  );
}

/** A seed no other test in this run uses (the pictures it makes are its own). */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/**
 * A `width`×`height` picture with large soft shapes (gradients and a disc): compresses well, and
 * survives resizing, for tests of re-encoded uploads and their smaller copies.
 */
export function softPicture(width: number, height: number): Buffer {
  return encodePng(width, height, (x, y) => [
    Math.round((255 * x) / width),
    Math.round((255 * y) / height),
    (x - width / 3) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2 ? 230 : 40,
  ]);
}
