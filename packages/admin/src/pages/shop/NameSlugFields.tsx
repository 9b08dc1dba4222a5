import { OWN_DIRECTION } from '@portal/ui';
import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShopNameField } from './listParts';
import { SLUG_PATTERN, slugify } from './slug';

/**
 * The name and web address (slug) of a shop record. A new record's slug follows its name as it is typed;
 * an existing one keeps its address (links to it stay valid) unless changed by hand.
 */
export function NameSlugFields({ form, isNew }: { form: FormInstance; isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ShopNameField>
        <Input
          {...OWN_DIRECTION}
          maxLength={200}
          onChange={(e) => {
            if (isNew) form.setFieldValue('slug', slugify(e.target.value));
          }}
        />
      </ShopNameField>
      <Form.Item
        name="slug"
        label={t('shop.fields.slug')}
        rules={[{ required: true, pattern: SLUG_PATTERN, message: t('shop.fields.slug_help') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
    </>
  );
}
