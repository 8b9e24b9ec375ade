/** The catalogue's currency: its symbol, and its ISO 4217 code when the catalogue gives one. */
export interface Currency {
  symbol: string;
  code?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount as a price label: with the currency's code, as the page's language writes it
 * (`formatMoney(191, { symbol: '$', code: 'USD' }, 2, 'de')` → "191,00 $"); without, the symbol
 * before the number in every language (`formatMoney(191)` → "$191.00").
 * The Order Total passes `decimals = 1` ("$201.0"), as docs/product.md ("Shop") asks.
 */
export function formatMoney(amount: number, currency: Currency = { symbol: '$' }, decimals = 2, lang = 'en'): string {
  // toFixed rounds away binary noise such as 0.1 + 0.2 = 0.30000000000000004.
  const fixed = Math.abs(amount).toFixed(decimals);
  // Sign goes before the symbol ("-$5.00"); a value that rounds to zero shows no sign.
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  if (!currency.code) return `${sign}${currency.symbol}${fixed}`;
  const key = `${lang} ${currency.code} ${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format.format(sign ? -Number(fixed) : Number(fixed));
}
