import type { ServiceOption } from '@portal/contracts';
import { Select, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { tuningKeys, useOptions, useServiceChoices } from '../../../queries/tuning';
import { formatCreditsIn } from '../../credits/numbers';
import { useStatusColumn } from '../catalogueFields';
import { OrderedCatalogueTable } from '../OrderedCatalogueTable';
import { useOptionForm } from './OptionForm';

/** Options are sorted within their service (or among those that go with any service). */
const scopeOf = (o: ServiceOption) => o.service_id ?? 0;

/** Extras a customer can add to a service on the order form, each with an additional credit price. */
export function OptionsPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const search = useState('');
  const [serviceId, setServiceId] = useState<number | undefined>(undefined);
  const list = useOptions({ keyword: search[0] || undefined, service_id: serviceId, size: -1 });
  const choices = useServiceChoices();
  const serviceNames = useMemo(
    () => new Map((choices.data ?? []).map((c) => [c.value, c.label])),
    [choices.data],
  );
  const status = useStatusColumn<ServiceOption>();
  const form = useOptionForm(choices.data ?? []);
  return (
    <OrderedCatalogueTable
      kind="option"
      title={t('tuning.menu.options')}
      filters={
        <Select
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('tuning.options.all_services')}
          aria-label={t('tuning.options.service')}
          options={choices.data}
          value={serviceId}
          onChange={setServiceId}
        />
      }
      query={list}
      search={search}
      invalidate={tuningKeys.options}
      calls={api.tuning.options}
      form={form}
      scopeOf={scopeOf}
      pageSize={20}
      columns={[
        { key: 'name', dataIndex: 'option_name', title: t('tuning.options.name') },
        {
          key: 'service',
          dataIndex: 'service_id',
          title: t('tuning.options.service'),
          render: (id: number | null) =>
            id === null ? <Tag>{t('tuning.options.any_service')}</Tag> : (serviceNames.get(id) ?? `#${id}`),
        },
        {
          key: 'price',
          dataIndex: 'price',
          align: 'right',
          title: <Tooltip title={t('tuning.options.price_hint')}>{t('tuning.options.price')}</Tooltip>,
          render: (v: number) => formatCreditsIn(v, i18n.language, true),
        },
        status,
      ]}
    />
  );
}
