import { useTranslation } from 'react-i18next';
import { CustomerSearchSelect } from '../shared/CustomerSearchSelect';

/** Picks the customer of an invoice by name, user name, e-mail or company, searched on the server. */
export function UserPicker(props: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return <CustomerSearchSelect {...props} placeholder={t('credits.admin.pick_user')} />;
}
