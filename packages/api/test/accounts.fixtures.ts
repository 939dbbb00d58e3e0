import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './harness.js';

/** Reset tokens mailed to this address, oldest first, read from the app's outbox. */
function mailedTokens(t: TestApp, email: string): string[] {
  const outbox = join(t.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const mail = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const match = /\?token=([A-Za-z0-9_-]+)/.exec(mail);
    return mail.includes(`To: ${email}`) && match?.[1] ? [match[1]] : [];
  });
}

/** Asks for a reset link for this address and returns its token, once the mail (sent in the background) is there. */
export async function requestResetToken(t: TestApp, email: string): Promise<string> {
  const before = mailedTokens(t, email).length;
  const asked = await t.call('POST', '/api/forgot-password', { body: { email } });
  if (asked.status !== 200) throw new Error(`forgot-password answered ${asked.status}`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const token = mailedTokens(t, email)[before];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}
