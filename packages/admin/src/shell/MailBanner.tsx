import { hasPermission } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../platform/context';
import { settingsKeys } from '../queries/settings';

/**
 * A fresh install has no e-mail server: no codes, no notices reach anyone. Admins who can change the
 * settings see this until mail is set up and the last send worked; the test send proves it.
 */
export function MailBanner() {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const user = useSession((s) => s.user);
  const allowed = !!user && !user.impersonated_by && hasPermission(user, 'settings');
  const status = useQuery({
    queryKey: settingsKeys.mail,
    queryFn: () => api.settings.mailStatus(),
    enabled: allowed,
    staleTime: 60_000,
  });
  const test = useMutation({
    mutationFn: () => api.settings.mailTest(),
    onSuccess: (res) => void message.success(res.message),
    onError: (err) => void message.error(errorMessage(err, t)),
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.mail }),
  });
  const s = status.data;
  if (!allowed || !s || (s.configured && !s.failing)) return null;
  // The buttons sit in the title beside the text and wrap below it when the line is too narrow for both: as
  // the Alert's `action` they kept their width on a phone and squeezed the text into a column of a few letters.
  return (
    <Alert
      type="warning"
      banner
      data-testid="mail-banner"
      style={{ marginBottom: 16 }}
      title={
        <Flex wrap gap="small" align="center" justify="space-between">
          <span style={{ flex: '1 1 16em', minWidth: 0 }}>
            {t(s.configured ? 'notices.mail_failing' : 'notices.mail_not_set_up')}
          </span>
          <Flex gap="small" wrap>
            <Link to="/admin/website_settings" search={{ tab: 'smtp' }}>
              <Button size="small">{t('notices.mail_settings')}</Button>
            </Link>
            <Button
              size="small"
              loading={test.isPending}
              onClick={() => test.mutate()}
              data-testid="mail-test"
            >
              {t('notices.mail_test')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
