import { newIdempotencyKey, type OrderFormFields, type UploadProgress } from '@portal/api-client';
import { TIME_FRAMES } from '@portal/contracts';
import { type PricedOption, type PricedService, orderTotal, priceTypeForVehicleType } from '@portal/domain';
import { OWN_DIRECTION, PageHeader, errorMessage, useStagedReveal } from '@portal/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Progress,
  Radio,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import {
  useCreditBalance,
  useOpenStatus,
  useOrderRefresh,
  useServiceCatalogue,
  useVehicleDropdown,
} from '@portal/admin/shared';
import { useSiteData } from '@portal/admin/shared';
import { CaptchaField } from '../public/CaptchaField';
import { credits, FileField, signedCredits } from '@portal/admin/shared';
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

/** The order form (spec 2 submit_order, spec 5): vehicle, ECU, files, services priced live, confirmations. */
export function SubmitOrderPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useOrderRefresh();
  const [form] = Form.useForm<Values>();
  const site = useSiteData().data;
  const flags = site?.settings;
  const catalogue = useServiceCatalogue();
  const balance = useCreditBalance();
  const open = useOpenStatus();
  const vtypes = useVehicleDropdown('vtype', 'all');
  const [typed, setTyped] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // The form is most of the page's first render (a task of 0.3-1 s on a slow machine). Its three sections
  // follow one by one, each in its own interruptible render and commit, so the header and the notices paint
  // first and no single task holds the page for long (docs/benchmarks.md).
  const stage = useStagedReveal(3);

  const chosenServices = (Form.useWatch('services', form) ?? []) as number[];
  const chosenOptions = (Form.useWatch('options', form) ?? []) as number[];
  const vtype = Form.useWatch('vtype', form) as number | undefined;
  const payLater = Boolean(Form.useWatch('pay_later', form));

  const services = catalogue.data?.items ?? [];
  // The server takes no order without a service: say so before the dealer fills in the whole form.
  const noServices = catalogue.isSuccess && services.length === 0;
  // Options of the chosen services and those that go with any service.
  const offered: PricedOption[] = useMemo(
    () => [
      ...services.filter((s) => chosenServices.includes(s._id)).flatMap((s) => s.options),
      ...(catalogue.data?.global_options ?? []),
    ],
    [services, chosenServices, catalogue.data],
  );

  // The same domain function the server prices with, so the preview matches the charge.
  const total = useMemo(() => {
    const typeName = typed ? null : vtypes.data?.find((v) => v._id === vtype)?.name;
    try {
      return orderTotal({
        services: services.filter((s) => chosenServices.includes(s._id)) as PricedService[],
        options: offered.filter((o) => chosenOptions.includes(o._id as number)),
        priceType: priceTypeForVehicleType(typeName),
      });
    } catch {
      return null;
    }
  }, [services, offered, chosenServices, chosenOptions, vtype, vtypes.data, typed]);

  const available = balance.data?.available ?? 0;
  const short = total !== null && total > available && !payLater;

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
      <PageHeader
        title={t('orders.titles.submit_order')}
        extra={
          <Typography.Text data-testid="credit-balance">
            {t('orders.form.balance', { credits: credits(available, i18n.language), count: available / 100 })}
          </Typography.Text>
        }
      />
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon message={t('orders.form.retention_notice')} />
        {open.data && !open.data.open ? (
          <Alert
            type="warning"
            showIcon
            data-testid="closed-notice"
            message={t('orders.form.closed_notice')}
          />
        ) : null}
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
                  {noServices ? null : (
                    <Form.Item
                      name="services"
                      label={t('orders.form.services')}
                      rules={[{ type: 'array', min: 1, message: t('validation.required') }]}
                    >
                      <Checkbox.Group
                        options={services.map((s) => ({
                          value: s._id,
                          label: `${s.service_name} (${credits(s[`type_${priceTypeForVehicleType(typed ? null : vtypes.data?.find((x) => x._id === vtype)?.name)}_price`], i18n.language)})`,
                        }))}
                      />
                    </Form.Item>
                  )}
                  {offered.length ? (
                    <Form.Item name="options" label={t('orders.form.options')}>
                      <Checkbox.Group
                        options={offered.map((o) => ({
                          value: o._id as number,
                          // The signed price is isolated, so a right-to-left page does not show '(10+)'.
                          label: (
                            <>
                              {o.option_name} (<bdi>{signedCredits(o.price, i18n.language)}</bdi>)
                            </>
                          ),
                        }))}
                      />
                    </Form.Item>
                  ) : null}
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
                  {/* No price until a service is chosen ("Price: - credits" said nothing). */}
                  {total === null ? null : (
                    <Typography.Title level={4} data-testid="order-total">
                      {t('orders.form.total', { credits: credits(total, i18n.language), count: total / 100 })}
                    </Typography.Title>
                  )}
                  {short ? (
                    <Alert
                      type="error"
                      showIcon
                      data-testid="not-enough-credits"
                      style={{ marginBottom: 16 }}
                      message={t('orders.form.not_enough_credits')}
                      action={<Link to="/buy_credits">{t('orders.form.buy_credits')}</Link>}
                    />
                  ) : null}
                  {progress ? (
                    <Progress
                      percent={progress.total ? Math.floor((progress.loaded / progress.total) * 100) : 0}
                      data-testid="upload-progress"
                    />
                  ) : null}
                  <Button
                    type="primary"
                    htmlType="submit"
                    loading={!!progress}
                    disabled={short || noServices}
                    data-testid="submit-order"
                  >
                    {t('orders.form.submit')}
                  </Button>
                </>
              ) : null}
            </Form>
          </Card>
        ) : null}
      </Space>
    </>
  );
}
