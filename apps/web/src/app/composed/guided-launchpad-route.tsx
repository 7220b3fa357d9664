import { kanjiIdOf } from '@soroban/core';
import { Suspense, lazy } from 'react';
import { GuidedLaunchpadScreen } from '@/features/guided/components/guided-launchpad-screen';

// Drawn only once a kanji item's dialog opens, so its code (and the collection's) loads then.
const KanjiStrokeOrder = lazy(() => import('@/features/rewards/components/kanji-stroke-order').then((m) => ({ default: m.KanjiStrokeOrder })));

/** /launchpad-guided: the guided launchpad, whose kanji items animate their strokes from the rewards' kanji collection. */
export function GuidedLaunchpadRoute() {
  return (
    <GuidedLaunchpadScreen
      strokeOrder={(codePoint) => (
        <Suspense fallback={null}>
          <KanjiStrokeOrder kanjiId={kanjiIdOf(codePoint)} size={180} />
        </Suspense>
      )}
    />
  );
}
