import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Staging } from './staging.js';
import { ffmpegLocator } from './ffmpeg.js';
import { processVideo } from './videos.js';

const dir = mkdtempSync(join(tmpdir(), 'videos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reels without ffmpeg', () => {
  it('keep the upload as it is, without a poster, so it still plays', async () => {
    const input = join(dir, 'clip.mp4');
    writeFileSync(input, 'pretend mp4');
    const result = await processVideo(null, input, 'mp4', new Staging(dir));
    expect(result).toEqual({ path: input, type: 'mp4', temporary: [], poster: null });
  });

  it('are what a server gets when ffmpeg is not installed', async () => {
    expect(await ffmpegLocator('/nonexistent/ffmpeg')()).toBeNull();
  });
});
