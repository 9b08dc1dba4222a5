/**
 * The priced parts of the order form: the services and options to tick, and the total with the submit button.
 * Each reads the catalogue, the balance and the ticked values itself, so an answer arriving or a box ticked
 * renders these parts alone rather than the whole form (on a slow phone a render of the whole form is a
 * task of several hundred ms).
 */
import type { UploadProgress } from '@portal/api-client';
import { type PricedOption, type PricedService, orderTotal, priceTypeForVehicleType } from '@portal/domain';
import {
  credits,
  signedCredits,
  useCreditBalance,
  useServiceCatalogue,
  useVehicleDropdown,
} from '@portal/admin/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Checkbox, Form, type FormInstance, Progress, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Catalogue = ReturnType<typeof useServiceCatalogue>['data'];

/** Options of the chosen services and those that go with any service. */
export function offeredOptions(catalogue: Catalogue, chosen: number[]): PricedOption[] {
  return [
    ...(catalogue?.items ?? []).filter((s) => chosen.includes(s._id)).flatMap((s) => s.options),
    ...(catalogue?.global_options ?? []),
  ];
}

/** The ticked services and options, and the price type of the chosen vehicle type. */
function usePricing(form: FormInstance, typed: boolean) {
  const catalogue = useServiceCatalogue();
  const vtypes = useVehicleDropdown('vtype', 'all');
  const chosenServices = (Form.useWatch('services', form) ?? []) as number[];
  const vtype = Form.useWatch('vtype', form) as number | undefined;
  const services = catalogue.data?.items ?? [];
  const offered = useMemo(
    () => offeredOptions(catalogue.data, chosenServices),
    [catalogue.data, chosenServices],
  );
  const priceType = priceTypeForVehicleType(typed ? null : vtypes.data?.find((v) => v._id === vtype)?.name);
  return { services, offered, chosenServices, priceType };
}

export function ServiceChoices({ form, typed }: { form: FormInstance; typed: boolean }) {
  const { t, i18n } = useTranslation();
  const { services, offered, priceType } = usePricing(form, typed);
  return (
    <>
      <Form.Item
        name="services"
        label={t('orders.form.services')}
        rules={[{ type: 'array', min: 1, message: t('validation.required') }]}
      >
        <Checkbox.Group
          options={services.map((s) => ({
            value: s._id,
            label: `${s.service_name} (${credits(s[`type_${priceType}_price`], i18n.language)})`,
          }))}
        />
      </Form.Item>
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
    </>
  );
}

/** The price of what is ticked, whether the balance covers it, the upload's progress and the button. */
export function OrderTotal({
  form,
  typed,
  progress,
  noServices,
}: {
  form: FormInstance;
  typed: boolean;
  progress: UploadProgress | null;
  noServices: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { services, offered, chosenServices, priceType } = usePricing(form, typed);
  const chosenOptions = (Form.useWatch('options', form) ?? []) as number[];
  const payLater = Boolean(Form.useWatch('pay_later', form));
  const balance = useCreditBalance();
  // The same domain function the server prices with, so the preview matches the charge.
  const total = useMemo(() => {
    try {
      return orderTotal({
        services: services.filter((s) => chosenServices.includes(s._id)) as PricedService[],
        options: offered.filter((o) => chosenOptions.includes(o._id as number)),
        priceType,
      });
    } catch {
      return null;
    }
  }, [services, offered, chosenServices, chosenOptions, priceType]);
  const short = total !== null && total > (balance.data?.available ?? 0) && !payLater;
  return (
    <>
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
  );
}
