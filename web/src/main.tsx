import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setupI18n } from './i18n';
import { preloadCurrentPage } from './routes/preload';
import { loadAppHolders } from './shell/AppFrame';
import './styles.css';

// The page at this address starts downloading now, beside the dictionary, instead of after the first render.
preloadCurrentPage();
void loadAppHolders();

// The dictionary of the starting language is loaded before the first paint, so no raw keys flash by.
void setupI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
