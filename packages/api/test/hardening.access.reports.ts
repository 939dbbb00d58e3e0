import type { Report } from '@tasbir/shared';
import { newPhotographer, newUser } from './factories.js';
import type { Caller, Expectation } from './hardening.access.fixtures.js';
import { nextIp, type TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';

/**
 * Who may call the reports' procedures (the access sweep): any signed-in account reports what is
 * not its own (its own photo is refused); admins alone list and decide.
 */
const signedIn: readonly Caller[] = ['user', 'photographer', 'admin'];
const admins: readonly Caller[] = ['admin'];
const nobody: readonly Caller[] = [];

/** An open report of some photographer's photo by a fresh user; its id. */
async function someReport(t: TestApp): Promise<string> {
  const reporter = await newUser(t);
  const [photo = ''] = await insertPhotos(t, (await newPhotographer(t)).user.id, 1);
  const reply = await t.call<Report>('POST', '/api/reports', {
    token: reporter.access_token,
    ip: nextIp(),
    body: { target_type: 'photo', target_id: photo, reason: 'spam' },
  });
  if (reply.status !== 201)
    throw new Error(`could not arrange a report: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

export const reportExpectations: Record<string, Expectation> = {
  'reports.create': {
    object: 'photo',
    own: nobody,
    another: signedIn,
    input: (_t, { id }) => ({ target_type: 'photo', target_id: id, reason: 'stolen_work' }),
  },
  'reports.adminList': { own: admins, input: () => ({}) },
  'reports.resolve': {
    own: admins,
    input: async (t) => ({ id: await someReport(t), action: 'dismiss', note: 'Nothing against the rules' }),
  },
};
