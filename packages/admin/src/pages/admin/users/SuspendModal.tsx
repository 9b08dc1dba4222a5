import type { User } from '@portal/contracts';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerFormats } from '../../../lib/pickerFormat';

const REASON_MAX = 500;

interface Values {
  until: Dayjs;
  reason: string;
}

/** Suspends an account until a date with a reason the person is shown when sign-in is refused. */
export function SuspendModal({
  user,
  saving,
  onClose,
  onSave,
}: {
  user: User;
  saving: boolean;
  onClose: () => void;
  onSave: (body: { until: string; reason: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reason = Form.useWatch('reason', form);
  const format = pickerFormats(i18n.language);
  return (
    <Modal
      open
      title={t('audit.suspend.title', { name: user.username })}
      okText={t('audit.suspend.action')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={{ until: dayjs().add(7, 'day').endOf('day') }}
        onFinish={(v) => onSave({ until: v.until.toISOString(), reason: v.reason.trim() })}
      >
        <Form.Item
          name="until"
          label={t('audit.suspend.until')}
          rules={[{ required: true, message: t('audit.suspend.until_required') }]}
        >
          <DatePicker
            showTime={{ format: format.time }}
            format={format.dateTime}
            disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.year() >= 2038}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('audit.suspend.reason')}
          rules={[
            { required: true, whitespace: true, max: 500, message: t('audit.suspend.reason_required') },
          ]}
          // The count on a line of its own below the error: antd's overlay count ran into a wrapped error on
          // a phone.
          extra={
            <div style={{ textAlign: 'end' }} data-testid="reason-count">
              {`${(reason ?? '').length} / ${REASON_MAX}`}
            </div>
          }
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
