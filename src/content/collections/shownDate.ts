// An entry's day ("2026-03-15") as visitors read it, in the site's language ("March 15, 2026").
const formats = new Map<string, Intl.DateTimeFormat>();

export function shownDate(day: string, lang: string): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}
