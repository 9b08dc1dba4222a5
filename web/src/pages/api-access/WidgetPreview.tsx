import type { WidgetLook } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How the widget will look with the chosen colours and font (a still picture of its first step), its power
 * figures in the units the widget uses for the reader's language.
 */
export function WidgetPreview({ look }: { look: WidgetLook }) {
  const { t } = useTranslation();
  const font = look.font_family || 'system-ui, sans-serif';
  const field = {
    display: 'block',
    width: '100%',
    padding: '6px 8px',
    border: '1px solid #bfbfbf',
    borderRadius: 4,
    background: '#fff',
    color: '#1f1f1f',
    marginBottom: 8,
  } as const;
  return (
    <div
      data-testid="widget-preview"
      role="img"
      aria-label={t('apiAccess.look.preview')}
      style={{
        fontFamily: font,
        fontSize: 14,
        color: look.text_color,
        background: look.background_color,
        border: '1px solid #d9d9d9',
        borderRadius: 8,
        padding: 16,
        maxWidth: 360,
      }}
    >
      <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 12 }}>
        {t('apiAccess.look.sample_title')}
      </div>
      <div style={{ fontSize: 12, fontWeight: 600, marginBottom: 4 }}>{t('apiAccess.look.sample_make')}</div>
      <div style={field}>Volkswagen</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 12, margin: '8px 0' }}>
        <span style={{ width: 60 }}>{t('regsearch.units.hp', { value: 150 })}</span>
        <span style={{ height: 12, width: '40%', background: '#8c8c8c', borderRadius: 2 }} />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 12, marginBottom: 8 }}>
        <span style={{ width: 60 }}>{t('regsearch.units.hp', { value: 185 })}</span>
        <span style={{ height: 12, width: '50%', background: look.primary_color, borderRadius: 2 }} />
      </div>
      <span
        style={{
          display: 'inline-block',
          padding: '8px 16px',
          borderRadius: 4,
          background: look.primary_color,
          color: '#fff',
          fontWeight: 600,
        }}
      >
        {t('apiAccess.look.sample_button')}
      </span>
    </div>
  );
}
