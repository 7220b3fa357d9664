import { kanjiIdOf } from '@soroban/core';
import { GuidedLaunchpadScreen as GuidedProgram } from '@/features/guided/components/guided-launchpad-screen';
import { KanjiStrokeOrder } from '@/features/rewards/components/kanji-stroke-order';

/** The guided launchpad, whose kanji items animate their strokes from the rewards' kanji collection. */
export function GuidedLaunchpadScreen() {
  return <GuidedProgram strokeOrder={(codePoint) => <KanjiStrokeOrder kanjiId={kanjiIdOf(codePoint)} size={180} />} />;
}
