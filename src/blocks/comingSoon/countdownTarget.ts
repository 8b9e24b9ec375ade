import { z } from 'zod';

const DAY_MS = 86_400_000;

/** A fixed moment, written as an ISO date with its offset. */
const targetDate = z.iso.datetime({ offset: true });

/** A moment some whole days after the build, so a shipped demo never shows a countdown stuck at zero. */
const targetAfterBuild = z.strictObject({
  daysAfterBuild: z.number().int().min(1).max(3650).describe('Days from the build to the target, for example 30.'),
});

export const countdownTargetInput = z.union([targetDate, targetAfterBuild]);
export type CountdownTargetInput = z.input<typeof countdownTargetInput>;

/**
 * The target as an ISO date. Days after the build count from midnight (UTC) of the build's day, so
 * every build of one day writes the same page and the countdown ends on a whole hour.
 */
export function resolveCountdownTarget(target: CountdownTargetInput, buildMs: number): string {
  if (typeof target === 'string') return target;
  const buildDay = Math.floor(buildMs / DAY_MS) * DAY_MS;
  return new Date(buildDay + target.daysAfterBuild * DAY_MS).toISOString();
}
