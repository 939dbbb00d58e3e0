import { adminCreditRequestsSchema, creditRequestSchema, deletedSchema, idInput, myCreditRequestsSchema, processCreditRequestInput } from '@tasbir/shared';
import { bodyWithId, noInput, restRoutesFor, type RestRequest, type UploadSpec } from '../../rest/route.js';
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
export function receiptUpload<TCaller>(fileField: string, allowance: (api: TCaller) => Promise<typeof receiptAllowance>): UploadSpec<TCaller> {
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
const byId = (request: RestRequest) => request.params;

export const creditsRestRoutes = [
  restRoute({ method: 'POST', path: '/credits/request', summary: 'Ask for credits: amount (1–50,000), payment_method, and a receipt (JPEG, PNG, WebP or PDF)', auth: true, upload, read: formNumbers('amount'), input: creditRequestInput, output: creditRequestSchema, call: (api, input) => api.credits.request(input) }),
  restRoute({ method: 'GET', path: '/credits/my-requests', summary: "The caller's credit requests, newest first", auth: true, input: noInput, output: myCreditRequestsSchema, call: (api) => api.credits.myRequests() }),
  restRoute({ method: 'GET', path: '/admin/credits/requests', summary: 'Credit requests by status (admins)', auth: true, input: noInput, output: adminCreditRequestsSchema, call: (api) => api.credits.adminRequests() }),
  restRoute({
    method: 'PUT',
    path: '/admin/credits/requests/:id',
    summary: 'Approve or reject a pending credit request, with an optional note (admins); 409 when it is not pending',
    auth: true,
    input: processCreditRequestInput,
    output: creditRequestSchema,
    read: bodyWithId,
    call: (api, input) => api.credits.process(input),
  }),
  restRoute({ method: 'DELETE', path: '/admin/credits/requests/:id', summary: 'Delete a credit request in any state (admins); balances stay', auth: true, input: idInput, output: deletedSchema, read: byId, call: (api, input) => api.credits.remove(input) }),
];
