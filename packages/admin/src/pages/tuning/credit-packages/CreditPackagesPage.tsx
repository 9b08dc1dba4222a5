import type { PriceItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { creditKeys } from '../../../queries/credits';
import { useSiteData } from '../../../queries/site';
import { useCreditPackages } from '../../../queries/tuning';
import { formatPrice } from '../../catalogue/prices/priceColumns';
import { formatCreditsIn } from '../../credits/numbers';
import { useStatusColumn } from '../catalogueFields';
import { OrderedCatalogueTable } from '../OrderedCatalogueTable';
import { useCreditPackageForm } from './CreditPackageForm';

/** Credit packages customers buy, in hand-sorted order, each named per language like services. */
export function CreditPackagesPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const search = useState('');
  const list = useCreditPackages({ keyword: search[0] || undefined });
  const currency = useSiteData().data?.settings.currency ?? 'EUR';
  const status = useStatusColumn<PriceItem>();
  const form = useCreditPackageForm(currency);
  return (
    <OrderedCatalogueTable
      kind="credit-package"
      title={t('tuning.menu.credit_packages')}
      note={t('tuning.packages.note')}
      query={list}
      search={search}
      // A change refreshes every 'credits' query: this list and the packages of the buy page.
      invalidate={creditKeys.all}
      calls={api.tuning.creditPackages}
      form={form}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('tuning.packages.name') },
        {
          key: 'credits',
          dataIndex: 'credits',
          align: 'right',
          title: t('tuning.packages.credits'),
          render: (v: number) => formatCreditsIn(v, i18n.language),
        },
        {
          key: 'price',
          align: 'right',
          title: t('tuning.packages.price'),
          render: (_, p) => formatPrice(p.price, p.currency || currency, i18n.language),
        },
        status,
      ]}
    />
  );
}
