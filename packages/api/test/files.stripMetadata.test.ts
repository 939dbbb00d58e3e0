import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { orientationTiff, stripMetadata } from '../src/files/stripMetadata.js';
import type { ImageType } from '../src/files/sniff.js';

const gps = {
  IFD0: { Copyright: 'Studio Everest', Artist: 'Sita' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 0/1' },
};
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';

/** A small photo with noise (so every pixel matters), GPS in its EXIF, XMP, and a wide-gamut profile. */
async function photo(type: ImageType, orientation?: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 64,
      height: 40,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const image = sharp(noise)
    .withIccProfile('p3')
    .withExif(gps)
    .withXmp(xmp)
    .withMetadata(orientation ? { orientation } : {});
  if (type === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (type === 'png') return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** A JPEG with a comment and an IPTC block after its first segment. */
function withJpegExtras(jpeg: Buffer): Buffer {
  const segment = (marker: number, text: string) => {
    const body = Buffer.from(text, 'latin1');
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xfe, 'shot at Thamel, 27.71N'),
    segment(0xed, 'Photoshop 3.0\0IPTC city Kathmandu'),
    jpeg.subarray(2),
  ]);
}

function withPngText(png: Buffer): Buffer {
  const data = Buffer.from('Comment\0shot at Thamel', 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('tEXt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([png.subarray(0, 33), head, data, crc, png.subarray(33)]);
}

describe('metadata removed from an original, pixels untouched', () => {
  for (const type of ['jpeg', 'png', 'webp'] as const) {
    it(`takes the GPS, EXIF and XMP out of a ${type} and keeps its colour profile and pixels`, async () => {
      const input = await photo(type);
      const before = await sharp(input).metadata();
      expect(before.exif).toBeDefined();
      expect(before.xmp).toBeDefined();

      const output = stripMetadata(input, type, before.orientation);
      const after = await sharp(output).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toEqual(before.icc);
      expect(after.format).toBe(before.format);
      expect(await pixels(output)).toEqual(await pixels(input));
      expect(output.includes('Studio Everest')).toBe(false);
      expect(output.length).toBeLessThan(input.length);
    });

    it(`keeps a ${type}'s orientation as a minimal EXIF holding nothing else`, async () => {
      const input = await photo(type, 6);
      const output = stripMetadata(input, type, (await sharp(input).metadata()).orientation);
      const after = await sharp(output).metadata();
      expect(after.orientation).toBe(6);
      expect(after.exif?.includes(orientationTiff(6))).toBe(true);
      expect(after.exif?.length).toBeLessThanOrEqual(6 + orientationTiff(6).length);
      expect(after.xmp).toBeUndefined();
      expect(await pixels(output)).toEqual(await pixels(input));
      // Upright as the camera meant it: the same turned pixels as the input's.
      expect(await sharp(output).rotate().raw().toBuffer()).toEqual(await sharp(input).rotate().raw().toBuffer());
    });
  }

  it("drops a JPEG's comments and IPTC block", async () => {
    const input = withJpegExtras(await photo('jpeg'));
    const output = stripMetadata(input, 'jpeg', 1);
    expect(input.includes('Thamel')).toBe(true);
    expect(output.includes('Thamel')).toBe(false);
    expect(output.includes('Kathmandu')).toBe(false);
    expect((await sharp(output).metadata()).iptc).toBeUndefined();
    expect(await pixels(output)).toEqual(await pixels(input));
  });

  it("drops what follows a JPEG's end (an appended preview with its own EXIF)", async () => {
    const preview = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .withExif(gps)
      .jpeg()
      .toBuffer();
    const input = Buffer.concat([await photo('jpeg'), preview]);
    const output = stripMetadata(input, 'jpeg', 1);
    expect(output.includes('Studio Everest')).toBe(false);
    expect(await pixels(output)).toEqual(await pixels(input));
  });

  it("drops a PNG's text chunks", async () => {
    const input = withPngText(await photo('png'));
    expect(input.includes('Thamel')).toBe(true);
    const output = stripMetadata(input, 'png', 1);
    expect(output.includes('Thamel')).toBe(false);
    expect(await pixels(output)).toEqual(await pixels(input));
  });

  it('leaves a WebP without metadata as it was', async () => {
    const input = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'blue' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(stripMetadata(input, 'webp', 1)).toEqual(input);
  });
});
