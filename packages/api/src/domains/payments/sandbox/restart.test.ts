import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runSandboxCheckout } from './sandbox.testing.js';
import { shopUrls, startSandbox, type SandboxServer } from './sandboxServer.testing.js';

const servers: SandboxServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await server.close().catch(() => undefined);
    await server.removeData();
  }
});

describe('the payment sandbox across a restart', () => {
  it('still knows payments completed before the server stopped, at both providers', async () => {
    const first = await startSandbox();
    servers.push(first);
    const esewaPayment = { id: randomUUID(), amountPaisa: 50_000, description: 'Top-up', session: null };
    const khaltiStart = { id: randomUUID(), amountPaisa: 50_000, description: 'Top-up', session: null };
    const esewaCheckout = (await first.esewa.begin(esewaPayment, shopUrls)).checkout;
    const khaltiBegun = await first.khalti.begin(khaltiStart, shopUrls);
    const khaltiPayment = { ...khaltiStart, session: khaltiBegun.session };
    await runSandboxCheckout(first.app, esewaCheckout, 'abandon');
    await runSandboxCheckout(first.app, khaltiBegun.checkout, 'abandon');
    await first.close();

    const second = await startSandbox({ dataDir: first.dataDir });
    servers.push(second);
    expect(await second.esewa.lookup(esewaPayment)).toMatchObject({
      state: 'completed',
      orderId: esewaPayment.id,
      amountPaisa: 50_000,
    });
    expect(await second.khalti.lookup(khaltiPayment)).toMatchObject({
      state: 'completed',
      orderId: khaltiPayment.id,
      amountPaisa: 50_000,
    });
  });

  it('keeps one JSON file per transaction and leaves no temporary files behind', async () => {
    const server = await startSandbox({ pendingStatusChecks: 5 });
    servers.push(server);
    const payment = { id: randomUUID(), amountPaisa: 50_000, description: 'Top-up', session: null };
    await runSandboxCheckout(server.app, (await server.esewa.begin(payment, shopUrls)).checkout, 'pending');
    await Promise.all(Array.from({ length: 8 }, () => server.esewa.lookup(payment)));
    const directory = join(server.dataDir, 'payment-sandbox');
    expect(await readdir(directory)).toEqual([`esewa-${payment.id}.json`]);
    expect(JSON.parse(await readFile(join(directory, `esewa-${payment.id}.json`), 'utf8'))).toMatchObject({
      state: 'paid',
      transactionUuid: payment.id,
    });
  });
});
