import { createServer, type IncomingHttpHeaders } from 'node:http';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type StubAnswer = { status: number; body: string } | 'hang';

/** A provider stand-in on 127.0.0.1 that records each request and answers what the test says (or never answers). */
export async function startStubServer(answer: (request: RecordedRequest) => StubAnswer) {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = answer(recorded);
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('stub server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json = (status: number, body: unknown): StubAnswer => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
