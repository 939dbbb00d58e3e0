import { addCommentInput, commentAddedSchema, commentsSchema, deletedSchema, idInput, likeResultSchema, listInput, pageSchema, reelSchema, shareResultSchema, viewResultSchema } from '@tasbir/shared';
import { restRoutesFor, type RestRequest } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { uploadSpec, type MediaCaller } from '../media/rest.js';
import { reelUploadInput } from '../media/uploadInput.js';
import type { reelsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ reels: typeof reelsRouter }> & MediaCaller>();
const upload = uploadSpec('reel', 'video_data');
const byId = (request: RestRequest) => request.params;
/** The comment text from the form (`comment_text`) or JSON body, with the reel id from the path. */
const commentFrom = (request: RestRequest) => ({ ...(typeof request.body === 'object' && request.body !== null ? request.body : {}), id: request.params.id });

/** A list answers the bare array REST clients read; the next page's cursor rides in `X-Next-Cursor`. */
export const reelsRestRoutes = [
  restRoute({ method: 'GET', path: '/reels', summary: 'Reels, newest first or trending (limit, trending, cursor); next page in X-Next-Cursor', cacheArea: 'media', input: listInput, output: pageSchema(reelSchema), paged: true, read: (r) => r.query, call: (api, input) => api.reels.list(input) }),
  restRoute({ method: 'POST', path: '/reels', summary: 'Upload a reel: JSON with video_data as a data URL, or multipart with a file', auth: true, upload, input: reelUploadInput, output: reelSchema, call: (api, input) => api.reels.create(input) }),
  restRoute({ method: 'POST', path: '/reels/upload', summary: 'Upload a reel as multipart/form-data (title, description, category, location, file)', auth: true, upload, input: reelUploadInput, output: reelSchema, call: (api, input) => api.reels.create(input) }),
  restRoute({ method: 'GET', path: '/reels/:id', summary: 'One reel (the target of a share link)', cacheArea: 'media', input: idInput, output: reelSchema, read: byId, call: (api, input) => api.reels.byId(input) }),
  restRoute({ method: 'DELETE', path: '/reels/:id', summary: 'Delete a reel (its photographer or an admin)', auth: true, input: idInput, output: deletedSchema, read: byId, call: (api, input) => api.reels.remove(input) }),
  restRoute({ method: 'POST', path: '/reels/:id/like', summary: 'Like or unlike a reel; answers {liked, likes}', auth: true, input: idInput, output: likeResultSchema, read: byId, call: (api, input) => api.reels.like(input) }),
  restRoute({ method: 'POST', path: '/reels/:id/view', summary: 'Count a view (once per viewer and day); answers {views, counted}', input: idInput, output: viewResultSchema, read: byId, call: (api, input) => api.reels.view(input) }),
  restRoute({ method: 'POST', path: '/reels/:id/share', summary: 'Count a share (once per sharer and day); answers {shares}', input: idInput, output: shareResultSchema, read: byId, call: (api, input) => api.reels.share(input) }),
  restRoute({ method: 'GET', path: '/reels/:id/comments', summary: 'Comments on a reel, oldest first: [{username, text, created_at}]', cacheArea: 'media', input: idInput, output: commentsSchema, read: byId, call: (api, input) => api.reels.comments(input) }),
  restRoute({ method: 'POST', path: '/reels/:id/comment', summary: 'Comment on a reel (form field or JSON comment_text); answers {comment}', auth: true, form: true, input: addCommentInput, output: commentAddedSchema, read: commentFrom, call: (api, input) => api.reels.comment(input) }),
];
