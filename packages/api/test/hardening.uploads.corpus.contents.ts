import { receiptMaxMb } from '@tasbir/shared';
import { maxInputMegapixels } from '../src/files/images.js';
import * as made from './hardening.uploads.bytes.js';
import {
  avatarMb,
  brokenImage,
  brokenVideo,
  enormousImage,
  goodImage,
  goodVideo,
  jpeg,
  logoMb,
  megabyte,
  memo,
  png,
  refused,
  silverLimits,
  video,
  webp,
  type CorpusFile,
} from './hardening.uploads.corpus.fixtures.js';
import { jpegWithGpsSideways, videoBytes } from './media.fixtures.js';

/**
 * Corpus files of a type the product takes, where what is inside decides: empty and cut short,
 * decompression bombs and dimensions at and past the limit, metadata that must not survive, and
 * sizes at and just over each limit.
 */
export const contentFiles: CorpusFile[] = [
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
  {
    name: `exactly-${logoMb}mb-logo.jpg`,
    type: 'image/jpeg',
    what: `a watermark logo of exactly ${logoMb} MB`,
    bytes: () => made.jpegOfSize(logoMb * megabyte),
    expect: { logo: 'accepted' },
  },
  {
    name: `over-${logoMb}mb-logo.jpg`,
    type: 'image/jpeg',
    what: `a watermark logo one byte over ${logoMb} MB`,
    bytes: () => made.jpegOfSize(logoMb * megabyte + 1),
    expect: { logo: { status: 413, code: 'watermarkLogoTooLarge', params: { mb: logoMb } } },
  },
];

/** Bytes followed by zeros up to `size`. */
function padded(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);
}
