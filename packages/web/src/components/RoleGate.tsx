import type { ReactNode } from 'react';
import type { Role, User } from '@tasbir/shared';
import { useT } from '../i18n.js';
import { useSession } from '../state/useSession.js';
import { AccessDenied } from './AccessDenied.js';

type Props = { role: Role; deniedReason: string; children: (user: User) => ReactNode };

/** Shows its content to one role; everyone else sees Access Denied with the page's reason. */
export function RoleGate({ role, deniedReason, children }: Props) {
  const t = useT();
  const { user, checking } = useSession();
  if (checking) return <p role="status">{t.loading}</p>;
  if (!user || user.role !== role) return <AccessDenied reason={deniedReason} signedIn={user !== null} />;
  return children(user);
}
