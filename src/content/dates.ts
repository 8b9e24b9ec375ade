// A date or a date and time that zod refuses: written in another form (then the form is shown), or in
// the right form for a day that does not exist ("2026-02-30": February 2026 has 28 days), an hour 24 or
// a minute 60. Saying "not a date in the right form" of a date in the right form would send the author
// looking for a typo that is not there.
import type { MessageCode } from '../problems/messages';
import { foundText } from '../schema/patterns';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const two = (value: number) => String(value).padStart(2, '0');

/** Year, month, day, then optionally T, hours, minutes, seconds, a fraction and an offset, in digits. */
const shape =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:([T ])(\d{1,2}):(\d{1,2})(?::(\d{1,2})(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

export interface DateExplained {
  code: MessageCode;
  params: Record<string, string>;
  /** Values the author probably meant, checked by the caller before one is offered. */
  candidates?: string[];
}

/** Why `input` is no date of `format` ("datetime", "date" or "time"), and what to write. */
export function dateExplained(input: string, format: string): DateExplained {
  const found = foundText(input);
  const parts = shape.exec(input.trim());
  if (!parts) {
    if (format === 'date') return { code: 'day.form', params: { found } };
    return { code: 'date.form', params: { found, fix: 'write the date and time in that form, the year first' } };
  }
  const [, year, month, day, separator, hour, minute, second, fraction, offset] = parts;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const wrong = (reason: string, fix: string): DateExplained => ({
    code: 'date.does-not-exist',
    params: { found: JSON.stringify(input), reason, fix },
  });
  if (m < 1 || m > 12)
    return wrong(`there is no month ${month}: the months are 01 to 12`, 'write the month from 01 to 12');
  const days = daysIn(y, m);
  if (d < 1 || d > days) {
    const which = m === 2 ? `February ${year}` : monthNames[m - 1];
    return wrong(`${which} has ${days} days`, `write a day from 01 to ${days}, or the month you meant`);
  }
  if (hour !== undefined && Number(hour) > 23)
    return wrong(
      `there is no hour ${hour}: hours run from 00 to 23`,
      'write the hour from 00 to 23 (midnight is 00:00 of the next day)',
    );
  if (minute !== undefined && Number(minute) > 59)
    return wrong(`there is no minute ${minute}: minutes run from 00 to 59`, 'write the minutes from 00 to 59');
  if (second !== undefined && Number(second) > 59)
    return wrong(`there is no second ${second}: seconds run from 00 to 59`, 'write the seconds from 00 to 59');
  if (offset && /^[+-]/.test(offset)) {
    const [hours, minutes] = [Number(offset.slice(1, 3)), Number(offset.slice(-2))];
    if (hours > 23 || minutes > 59)
      return wrong(
        `the offset from UTC "${offset}" is more than a day`,
        'write the offset of the time zone, for example "+02:00"',
      );
  }
  // The date exists: the form differs in a detail, each written out the way the field takes it.
  const date = `${year}-${two(m)}-${two(d)}`;
  if (format === 'date') return { code: 'day.form', params: { found }, candidates: [date] };
  if (hour === undefined)
    return {
      code: 'date.form',
      params: { found, fix: `add the time and the offset from UTC, for example "${date}T00:00:00Z" for midnight UTC` },
    };
  const zone =
    offset === undefined ? '' : offset.toUpperCase() === 'Z' ? 'Z' : offset.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const time = `${two(Number(hour))}:${two(Number(minute))}:${two(Number(second ?? 0))}${fraction ?? ''}`;
  if (zone === '')
    return {
      code: 'date.form',
      params: {
        found,
        fix: `add the offset of the time zone the time is in, for example "${date}T${time}+02:00" (or "Z" for UTC)`,
      },
    };
  const meant = `${date}T${time}${zone}`;
  return { code: 'date.form', params: { found }, candidates: separator === ' ' || meant !== input ? [meant] : [] };
}
