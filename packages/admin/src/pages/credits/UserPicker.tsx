import { ROLE } from '@portal/contracts';
import { SearchableSelect } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useUserOptions } from '../../queries/credits';

/** Picks a customer by name, user name or e-mail. */
export function UserPicker({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const users = useUserOptions(true);
  const options = (users.data?.items ?? [])
    .filter((u) => u.role_id === ROLE.CUSTOMER)
    .map((u) => ({
      value: u._id,
      label: `${`${u.firstname} ${u.lastname}`.trim() || u.username} (${u.email})`,
    }));
  return (
    <SearchableSelect<number>
      id={id}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={t('credits.admin.pick_user')}
    />
  );
}
