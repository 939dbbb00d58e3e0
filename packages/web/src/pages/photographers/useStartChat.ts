import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { openChatAtom } from '../../state/chat.js';
import { useNavigateWithFlash } from '../../state/flash.js';
import { useSession } from '../../state/useSession.js';

/** Chat: signed-out visitors are sent to login, told to sign in to chat; others go to Messages with the photographer's thread open. */
export function useStartChat(): (photographerId: string) => void {
  const { user } = useSession();
  const openChat = useSetAtom(openChatAtom);
  const navigateWithFlash = useNavigateWithFlash();
  return useCallback(
    (photographerId: string) => {
      if (user) openChat(photographerId);
      else navigateWithFlash({ to: 'login', message: 'loginToChat' });
    },
    [user, openChat, navigateWithFlash],
  );
}
