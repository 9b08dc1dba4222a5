import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { getBridge } from './bridge.js';
import { setupI18n } from './i18n.js';

const bridge = getBridge();

// The language comes from the settings, so they are read before the first paint: no raw keys flash by.
void bridge.getState().then(async (state) => {
  const i18n = await setupI18n(state.settings.language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App bridge={bridge} i18n={i18n} initialState={state} />
    </StrictMode>,
  );
});
