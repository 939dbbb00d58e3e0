import { trpc } from '../../trpc.js';

/**
 * The caller's blocks (`blocks.list`), and blocking or unblocking an account: afterwards the list,
 * the open threads and reel comments are read again (a block changes what they show).
 */
export function useBlocks(enabled = true) {
  const utils = trpc.useUtils();
  const list = trpc.blocks.list.useQuery(undefined, { enabled });
  const refresh = async () => {
    await Promise.all([
      utils.blocks.list.invalidate(),
      utils.chat.messages.invalidate(),
      utils.reels.comments.invalidate(),
    ]);
  };
  const block = trpc.blocks.block.useMutation({ onSuccess: refresh });
  const unblock = trpc.blocks.unblock.useMutation({ onSuccess: refresh });
  const blocks = (id: string) => list.data?.blocks.some((account) => account.id === id) ?? false;
  return { list, block, unblock, blocks };
}
