import { useId } from 'react';
import { Icon } from '../../ui/Icon';
import styles from './styles.module.css';

interface QuantitySelectorProps {
  quantity: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onStep: (delta: number) => void;
}

/** Minus and plus buttons around the number; the bounds and their messages live with the caller. */
export function QuantitySelector({ quantity, label, decreaseLabel, increaseLabel, onStep }: QuantitySelectorProps) {
  const id = useId();
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        {label}
      </label>
      <div className={styles.counter}>
        <button type="button" aria-label={decreaseLabel} onClick={() => onStep(-1)}>
          <Icon name="minus" size={16} />
        </button>
        {/* <output> is a live region: screen readers hear the new number after each press. */}
        <output id={id} data-testid="quantity">
          {quantity}
        </output>
        <button type="button" aria-label={increaseLabel} onClick={() => onStep(1)}>
          <Icon name="plus" size={16} />
        </button>
      </div>
    </div>
  );
}
