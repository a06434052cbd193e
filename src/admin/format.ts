/** How the console shows a time: the operator's language, to the second, in their own time zone. */
export function formatTime(iso: string | number, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
