import { Link, useLocation } from '@tanstack/react-router';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

const PAGES = [
  ['variant', 'variant'],
  ['generation', 'generation'],
  ['model', 'vmodel'],
  ['manufacture', 'manufacturer'],
  ['type', 'vtype'],
] as const;

/** Switches between the five tree pages of the vehicle database. */
export function VehicleLevelTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = PAGES.find(([seg]) => pathname.endsWith(`/${seg}`))?.[0];
  return (
    <Segmented
      style={{ marginBottom: 16 }}
      value={current}
      options={PAGES.map(([seg, level]) => ({
        value: seg,
        label: <Link to={`/admin/vehicle_statistics/${seg}`}>{t(`catalogue.vehicles.levels.${level}`)}</Link>,
      }))}
    />
  );
}
