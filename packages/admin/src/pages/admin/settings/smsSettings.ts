import type { SmsSettings } from '@portal/api-client';
import { hasPermission } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '../../../platform/context';

/** Cached SMS provider settings, shared by the settings tab and the bulk message page. */
export const SMS_SETTINGS_KEY = ['settings', 'sms'] as const;

/** The provider can send: the server's provider needs the account, a stored token and a sender. */
export const smsConfigured = (s: SmsSettings | undefined) =>
  Boolean(s?.has_token && s.account_sid.trim() && s.from.trim());

/**
 * The SMS provider settings, read only by staff allowed to (GET /api/sms_settings needs `settings`); for
 * everyone else the query stays off and answers nothing.
 */
export function useSmsSettings() {
  const api = useApi();
  const allowed = useSession((s) => hasPermission(s.user, 'settings'));
  const query = useQuery({
    queryKey: SMS_SETTINGS_KEY,
    queryFn: () => api.settings.sms(),
    enabled: allowed,
    retry: false,
  });
  return { ...query, allowed };
}

/** Which channels can be chosen for a message now, as the server decides for every sender. */
export const MESSAGE_CHANNELS_KEY = ['message', 'channels'] as const;

/**
 * GET /api/message/channels: SMS is offered only while the site's `sms_notification` switch is on and the
 * provider has an account, a token and a sender; e-mail can be chosen only while an e-mail server is set up
 * (a send by e-mail is refused without one). Staff who may send messages can ask it without being allowed
 * the provider or mail settings; it is read afresh on every page that offers channels, since the settings may
 * have changed elsewhere. Until it answers (or when it fails) SMS is not offered and e-mail is not held back:
 * the server still refuses an e-mail it cannot send.
 */
export function useMessageChannels(): { sms: boolean; email: boolean } {
  const api = useApi();
  const allowed = useSession((s) => hasPermission(s.user, 'dealers_manager.send_email'));
  const query = useQuery({
    queryKey: MESSAGE_CHANNELS_KEY,
    queryFn: () => api.support.messages.channels(),
    enabled: allowed,
    refetchOnMount: 'always',
    retry: false,
  });
  return { sms: query.data?.sms === true, email: query.data?.email !== false };
}
