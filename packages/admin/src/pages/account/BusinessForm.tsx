import type { BusinessFields } from '@portal/api-client';
import { Button, Col, Form, Input, Row } from 'antd';
import { LtrInput } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { vatNoRule } from '../../lib/countryVatRules';
import { useApi } from '../../platform/context';
import { useSession } from '../../platform/context';
import { useUserMutation } from './useUserMutation';

export function BusinessForm() {
  const api = useApi();
  const { t } = useTranslation();
  const user = useSession((s) => s.user)!;
  const [form] = Form.useForm<BusinessFields>();
  const save = useUserMutation((v: BusinessFields) => api.users.updateBusiness(v), form);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        company_name: user.company_name,
        company_reg: user.company_reg,
        vat_no: user.vat_no,
        web_url: user.web_url,
      }}
      onFinish={(v: BusinessFields) => save.mutate(v)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="company_name" label={t('profile.company_name')}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company_reg" label={t('profile.company_reg')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="vat_no" label={t('profile.vat_no')} rules={[vatNoRule(t, user.country)]}>
            <LtrInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="web_url"
            label={t('profile.web_url')}
            rules={[{ type: 'url', message: t('validation.url') }]}
          >
            <LtrInput placeholder="https://" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
