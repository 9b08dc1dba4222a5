import type { TermsKind } from '@portal/api-client';
import { PageHeader } from '@portal/ui';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTermsText } from '@portal/admin/shared';
import { PublicFrame } from '../../public/PublicFrame';
import { useStaticData } from '@portal/admin/shared';
import { LegalText } from '@portal/admin/shared';

/** The text of one kind in the reader's language (the server falls back to English). */
function TermsBody({ kind }: { kind: TermsKind }) {
  const { t, i18n } = useTranslation();
  const text = useTermsText(kind, i18n.language);
  if (text.isPending) return <Skeleton active />;
  if (!text.data) return <Empty description={t('catalogue.terms.empty')} />;
  return <LegalText content={text.data.content} />;
}

/** Customer page: the ordering terms and conditions. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('catalogue.terms.kinds.terms_and_conditions')} />
      <Card>
        <TermsBody kind="terms_and_conditions" />
      </Card>
    </>
  );
}

/** Public pages: terms of use, privacy policy and shop terms, readable without an account. */
export function PublicTermsPage() {
  const { t } = useTranslation();
  const kind = useStaticData().termsKind ?? 'terms_of_use';
  return (
    <PublicFrame title={t(`catalogue.terms.kinds.${kind}`)} width={900}>
      <TermsBody kind={kind} />
    </PublicFrame>
  );
}
