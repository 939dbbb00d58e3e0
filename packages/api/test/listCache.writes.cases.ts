import { accountCases } from './listCache.writes.accounts.js';
import { directoryCases } from './listCache.writes.directory.js';
import type { WriteCase } from './listCache.writes.fixtures.js';
import { mediaCases } from './listCache.writes.media.js';
import { testingCases } from './listCache.writes.testing.js';
import { replyCases } from './listCache.writes.replies.js';

/** Every write case of listCache.writes.test.ts, which listCache.staleAreas.test.ts checks against the router's meta. */
export const writeCases: readonly WriteCase[] = [
  ...mediaCases,
  ...directoryCases,
  ...accountCases,
  ...testingCases,
  ...replyCases,
];
