import type { PriceListItem, PriceListItemInput } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';

type Values = Omit<PriceListItemInput, 'price'> & { price: number };

const TEXTS = [
  ['vehicle', 60, false],
  ['make', 100, true],
  ['model', 150, true],
  ['engine', 150, false],
  ['stage', 60, false],
] as const;
const NUMBERS = [
  ['stock_power', 10_000, true],
  ['tuned_power', 10_000, true],
  ['stock_torque', 100_000, false],
  ['tuned_torque', 100_000, false],
] as const;

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
  return (
    <Modal
      open
      width={640}
      title={t('catalogue.menu.price_list')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
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
          {NUMBERS.map(([f, max, req]) => (
            <Col key={f} xs={12} sm={6}>
              <Form.Item name={f} label={t(`catalogue.prices.${f}`)} rules={req ? [required] : []}>
                <NumberInput min={0} max={max} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item name="price" label={`${t('catalogue.prices.price')} (${currency})`} rules={[required]}>
              <NumberInput min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
