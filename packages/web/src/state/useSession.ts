import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { Session, User } from '@tasbir/shared';
import { isServerError, trpc } from '../trpc.js';
import { navigateAtom } from './navigation.js';
import { tokenAtom } from './session.js';
import { keepDeviceToken } from './deviceTokens.js';

export type SessionState = {
  /** The signed-in user, or null (signed out, or the stored token is still being checked). */
  user: User | null;
  /** A stored token is being verified with `auth.me`. */
  checking: boolean;
};

/** The signed-in user, from `auth.me` (verified on load, kept in the query cache). */
export function useSession(): SessionState {
  const token = useAtomValue(tokenAtom);
  const me = trpc.auth.me.useQuery(undefined, { enabled: token !== null, retry: false, staleTime: 60_000 });
  if (token === null) return { user: null, checking: false };
  return { user: me.data ?? null, checking: me.isPending };
}

/** The balance and plan an admin changes elsewhere: asked for again this often, and when the tab regains focus. */
const sessionRefreshMs = 2 * 60_000;

/**
 * Mounted once: a stored token the server refuses is cleared (docs/product.md#accounts), and the
 * signed-in user is asked for again now and then, so an approved credit request or plan reaches
 * the top bar on every page.
 */
export function useSessionGuard(): void {
  const [token, setToken] = useAtom(tokenAtom);
  const me = trpc.auth.me.useQuery(undefined, {
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
    refetchInterval: sessionRefreshMs,
    refetchOnWindowFocus: true,
  });
  const refused = token !== null && me.isError && isServerError(me.error);
  useEffect(() => {
    if (refused) setToken(null);
  }, [refused, setToken]);
}

/** Stores the session from sign-in or registration and goes home. */
export function useSignIn(): (session: Session) => void {
  const utils = trpc.useUtils();
  const setToken = useSetAtom(tokenAtom);
  const navigate = useSetAtom(navigateAtom);
  return useCallback(
    (session: Session) => {
      utils.auth.me.setData(undefined, session.user);
      if (session.device_token) keepDeviceToken(session.user.email, session.device_token);
      setToken(session.access_token);
      navigate('home');
    },
    [utils, setToken, navigate],
  );
}

/** Clears the token and every cached answer, then goes home. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const setToken = useSetAtom(tokenAtom);
  const navigate = useSetAtom(navigateAtom);
  return useCallback(() => {
    setToken(null);
    queryClient.removeQueries();
    navigate('home');
  }, [queryClient, setToken, navigate]);
}
