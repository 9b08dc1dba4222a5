import type { AdjustBody } from '@portal/contracts';
import { parseMinor } from '@portal/domain';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export type AdjustTarget = 'credits' | 'money';

/**
 * The hint's example amounts with the reader's decimal mark ("-2,5" in German), in the characters the field
 * takes (`parseMinor`: Latin digits, a hyphen for minus, a point or a comma).
 */
function examples(language: string) {
  const mark =
    new Intl.NumberFormat(language, { numberingSystem: 'latn' })
      .formatToParts(2.5)
      .find((p) => p.type === 'decimal')?.value === ','
      ? ','
      : '.';
  return { plus: '10', minus: `-2${mark}5` };
}

interface Values {
  target: AdjustTarget;
  amount: string;
  reason: string;
}

/** Adds (positive) or takes (negative) credits or money from one user, always with a reason. */
export function AdjustBalanceModal({
  userId,
  userName,
  currency,
  saving,
  onClose,
  onSave,
}: {
  userId: number;
  userName: string;
  currency: string;
  saving: boolean;
  onClose: () => void;
  onSave: (target: AdjustTarget, body: AdjustBody) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? 'credits';
  return (
    <Modal
      open
      title={t('credits.admin.adjust_title', { name: userName })}
      okText={t('credits.admin.save')}
      cancelText={t('credits.admin.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={{ target: 'credits', amount: '', reason: '' }}
        onFinish={(v) =>
          onSave(v.target, { user_id: userId, amount: parseMinor(v.amount) ?? 0, reason: v.reason.trim() })
        }
      >
        <Form.Item name="target" label={t('credits.admin.adjust_what')}>
          <Radio.Group
            options={[
              { value: 'credits', label: t('credits.admin.adjust_credits') },
              { value: 'money', label: t('credits.admin.adjust_money', { currency }) },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={
            target === 'credits'
              ? t('credits.admin.adjust_amount_credits')
              : t('credits.admin.adjust_amount_money')
          }
          extra={t('credits.admin.adjust_hint', examples(i18n.language))}
          rules={[
            { required: true, message: t('validation.required') },
            {
              validator: (_, v: string) => {
                const n = v ? parseMinor(v) : null;
                return !v || (n !== null && n !== 0)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('credits.admin.bad_amount')));
              },
            },
          ]}
        >
          <Input inputMode="decimal" data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('credits.admin.reason')}
          rules={[{ required: true, whitespace: true, message: t('credits.admin.reason_required') }]}
        >
          <Input.TextArea maxLength={255} rows={2} data-testid="adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
