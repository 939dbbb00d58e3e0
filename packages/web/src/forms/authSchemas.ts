/**
 * The sign-in forms' schemas, loaded on a form's first submit: imported statically they would put
 * the auth schemas (and the place table they use) in the home page's script, past its budget.
 */
export { forgotPasswordInput, loginInput } from '@tasbir/shared';
