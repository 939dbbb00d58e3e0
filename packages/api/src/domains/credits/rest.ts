import { creditRequestSchema } from '@tasbir/shared';
import { restRoutesFor, type UploadSpec } from '../../rest/route.js';
import { formNumbers } from '../../rest/uploads/formNumbers.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { bodyBytesFor } from '../../rest/uploads/bodyBytes.js';
import { receiptMaxBytes, type receiptAllowance } from './receipts.js';
import { creditRequestInput, type creditsRouter } from './router.js';

type CreditsCaller = CallerOf<{ credits: typeof creditsRouter }>;
const restRoute = restRoutesFor<CreditsCaller>();

const receiptBodyBytes = bodyBytesFor(receiptMaxBytes);

/**
 * How a row that takes a receipt admits its caller: `allowance` (a role-checked procedure) refuses
 * before the body is read; the receipt arrives as JSON (data URL or bare base64) or a multipart file.
 */
export function receiptUpload<TCaller>(
  fileField: string,
  allowance: (api: TCaller) => Promise<typeof receiptAllowance>,
): UploadSpec<TCaller> {
  return {
    fileField,
    maxBodyBytes: receiptBodyBytes,
    admit: async (api) => {
      const { max_file_bytes: maxFileBytes, max_file_mb: mb } = await allowance(api);
      return { maxFileBytes, maxBodyBytes: receiptBodyBytes, tooLarge: { code: 'receiptTooLarge', params: { mb } } };
    },
  };
}

const upload = receiptUpload<CreditsCaller>('receipt_image', (api) => api.credits.receiptAllowance());

/** `credits.request`'s row: the receipt is streamed to the staging folder; a form sends the amount as text. */
export const creditsRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/credits/request',
    summary: 'Ask for credits: amount (1–50,000), payment_method, and a receipt (JPEG, PNG, WebP or PDF)',
    auth: true,
    upload,
    read: formNumbers('amount'),
    input: creditRequestInput,
    output: creditRequestSchema,
    call: (api, input) => api.credits.request(input),
  }),
];
