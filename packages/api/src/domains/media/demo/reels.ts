import { stat } from 'node:fs/promises';
import { StagedFile, type Staging } from '../../../files/staging.js';
import { runProgram } from '../../../files/ffmpeg.js';
import { demoReels } from './catalogue.js';

/**
 * A 3-second vertical demo clip: a moving colour gradient, made by ffmpeg's lavfi source and
 * encoded small (360×640, H.264). The caller stages it and removes it after the upload.
 */
export async function renderDemoReel(ffmpeg: string, staging: Staging, index: number) {
  const reel = demoReels[index % demoReels.length] ?? demoReels[0];
  if (!reel) throw new Error('no demo reels in the catalogue');
  const [from, to] = reel.colors;
  const path = staging.newPath('.mp4');
  const source = `gradients=s=360x640:d=3:r=15:speed=0.03:c0=${from}:c1=${to}:seed=${index + 1}`;
  const result = await runProgram(
    ffmpeg,
    [
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      source,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      path,
    ],
    {
      timeoutMs: 60_000,
    },
  );
  if (result.code !== 0) {
    await staging.remove(path);
    throw new Error(`ffmpeg could not make a demo reel: ${result.stderr}`);
  }
  const { title, description, category, location } = reel;
  return { file: new StagedFile(path, (await stat(path)).size), fields: { title, description, category, location } };
}
