import { userSchema } from '@tasbir/shared';
import { restRoutesFor, type UploadSpec } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { bodyBytesFor } from '../../rest/uploads/bodyBytes.js';
import { profilePictureInput } from '../../files/uploadInput.js';
import { profilePictureAllowance } from './profilePicture.js';
import type { authRouter } from './router.js';

type AuthCaller = CallerOf<{ auth: typeof authRouter }>;
const restRoute = restRoutesFor<AuthCaller>();

/** A picture is admitted (401 for a visitor) before its body is read, and read up to its size limit. */
const pictureUpload: UploadSpec<AuthCaller> = {
  fileField: 'picture',
  maxBodyBytes: bodyBytesFor(profilePictureAllowance.max_file_bytes),
  admit: async (api) => {
    const { max_file_bytes: maxFileBytes, max_file_mb: mb } = await api.auth.pictureAllowance();
    return {
      maxFileBytes,
      maxBodyBytes: bodyBytesFor(maxFileBytes),
      tooLarge: { code: 'profilePictureTooLarge', params: { mb } },
    };
  },
};

/** `auth.uploadPicture`'s row: the picture is streamed to the staging folder, never parsed whole. */
export const authRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/profile/picture',
    summary:
      'Upload a profile picture (JPEG, PNG or WebP, up to 5 MB; stored as a square WebP): JSON with picture as a data URL, or multipart with a file; answers the user',
    auth: true,
    upload: pictureUpload,
    input: profilePictureInput,
    output: userSchema,
    call: (api, input) => api.auth.uploadPicture(input),
  }),
];
