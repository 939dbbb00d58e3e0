import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { EsewaProvider, esewaTestProductCode, esewaTestSecretKey } from '../providers/esewa.js';
import { KhaltiProvider } from '../providers/khalti.js';
import { paymentSandbox, type PaymentSandboxOptions } from './plugin.js';

export const khaltiTestKey = 'live_secret_key_sandbox';

/** A clock the test moves by hand. */
export function testClock(start = Date.UTC(2026, 0, 15, 6, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advanceMinutes: (minutes: number) => (now += minutes * 60_000),
    advanceSeconds: (seconds: number) => (now += seconds * 1000),
  };
}

export type SandboxServer = Awaited<ReturnType<typeof startSandbox>>;

/**
 * The sandbox mounted under /sandbox of a Fastify app listening on 127.0.0.1, with eSewa and Khalti
 * clients pointed at it. Pass the same dataDir again to play a restart.
 */
export async function startSandbox(
  overrides: Partial<PaymentSandboxOptions> & { dataDir?: string; timeoutMs?: number } = {},
) {
  const { timeoutMs, ...sandboxOptions } = overrides;
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'tasbir-sandbox-')));
  const app: FastifyInstance = Fastify();
  await app.register(paymentSandbox, {
    prefix: '/sandbox',
    esewa: { productCode: esewaTestProductCode, secretKey: esewaTestSecretKey },
    khalti: { secretKey: khaltiTestKey },
    ...sandboxOptions,
    dataDir,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const esewa = new EsewaProvider({
    productCode: esewaTestProductCode,
    secretKey: esewaTestSecretKey,
    formUrl: `${baseUrl}/sandbox/esewa/api/epay/main/v2/form`,
    statusUrl: `${baseUrl}/sandbox/esewa/api/epay/transaction/status/`,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  const khalti = new KhaltiProvider({
    secretKey: khaltiTestKey,
    baseUrl: `${baseUrl}/sandbox/khalti/api/v2/`,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return {
    app,
    baseUrl,
    dataDir,
    esewa,
    khalti,
    close: () => app.close(),
    removeData: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export const shopUrls = {
  returnUrl: 'https://tasbir.example/pay/done?provider=x',
  failureUrl: 'https://tasbir.example/pay/failed',
  websiteUrl: 'https://tasbir.example/',
};
