import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CreditRequest, Photo } from '@tasbir/shared';
import { expect } from 'vitest';
import { restoreBackup } from '../src/ops/restore.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { restartTestApp, startTestApp, type TestApp } from './harness.js';
import { dataUrl, distinctJpeg, photoBytes, setPlan, uploadPhoto } from './media.fixtures.js';
import { payFully } from './payments.fixtures.js';

/** One request of a load, run again and again: a gift purchase now, an online payment later. */
export type Work = () => Promise<void>;
export type Load = { completed: () => number; stop: () => Promise<number> };

/**
 * Runs the works in turn on `concurrency` workers until `stop`, which answers how many ran. A work
 * that throws stops its worker, and `stop` rejects with that error.
 */
export function startLoad(works: Work[], concurrency: number): Load {
  let stopping = false;
  let completed = 0;
  let turn = 0;
  const worker = async () => {
    while (!stopping) {
      const work = works[turn % works.length];
      turn += 1;
      if (work) await work();
      completed += 1;
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, worker));
  // Kept for `stop`, so a failure before then is not an unhandled rejection.
  workers.catch(() => {});
  return {
    completed: () => completed,
    stop: async () => {
      stopping = true;
      await workers;
      return completed;
    },
  };
}

const giftTypes = ['marigold', 'chiya', 'momo', 'film_roll', 'lali_gurans', 'dhaka_topi'] as const;

/** A purchase from a random fan to a random photographer: sent, or refused for want of credits, and nothing else. */
export function giftWork(t: TestApp, fans: NewUser[], photographers: NewUser[], random: () => number): Work {
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
  return async () => {
    const body = { recipient_id: pick(photographers)?.user.id, gift_type: pick([...giftTypes]) };
    const reply = await t.call<{ code?: string }>('POST', '/api/gifts/purchase', {
      token: pick(fans)?.access_token,
      body,
    });
    if (reply.status !== 200 && reply.body.code !== 'insufficientCredits')
      throw new Error(`gift purchase answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  };
}

/** A top-up from a random fan, paid at the payment sandbox through eSewa or Khalti, and credited once back. */
export function paymentWork(t: TestApp, fans: NewUser[], random: () => number): Work {
  return async () => {
    const fan = fans[Math.floor(random() * fans.length)];
    if (!fan) return;
    await payFully(t, fan, {
      purpose: 'credits',
      credits: 10 + Math.floor(random() * 500),
      provider: random() < 0.5 ? 'esewa' : 'khalti',
    });
  };
}

export type Marketplace = {
  admin: NewUser;
  fans: NewUser[];
  photographers: NewUser[];
  photos: Photo[];
  minted: number;
};

/**
 * Photographers on the gold plan with photos uploaded through the API (so their files exist), and
 * fans whose credits came from approved credit requests with receipts (so receipt files exist too).
 */
export async function marketplace(
  t: TestApp,
  { fans = 12, photographers = 3, photosEach = 2, creditsEach = 20_000 } = {},
): Promise<Marketplace> {
  const admin = await newUser(t, { role: 'admin' });
  const photographerAccounts: NewUser[] = [];
  const photos: Photo[] = [];
  for (let i = 0; i < photographers; i += 1) {
    const photographer = await newPhotographer(t);
    await setPlan(t, photographer.user.id, 'gold');
    for (let j = 0; j < photosEach; j += 1) photos.push(await uploadDistinctPhoto(t, photographer));
    photographerAccounts.push(photographer);
  }
  const fanAccounts: NewUser[] = [];
  for (let i = 0; i < fans; i += 1) {
    const fan = await newUser(t);
    await approvedCredits(t, admin, fan, creditsEach);
    fanAccounts.push(fan);
  }
  return { admin, fans: fanAccounts, photographers: photographerAccounts, photos, minted: fans * creditsEach };
}

let photoShade = 0;
/** A photo whose image no other upload of this process had, so its files are its own. */
export async function uploadDistinctPhoto(t: TestApp, photographer: NewUser): Promise<Photo> {
  photoShade += 1;
  const reply = await uploadPhoto(t, photographer.access_token, await photoBytes('jpeg', 320 + photoShade, 240));
  expect(reply.status).toBe(200);
  return reply.body;
}

async function approvedCredits(t: TestApp, admin: NewUser, fan: NewUser, amount: number): Promise<void> {
  const asked = await t.call<CreditRequest>('POST', '/api/credits/request', {
    token: fan.access_token,
    body: { amount, payment_method: 'esewa', receipt_image: dataUrl(await distinctJpeg()) },
  });
  expect(asked.status).toBe(200);
  const decided = await t.call<CreditRequest>('PUT', `/api/admin/credits/requests/${asked.body.id}`, {
    token: admin.access_token,
    body: { status: 'approved' },
  });
  expect(decided.status).toBe(200);
}

/** What a backup reads, as the server's config has it. */
export const backupSettingsOf = (t: TestApp, backupDir: string) => ({
  databaseUrl: t.config.databaseUrl,
  dataDir: t.config.dataDir,
  backupDir,
});

/**
 * A backup restored into a new scratch folder and database (made empty by a fresh test app, then
 * stopped), and a server started on it. Its `close` drops them.
 */
export async function restoredApp(backupFolder: string): Promise<TestApp> {
  const scratch = await startTestApp();
  await scratch.stopServer();
  await restoreBackup(backupFolder, {
    databaseUrl: scratch.config.databaseUrl,
    dataDir: scratch.config.dataDir,
    force: false,
  });
  return restartTestApp({ ...scratch, stopServer: async () => {} });
}

const distScript = (name: string) => fileURLToPath(new URL(`../dist/ops/${name}`, import.meta.url));
export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/** Runs a built ops script (`npm run backup`/`restore` without the build step) with the given environment. */
export function runBuiltScript(
  name: 'backupMain.js' | 'restoreMain.js',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const script = distScript(name);
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first (npm test does)`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
