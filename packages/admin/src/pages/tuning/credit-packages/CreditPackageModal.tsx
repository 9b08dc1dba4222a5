import type { PriceItem, PriceItemInput } from '@portal/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromCreditInput, toCreditInput } from '../credits';

interface Values {
  name: string;
  description?: string;
  credits: number;
  price: number;
  currency: string;
  online: boolean;
}

/** Add or change a credit package; `editing` undefined keeps the modal closed, null adds a new one. */
export function CreditPackageModal({
  editing,
  currency,
  saving,
  onCancel,
  onSave,
}: {
  editing: PriceItem | null | undefined;
  /** The site's currency, proposed for a new package. */
  currency: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (v: PriceItemInput) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // Credits and prices are kept in hundredths; the form shows whole units with two decimals.
  const initial = editing
    ? {
        ...editing,
        credits: toCreditInput(editing.credits),
        price: toCreditInput(editing.price),
        online: editing.status === 'online',
      }
    : { currency, online: true };
  return (
    <Modal
      open={editing !== undefined}
      destroyOnHidden
      title={editing ? t('tuning.packages.edit') : t('tuning.packages.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'save-credit-package' } as never}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      width={560}
    >
      <Form<Values>
        form={form}
        name="credit-package"
        preserve={false}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) =>
          onSave({
            name: v.name.trim(),
            description: v.description ?? '',
            credits: fromCreditInput(v.credits),
            price: fromCreditInput(v.price),
            currency: v.currency.trim().toUpperCase(),
            status: v.online ? 'online' : 'offline',
          })
        }
      >
        <Form.Item
          name="name"
          label={t('tuning.packages.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={190} />
        </Form.Item>
        <Form.Item name="description" label={t('tuning.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="credits"
              label={t('tuning.packages.credits')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="price"
              label={t('tuning.packages.price')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <InputNumber min={0} max={10_000_000} precision={2} style={{ width: '100%' }} />
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
        <Form.Item name="online" label={t('tuning.status.online')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
