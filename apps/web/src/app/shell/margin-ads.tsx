import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { sitePaths } from '@/lib/config';

/**
 * A margin ad for free accounts (SPEC 6): an image that links to the pricing page, in a new tab, so
 * following it never takes a learner out of a quiz in progress (or any other unsaved screen).
 */
export function MarginAd({ side, src }: { side: 'left' | 'right'; src: string }) {
  return (
    <Box
      data-testid={`${side}-margin-ad`}
      sx={{ display: { xs: 'none', lg: 'block' }, position: 'sticky', top: 80, alignSelf: 'flex-start', width: 160, flexShrink: 0 }}
    >
      <Link href={sitePaths.pricing} target="_blank" rel="noopener" aria-label="Go ad-free: see plans (opens in a new tab)">
        <img src={src} alt="" width={160} height={600} style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
      </Link>
    </Box>
  );
}
