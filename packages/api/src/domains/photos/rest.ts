import { photoSchema } from '@tasbir/shared';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { uploadSpec, type MediaCaller } from '../media/rest.js';
import { photoUploadInput } from '../media/uploadInput.js';
import type { photosRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ photos: typeof photosRouter }> & MediaCaller>();
const upload = uploadSpec('photo', 'image_data');

/** `photos.create`'s rows: the file is streamed to the staging folder once the caller is admitted. */
export const photosRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/photos',
    summary: 'Upload a photo: JSON with image_data as a data URL, or multipart with a file',
    auth: true,
    upload,
    input: photoUploadInput,
    output: photoSchema,
    call: (api, input) => api.photos.create(input),
  }),
  restRoute({
    method: 'POST',
    path: '/photos/upload',
    summary: 'Upload a photo as multipart/form-data (title, description, category, location, file)',
    auth: true,
    upload,
    input: photoUploadInput,
    output: photoSchema,
    call: (api, input) => api.photos.create(input),
  }),
];
