import type { Service } from '@portal/contracts';
import { Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { tuningKeys, useServices } from '../../../queries/tuning';
import { PRICE_TYPES } from '../credits';
import { formatCreditsIn } from '../../credits/numbers';
import { useStatusColumn } from '../catalogueFields';
import { OrderedCatalogueTable } from '../OrderedCatalogueTable';
import { useServiceForm } from './ServiceForm';

const yesNo = (t: (key: string) => string) => (v: boolean) => (v ? t('common.yes') : t('common.no'));

/** Tuning services customers can order, each with a credit price per vehicle class, in hand-sorted order. */
export function ServicesPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const search = useState('');
  const list = useServices({ keyword: search[0] || undefined, size: -1 });
  const status = useStatusColumn<Service>();
  const form = useServiceForm();
  return (
    <OrderedCatalogueTable
      kind="service"
      title={t('tuning.menu.services')}
      note={t('tuning.services.prices_note')}
      emptyText={t('tuning.services.empty')}
      query={list}
      search={search}
      invalidate={tuningKeys.services}
      calls={api.tuning.services}
      form={form}
      scrollX={1000}
      columns={[
        { key: 'name', dataIndex: 'service_name', title: t('tuning.services.name') },
        {
          key: 'main',
          dataIndex: 'main_service',
          title: <Tooltip title={t('tuning.services.main_hint')}>{t('tuning.services.main')}</Tooltip>,
          render: yesNo(t),
        },
        status,
        {
          key: 'hours',
          dataIndex: 'opening_hours',
          title: <Tooltip title={t('tuning.services.hours_hint')}>{t('tuning.services.hours')}</Tooltip>,
          render: yesNo(t),
        },
        ...PRICE_TYPES.map((p) => ({
          key: p,
          dataIndex: p,
          align: 'right' as const,
          title: <Tooltip title={t(`tuning.prices.${p}_hint`)}>{t(`tuning.prices.${p}`)}</Tooltip>,
          render: (v: number) => formatCreditsIn(v, i18n.language),
        })),
      ]}
    />
  );
}
