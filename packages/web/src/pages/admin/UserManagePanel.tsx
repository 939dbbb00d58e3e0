import { useState } from 'react';
import { planNames, roles, type AdminUser, type PlanName, type Role } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { creditsToGrant, renameTo } from './userActions.js';
import { roleKeys } from '../../roleText.js';
import { useLazyT } from '../lazyTexts.js';

export type UserChanges = {
  grant: (credits: number) => void;
  rename: (username: string) => void;
  setRole: (role: Role) => void;
  setPlan: (plan: PlanName) => void;
};

type Props = { user: AdminUser; busy: boolean; changes: UserChanges };

/** The forms behind a row's Manage: add credits, rename, role and plan; each sends only a real change. */
export function UserManagePanel({ user, busy, changes }: Props) {
  const t = useLazyT();
  const [credits, setCredits] = useState('');
  const [username, setUsername] = useState(user.username);
  const [role, setRole] = useState<Role>(user.role);
  const [plan, setPlan] = useState<PlanName>(user.subscription_plan);
  const grantable = creditsToGrant(credits);
  const newName = renameTo(username, user.username);
  const id = (field: string) => `admin-${field}-${user.id}`;

  return (
    <div className="admin-manage">
      <div className="admin-manage__row">
        <Field id={id('credits')} label={t.adminCreditsToAdd} value={credits} onChange={setCredits} />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || grantable === null}
          onClick={() => grantable !== null && changes.grant(grantable)}
        >
          {t.adminAddCredits}
        </button>
      </div>
      <div className="admin-manage__row">
        <Field id={id('username')} label={t.adminNewUsername} value={username} onChange={setUsername} />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || newName === null}
          onClick={() => newName !== null && changes.rename(newName)}
        >
          {t.adminSaveUsername}
        </button>
      </div>
      <div className="admin-manage__row">
        <SelectField
          id={id('role')}
          label={t.adminRole}
          value={role}
          options={roles.map((value) => ({ value, label: t[roleKeys[value]] }))}
          onChange={setRole}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || role === user.role}
          onClick={() => changes.setRole(role)}
        >
          {t.adminChangeRole}
        </button>
      </div>
      <div className="admin-manage__row">
        <SelectField
          id={id('plan')}
          label={t.adminPlan}
          value={plan}
          options={planNames.map((value) => ({ value, label: t[`plan_${value}`] }))}
          onChange={setPlan}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || plan === user.subscription_plan}
          onClick={() => changes.setPlan(plan)}
        >
          {t.adminChangePlan}
        </button>
      </div>
    </div>
  );
}
