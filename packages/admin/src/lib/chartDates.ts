/**
 * Axis labels of dated charts in the reader's language: a day ('2026-11-01') as '1. Nov.' in German, a
 * month ('2026-11') as 'Nov. 2026'. The server's dates are calendar dates, so they are read in UTC.
 */
export function chartDates(language: string) {
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const show = (format: Intl.DateTimeFormat, iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : format.format(date);
  };
  return {
    day: (v: string | number) => show(day, `${v}T00:00:00Z`) ?? String(v),
    month: (v: string | number) => show(month, `${v}-01T00:00:00Z`) ?? String(v),
  };
}
