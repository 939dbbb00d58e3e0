import type { FastifyInstance } from 'fastify';

type InjectMethod = 'GET' | 'POST';

/**
 * A fetch that answers from this server's own routes through `app.inject`, for the provider clients
 * when they talk to the in-process sandbox: the same requests and answers as over HTTP, without a
 * port (tests build servers that never listen) or a trip through the network stack. The URL's host
 * goes along as the Host header, so the sandbox writes its links on the site's address.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method: InjectMethod = (init?.method ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const answer = app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const aborted = new Promise<never>((_resolve, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    const reply = await Promise.race([answer, aborted]);
    // As fetch does with `redirect: 'error'`: a provider API never redirects.
    if (init?.redirect === 'error' && reply.statusCode >= 300 && reply.statusCode < 400)
      throw new TypeError(`redirected from ${url.pathname}`);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers))
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(reply.statusCode === 204 || reply.statusCode === 304 ? null : reply.body, {
      status: reply.statusCode,
      headers: responseHeaders,
    });
  };
}
