import { contentFiles } from './hardening.uploads.corpus.contents.js';
import { disguisedFiles } from './hardening.uploads.corpus.disguised.js';
import type { CorpusFile, Expected, Kind } from './hardening.uploads.corpus.fixtures.js';

/**
 * The upload corpus (issue 13): hostile, broken and borderline files, every one generated here, each
 * with what each kind of upload must do with it. The bytes decide (docs/decisions/003-media.md):
 * photos, profile pictures and watermark logos are JPEG, PNG or WebP; reels MP4, WebM or QuickTime;
 * receipts JPEG, PNG, WebP or PDF; everything else is refused with 400, whatever its name or declared
 * type says.
 *
 * What a file is and the shorthand of the lists: hardening.uploads.corpus.fixtures.ts; the files:
 * hardening.uploads.corpus.disguised.ts (the type they pass for) and hardening.uploads.corpus.contents.ts
 * (what is inside a type the product takes).
 */
export const corpus: CorpusFile[] = [...disguisedFiles, ...contentFiles];

/** The kinds that take an image through the photo's rules but have a size limit of their own. */
const likePhotos: ReadonlySet<Kind> = new Set(['avatar', 'logo']);

/**
 * What a profile picture or a watermark logo upload does with a file: what a photo upload does (the
 * same sniffing and image rules), except for the size cases, which name each one's own limit.
 */
function expectedOf(file: CorpusFile, kind: Kind): Expected | undefined {
  if (!likePhotos.has(kind) || file.expect[kind]) return file.expect[kind];
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
