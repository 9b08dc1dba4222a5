import { type CreditInvoice, GenerateInvoiceBody } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, useNumberRules } from '../../lib/numberRules';
import { creditsToHundredths } from './format';
import { UserPicker } from './UserPicker';

/** Credits and the net amount as typed (the contract's are hundredths), and the VAT rate in percent. */
const COUNT = inMajorUnits(contractRange(GenerateInvoiceBody.properties.count), 2);
const AMOUNT = inMajorUnits(contractRange(GenerateInvoiceBody.properties.amount), 2);
const VAT = contractRange(GenerateInvoiceBody.properties.vat);

interface Values {
  user?: number;
  item_name: string;
  count?: number | null;
  amount?: number | null;
  vat?: number | null;
  status: 'due' | 'paid';
}

/**
 * Fills in a due invoice (`invoice` given, e.g. an empty one) or makes a new one for a customer. Leaving the
 * VAT empty lets the server decide it from the customer's country and VAT number.
 */
export function GenerateInvoiceModal({
  invoice,
  currency,
  saving,
  onClose,
  onSave,
}: {
  invoice: CreditInvoice | null;
  currency: string;
  saving: boolean;
  onClose: () => void;
  onSave: (body: GenerateInvoiceBody) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // No min/max on the fields (see lib/numberRules): a VAT rate of 119 % was sent as 100 %.
  const numberRules = useNumberRules();
  const submit = (v: Values) => {
    // The rules let only a number in range through; rounded, as 19.99 * 100 is 1998.9999999999998.
    if (v.amount === null || v.amount === undefined) return;
    onSave({
      ...(invoice ? { _id: invoice._id } : { user: v.user }),
      item_name: v.item_name.trim(),
      amount: Math.round(v.amount * 100),
      count: creditsToHundredths(v.count) ?? 0,
      ...(v.vat === null || v.vat === undefined ? {} : { vat: v.vat }),
      status: v.status,
    });
  };
  return (
    <Modal
      open
      title={invoice ? t('credits.admin.fill_title') : t('credits.admin.generate_title')}
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
        onFinish={submit}
        initialValues={{
          item_name: invoice?.item_name ?? '',
          status: 'due',
        }}
      >
        {invoice ? null : (
          <Form.Item
            name="user"
            label={t('credits.admin.customer')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <UserPicker />
          </Form.Item>
        )}
        <Form.Item
          name="item_name"
          label={t('credits.invoices.item')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="count"
          label={t('credits.invoices.count')}
          rules={numberRules.rules(COUNT, { optional: true })}
        >
          <NumberInput precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('credits.admin.net_amount', { currency })}
          rules={numberRules.rules(AMOUNT)}
        >
          <NumberInput precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="vat"
          label={t('credits.admin.vat_rate')}
          extra={t('credits.admin.vat_auto')}
          rules={numberRules.rules(VAT, { optional: true })}
        >
          <NumberInput precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('credits.invoices.status')}>
          <Select
            options={[
              { value: 'due', label: t('credits.status.due') },
              { value: 'paid', label: t('credits.status.paid') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
