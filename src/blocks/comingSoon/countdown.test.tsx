// @vitest-environment jsdom
// The coming-soon countdown as a visitor sees it (docs/product.md, "Countdown"): its target written as
// a date or as days after the build, four fields of two digits or more, counting down every second,
// zeros once the target has passed.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import page from '../../../pages/coming-soon.json';
import { resolveCountdownTarget } from './countdownTarget';
import ComingSoon from './index';
import { comingSoonProps } from './schema';

const shipped = page.sections.find((section) => section.type === 'comingSoon')!.props;
const fields = () =>
  within(screen.getByTestId('countdown'))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild!.textContent);

describe('the countdown target', () => {
  test('a date is kept as written', () => {
    expect(resolveCountdownTarget('2020-08-23T17:00:00-07:00', Date.parse('2026-01-01T00:00:00Z'))).toBe(
      '2020-08-23T17:00:00-07:00',
    );
  });

  test('days after the build count from midnight UTC of the build day, so builds of one day agree', () => {
    const morning = resolveCountdownTarget({ daysAfterBuild: 30 }, Date.parse('2026-03-01T08:15:00Z'));
    const evening = resolveCountdownTarget({ daysAfterBuild: 30 }, Date.parse('2026-03-01T23:59:59Z'));
    expect(morning).toBe('2026-03-31T00:00:00.000Z');
    expect(evening).toBe(morning);
  });

  test('the shipped page counts down to a moment after the build', () => {
    const before = Date.now();
    const { target } = comingSoonProps.parse(shipped);
    expect(Date.parse(target)).toBeGreaterThan(before);
  });

  test('a target that is neither a date nor whole days after the build is refused', () => {
    for (const target of ['soon', { daysAfterBuild: 0 }, { daysAfterBuild: 1.5 }, { days: 30 }]) {
      expect(comingSoonProps.safeParse({ ...shipped, target }).success, JSON.stringify(target)).toBe(false);
    }
  });
});

describe('the countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-01T08:00:00Z') }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('counts down every second with every field, days too, padded to two digits', () => {
    // Three days, one hour, two minutes and five seconds before the target.
    const props = comingSoonProps.parse({ ...shipped, target: '2026-03-04T09:02:05Z' });
    render(<ComingSoon {...props} />);
    expect(fields()).toEqual(['03', '01', '02', '05']);
    act(() => vi.advanceTimersByTime(1000));
    expect(fields()).toEqual(['03', '01', '02', '04']);
    act(() => vi.advanceTimersByTime(5000));
    expect(fields()).toEqual(['03', '01', '01', '59']);
  });

  test('the shipped page shows a running countdown of about thirty days', () => {
    render(<ComingSoon {...comingSoonProps.parse(shipped)} />);
    const [days, , , seconds] = fields();
    expect(Number(days)).toBeGreaterThanOrEqual(29);
    act(() => vi.advanceTimersByTime(1000));
    expect(fields()[3]).not.toBe(seconds);
  });

  test('a past target shows every field at zero, never a negative number', () => {
    render(<ComingSoon {...comingSoonProps.parse({ ...shipped, target: '2020-08-23T17:00:00-07:00' })} />);
    expect(fields()).toEqual(['00', '00', '00', '00']);
    act(() => vi.advanceTimersByTime(3000));
    expect(fields()).toEqual(['00', '00', '00', '00']);
  });
});
