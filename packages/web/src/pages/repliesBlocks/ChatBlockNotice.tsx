import type { BlockStanding } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { useRepliesBlocksT } from './repliesBlocksText.js';
import { useBlocks } from './useBlocks.js';
import './repliesBlocks.css';

type Props = { standing: BlockStanding; partner: { id: string; username: string } };

/**
 * In place of the message box while a block stands (decision 021): the history stays readable; the
 * blocker can unblock from here, the blocked account is told it cannot write.
 */
export function ChatBlockNotice({ standing, partner }: Props) {
  const t = useRepliesBlocksT();
  const format = useFormat();
  const { unblock } = useBlocks(false);
  const name = { name: partner.username };
  return (
    <div className="chat-block-notice" role="status">
      <p>{format.fill(standing === 'by_me' ? t.chatBlockedByMe : t.chatBlockedByThem, name)}</p>
      {standing === 'by_me' && (
        <button
          type="button"
          className="button button--ghost"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate({ id: partner.id })}
        >
          {t.unblockAction}
        </button>
      )}
    </div>
  );
}
