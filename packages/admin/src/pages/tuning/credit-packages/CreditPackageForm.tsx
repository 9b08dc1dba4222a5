import { type PriceItem, PriceItemInput } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, type NumberRange, useNumberRules } from '../../../lib/numberRules';
import { fromCreditInput, toCreditInput } from '../credits';
import { NameField, OnlineField } from '../catalogueFields';
import type { OrderedForm } from '../OrderedCatalogueTable';

interface Values {
  name: string;
  description?: string;
  credits: number;
  price: number;
  currency: string;
}

/** Credits as typed (the contract's are hundredths); a package gives at least 0.01 of a credit. */
const CREDITS: NumberRange = {
  ...inMajorUnits(contractRange(PriceItemInput.properties.credits), 2),
  min: 0.01,
};
const PRICE = inMajorUnits(contractRange(PriceItemInput.properties.price), 2);

/**
 * The add/edit dialog of a credit package; `currency` is the site's, proposed for a new package. Credits
 * and prices are kept in hundredths; the form shows whole units with two decimals.
 */
export function useCreditPackageForm(currency: string): OrderedForm<PriceItem, Values, PriceItemInput> {
  const { t } = useTranslation();
  // No min/max on the fields (see lib/numberRules): a price of -1 was saved as 0.
  const numberRules = useNumberRules();
  return {
    addTitle: t('tuning.packages.add'),
    editTitle: t('tuning.packages.edit'),
    width: 560,
    blank: { currency },
    toForm: (p) => ({
      ...p,
      credits: toCreditInput(p.credits),
      price: toCreditInput(p.price),
    }),
    toInput: (v) => ({
      name: v.name.trim(),
      description: v.description ?? '',
      credits: fromCreditInput(v.credits),
      price: fromCreditInput(v.price),
      currency: v.currency.trim().toUpperCase(),
    }),
    languages: { entity: 'price_item', name: (p) => p.name, withDescription: true },
    fields: (
      <>
        <NameField name="name" label={t('tuning.packages.name')} />
        <Form.Item name="description" label={t('tuning.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="credits" label={t('tuning.packages.credits')} rules={numberRules.rules(CREDITS)}>
              <NumberInput precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="price" label={t('tuning.packages.price')} rules={numberRules.rules(PRICE)}>
              <NumberInput precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="currency"
              label={t('tuning.packages.currency')}
              rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: t('validation.required') }]}
            >
              <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
        </Row>
        <OnlineField />
      </>
    ),
  };
}
