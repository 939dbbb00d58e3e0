import { expect } from 'vitest';
import { newPhotographer, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import { count, nextSequence, type Prepare } from './hardening.massAssignment.fixtures.js';

/** Valid requests for the photographer's delivery-gallery calls. */

const galleriesOf = (t: TestApp, accountId: string) =>
  count(
    t.db
      .selectFrom('galleries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('photographer_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  );

async function galleryOf(t: TestApp, owner: NewUser): Promise<string> {
  const reply = await t.call<{ id: string }>('POST', '/api/galleries', {
    token: owner.access_token,
    body: { title: `Delivery ${nextSequence()}` },
  });
  expect(reply.status).toBe(200);
  return reply.body.id;
}

/** A call on one of the photographer's own galleries. */
const onOwnGallery =
  (body?: Record<string, unknown>): Prepare =>
  async (t) => {
    const owner = await newPhotographer(t);
    return { as: owner, params: { id: await galleryOf(t, owner) }, ...(body ? { body } : {}) };
  };

export const galleryPreparations: Record<string, Prepare> = {
  'POST /galleries': async (t) => ({
    as: await newPhotographer(t),
    body: { title: 'Sita and Ram, Pokhara', download: 'web' },
    owned: galleriesOf,
  }),
  'PUT /galleries/:id': onOwnGallery({ title: 'Sita and Ram, Pokhara (final)' }),
  'DELETE /galleries/:id': onOwnGallery(),
  'POST /galleries/:id/token': onOwnGallery(),
  'POST /galleries/:id/pin': onOwnGallery(),
  'POST /galleries/:id/email': onOwnGallery({ to: 'sita.gurung@example.com' }),
};
