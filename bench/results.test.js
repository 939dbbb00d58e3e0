// The bench's own bookkeeping (no server, no load): `node --test bench/`. Not part of npm test or CI.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addFailures, failuresOf, loadFigures } from './lib.js';
import { atLeast, atMost, printSummary } from './results.js';

const percent = (value) => `${value * 100}%`;

/** An autocannon result with only the fields the bench reads. */
const autocannonResult = (fields) => ({
  duration: 5,
  '2xx': 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statusCodeStats: {},
  latency: { p99: 9 },
  ...fields,
});

describe('load figures', () => {
  it('counts only 2xx answers as throughput', () => {
    const result = autocannonResult({
      '2xx': 500,
      non2xx: 4500,
      statusCodeStats: { 200: { count: 500 }, 404: { count: 4500 } },
    });
    assert.equal(loadFigures(result).rps, 100);
  });

  it('counts non-2xx answers, timeouts and socket errors as errors, by cause', () => {
    const result = autocannonResult({
      non2xx: 3,
      errors: 5,
      timeouts: 2,
      statusCodeStats: { 200: { count: 10 }, 404: { count: 1 }, 500: { count: 2 } },
    });
    assert.deepEqual(failuresOf(result), {
      errors: 8,
      causes: { 'HTTP 404': 1, 'HTTP 500': 2, timeouts: 2, 'socket errors': 3 },
    });
  });

  it('adds two tallies, marking where the second came from', () => {
    const sum = addFailures(
      { errors: 1, causes: { 'HTTP 404': 1 } },
      { errors: 2, causes: { timeouts: 2 } },
      'bare route ',
    );
    assert.deepEqual(sum, { errors: 3, causes: { 'HTTP 404': 1, 'bare route timeouts': 2 } });
  });
});

describe('budgets', () => {
  it('passes a floor every row meets without errors', () => {
    const rows = [
      { name: 'a', ratio: 0.6, errors: 0 },
      { name: 'b', ratio: 0.5, errors: 0 },
    ];
    assert.equal(atLeast('lists ≥ 50%', rows, 'ratio', 0.5, percent)[2], true);
  });

  it('fails a budget whose figure passes when one of its rows had errors, and names the row', () => {
    const rows = [
      { name: 'a', ratio: 0.9, errors: 0 },
      { name: 'GET /api/nowhere', ratio: 0.9, errors: 1234 },
    ];
    const [, text, met] = atLeast('lists ≥ 50%', rows, 'ratio', 0.5, percent);
    assert.equal(met, false);
    assert.match(text, /ERRORS in 1 of 2 \(GET \/api\/nowhere: 1234\)/);
  });

  it('fails a ceiling the highest row goes over', () => {
    assert.equal(atMost('p99 ≤ 50 ms', [{ name: 'a', p99: 51 }], 'p99', 50, String)[2], false);
  });

  it('reads "not measured", neither met nor missed, when no row was recorded', () => {
    assert.deepEqual(atLeast('lists ≥ 50%', [], 'ratio', 0.5, percent), ['lists ≥ 50%', 'not measured', undefined]);
  });

  it('returns the labels of the budgets missed, so the run can exit non-zero', () => {
    const records = [
      { group: 'cached', name: 'signed-in photos.list (gallery)', ratio: 0.09, p99: 20, errors: 0 },
      { group: 'cached', name: 'visitor photographers.list (directory)', ratio: 0.6, p99: 20, errors: 7 },
    ];
    const missed = printSummary(records);
    assert.ok(missed.includes('signed-in batched tRPC photos.list (gallery) ≥ 12%'));
    assert.ok(missed.includes('visitor batched tRPC photographers.list ≥ 50%'));
    assert.ok(missed.some((label) => label.startsWith('every p99 of those lists at 1×')));
    assert.ok(!missed.some((label) => label.startsWith('gift purchases')), 'budgets not measured are not missed');
  });

  it("holds each uncached page to its floor, and fails the share when the floor's run had errors", () => {
    const page = { ratio: 0.15, p99: 20, errors: 0 };
    const records = [
      { group: 'uncached REST', name: 'GET /api/photos?limit=12', ...page, floorShare: 0.8, floorErrors: 3 },
      { group: 'uncached tRPC visitor', name: 'visitor photos.list (gallery)', ...page, floorShare: 0.6 },
      { group: 'uncached tRPC signed in', name: 'signed-in photos.list (gallery)', ...page, floorShare: 0.9 },
    ];
    const missed = printSummary(records);
    assert.ok(missed.includes('uncached pages over REST ≥ 70% of their floor'));
    assert.ok(missed.includes('uncached pages over tRPC visitor ≥ 70% of their floor'));
    assert.ok(!missed.includes('uncached pages over tRPC signed in ≥ 70% of their floor'));
    assert.ok(!missed.some((label) => label.includes('≥ 12% of bare')), 'the pages themselves had no errors');
  });

  it("holds PostgreSQL's pages to half of SQLite's", () => {
    const onPostgres = (ofSqlite) => ({ group: 'PostgreSQL uncached REST', name: 'a', ofSqlite, postgresP99: 30 });
    const label = "PostgreSQL: uncached pages, REST and tRPC ≥ 50% of SQLite's (same run)";
    assert.ok(printSummary([onPostgres(0.4)]).includes(label));
    assert.ok(!printSummary([onPostgres(0.5)]).includes(label));
  });
});
