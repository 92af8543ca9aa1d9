const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as it was on the clock in Romania, DD-MM-YYYY HH:mm:ss (ARCHITECTURE §4: dates are Romanian). */
export function formatMoment(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'en' ? 'en-GB' : 'ro-RO';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/Bucharest',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  const part = (type: string) => format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
