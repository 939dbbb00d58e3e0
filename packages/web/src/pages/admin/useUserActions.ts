import type { AdminUser } from '@tasbir/shared';
import { fill } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { refusalOf, refusalText, trpc } from '../../trpc.js';
import type { UserActions } from './UserRow.js';
import { roleKeys } from '../../roleText.js';
import { useLazyT } from '../lazyTexts.js';

type Notices = { succeeded: (text: string) => void; failed: (text: string) => void };

/**
 * Every user action of the panel, each saying how it went in the product's words: the fixed failure
 * sentence with the server's reason after it, or (rename, role, plan, delete) the reason itself.
 */
export function useUserActions({ succeeded, failed }: Notices) {
  const t = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const reasonOf = (error: unknown) => {
    const refusal = refusalOf(error);
    return refusal ? refusalText(refusal, format.language) : null;
  };
  const refresh = () =>
    Promise.all([
      utils.adminUsers.list.invalidate(),
      utils.dashboards.admin.invalidate(),
      utils.audit.list.invalidate(),
    ]);
  const handlers = (success: (user: AdminUser) => string, failure: (reason: string | null) => string) => ({
    onSuccess: (user: AdminUser) => {
      succeeded(success(user));
      void refresh();
    },
    onError: (error: unknown) => failed(failure(reasonOf(error))),
  });
  const withReason = (sentence: string) => (reason: string | null) => (reason ? `${sentence}: ${reason}` : sentence);
  const reasonOr = (sentence: string) => (reason: string | null) => reason ?? sentence;

  const verify = trpc.adminUsers.verify.useMutation(handlers(() => t.userVerified, withReason(t.verifyFailed)));
  const unverify = trpc.adminUsers.unverify.useMutation(handlers(() => t.userUnverified, withReason(t.unverifyFailed)));
  const suspend = trpc.adminUsers.suspend.useMutation(handlers(() => t.userSuspended, withReason(t.suspendFailed)));
  const activate = trpc.adminUsers.activate.useMutation(handlers(() => t.userActivated, withReason(t.activateFailed)));
  const grant = trpc.adminUsers.grantCredits.useMutation();
  const rename = trpc.adminUsers.rename.useMutation(handlers(() => t.userUpdated, reasonOr(t.updateUserFailed)));
  const setRole = trpc.adminUsers.setRole.useMutation(
    handlers((user) => fill(t.userRoleUpdated, { role: t[roleKeys[user.role]] }), reasonOr(t.updateRoleFailed)),
  );
  const setPlan = trpc.adminUsers.setPlan.useMutation(
    handlers(
      (user) => fill(t.userPlanUpdated, { plan: t[`plan_${user.subscription_plan}`] }),
      reasonOr(t.updatePlanFailed),
    ),
  );
  const remove = trpc.adminUsers.remove.useMutation({
    onSuccess: () => {
      succeeded(t.userDeleted);
      void refresh();
    },
    onError: (error) => failed(reasonOr(t.deleteUserFailed)(reasonOf(error))),
  });

  const busy = [verify, unverify, suspend, activate, grant, rename, setRole, setPlan, remove].some(
    (mutation) => mutation.isPending,
  );
  const actionsFor = (user: AdminUser, history: () => void): UserActions => ({
    setVerified: (verified) => (verified ? verify : unverify).mutate({ id: user.id }),
    setSuspended: (suspended) => (suspended ? suspend : activate).mutate({ id: user.id }),
    grant: (credits) =>
      grant.mutate(
        { id: user.id, credits },
        {
          onSuccess: () => {
            succeeded(format.fill(t.creditsAdded, { count: credits }));
            void refresh();
          },
          onError: (error) => failed(withReason(t.addCreditsFailed)(reasonOf(error))),
        },
      ),
    rename: (username) => rename.mutate({ id: user.id, username }),
    setRole: (role) => setRole.mutate({ id: user.id, role }),
    setPlan: (plan) => setPlan.mutate({ id: user.id, plan }),
    remove: () => remove.mutate({ id: user.id }),
    history,
  });
  return { busy, actionsFor };
}
