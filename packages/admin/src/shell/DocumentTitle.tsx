import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteData } from '../queries/site';

/** `document.title` from the deepest route's meta, translated, followed by the site title. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const site = useSiteData().data?.settings.site_title;
  const titleKey = useMatches({
    select: (matches) => [...matches].reverse().find((m) => m.staticData?.titleKey)?.staticData.titleKey,
  });
  const isNotFound = useMatches({ select: (matches) => matches.some((m) => m.status === 'notFound') });
  const key = isNotFound ? 'titles.not_found' : titleKey;
  useEffect(() => {
    const page = key ? t(key) : '';
    document.title = [page, site || t('common.portal')].filter(Boolean).join(' | ');
  }, [key, site, t]);
  return null;
}
