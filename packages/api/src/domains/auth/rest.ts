import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput, updateProfileInput } from '@tasbir/shared';
import { noInput, restRoute } from '../../rest/route.js';

/** The literal account paths (docs/product.md#accounts), each mapped to its procedure. */
export const authRestRoutes = [
  restRoute({ method: 'POST', path: '/register', summary: 'Register a user or photographer account', input: registerInput, call: (api, input) => api.auth.register(input) }),
  restRoute({ method: 'POST', path: '/login', summary: 'Sign in; returns the user and an access token', input: loginInput, call: (api, input) => api.auth.login(input) }),
  restRoute({ method: 'POST', path: '/forgot-password', summary: 'Mail a password reset link', input: forgotPasswordInput, call: (api, input) => api.auth.forgotPassword(input) }),
  restRoute({ method: 'POST', path: '/reset-password', summary: 'Set a new password with a reset token', input: resetPasswordInput, call: (api, input) => api.auth.resetPassword(input) }),
  restRoute({ method: 'GET', path: '/me', summary: 'The signed-in user', auth: true, input: noInput, call: (api) => api.auth.me() }),
  restRoute({ method: 'PUT', path: '/profile', summary: "Update the signed-in user's profile", auth: true, input: updateProfileInput, call: (api, input) => api.auth.updateProfile(input) }),
];
