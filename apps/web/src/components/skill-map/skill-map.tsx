import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SkillMap as SkillMapData, SkillMapCell } from '@soroban/contracts';
import { cellName, plural } from '@soroban/core';
import { useState } from 'react';
import { Figure } from '@/components/figure';
import { Loading } from '@/components/loading';
import { bandStyle, percent } from './bands';
import { CellGrid, type GridCell, HIDDEN } from './cell-grid';
import { SkillLegend } from './legend';
import { useSkillMap } from './skill-map-api';
import { TrendChart } from './trend-chart';

const dueWords = (reading: { mastery: number | null; due: boolean; dueAt: string | null }) =>
  reading.due ? 'due' : reading.dueAt ? `next review ${new Date(reading.dueAt).toLocaleDateString()}` : '';

/** "7 + 8, big friend: 35 %, due" or "… not practised yet". */
export function cellLabel(cell: SkillMapCell): string {
  const name = cellName(cell);
  if (cell.mastery === null) return `${name}: not practised yet`;
  return `${name}: ${percent(cell.mastery)}${cell.due ? ', due' : ''}`;
}

function SubHeading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The complement cells of both operations side by side (stacked on a phone), and the pressed cell in words. */
export function CellGrids({ cells }: { cells: readonly GridCell[] }) {
  const [selected, setSelected] = useState<GridCell | null>(null);
  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
        {(['+', '-'] as const).map((op) => (
          <Box key={op} sx={{ overflowX: 'auto', maxWidth: '100%', minWidth: 0 }}>
            <CellGrid op={op} cells={cells} selected={selected?.skill ?? null} onSelect={setSelected} />
          </Box>
        ))}
      </Stack>
      <Typography role="status" sx={{ minHeight: '1.5em', mt: 1, fontWeight: 700 }}>
        {selected ? selected.label : ''}
      </Typography>
    </Box>
  );
}

/** A skill map already fetched: counts, legend, the cells, the facts, the sizes and the weekly trend. */
export function SkillMapView({ map }: { map: SkillMapData }) {
  const cells: GridCell[] = map.cells.map((cell) => ({
    ...cell,
    value: cell.mastery,
    label: `${cellLabel(cell)}${cell.mastery !== null && !cell.due && cell.dueAt ? `, ${dueWords(cell)}` : ''}`,
  }));
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Figure label="Mastered" value={map.counts.mastered} />
        <Figure label="Learning" value={map.counts.learning} />
        <Figure label="Due now" value={map.counts.due} />
        <Figure label="Cells not yet practised" value={`${map.counts.unseen} of ${map.cells.length}`} />
      </Stack>
      <SkillLegend />
      <Box component="section" aria-label="Complement cells">
        <SubHeading>Complement cells</SubHeading>
        <CellGrids cells={cells} />
      </Box>
      <Box component="section" aria-label="Facts">
        <SubHeading>Facts</SubHeading>
        {map.factSets.length === 0 ? (
          <Typography color="textSecondary">No facts practised yet.</Typography>
        ) : (
          <Stack spacing={1.5}>
            {map.factSets.map((set) => (
              <Box key={set.set}>
                <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {set.name} · {plural(set.facts.length, 'fact')}
                </Typography>
                <Box component="ul" aria-label={set.name} sx={{ display: 'flex', flexWrap: 'wrap', gap: '3px', listStyle: 'none', p: 0, m: 0 }}>
                  {set.facts.map((fact) => {
                    const style = bandStyle(fact.mastery);
                    return (
                      <Box
                        component="li"
                        key={fact.skill}
                        sx={{
                          position: 'relative',
                          minWidth: 44,
                          px: 0.5,
                          py: 0.25,
                          textAlign: 'center',
                          borderRadius: '6px',
                          fontSize: 13,
                          fontWeight: 700,
                          bgcolor: style.bg,
                          color: style.fg,
                          border: style.border,
                        }}
                      >
                        {fact.factKey}
                        <Box component="span" sx={HIDDEN}>
                          : {fact.mastery === null ? 'not practised yet' : percent(fact.mastery)}
                          {fact.due ? ', due' : ''}
                        </Box>
                        {fact.due && (
                          <Box
                            component="span"
                            aria-hidden
                            sx={{
                              position: 'absolute',
                              right: 2,
                              top: 2,
                              width: 6,
                              height: 6,
                              borderRadius: '50%',
                              bgcolor: '#1565c0',
                              border: '1px solid #fff',
                            }}
                          />
                        )}
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <Box component="section" aria-label="Sizes">
        <SubHeading>Lists, × and ÷ sizes, flash</SubHeading>
        {map.sizes.length === 0 ? (
          <Typography color="textSecondary">No lists, × or ÷ or flash practised yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {map.sizes.map((size) => {
              const style = bandStyle(size.mastery);
              return (
                <Stack component="li" key={size.skill} direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 36 }}>
                  <Box
                    sx={{
                      minWidth: 52,
                      textAlign: 'center',
                      borderRadius: '6px',
                      bgcolor: style.bg,
                      color: style.fg,
                      border: style.border,
                      fontWeight: 800,
                      py: 0.25,
                    }}
                  >
                    {size.mastery === null ? '—' : percent(size.mastery)}
                  </Box>
                  <Typography sx={{ flex: 1 }}>{size.name}</Typography>
                  {size.due && <Chip size="small" color="secondary" label="due" />}
                </Stack>
              );
            })}
          </Box>
        )}
      </Box>
      <Box component="section" aria-label="Trend">
        <SubHeading>Mean mastery, last 8 weeks</SubHeading>
        <TrendChart weeks={map.trend} />
      </Box>
    </Stack>
  );
}

/** One's own skill map, or (for their teacher) a student's. */
export function SkillMap({ studentId }: { studentId?: number }) {
  const map = useSkillMap(studentId);
  if (!map.data) return <Loading />;
  return <SkillMapView map={map.data} />;
}
