import { useState } from 'react';
import { ConfirmAction } from '../../components/ConfirmAction.js';
import { FormError } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { errorText } from '../../trpc.js';
import { useRepliesBlocksT } from './repliesBlocksText.js';
import { useBlocks } from './useBlocks.js';

type Props = { account: { id: string; username: string } };

/**
 * Block (asked first) or Unblock an account, on a portfolio and in the chat's header
 * (docs/decisions/021-review-replies-and-blocks.md). Shown to signed-in callers other than the account.
 */
export function BlockButton({ account }: Props) {
  const t = useRepliesBlocksT();
  const format = useFormat();
  const { block, unblock, blocks, list } = useBlocks();
  const [done, setDone] = useState<string | null>(null);
  const name = { name: account.username };
  const busy = block.isPending || unblock.isPending || list.isPending;
  const failed = block.error ?? unblock.error;

  return (
    <div className="block-action">
      {blocks(account.id) ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() =>
            unblock.mutate({ id: account.id }, { onSuccess: () => setDone(format.fill(t.unblockDone, name)) })
          }
        >
          {t.unblockAction}
        </button>
      ) : (
        <ConfirmAction
          label={t.blockAction}
          question={format.fill(t.blockConfirm, name)}
          confirmLabel={t.blockConfirmYes}
          keepLabel={t.blockConfirmNo}
          busy={busy}
          onConfirm={() =>
            block.mutate({ id: account.id }, { onSuccess: () => setDone(format.fill(t.blockDone, name)) })
          }
        />
      )}
      <p className="visually-hidden" role="status">
        {done}
      </p>
      <FormError message={failed ? errorText(failed, format.language, 'somethingWentWrong') : null} />
    </div>
  );
}
