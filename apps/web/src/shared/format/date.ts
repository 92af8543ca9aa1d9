const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bucharest',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A wire date or timestamp shown as DD-MM-YYYY, the day as it was in Romania (ARCHITECTURE §4). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: string) => dayMonthYear.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}
