import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatLimits } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { threadInput, withMessage } from '../../live/chatCache.js';
import { errorText, trpc } from '../../trpc.js';

/** The partner hears "typing" at most this often while the caller types (it shows for about 4 s). */
const typingEveryMs = 3_000;

type Props = { partnerId: string; partnerName: string };

/** The message box: Enter sends, Shift+Enter starts a new line; Send is off while blank or sending. */
export function Composer({ partnerId, partnerName }: Props) {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const fieldId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const lastTypingAt = useRef(0);
  const typing = trpc.chat.typing.useMutation();
  const send = trpc.chat.send.useMutation({
    onSuccess: (message) => {
      setDraft('');
      utils.chat.messages.setInfiniteData(threadInput(partnerId), (thread) => withMessage(thread, message));
      void utils.chat.conversations.invalidate();
    },
  });
  const blank = draft.trim() === '';

  const submit = () => {
    if (blank || send.isPending) return;
    send.mutate({ recipient_id: partnerId, message: draft });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Nepali, for one) picks a word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onChange = (value: string) => {
    setDraft(value);
    if (send.isError) send.reset();
    const now = Date.now();
    if (value.trim() === '' || now - lastTypingAt.current < typingEveryMs) return;
    lastTypingAt.current = now;
    typing.mutate({ recipient_id: partnerId });
  };

  return (
    <form className="composer" onSubmit={onSubmit}>
      <FormError message={send.isError ? errorText(send.error, format.language, 'chatSendFailed') : null} />
      <label className="visually-hidden" htmlFor={fieldId}>
        {fill(t.chatMessageLabel, { name: partnerName })}
      </label>
      <div className="composer__row">
        <textarea
          id={fieldId}
          value={draft}
          rows={2}
          maxLength={chatLimits.messageMax}
          placeholder={t.chatMessagePlaceholder}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary" disabled={blank || send.isPending}>
          {send.isPending ? t.chatSending : t.chatSend}
        </button>
      </div>
      <p className="composer__hint" id={hintId}>
        {format.fill(t.chatMessageCounter, { count: draft.length, max: chatLimits.messageMax })}
        <span className="visually-hidden"> {t.chatComposerHint}</span>
      </p>
    </form>
  );
}
