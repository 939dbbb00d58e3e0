import { useState, type FormEvent } from 'react';
import { galleryLimits } from '@tasbir/shared';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { useFormat } from '../../useFormat.js';
import { clientGallery } from './clientGalleryApi.js';
import { useGalleryT } from './galleryText.js';
import { refusalMessage } from './clientGalleryText.js';

type Props = { token: string; onJoined: () => void; onClose: () => void };

/** Asked once before the first pick: who is picking, so the photographer knows whose selection it is. */
export function VisitorForm({ token, onJoined, onClose }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await clientGallery.becomeVisitor(token, name, email);
      onJoined();
    } catch (error) {
      setProblem(refusalMessage(error, format.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t.clientVisitorTitle} onClose={onClose} closeLabel={t.clientViewerClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p className="note">{t.clientVisitorIntro}</p>
        <fieldset className="gallery-editor__fields" disabled={busy}>
          <Field
            id="gallery-visitor-name"
            label={t.clientVisitorName}
            value={name}
            onChange={setName}
            autoComplete="name"
            maxLength={galleryLimits.visitorNameMax}
            required
          />
          <Field
            id="gallery-visitor-email"
            type="email"
            label={t.clientVisitorEmail}
            value={email}
            onChange={setEmail}
            autoComplete="email"
            required
          />
        </fieldset>
        <FormError message={problem} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t.clientVisitorStart}
          </button>
        </div>
      </form>
    </Modal>
  );
}
