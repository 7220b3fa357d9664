import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Keypad } from '@/features/practice/components/keypad';

interface Props {
  onAnswer: (answer: number | null) => void;
  allowMinus: boolean;
}

/**
 * The answer field and number pad; Enter answers (an empty answer counts as skipped). The runner
 * gives it a new key per problem, so it starts empty and focused each time.
 */
export function AnswerEntry({ onAnswer, allowMinus }: Props) {
  const [value, setValue] = useState('');

  const clean = (text: string) => text.replace(allowMinus ? /[^\d-]/g : /\D/g, '').replace(/(?!^)-/g, '').slice(0, 16);
  const submit = () => {
    const trimmed = value.trim();
    onAnswer(trimmed === '' || trimmed === '-' ? null : Number(trimmed));
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <TextField
        autoFocus
        label="Your answer"
        value={value}
        autoComplete="off"
        onChange={(event) => setValue(clean(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', style: { fontSize: '2rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' } } }}
        sx={{ maxWidth: 320 }}
        fullWidth
      />
      <Keypad allowMinus={allowMinus} onKey={(key) => setValue((current) => clean(current + key))} onBackspace={() => setValue((current) => current.slice(0, -1))} onEnter={submit} />
    </Stack>
  );
}
