import type { AddressFields } from '@portal/api-client';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { CountrySelect } from '../../lib/CountrySelect';
import { countryRule } from '../../lib/countryVatRules';
import { useSession } from '../../platform/context';
import { useUserMutation } from './useUserMutation';

export function AddressForm() {
  const api = useApi();
  const { t } = useTranslation();
  const user = useSession((s) => s.user)!;
  const [form] = Form.useForm<AddressFields>();
  // A country the saved VAT number does not fit is refused at the country field.
  const save = useUserMutation((v: AddressFields) => api.users.updateAddress(v), form);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        address: user.address,
        city: user.city,
        post_code: user.post_code,
        country: user.country,
      }}
      onFinish={(v: AddressFields) => save.mutate(v)}
    >
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="address" label={t('profile.address')}>
            <Input autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={t('profile.city')}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="post_code" label={t('profile.post_code')}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="country" label={t('profile.country')} rules={[countryRule(t)]}>
            <CountrySelect />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
