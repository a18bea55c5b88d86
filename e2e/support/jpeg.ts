/**
 * JPEG pictures for upload tests: a real 64×48 baseline JPEG (a colour gradient, encoded by libvips
 * at quality 60, no metadata) and the same picture carrying an EXIF block with a GPS position, the
 * way a phone camera writes it, built here byte by byte.
 */

const GRADIENT_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAwQGB//EABcQAAMBAAAAAAAAAAAAAAAAAAACA2H/xAAZAQEBAAMBAAAAAAAAAAAAAAAFAgMEBwH/xAAXEQADAQAAAAAAAAAAAAAAAAAAAQMC/9oADAMBAAIRAxEAPwDnSRwdI4UpHB0jh4tEysTJHB0jhSkcHSOFrQjKxMkcHSOFKRwdI4UtCMrEyRwdI4UpHB0jhkWhGVjOpHB0jhSkcHSOGgtHOJWJkjg6RwpSODpHC1oQlYmSODpHClI4OkcLWhGViZI4OkcKUjg6RwpaEZWM6kcHSOFKRwdI4aK0c4lYmSODpHClI4OkcLWhGViZI4OkcKUjg6RwpaEZWJkjg6RwpSODpHDItCErH//Z',
  'base64',
);

/** A 64×48 JPEG with no metadata. */
export function smallJpeg(): Buffer {
  return Buffer.from(GRADIENT_JPEG);
}

/** The latitude written by withExifGps, as its ASCII reference and degrees/minutes/seconds. */
export const GPS_LATITUDE = { ref: 'N', dms: [10, 30, 15] } as const;

// A little-endian TIFF structure: IFD0 holding only a pointer to the GPS IFD, and the GPS IFD with
// GPSLatitudeRef ('N') and GPSLatitude (three rationals).
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(8 + (2 + 12 + 4) + (2 + 2 * 12 + 4) + 24);
  tiff.write('II', 0, 'ascii');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // IFD0 right after the header
  const ifd0 = 8;
  const gps = ifd0 + 2 + 12 + 4;
  const rationals = gps + 2 + 2 * 12 + 4;
  tiff.writeUInt16LE(1, ifd0);
  tiff.writeUInt16LE(0x8825, ifd0 + 2); // GPSInfo
  tiff.writeUInt16LE(4, ifd0 + 4); // LONG
  tiff.writeUInt32LE(1, ifd0 + 6);
  tiff.writeUInt32LE(gps, ifd0 + 10);
  tiff.writeUInt32LE(0, ifd0 + 14); // no next IFD
  tiff.writeUInt16LE(2, gps);
  tiff.writeUInt16LE(0x0001, gps + 2); // GPSLatitudeRef
  tiff.writeUInt16LE(2, gps + 4); // ASCII
  tiff.writeUInt32LE(2, gps + 6);
  tiff.write(`${GPS_LATITUDE.ref}\0`, gps + 10, 'ascii');
  tiff.writeUInt16LE(0x0002, gps + 14); // GPSLatitude
  tiff.writeUInt16LE(5, gps + 16); // RATIONAL
  tiff.writeUInt32LE(3, gps + 18);
  tiff.writeUInt32LE(rationals, gps + 22);
  tiff.writeUInt32LE(0, gps + 26);
  GPS_LATITUDE.dms.forEach((value, i) => {
    tiff.writeUInt32LE(value, rationals + i * 8);
    tiff.writeUInt32LE(1, rationals + i * 8 + 4);
  });
  return Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
}

/** The gradient JPEG with an APP1 EXIF segment holding a GPS latitude, right after its start marker. */
export function jpegWithGps(): Buffer {
  const exif = exifWithGps();
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(exif.length + 2, 2);
  return Buffer.concat([GRADIENT_JPEG.subarray(0, 2), header, exif, GRADIENT_JPEG.subarray(2)]);
}
