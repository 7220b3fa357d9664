import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SkillMapWeek } from '@soroban/contracts';
import { percent } from './bands';

/** Mean mastery per ISO week as bars (the style of practice's history chart); a week without practice is a grey stub. */
export function TrendChart({ weeks }: { weeks: readonly SkillMapWeek[] }) {
  if (weeks.every((week) => week.meanMastery === null)) {
    return <Typography color="textSecondary">The trend appears after the first practice.</Typography>;
  }
  const width = 320;
  const height = 100;
  const top = 14;
  const bar = width / weeks.length;
  const summary = weeks
    .map((week) => `week ${week.week.slice(6)}: ${week.meanMastery === null ? 'no practice' : `${percent(week.meanMastery)}, ${week.mastered} mastered`}`)
    .join('; ');
  return (
    <Box>
      <svg
        viewBox={`0 0 ${width} ${top + height + 30}`}
        width="100%"
        style={{ maxWidth: 480 }}
        role="img"
        aria-label={`Mean mastery per week, oldest first: ${summary}`}
      >
        <line x1={0} x2={width} y1={top + height * 0.2} y2={top + height * 0.2} stroke="#bdbdbd" strokeDasharray="4 4" />
        {weeks.map((week, i) => {
          const last = i === weeks.length - 1;
          const h = week.meanMastery === null ? 2 : Math.max(2, week.meanMastery * height);
          return (
            <g key={week.week}>
              <rect
                x={i * bar + 3}
                y={top + height - h}
                width={bar - 6}
                height={h}
                rx={2}
                fill={week.meanMastery === null ? '#e0e0e0' : last ? '#1b5e20' : '#66bb6a'}
              />
              {week.meanMastery !== null && (
                <text x={i * bar + bar / 2} y={top + height - h - 3} fontSize={10} fill="#424242" textAnchor="middle">
                  {Math.round(week.meanMastery * 100)}
                </text>
              )}
              <text x={i * bar + bar / 2} y={top + height + 13} fontSize={10} fill="#616161" textAnchor="middle">
                {last ? 'now' : `W${week.week.slice(6)}`}
              </text>
              {week.mastered !== null && (
                <text x={i * bar + bar / 2} y={top + height + 27} fontSize={10} fill="#1b5e20" fontWeight={700} textAnchor="middle">
                  ✓{week.mastered}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Typography variant="body2" color="textSecondary">
        Bars: mean mastery (%) of the skills practised by then. ✓: skills mastered.
      </Typography>
    </Box>
  );
}
