import { newIdempotencyKey, type OrderFormFields, type UploadProgress } from '@portal/api-client';
import { TIME_FRAMES } from '@portal/contracts';
import { OWN_DIRECTION, PageHeader, errorMessage, useStagedReveal } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useCreditBalance, useOpenStatus, useOrderRefresh, useServiceCatalogue } from '@portal/admin/shared';
import { useSiteData } from '@portal/admin/shared';
import { CaptchaField } from '../public/CaptchaField';
import { credits, FileField } from '@portal/admin/shared';
import { OrderTotal, ServiceChoices, offeredOptions } from './OrderPricing';
import { RegLookup } from './RegLookup';
import { VEHICLE_LEVELS_IN_ORDER, VehicleFields } from './VehicleFields';

type Values = Record<string, unknown> & {
  services?: number[];
  options?: number[];
  original_file?: File;
  extra_files?: File;
  vtype?: number;
  pay_later?: boolean;
};

function Balance() {
  const { t, i18n } = useTranslation();
  const available = useCreditBalance().data?.available ?? 0;
  return (
    <Typography.Text data-testid="credit-balance">
      {t('orders.form.balance', { credits: credits(available, i18n.language), count: available / 100 })}
    </Typography.Text>
  );
}

function ClosedNotice() {
  const { t } = useTranslation();
  const open = useOpenStatus();
  return open.data && !open.data.open ? (
    <Alert type="warning" showIcon data-testid="closed-notice" message={t('orders.form.closed_notice')} />
  ) : null;
}

/**
 * The order form (spec 2 submit_order, spec 5): vehicle, ECU, files, services priced live, confirmations.
 * The balance, the open/closed notice and the priced parts read their data themselves, and the page is
 * memoised against the frame's renders, so each answer that arrives renders only what shows it.
 */
export const SubmitOrderPage = memo(function SubmitOrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useOrderRefresh();
  const [form] = Form.useForm<Values>();
  const site = useSiteData().data;
  const flags = site?.settings;
  const catalogue = useServiceCatalogue();
  const [typed, setTyped] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // The form is most of the page's first render (a task of 0.3-1 s on a slow machine). Its three sections
  // follow one by one, each in its own interruptible render and commit, so the header and the notices paint
  // first and no single task holds the page for long (docs/benchmarks.md).
  const stage = useStagedReveal(3);

  const services = catalogue.data?.items ?? [];
  // The server takes no order without a service: say so before the dealer fills in the whole form.
  const noServices = catalogue.isSuccess && services.length === 0;
  // One Idempotency-Key per order being placed: a resend after a lost answer holds the credits once.
  const orderKey = useRef(newIdempotencyKey());
  const sending = useRef(false);

  const submit = async (v: Values) => {
    // A second click before the button shows its loading state sends nothing.
    if (sending.current) return;
    sending.current = true;
    const fields: OrderFormFields = {};
    for (const [k, val] of Object.entries(v)) {
      if (k === 'original_file' || k === 'extra_files' || val === undefined || val === null) continue;
      if (!typed || !VEHICLE_LEVELS_IN_ORDER.includes(k as never)) fields[k] = val as OrderFormFields[string];
    }
    const offered = offeredOptions(catalogue.data, v.services ?? []);
    fields.options = (v.options ?? []).filter((id) => offered.some((o) => o._id === id));
    setProgress({ loaded: 0, total: v.original_file?.size ?? 0 });
    try {
      const { order } = await api.orders.submit(
        fields,
        { original_file: v.original_file as File, extra_files: v.extra_files },
        setProgress,
        orderKey.current,
      );
      orderKey.current = newIdempotencyKey();
      refresh(order._id);
      message.success(t('orders.form.sent'));
      await navigate({ to: '/order_details/$id', params: { id: String(order._id) } });
    } catch (err) {
      message.error(errorMessage(err, t));
      setCaptchaRound((r) => r + 1);
    } finally {
      sending.current = false;
      setProgress(null);
    }
  };

  const required = [{ required: true, message: t('validation.required') }];
  const mustCheck = [
    {
      validator: (_: unknown, v: boolean) =>
        v ? Promise.resolve() : Promise.reject(new Error(t('validation.required'))),
    },
  ];

  return (
    <>
      <PageHeader title={t('orders.titles.submit_order')} extra={<Balance />} />
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon message={t('orders.form.retention_notice')} />
        <ClosedNotice />
        {noServices ? (
          <Alert
            type="warning"
            showIcon
            data-testid="no-services-notice"
            message={t('orders.form.no_services')}
          />
        ) : null}
        {stage >= 1 ? (
          <Card>
            <Form<Values>
              form={form}
              layout="vertical"
              onFinish={submit}
              // Another file or choice is another order: it gets its own key (a retyped captcha does not).
              onValuesChange={(changed) => {
                if (Object.keys(changed).some((k) => !k.startsWith('captcha')))
                  orderKey.current = newIdempotencyKey();
              }}
              initialValues={{ master_or_slave: 'master', time_frame: 'asap', services: [], options: [] }}
            >
              {flags && flags.reg_no_mode !== 'off' ? (
                <RegLookup
                  mode={flags.reg_no_mode}
                  onFound={(v) => {
                    setTyped(true);
                    form.setFieldsValue({
                      make: v.make,
                      model: v.model,
                      engine: v.description,
                      year: v.year ? String(v.year) : undefined,
                    });
                  }}
                />
              ) : null}
              <Form.Item label={t('orders.form.vehicle')}>
                <Radio.Group
                  value={typed ? 'typed' : 'database'}
                  onChange={(e) => setTyped(e.target.value === 'typed')}
                  optionType="button"
                  options={[
                    { value: 'database', label: t('orders.form.from_database') },
                    { value: 'typed', label: t('orders.form.type_in') },
                  ]}
                />
              </Form.Item>
              <VehicleFields form={form} typed={typed} />
              <Row gutter={16}>
                <Col xs={24} md={6}>
                  <Form.Item name="year" label={t('orders.form.year')} htmlFor="order-year">
                    <Input id="order-year" maxLength={20} {...OWN_DIRECTION} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item name="tool" label={t('orders.form.tool')} htmlFor="order-tool" rules={required}>
                    <Select
                      id="order-tool"
                      showSearch
                      options={(site?.supported_tools ?? []).map((x) => ({ value: x, label: x }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item name="master_or_slave" label={t('orders.form.master_or_slave')} rules={required}>
                    <Radio.Group
                      options={[
                        { value: 'master', label: t('orders.form.master') },
                        { value: 'slave', label: t('orders.form.slave') },
                      ]}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item
                    name="ecu_brand"
                    label={t('orders.form.ecu_brand')}
                    htmlFor="order-ecu-brand"
                    rules={required}
                  >
                    <Input id="order-ecu-brand" maxLength={100} {...OWN_DIRECTION} />
                  </Form.Item>
                </Col>
              </Row>
              {stage >= 2 ? (
                <>
                  <Row gutter={16}>
                    <Col xs={24} md={12}>
                      <Form.Item name="original_file" label={t('orders.form.original_file')} rules={required}>
                        <FileField testId="original-file" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name="extra_files"
                        label={t('orders.form.extra_files')}
                        extra={t('orders.form.extra_files_hint')}
                      >
                        <FileField testId="extra-files" accept=".zip,.rar" />
                      </Form.Item>
                    </Col>
                  </Row>
                  {noServices ? null : <ServiceChoices form={form} typed={typed} />}
                  <Form.Item name="time_frame" label={t('orders.form.time_frame')} rules={required}>
                    <Radio.Group
                      options={TIME_FRAMES.map((f) => ({ value: f, label: t(`orders.time_frame.${f}`) }))}
                    />
                  </Form.Item>
                </>
              ) : null}
              {stage >= 3 ? (
                <>
                  <Form.Item name="dtc" label={t('orders.form.dtc')} htmlFor="order-dtc">
                    <Select mode="tags" id="order-dtc" tokenSeparators={[',', ' ']} open={false} />
                  </Form.Item>
                  <Form.Item name="comment" label={t('orders.form.comment')}>
                    <Input.TextArea rows={3} maxLength={5000} {...OWN_DIRECTION} />
                  </Form.Item>
                  {(['agree_terms', 'vehicle_info_correct', 'instructions_checked'] as const).map((c) => (
                    <Form.Item
                      key={c}
                      name={c}
                      valuePropName="checked"
                      rules={mustCheck}
                      style={{ marginBottom: 8 }}
                    >
                      <Checkbox data-testid={c}>{t(`orders.form.${c}`)}</Checkbox>
                    </Form.Item>
                  ))}
                  {flags?.captcha_verification ? <CaptchaField form={form} round={captchaRound} /> : null}
                  {flags?.submit_order_pay_later ? (
                    <Form.Item name="pay_later" valuePropName="checked">
                      <Checkbox>{t('orders.form.pay_later')}</Checkbox>
                    </Form.Item>
                  ) : null}
                  <OrderTotal form={form} typed={typed} progress={progress} noServices={noServices} />
                </>
              ) : null}
            </Form>
          </Card>
        ) : null}
      </Space>
    </>
  );
});
