import { deletedCountSchema, deletedSchema, idInput, listInput, pageSchema, photoSchema, reelSchema } from '@tasbir/shared';
import { noInput, restRoutesFor, type RestRequest } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { moderationRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ moderation: typeof moderationRouter }>>();
const byId = (request: RestRequest) => request.params;

/** The admin panel's content calls; lists answer the bare array with the next page's cursor in `X-Next-Cursor`. */
export const moderationRestRoutes = [
  restRoute({ method: 'GET', path: '/admin/content/photos', summary: 'The newest photos, a page at a time (admins)', auth: true, input: listInput, output: pageSchema(photoSchema), paged: true, read: (r) => r.query, call: (api, input) => api.moderation.photos(input) }),
  restRoute({ method: 'GET', path: '/admin/content/reels', summary: 'The newest reels, a page at a time (admins)', auth: true, input: listInput, output: pageSchema(reelSchema), paged: true, read: (r) => r.query, call: (api, input) => api.moderation.reels(input) }),
  restRoute({ method: 'DELETE', path: '/admin/content/photos/all', summary: 'Delete every photo with its likes, views and files; answers {deleted_count} (admins)', auth: true, input: noInput, output: deletedCountSchema, call: (api) => api.moderation.removeAllPhotos() }),
  restRoute({ method: 'DELETE', path: '/admin/content/reels/all', summary: 'Delete every reel with its likes, views, comments and files; answers {deleted_count} (admins)', auth: true, input: noInput, output: deletedCountSchema, call: (api) => api.moderation.removeAllReels() }),
  restRoute({ method: 'DELETE', path: '/admin/content/photo/:id', summary: 'Delete one photo (admins)', auth: true, input: idInput, output: deletedSchema, read: byId, call: (api, input) => api.moderation.removePhoto(input) }),
  restRoute({ method: 'DELETE', path: '/admin/content/reel/:id', summary: 'Delete one reel (admins)', auth: true, input: idInput, output: deletedSchema, read: byId, call: (api, input) => api.moderation.removeReel(input) }),
];
