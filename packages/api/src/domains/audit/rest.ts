import { auditListInput, auditPageSchema } from '@tasbir/shared';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { auditRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ audit: typeof auditRouter }>>();

export const auditRestRoutes = [
  restRoute({
    method: 'GET',
    path: '/admin/audit',
    summary: 'The audit log, newest first (admins): action and target_user_id filter it (limit, cursor); next page in X-Next-Cursor',
    auth: true,
    input: auditListInput,
    output: auditPageSchema,
    paged: true,
    read: (r) => r.query,
    call: (api, input) => api.audit.list(input),
  }),
];
