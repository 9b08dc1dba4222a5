import type { SessionClient } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A session's browser or app and where it runs, in the reader's words: "Chrome 131 on Windows", "Safari 17 on
 * iPhone", "Desktop app on macOS". The server reads the parts from the user agent (names of browsers and
 * systems are not translated); what it could not tell is left out, or called an unknown browser.
 */
export function useSessionClientLabel() {
  const { t } = useTranslation();
  return (client: SessionClient) => {
    const name = client.desktop_app
      ? t('audit.profile.desktop_app')
      : client.browser
        ? [client.browser, client.version].filter(Boolean).join(' ')
        : t('audit.profile.unknown_browser');
    const place = client.device || client.os;
    return place ? t('audit.profile.client_on', { name, place }) : name;
  };
}
