import BackspaceIcon from '@mui/icons-material/Backspace';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface Props {
  onKey: (key: string) => void;
  onBackspace: () => void;
  onEnter: () => void;
  allowMinus: boolean;
  allowDecimal: boolean;
}

/** An on-screen number pad for touch screens; the physical keyboard types into the answer field too. */
export function Keypad({ onKey, onBackspace, onEnter, allowMinus, allowDecimal }: Props) {
  const keys = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];
  const key = (label: string, action: () => void, extra: object = {}) => (
    <Button key={label} variant="outlined" onClick={action} sx={{ fontSize: '1.4rem', minHeight: 48, py: 0 }} {...extra}>
      {label}
    </Button>
  );
  return (
    <Box role="group" aria-label="Number pad" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, maxWidth: 320, mx: 'auto' }}>
      {keys.map((k) => key(k, () => onKey(k)))}
      {allowMinus ? key('−', () => onKey('-'), { 'aria-label': 'minus' }) : <span />}
      {key('0', () => onKey('0'))}
      <Button variant="outlined" onClick={onBackspace} aria-label="Delete" sx={{ minHeight: 48 }}>
        <BackspaceIcon />
      </Button>
      {allowDecimal && key('.', () => onKey('.'), { 'aria-label': 'decimal point' })}
      <Button variant="contained" onClick={onEnter} sx={{ gridColumn: allowDecimal ? 'span 2' : '1 / -1', minHeight: 48, fontSize: '1.2rem' }}>
        Enter
      </Button>
    </Box>
  );
}
