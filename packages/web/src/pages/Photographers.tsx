import { EmptyState } from '../components/EmptyState.js';
import { PageHeader } from '../components/PageHeader.js';
import { useT } from '../i18n.js';

export function Photographers() {
  const t = useT();
  return (
    <div className="content-page">
      <PageHeader title={t.photographersTitle} intro={t.photographersIntro} />
      <EmptyState title={t.noPhotographers} body={t.noPhotographersBody} icon="📸" backToHome />
    </div>
  );
}
