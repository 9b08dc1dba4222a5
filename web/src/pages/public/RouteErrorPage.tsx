import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';

/**
 * A route failed to load (a chunk timed out, a guard threw): offer to try again. Part of the first load, as
 * it must show when a page's chunk cannot be fetched, so it is plain elements styled with the theme's tokens
 * (antd's Button alone would bring its colour presets and more into the first load).
 */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        padding: 16,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.marginMD,
        background: token.colorBgLayout,
      }}
    >
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorText }}>
        {t('errors.page_failed')}
      </h1>
      <p style={{ margin: 0, color: token.colorTextSecondary, textAlign: 'center' }}>
        {t('errors.page_failed_text')}
      </p>
      <button
        type="button"
        style={{
          height: token.controlHeight,
          padding: `0 ${token.paddingContentHorizontal}px`,
          border: 'none',
          borderRadius: token.borderRadius,
          background: token.colorPrimary,
          color: token.colorTextLightSolid,
          fontSize: token.fontSize,
          fontFamily: 'inherit',
          cursor: 'pointer',
        }}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
