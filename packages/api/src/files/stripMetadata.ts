import { crc32 } from 'node:zlib';
import type { ImageType } from './sniff.js';

/**
 * Removes a photo's metadata without touching its pixels: the coded image data is copied byte for
 * byte, so a gallery's original is what the camera wrote, less EXIF (GPS, serial numbers), XMP,
 * IPTC and comments. The colour profile stays (colours would shift without it), and so does the
 * orientation: when it is not upright, a minimal EXIF holding only the Orientation tag is written
 * back. No npm library does this for JPEG, PNG and WebP alike while keeping the ICC profile.
 */
export function stripMetadata(bytes: Buffer, type: ImageType, orientation = 1): Buffer {
  const kept = orientation >= 2 && orientation <= 8 ? orientation : 1;
  if (type === 'jpeg') return stripJpeg(bytes, kept);
  if (type === 'png') return stripPng(bytes, kept);
  return stripWebp(bytes, kept);
}

export class MetadataStripError extends Error {}

/** A big-endian TIFF holding one IFD with one entry: Orientation (0x0112, SHORT, 1). */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  return tiff;
}

// JPEG: segments before the first scan are walked; APP0 (JFIF), APP2 holding an ICC profile and
// APP14 (Adobe: how to read the colour channels) stay with every non-APP segment (tables, frame).
const jpegMarker = { soi: 0xd8, eoi: 0xd9, sos: 0xda, app0: 0xe0, app1: 0xe1, app2: 0xe2, app14: 0xee, com: 0xfe };
const iccSignature = Buffer.from('ICC_PROFILE\0', 'latin1');

function keepJpegSegment(marker: number, body: Buffer): boolean {
  if (marker === jpegMarker.com) return false;
  if (marker < jpegMarker.app0 || marker > 0xef) return true;
  if (marker === jpegMarker.app0 || marker === jpegMarker.app14) return true;
  return marker === jpegMarker.app2 && body.subarray(0, iccSignature.length).equals(iccSignature);
}

function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** The end of the coded data: the first FF D9 (inside scans an FF is always followed by 00 or a restart marker). */
function jpegEnd(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1))
    if (bytes[at + 1] === jpegMarker.eoi) return at + 2;
  return bytes.length;
}

function stripJpeg(bytes: Buffer, orientation: number): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== jpegMarker.soi) throw new MetadataStripError('not a JPEG');
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  const exif =
    orientation === 1
      ? undefined
      : jpegSegment(jpegMarker.app1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation)]));
  let exifWritten = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new MetadataStripError('JPEG segment expected');
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // The orientation goes after JFIF's APP0 when there is one (JFIF wants to be first), else first.
    if (exif && !exifWritten && marker !== jpegMarker.app0) {
      parts.push(exif);
      exifWritten = true;
    }
    if (marker === jpegMarker.sos) {
      // Everything from the first scan to the end of the image, unchanged; what follows the end
      // (a camera's appended preview, with its own EXIF) is not part of the picture and goes.
      parts.push(bytes.subarray(at, jpegEnd(bytes, at)));
      return Buffer.concat(parts);
    }
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new MetadataStripError('JPEG segment cut short');
    if (keepJpegSegment(marker, bytes.subarray(at + 4, end))) parts.push(bytes.subarray(at, end));
    at = end;
  }
  throw new MetadataStripError('JPEG without image data');
}

// PNG: text chunks, eXIf and the modification time go; everything else (iCCP, sRGB, pHYs, IDAT…) stays.
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngDropped = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function stripPng(bytes: Buffer, orientation: number): Buffer {
  if (!bytes.subarray(0, 8).equals(pngSignature)) throw new MetadataStripError('not a PNG');
  const parts: Buffer[] = [pngSignature];
  let exifWritten = orientation === 1;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) throw new MetadataStripError('PNG chunk cut short');
    // eXIf must come before the image data.
    if (!exifWritten && type === 'IDAT') {
      parts.push(pngChunk('eXIf', orientationTiff(orientation)));
      exifWritten = true;
    }
    if (!pngDropped.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  throw new MetadataStripError('PNG without an end');
}

// WebP: the EXIF and XMP chunks go, and the extended header's flags stop announcing them.
const vp8xFlag = { exif: 0x08, xmp: 0x04 };

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat(data.length % 2 === 1 ? [head, data, Buffer.alloc(1)] : [head, data]);
}

function stripWebp(bytes: Buffer, orientation: number): Buffer {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    throw new MetadataStripError('not a WebP');
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const chunks: Buffer[] = [];
  let vp8x: Buffer | undefined;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) throw new MetadataStripError('WebP chunk cut short');
    const chunk = Buffer.from(bytes.subarray(at, Math.min(end, riffEnd)));
    if (fourcc === 'VP8X') {
      vp8x = chunk;
      chunks.push(chunk);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') chunks.push(chunk);
    at = end;
  }
  // Only the extended format can hold metadata, so a simple WebP's orientation is already upright.
  const exif = orientation !== 1 && vp8x ? riffChunk('EXIF', orientationTiff(orientation)) : undefined;
  if (vp8x) {
    const flags = (vp8x[8] ?? 0) & ~(vp8xFlag.exif | vp8xFlag.xmp);
    vp8x[8] = exif ? flags | vp8xFlag.exif : flags;
  }
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks, ...(exif ? [exif] : [])]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
