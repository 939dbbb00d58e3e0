import type { GalleryDownloadSize } from '@tasbir/shared';

/**
 * A name that is safe as a file on any system: no folders, no characters Windows refuses, no
 * control characters, no leading dots; what is left of an empty one is `fallback`.
 */
export function safeFileName(name: string, fallback = 'photo'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 200);
  return cleaned === '' ? fallback : cleaned;
}

/** The download's name: the original's, or for the web size the same base name as a JPEG. */
export function downloadName(fileName: string, size: GalleryDownloadSize): string {
  const safe = safeFileName(fileName);
  if (size === 'original') return safe;
  const dot = safe.lastIndexOf('.');
  return `${dot > 0 ? safe.slice(0, dot) : safe}.jpg`;
}

/** Names made unique (ignoring case, as Windows and macOS do): a second "IMG_0001.jpg" becomes "IMG_0001 (2).jpg". */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${base} (${copy})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * `Content-Disposition: attachment` with the name as RFC 6266 asks: an ASCII stand-in in
 * `filename` for old clients and the UTF-8 name in `filename*` (a Nepali title stays Nepali).
 */
export function attachment(name: string): string {
  const safe = safeFileName(name, 'download');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
