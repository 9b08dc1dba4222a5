import type { RegSearchReply } from '@portal/contracts';
import { Alert, Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Figures = NonNullable<RegSearchReply['figures']>;

const signed = (n: number | null) => (n === null ? '' : `${n > 0 ? '+' : ''}${n}`);

/** What a registration number resolved to: the vehicle and its figures, or that nothing was found. */
export function SearchResult({ result }: { result: RegSearchReply }) {
  const { t } = useTranslation();
  const { vehicle } = result;
  if (!result.found || !vehicle) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="reg-not-found"
        message={t('regsearch.lookup.not_found', { reg: result.reg_no })}
      />
    );
  }
  return (
    <Card title={vehicle.description} data-testid="reg-result">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'reg', label: t('regsearch.fields.reg_no'), children: result.reg_no },
          { key: 'make', label: t('regsearch.fields.make'), children: vehicle.make },
          { key: 'model', label: t('regsearch.fields.model'), children: vehicle.model },
          { key: 'year', label: t('regsearch.fields.year'), children: vehicle.year ?? '' },
          { key: 'fuel', label: t('regsearch.fields.fuel_type'), children: vehicle.fuel_type },
          {
            key: 'cc',
            label: t('regsearch.fields.engine_cc'),
            children: vehicle.engine_cc ? t('regsearch.units.cc', { value: vehicle.engine_cc }) : '',
          },
          {
            key: 'bhp',
            label: t('regsearch.fields.power'),
            children: vehicle.bhp ? t('regsearch.units.bhp', { value: vehicle.bhp }) : '',
          },
          ...(result.variant
            ? [{ key: 'variant', label: t('regsearch.fields.variant'), children: result.variant.name }]
            : []),
        ]}
      />
      {result.figures ? (
        <FiguresTable figures={result.figures} />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }} data-testid="reg-no-figures">
          {t('regsearch.lookup.no_figures')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** Stock and tuned power and torque per stage, with the gains. */
function FiguresTable({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const hp = (n: number | null) => (n === null ? '' : t('regsearch.units.hp', { value: n }));
  const nm = (n: number | null) => (n === null ? '' : t('regsearch.units.nm', { value: n }));
  const rows = [
    {
      key: 'stock',
      label: t('regsearch.figures.stock'),
      hp: hp(figures.stock_hp),
      kw: figures.stock_kw === null ? '' : t('regsearch.units.kw', { value: figures.stock_kw }),
      torque: nm(figures.stock_torque),
      hp_gain: '',
      torque_gain: '',
    },
    ...figures.stages.map((s) => ({
      key: String(s.stage),
      label: t('regsearch.figures.stage', { n: s.stage }),
      hp: hp(s.hp),
      kw: t('regsearch.units.kw', { value: s.kw }),
      torque: nm(s.torque),
      hp_gain: s.hp_gain === null ? '' : t('regsearch.units.hp', { value: signed(s.hp_gain) }),
      torque_gain: s.torque_gain === null ? '' : t('regsearch.units.nm', { value: signed(s.torque_gain) }),
    })),
  ];
  return (
    <Table
      rowKey="key"
      size="small"
      pagination={false}
      style={{ marginTop: 16 }}
      data-testid="reg-figures"
      dataSource={rows}
      columns={[
        { key: 'label', dataIndex: 'label', title: t('regsearch.figures.stage_column') },
        { key: 'hp', dataIndex: 'hp', title: t('regsearch.figures.power') },
        { key: 'kw', dataIndex: 'kw', title: t('regsearch.figures.power_kw') },
        { key: 'torque', dataIndex: 'torque', title: t('regsearch.figures.torque') },
        { key: 'hp_gain', dataIndex: 'hp_gain', title: t('regsearch.figures.power_gain') },
        { key: 'torque_gain', dataIndex: 'torque_gain', title: t('regsearch.figures.torque_gain') },
      ]}
    />
  );
}
