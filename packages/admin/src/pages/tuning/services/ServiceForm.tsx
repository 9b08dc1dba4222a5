import { type Service, ServiceInput } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, useNumberRules } from '../../../lib/numberRules';
import { fromCreditInput, PRICE_TYPES, toCreditInput } from '../credits';
import { NameField } from '../catalogueFields';
import type { OrderedForm } from '../OrderedCatalogueTable';

type Values = Omit<ServiceInput, 'status'>;

/** A price as typed in credits (the contract's is in hundredths); the three prices share their limits. */
const PRICE = inMajorUnits(contractRange(ServiceInput.properties.type_1_price), 2);

/** The service's on/off settings: form field, label key and the hint that explains it. */
const SWITCHES = [
  ['main_service', 'tuning.services.main', 'tuning.services.main_hint'],
  ['online', 'tuning.status.online', 'tuning.status.hint'],
  ['opening_hours', 'tuning.services.hours', 'tuning.services.hours_hint'],
] as const;

/** The add/edit dialog of a service: name, description, a credit price per vehicle class, switches. */
export function useServiceForm(): OrderedForm<Service, Values, ServiceInput> {
  const { t } = useTranslation();
  // No min/max on the fields (see lib/numberRules): a price of -5 credits was saved as 0.
  const numberRules = useNumberRules();
  return {
    addTitle: t('tuning.services.add'),
    editTitle: t('tuning.services.edit'),
    width: 640,
    blank: { main_service: true, opening_hours: false },
    toForm: (s) => ({
      ...s,
      type_1_price: toCreditInput(s.type_1_price),
      type_2_price: toCreditInput(s.type_2_price),
      type_3_price: toCreditInput(s.type_3_price),
    }),
    toInput: (v) => ({
      service_name: v.service_name.trim(),
      description: v.description ?? '',
      main_service: !!v.main_service,
      opening_hours: !!v.opening_hours,
      type_1_price: fromCreditInput(v.type_1_price),
      type_2_price: fromCreditInput(v.type_2_price),
      type_3_price: fromCreditInput(v.type_3_price),
    }),
    languages: { entity: 'service', name: (s) => s.service_name, withDescription: true },
    fields: (
      <>
        <NameField name="service_name" label={t('tuning.services.name')} />
        <Form.Item name="description" label={t('tuning.description')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Row gutter={16}>
          {PRICE_TYPES.map((p) => (
            <Col xs={24} sm={8} key={p}>
              <Form.Item
                name={p}
                label={t(`tuning.prices.${p}`)}
                tooltip={t(`tuning.prices.${p}_hint`)}
                rules={numberRules.rules(PRICE)}
              >
                <NumberInput precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Row gutter={16}>
          {SWITCHES.map(([name, label, hint]) => (
            <Col xs={24} sm={8} key={name}>
              <Form.Item name={name} label={t(label)} tooltip={t(hint)} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </>
    ),
  };
}
