import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
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
}

/**
 * The answer field and number pad; Enter answers (an empty answer counts as skipped). The runner
 * gives it a new key per problem, so it starts empty and focused each time.
 */
export function AnswerEntry({ onAnswer, allowMinus, allowDecimal = false, locked = false }: Props) {
  const [value, setValue] = useState('');

  const clean = (text: string) => {
    const kept = text.replace(new RegExp(`[^\\d${allowDecimal ? '.' : ''}${allowMinus ? '-' : ''}]`, 'g'), '').replace(/(?!^)-/g, '');
    // One point: any after the first are dropped.
    const [whole = '', ...decimals] = kept.split('.');
    return (decimals.length > 0 ? `${whole}.${decimals.join('')}` : whole).slice(0, 20);
  };
  const edit = (change: (current: string) => string) => {
    if (!locked) setValue(change);
  };
  const submit = () => {
    if (locked) return;
    const trimmed = value.trim();
    onAnswer(/\d/.test(trimmed) ? Number(trimmed) : null);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <TextField
        autoFocus
        label="Your answer"
        value={value}
        autoComplete="off"
        onChange={(event) => edit(() => clean(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        slotProps={{
          htmlInput: {
            inputMode: allowDecimal ? 'decimal' : 'numeric',
            readOnly: locked,
            style: { fontSize: '2rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
          },
        }}
        sx={{ maxWidth: 320 }}
        fullWidth
      />
      <Keypad
        allowMinus={allowMinus}
        allowDecimal={allowDecimal}
        onKey={(key) => edit((current) => clean(current + key))}
        onBackspace={() => edit((current) => current.slice(0, -1))}
        onEnter={submit}
      />
    </Stack>
  );
}
