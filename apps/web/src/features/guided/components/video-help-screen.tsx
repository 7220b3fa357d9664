import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading } from '@/components/loading';
import { useVideoHelp } from '@/features/guided/api/video-help';
import { VideoPlayer } from '@/features/guided/components/video-player';

/** /launchpad/videohelp: help topics, each with its lesson or video (SPEC 2.4's failure text when one cannot load). */
export function VideoHelpScreen() {
  const help = useVideoHelp();
  if (!help.data) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Video help
      </Typography>
      <div>
        {help.data.topics.map((topic) => (
          <Accordion key={topic.id} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {topic.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={2}>
                <Typography>{topic.description}</Typography>
                {topic.video && <VideoPlayer location={topic.video.kind === 'lesson' ? topic.video.lessonId : topic.video.url} title={topic.title} />}
              </Stack>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
      <Typography color="textSecondary">
        Credits for the kanji data and spoken numbers: <Link href="/credits">Credits</Link>
      </Typography>
    </Stack>
  );
}
