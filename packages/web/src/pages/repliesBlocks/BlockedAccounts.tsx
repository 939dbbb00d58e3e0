import { useState } from 'react';
import { Avatar } from '../../components/Avatar.js';
import { FormError } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { errorText } from '../../trpc.js';
import { useRepliesBlocksT } from './repliesBlocksText.js';
import { useBlocks } from './useBlocks.js';
import './repliesBlocks.css';

/** The accounts the caller blocked, each with Unblock (the profile settings, docs/product.md#blocks). */
export function BlockedAccounts() {
  const t = useRepliesBlocksT();
  const format = useFormat();
  const { list, unblock } = useBlocks();
  const [done, setDone] = useState<string | null>(null);

  let body;
  if (list.isPending) body = <p role="status">…</p>;
  else if (list.isError) body = <FormError message={errorText(list.error, format.language, 'somethingWentWrong')} />;
  else if (list.data.blocks.length === 0) body = <p className="note">{t.blockedListEmpty}</p>;
  else
    body = (
      <ul className="blocked-list">
        {list.data.blocks.map((account) => (
          <li key={account.id}>
            <Avatar name={account.username} src={account.profile_picture} size="small" />
            <span className="blocked-list__who">
              <strong>{account.username}</strong>{' '}
              <span className="note">{format.fill(t.blockedSince, { date: format.date(account.blocked_at) })}</span>
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(
                  { id: account.id },
                  { onSuccess: () => setDone(format.fill(t.unblockDone, { name: account.username })) },
                )
              }
            >
              {t.unblockAction}
              <span className="visually-hidden"> {account.username}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="blocked-accounts" aria-labelledby="blocked-accounts-heading">
      <h3 id="blocked-accounts-heading">{t.blockedListHeading}</h3>
      <p className="note">{t.blockedListIntro}</p>
      {body}
      <p role="status" className="note">
        {done}
      </p>
      <FormError message={unblock.error ? errorText(unblock.error, format.language, 'somethingWentWrong') : null} />
    </section>
  );
}
