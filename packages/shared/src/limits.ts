/**
 * Length limits both ends check, in a module without zod so the web app can import them without
 * pulling the schema library into its bundle.
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const commentMaxLength = 500;
