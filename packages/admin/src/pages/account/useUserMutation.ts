import type { User } from '@portal/contracts';
import { errorMessage, showFieldError } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/context';

/**
 * Saves part of the own profile; the answer's user replaces the one in the session. With `form`, a refusal
 * that names one of its fields is shown under that field instead of in a message at the top.
 */
export function useUserMutation<V>(fn: (values: V) => Promise<{ user: User }>, form?: FormInstance) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setUser = useSession((s) => s.setUser);
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ user }) => {
      setUser(user);
      message.success(t('common.saved'));
    },
    // Nothing returned: the mutation would wait for the message's thenable, which settles only once the
    // message closes, and the form could not be sent again until then.
    onError: (err) => {
      if (form && showFieldError(form, err)) return;
      message.error(errorMessage(err, t));
    },
  });
}
