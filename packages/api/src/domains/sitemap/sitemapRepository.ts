import type { Db } from '@tasbir/db';

/** A page crawlers may index: its address on the site, and when what it shows last changed. */
export type SitemapPage = { path: string; lastModified: string };

/** When a row was written, as the W3C date-time a sitemap's `lastmod` takes (both databases' forms read). */
const w3cTime = (value: string | Date) => new Date(value).toISOString();

/**
 * The public pages of listed photographers (photographers who are not suspended, as the directory
 * lists them): each portfolio, and each of their photos and reels, in id order.
 */
export class SitemapRepository {
  constructor(private readonly db: Db) {}

  async listedPages(): Promise<SitemapPage[]> {
    const listed = this.db.selectFrom('users').where('role', '=', 'photographer').where('suspended', '=', 0);
    const [portfolios, photos, reels] = await Promise.all([
      listed.select(['id', 'updated_at as changed']).orderBy('id').execute(),
      this.db
        .selectFrom('photos as p')
        .innerJoin('users as u', 'u.id', 'p.photographer_id')
        .where('u.role', '=', 'photographer')
        .where('u.suspended', '=', 0)
        .select(['p.id', 'p.created_at as changed'])
        .orderBy('p.id')
        .execute(),
      this.db
        .selectFrom('reels as r')
        .innerJoin('users as u', 'u.id', 'r.photographer_id')
        .where('u.role', '=', 'photographer')
        .where('u.suspended', '=', 0)
        .select(['r.id', 'r.created_at as changed'])
        .orderBy('r.id')
        .execute(),
    ]);
    return [
      ...portfolios.map((row) => ({ path: `/photographers/${row.id}`, lastModified: w3cTime(row.changed) })),
      ...photos.map((row) => ({ path: `/photos/${row.id}`, lastModified: w3cTime(row.changed) })),
      ...reels.map((row) => ({ path: `/reels/${row.id}`, lastModified: w3cTime(row.changed) })),
    ];
  }
}
