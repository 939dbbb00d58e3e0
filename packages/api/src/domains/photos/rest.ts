import { deletedSchema, idInput, likeResultSchema, listInput, pageSchema, photoSchema, viewResultSchema } from '@tasbir/shared';
import { restRoutesFor, type RestRequest } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { uploadSpec, type MediaCaller } from '../media/rest.js';
import { photoUploadInput } from '../media/uploadInput.js';
import type { photosRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ photos: typeof photosRouter }> & MediaCaller>();
const upload = uploadSpec('photo', 'image_data');
const byId = (request: RestRequest) => request.params;

/** A list answers the bare array REST clients read; the next page's cursor rides in `X-Next-Cursor`. */
export const photosRestRoutes = [
  restRoute({ method: 'GET', path: '/photos', summary: 'Photos, newest first or trending (limit, trending, cursor); next page in X-Next-Cursor', cacheArea: 'media', input: listInput, output: pageSchema(photoSchema), paged: true, read: (r) => r.query, call: (api, input) => api.photos.list(input) }),
  restRoute({ method: 'POST', path: '/photos', summary: 'Upload a photo: JSON with image_data as a data URL, or multipart with a file', auth: true, upload, input: photoUploadInput, output: photoSchema, call: (api, input) => api.photos.create(input) }),
  restRoute({ method: 'POST', path: '/photos/upload', summary: 'Upload a photo as multipart/form-data (title, description, category, location, file)', auth: true, upload, input: photoUploadInput, output: photoSchema, call: (api, input) => api.photos.create(input) }),
  restRoute({ method: 'GET', path: '/photos/:id', summary: 'One photo', cacheArea: 'media', input: idInput, output: photoSchema, read: byId, call: (api, input) => api.photos.byId(input) }),
  restRoute({ method: 'DELETE', path: '/photos/:id', summary: 'Delete a photo (its photographer or an admin)', auth: true, input: idInput, output: deletedSchema, read: byId, call: (api, input) => api.photos.remove(input) }),
  restRoute({ method: 'POST', path: '/photos/:id/like', summary: 'Like or unlike a photo; answers {liked, likes}', auth: true, input: idInput, output: likeResultSchema, read: byId, call: (api, input) => api.photos.like(input) }),
  restRoute({ method: 'POST', path: '/photos/:id/view', summary: 'Count a view (once per viewer and day); answers {views, counted}', input: idInput, output: viewResultSchema, read: byId, call: (api, input) => api.photos.view(input) }),
];
