import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  name: string;
  kanjiId: number;
  meaning: string;
  /** The kanji's animated stroke order, which takes the place of SPEC 2.4's kanji video. */
  strokeOrder: ReactNode;
  onDraw: () => void;
  onDone: () => void;
}

/** SPEC 2.4: a kanji item's meaning, how it is written, Draw (to drawkanji with kanjiId) and DONE. */
export function KanjiDialog({ name, kanjiId, meaning, strokeOrder, onDraw, onDone }: Props) {
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onDone} aria-labelledby="kanji-dialog-title">
      <DialogTitle id="kanji-dialog-title">{name}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="p">
          <span lang="ja">{String.fromCodePoint(kanjiId)}</span>
          {meaning !== 'null' && ` — ${meaning}`}
        </Typography>
        {strokeOrder}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDraw}>Draw</Button>
        <Button variant="contained" onClick={onDone}>
          DONE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
