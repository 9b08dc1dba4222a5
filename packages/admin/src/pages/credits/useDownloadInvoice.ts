import type { CreditInvoice } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { saveBlob } from '../../lib/download';

/** Fetches an invoice PDF with the session's token (a plain link would not carry it) and saves it. */
export function useDownloadInvoice() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (inv: Pick<CreditInvoice, '_id' | 'invoice'>) => {
    setBusy(inv._id);
    try {
      const file = await api.credits.downloadInvoice(inv._id);
      saveBlob(file.blob, file.filename ?? `invoice-${inv.invoice ?? inv._id}.pdf`);
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
