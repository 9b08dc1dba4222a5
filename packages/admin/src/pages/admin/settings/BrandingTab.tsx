import { FileUpload } from '../../../platform/FileUpload';
import { UploadOutlined } from '@ant-design/icons';
import { FONT_FAMILY_PATTERN, SiteValues, type SiteSettingsReply } from '@portal/contracts';
import { COLOR_TEXT, NumberInput } from '@portal/ui';
import { Button, Col, ColorPicker, Flex, Form, Input, Row, Typography } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRange, useNumberRules } from '../../../lib/numberRules';
import { useSaveSettings } from './useSaveSettings';

interface Values {
  logo_width: number;
  logo_height: number;
  primary_color: string | Color;
  font_family: string;
  branding_html: string;
}

/** The contract's limits of the logo's size in pixels (0: as the picture is). */
const LOGO_WIDTH = contractRange(SiteValues.properties.logo_width);
const LOGO_HEIGHT = contractRange(SiteValues.properties.logo_height);
/** The font goes into the site's CSS: the form refuses what the server refuses, before anything is sent. */
const FONT_FAMILY = new RegExp(FONT_FAMILY_PATTERN, 'u');

export const colorValue = (c: string | Color | null | undefined): string =>
  !c ? '' : typeof c === 'string' ? c : c.toHexString();

export function BrandingTab({ settings }: { settings: SiteSettingsReply }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  // The sizes carry no min/max of their own (see lib/numberRules): the rules keep a wrong value as typed and
  // say what is wrong.
  const numberRules = useNumberRules();
  const [logo, setLogo] = useState<File | null>(null);
  return (
    <Form
      layout="vertical"
      initialValues={{
        logo_width: settings.logo_width,
        logo_height: settings.logo_height,
        primary_color: settings.primary_color || undefined,
        font_family: settings.font_family,
        branding_html: settings.branding_html,
      }}
      onFinish={(v: Values) =>
        save.mutate(
          { patch: { ...v, primary_color: colorValue(v.primary_color) }, logo },
          { onSuccess: () => setLogo(null) },
        )
      }
    >
      <Form.Item label={t('settings.logo')}>
        <Flex gap="middle" align="center" wrap>
          {settings.logo_url ? (
            <img src={settings.logo_url} alt={t('settings.logo')} style={{ maxHeight: 64, maxWidth: 240 }} />
          ) : null}
          <FileUpload
            accept="image/png,image/jpeg,image/svg+xml,image/webp"
            maxCount={1}
            beforeUpload={(file) => {
              setLogo(file);
              return false;
            }}
            onRemove={() => setLogo(null)}
            fileList={logo ? [{ uid: '1', name: logo.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>{t('settings.choose_logo')}</Button>
          </FileUpload>
        </Flex>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item
            name="logo_width"
            label={t('settings.logo_width')}
            extra={t('settings.zero_is_auto')}
            rules={numberRules.rules(LOGO_WIDTH)}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="logo_height"
            label={t('settings.logo_height')}
            extra={t('settings.zero_is_auto')}
            rules={numberRules.rules(LOGO_HEIGHT)}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="primary_color" label={t('settings.primary_color')}>
            <ColorPicker showText allowClear disabledAlpha styles={COLOR_TEXT} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="font_family"
            label={t('settings.font_family')}
            rules={[{ pattern: FONT_FAMILY, message: t('settings.font_family_invalid') }]}
          >
            <Input placeholder="Inter, sans-serif" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="branding_html" label={t('settings.branding_html')}>
        <Input.TextArea rows={6} maxLength={20000} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('settings.branding_hint')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
