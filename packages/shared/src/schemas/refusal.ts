import { z } from 'zod';
import { errorsEn, type ErrorCode } from '../messages/errors.js';
import { addedErrorsEn, reportErrorsEn } from '../messages/addedErrors.js';

/** Every code of the error tables (those kept apart too), for documenting which ones a client may meet. */
const tabled = new Set([...Object.keys(errorsEn), ...Object.keys(addedErrorsEn), ...Object.keys(reportErrorsEn)]);
const errorCodes = [...tabled].filter((code): code is ErrorCode => tabled.has(code));

/**
 * What a refused REST call answers with its 4xx status: the sentence in the client's language, the
 * code it stands for (for clients that word it themselves), and the code's parameters when it has some.
 */
export const refusalBodySchema = z.object({
  detail: z.string(),
  code: z.enum(errorCodes),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type RefusalBody = z.infer<typeof refusalBodySchema>;
