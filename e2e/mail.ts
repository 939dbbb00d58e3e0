import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The temporary DATA_DIR that playwright.config.ts gave the server. */
export function dataDir(): string {
  const dir = process.env.TASBIR_E2E_DATA_DIR;
  if (!dir) throw new Error('TASBIR_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

/** The names of the mails in the outbox right now. */
export async function outboxFiles(): Promise<string[]> {
  try {
    return (await readdir(join(dataDir(), 'outbox'))).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** Undoes quoted-printable soft line breaks and escaped "=" so links read whole. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Waits for a mail that was not in `before`, and returns the newest such mail's decoded text. */
export async function newestMailAfter(before: string[]): Promise<string> {
  let fresh: string[] = [];
  await expect
    .poll(
      async () => {
        fresh = (await outboxFiles()).filter((name) => !before.includes(name));
        return fresh.length;
      },
      { message: 'a new mail in DATA_DIR/outbox' },
    )
    .toBeGreaterThan(0);
  const newest = fresh.sort().at(-1);
  if (!newest) throw new Error('no new mail');
  return decodeQuotedPrintable(await readFile(join(dataDir(), 'outbox', newest), 'utf8'));
}

/** The reset link `<PUBLIC_URL>/?token=…` in a reset mail. */
export function resetLink(mail: string): { url: string; token: string } {
  const match = /(https?:\/\/[^\s"<>]+\?token=([A-Za-z0-9_-]+))/.exec(mail);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in the mail:\n${mail}`);
  return { url: match[1], token: match[2] };
}
