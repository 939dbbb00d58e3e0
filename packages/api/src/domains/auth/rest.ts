import { forgotPasswordInput, loginInput, messageResponse, registerInput, resetPasswordInput, sessionSchema, updateProfileInput, userSchema } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { authRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ auth: typeof authRouter }>>();

/** The literal account paths (docs/product.md#accounts), each mapped to its procedure. */
export const authRestRoutes = [
  restRoute({ method: 'POST', path: '/register', summary: 'Register a user or photographer account', input: registerInput, output: sessionSchema, call: (api, input) => api.auth.register(input) }),
  restRoute({ method: 'POST', path: '/login', summary: 'Sign in; returns the user and an access token', input: loginInput, output: sessionSchema, call: (api, input) => api.auth.login(input) }),
  restRoute({ method: 'POST', path: '/forgot-password', summary: 'Mail a password reset link', input: forgotPasswordInput, output: messageResponse, call: (api, input) => api.auth.forgotPassword(input) }),
  restRoute({ method: 'POST', path: '/reset-password', summary: 'Set a new password with a reset token', input: resetPasswordInput, output: messageResponse, call: (api, input) => api.auth.resetPassword(input) }),
  restRoute({ method: 'GET', path: '/me', summary: 'The signed-in user', auth: true, input: noInput, output: userSchema, call: (api) => api.auth.me() }),
  restRoute({ method: 'PUT', path: '/profile', summary: "Update the signed-in user's profile", auth: true, input: updateProfileInput, output: userSchema, call: (api, input) => api.auth.updateProfile(input) }),
];
