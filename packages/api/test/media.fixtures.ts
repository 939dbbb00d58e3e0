import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId, nowIso } from '@tasbir/db';
import type { Photo, PlanName, Reel } from '@tasbir/shared';
import sharp from 'sharp';
import type { Reply, TestApp } from './harness.js';

/** A plan running for 30 days (or ended `daysAgo` days ago), set on the row directly. */
export async function setPlan(t: TestApp, userId: string, plan: PlanName, { expired = false } = {}): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const expiresAt = plan === 'free' ? null : new Date(Date.now() + (expired ? -day : 30 * day)).toISOString();
  await t.db
    .updateTable('users')
    .set({ subscription_plan: plan, subscription_expires_at: expiresAt })
    .where('id', '=', userId)
    .execute();
}

/** A photo with colour variation so encoders have something to do. */
export function photoBytes(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 640, height = 427): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#264653"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e9c46a"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

let distinctShade = 0;
/** A small JPEG of a size no other call in this test process made: a receipt no earlier request shares. */
export function distinctJpeg(): Promise<Buffer> {
  distinctShade += 1;
  return photoBytes('jpeg', 60 + (distinctShade % 400), 40 + Math.floor(distinctShade / 400));
}

/** A JPEG carrying GPS coordinates and a camera make in EXIF, stored sideways (orientation 6). */
export async function jpegWithGpsSideways(): Promise<Buffer> {
  const left = await sharp({ create: { width: 150, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 42/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '85/1 19/1 0/1',
      },
    })
    .toBuffer();
}

/** Whether EXIF data points to a GPS section (tag 0x8825, little-endian as sharp writes it). */
export const hasGpsSection = (exif: Buffer | undefined) =>
  exif !== undefined && exif.includes(Buffer.from([0x25, 0x88]));

const videoCache = new Map<string, Buffer>();

/** A short vertical clip made with ffmpeg (installed here and in CI); its temporary file is removed at once. */
export function videoBytes(format: 'mp4' | 'webm' | 'mov' = 'mp4', seconds = 1): Buffer {
  const cacheKey = `${format}-${seconds}`;
  const cached = videoCache.get(cacheKey);
  if (cached) return cached;
  const dir = mkdtempSync(join(tmpdir(), 'tasbir-video-'));
  try {
    const out = join(dir, `clip.${format}`);
    const codec =
      format === 'webm'
        ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8']
        : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
    execFileSync('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=180x320:rate=12:duration=${seconds}`,
      ...codec,
      out,
    ]);
    const bytes = readFileSync(out);
    videoCache.set(cacheKey, bytes);
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type FilePart = { bytes: Buffer; filename?: string; type?: string; field?: string };

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: FilePart,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename ?? 'upload.bin',
    );
  const request = new Request('http://tasbir.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

type UploadOptions = { token?: string; fields?: Record<string, string>; file?: FilePart };

/** `POST <path>` as multipart (the web client's way). */
export async function postMultipart<T = Record<string, unknown>>(
  t: TestApp,
  path: string,
  { token, fields = {}, file }: UploadOptions,
): Promise<Reply<T>> {
  const { payload, contentType } = await multipartBody(fields, file);
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

export const uploadPhoto = (t: TestApp, token: string, bytes: Buffer, fields: Record<string, string> = {}) =>
  postMultipart<Photo>(t, '/api/photos/upload', {
    token,
    fields: { title: 'Phewa at dawn', ...fields },
    file: { bytes, filename: 'photo.jpg', type: 'image/jpeg' },
  });

export const uploadReel = (t: TestApp, token: string, bytes: Buffer, fields: Record<string, string> = {}) =>
  postMultipart<Reel>(t, '/api/reels/upload', {
    token,
    fields: { title: 'Sarangkot sunrise', ...fields },
    file: { bytes, filename: 'clip.mp4', type: 'video/mp4' },
  });

/** Every file under a folder (recursively), for checking that nothing was left behind. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export const mediaFiles = (t: TestApp) => filesUnder(join(t.config.dataDir, 'media'));
export const stagedFiles = (t: TestApp) => filesUnder(join(t.config.dataDir, 'tmp'));

/** The bytes behind a media URL. */
export async function fetchMedia(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

let seq = 0;
/** Photo rows straight into the database (no files), for list and paging tests that need many. */
export async function insertPhotos(
  t: TestApp,
  photographerId: string,
  count: number,
  fields: { trending_score?: number } = {},
): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    seq += 1;
    return {
      id: newId(),
      photographer_id: photographerId,
      title: `Listed ${seq}`,
      description: null,
      category: 'General',
      location: null,
      image_key: `${'a'.repeat(60)}${String(seq).padStart(4, '0')}.webp`,
      thumb_key: `${'b'.repeat(60)}${String(seq).padStart(4, '0')}.webp`,
      width: 1600,
      height: 1067,
      placeholder: 'data:image/webp;base64,AAAA',
      trending_score: fields.trending_score ?? 0,
      created_at: nowIso(),
    };
  });
  await t.db.insertInto('photos').values(rows).execute();
  return rows.map((row) => row.id);
}
