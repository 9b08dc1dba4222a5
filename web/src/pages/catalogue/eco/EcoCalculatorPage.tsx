import { NumberInput, PageHeader } from '@portal/ui';
import { Card, Col, Form, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteData } from '@portal/admin/shared';
import { fuelSavings } from './savings';

type Values = { before?: number; after?: number; distance?: number; price?: number };

/** Fuel and money a customer saves in a year when the tuned engine uses less fuel. */
export function EcoCalculatorPage() {
  const { t, i18n } = useTranslation();
  // The server answers the symbol of the site currency when staff have not set one.
  const symbol = useSiteData().data?.settings.eco_currency_symbol ?? '';
  const [values, setValues] = useState<Values>({});
  const result = fuelSavings(values);
  const number = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  const field = (name: keyof Values, label: string, step: number) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={label}>
        <NumberInput min={0} step={step} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <PageHeader title={t('catalogue.menu.eco_calculator')} />
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical" onValuesChange={(_, all: Values) => setValues(all)}>
          <Row gutter={16}>
            {field('before', t('catalogue.eco.before'), 0.1)}
            {field('after', t('catalogue.eco.after'), 0.1)}
            {field('distance', t('catalogue.eco.distance'), 1000)}
            {field('price', `${t('catalogue.eco.fuel_price')} (${symbol})`, 0.01)}
          </Row>
        </Form>
      </Card>
      <Card>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Statistic
              title={t('catalogue.eco.saved_fuel')}
              value={t('catalogue.eco.litres', { value: number(result.litres) })}
              data-testid="eco-litres"
            />
          </Col>
          <Col xs={24} sm={12}>
            <Statistic
              title={t('catalogue.eco.saved_money')}
              value={`${symbol} ${number(result.money)}`}
              data-testid="eco-money"
            />
          </Col>
        </Row>
      </Card>
    </>
  );
}
