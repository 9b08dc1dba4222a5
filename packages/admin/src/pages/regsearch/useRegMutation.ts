import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { regsearchKeys } from '../../queries/regsearch';

/** A write call of the area: shows the outcome and refreshes every list, view and statistic of it. */
export function useRegMutation<V, R>(
  fn: (vars: V) => Promise<R>,
  onDone?: (result: R) => void,
  successKey = 'regsearch.admin.saved',
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      message.success(t(successKey));
      void qc.invalidateQueries({ queryKey: regsearchKeys.all });
      onDone?.(result);
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
}
