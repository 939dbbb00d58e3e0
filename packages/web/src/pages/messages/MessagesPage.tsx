import { EmptyState } from '../../components/EmptyState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PageLink } from '../../components/PageLink.js';
import { useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { ChatLayout } from './ChatLayout.js';
import './messages.css';

/** The Messages page: visitors are asked to log in; signed-in accounts get their conversations and a thread. */
export default function MessagesPage() {
  const t = useT();
  const { user, checking } = useSession();
  let body;
  if (checking) body = <p role="status">{t.loading}</p>;
  else if (!user)
    body = (
      <EmptyState title={t.loginToContinue} icon="💬">
        <PageLink to="login" className="button button--primary">
          {t.navLogin}
        </PageLink>
      </EmptyState>
    );
  else body = <ChatLayout me={user.id} />;
  return (
    <div className="content-page">
      <PageHeader title={t.messagesTitle} />
      {body}
    </div>
  );
}
