import { adminGrantCreditsInput, adminPlanInput, adminRenameInput, adminRoleInput, adminUserIdInput, adminUserListInput, adminUserPageSchema, adminUserSchema, deletedSchema } from '@tasbir/shared';
import { bodyWithId, restRoutesFor, type RestRequest } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { adminUsersRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ adminUsers: typeof adminUsersRouter }>>();
const byId = (request: RestRequest) => request.params;

/** The admin panel's user management (docs/product.md#the-admin-panel); every row answers the account as it is afterwards, except the deletion. */
export const adminUsersRestRoutes = [
  restRoute({ method: 'GET', path: '/admin/users', summary: 'Every account, newest first (admins): search in usernames and emails (limit, cursor); next page in X-Next-Cursor', auth: true, input: adminUserListInput, output: adminUserPageSchema, paged: true, read: (r) => r.query, call: (api, input) => api.adminUsers.list(input) }),
  restRoute({ method: 'POST', path: '/admin/users/:id/verify', summary: 'Mark an account verified (admins)', auth: true, input: adminUserIdInput, output: adminUserSchema, read: byId, call: (api, input) => api.adminUsers.verify(input) }),
  restRoute({ method: 'POST', path: '/admin/users/:id/unverify', summary: 'Take the verified mark away (admins)', auth: true, input: adminUserIdInput, output: adminUserSchema, read: byId, call: (api, input) => api.adminUsers.unverify(input) }),
  restRoute({ method: 'POST', path: '/admin/users/:id/suspend', summary: 'Suspend an account at once: its tokens stop working and it cannot sign in (admins; not oneself, not the last active admin)', auth: true, input: adminUserIdInput, output: adminUserSchema, read: byId, call: (api, input) => api.adminUsers.suspend(input) }),
  restRoute({ method: 'POST', path: '/admin/users/:id/activate', summary: 'Lift a suspension: its tokens work again and it can sign in (admins)', auth: true, input: adminUserIdInput, output: adminUserSchema, read: byId, call: (api, input) => api.adminUsers.activate(input) }),
  restRoute({ method: 'POST', path: '/admin/users/:id/credits', summary: 'Add credits (?credits=N, a whole number from 1 to 100,000) through the ledger (admins)', auth: true, queryInput: true, input: adminGrantCreditsInput, output: adminUserSchema, call: (api, input) => api.adminUsers.grantCredits(input) }),
  restRoute({ method: 'PUT', path: '/admin/users/:id', summary: 'Rename an account: {username}, by the registration rule, new and unique (admins)', auth: true, input: adminRenameInput, output: adminUserSchema, read: bodyWithId, call: (api, input) => api.adminUsers.rename(input) }),
  restRoute({ method: 'PUT', path: '/admin/users/:id/role', summary: "Change an account's role (?role=user, photographer or admin; admins; not oneself away from admin, not the last active admin)", auth: true, queryInput: true, input: adminRoleInput, output: adminUserSchema, call: (api, input) => api.adminUsers.setRole(input) }),
  restRoute({ method: 'PUT', path: '/admin/users/:id/subscription', summary: "Set an account's plan (?plan=): a paid plan runs 30 days from now, free ends it (admins)", auth: true, queryInput: true, input: adminPlanInput, output: adminUserSchema, call: (api, input) => api.adminUsers.setPlan(input) }),
  restRoute({ method: 'DELETE', path: '/admin/users/:id', summary: 'Delete an account and everything of theirs; gifts stay as history and the ledger anonymised (admins; not oneself, not the last active admin)', auth: true, input: adminUserIdInput, output: deletedSchema, read: byId, call: (api, input) => api.adminUsers.remove(input) }),
];
