import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { ProfileForm } from './ProfileForm.js';
import { BlockedAccounts } from '../repliesBlocks/BlockedAccounts.js';

type Props = { onClose: () => void };

/** Profile Settings: the profile form in a dialog, for the user dashboard's quick action. */
export default function ProfileSettingsModal({ onClose }: Props) {
  const t = useT();
  const { user } = useSession();
  return (
    <Modal title={t.profileSettingsTitle} onClose={onClose} closeLabel={t.close}>
      {user ? <ProfileForm user={user} onCancel={onClose} /> : <p role="status">{t.loading}</p>}
      {user && <BlockedAccounts />}
    </Modal>
  );
}
