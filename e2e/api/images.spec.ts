/**
 * Every uploaded avatar and raffle image is decoded and encoded again from its pixels (issue 9,
 * "Decode images with a real image library"): a phone's EXIF GPS position and anything appended to
 * the file (a polyglot's second payload) are gone from what is served, and small WebP copies exist
 * at the widths the JSON states. Both databases, against the real binary.
 */
import { test, expect } from '../support/fixtures';
import { api, createRaffle, putImage, signUp } from '../support/api';
import { softPicture } from '../support/images';
import { GPS_LATITUDE, jpegWithGps, smallJpeg } from '../support/jpeg';
import type { RunningServer } from '../support/server';

const UNSUPPORTED = 'Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)';

async function download(server: RunningServer, url: string) {
  const res = await fetch(new URL(url, server.url));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** Width and height of a WebP from its RIFF header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  const chunk = bytes.subarray(12, 16).toString('ascii');
  if (chunk === 'VP8 ') {
    expect([...bytes.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a]); // key frame start code
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8X');
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

/** Width and height of a JPEG from its first frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

function expectNoExif(bytes: Buffer) {
  expect(bytes.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(false);
  expect(bytes.includes(Buffer.from([0xff, 0xe1]))).toBe(false); // no APP1 segment at all
  // The latitude's rationals (10/1, 30/1, 15/1) as the EXIF block stores them.
  const rationals = Buffer.alloc(24);
  GPS_LATITUDE.dms.forEach((value, i) => {
    rationals.writeUInt32LE(value, i * 8);
    rationals.writeUInt32LE(1, i * 8 + 4);
  });
  expect(bytes.includes(rationals)).toBe(false);
}

test.describe('re-encoded uploads', () => {
  test('an avatar from a phone loses its GPS position; a 128 px square WebP copy is listed everywhere', async ({
    server,
  }) => {
    const a = await signUp(server, 'Ana');
    const sent = jpegWithGps();
    expect(sent.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(true);

    const res = await putImage(server, a, '/profiles/me/avatar', sent, 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.avatar_url).toContain(
      `/storage/v1/object/public/avatars/${a.userId}/avatar.jpg?v=`,
    );
    const stored = await download(server, res.body.avatar_url);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('image/jpeg');
    expect([...stored.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expectNoExif(stored.bytes);
    expect(jpegSize(stored.bytes)).toEqual({ width: 64, height: 48 });

    // A small picture's square copy is its own centre square (never enlarged).
    expect(res.body.avatar_thumb_url).toContain(
      `/storage/v1/object/public/avatars/${a.userId}/avatar-128.webp?v=`,
    );
    const thumb = await download(server, res.body.avatar_thumb_url);
    expect(thumb.type).toBe('image/webp');
    expect(webpSize(thumb.bytes)).toEqual({ width: 48, height: 48 });

    // A larger picture: the copy is 128×128.
    const big = await putImage(
      server,
      a,
      '/profiles/me/avatar',
      softPicture(400, 300),
      'image/png',
    );
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    expect(big.body.avatar_url).toContain('/avatar.png?v=');
    expect(big.body.avatar_thumb_url).not.toBe(res.body.avatar_thumb_url);
    expect(webpSize((await download(server, big.body.avatar_thumb_url)).bytes)).toEqual({
      width: 128,
      height: 128,
    });
    expect((await download(server, res.body.avatar_url)).status).toBe(404); // the .jpg is gone

    // Others see the copy: the public profile and the raffle's creator.
    const pub = await api(server, `/profiles/${a.userId}`);
    expect(pub.body.avatar_thumb_url).toBe(big.body.avatar_thumb_url);
    const raffle = await createRaffle(server, a);
    const shown = await api(server, `/raffles/${raffle.id}`);
    expect(shown.body.creator.avatar_thumb_url).toBe(big.body.avatar_thumb_url);
  });

  test('a raffle image gets WebP copies of 320, 640 and up to 1280 px; replacing it removes the old ones', async ({
    server,
  }) => {
    const a = await signUp(server, 'Carlos');
    const raffle = await createRaffle(server, a);
    expect((await api(server, `/raffles/${raffle.id}`)).body.image_variants).toEqual([]);

    const res = await putImage(
      server,
      a,
      `/raffles/${raffle.id}/image`,
      softPicture(1000, 500),
      'image/png',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.image_url).toContain(`/raffle-images/${a.userId}/${raffle.id}.png?v=`);
    const variants = res.body.image_variants as { width: number; url: string }[];
    // 320 and 640 for cards; the raffle page's copy (1280) at most the picture's own width.
    expect(variants.map((v) => v.width)).toEqual([320, 640, 1000]);
    for (const variant of variants) {
      expect(variant.url).toContain(
        `/raffle-images/${a.userId}/${raffle.id}-${variant.width}.webp?v=`,
      );
      const copy = await download(server, variant.url);
      expect(copy.status).toBe(200);
      expect(copy.type).toBe('image/webp');
      expect(webpSize(copy.bytes)).toEqual({ width: variant.width, height: variant.width / 2 });
    }
    expect((await api(server, `/raffles/${raffle.id}`)).body.image_variants).toEqual(variants);
    const listed = await api(server, `/users/${a.userId}/raffles`);
    expect(JSON.stringify(listed.body)).toContain(variants[1]!.url);

    // A narrower JPEG: one copy at its own width; the PNG and the 320/640 copies are gone.
    const again = await putImage(
      server,
      a,
      `/raffles/${raffle.id}/image`,
      smallJpeg(),
      'image/jpeg',
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.image_url).toContain(`/${raffle.id}.jpg?v=`);
    expect(again.body.image_variants.map((v: { width: number }) => v.width)).toEqual([64]);
    for (const gone of [res.body.image_url, ...variants.map((v) => v.url)]) {
      expect((await download(server, gone)).status, gone).toBe(404);
    }

    // And that copy, named after its own width, goes with the next image too.
    const third = await putImage(server, a, `/raffles/${raffle.id}/image`, softPicture(1600, 900));
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.image_variants.map((v: { width: number }) => v.width)).toEqual([
      320, 640, 1280,
    ]);
    const narrow = again.body.image_variants[0].url as string;
    expect((await download(server, narrow)).status, narrow).toBe(404);
  });

  test('a polyglot (a PNG followed by a ZIP and HTML) is stored without its payload', async ({
    server,
  }) => {
    const a = await signUp(server, 'Pedro');
    const raffle = await createRaffle(server, a);
    const payload = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const polyglot = Buffer.concat([softPicture(200, 100), payload]);
    const res = await putImage(server, a, `/raffles/${raffle.id}/image`, polyglot, 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await download(server, res.body.image_url);
    expect(stored.type).toBe('image/png');
    expect(stored.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(stored.bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(stored.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.bytes.subarray(-8, -4).toString('ascii')).toBe('IEND');

    const avatar = await putImage(server, a, '/profiles/me/avatar', polyglot, 'image/png');
    expect(avatar.status).toBe(200);
    const storedAvatar = await download(server, avatar.body.avatar_url);
    expect(storedAvatar.bytes.includes(Buffer.from('<script'))).toBe(false);
  });

  test('a JPEG cut short (and closed with an end marker) is refused; nothing is stored', async ({
    server,
  }) => {
    const a = await signUp(server, 'Luis');
    const raffle = await createRaffle(server, a);
    const whole = jpegWithGps();
    const cut = Buffer.concat([whole.subarray(0, whole.length - 120), Buffer.from([0xff, 0xd9])]);
    for (const path of [`/raffles/${raffle.id}/image`, '/profiles/me/avatar']) {
      const res = await putImage(server, a, path, cut, 'image/jpeg');
      expect(res.status, path).toBe(415);
      expect(res.body.error.message).toBe(UNSUPPORTED);
    }
    const shown = await api(server, `/raffles/${raffle.id}`);
    expect(shown.body.image_url).toBeNull();
    expect(shown.body.image_variants).toEqual([]);
    const me = await api(server, '/profiles/me', { token: a.token });
    expect(me.body.avatar_url).toBeNull();
    expect(me.body.avatar_thumb_url).toBeNull();
  });
});
