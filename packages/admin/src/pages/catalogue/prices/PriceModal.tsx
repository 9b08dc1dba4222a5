import { type PriceListItem, PriceListItemInput } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, useNumberRules } from '../../../lib/numberRules';

type Values = Omit<PriceListItemInput, 'price'> & { price: number };

const TEXTS = [
  ['vehicle', 60, false],
  ['make', 100, true],
  ['model', 150, true],
  ['engine', 150, false],
  ['stage', 60, false],
] as const;
const FIELDS = PriceListItemInput.properties;
/** The figures, what the server takes for each, and whether one must be given. */
const NUMBERS = [
  ['stock_power', contractRange(FIELDS.stock_power), true],
  ['tuned_power', contractRange(FIELDS.tuned_power), true],
  ['stock_torque', contractRange(FIELDS.stock_torque), false],
  ['tuned_torque', contractRange(FIELDS.tuned_torque), false],
] as const;
/** The price as typed in currency units (the contract's is in hundredths). */
const PRICE = inMajorUnits(contractRange(FIELDS.price), 2);

/** One line of the price list; the price is typed in currency units and stored in hundredths. */
export function PriceModal({
  item,
  currency,
  saving,
  onClose,
  onSave,
}: {
  item: PriceListItem | null;
  currency: string;
  saving: boolean;
  onClose: () => void;
  onSave: (item: PriceListItemInput) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const required = { required: true, message: t('validation.required') };
  // No min/max on the fields (see lib/numberRules): a price of -5 was saved as 0.
  const numberRules = useNumberRules();
  return (
    <Modal
      open
      width={640}
      title={t(item ? 'catalogue.prices.edit_title' : 'catalogue.prices.add_title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={item ? { ...item, price: item.price / 100 } : {}}
        onFinish={(v) =>
          onSave({
            ...v,
            stock_torque: v.stock_torque ?? null,
            tuned_torque: v.tuned_torque ?? null,
            price: Math.round(v.price * 100),
          })
        }
      >
        <Row gutter={12}>
          {TEXTS.map(([f, max, req]) => (
            <Col key={f} xs={24} sm={12}>
              <Form.Item name={f} label={t(`catalogue.prices.${f}`)} rules={req ? [required] : []}>
                <Input maxLength={max} />
              </Form.Item>
            </Col>
          ))}
          {NUMBERS.map(([f, range, req]) => (
            <Col key={f} xs={12} sm={6}>
              <Form.Item
                name={f}
                label={t(`catalogue.prices.${f}`)}
                rules={numberRules.rules(range, { optional: !req })}
              >
                {/* No precision either: it would round 2.5 to 3 where the rule says why 2.5 is refused. */}
                <NumberInput style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item
              name="price"
              label={`${t('catalogue.prices.price')} (${currency})`}
              rules={numberRules.rules(PRICE)}
            >
              <NumberInput precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
