import type { Staging } from './staging.js';
import { runProgram } from './ffmpeg.js';
import { processPoster } from './images.js';
import type { VideoType } from './sniff.js';

export type ProcessedVideo = {
  /** The file to store: the faststart remux when one was made, else the upload itself. */
  path: string;
  type: VideoType;
  /** Temporary files this step made (the caller removes them). */
  temporary: string[];
  poster: { poster: Buffer; width: number; height: number } | null;
};

export class VideoUnreadableError extends Error {}

const posterTimeoutMs = 30_000;
const remuxTimeoutMs = 120_000;

/**
 * With ffmpeg: a poster from the first frame (a file ffmpeg cannot decode a frame from is refused)
 * and, for MP4 and QuickTime, a copy with the index moved to the front (`+faststart`) so playback
 * starts before the whole file arrives. Streams are copied, never re-encoded; when the copy
 * fails (a codec MP4 cannot hold) the upload is kept as it came. Without ffmpeg the upload is
 * stored as it is and plays without a poster.
 */
export async function processVideo(
  ffmpeg: string | null,
  input: string,
  type: VideoType,
  staging: Staging,
): Promise<ProcessedVideo> {
  if (!ffmpeg) return { path: input, type, temporary: [], poster: null };
  // Quiet, never reading stdin, errors alone on stderr; the first video stream of the input.
  const firstVideoOf = ['-nostdin', '-v', 'error', '-i', input, '-map', '0:v:0'];
  const posterFrame = ['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'];
  const frame = await runProgram(ffmpeg, [...firstVideoOf, ...posterFrame], { timeoutMs: posterTimeoutMs });
  if (frame.code !== 0 || frame.stdout.length === 0) throw new VideoUnreadableError(frame.stderr || 'no video frame');
  const poster = await processPoster(frame.stdout);
  if (type === 'webm') return { path: input, type, temporary: [], poster };

  const remuxed = staging.newPath('.mp4');
  const remux = await runProgram(
    ffmpeg,
    [...firstVideoOf, '-map', '0:a?', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', remuxed],
    { timeoutMs: remuxTimeoutMs },
  );
  if (remux.code !== 0) return { path: input, type, temporary: [remuxed], poster };
  return { path: remuxed, type: 'mp4', temporary: [remuxed], poster };
}
