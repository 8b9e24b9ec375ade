import catalogue from 'virtual:catalogue';
import { formatMoney } from './money';

interface PriceProps {
  amount: number;
  /** The spec shows the Order Total with one decimal; every other amount has two. */
  decimals?: number;
  className?: string;
}

/** An amount in the catalogue's currency, for example "$191.00". */
export function Price({ amount, decimals = 2, className }: PriceProps) {
  return <span className={className}>{formatMoney(amount, catalogue.currency, decimals)}</span>;
}
