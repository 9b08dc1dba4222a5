import type { CreditNoteBody, GenerateInvoiceBody } from '@portal/contracts';
import { errorMessage, useIdempotentMutation } from '@portal/ui';
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
  // Not returned: the mutation would wait for the message to close, its button loading all the while.
  const onError = (err: unknown) => void message.error(errorMessage(err, t));
  // The two forms that make invoices send each submission under one Idempotency-Key (a resend runs once).
  const createEmpty = useIdempotentMutation({
    mutationFn: (userId: number, key) => api.credits.createEmpty(userId, key),
    onSuccess: () => done(t('credits.admin.created')),
    onError,
  });
  const generate = useIdempotentMutation({
    mutationFn: (body: GenerateInvoiceBody, key) => api.credits.generate(body, key),
    onSuccess: () => done(t('credits.admin.saved')),
    onError,
  });
  const markPaid = useMutation({
    mutationFn: (id: number) => api.credits.markPaid(id),
    onSuccess: () => done(t('credits.admin.marked_paid')),
    onError,
  });
  const creditNote = useIdempotentMutation({
    mutationFn: ({ id, body }: { id: number; body: CreditNoteBody }, key) =>
      api.credits.creditNote(id, body, key),
    onSuccess: (note) => done(t('credits.admin.credit_note_issued', { invoice: note.invoice ?? '' })),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.credits.remove(id),
    onSuccess: (res) => done(res.message),
    onError,
  });
  return { createEmpty, generate, markPaid, creditNote, remove };
}
