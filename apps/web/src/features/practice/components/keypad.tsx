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

/**
 * An on-screen number pad for touch screens; the physical keyboard types into the answer field too.
 * Four columns and four rows (Enter two rows high beside 3 and 0, as on a calculator), so the pad
 * leaves the problem and the soroban as much of a phone's height as it can.
 */
export function Keypad({ onKey, onBackspace, onEnter, allowMinus, allowDecimal }: Props) {
  const key = (label: string, action: () => void, extra: object = {}, sx: object = {}) => (
    <Button key={label} variant="outlined" onClick={action} sx={{ fontSize: '1.4rem', minHeight: 48, py: 0, ...sx }} {...extra}>
      {label}
    </Button>
  );
  const digit = (k: string, sx: object = {}) => key(k, () => onKey(k), {}, sx);
  return (
    <Box role="group" aria-label="Number pad" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, maxWidth: 320, width: '100%', mx: 'auto' }}>
      {digit('7')}
      {digit('8')}
      {digit('9')}
      <Button variant="outlined" onClick={onBackspace} aria-label="Delete" sx={{ minHeight: 48 }}>
        <BackspaceIcon />
      </Button>
      {digit('4')}
      {digit('5')}
      {digit('6')}
      {allowMinus ? key('−', () => onKey('-'), { 'aria-label': 'minus' }) : <span />}
      {digit('1')}
      {digit('2')}
      {digit('3')}
      <Button variant="contained" onClick={onEnter} sx={{ gridColumn: 4, gridRow: '3 / span 2', minHeight: 48, fontSize: '1.1rem', px: 0 }}>
        Enter
      </Button>
      {digit('0', { gridColumn: allowDecimal ? 'auto' : 'span 3' })}
      {allowDecimal && key('.', () => onKey('.'), { 'aria-label': 'decimal point' }, { gridColumn: 'span 2' })}
    </Box>
  );
}
