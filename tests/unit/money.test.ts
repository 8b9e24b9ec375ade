import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shop/money';

describe('formatMoney', () => {
  it('shows cart prices with a dollar sign and two decimals', () => {
    expect(formatMoney(191)).toBe('$191.00');
    expect(formatMoney(35)).toBe('$35.00');
  });

  it('shows zero as $0.00 for an empty cart subtotal', () => {
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows the Order Total with one decimal when the caller asks for it', () => {
    expect(formatMoney(201, { symbol: '$' }, 1)).toBe('$201.0');
    expect(formatMoney(10, { symbol: '$' }, 1)).toBe('$10.0');
  });

  it('keeps existing cents', () => {
    expect(formatMoney(10.99)).toBe('$10.99');
    expect(formatMoney(3.5)).toBe('$3.50');
  });

  it('hides floating-point noise such as 0.1 + 0.2', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(1.1 * 3)).toBe('$3.30');
  });

  it('does not use thousands separators', () => {
    expect(formatMoney(5000)).toBe('$5000.00');
  });

  it('accepts another currency symbol', () => {
    expect(formatMoney(191, { symbol: '€' })).toBe('€191.00');
  });

  it('supports whole-number display with zero decimals', () => {
    expect(formatMoney(149, { symbol: '$' }, 0)).toBe('$149');
  });

  it('puts the minus sign before the symbol and never shows -$0.00', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  describe("with the currency's code, as the page's language writes prices", () => {
    const euro = { symbol: '€', code: 'EUR' };
    const dollar = { symbol: '$', code: 'USD' };

    it('an English page writes the symbol before the number, a German one after it with a decimal comma', () => {
      expect(formatMoney(191, dollar, 2, 'en')).toBe('$191.00');
      expect(formatMoney(191, euro, 2, 'de')).toBe('191,00\u00a0€');
    });

    it('keeps the number of decimals asked for', () => {
      expect(formatMoney(201, dollar, 1, 'en')).toBe('$201.0');
      expect(formatMoney(149, euro, 0, 'de')).toBe('149\u00a0€');
    });

    it('rounds binary noise away and never shows a negative zero', () => {
      expect(formatMoney(0.1 + 0.2, dollar, 2, 'en')).toBe('$0.30');
      expect(formatMoney(-5, dollar, 2, 'en')).toBe('-$5.00');
      expect(formatMoney(-0.001, dollar, 2, 'en')).toBe('$0.00');
    });
  });
});
