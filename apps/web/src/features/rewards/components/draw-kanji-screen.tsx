import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReferenceStrokeAnswer } from '@soroban/contracts';
import {
  applyVerdict,
  type DrawingSession,
  gradeStroke,
  hintForNextStroke,
  isFinished,
  type MissReason,
  plural,
  type Point,
  starRating,
  startDrawing,
  type StrokeVerdict,
} from '@soroban/core';
import { type PointerEvent, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Loading } from '@/components/loading';
import { useKanjiDetail } from '@/features/rewards/api/kanji-detail';
import { useSaveDrawing } from '@/features/rewards/api/save-drawing';
import { failureText, MissingState, ScreenTitle, useRewardsState } from './common';
import { StrokeAnimation } from '@/components/kanji/stroke-animation';

const BOX = 109;
/** Canvas pixels per KanjiVG unit: sharp ink on high-density screens. */
const SCALE = 4;

const REASONS: Record<MissReason, string> = {
  'wrong-direction': 'Wrong direction: start from the other end.',
  'wrong-start': 'Start nearer where this stroke begins.',
  'wrong-shape': 'The shape does not match; follow the faint guide.',
  'wrong-order': 'That is a later stroke; keep to the stroke order.',
  'too-short': 'Too short: draw the whole stroke in one movement.',
};

/** /launchpad/rewards/mykanji/mykanjidetail/drawkanji (state: kanjiId). */
export function DrawKanjiScreen() {
  const { kanjiId } = useRewardsState();
  const detail = useKanjiDetail(kanjiId);
  const [attempt, setAttempt] = useState(0);
  if (!kanjiId) return <MissingState what="a kanji to draw" to="/launchpad/rewards/mykanji" label="My kanji" />;
  if (!detail.data) return <Loading />;
  const { kanji, strokes } = detail.data;
  return (
    <>
      <ScreenTitle back={{ to: '/launchpad/rewards/mykanji/mykanjidetail', label: kanji.character, state: { kanjiId } }}>
        Draw <span lang="ja">{kanji.character}</span> ({kanji.meanings[0]})
      </ScreenTitle>
      <DrawingBoard key={attempt} kanjiId={kanjiId} character={kanji.character} strokes={strokes} onAgain={() => setAttempt((n) => n + 1)} />
    </>
  );
}

interface BoardProps {
  kanjiId: string;
  character: string;
  strokes: readonly ReferenceStrokeAnswer[];
  onAgain: () => void;
}

function DrawingBoard({ kanjiId, character, strokes, onAgain }: BoardProps) {
  const [session, setSession] = useState<DrawingSession>(() => startDrawing(strokes.length));
  const [last, setLast] = useState<StrokeVerdict | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const ink = useRef<Point[] | null>(null);
  const save = useSaveDrawing();
  const finished = isFinished(session);
  const hint = hintForNextStroke(session);

  const resultOf = (done: DrawingSession) => ({ kanjiId, mistakes: [...done.misses], stars: starRating(done.misses) });

  const toBox = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * BOX, y: ((event.clientY - rect.top) / rect.height) * BOX };
  };
  const context = () => canvas.current?.getContext('2d') ?? null;

  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (finished || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = toBox(event);
    ink.current = [p];
    const ctx = context();
    if (ctx) {
      ctx.clearRect(0, 0, BOX * SCALE, BOX * SCALE);
      ctx.lineWidth = 4 * SCALE;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#1565c0';
      ctx.beginPath();
      ctx.moveTo(p.x * SCALE, p.y * SCALE);
    }
  };

  const onMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!ink.current) return;
    const p = toBox(event);
    ink.current.push(p);
    const ctx = context();
    if (ctx) {
      ctx.lineTo(p.x * SCALE, p.y * SCALE);
      ctx.stroke();
    }
  };

  const onUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const drawn = ink.current;
    ink.current = null;
    if (!drawn || finished) return;
    if (event.type === 'pointerup') drawn.push(toBox(event));
    context()?.clearRect(0, 0, BOX * SCALE, BOX * SCALE);
    const verdict = gradeStroke(strokes, session.next, drawn);
    const next = applyVerdict(session, verdict);
    setSession(next);
    setLast(verdict);
    if (isFinished(next)) save.mutate(resultOf(next));
  };

  const result = finished ? resultOf(session) : null;

  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">
        {finished ? 'Finished!' : `Stroke ${session.next + 1} of ${strokes.length}`}
        {last && !last.ok && !finished ? ` — ${REASONS[last.reason]}` : ''}
        {last?.ok && !finished ? ' — Right!' : ''}
      </Typography>
      <Box sx={{ position: 'relative', width: 'min(100%, 360px)', aspectRatio: '1', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fffdf7' }}>
        <svg viewBox={`0 0 ${BOX} ${BOX}`} width="100%" height="100%" aria-hidden style={{ position: 'absolute', inset: 0 }}>
          <path d={`M${BOX / 2},0V${BOX}M0,${BOX / 2}H${BOX}`} stroke="#e6dccb" strokeDasharray="2 2" strokeWidth={0.5} />
          {strokes.map((stroke, i) => (
            <path
              key={i}
              d={stroke.d}
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
              stroke={i < session.next ? '#2e7d32' : '#000'}
              strokeOpacity={i < session.next ? 1 : 0.1}
              strokeWidth={i < session.next ? 4 : 3}
            />
          ))}
        </svg>
        {hint && (
          <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
            <StrokeAnimation
              key={session.misses[session.next]}
              strokes={strokes}
              only={session.next}
              colour="#ef6c00"
              size="100%"
              label={`Hint: how stroke ${session.next + 1} goes`}
            />
          </Box>
        )}
        <canvas
          ref={canvas}
          width={BOX * SCALE}
          height={BOX * SCALE}
          aria-label={`Drawing area for ${character}`}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none', cursor: finished ? 'default' : 'crosshair' }}
        />
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Strokes">
        {session.misses.map((misses, i) => {
          const done = i < session.next;
          const label = `Stroke ${i + 1}: ${done ? '✓' : i === session.next ? 'now' : '…'}${misses > 0 ? ` (${plural(misses, 'miss', 'misses')})` : ''}`;
          return (
            <Chip
              key={i}
              size="small"
              label={label}
              color={done ? (misses === 0 ? 'success' : 'warning') : misses > 0 ? 'error' : 'default'}
              variant={done ? 'filled' : 'outlined'}
            />
          );
        })}
      </Stack>
      {hint && !finished && <Alert severity="info">Watch the orange hint, then draw stroke {session.next + 1} the same way.</Alert>}
      {result && (
        <Paper sx={{ p: 2 }} aria-label="Result">
          <Typography variant="h4" component="p" aria-label={`${result.stars} of 3 stars`} sx={{ color: '#f9a825' }}>
            {'★'.repeat(result.stars)}
            <Box component="span" sx={{ color: 'text.disabled' }}>
              {'☆'.repeat(3 - result.stars)}
            </Box>
          </Typography>
          <Typography>
            {result.mistakes.every((m) => m === 0)
              ? 'No mistakes at all.'
              : `Mistakes per stroke: ${result.mistakes.map((m, i) => `${i + 1}: ${m}`).join(', ')}.`}
          </Typography>
          <Typography color="textSecondary">
            {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved to your drawing history.' : save.error ? `Not saved: ${failureText(save.error)}` : ''}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {save.isError && (
              <Button variant="contained" color="warning" onClick={() => save.mutate(result)}>
                Save again
              </Button>
            )}
            <Button variant="contained" onClick={onAgain}>
              Draw again
            </Button>
            <Button variant="outlined" component={RouterLink} to="/launchpad/rewards/mykanji/mykanjidetail" state={{ kanjiId }}>
              Back to {character}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
