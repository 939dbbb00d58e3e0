/** Media keys are `<sha256 of the bytes>.<extension>`: the name is the content, so it never changes. */
export const mediaTypes = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  // Receipts only, which live in their own store (domains/credits/receipts.ts), never under /api/media.
  pdf: 'application/pdf',
} as const;
export type MediaExt = keyof typeof mediaTypes;

const keyPattern = /^([0-9a-f]{64})\.([a-z0-9]{2,4})$/;
const isExt = (value: string): value is MediaExt => Object.hasOwn(mediaTypes, value);

export type ParsedKey = { key: string; hash: string; ext: MediaExt; contentType: string };

/** A key from outside (a URL), or undefined when it is not one this store could have made. */
export function parseMediaKey(key: string): ParsedKey | undefined {
  const match = keyPattern.exec(key);
  const hash = match?.[1];
  const ext = match?.[2];
  if (!hash || !ext || !isExt(ext)) return undefined;
  return { key, hash, ext, contentType: mediaTypes[ext] };
}

/** Where the browser loads a key from (`GET /api/media/<key>`). */
export const mediaUrl = (key: string) => `/api/media/${key}`;

/** The key behind an address `mediaUrl` made (a profile picture's), or undefined for every other text. */
export function mediaKeyOfUrl(url: string | null): string | undefined {
  const prefix = mediaUrl('');
  return url?.startsWith(prefix) ? parseMediaKey(url.slice(prefix.length))?.key : undefined;
}
