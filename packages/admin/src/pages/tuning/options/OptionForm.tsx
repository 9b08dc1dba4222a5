import { OptionInput, type ServiceOption } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, useNumberRules } from '../../../lib/numberRules';
import { fromCreditInput, toCreditInput } from '../credits';
import { NameField, OnlineField } from '../catalogueFields';
import type { OrderedForm } from '../OrderedCatalogueTable';

type Values = { option_name: string; service_id: number | 0; price: number };

/** The price as typed in credits (the contract's is in hundredths). */
const PRICE = inMajorUnits(contractRange(OptionInput.properties.price), 2);

/**
 * The add/edit dialog of an option: name, the service it goes with, its additional price. 0 stands for
 * "any service" in the picker; the server calls it null.
 */
export function useOptionForm(
  services: { value: number; label: string }[],
): OrderedForm<ServiceOption, Values, OptionInput> {
  const { t } = useTranslation();
  // No min/max on the field (see lib/numberRules): a price of -5 credits was saved as 0.
  const numberRules = useNumberRules();
  return {
    addTitle: t('tuning.options.add'),
    editTitle: t('tuning.options.edit'),
    blank: { service_id: 0 },
    toForm: (o) => ({
      option_name: o.option_name,
      service_id: o.service_id ?? 0,
      price: toCreditInput(o.price),
    }),
    toInput: (v) => ({
      option_name: v.option_name.trim(),
      service_id: v.service_id || null,
      price: fromCreditInput(v.price),
    }),
    languages: { entity: 'option', name: (o) => o.option_name, withDescription: false },
    fields: (
      <>
        <NameField name="option_name" label={t('tuning.options.name')} />
        <Form.Item name="service_id" label={t('tuning.options.service')}>
          <Select
            showSearch
            optionFilterProp="label"
            options={[{ value: 0, label: t('tuning.options.any_service') }, ...services]}
          />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('tuning.options.price')}
          tooltip={t('tuning.options.price_hint')}
          rules={numberRules.rules(PRICE)}
        >
          <NumberInput precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <OnlineField hint />
      </>
    ),
  };
}
