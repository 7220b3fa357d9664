import { useId, useState } from 'react';
import styles from '@/features/practice/components/answer-entry.module.css';
import { Keypad } from '@/features/practice/components/keypad';

interface Props {
  onAnswer: (answer: number | null) => void;
  allowMinus: boolean;
  /** Yen and decimal items (3 kyu and up): the answer may have a decimal point. */
  allowDecimal?: boolean;
  /**
   * The answer is given and its feedback shows: the field keeps the answer and keeps focus (so a
   * keyboard user is not dropped onto the page) but takes no input until the next problem.
   */
  locked?: boolean;
  /** The number the digital soroban shows, when the learner answers with the beads: it fills the field. */
  fill?: number | null;
}

/**
 * The answer field and number pad; Enter answers (an empty answer counts as skipped). The runner
 * gives it a new key per problem, so it starts empty and focused each time.
 */
export function AnswerEntry({ onAnswer, allowMinus, allowDecimal = false, locked = false, fill = null }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [filled, setFilled] = useState(fill);

  const clean = (text: string) => {
    const kept = text.replace(new RegExp(`[^\\d${allowDecimal ? '.' : ''}${allowMinus ? '-' : ''}]`, 'g'), '').replace(/(?!^)-/g, '');
    // One point: any after the first are dropped.
    const [whole = '', ...decimals] = kept.split('.');
    return (decimals.length > 0 ? `${whole}.${decimals.join('')}` : whole).slice(0, 20);
  };
  // A bead move replaces the answer with what the beads show; the keypad can still change it after.
  if (fill !== filled) {
    setFilled(fill);
    if (fill !== null && !locked) setValue(clean(String(fill)));
  }
  const edit = (change: (current: string) => string) => {
    if (!locked) setValue(change);
  };
  const submit = () => {
    if (locked) return;
    const trimmed = value.trim();
    onAnswer(/\d/.test(trimmed) ? Number(trimmed) : null);
  };

  return (
    <div className={styles.entry}>
      <div className={styles.field}>
        <input
          id={id}
          className={styles.input}
          // The number pad below is the touch keyboard: the system one would cover it and the problem.
          // A physical keyboard still types here.
          inputMode="none"
          autoFocus
          autoComplete="off"
          value={value}
          readOnly={locked}
          onChange={(event) => edit(() => clean(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
        <label htmlFor={id} className={styles.label}>
          Your answer
        </label>
      </div>
      <Keypad
        allowMinus={allowMinus}
        allowDecimal={allowDecimal}
        onKey={(key) => edit((current) => clean(current + key))}
        onBackspace={() => edit((current) => current.slice(0, -1))}
        onEnter={submit}
      />
    </div>
  );
}
