import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { profilePictureLimits, type User } from '@tasbir/shared';
import { Avatar } from '../../components/Avatar.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { sendUpload } from '../../components/upload/sendUpload.js';
import { useT } from '../../i18n.js';
import { tokenAtom } from '../../state/session.js';
import { useFormat } from '../../useFormat.js';
import { errorText, refusalText, trpc } from '../../trpc.js';
import { pictureProblem, pictureTypes } from './profileForm.js';

/** The REST twin of `auth.uploadPicture`: multipart, so the file is not inflated into base64 JSON. */
const pictureUrl = '/api/profile/picture';

type Props = {
  /** The signed-in user, whose picture this is. */
  user: User;
};

/**
 * The profile picture: shown as others see it, replaced by choosing a file (uploaded at once,
 * checked and made a square on the server) or removed, showing the initial again.
 */
export function ProfilePictureField({ user }: Props) {
  const t = useT();
  const format = useFormat();
  const token = useAtomValue(tokenAtom);
  const utils = trpc.useUtils();
  const remove = trpc.auth.removePicture.useMutation();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  const busy = uploading || remove.isPending;

  /** The picture shows on cards, boards and chats too. */
  const refreshEverywhere = () => {
    void utils.photographers.invalidate();
    void utils.leaderboard.invalidate();
    void utils.chat.invalidate();
  };

  const upload = async (file: File) => {
    const problem = pictureProblem(file);
    if (problem) {
      setError(format.fill(t[problem], { mb: profilePictureLimits.maxMb }));
      return;
    }
    if (!token) return;
    const form = new FormData();
    form.append('picture', file);
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading(true);
    try {
      const answer = await sendUpload({
        url: pictureUrl,
        token,
        form,
        signal: controller.signal,
        onProgress: () => undefined,
        onSent: () => undefined,
      });
      if (!answer.ok) {
        setError(answer.refusal ? refusalText(answer.refusal, format.language) : t.profilePictureFailed);
        return;
      }
      await utils.auth.me.invalidate();
      refreshEverywhere();
      setNotice(t.profilePictureSaved);
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) setError(t.profilePictureFailed);
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied at once, so choosing the same file again uploads it again.
    event.target.value = '';
    setError(null);
    setNotice(null);
    if (file) void upload(file);
  };

  const onRemove = () => {
    setError(null);
    setNotice(null);
    remove.mutate(undefined, {
      onSuccess: (updated) => {
        utils.auth.me.setData(undefined, updated);
        refreshEverywhere();
        setNotice(t.profilePictureRemoved);
      },
      onError: (cause) => setError(errorText(cause, format.language, 'profilePictureFailed')),
    });
  };

  const hintId = `${inputId}-hint`;
  return (
    <div className="profile-picture">
      <Avatar name={user.username} src={user.profile_picture} size="large" />
      <div className="profile-picture__controls">
        <label htmlFor={inputId}>{t.profilePictureLabel}</label>
        <input
          id={inputId}
          type="file"
          accept={pictureTypes.join(',')}
          disabled={busy}
          aria-describedby={hintId}
          onChange={onChoose}
        />
        <p className="field-hint" id={hintId}>
          {format.fill(t.profilePictureHint, { mb: profilePictureLimits.maxMb })}
        </p>
        {uploading && <p role="status">{t.profilePictureUploading}</p>}
        {user.profile_picture && (
          <button type="button" className="button button--ghost" onClick={onRemove} disabled={busy}>
            {t.profilePictureRemove}
          </button>
        )}
        <FormError message={error} />
        <FormSuccess message={notice} />
      </div>
    </div>
  );
}
