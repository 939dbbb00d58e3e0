import Fastify, { type FastifyServerOptions } from 'fastify';
import { Writable } from 'node:stream';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';

type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

function pinoOptions(options: FastifyServerOptions['logger']): PinoOptions {
  if (typeof options !== 'object') throw new Error(`expected logger options, got ${String(options)}`);
  return options;
}

/** The JSON lines Fastify logs for one request that carries secrets in its address and headers. */
async function logOfOneRequest(options: PinoOptions): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { ...options, stream } });
  app.get('/reset', async () => 'ok');
  await app.inject({
    url: '/reset?token=reset-token-secret&password=password-secret',
    headers: { authorization: 'Bearer bearer-secret', cookie: 'session=cookie-secret' },
  });
  await app.close();
  return lines;
}

describe('server logs', () => {
  it('prints readable lines through pino-pretty when stdout is a terminal', async () => {
    const { transport, ...options } = pinoOptions(loggerOptions('info', true));
    if (!transport || !('target' in transport)) throw new Error('expected a single transport');
    expect(transport.target).toMatch(/[/\\]pino-pretty[/\\]/);

    const pretty = prettyFactory({ ...transport.options, colorize: false });
    const incoming = (await logOfOneRequest(options))
      .map((line) => pretty(line))
      .find((line) => line.includes('incoming request'));
    expect(incoming).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: incoming request .*"url":"\/reset\?token=\[redacted\]&password=\[redacted\]"/,
    );
    expect(incoming).not.toContain('{"level"');
  });

  it('writes one JSON object a line when stdout is not a terminal (CI, pipes, files)', async () => {
    const options = pinoOptions(loggerOptions('info', false));
    expect(options).not.toHaveProperty('transport');

    const lines = await logOfOneRequest(options);
    const entries = lines.map((line): unknown => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'incoming request',
        req: expect.objectContaining({ method: 'GET', url: '/reset?token=[redacted]&password=[redacted]' }),
      }),
    );
  });

  it('never logs a token, a password, an authorization header or a cookie, on a terminal or not', async () => {
    for (const stdoutIsTty of [true, false]) {
      const { transport: _pretty, ...options } = pinoOptions(loggerOptions('info', stdoutIsTty));
      expect(options.redact).toEqual(['req.headers.authorization', 'req.headers.cookie']);
      const log = (await logOfOneRequest(options)).join('\n');
      for (const secret of ['reset-token-secret', 'password-secret', 'bearer-secret', 'cookie-secret'])
        expect(log).not.toContain(secret);
    }
  });

  it('is off at the level silent, on a terminal or not', () => {
    expect(loggerOptions('silent', true)).toBe(false);
    expect(loggerOptions('silent', false)).toBe(false);
  });

  it('logs at the configured level', () => {
    expect(pinoOptions(loggerOptions('warn', true)).level).toBe('warn');
    expect(pinoOptions(loggerOptions('debug', false)).level).toBe('debug');
  });
});
