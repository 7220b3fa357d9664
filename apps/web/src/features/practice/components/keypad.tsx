import card from '@/components/plain-card.module.css';
import { MaterialIcon } from '@/components/icons/material-icon';
import styles from '@/features/practice/components/keypad.module.css';

interface Props {
  onKey: (key: string) => void;
  onBackspace: () => void;
  onEnter: () => void;
  allowMinus: boolean;
  allowDecimal: boolean;
}

const keyClass = `${card.button} ${card.outlinedButton} ${styles.key}`;

/**
 * An on-screen number pad for touch screens; the physical keyboard types into the answer field too.
 * Four columns and four rows (Enter two rows high beside 3 and 0, as on a calculator), so the pad
 * leaves the problem and the soroban as much of a phone's height as it can.
 */
export function Keypad({ onKey, onBackspace, onEnter, allowMinus, allowDecimal }: Props) {
  const key = (label: string, action: () => void, name?: string, wide?: string) => (
    <button key={label} type="button" className={wide ? `${keyClass} ${wide}` : keyClass} onClick={action} aria-label={name}>
      {label}
    </button>
  );
  const digit = (k: string, wide?: string) => key(k, () => onKey(k), undefined, wide);
  return (
    <div role="group" aria-label="Number pad" className={styles.pad}>
      {digit('7')}
      {digit('8')}
      {digit('9')}
      <button type="button" className={keyClass} onClick={onBackspace} aria-label="Delete">
        <MaterialIcon name="Backspace" />
      </button>
      {digit('4')}
      {digit('5')}
      {digit('6')}
      {allowMinus ? key('−', () => onKey('-'), 'minus') : <span />}
      {digit('1')}
      {digit('2')}
      {digit('3')}
      <button type="button" className={`${card.button} ${styles.enter}`} onClick={onEnter}>
        Enter
      </button>
      {digit('0', allowDecimal ? undefined : styles.zeroWide)}
      {allowDecimal && key('.', () => onKey('.'), 'decimal point', styles.pointWide)}
    </div>
  );
}
