import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Third-party data and its licences (shipped data must credit its authors). */
export function CreditsPage() {
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Credits
      </Typography>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="credits-kanjivg">
        <Typography id="credits-kanjivg" component="h2" variant="h6">
          KanjiVG
        </Typography>
        <Typography>
          Kanji stroke data comes from KanjiVG, copyright © 2009–present Ulrich Apel, released under the{' '}
          <Link href="https://creativecommons.org/licenses/by-sa/3.0/">Creative Commons Attribution-Share Alike 3.0</Link> licence. The extracted
          data in this app is shared under the same licence.
        </Typography>
      </Paper>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="credits-voices">
        <Typography id="credits-voices" component="h2" variant="h6">
          Spoken numbers
        </Typography>
        <Typography>The numbers read aloud in audible anzan were synthesized with eSpeak NG.</Typography>
      </Paper>
    </Stack>
  );
}
