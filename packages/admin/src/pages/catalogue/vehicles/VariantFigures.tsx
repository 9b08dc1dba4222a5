import type { VariantDetails } from '@portal/contracts';
import { Card, Descriptions, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../AuthImage';
import { GainChart } from './GainChart';

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/**
 * The customer's view of one engine: technical details, stock vs tuned per stage, and the gain chart. Power
 * and torque are written with the registration search's unit texts, so both read the same in every language.
 */
export function VariantFigures({ variant }: { variant: VariantDetails }) {
  const { t } = useTranslation();
  const hp = (value: number | string) => t('regsearch.units.hp', { value });
  const nm = (value: number | string) => t('regsearch.units.nm', { value });
  const years = [variant.year_from, variant.year_to].filter((y) => y !== null).join(' - ');
  const title = `${variant.manufacturer.name} ${variant.vmodel.name} ${variant.generation.name} ${variant.name}`;
  const picture = variant.images[0];
  return (
    <Card title={title} data-testid="variant-card">
      <Flex gap="middle" align="start" wrap>
        <div style={{ flex: 1, minWidth: 240 }}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'engine', label: t('catalogue.vehicles.engine_type'), children: variant.engine_type },
              { key: 'fuel', label: t('catalogue.vehicles.fuel_type'), children: variant.fuel_type },
              { key: 'cc', label: t('catalogue.vehicles.engine_cc'), children: variant.engine_cc ?? '' },
              { key: 'years', label: t('catalogue.vehicles.years'), children: years },
              {
                key: 'ecu',
                label: t('catalogue.vehicles.ecu_brands'),
                children: variant.ecu_brands.map((b) => <Tag key={b}>{b}</Tag>),
              },
            ]}
          />
        </div>
        {picture ? <AuthImage url={picture.url} alt={title} size={160} testId="variant-image" /> : null}
      </Flex>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        style={{ margin: '16px 0' }}
        dataSource={[
          {
            key: 0,
            label: t('catalogue.vehicles.stock'),
            hp: variant.stock_hp,
            torque: variant.stock_torque,
          },
          ...variant.stages.map((s) => ({
            key: s.stage,
            label: t('catalogue.vehicles.stage', { n: s.stage }),
            hp: s.hp,
            torque: s.torque,
            hp_gain: s.hp_gain === null ? '' : hp(signed(s.hp_gain)),
            torque_gain: s.torque_gain === null ? '' : nm(signed(s.torque_gain)),
          })),
        ]}
        columns={[
          { key: 'label', dataIndex: 'label', title: '' },
          {
            key: 'hp',
            title: t('catalogue.vehicles.power'),
            render: (_, r) => (r.hp ? hp(r.hp) : ''),
          },
          {
            key: 'torque',
            title: t('catalogue.vehicles.torque'),
            render: (_, r) => (r.torque ? nm(r.torque) : ''),
          },
          { key: 'hp_gain', dataIndex: 'hp_gain', title: t('catalogue.vehicles.power_gain') },
          { key: 'torque_gain', dataIndex: 'torque_gain', title: t('catalogue.vehicles.torque_gain') },
        ]}
      />
      <GainChart variant={variant} />
    </Card>
  );
}
