import { errorMessage } from '@portal/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** A write call that shows the outcome and refreshes the lists under `key`. */
export function useCatalogueMutation<V, R>(
  key: QueryKey,
  fn: (vars: V) => Promise<R>,
  onDone?: (result: R) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      const text = (result as { message?: unknown } | undefined)?.message;
      message.success(typeof text === 'string' && text ? text : t('common.saved'));
      void qc.invalidateQueries({ queryKey: key });
      onDone?.(result);
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
}
