import { EmptyState } from '../components/EmptyState.js';
import { PageHeader } from '../components/PageHeader.js';
import { useT } from '../i18n.js';

export function Photos() {
  const t = useT();
  return (
    <div className="content-page">
      <PageHeader title={t.photosTitle} intro={t.photosIntro} />
      <EmptyState title={t.noPhotos} body={t.noPhotosBody} icon="🖼️" backToHome />
    </div>
  );
}
