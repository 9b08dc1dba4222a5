import { FileUpload } from '../../platform/FileUpload';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { ProfileFields } from '@portal/api-client';
import { LOCALES } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { Avatar, Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { LtrInput } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { useSession } from '../../platform/context';
import { PendingEmail } from './PendingEmail';
import { useUserMutation } from './useUserMutation';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export function ProfileForm() {
  const api = useApi();
  const { t } = useTranslation();
  const user = useSession((s) => s.user)!;
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [form] = Form.useForm<ProfileFields>();
  const save = useUserMutation((v: ProfileFields) => api.users.updateProfile(v, picture));
  // A new address needs the current password (the server refuses it without); the same one, written
  // differently, does not. It waits for the code mailed to it (PendingEmail) before it becomes the account's.
  const typedEmail = Form.useWatch('email', form);
  const emailChanges =
    typeof typedEmail === 'string' && typedEmail.trim().toLowerCase() !== user.email.trim().toLowerCase();

  // Once a new address is confirmed the field shows it, rather than asking for a password to go back.
  useEffect(() => {
    form.setFieldValue('email', user.email);
  }, [form, user.email]);

  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  return (
    <>
      {user.pending_email && <PendingEmail email={user.pending_email} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
          phone: user.phone,
          language: user.language || 'en',
        }}
        onFinish={({ current_password, ...v }: ProfileFields) =>
          save.mutate(emailChanges ? { ...v, current_password } : v, {
            onSuccess: ({ user: saved }) => {
              setPicture(null);
              // The account keeps its address until the new one is confirmed: the field shows the one in use.
              form.setFieldsValue({ email: saved.email, current_password: undefined });
            },
          })
        }
      >
        <Flex align="center" gap="middle" style={{ marginBottom: 24 }}>
          <Avatar size={80} src={preview ?? user.profile_picture ?? undefined} icon={<UserOutlined />} />
          <FileUpload
            accept={IMAGE_TYPES}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              setPicture(file);
              // Kept until the form is saved: the picture travels with the other fields.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('profile.choose_picture')}</Button>
          </FileUpload>
        </Flex>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="firstname"
              label={t('profile.firstname')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="lastname"
              label={t('profile.lastname')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('profile.email')}
              rules={[
                { required: true, message: t('validation.required') },
                { type: 'email', message: t('validation.email') },
              ]}
            >
              <LtrInput autoComplete="email" />
            </Form.Item>
          </Col>
          {emailChanges && (
            <Col xs={24} md={12}>
              <Form.Item
                name="current_password"
                label={t('profile.current_password')}
                extra={t('profile.email_password_hint')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('profile.phone')}>
              <LtrInput autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="language" label={t('profile.language')}>
              <Select options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </>
  );
}
