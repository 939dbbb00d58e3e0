import { createDb } from '@tasbir/db';
import { describe, expect, it } from 'vitest';
import { restRowsOf } from '../../rest/procedureRows.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { SystemRepository } from './repository.js';
import { systemRouter } from './router.js';
import { SystemService } from './service.js';

type SystemCaller = CallerOf<{ system: typeof systemRouter }>;

const [healthRoute] = restRowsOf<SystemCaller>({ system: systemRouter });
const request = { body: undefined, query: {}, params: {}, headers: {} };

describe('GET /api/health', () => {
  it('says the database is unreachable when it does not answer', async () => {
    // Nothing listens on port 1 of this machine: every query fails to connect.
    const handle = createDb('postgres://postgres@127.0.0.1:1/none');
    try {
      expect(await new SystemService(new SystemRepository(handle.db), 'postgres').health()).toEqual({
        status: 'error',
        database: 'unreachable',
        dialect: 'postgres',
      });
    } finally {
      await handle.close();
    }
  });

  it('answers 503 while the database is down, 200 when it answers', async () => {
    // The row calls only `system.health`, so a caller of that alone is all it needs.
    const down: SystemCaller = {
      system: { health: async () => ({ status: 'error', database: 'unreachable', dialect: 'sqlite' }) },
    };
    const up: SystemCaller = { system: { health: async () => ({ status: 'ok', database: 'ok', dialect: 'sqlite' }) } };
    expect((await healthRoute?.handle(down, request))?.status).toBe(503);
    expect((await healthRoute?.handle(up, request))?.status).toBe(200);
  });
});
