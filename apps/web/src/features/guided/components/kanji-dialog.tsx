import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { VideoPlayer } from '@/features/guided/components/video-player';

interface Props {
  name: string;
  kanjiId: number;
  meaning: string;
  kanjiMov?: string | undefined;
  onDraw: () => void;
  onDone: () => void;
}

/** SPEC 2.4: a kanji item's meaning, its video, Draw (to drawkanji with kanjiId) and DONE. */
export function KanjiDialog({ name, kanjiId, meaning, kanjiMov, onDraw, onDone }: Props) {
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onDone} aria-labelledby="kanji-dialog-title">
      <DialogTitle id="kanji-dialog-title">{name}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography sx={{ fontSize: '6rem', lineHeight: 1.2 }} lang="ja">
          {String.fromCodePoint(kanjiId)}
        </Typography>
        {meaning !== 'null' && <Typography variant="h6">{meaning}</Typography>}
        {kanjiMov && <VideoPlayer location={kanjiMov} title={`${name} stroke order`} />}
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
