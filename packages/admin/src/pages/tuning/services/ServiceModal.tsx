import type { Service, ServiceInput } from '@portal/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromCreditInput, PRICE_TYPES, toCreditInput } from '../credits';

type Values = Omit<ServiceInput, 'status'> & { online: boolean };

const MAX_CREDITS = 1_000_000;

/** The service's on/off settings: form field, label key and the hint that explains it. */
const SWITCHES = [
  ['main_service', 'tuning.services.main', 'tuning.services.main_hint'],
  ['online', 'tuning.status.online', 'tuning.status.hint'],
  ['opening_hours', 'tuning.services.hours', 'tuning.services.hours_hint'],
] as const;

/** Add or change a service; `editing` undefined keeps the modal closed, null adds a new one. */
export function ServiceModal({
  editing,
  saving,
  onCancel,
  onSave,
}: {
  editing: Service | null | undefined;
  saving: boolean;
  onCancel: () => void;
  onSave: (v: ServiceInput) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const initial = editing
    ? {
        ...editing,
        online: editing.status === 'online',
        type_1_price: toCreditInput(editing.type_1_price),
        type_2_price: toCreditInput(editing.type_2_price),
        type_3_price: toCreditInput(editing.type_3_price),
      }
    : { main_service: true, online: true, opening_hours: false };
  return (
    <Modal
      open={editing !== undefined}
      destroyOnHidden
      title={editing ? t('tuning.services.edit') : t('tuning.services.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'save-service' }}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      width={640}
    >
      <Form<Values>
        form={form}
        name="service"
        preserve={false}
        layout="vertical"
        initialValues={initial}
        onFinish={({ online, ...v }) =>
          onSave({
            service_name: v.service_name.trim(),
            description: v.description ?? '',
            main_service: !!v.main_service,
            opening_hours: !!v.opening_hours,
            status: online ? 'online' : 'offline',
            type_1_price: fromCreditInput(v.type_1_price),
            type_2_price: fromCreditInput(v.type_2_price),
            type_3_price: fromCreditInput(v.type_3_price),
          })
        }
      >
        <Form.Item
          name="service_name"
          label={t('tuning.services.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={190} />
        </Form.Item>
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
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <InputNumber min={0} max={MAX_CREDITS} precision={2} style={{ width: '100%' }} />
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
      </Form>
    </Modal>
  );
}
