import { reelSchema } from '@tasbir/shared';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { uploadSpec, type MediaCaller } from '../media/rest.js';
import { reelUploadInput } from '../media/uploadInput.js';
import type { reelsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ reels: typeof reelsRouter }> & MediaCaller>();
const upload = uploadSpec('reel', 'video_data');

/** `reels.create`'s rows: the file is streamed to the staging folder once the caller is admitted. */
export const reelsRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/reels',
    summary: 'Upload a reel: JSON with video_data as a data URL, or multipart with a file',
    auth: true,
    upload,
    input: reelUploadInput,
    output: reelSchema,
    call: (api, input) => api.reels.create(input),
  }),
  restRoute({
    method: 'POST',
    path: '/reels/upload',
    summary: 'Upload a reel as multipart/form-data (title, description, category, location, file)',
    auth: true,
    upload,
    input: reelUploadInput,
    output: reelSchema,
    call: (api, input) => api.reels.create(input),
  }),
];
