// Numbers with a unit an author can mistake: timings in milliseconds (2 written for two seconds,
// 600000 for a ten-minute preloader) and sizes in pixels. Each such field has sane bounds of its own
// and is marked here, so a number out of range is answered with its unit and, when the author
// probably meant seconds, the number to write (src/content/zodIssues.ts).
import { z } from 'zod';
import { say } from '../problems/messages';
import { coded } from './patterns';

export interface NumberUnit {
  unit: 'milliseconds' | 'pixels';
  min: number;
  max: number;
  /** What 0 means, when 0 is allowed below `min` (for example "autoplay off"). */
  off?: string;
}

/** Marks stay on copies made by .describe() and .default(): zod's registries follow a copy to its original. */
export const units = z.registry<NumberUnit>();

export function unitOf(schema: z.core.$ZodType): NumberUnit | undefined {
  return units.get(schema);
}

/** "one second", "1.5 seconds", "10 minutes", "250 ms". */
export function durationWords(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms === 1000) return 'one second';
  if (ms < 60_000) return `${ms / 1000} seconds`;
  if (ms === 60_000) return 'one minute';
  const minutes = ms / 60_000;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} minutes`;
}

/** The range a field accepts, in words: "0 (autoplay off) or from 1000 to 60000 milliseconds (one second to one minute)". */
export function rangeWords({ unit, min, max, off }: NumberUnit): string {
  const zero = off ? `0 (${off}) or ` : '';
  const spoken = unit === 'milliseconds' ? ` (${durationWords(min)} to ${durationWords(max)})` : '';
  return `${zero}from ${min} to ${max} ${unit}${spoken}`;
}

/**
 * What to say of a number outside its field's range: the range, the number found, what to do and,
 * for a timing written in seconds, the number meant (`suggestion`; `fallback` says what to do without it).
 */
export function outOfRange(
  value: number,
  bounds: NumberUnit,
): { range: string; found: string; fix: string; fallback: string; suggestion?: number } {
  const found = bounds.unit === 'milliseconds' && value >= 1000 ? `${value} (${durationWords(value)})` : `${value}`;
  const fallback = 'write a number in that range';
  const range = rangeWords(bounds);
  if (
    bounds.unit === 'milliseconds' &&
    value > 0 &&
    value < bounds.min &&
    value * 1000 >= bounds.min &&
    value * 1000 <= bounds.max
  ) {
    const fix = `timings are in milliseconds, so for ${value} second${value === 1 ? '' : 's'} write ${value * 1000}`;
    return { range, found, fix, fallback, suggestion: value * 1000 };
  }
  return { range, found, fix: fallback, fallback };
}

/** The message for a number outside its field's range, with the unit and, for timings, what the author probably meant. */
export function outOfRangeMessage(value: number, bounds: NumberUnit): string {
  return say('number.out-of-range', outOfRange(value, bounds)).message;
}

/** A whole number of `unit` between `min` and `max` (or 0 when `off` says what 0 means), marked with its unit. */
export function boundedNumber(bounds: NumberUnit) {
  const { min, max, off } = bounds;
  return z
    .number()
    .int()
    .min(off ? 0 : min)
    .max(max)
    .superRefine((value, ctx) => {
      if (off && value > 0 && value < min)
        ctx.addIssue({
          code: 'custom',
          message: outOfRangeMessage(value, bounds),
          params: coded('number.out-of-range', { suggestion: outOfRange(value, bounds).suggestion }),
        });
    })
    .register(units, bounds);
}

/** A whole number of pixels between `min` and `max`. */
export const pixels = ({ min, max }: { min: number; max: number }) => boundedNumber({ unit: 'pixels', min, max });
