// One language's translation in a line, "de: 92% translated, 3 stale, 5 missing", in the words of
// the table of messages.
import { say } from '../../problems/messages';
import type { LocaleSummary } from './translateContent';

/** The share of texts translated and up to date, rounded down: 100% only when every one is. */
export const translatedPercent = ({ translated, stale, missing }: LocaleSummary): number => {
  const total = translated + stale + missing;
  return total === 0 ? 100 : Math.floor((translated / total) * 100);
};

export const localeSummaryLine = (summary: LocaleSummary): string =>
  say('translation.summary', {
    locale: summary.locale,
    percent: translatedPercent(summary),
    stale: summary.stale,
    missing: summary.missing,
  }).message;
