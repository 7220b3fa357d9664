import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import credits from '@content/CREDITS.md?raw';

/** Sections of content/CREDITS.md: the one text of third-party credits, shown as written. */
const sections = credits
  .split(/^## /m)
  .slice(1)
  .map((block) => {
    const [title = '', ...rest] = block.split('\n');
    return {
      title: title.trim(),
      paragraphs: rest
        .join('\n')
        .trim()
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s*\n\s*/g, ' ')),
    };
  });

/** The credits screen: third-party data, its authors and licences. */
export function CreditsPage() {
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Credits
      </Typography>
      {sections.map((section) => (
        <Paper key={section.title} sx={{ p: 3 }} component="section" aria-label={section.title}>
          <Typography component="h2" variant="h6" gutterBottom>
            {section.title}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} component="p" sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
