import type { FastifyInstance } from 'fastify';
import { refusalBody } from '../../http/refusalBody.js';
import { siteOrigin, type SiteAddress } from '../../http/siteOrigin.js';
import { sitemapPartPath, type Sitemap } from './sitemap.js';

/** App pages that are a signed-in person's own (dashboards, messages, payments) or a private link: nothing for an index. */
const privatePages = [
  '/dashboard',
  '/photographer-dashboard',
  '/admin-dashboard',
  '/messages',
  '/payments',
  '/reset-password',
  '/g/',
];
/** Crawlers may come back for the sitemap this often; a new page waits at most this long in a crawler's copy. */
const sitemapMaxAge = 'public, max-age=300';

type Options = SiteAddress & { sitemap: Sitemap };

/** `/robots.txt` (text, naming the sitemap) and the sitemap: `/sitemap.xml` and, past 50,000 addresses, `/sitemaps/{n}.xml`. */
export async function sitemapRoutes(app: FastifyInstance, { sitemap, ...address }: Options): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...privatePages.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteOrigin(request, address)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const files = await sitemap.files(siteOrigin(request, address));
    return reply.type('application/xml; charset=utf-8').header('cache-control', sitemapMaxAge).send(files.main);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const files = await sitemap.files(siteOrigin(request, address));
    const part = files.parts.findIndex((_, i) => sitemapPartPath(i + 1) === `/sitemaps/${request.params.name}`);
    if (part < 0) return reply.status(404).send(refusalBody({ code: 'notFound', params: {} }, request));
    return reply.type('application/xml; charset=utf-8').header('cache-control', sitemapMaxAge).send(files.parts[part]);
  });
}
