import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setupI18n } from './i18n';
import { preloadCurrentPage, startStartupRequests } from './routes/preload';
import { loadAppHolders } from './shell/AppFrame';
import { preloadCookieNotice } from './shell/CookieNotice';
import './styles.css';

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

// The dictionary of the starting language is loaded before the first paint, so no raw keys flash by.
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
