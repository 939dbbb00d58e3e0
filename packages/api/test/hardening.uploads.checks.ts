import { profilePictureLimits } from '@tasbir/shared';
import { expect } from 'vitest';
import sharp from 'sharp';
import type { NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import type { Kind } from './hardening.uploads.corpus.fixtures.js';
import type { Snapshot } from './hardening.uploads.paths.js';
import { readStored } from './galleries.uploads.fixtures.js';
import { fetchMedia, hasGpsSection } from './media.fixtures.js';

/**
 * What "neutralised" means for an accepted upload of each kind (issue 13): a photo is served only as
 * freshly encoded WebP with no metadata; a reel only as the video its bytes begin as, with a clean
 * poster; a receipt only to its owner and the admins, as sent, under headers that keep a browser
 * from ever running it; a profile picture as a fresh square WebP; a watermark logo only in the
 * galleries' private store, as a fresh PNG, and shown back to its photographer in their watermark.
 */
export type Viewers = { admin: NewUser; stranger: NewUser };
type Accepted = {
  t: TestApp;
  who: NewUser;
  created: Record<string, unknown>;
  uploaded: Buffer;
  before: Snapshot;
  after: Snapshot;
  viewers: Viewers;
};

/** Text an HTML page, a script or EXIF would carry, none of which a re-encoded variant may hold. */
const carried = ['<script', '<html', '<svg', 'TestCam'];

const urlOf = (created: Record<string, unknown>, field: string) => {
  const value = created[field];
  expect(typeof value, `${field} in ${JSON.stringify(created)}`).toBe('string');
  return String(value);
};

/** An image re-encoded as `format` through and through: no EXIF (so no GPS), no ICC, no carried text. */
async function expectCleanImage(bytes: Buffer, format: 'webp' | 'png'): Promise<void> {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe(format);
  expect(metadata.exif, 'EXIF in a re-encoded image').toBeUndefined();
  expect(hasGpsSection(metadata.exif)).toBe(false);
  expect(metadata.icc).toBeUndefined();
  const text = bytes.toString('latin1');
  for (const needle of carried) expect(text, `${needle} in a re-encoded image`).not.toContain(needle);
}

/** A served image that is WebP through and through, under nosniff. */
async function expectCleanWebp(t: TestApp, url: string): Promise<void> {
  const served = await fetchMedia(t, url);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  await expectCleanImage(served.bytes, 'webp');
}

async function photoNeutralised({ t, created, before, after }: Accepted): Promise<void> {
  expect(urlOf(created, 'placeholder')).toMatch(/^data:image\/webp;base64,/);
  await expectCleanWebp(t, urlOf(created, 'image_url'));
  await expectCleanWebp(t, urlOf(created, 'thumb_url'));
  expect(after.photos).toBe(before.photos + 1);
  expect(after.uploader.photo_count).toBe(before.uploader.photo_count + 1);
}

async function reelNeutralised({ t, created, before, after }: Accepted): Promise<void> {
  const served = await fetchMedia(t, urlOf(created, 'video_url'));
  expect(served.status).toBe(200);
  // A container may carry foreign bytes (after its end, or in a tag a stream copy keeps): what keeps a
  // browser from reading them is that the file is only ever served as the video it begins as.
  const type = String(served.headers['content-type']);
  expect(type).toMatch(/^video\/(mp4|webm)$/);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  const begins =
    type === 'video/webm'
      ? served.bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
      : served.bytes.subarray(4, 8).toString('latin1') === 'ftyp';
  expect(begins, `a ${type} that does not begin as one`).toBe(true);
  // ffmpeg runs here, so every accepted reel has a decodable first frame as its poster.
  await expectCleanWebp(t, urlOf(created, 'poster_url'));
  expect(after.reels).toBe(before.reels + 1);
  expect(after.uploader.reel_count).toBe(before.uploader.reel_count + 1);
}

const receiptTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

async function receiptNeutralised({ t, who, created, uploaded, before, after, viewers }: Accepted): Promise<void> {
  const url = urlOf(created, 'receipt_url');
  const read = (viewer?: NewUser) =>
    t.app.inject({ method: 'GET', url, headers: viewer ? { authorization: `Bearer ${viewer.access_token}` } : {} });
  const own = await read(who);
  expect(own.statusCode).toBe(200);
  const type = String(own.headers['content-type']);
  expect(receiptTypes).toContain(type);
  expect(own.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
  expect(String(own.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  expect(String(own.headers['content-disposition'])).toMatch(
    type === 'application/pdf' ? /^attachment; filename="receipt-[\w-]+\.pdf"$/ : /^inline$/,
  );
  expect(own.rawPayload.equals(uploaded), 'a receipt is kept as sent').toBe(true);
  expect((await read(viewers.admin)).statusCode).toBe(200);
  expect((await read(viewers.stranger)).statusCode).toBe(403);
  expect((await read()).statusCode).toBe(401);
  // A request waits for an admin: no credits and no plan move on sending it.
  expect(after.uploader).toEqual(before.uploader);
  expect(after.ledger).toBe(before.ledger);
  expect(after.creditRequests + after.planRequests).toBe(before.creditRequests + before.planRequests + 1);
}

/** A profile picture: the account's picture is a clean square WebP of the avatar's side. */
async function avatarNeutralised({ t, created, before, after }: Accepted): Promise<void> {
  const url = urlOf(created, 'profile_picture');
  expect(after.uploader.profile_picture).toBe(url);
  expect(before.uploader.profile_picture).not.toBe(url);
  await expectCleanWebp(t, url);
  const { width, height } = await sharp((await fetchMedia(t, url)).bytes).metadata();
  expect([width, height]).toEqual([profilePictureLimits.sidePx, profilePictureLimits.sidePx]);
}

/** The chunk types of a PNG, in order (each: length, type, data, CRC), and whether they end the file. */
function pngChunks(bytes: Buffer): { types: string[]; endsFile: boolean } {
  const types: string[] = [];
  let at = 8;
  for (; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at))
    types.push(bytes.toString('latin1', at + 4, at + 8));
  return { types, endsFile: at === bytes.length && types.at(-1) === 'IEND' };
}
/** What a PNG made afresh may hold: the image and its pixel density, no text, EXIF or ICC chunk. */
const pixelChunks = ['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND'];
/** The box a logo is kept within (domains/galleries/watermarks.ts): a preview is 1600 px wide. */
const logoBoxPx = 1000;

/** The logo shown back in a watermark answer: a WebP data URL, re-encoded like the logo. */
async function expectShownLogo(watermark: Record<string, unknown>): Promise<void> {
  const shown = urlOf(watermark, 'logo_url');
  expect(shown).toMatch(/^data:image\/webp;base64,/);
  await expectCleanImage(Buffer.from(shown.slice(shown.indexOf(',') + 1), 'base64'), 'webp');
}

/**
 * A watermark logo: the photographer's watermark now has it, kept in the galleries' private store as
 * a PNG made afresh (no text, EXIF or ICC chunk survives, nothing after its end, no side over the
 * logo box), and /api/media never serves it. A plain PNG made afresh may come out byte for byte as sent.
 */
async function logoNeutralised({ t, who, created, before, after }: Accepted): Promise<void> {
  expect(before.watermark?.logo_key ?? null).toBeNull();
  const key = String(after.watermark?.logo_key);
  expect(key).toMatch(/^[0-9a-f]{64}\.png$/);
  const stored = readStored(t, key);
  await expectCleanImage(stored, 'png');
  const { types, endsFile } = pngChunks(stored);
  expect(types.filter((type) => !pixelChunks.includes(type))).toEqual([]);
  expect(endsFile, 'nothing after the PNG ends').toBe(true);
  const { width = 0, height = 0 } = await sharp(stored).metadata();
  expect(Math.max(width, height), 'kept within the logo box').toBeLessThanOrEqual(logoBoxPx);
  await expectShownLogo(created);
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/galleries/watermark',
    headers: { authorization: `Bearer ${who.access_token}` },
  });
  expect(answer.statusCode).toBe(200);
  const watermark: unknown = answer.json();
  expect(watermark, 'the watermark answer now has the logo').toEqual(created);
  expect((await fetchMedia(t, `/api/media/${key}`)).status).toBe(404);
  expect(after.mediaFiles, 'nothing lands in the public media store').toEqual(before.mediaFiles);
}

export const neutralised: Record<Kind, (accepted: Accepted) => Promise<void>> = {
  photo: photoNeutralised,
  reel: reelNeutralised,
  receipt: receiptNeutralised,
  avatar: avatarNeutralised,
  logo: logoNeutralised,
};

/** The resident set size's peak while `work` runs, sampled every 2 ms, above what it was before. */
export async function rssGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number; ms: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - base) / (1024 * 1024), ms: performance.now() - started };
  } finally {
    clearInterval(sampler);
  }
}
