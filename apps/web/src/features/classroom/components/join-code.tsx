import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnedClassroom } from '@soroban/contracts';
import { useState } from 'react';
import { siteBaseURL } from '@/lib/config';

/** Groups of four read aloud and typed from a board more easily: ABCD-EFGH (a dash is forgiven when joining). */
const spaced = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * The join code with Copy (to the clipboard) and Print: a join sheet for the wall, the only thing on
 * the printed page (its print rules apply while this classroom's sheet is being printed).
 */
export function JoinCode({ classroom }: { classroom: OwnedClassroom }) {
  const [status, setStatus] = useState('');
  const sheetClass = `join-sheet-${classroom.classroomId}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(classroom.joinCode);
      setStatus(`Copied ${classroom.joinCode}.`);
    } catch {
      setStatus(`Could not reach the clipboard: select the code ${classroom.joinCode} and copy it.`);
    }
  };
  const print = () => {
    document.body.dataset.printSheet = String(classroom.classroomId);
    const done = () => {
      delete document.body.dataset.printSheet;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  const appUrl = siteBaseURL();
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="span">Join code</Typography>
        <Typography
          component="span"
          data-testid="join-code"
          sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '0.12em', px: 1, borderRadius: 1, bgcolor: 'action.hover', userSelect: 'all' }}
        >
          {classroom.joinCode}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={`Copy the join code of ${classroom.name}`}>
          Copy
        </Button>
        <Button size="small" variant="outlined" onClick={print} aria-label={`Print a join sheet for ${classroom.name}`}>
          Print
        </Button>
        <Typography component="span" role="status" variant="body2" color="textSecondary">
          {status}
        </Typography>
      </Stack>
      <GlobalStyles
        styles={{
          [`.${sheetClass}`]: { display: 'none' },
          '@media print': {
            [`body[data-print-sheet="${classroom.classroomId}"] *`]: { visibility: 'hidden' },
            [`body[data-print-sheet="${classroom.classroomId}"] .${sheetClass}, body[data-print-sheet="${classroom.classroomId}"] .${sheetClass} *`]: {
              visibility: 'visible',
            },
            [`body[data-print-sheet="${classroom.classroomId}"] .${sheetClass}`]: { display: 'block', position: 'absolute', inset: 0, background: '#fff' },
          },
        }}
      />
      <Box className={sheetClass} data-testid="join-sheet" sx={{ p: 6, color: '#000', textAlign: 'center', fontSize: '14pt' }}>
        <Typography component="p" sx={{ fontSize: '28pt', fontWeight: 800, mb: 2 }}>
          <bdi>{classroom.name}</bdi>
        </Typography>
        <Typography component="p" sx={{ fontSize: '16pt' }}>
          Join our class on Soroban Quiz with this code:
        </Typography>
        <Typography component="p" sx={{ fontSize: '60pt', fontWeight: 800, letterSpacing: '0.12em', my: 3, fontVariantNumeric: 'tabular-nums' }}>
          {spaced(classroom.joinCode)}
        </Typography>
        <Box component="ol" sx={{ textAlign: 'left', display: 'inline-block', fontSize: '16pt', lineHeight: 1.8 }}>
          <li>Open {appUrl} and sign in (or sign up).</li>
          <li>Open the menu and choose Classroom.</li>
          <li>Type the code under “Join a classroom” and press Join.</li>
        </Box>
      </Box>
    </>
  );
}
