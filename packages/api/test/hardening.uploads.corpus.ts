import { plans, profilePictureLimits, receiptMaxMb, type ErrorCode, type ErrorParams } from '@tasbir/shared';
import { maxInputMegapixels } from '../src/files/images.js';
import * as made from './hardening.uploads.bytes.js';
import { jpegWithGpsSideways, videoBytes } from './media.fixtures.js';

/**
 * The upload corpus (issue 13): hostile, broken and borderline files, every one generated here, each
 * with what each kind of upload must do with it. The bytes decide (docs/decisions/003-media.md):
 * photos and profile pictures are JPEG, PNG or WebP; reels MP4, WebM or QuickTime; receipts JPEG,
 * PNG, WebP or PDF; everything else is refused with 400, whatever its name or declared type says.
 */
export type Kind = 'photo' | 'reel' | 'receipt' | 'avatar';
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

const megabyte = 1024 * 1024;
/** Silver, the plan the corpus's uploaders are on: the smallest paid limits (docs/product.md#plans). */
const silverLimits = { photoMb: plans.silver.photos.maxFileMb, reelMb: plans.silver.reels.maxFileMb };
const avatarMb = profilePictureLimits.maxMb;

const refused = (code: ErrorCode, params?: ErrorParams): Refusal => ({
  status: 400,
  code,
  ...(params ? { params } : {}),
});
const wrongType = {
  photo: refused('imageTypeRefused'),
  reel: refused('videoTypeRefused'),
  receipt: refused('receiptTypeRefused'),
} as const;
/** A broken image of a type the product takes: unreadable as a photo, not a video, not a receipt. */
const brokenImage = { photo: refused('imageUnreadable'), reel: wrongType.reel, receipt: wrongType.receipt } as const;
const tooManyPixels = refused('imageTooManyPixels', { megapixels: maxInputMegapixels });
const enormousImage = { photo: tooManyPixels, reel: wrongType.reel, receipt: tooManyPixels } as const;
/** A readable image of a type the product takes: a photo (re-encoded) and a receipt (kept as sent). */
const goodImage = { photo: 'accepted', reel: wrongType.reel, receipt: 'accepted' } as const;
const goodVideo = { photo: wrongType.photo, reel: 'accepted', receipt: wrongType.receipt } as const;
const brokenVideo = { photo: wrongType.photo, reel: refused('videoUnreadable'), receipt: wrongType.receipt } as const;

/** Made once, for files that take a while to make (deflating hundreds of megabytes of zeros). */
const memo = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let kept: Promise<T> | undefined;
  return () => (kept ??= make());
};
const png = memo(() => made.picture().png().toBuffer());
const jpeg = memo(() => made.picture().jpeg().toBuffer());
const webp = memo(() => made.picture().webp().toBuffer());
const video = (format: 'mp4' | 'webm' | 'mov') => async () => videoBytes(format);
const text = (value: string | Buffer) => async () => Buffer.from(value);
const svgWithScript =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

export const corpus: CorpusFile[] = [
  // Script carriers and formats the product does not take.
  {
    name: 'logo.svg',
    type: 'image/svg+xml',
    what: 'an SVG with a script',
    bytes: text(svgWithScript),
    expect: wrongType,
  },
  {
    name: 'logo.png',
    type: 'image/png',
    what: 'an SVG with a script, named and declared PNG',
    bytes: text(svgWithScript),
    expect: wrongType,
  },
  { name: 'page.html', type: 'text/html', what: 'an HTML page', bytes: text(made.htmlWithScript), expect: wrongType },
  {
    name: 'animation.gif',
    type: 'image/gif',
    what: 'a GIF',
    bytes: () => made.picture().gif().toBuffer(),
    expect: wrongType,
  },
  { name: 'bitmap.bmp', type: 'image/bmp', what: 'a BMP', bytes: async () => made.bmp(), expect: wrongType },
  {
    name: 'scan.tiff',
    type: 'image/tiff',
    what: 'a TIFF',
    bytes: () => made.picture().tiff().toBuffer(),
    expect: wrongType,
  },
  {
    name: 'photo.avif',
    type: 'image/avif',
    what: 'an AVIF (an ISO media file, but a still image)',
    bytes: () => made.picture().avif({ effort: 0 }).toBuffer(),
    expect: wrongType,
  },
  {
    name: 'iphone.heic',
    type: 'image/heic',
    what: 'a HEIC header followed by junk',
    bytes: async () => Buffer.concat([made.ftyp('heic', ['mif1', 'heic']), Buffer.alloc(512, 0x5a)]),
    expect: wrongType,
  },
  {
    name: 'not-a-video.mkv',
    type: 'video/x-matroska',
    what: 'a Matroska header that is not WebM',
    bytes: async () => Buffer.concat([made.ebmlHeader('matroska'), Buffer.alloc(512, 0x5a)]),
    expect: wrongType,
  },

  // Polyglots: one file, two readings.
  {
    name: 'polyglot.png',
    type: 'image/png',
    what: 'a PNG with an HTML page after its end (HTML/PNG polyglot)',
    bytes: async () => Buffer.concat([await png(), made.htmlWithScript]),
    expect: goodImage,
  },
  {
    name: 'text-chunk.png',
    type: 'image/png',
    what: 'a PNG carrying an HTML page in a text chunk',
    bytes: async () =>
      made.withPngChunk(await png(), 'tEXt', Buffer.concat([Buffer.from('Comment\0'), made.htmlWithScript])),
    expect: goodImage,
  },
  {
    name: 'comment.jpg',
    type: 'image/jpeg',
    what: 'a JPEG carrying a script in a comment segment',
    bytes: async () => made.withJpegComment(await jpeg(), made.htmlWithScript),
    expect: goodImage,
  },
  {
    name: 'signature.png',
    type: 'image/png',
    what: 'an HTML page behind a PNG signature',
    bytes: async () => Buffer.concat([(await png()).subarray(0, 8), made.htmlWithScript]),
    expect: brokenImage,
  },
  {
    name: 'page.mp4',
    type: 'video/mp4',
    what: 'an HTML page behind an MP4 file type box',
    bytes: async () => Buffer.concat([made.ftyp('isom', ['isom', 'mp42']), made.htmlWithScript]),
    expect: brokenVideo,
  },
  {
    name: 'page.webm',
    type: 'video/webm',
    what: 'an HTML page behind a WebM header',
    bytes: async () => Buffer.concat([made.ebmlHeader('webm'), made.htmlWithScript]),
    expect: brokenVideo,
  },
  {
    name: 'polyglot.mp4',
    type: 'video/mp4',
    what: 'an MP4 with an HTML page after its end',
    bytes: async () => Buffer.concat([videoBytes('mp4'), made.htmlWithScript]),
    expect: goodVideo,
  },
  {
    name: 'polyglot.webm',
    type: 'video/webm',
    what: 'a WebM with an HTML page after its end',
    bytes: async () => Buffer.concat([videoBytes('webm'), made.htmlWithScript]),
    expect: goodVideo,
  },
  {
    name: 'page.mov',
    type: 'video/quicktime',
    what: 'junk behind a QuickTime movie atom',
    bytes: async () => Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('moov'), made.htmlWithScript]),
    expect: brokenVideo,
  },

  // Names and declared types that lie: the bytes decide.
  { name: 'lake.jpg', type: 'image/jpeg', what: 'a PNG named .jpg', bytes: png, expect: goodImage },
  { name: 'lake.png', type: 'image/png', what: 'a JPEG named .png', bytes: jpeg, expect: goodImage },
  { name: 'clip.jpg', type: 'image/jpeg', what: 'an MP4 named .jpg', bytes: video('mp4'), expect: goodVideo },
  {
    name: 'receipt.pdf',
    type: 'application/pdf',
    what: 'a PDF that runs JavaScript when opened',
    bytes: async () => made.pdfWithJavaScript(),
    expect: { photo: wrongType.photo, reel: wrongType.reel, receipt: 'accepted' },
  },
  {
    name: 'page.pdf',
    type: 'application/pdf',
    what: 'an HTML page behind a PDF signature',
    bytes: async () => Buffer.concat([Buffer.from('%PDF-1.4\n'), made.htmlWithScript]),
    expect: { photo: wrongType.photo, reel: wrongType.reel, receipt: 'accepted' },
  },

  // Empty and cut short.
  {
    name: 'empty.jpg',
    type: 'image/jpeg',
    what: 'an empty file',
    bytes: async () => Buffer.alloc(0),
    expect: {
      photo: refused('imageRequired'),
      reel: refused('videoRequired'),
      receipt: refused('creditRequestIncomplete'),
    },
  },
  {
    name: 'half.jpg',
    type: 'image/jpeg',
    what: 'the first half of a JPEG',
    bytes: async () => made.truncated(await jpeg(), 0.5),
    expect: brokenImage,
  },
  {
    name: 'half.png',
    type: 'image/png',
    what: 'the first half of a PNG',
    bytes: async () => made.truncated(await png(), 0.5),
    expect: brokenImage,
  },
  {
    name: 'half.webp',
    type: 'image/webp',
    what: 'the first half of a WebP',
    bytes: async () => made.truncated(await webp(), 0.5),
    expect: brokenImage,
  },
  {
    name: 'magic.jpg',
    type: 'image/jpeg',
    what: 'a JPEG signature followed by zeros',
    bytes: async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000)]),
    expect: brokenImage,
  },
  {
    name: 'half.mp4',
    type: 'video/mp4',
    what: 'the first half of an MP4 (its index is at the end)',
    bytes: async () => made.truncated(videoBytes('mp4'), 0.5),
    expect: brokenVideo,
  },

  // Decompression bombs and lying dimensions.
  {
    name: 'bomb.png',
    type: 'image/png',
    what: 'a 20,000 × 20,000 PNG decompression bomb',
    bytes: memo(() => made.pngOfZeros(20_000, 20_000)),
    expect: enormousImage,
  },
  {
    name: 'huge.jpg',
    type: 'image/jpeg',
    what: 'a JPEG header claiming 65,000 × 65,000',
    bytes: () => made.jpegClaiming(65_000, 65_000),
    expect: enormousImage,
  },
  {
    name: 'huge.webp',
    type: 'image/webp',
    what: 'a WebP header claiming 16,000 × 16,000',
    bytes: () => made.webpClaiming(16_000, 16_000),
    expect: enormousImage,
  },
  {
    name: 'at-limit.png',
    type: 'image/png',
    what: `a ${maxInputMegapixels}-megapixel PNG, at the limit`,
    bytes: memo(() => made.pngOfZeros(10_000, (maxInputMegapixels * 1_000_000) / 10_000)),
    expect: goodImage,
  },
  {
    name: 'text-bomb.png',
    type: 'image/png',
    what: 'a PNG whose compressed text chunk inflates to 200 MB',
    bytes: memo(async () => made.withPngChunk(await png(), 'zTXt', await made.zTxtOfZeros(200 * megabyte))),
    expect: goodImage,
  },
  {
    name: 'strip.png',
    type: 'image/png',
    what: 'a 200,000 × 1 strip',
    bytes: () => made.plain(200_000, 1).png().toBuffer(),
    expect: goodImage,
  },
  {
    name: 'dot.png',
    type: 'image/png',
    what: 'a 1 × 1 image',
    bytes: () => made.picture(1, 1).png().toBuffer(),
    expect: goodImage,
  },

  // Metadata that must not survive.
  {
    name: 'gps.jpg',
    type: 'image/jpeg',
    what: 'a sideways JPEG with GPS in its EXIF',
    bytes: jpegWithGpsSideways,
    expect: goodImage,
  },
  {
    name: 'gps.png',
    type: 'image/png',
    what: 'a PNG with GPS in its EXIF',
    bytes: () => made.picture().png().withExifMerge(made.gpsExif).toBuffer(),
    expect: goodImage,
  },
  {
    name: 'gps.webp',
    type: 'image/webp',
    what: 'a WebP with GPS in its EXIF',
    bytes: () => made.picture().webp().withExifMerge(made.gpsExif).toBuffer(),
    expect: goodImage,
  },
  {
    name: 'print.jpg',
    type: 'image/jpeg',
    what: 'a CMYK JPEG with GPS in its EXIF',
    bytes: () => made.picture().toColourspace('cmyk').jpeg().withExifMerge(made.gpsExif).toBuffer(),
    expect: goodImage,
  },

  // Videos the product takes.
  { name: 'clip.mp4', type: 'video/mp4', what: 'an MP4', bytes: video('mp4'), expect: goodVideo },
  { name: 'clip.webm', type: 'video/webm', what: 'a WebM', bytes: video('webm'), expect: goodVideo },
  { name: 'clip.mov', type: 'video/quicktime', what: 'a QuickTime movie', bytes: video('mov'), expect: goodVideo },

  // Sizes at and just over each limit (each belongs to its own kind of upload).
  {
    name: `exactly-${silverLimits.photoMb}mb.jpg`,
    type: 'image/jpeg',
    what: `a JPEG of exactly ${silverLimits.photoMb} MB on silver`,
    bytes: () => made.jpegOfSize(silverLimits.photoMb * megabyte),
    expect: { photo: 'accepted' },
  },
  {
    name: `over-${silverLimits.photoMb}mb.jpg`,
    type: 'image/jpeg',
    what: `a JPEG one byte over ${silverLimits.photoMb} MB on silver`,
    bytes: () => made.jpegOfSize(silverLimits.photoMb * megabyte + 1),
    expect: { photo: { status: 413, code: 'fileTooLarge', params: { mb: silverLimits.photoMb } } },
  },
  {
    name: `over-${silverLimits.reelMb}mb.mp4`,
    type: 'video/mp4',
    what: `an MP4 one byte over ${silverLimits.reelMb} MB on silver`,
    bytes: async () => padded(videoBytes('mp4'), silverLimits.reelMb * megabyte + 1),
    expect: { reel: { status: 413, code: 'fileTooLarge', params: { mb: silverLimits.reelMb } } },
  },
  {
    name: `exactly-${receiptMaxMb}mb.jpg`,
    type: 'image/jpeg',
    what: `a receipt of exactly ${receiptMaxMb} MB`,
    bytes: () => made.jpegOfSize(receiptMaxMb * megabyte),
    expect: { receipt: 'accepted' },
  },
  {
    name: `over-${receiptMaxMb}mb.jpg`,
    type: 'image/jpeg',
    what: `a receipt one byte over ${receiptMaxMb} MB`,
    bytes: () => made.jpegOfSize(receiptMaxMb * megabyte + 1),
    expect: { receipt: { status: 413, code: 'receiptTooLarge', params: { mb: receiptMaxMb } } },
  },
  {
    name: `exactly-${avatarMb}mb-avatar.jpg`,
    type: 'image/jpeg',
    what: `a profile picture of exactly ${avatarMb} MB`,
    bytes: () => made.jpegOfSize(avatarMb * megabyte),
    expect: { avatar: 'accepted' },
  },
  {
    name: `over-${avatarMb}mb-avatar.jpg`,
    type: 'image/jpeg',
    what: `a profile picture one byte over ${avatarMb} MB`,
    bytes: () => made.jpegOfSize(avatarMb * megabyte + 1),
    expect: { avatar: { status: 413, code: 'profilePictureTooLarge', params: { mb: avatarMb } } },
  },
];

/** Bytes followed by zeros up to `size`. */
function padded(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);
}

/**
 * What a profile picture upload does with a file: what a photo upload does (the same image rules
 * and pipeline), except for the size cases, which name the profile picture's own limit.
 */
function expectedOf(file: CorpusFile, kind: Kind): Expected | undefined {
  if (kind !== 'avatar' || file.expect.avatar) return file.expect[kind];
  const sentToEveryKind = file.expect.photo && file.expect.reel && file.expect.receipt;
  return sentToEveryKind ? file.expect.photo : undefined;
}

/** The corpus files one kind of upload is sent, with what it must do with each. */
export function corpusFor(kind: Kind): { file: CorpusFile; expected: Expected }[] {
  return corpus.flatMap((file) => {
    const expected = expectedOf(file, kind);
    return expected ? [{ file, expected }] : [];
  });
}
