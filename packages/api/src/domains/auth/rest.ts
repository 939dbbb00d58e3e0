import { forgotPasswordInput, loginInput, messageResponse, registerInput, resetPasswordInput, sessionSchema, updateProfileInput, userSchema } from '@tasbir/shared';
import { noInput, restRoutesFor, type UploadSpec } from '../../rest/route.js';
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
    return { maxFileBytes, maxBodyBytes: bodyBytesFor(maxFileBytes), tooLarge: { code: 'profilePictureTooLarge', params: { mb } } };
  },
};

/** The literal account paths (docs/product.md#accounts), each mapped to its procedure. */
export const authRestRoutes = [
  restRoute({ method: 'POST', path: '/register', summary: 'Register a user or photographer account', input: registerInput, output: sessionSchema, call: (api, input) => api.auth.register(input) }),
  restRoute({ method: 'POST', path: '/login', summary: 'Sign in; returns the user and an access token', input: loginInput, output: sessionSchema, call: (api, input) => api.auth.login(input) }),
  restRoute({ method: 'POST', path: '/forgot-password', summary: 'Mail a password reset link', input: forgotPasswordInput, output: messageResponse, call: (api, input) => api.auth.forgotPassword(input) }),
  restRoute({ method: 'POST', path: '/reset-password', summary: 'Set a new password with a reset token', input: resetPasswordInput, output: messageResponse, call: (api, input) => api.auth.resetPassword(input) }),
  restRoute({ method: 'GET', path: '/me', summary: 'The signed-in user', auth: true, input: noInput, output: userSchema, call: (api) => api.auth.me() }),
  restRoute({ method: 'PUT', path: '/profile', summary: "Update the signed-in user's profile (the picture is uploaded at /profile/picture)", auth: true, input: updateProfileInput, output: userSchema, call: (api, input) => api.auth.updateProfile(input) }),
  restRoute({
    method: 'POST',
    path: '/profile/picture',
    summary: 'Upload a profile picture (JPEG, PNG or WebP, up to 5 MB; stored as a square WebP): JSON with picture as a data URL, or multipart with a file; answers the user',
    auth: true,
    upload: pictureUpload,
    input: profilePictureInput,
    output: userSchema,
    call: (api, input) => api.auth.uploadPicture(input),
  }),
  restRoute({ method: 'DELETE', path: '/profile/picture', summary: 'Remove the profile picture; answers the user', auth: true, input: noInput, output: userSchema, call: (api) => api.auth.removePicture() }),
];
