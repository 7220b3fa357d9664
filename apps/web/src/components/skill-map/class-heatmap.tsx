import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClassSkillHeatmap as Heatmap } from '@soroban/contracts';
import { cellName } from '@soroban/core';
import { Loading } from '@/components/loading';
import { percent } from './bands';
import type { GridCell } from './cell-grid';
import { SkillLegend } from './legend';
import { CellGrids } from './skill-map';
import { useClassSkillHeatmap } from './skill-map-api';

const ofStudents = (weak: number, students: number) => `${weak} of ${students} ${students === 1 ? 'student' : 'students'} weak`;

/** A class's heat map already fetched: the weakest cells in words, then every cell by the class's mean. */
export function ClassHeatmapView({ heatmap }: { heatmap: Heatmap }) {
  const { studentCount } = heatmap;
  const cells: GridCell[] = heatmap.cells.map((cell) => ({
    ...cell,
    value: cell.meanMastery,
    badge: cell.weak > 0 ? String(cell.weak) : undefined,
    label:
      cell.meanMastery === null
        ? `${cellName(cell)}: nobody has practised it`
        : `${cellName(cell)}: class mean ${percent(cell.meanMastery)}, ${ofStudents(cell.weak, studentCount)}, ${cell.practised} practised`,
  }));
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ mb: 0.5 }}>
          Weakest cells
        </Typography>
        {heatmap.weakest.length === 0 ? (
          <Typography color="textSecondary">{studentCount === 0 ? 'No students yet.' : 'No cell has a weak student yet.'}</Typography>
        ) : (
          <Box component="ol" aria-label="Weakest cells" sx={{ m: 0, pl: 3 }}>
            {heatmap.weakest.map((cell) => (
              <li key={cell.skill}>
                <Typography>
                  <b>{cell.name}</b>: {ofStudents(cell.weak, studentCount)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
      <SkillLegend due={false} />
      <Typography variant="body2" color="textSecondary">
        Colour: the mean mastery of the students who practised the cell. Figure: how many students are weak in it.
      </Typography>
      <CellGrids cells={cells} />
    </Stack>
  );
}

/** The class heat map of the complement cells, for the classroom's owner. */
export function ClassSkillHeatmap({ classroomId }: { classroomId: number }) {
  const heatmap = useClassSkillHeatmap(classroomId);
  if (!heatmap.data) return <Loading />;
  return <ClassHeatmapView heatmap={heatmap.data} />;
}
