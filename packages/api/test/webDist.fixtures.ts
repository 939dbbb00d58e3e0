import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The least a built index.html has that the app pages need: a title and the app's empty root. */
export const plainIndexHtml =
  '<!doctype html><html lang="en"><head><title>Tasbir</title></head><body><div id="root"></div></body></html>';

/**
 * A throwaway web build for `startTestApp`'s `webDist`: a temporary folder holding `index.html`.
 * The caller adds what else its build needs and removes the folder afterwards.
 */
export function tempWebDist(name: string, indexHtml: string = plainIndexHtml): string {
  const webDist = mkdtempSync(join(tmpdir(), `tasbir-${name}-`));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  return webDist;
}
