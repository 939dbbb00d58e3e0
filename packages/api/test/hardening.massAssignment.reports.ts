import type { Report } from '@tasbir/shared';
import { newAdmin } from './bookings.fixtures.js';
import { newPhotographer, newUser } from './factories.js';
import { count, type Prepare } from './hardening.massAssignment.fixtures.js';
import type { TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';

/** A photo of a fresh photographer, someone else's to report. */
async function somePhoto(t: TestApp): Promise<string> {
  const [photo = ''] = await insertPhotos(t, (await newPhotographer(t)).user.id, 1);
  return photo;
}

/** Valid requests of the reports' writes (hardening.massAssignment.test.ts). */
export const reportPreparations: Record<string, Prepare> = {
  'POST /reports': async (t) => ({
    as: await newUser(t),
    body: { target_type: 'photo', target_id: await somePhoto(t), reason: 'spam' },
    owned: (tt: TestApp, accountId: string) =>
      count(
        tt.db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('reporter_id', '=', accountId)
          .executeTakeFirstOrThrow(),
      ),
  }),
  'POST /admin/reports/:id/resolve': async (t) => {
    const reporter = await newUser(t);
    const reply = await t.call<Report>('POST', '/api/reports', {
      token: reporter.access_token,
      body: { target_type: 'photo', target_id: await somePhoto(t), reason: 'nudity' },
    });
    return {
      as: await newAdmin(t),
      params: { id: reply.body.id },
      body: { action: 'dismiss', note: 'A landscape' },
      watch: { reporter: reporter.user.id },
    };
  },
};
