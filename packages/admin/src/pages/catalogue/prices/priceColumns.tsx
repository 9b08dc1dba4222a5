import type { PriceListItem } from '@portal/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatCurrency } from '../../shop/money';

/** Prices are stored in hundredths of the site's currency. */
export const formatPrice = (price: number, currency: string, lng: string) =>
  formatCurrency(price / 100, currency, lng);

export function priceColumns(t: TFunction, currency: string, lng: string): TableColumnsType<PriceListItem> {
  const pair = (a: number | null, b: number | null) =>
    a === null && b === null ? '' : `${a ?? ''} / ${b ?? ''}`;
  return [
    {
      key: 'vehicle',
      title: t('catalogue.prices.vehicle'),
      render: (_, r) => r.vehicle_name ?? r.vehicle,
    },
    { key: 'make', dataIndex: 'make', title: t('catalogue.prices.make') },
    { key: 'model', dataIndex: 'model', title: t('catalogue.prices.model') },
    { key: 'engine', dataIndex: 'engine', title: t('catalogue.prices.engine') },
    { key: 'stage', dataIndex: 'stage', title: t('catalogue.prices.stage') },
    {
      key: 'power',
      title: t('catalogue.vehicles.power'),
      render: (_, r) => pair(r.stock_power, r.tuned_power),
    },
    {
      key: 'torque',
      title: t('catalogue.vehicles.torque'),
      render: (_, r) => pair(r.stock_torque, r.tuned_torque),
    },
    {
      key: 'price',
      title: t('catalogue.prices.price'),
      render: (_, r) => formatPrice(r.price, currency, lng),
    },
  ];
}
