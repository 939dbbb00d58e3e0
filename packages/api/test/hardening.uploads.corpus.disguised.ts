import * as made from './hardening.uploads.bytes.js';
import {
  brokenImage,
  brokenVideo,
  goodImage,
  goodVideo,
  jpeg,
  png,
  text,
  video,
  wrongType,
  type CorpusFile,
} from './hardening.uploads.corpus.fixtures.js';
import { videoBytes } from './media.fixtures.js';

/**
 * Corpus files that are not what they look like: script carriers and formats the product does not
 * take, polyglots (one file, two readings), and names and declared types that lie. The bytes decide.
 */

const svgWithScript =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

export const disguisedFiles: CorpusFile[] = [
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
];
