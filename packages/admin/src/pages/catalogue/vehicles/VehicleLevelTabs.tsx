import { Link, useLocation } from '@tanstack/react-router';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

// In the order the database is built: each level needs one above it (an engine needs all four).
const PAGES = [
  ['type', 'vtype'],
  ['manufacture', 'manufacturer'],
  ['model', 'vmodel'],
  ['generation', 'generation'],
  ['variant', 'variant'],
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
