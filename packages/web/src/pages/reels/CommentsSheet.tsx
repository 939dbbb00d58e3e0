import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { commentMaxLength, type Reel } from '@tasbir/shared';
import { trapTab } from '../../components/focusTrap.js';
import { FormError } from '../../components/FormMessage.js';
import { localTime } from '../../components/media/mediaText.js';
import { usePatchReel } from '../../components/media/useMediaCache.js';
import { userWritten } from '../../components/userWritten.js';
import { useT } from '../../i18n.js';
import { languageAtom } from '../../state/language.js';
import { useNavigate } from '../../state/navigation.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';
import './commentsSheet.css';
import { ReportAction } from '../reports/ReportAction.js';
import { CloseIcon } from '../../components/Icon.js';

type Props = { reel: Reel; onClose: () => void };

/**
 * The comments bottom sheet (docs/product.md#photos-and-reels): fixed height, medium width; the list oldest
 * first; signed-in viewers post (Enter or Post, disabled while blank), visitors are sent to login.
 * Closing it drops the draft and the list.
 */
export function CommentsSheet({ reel, onClose }: Props) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { user, checking } = useSession();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const patch = usePatchReel();
  const titleId = useId();
  const inputId = useId();
  const sheetRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signedIn = user !== null || checking;

  const comments = trpc.reels.comments.useQuery({ id: reel.id });
  const add = trpc.reels.comment.useMutation({
    onSuccess: ({ comment }) => {
      setDraft('');
      setError(null);
      utils.reels.comments.setData({ id: reel.id }, (list) => [...(list ?? []), comment]);
      void utils.reels.comments.invalidate({ id: reel.id });
      patch(reel.id, (shown) => ({ ...shown, comments_count: shown.comments_count + 1 }));
    },
    onError: (failure) => {
      console.error('Comment failed', failure);
      setError(t.commentFailed);
    },
  });

  useEffect(() => {
    if (comments.error) console.error('Comments could not be loaded', comments.error);
  }, [comments.error]);

  const list = comments.data ?? [];
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [list.length]);

  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    (sheet.querySelector<HTMLElement>('[data-autofocus]') ?? sheet).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapTab(event, sheet);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const post = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || add.isPending) return;
    add.mutate({ id: reel.id, comment_text: text });
  };

  const login = () => {
    onClose();
    navigate('login');
  };

  let listBody;
  if (comments.isPending) listBody = <p role="status">{t.loading}</p>;
  else if (list.length === 0) listBody = <p className="comments-sheet__empty">{t.noComments}</p>;
  else
    listBody = (
      <ol className="comments-sheet__list">
        {list.map((comment) => (
          <li key={comment.id} className="comment">
            <p className="comment__meta">
              <strong>{comment.username}</strong>{' '}
              <time dateTime={comment.created_at}>{localTime(comment.created_at, language)}</time>
              <ReportAction type="comment" targetId={comment.id} owner={comment.username} />
            </p>
            <p className="comment__text" {...userWritten}>
              {comment.text}
            </p>
          </li>
        ))}
      </ol>
    );

  return (
    <div className="sheet-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <section
        className="comments-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={sheetRef}
      >
        <header className="comments-sheet__header">
          <h2 id={titleId}>{t.commentsTitle}</h2>
          <button
            type="button"
            className="icon-button comments-sheet__close"
            aria-label={t.close}
            onClick={onClose}
            data-autofocus={signedIn ? undefined : true}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="comments-sheet__body" ref={listRef}>
          {listBody}
        </div>
        {signedIn ? (
          <form className="comments-sheet__form" onSubmit={post}>
            <FormError message={error} />
            <div className="comments-sheet__row">
              <label className="visually-hidden" htmlFor={inputId}>
                {t.commentInputLabel}
              </label>
              <input
                id={inputId}
                type="text"
                value={draft}
                placeholder={t.commentPlaceholder}
                maxLength={commentMaxLength}
                autoComplete="off"
                data-autofocus
                onChange={(event) => setDraft(event.target.value)}
              />
              <button type="submit" className="button button--primary" disabled={!draft.trim() || add.isPending}>
                {t.postComment}
              </button>
            </div>
          </form>
        ) : (
          <div className="comments-sheet__login">
            <p>{t.loginToComment}</p>
            <button type="button" className="button button--primary" onClick={login}>
              {t.navLogin}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
