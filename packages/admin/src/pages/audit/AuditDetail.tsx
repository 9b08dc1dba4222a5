import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { detailPairs } from './detailPairs';
import { detailValueText, detailWords } from './detailValues';

/** An event's details as "field: value" lines, each cut to the column with the whole line on hover. */
export function AuditDetail({ detail }: { detail: unknown }) {
  const { t, i18n } = useTranslation();
  const pairs = detailPairs(detail, detailWords(t, i18n.language));
  if (!pairs.length) return '-';
  return pairs.map(({ field, value: recorded }, i) => {
    const value = detailValueText(t, field, recorded);
    // Field names outside the known set show as recorded.
    const label = field === null ? null : t(`audit.fields.${field}`, { defaultValue: field });
    const line = label === null ? value : `${label}: ${value}`;
    return (
      <Typography.Text
        // Fields are unique within one event; the index only tells bare values apart.
        key={field ?? `#${i}`}
        ellipsis={{ tooltip: line }}
        style={{ display: 'block', maxWidth: 280 }}
      >
        {label !== null && <Typography.Text type="secondary">{label}: </Typography.Text>}
        {value}
      </Typography.Text>
    );
  });
}
