import catalogue from 'virtual:catalogue';
import { useLocale } from '../ui/locale';
import { formatMoney } from './money';

interface PriceProps {
  amount: number;
  /** The spec shows the Order Total with one decimal; every other amount has two. */
  decimals?: number;
  className?: string;
}

/** An amount in the catalogue's currency, as the page's language writes it, for example "$191.00". */
export function Price({ amount, decimals = 2, className }: PriceProps) {
  const { code } = useLocale();
  const currency = { symbol: catalogue.currency, code: catalogue.currencyCode };
  return <span className={className}>{formatMoney(amount, currency, decimals, code)}</span>;
}
