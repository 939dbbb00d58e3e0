// The helpers that vary a target's requests (no server): `node --test bench/`. Not part of npm test or CI.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cycling } from './lib.js';
import { pairsOf, spread, withParam } from './variants.js';

describe('varied requests', () => {
  it('takes the paths in turn across every call, whichever connection makes it', () => {
    const [request] = cycling([{ path: '/a' }, { path: '/b', headers: { authorization: 'Bearer t' } }]);
    const made = [1, 2, 3].map(() => request.setupRequest({ method: 'GET', headers: { accept: 'application/json' } }));
    assert.deepEqual(
      made.map((r) => r.path),
      ['/a', '/b', '/a'],
    );
    assert.deepEqual(made[1].headers, { accept: 'application/json', authorization: 'Bearer t' });
    assert.deepEqual(made[2].headers, { accept: 'application/json' });
  });

  it('spreads a long list evenly and keeps a short one whole', () => {
    assert.deepEqual(spread([0, 1, 2, 3, 4, 5, 6, 7], 4), [0, 2, 4, 6]);
    assert.deepEqual(spread([0, 1], 4), [0, 1]);
  });

  it('pairs values into different pairs in which every value of each side comes up', () => {
    const pairs = pairsOf(['Pokhara', 'Kathmandu', 'Dharan', 'Butwal'], ['wedding', 'portrait', 'event', 'fashion'], 8);
    assert.equal(new Set(pairs.map((pair) => pair.join())).size, 8);
    assert.equal(new Set(pairs.map(([city]) => city)).size, 4);
    assert.equal(new Set(pairs.map(([, specialty]) => specialty)).size, 4);
  });

  it('adds a query parameter to a path with or without one', () => {
    assert.equal(withParam('/api/photos', 'cursor', 'a+b'), '/api/photos?cursor=a%2Bb');
    assert.equal(withParam('/api/photos?limit=12', 'cursor', 'x'), '/api/photos?limit=12&cursor=x');
  });
});
