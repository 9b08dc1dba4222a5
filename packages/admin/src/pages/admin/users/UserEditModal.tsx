import type { AdminUserFields } from '@portal/api-client';
import { AdminUserUpdate, PHONE_PATTERN, type User, USERNAME_PATTERN } from '@portal/contracts';
import { Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { LtrInput } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../lib/CountrySelect';
import { countryRule, vatNoRule } from '../../../lib/countryVatRules';

interface Props {
  user: User;
  saving: boolean;
  onSave: (values: AdminUserFields) => void;
  onClose: () => void;
}

const TEXT_FIELDS = [
  ['username', 'profile.username'],
  ['email', 'profile.email'],
  ['firstname', 'profile.firstname'],
  ['lastname', 'profile.lastname'],
  ['phone', 'profile.phone'],
  ['company_name', 'profile.company_name'],
  ['company_reg', 'profile.company_reg'],
  ['vat_no', 'profile.vat_no'],
  ['web_url', 'profile.web_url'],
  ['address', 'profile.address'],
  ['city', 'profile.city'],
  ['post_code', 'profile.post_code'],
] as const;

// Machine-readable values stay left-to-right in RTL locales.
const LTR_FIELDS = new Set<string>(['email', 'phone', 'vat_no', 'web_url']);

/** The longest text the server takes for a field (AdminUserUpdate), so nobody can type past it. */
const maxLength = (name: (typeof TEXT_FIELDS)[number][0]) =>
  (AdminUserUpdate.properties[name] as { maxLength?: number }).maxLength;
const USERNAME_MIN = AdminUserUpdate.properties.username.minLength ?? 3;

export function UserEditModal({ user, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminUserFields>();
  return (
    <Modal
      open
      title={t('users.edit_title', { name: user.username })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={user}
        onFinish={onSave}
      >
        <Row gutter={16}>
          {TEXT_FIELDS.map(([name, label]) => (
            <Col key={name} xs={24} md={12}>
              <Form.Item
                name={name}
                label={t(label)}
                dependencies={name === 'vat_no' ? ['country'] : undefined}
                rules={
                  name === 'email'
                    ? [
                        { required: true, message: t('validation.required') },
                        { type: 'email', message: t('validation.email') },
                      ]
                    : name === 'username'
                      ? [
                          { required: true, message: t('validation.required') },
                          { min: USERNAME_MIN, message: t('validation.min_length', { min: USERNAME_MIN }) },
                          { pattern: new RegExp(USERNAME_PATTERN), message: t('validation.username_chars') },
                        ]
                      : name === 'phone'
                        ? [{ pattern: new RegExp(PHONE_PATTERN), message: t('validation.phone') }]
                        : name === 'vat_no'
                          ? [vatNoRule(t)]
                          : []
                }
              >
                {LTR_FIELDS.has(name) ? (
                  <LtrInput maxLength={maxLength(name)} />
                ) : (
                  <Input maxLength={maxLength(name)} />
                )}
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="country" label={t('profile.country')} rules={[countryRule(t)]}>
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="status" label={t('users.status')}>
              <Select
                options={[
                  { value: 0, label: t('users.status_pending') },
                  { value: 1, label: t('users.status_active') },
                  { value: 2, label: t('users.status_suspended') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="verified" label={t('users.verified')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
