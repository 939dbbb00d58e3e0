import { useState, type FormEvent } from 'react';
import { galleryLimits, type Gallery } from '@tasbir/shared';
import { ConfirmAction } from '../../components/ConfirmAction.js';
import { Field } from '../../components/Field.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { errorText, trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { shareLinks } from './galleryForm.js';
import { useGalleryT } from './galleryText.js';

type Props = { gallery: Gallery; photographer: string; onChanged: (gallery: Gallery) => void };

/** How the link reaches the client: copied, passed to WhatsApp or Viber, or mailed; and the PIN and link renewed. */
export function GalleryShare({ gallery, photographer, onChanged }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const failed = (error: unknown) =>
    setProblem(format.fill(t.galleryActionFailed, { detail: errorText(error, format.language, 'somethingWentWrong') }));
  const done = (message: string) => {
    setProblem(null);
    setNotice(message);
  };
  const newPin = trpc.galleries.resetPin.useMutation({ onSuccess: onChanged, onError: failed });
  const newLink = trpc.galleries.reissueToken.useMutation({ onSuccess: onChanged, onError: failed });
  const email = trpc.galleries.emailLink.useMutation({
    onSuccess: (sent) => {
      done(format.fill(t.galleryEmailSent, { to: sent.to }));
      setTo('');
      setNote('');
    },
    onError: failed,
  });
  const links = shareLinks(format.fill(t.galleryShareText, { photographer, title: gallery.title, url: gallery.url }));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(gallery.url);
      done(t.galleryLinkCopied);
    } catch (error) {
      failed(error);
    }
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.isPending) email.mutate({ id: gallery.id, to, ...(note.trim() ? { note } : {}) });
  };

  return (
    <div className="gallery-share">
      <div className="gallery-share__link">
        <label htmlFor={`gallery-${gallery.id}-link`}>{t.galleryLink}</label>
        <input
          id={`gallery-${gallery.id}-link`}
          readOnly
          value={gallery.url}
          onFocus={(event) => event.target.select()}
        />
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            {t.galleryCopyLink}
          </button>
          <a className="button" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            {t.galleryShareWhatsApp}
          </a>
          <a className="button" href={links.viber}>
            {t.galleryShareViber}
          </a>
          <ConfirmAction
            label={t.galleryNewLink}
            question={t.galleryNewLinkQuestion}
            confirmLabel={t.galleryYes}
            keepLabel={t.galleryNo}
            busy={newLink.isPending}
            onConfirm={() => newLink.mutate({ id: gallery.id })}
          />
        </div>
      </div>
      <p className="gallery-share__pin">
        {t.galleryPin}: <strong className="gallery-share__pin-digits">{gallery.pin}</strong>{' '}
        <ConfirmAction
          label={t.galleryNewPin}
          question={t.galleryNewPinQuestion}
          confirmLabel={t.galleryYes}
          keepLabel={t.galleryNo}
          busy={newPin.isPending}
          onConfirm={() => newPin.mutate({ id: gallery.id })}
        />
      </p>
      <form className="gallery-share__email" noValidate onSubmit={send}>
        <Field
          id={`gallery-${gallery.id}-email`}
          type="email"
          label={t.galleryEmailLabel}
          value={to}
          onChange={setTo}
          autoComplete="off"
          required
        />
        <Field
          id={`gallery-${gallery.id}-note`}
          label={t.galleryEmailNote}
          value={note}
          onChange={setNote}
          maxLength={galleryLimits.emailNoteMax}
        />
        <button type="submit" className="button" disabled={email.isPending}>
          {t.galleryEmailSend}
        </button>
      </form>
      <FormSuccess message={notice} />
      <FormError message={problem} />
    </div>
  );
}
