import { open } from 'node:fs/promises';

/**
 * File types from their first bytes (magic numbers), never from a name or a declared type.
 * HEIC is not accepted: the image library's prebuilt binary reads AVIF but not HEVC-coded HEIC.
 */
export type ImageType = 'jpeg' | 'png' | 'webp';
export type VideoType = 'mp4' | 'mov' | 'webm';

export async function readHead(path: string, length = 64): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');
const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

export function sniffImage(head: Buffer): ImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** ISO media brands that are still images (HEIF/AVIF), not videos. */
const imageBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
/** Top-level atoms an old QuickTime file (without `ftyp`) starts with. */
const quickTimeAtoms = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniffVideo(head: Buffer): VideoType | undefined {
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (imageBrands.has(brand)) return undefined;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  if (quickTimeAtoms.has(box)) return 'mov';
  // EBML header whose DocType is webm (Matroska in general is not something browsers play).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && head.includes('webm', 4, 'latin1')) return 'webm';
  return undefined;
}

export const videoContentTypes: Record<VideoType, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};
