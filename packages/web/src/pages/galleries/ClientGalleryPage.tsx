import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '../../components/FormMessage.js';
import { EmptyState } from '../../components/EmptyState.js';
import { useFormat } from '../../useFormat.js';
import { useLazyT } from '../lazyTexts.js';
import { clientGallery, forgetAccess, GalleryRefusal } from './clientGalleryApi.js';
import { refusalMessage } from './clientGalleryText.js';
import { ClientGalleryView } from './ClientGalleryView.js';
import { useGalleryT } from './galleryText.js';
import { userWritten } from '../../components/userWritten.js';
import './galleries.css';

/** A password-protected gallery asks for its password before anything of it shows. */
function PasswordForm({ token, onUnlocked }: { token: string; onUnlocked: () => void }) {
  const t = useGalleryT();
  const format = useFormat();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await clientGallery.unlock(token, password);
      onUnlocked();
    } catch (error) {
      setProblem(refusalMessage(error, format.language));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="client-gallery__lock" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t.clientGalleryLocked}</p>
      <div className="field">
        <label htmlFor="client-gallery-password">{t.clientGalleryPasswordLabel}</label>
        <input
          id="client-gallery-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <FormError message={problem} />
      <button type="submit" className="button button--primary" disabled={busy || password.length === 0}>
        {t.clientGalleryUnlock}
      </button>
    </form>
  );
}

/** `/g/{token}`: a delivery gallery opened by its private link, with no account. */
export default function ClientGalleryPage({ token = '' }: { token?: string }) {
  const t = useGalleryT();
  const common = useLazyT();
  const format = useFormat();
  const queries = useQueryClient();
  const gallery = useQuery({
    queryKey: ['gallery', token, 'open'],
    queryFn: () => clientGallery.open(token),
    enabled: token !== '',
    retry: false,
  });

  // A changed password makes the access kept for this link stale: it is dropped, and the form asks again.
  const locked = gallery.data?.needs_password === true;
  useEffect(() => {
    if (locked) forgetAccess(token);
  }, [locked, token]);

  let body;
  if (token === '' || (gallery.error instanceof GalleryRefusal && gallery.error.status === 404))
    body = <EmptyState title={t.clientGalleryNotFound} icon="🔒" backToHome />;
  else if (gallery.error instanceof GalleryRefusal && gallery.error.status === 410)
    body = <EmptyState title={t.clientGalleryExpired} icon="⌛" backToHome />;
  else if (gallery.isError) body = <FormError message={refusalMessage(gallery.error, format.language)} />;
  else if (gallery.isPending) body = <p role="status">{common.loading}</p>;
  else if (gallery.data.needs_password)
    body = (
      <PasswordForm token={token} onUnlocked={() => void queries.invalidateQueries({ queryKey: ['gallery', token] })} />
    );
  else {
    const open = gallery.data;
    body = (
      <>
        <header className="client-gallery__header">
          <h1 {...userWritten}>{open.title}</h1>
          <p>
            {format.fill(t.clientGalleryBy, { photographer: open.photographer.username })}
            {open.event_date && ` · ${format.date(open.event_date)}`}
          </p>
          {open.expires_at && (
            <p className="note">{format.fill(t.clientGalleryOpenUntil, { date: format.date(open.expires_at) })}</p>
          )}
        </header>
        <ClientGalleryView token={token} gallery={open} key={token} />
      </>
    );
  }
  return <div className="content-page client-gallery">{body}</div>;
}
