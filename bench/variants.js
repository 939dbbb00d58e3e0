// What a list target asks for in turn, gathered from the seeded data before the timed runs: a
// list's first page and later pages at real cursors, the directory's filters over the places,
// specialties and dates the data holds. One URL per target would measure one cached answer (and
// the same few SQLite pages) over and over, not a list that many visitors read in many ways.
import Database from 'better-sqlite3';
import { batchedQuery, firstPage, webPages } from './webRequests.js';

/** How many requests a list target takes in turn: its first page and 15 later ones, or 16 filters. */
export const variantsPerTarget = Number(process.env.BENCH_VARIANTS ?? 16);
/** A cursor is kept every third page of 50, so the later pages reach 15 × 3 × 50 = 2,250 rows in. */
const pagesBetweenCursors = 3;
const walkLimit = 50;

/** `path` with one more query parameter. */
export const withParam = (path, name, value) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/**
 * Cursors into the list at `restPath` (a REST list answering its next page in X-Next-Cursor),
 * walked 50 rows at a time from the first page: variantsPerTarget − 1 of them, or fewer when the
 * list ends first. Throws when a page is not 2xx: without the cursors nothing can be measured.
 */
export async function cursorsOf(base, restPath) {
  const url = new URL(restPath, base);
  url.searchParams.set('limit', String(walkLimit));
  const cursors = [];
  for (let page = 1; cursors.length < variantsPerTarget - 1; page += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok)
      throw new Error(`walking ${restPath} for cursors: ${url.pathname}${url.search} answered ${response.status}`);
    const next = response.headers.get('x-next-cursor');
    if (!next) break;
    if (page % pagesBetweenCursors === 0) cursors.push(next);
    url.searchParams.set('cursor', next);
  }
  return cursors;
}

/**
 * Each of the web app's list pages (webRequests.js `webPages`) with its later pages: `rests` and
 * `trpcs` are the first page (as the app sends it) and then the same page at each cursor, over
 * REST and as batched tRPC GETs with the app's input plus the cursor (as useInfiniteQuery sends a
 * next page).
 */
export async function pagedWebPages(base) {
  const paged = [];
  for (const page of webPages) {
    const cursors = await cursorsOf(base, page.rest);
    paged.push({
      ...page,
      rests: [page.rest, ...cursors.map((cursor) => withParam(page.rest, 'cursor', cursor))],
      trpcs: [page.trpc, ...cursors.map((cursor) => batchedQuery(page.procedure, { ...page.input, cursor }))],
    });
  }
  return paged;
}

/** `count` items spread evenly over `list` (all of it when shorter). */
export function spread(list, count) {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, index) => list[Math.floor((index * list.length) / count)]);
}

/**
 * `count` different pairs of `a` and `b` in which each side's values come up in turn (every pairing
 * once, along diagonals: `a[i]` with `b[(i + shift) mod |b|]`), so a few pairs already hold every
 * value of the shorter side.
 */
export function pairsOf(a, b, count) {
  const pairs = [];
  for (let shift = 0; shift < b.length && pairs.length < count; shift += 1) {
    for (let i = 0; i < a.length && pairs.length < count; i += 1) pairs.push([a[i], b[(i + shift) % b.length]]);
  }
  return pairs;
}

/**
 * The directory's filter values as the seeded data holds them: the photographers' cities (most
 * common first), the specialty filters that find someone (each filter value whose specializations
 * the data holds, in the web app's order), the search words of those specializations, and the dates
 * photographers marked unavailable or are booked on (busiest first). Read straight from the
 * bench's SQLite file.
 */
export async function directoryFilters(databaseUrl) {
  // Imported here: the launcher process (underTsx) runs without the source condition.
  const { specialtyFilterMatches, specialtyFilters, specializationSearchWords } = await import('@tasbir/shared');
  const sqlite = new Database(databaseUrl.slice('file:'.length), { readonly: true });
  try {
    const column = (sql) => sqlite.prepare(sql).pluck().all();
    const held = new Set(column('select distinct specialty from photographer_specialties'));
    const specialties = specialtyFilters.filter(
      (filter) => filter !== 'all' && specialtyFilterMatches[filter].some((specialization) => held.has(specialization)),
    );
    return {
      cities: column(
        `select city from users where role = 'photographer' and city is not null group by city order by count(*) desc, city`,
      ),
      specialties,
      searchWords: [...held].sort().flatMap((specialization) => specializationSearchWords[specialization] ?? []),
      dates: column(
        `select date from (select date from photographer_unavailable_dates union all select event_date as date from bookings where status = 'accepted')
         group by date order by count(*) desc, date`,
      ),
    };
  } finally {
    sqlite.close();
  }
}

/** A batched tRPC `photographers.list` first page (20 cards, as the directory sends it) with `filters`. */
export const directoryQuery = (filters) => batchedQuery('photographers.list', firstPage({ limit: 20, ...filters }));
