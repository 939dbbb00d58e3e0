import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { loadTexts } from './i18n.js';
import { bootLanguageAtom, languageAtom } from './state/language.js';
import { bootNavigationAtom } from './state/navigation.js';
import { readStoredToken, tokenAtom } from './state/session.js';
import { store } from './state/store.js';
import { seedFirstAnswers } from './state/firstAnswers.js';
import { createTrpcClient, trpc } from './trpc.js';
import './styles.css';

store.set(tokenAtom, readStoredToken());
store.set(bootLanguageAtom);
store.set(bootNavigationAtom);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});
seedFirstAnswers(queryClient, window.location.pathname, store.get(tokenAtom) !== null);
const { client: trpcClient, socket } = createTrpcClient(() => store.get(tokenAtom));
// A socket speaks for the account it opened with: signing in or out closes it, and the live
// events of the account now signed in open a new one with the new token.
store.sub(tokenAtom, () => void socket.close());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React draw the first page in small slices, so a slow phone's main thread is never
// held for long while the app starts (Lighthouse's Total Blocking Time).
const drawApp = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <App />
            </QueryClientProvider>
          </trpc.Provider>
        </Provider>
      </StrictMode>,
    ),
  );

// The app starts in the reader's language: its sentences first (the server names their chunk in a
// Nepali page, so it loads beside this script), in English if they cannot be had. A language chosen
// later (the switch, another tab) loads the same way.
loadTexts(store.get(languageAtom)).then(drawApp, drawApp);
store.sub(languageAtom, () => void loadTexts(store.get(languageAtom)).catch(() => undefined));
