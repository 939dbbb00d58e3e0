import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, startTestApp, type TestApp } from './harness.js';

/**
 * Every answer with status 429 tells the client when to come back: a `Retry-After` header with the
 * whole seconds the refusal carries in its params (`retry_after`), over REST and tRPC alike.
 */
let t: TestApp;
let adapter: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  adapter = await startTestApp({}, { trpcHandler: 'adapter' });
});
afterAll(async () => {
  await t.close();
  await adapter.close();
});

const login = { email: 'nobody@example.com', password: 'not the password' };

/** Uses up an address's sign-in allowance (25 per 5 minutes), so its next sign-in is refused. */
async function exhaustAddress(app: TestApp): Promise<string> {
  const ip = nextIp();
  for (let i = 0; i < 25; i += 1)
    expect(
      (await app.call('POST', '/api/login', { ip, body: { ...login, email: `spray${i}-${ip}@example.com` } })).status,
    ).toBe(401);
  return ip;
}

const retryAfterOf = (headers: Record<string, unknown>) => Number(headers['retry-after']);

describe('Retry-After on every 429', () => {
  it('comes with a refused REST sign-in, with the seconds its body gives', async () => {
    const ip = await exhaustAddress(t);
    const reply = await t.call<{ code: string; params: { retry_after: number } }>('POST', '/api/login', {
      ip,
      body: login,
    });
    expect(reply.status).toBe(429);
    expect(reply.body.code).toBe('tooManyAttempts');
    expect(reply.headers['retry-after']).toMatch(/^\d+$/);
    expect(retryAfterOf(reply.headers)).toBe(reply.body.params.retry_after);
    expect(retryAfterOf(reply.headers)).toBeGreaterThan(0);
    expect(retryAfterOf(reply.headers)).toBeLessThanOrEqual(300);
  });

  it('comes with a refused tRPC sign-in on the native path', async () => {
    const ip = await exhaustAddress(t);
    const reply = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: login, remoteAddress: ip });
    expect(reply.statusCode).toBe(429);
    const body: { error: { data: { params: { retry_after: number } } } } = reply.json();
    expect(retryAfterOf(reply.headers)).toBe(body.error.data.params.retry_after);
  });

  it('comes with a batch whose every call is refused, carrying the longest wait', async () => {
    const ip = await exhaustAddress(t);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login,auth.login?batch=1',
      payload: { 0: login, 1: login },
      remoteAddress: ip,
    });
    expect(reply.statusCode).toBe(429);
    const body: { error: { data: { params: { retry_after: number } } } }[] = reply.json();
    expect(retryAfterOf(reply.headers)).toBe(
      Math.max(...body.map((envelope) => envelope.error.data.params.retry_after)),
    );
  });

  it('comes with a refused tRPC sign-in answered by tRPC’s own adapter', async () => {
    const ip = await exhaustAddress(adapter);
    const single = await adapter.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: login,
      remoteAddress: ip,
    });
    expect(single.statusCode).toBe(429);
    const body: { error: { data: { params: { retry_after: number } } } } = single.json();
    expect(retryAfterOf(single.headers)).toBe(body.error.data.params.retry_after);
  });

  it('comes with a refusal that the native path hands to tRPC’s own handler', async () => {
    const ip = await exhaustAddress(t);
    // Connection params in the query send the request to tRPC's handler (trpc/http/requestInfo.ts).
    const reply = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login?connectionParams=%7B%7D',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(login),
      remoteAddress: ip,
    });
    expect(reply.statusCode).toBe(429);
    expect(retryAfterOf(reply.headers)).toBeGreaterThan(0);
  });

  it('is absent from answers that are not 429', async () => {
    const reply = await t.call('POST', '/api/login', { body: login });
    expect(reply.status).toBe(401);
    expect(reply.headers['retry-after']).toBeUndefined();
  });
});
