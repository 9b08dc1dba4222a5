import type { SiteSettingsPatch } from '@portal/api-client';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { settingsKeys } from '../../../queries/settings';
import { SITE_DATA_KEY } from '../../../queries/site';

/** Saves part of the site settings (with a logo file when given); the public site data is re-read after. */
export function useSaveSettings() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ patch, logo }: { patch: SiteSettingsPatch; logo?: File | null }) =>
      logo ? api.settings.updateWithLogo(patch, logo) : api.settings.update(patch),
    onSuccess: (settings) => {
      qc.setQueryData(settingsKeys.settings, settings);
      void qc.invalidateQueries({ queryKey: SITE_DATA_KEY });
      message.success(t('common.saved'));
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
}
