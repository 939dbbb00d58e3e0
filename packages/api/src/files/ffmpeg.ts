import { spawn } from 'node:child_process';
export type RunResult = { code: number | null; stdout: Buffer; stderr: string };

/**
 * Runs a program without a shell (arguments are never parsed by one), killed after `timeoutMs`.
 * Output beyond `maxStdout` bytes ends the run; only the tail of stderr is kept, for the log.
 */
export function runProgram(
  file: string,
  args: string[],
  { timeoutMs, maxStdout = 32 * 1024 * 1024 }: { timeoutMs: number; maxStdout?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      shell: false,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxStdout) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}

/**
 * Whether ffmpeg runs here (CI and Debian install it; without it reels get no poster), asked once
 * on first use by running `ffmpeg -version`; the system finds it on PATH.
 */
export function ffmpegLocator(command = 'ffmpeg'): () => Promise<string | null> {
  let found: Promise<string | null> | undefined;
  return () =>
    (found ??= runProgram(command, ['-version'], { timeoutMs: 10_000, maxStdout: 64 * 1024 }).then(
      (result) => (result.code === 0 ? command : null),
      () => null,
    ));
}
