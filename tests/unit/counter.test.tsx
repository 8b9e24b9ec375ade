import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FunFacts from '../../src/blocks/funFacts/index';
import { funFactsProps } from '../../src/blocks/funFacts/schema';
import funFactsSection from '../../pages/_sections/fun-facts.json';
import { Counter } from '../../src/ui/Counter';
import { startCountUp } from '../../src/ui/countUp';

describe('startCountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises by one on each interval, starting from the start value', () => {
    const seen: number[] = [];
    startCountUp({ start: 10, step: 1, intervalMs: 1000, onChange: (value) => seen.push(value) });
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([11]);
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([11, 12, 13, 14]);
  });

  it('keeps each counter on its own interval (downloaded 1 s, feedback 2 s, contributors 3 s, workers 5 s)', () => {
    const latest: Record<string, number> = {};
    const counters = [
      { name: 'downloaded', start: 10, intervalMs: 1000 },
      { name: 'feedback', start: 8, intervalMs: 2000 },
      { name: 'contributors', start: 111, intervalMs: 3000 },
      { name: 'workers', start: 70, intervalMs: 5000 },
    ];
    for (const counter of counters) {
      latest[counter.name] = counter.start;
      startCountUp({ ...counter, step: 1, onChange: (value) => (latest[counter.name] = value) });
    }
    vi.advanceTimersByTime(30_000);
    expect(latest).toEqual({ downloaded: 40, feedback: 23, contributors: 121, workers: 76 });
  });

  it('stops for good once stopped (the counter unmounted)', () => {
    const onChange = vi.fn();
    const stop = startCountUp({ start: 157, step: 1, intervalMs: 3000, onChange });
    vi.advanceTimersByTime(3000);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never counts with an interval of 0', () => {
    const onChange = vi.fn();
    startCountUp({ start: 75, step: 1, intervalMs: 0, onChange });
    vi.advanceTimersByTime(60_000);
    expect(onChange).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Counter first render', () => {
  it('shows the start value and the trailing plus sign, and starts no timer while rendering', () => {
    vi.useFakeTimers();
    const html = renderToString(<Counter start={10} intervalMs={1000} suffix="+" />);
    expect(html).toMatch(/>10<\/span>\+<\/span>$/);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('prerenders the fun facts with the start values of the product', () => {
    const props = funFactsProps.parse(funFactsSection.props);
    const html = renderToString(
      <StaticRouter location="/">
        <FunFacts {...props} />
      </StaticRouter>,
    );
    const values = [...html.matchAll(/data-counter-value="(\d+)"/g)].map((match) => Number(match[1]));
    expect(values).toEqual([10, 8, 70, 111]);
    expect(html).toContain('Downloaded');
  });
});
