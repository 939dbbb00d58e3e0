import { galleryLimits, plans, profilePictureLimits, type ErrorCode, type ErrorParams } from '@tasbir/shared';
import { maxInputMegapixels } from '../src/files/images.js';
import * as made from './hardening.uploads.bytes.js';
import { videoBytes } from './media.fixtures.js';

/**
 * What a file of the upload corpus (hardening.uploads.corpus.ts) is, and the shorthand its lists
 * share: what each kind of upload does with a sort of file, the limits of the plan its uploaders are
 * on, and the plain images and videos the hostile files are built around.
 */
/** `avatar`: a profile picture; `logo`: a photographer's watermark logo for delivery-gallery previews. */
export type Kind = 'photo' | 'reel' | 'receipt' | 'avatar' | 'logo';
export type Refusal = { status: 400 | 413; code: ErrorCode; params?: ErrorParams };
export type Expected = 'accepted' | Refusal;
export type CorpusFile = {
  /** The file name sent with it (multipart); the declared type goes with it. */
  name: string;
  type: string;
  /** What it is, for test names. */
  what: string;
  bytes: () => Promise<Buffer>;
  /** What each kind of upload does with it; a kind left out is not sent the file (size cases belong to one kind). */
  expect: Partial<Record<Kind, Expected>>;
};

export const megabyte = 1024 * 1024;
/** Silver, the plan the corpus's uploaders are on: the smallest paid limits (docs/product.md#plans). */
export const silverLimits = { photoMb: plans.silver.photos.maxFileMb, reelMb: plans.silver.reels.maxFileMb };
export const avatarMb = profilePictureLimits.maxMb;
export const logoMb = galleryLimits.watermarkLogoMb;

export const refused = (code: ErrorCode, params?: ErrorParams): Refusal => ({
  status: 400,
  code,
  ...(params ? { params } : {}),
});
export const wrongType = {
  photo: refused('imageTypeRefused'),
  reel: refused('videoTypeRefused'),
  receipt: refused('receiptTypeRefused'),
} as const;
/** A broken image of a type the product takes: unreadable as a photo, not a video, not a receipt. */
export const brokenImage = {
  photo: refused('imageUnreadable'),
  reel: wrongType.reel,
  receipt: wrongType.receipt,
} as const;
const tooManyPixels = refused('imageTooManyPixels', { megapixels: maxInputMegapixels });
export const enormousImage = { photo: tooManyPixels, reel: wrongType.reel, receipt: tooManyPixels } as const;
/** A readable image of a type the product takes: a photo (re-encoded) and a receipt (kept as sent). */
export const goodImage = { photo: 'accepted', reel: wrongType.reel, receipt: 'accepted' } as const;
export const goodVideo = { photo: wrongType.photo, reel: 'accepted', receipt: wrongType.receipt } as const;
export const brokenVideo = {
  photo: wrongType.photo,
  reel: refused('videoUnreadable'),
  receipt: wrongType.receipt,
} as const;

/** Made once, for files that take a while to make (deflating hundreds of megabytes of zeros). */
export const memo = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let kept: Promise<T> | undefined;
  return () => (kept ??= make());
};
export const png = memo(() => made.picture().png().toBuffer());
export const jpeg = memo(() => made.picture().jpeg().toBuffer());
export const webp = memo(() => made.picture().webp().toBuffer());
export const video = (format: 'mp4' | 'webm' | 'mov') => async () => videoBytes(format);
export const text = (value: string | Buffer) => async () => Buffer.from(value);
