import type { OptionInput, ServiceOption } from '@portal/contracts';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromCreditInput, toCreditInput } from '../credits';

type Values = { option_name: string; service_id: number | 0; price: number; online: boolean };

/** Add or change an option; `editing` undefined keeps the modal closed, null adds a new one. */
export function OptionModal({
  editing,
  services,
  saving,
  onCancel,
  onSave,
}: {
  editing: ServiceOption | null | undefined;
  services: { value: number; label: string }[];
  saving: boolean;
  onCancel: () => void;
  onSave: (v: OptionInput) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // 0 stands for "any service" in the picker; the server calls it null.
  const initial: Partial<Values> = editing
    ? {
        option_name: editing.option_name,
        service_id: editing.service_id ?? 0,
        price: toCreditInput(editing.price),
        online: editing.status === 'online',
      }
    : { service_id: 0, online: true };
  return (
    <Modal
      open={editing !== undefined}
      destroyOnHidden
      title={editing ? t('tuning.options.edit') : t('tuning.options.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'save-option' }}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form<Values>
        form={form}
        name="option"
        preserve={false}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) =>
          onSave({
            option_name: v.option_name.trim(),
            service_id: v.service_id || null,
            price: fromCreditInput(v.price),
            status: v.online ? 'online' : 'offline',
          })
        }
      >
        <Form.Item
          name="option_name"
          label={t('tuning.options.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={190} />
        </Form.Item>
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
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="online"
          label={t('tuning.status.online')}
          tooltip={t('tuning.status.hint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
