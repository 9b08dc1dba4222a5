import type { FileLink } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { saveBlob } from '../../../lib/download';

/** Fetches an uploaded download through the API (with the session, if any) and hands it to the browser. */
export function useFileDownload() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<number | null>(null);
  const start = async (link: FileLink) => {
    setBusy(link._id);
    try {
      const { blob, filename } = await api.tuning.downloads.download(link._id);
      saveBlob(blob, filename ?? link.file_name ?? link.title);
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  };
  return { start, busy };
}
