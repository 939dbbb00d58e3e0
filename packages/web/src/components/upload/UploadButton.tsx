import { lazy, Suspense, useState } from 'react';
import type { MediaKind } from '@tasbir/shared';
import { useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { useMediaAlert } from '../media/mediaAlert.js';
import { UploadIcon } from '../media/mediaIcons.js';
import { canOfferUpload } from './uploadOffer.js';

// The dialog (its forms and their rules) loads when it is opened: a visitor of the photos or reels
// page never opens it.
const UploadModal = lazy(() => import('./UploadModal.js').then((module) => ({ default: module.UploadModal })));

/** "Upload Photo" / "Upload Reel" for the accounts that may upload, and the dialog it opens. */
export function UploadButton({ kind, className = 'button button--primary' }: { kind: MediaKind; className?: string }) {
  const t = useT();
  const { user } = useSession();
  const alert = useMediaAlert();
  const [open, setOpen] = useState(false);
  if (!canOfferUpload(user)) return null;
  const uploaded = () => {
    setOpen(false);
    alert(kind === 'photo' ? t.uploadPhotoDone : t.uploadReelDone);
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <UploadIcon /> {kind === 'photo' ? t.uploadPhoto : t.uploadReel}
      </button>
      {open && (
        <Suspense fallback={null}>
          <UploadModal kind={kind} onClose={() => setOpen(false)} onUploaded={uploaded} />
        </Suspense>
      )}
    </>
  );
}
