import { errorText, type ErrorCode } from '@tasbir/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restTable } from '../src/app/restTable.js';
import { newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { neutralised, rssGrowthDuring, type Viewers } from './hardening.uploads.checks.js';
import { corpus, corpusFor } from './hardening.uploads.corpus.js';
import type { CorpusFile, Expected } from './hardening.uploads.corpus.fixtures.js';
import { dataUrlBodyBytes, snapshot, uploadPaths, type UploadPath } from './hardening.uploads.paths.js';
import { hasGpsSection, stagedFiles } from './media.fixtures.js';

/**
 * The upload corpus (issue 13): every corpus file through every way in it applies to. A refused file
 * gets a 4xx with the product's sentence for its code (never a 5xx, never cut short and kept) and
 * changes nothing: no row, no count, no credit, no file. An accepted one is neutralised (see checks).
 */
let t: TestApp;
let viewers: Viewers;
beforeAll(async () => {
  t = await startTestApp();
  viewers = { admin: await newUser(t, { role: 'admin' }), stranger: await newUser(t) };
});
afterAll(() => t.close());

const refusalOf = (code: ErrorCode, status: number, params: Record<string, string | number> = {}) => ({
  status,
  code,
  detail: errorText(code, params),
  params,
});

/**
 * Each file's size, known before the tests are named (the files are made again when each test runs).
 * The corpus videos are made with ffmpeg, which must be installed (as it is in CI): reels are checked for a poster too.
 */
const sizes = new Map(await Promise.all(corpus.map(async (file) => [file.name, (await file.bytes()).length] as const)));

/** tRPC reads the whole body first: a data URL over its 1 MiB is refused as a body too large, before the procedure. */
function expectedOn(path: UploadPath, file: CorpusFile, expected: Expected): Expected {
  const size = sizes.get(file.name) ?? 0;
  return path.bodyLimit !== undefined && dataUrlBodyBytes(size) > path.bodyLimit
    ? { status: 413, code: 'bodyTooLarge' }
    : expected;
}

const refusalIn = (expected: Exclude<Expected, 'accepted'>) =>
  refusalOf(expected.code, expected.status, expected.params);
const label = (expected: Expected) =>
  expected === 'accepted' ? 'accepted and neutralised' : `refused: ${expected.code}`;

describe('the upload corpus', () => {
  it('has at least 30 distinct files, each with an outcome for the kinds it is sent to', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpus.map((file) => file.name)).size).toBe(corpus.length);
    for (const file of corpus) expect(Object.keys(file.expect).length, file.name).toBeGreaterThan(0);
  });

  it('is sent through every upload row of the REST table, so a new upload cannot be left out', () => {
    const rows = restTable.filter((row) => row.upload).map((row) => `${row.method} ${row.path}`);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect([...new Set(uploadPaths.flatMap((path) => (path.row ? [path.row] : [])))].sort()).toEqual(rows.sort());
  });

  it('carries GPS in the files that test its removal', async () => {
    const withGps = corpus.filter((file) => file.name.startsWith('gps.') || file.name === 'print.jpg');
    expect(withGps).toHaveLength(4);
    for (const file of withGps)
      expect(hasGpsSection((await sharp(await file.bytes()).metadata()).exif), file.name).toBe(true);
  });
});

describe('the decompression bomb', () => {
  /**
   * The bomb's pixels alone are 400 MB as 8-bit grey (1.2 GB as the sRGB the pipeline converts to),
   * so a growth under 200 MB proves they were never decoded, while leaving room for the request's
   * own copies of the 400 KB body and for the collector's timing on a shared machine.
   */
  const boundMb = 200;
  const bomb = corpus.find((file) => file.name === 'bomb.png');
  const atLimit = corpus.find((file) => file.name === 'at-limit.png');
  const waysIn = uploadPaths.filter(
    (path) => !path.name.includes('tRPC') && (path.kind === 'photo' || path.name.startsWith('credit')),
  );
  const dot = corpus.find((file) => file.name === 'dot.png');

  beforeAll(async () => {
    // One small upload first, so the timings measure the refusal and not the image library's first load.
    const path = uploadPaths[0];
    if (!path || !dot) throw new Error('no upload path or small image');
    expect((await path.send(t, await path.uploader(t), dot, await dot.bytes())).status).toBe(200);
  });

  for (const path of waysIn)
    it(`is refused through ${path.name} within a second, with the too-large sentence, and memory stays bounded`, async ({
      annotate,
    }) => {
      if (!bomb) throw new Error('no bomb in the corpus');
      const bytes = await bomb.bytes();
      const who = await path.uploader(t);
      const { result: answer, growthMb, ms } = await rssGrowthDuring(() => path.send(t, who, bomb, bytes));
      expect({ status: answer.status, code: answer.code, detail: answer.detail }).toEqual({
        status: 400,
        code: 'imageTooManyPixels',
        detail: 'This image is too large to process (more than 100 megapixels).',
      });
      await annotate(
        `${bytes.length} bytes, refused in ${ms.toFixed(0)} ms, resident memory grew ${growthMb.toFixed(1)} MB at its peak`,
        'measured',
      );
      expect(growthMb).toBeLessThan(boundMb);
      expect(ms).toBeLessThan(1000);
    });

  it('decodes a 100-megapixel photo at the limit within the same bound', async ({ annotate }) => {
    if (!atLimit) throw new Error('no at-limit image in the corpus');
    const path = uploadPaths[0];
    if (!path) throw new Error('no upload path');
    const bytes = await atLimit.bytes();
    const who = await path.uploader(t);
    const { result: answer, growthMb, ms } = await rssGrowthDuring(() => path.send(t, who, atLimit, bytes));
    expect(answer.status).toBe(200);
    await annotate(
      `processed in ${ms.toFixed(0)} ms, resident memory grew ${growthMb.toFixed(1)} MB at its peak`,
      'measured',
    );
    expect(growthMb).toBeLessThan(boundMb);
  });

  it('is measured by a sampler that would see a decode: a 256 MB allocation shows', async () => {
    const { growthMb } = await rssGrowthDuring(async () => Buffer.alloc(256 * 1024 * 1024, 1).length);
    expect(growthMb).toBeGreaterThan(boundMb);
  });
});

// Plain loops rather than it.each, whose $name templates cut names at 40 characters.
for (const path of uploadPaths) {
  describe(path.name, () => {
    for (const { file, expected } of corpusFor(path.kind)) {
      const want = expectedOn(path, file, expected);
      it(`${file.what} (${file.name}): ${label(want)}`, async () => {
        const bytes = await file.bytes();
        expect(bytes.length).toBe(sizes.get(file.name));
        const who = await path.uploader(t);
        const before = await snapshot(t, who);
        const answer = await path.send(t, who, file, bytes);
        if (want === 'accepted') {
          expect(answer.status, `${answer.code ?? ''} ${answer.detail ?? ''}`).toBe(200);
          await neutralised[path.kind]({
            t,
            who,
            created: answer.created,
            uploaded: bytes,
            before,
            after: await snapshot(t, who),
            viewers,
          });
        } else {
          expect({ status: answer.status, code: answer.code, detail: answer.detail, params: answer.params }).toEqual(
            refusalIn(want),
          );
          expect(await snapshot(t, who), 'a refused upload changes nothing').toEqual(before);
        }
        expect(stagedFiles(t)).toEqual([]);
      });
    }
  });
}
