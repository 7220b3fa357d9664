import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { bandStyle, FAMILY_MARK } from './bands';

export interface GridCell {
  readonly skill: string;
  readonly op: '+' | '-';
  readonly rodValue: number;
  readonly digit: number;
  readonly family: string;
  /** What the colour shows (a learner's mastery, a class's mean); null when never practised. */
  readonly value: number | null;
  /** The cell's full name for a screen reader and for the line under the grid. */
  readonly label: string;
  /** A dot in the corner: due for review. */
  readonly due?: boolean;
  /** A short figure in the middle (the heat map: how many students are weak). */
  readonly badge?: string;
}

/** Read by a screen reader, not drawn. Sizes in px: in sx a width of 1 means 100 %, which widened a phone's page. */
export const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const RODS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * One operation's complement cells as a table: a row per rod value (what the rod shows), a column per
 * digit added or taken away. Each cell is a button named in words; pressing it shows that name
 * under the grid (touch has no hover). 30 px cells fit the table in a 390 px screen's width, inside a padded card.
 */
export function CellGrid({
  op,
  cells,
  selected,
  onSelect,
}: {
  op: '+' | '-';
  cells: readonly GridCell[];
  selected: string | null;
  onSelect: (cell: GridCell) => void;
}) {
  const byKey = new Map(cells.filter((cell) => cell.op === op).map((cell) => [`${cell.rodValue}:${cell.digit}`, cell]));
  const sign = op === '+' ? '+' : '−';
  const size = { xs: 30, sm: 38 };
  return (
    <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: '2px', tableLayout: 'fixed' }}>
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Typography component="span" variant="subtitle1">
          {op === '+' ? 'Adding' : 'Taking away'}
        </Typography>
        <Typography component="span" variant="body2" color="textSecondary">
          {' '}
          — rows: the rod shows; columns: {op === '+' ? 'add' : 'take away'}
        </Typography>
      </caption>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ width: 26, fontSize: 10, fontWeight: 700, color: 'text.secondary' }}>
            rod
          </Box>
          {DIGITS.map((digit) => (
            <Box component="th" scope="col" key={digit} sx={{ width: size, fontSize: 13, fontWeight: 700, color: 'text.secondary' }}>
              {sign}
              {digit}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {RODS.map((rod) => (
          <tr key={rod}>
            <Box component="th" scope="row" sx={{ fontSize: 13, fontWeight: 700, color: 'text.secondary', textAlign: 'right', pr: 0.5 }}>
              {rod}
            </Box>
            {DIGITS.map((digit) => {
              const cell = byKey.get(`${rod}:${digit}`);
              if (!cell) return <td key={digit} />;
              const style = bandStyle(cell.value);
              const isSelected = selected === cell.skill;
              return (
                <Box component="td" key={digit} sx={{ p: 0 }}>
                  <ButtonBase
                    aria-label={cell.label}
                    aria-pressed={isSelected}
                    onClick={() => onSelect(cell)}
                    sx={{
                      position: 'relative',
                      width: size,
                      height: size,
                      borderRadius: '6px',
                      bgcolor: style.bg,
                      color: style.fg,
                      border: style.border,
                      outline: isSelected ? '3px solid #1565c0' : 'none',
                      outlineOffset: 1,
                      fontSize: 13,
                      fontWeight: 800,
                      '&.Mui-focusVisible': { outline: '3px solid #1565c0' },
                    }}
                  >
                    {cell.badge}
                    {FAMILY_MARK[cell.family] && (
                      <Box component="span" aria-hidden sx={{ position: 'absolute', right: 2, bottom: 0, fontSize: 9, fontWeight: 700, opacity: 0.85 }}>
                        {FAMILY_MARK[cell.family]}
                      </Box>
                    )}
                    {cell.due && (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{ position: 'absolute', right: 3, top: 3, width: 7, height: 7, borderRadius: '50%', bgcolor: '#1565c0', border: '1px solid #fff' }}
                      />
                    )}
                  </ButtonBase>
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
