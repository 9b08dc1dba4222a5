import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setupI18n, startingLanguage } from './i18n';
import { drawnPageReady, preloadCurrentPage, startStartupRequests } from './routes/preload';
import { loadAppHolders } from './shell/AppFrame';
import { preloadCookieNotice } from './shell/CookieNotice';
import './styles.css';

// The server may have drawn the sign-in page in the request's language (server/src/plugins/signin-shell.ts);
// when the page starts in another, that drawing is not shown a moment longer. Otherwise it stays until the
// app's first commit replaces it.
const root = document.getElementById('root')!;
if (root.dataset.shell && root.dataset.shell.split(' ')[0] !== startingLanguage()) root.replaceChildren();

// Start-up asks the network, in this order: the user refresh, the site data (and the cookie notice's text
// on a visit that shows it), the dictionary, the notice's small chunk, the current page's chunks, then antd's
// message holders (the first paint does not wait for those). HTTP/1.1
// gives a host six connections and serves a page's requests in the order they were made, so the few small
// ones the page waits for go before its forty-odd chunks. The API calls leave after a few promise steps
// (the token store is asynchronous), hence the chunks on the next task.
startStartupRequests();
const i18nReady = setupI18n();
setTimeout(() => {
  preloadCookieNotice();
  preloadCurrentPage();
  void loadAppHolders();
}, 0);

// The dictionary of the starting language is loaded before the first paint, so no raw keys flash by. Over a
// drawing of the page, the app renders once the page is ready, in slices (a transition) that leave the
// main thread free in between: the page is already on the screen.
const drawn = !!root.firstChild;
void Promise.all([i18nReady, drawn && drawnPageReady()]).then(() => {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  if (drawn) startTransition(render);
  else render();
});
