/**
 * Formats an amount as a price label, e.g. `formatMoney(191)` → "$191.00".
 * The Order Total passes `decimals = 1` ("$201.0"), as docs/product.md ("Shop") asks.
 */
export function formatMoney(amount: number, currencySymbol = '$', decimals = 2): string {
  // toFixed rounds away binary noise such as 0.1 + 0.2 = 0.30000000000000004.
  const fixed = Math.abs(amount).toFixed(decimals);
  // Sign goes before the symbol ("-$5.00"); a value that rounds to zero shows no sign.
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${currencySymbol}${fixed}`;
}
