import type { GenerateInvoiceBody } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { refreshCredits } from '../../queries/credits';

/** Write calls of the agency invoices page; every success refreshes invoices and balances. */
export function useInvoiceAdmin() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const done = (text: string) => {
    message.success(text);
    refreshCredits(qc);
  };
  const onError = (err: unknown) => message.error(errorMessage(err, t));
  const createEmpty = useMutation({
    mutationFn: (userId: number) => api.credits.createEmpty(userId),
    onSuccess: () => done(t('credits.admin.created')),
    onError,
  });
  const generate = useMutation({
    mutationFn: (body: GenerateInvoiceBody) => api.credits.generate(body),
    onSuccess: () => done(t('credits.admin.saved')),
    onError,
  });
  const markPaid = useMutation({
    mutationFn: (id: number) => api.credits.markPaid(id),
    onSuccess: () => done(t('credits.admin.marked_paid')),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.credits.remove(id),
    onSuccess: (res) => done(res.message),
    onError,
  });
  return { createEmpty, generate, markPaid, remove };
}
