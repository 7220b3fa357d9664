import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FastForwardIcon from '@mui/icons-material/FastForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LaunchpadActivity, guidedLaunchpadCall } from '@soroban/contracts';
import type { z } from 'zod';
import { ActivityIcon } from '@/features/guided/components/activity-icon';
import { WalkingSumo } from '@/features/guided/components/sumo-marker';

type Module = z.infer<typeof guidedLaunchpadCall.answer>['modules'][number];

/** SPEC 9: icons cycle over 8 positions; each group's row is offset to make the zig-zag path. */
const ZIGZAG = [0, 1, 2, 1, 0, -1, -2, -1];
const STEP_PX = 56;
const ICON_PX = 64;
const GAP_PX = 12;

/**
 * A group's offset: STEP_PX per position where there is room, less on a narrow screen, so that even
 * the widest group at the outermost position stays inside the unit (cqi: the unit's width).
 */
const zigzagOffset = (slot: number, icons: number) => {
  const position = ZIGZAG[slot % ZIGZAG.length] ?? 0;
  const groupPx = icons * ICON_PX + (icons - 1) * GAP_PX;
  return `translateX(calc(${position} * max(0px, min(${STEP_PX}px, (100cqi - ${groupPx}px) / 4))))`;
};

interface Props {
  module: Module;
  expanded: boolean;
  onToggle: () => void;
  workingActivityId: string | null;
  isFirst: boolean;
  onOpen: (activity: LaunchpadActivity) => void;
  onReset: () => void;
  onJump: () => void;
  /** Where the sumo stood before the last completed activity: it walks from there. */
  walkFrom?: string | null;
  onWalked?: () => void;
}

/** One collapsible unit: its header (with reset or jump icon) and its activities in the zig-zag. */
export function UnitModule({
  module,
  expanded,
  onToggle,
  workingActivityId,
  isFirst,
  onOpen,
  onReset,
  onJump,
  walkFrom = null,
  onWalked = () => undefined,
}: Props) {
  const groups = new Map<number, LaunchpadActivity[]>();
  for (const activity of module.activities) groups.set(activity.activity_group, [...(groups.get(activity.activity_group) ?? []), activity]);
  const headerId = `unit-${module.unitNumber}-header`;
  // The reset and jump buttons sit beside the header, not inside it: a button inside a button is
  // unreachable for keyboards and screen readers.
  const actions = (isFirst || module.canJump) && (
    <Stack direction="row" sx={{ position: 'absolute', top: 10, right: 48, zIndex: 1 }}>
      {isFirst && (
        <IconButton aria-label="Reset program" onClick={onReset}>
          <RestartAltIcon />
        </IconButton>
      )}
      {module.canJump && (
        <IconButton aria-label={`Jump to unit ${module.unitNumber}`} color="secondary" onClick={onJump}>
          <FastForwardIcon />
        </IconButton>
      )}
    </Stack>
  );
  return (
    <Box sx={{ position: 'relative' }}>
      {actions}
      {/* The unit's heading holds its toggle button (the WAI accordion pattern): an h2 under the page's h1. */}
      <Accordion expanded={expanded} onChange={onToggle} disableGutters slots={{ heading: 'h2' }} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`unit-${module.unitNumber}-content`} id={headerId} sx={{ pr: actions ? 12 : 2 }}>
          <Box component="span">
            <Typography component="span" variant="h6" sx={{ display: 'block' }}>
              {module.moduleName}
            </Typography>
            <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
              {module.description}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails id={`unit-${module.unitNumber}-content`}>
          <Stack spacing={2} sx={{ alignItems: 'center', py: 1, containerType: 'inline-size' }}>
            {[...groups.values()].map((group, slot) => (
              <Stack key={group[0]?.id} direction="row" spacing={1.5} sx={{ transform: zigzagOffset(slot, group.length), alignItems: 'center' }}>
                {group.map((activity) => (
                  <Stack
                    key={activity.id}
                    sx={{ alignItems: 'center', position: 'relative' }}
                    id={activity.id === workingActivityId ? 'working-activity' : undefined}
                  >
                    {activity.id === workingActivityId && <WalkingSumo walkFrom={walkFrom} onWalked={onWalked} />}
                    <ActivityIcon activity={activity} onOpen={() => onOpen(activity)} />
                  </Stack>
                ))}
              </Stack>
            ))}
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
