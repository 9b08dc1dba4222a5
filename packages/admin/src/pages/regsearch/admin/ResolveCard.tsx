import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/ui';
import { Alert, Card, Descriptions, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegFinalView } from '../../../queries/regsearch';

/** What one registration number points to: its record and the UVC record of its code. */
export function ResolveCard() {
  const { t } = useTranslation();
  const [reg, setReg] = useState('');
  const view = useRegFinalView(reg);
  const main = view.data?.vehicle_main;
  const uvc = view.data?.uvc_final;
  const name = (r: { name: string } | null | undefined) => r?.name ?? '';
  const missing = isApiError(view.error) && view.error.statusCode === 404;
  return (
    <Card title={t('regsearch.final_view.resolve_title')} style={{ marginBottom: 16 }}>
      <Input.Search
        id="reg-resolve"
        allowClear
        style={{ maxWidth: 420 }}
        placeholder={t('regsearch.fields.reg_no')}
        aria-label={t('regsearch.fields.reg_no')}
        enterButton={t('regsearch.final_view.resolve')}
        loading={view.isFetching}
        onSearch={(v) => setReg(v.trim())}
      />
      {view.isError ? (
        <Alert
          style={{ marginTop: 16 }}
          type={missing ? 'warning' : 'error'}
          showIcon
          message={
            missing
              ? t('regsearch.lookup.not_found', { reg: reg.toUpperCase() })
              : errorMessage(view.error, t)
          }
        />
      ) : null}
      {main ? (
        <Descriptions
          data-testid="reg-resolved"
          style={{ marginTop: 16 }}
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'reg', label: t('regsearch.fields.reg_no'), children: main.vehicle_reg_no },
            { key: 'vin', label: t('regsearch.fields.vin'), children: main.vin ?? '' },
            { key: 'uvc', label: t('regsearch.fields.uvc'), children: main.uvc },
            { key: 'clicks', label: t('regsearch.fields.clicks'), children: main.clicks },
            {
              key: 'vehicle',
              label: t('regsearch.fields.vehicle'),
              children: uvc
                ? uvc.description || [name(uvc.make), name(uvc.model)].join(' ')
                : t('regsearch.final_view.no_uvc'),
            },
            ...(uvc
              ? [
                  { key: 'fuel', label: t('regsearch.fields.fuel_type'), children: name(uvc.fuel_type) },
                  {
                    key: 'engine',
                    label: t('regsearch.fields.engine_type'),
                    children: name(uvc.engine_type),
                  },
                  { key: 'power', label: t('regsearch.fields.power'), children: name(uvc.power) },
                  { key: 'year', label: t('regsearch.fields.year'), children: name(uvc.year) },
                  { key: 'variant', label: t('regsearch.fields.variant'), children: name(uvc.variant) },
                ]
              : []),
          ]}
        />
      ) : null}
    </Card>
  );
}
