import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/**
 * With TASBIR_RECORD_REST=<file>, every `/api` answer a test app gives through `inject` is appended
 * to the file as one JSON line (method, url, status, the headers a client reads, the raw body), with
 * what differs run to run (ids, times, tokens, the factories' unique names, the payment sandbox's
 * references, a rate limit's wait, a video's bytes) replaced by placeholders,
 * so two runs of the same code give the same lines (sorted) and a refactor can show it answers alike.
 */
const file = process.env.TASBIR_RECORD_REST;
const uniquePrefix = Date.now().toString(36).slice(0, 3);
const recordedHeaders = ['content-type', 'cache-control', 'location', 'content-disposition', 'vary', 'x-next-cursor'];

function normalised(text: string): string {
  return (
    text
      .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, '<time>')
      .replace(new RegExp(`${uniquePrefix}[0-9a-z]{5}\\d*`, 'g'), '<unique>')
      .replace(/\d{13}(?=@)/g, '<now>')
      .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>')
      .replace(/\/api\/media\/[0-9a-f]{64}\.(webm|mp4|mov)/g, '/api/media/<video>')
      // The payment sandbox's references and signatures are random; a rate limit's wait is the clock's.
      .replace(
        /((?:pidx|txnId|transaction_id|tidx|data|refId|oid|transaction_code|signature|reference)=)[^&"]+/g,
        '$1<x>',
      )
      .replace(
        /("(?:provider_reference|pidx|signature|transaction_code|ref_id|refId|reference|payment_url|refund_reference)":")[^"]*/g,
        '$1<x>',
      )
      .replace(/("retry_after":)\d+/g, '$1<n>')
      .replace(/(wait )\d+( (?:seconds?|minutes?))/g, '$1<n>$2')
      .replace(/cursor=([\w-]+)/g, (_, cursor: string) => `cursor=${cursorText(cursor)}`)
  );
}
/** A list's cursor is base64url of ids and times: recorded as what it says. */
const cursorText = (cursor: string) => `<${normalised(Buffer.from(cursor, 'base64url').toString())}>`;

const headerText = (name: string, value: string) => (name === 'x-next-cursor' ? cursorText(value) : normalised(value));

export function recordRest(app: FastifyInstance): void {
  if (!file) return;
  const inject = app.inject.bind(app);
  const recording = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const url = typeof options === 'string' ? options : String(options.url ?? '');
    if (url.startsWith('/api')) {
      const method = typeof options === 'string' ? 'GET' : String(options.method ?? 'GET');
      const headers = Object.fromEntries(
        recordedHeaders
          .filter((name) => response.headers[name] !== undefined)
          .map((name) => [name, headerText(name, String(response.headers[name]))]),
      );
      const test = basename(expect.getState().testPath ?? '');
      // A transcoded video's bytes differ run to run.
      const body = String(response.headers['content-type']).startsWith('video/')
        ? '<video bytes>'
        : normalised(response.body);
      appendFileSync(
        file,
        `${JSON.stringify({ test, method, url: normalised(url), status: response.statusCode, headers, body })}\n`,
      );
    }
    return response;
  };
  Object.assign(app, { inject: recording });
}
