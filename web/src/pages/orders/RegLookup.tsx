import type { RegVehicle } from '@portal/contracts';
import { errorMessage, OWN_DIRECTION } from '@portal/ui';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';

/** Registration number (or VIN) with a look-up that fills the typed vehicle fields when found. */
export function RegLookup({ mode, onFound }: { mode: 'reg_no' | 'vin'; onFound: (v: RegVehicle) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const lookup = async () => {
    const reg = String(form.getFieldValue('reg_no') ?? '').trim();
    if (!reg) return;
    setBusy(true);
    try {
      const res = await api.orders.regSearch(reg);
      if (res.found && res.vehicle) onFound(res.vehicle);
      else message.info(res.message || t('orders.form.reg_not_found'));
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Item
      label={t(mode === 'vin' ? 'orders.form.vin' : 'orders.form.reg_no')}
      htmlFor="order-reg-no"
      required
    >
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Form.Item name="reg_no" noStyle rules={[{ required: true, message: t('validation.required') }]}>
          <Input id="order-reg-no" maxLength={40} {...OWN_DIRECTION} />
        </Form.Item>
        <Button onClick={() => void lookup()} loading={busy}>
          {t('orders.form.lookup')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
