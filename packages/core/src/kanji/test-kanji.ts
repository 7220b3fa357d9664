import kanjiJson from '../../../../content/kanji/kanji.json' with { type: 'json' };
import ichi from '../../../../content/kanji/strokes/04e00.json' with { type: 'json' };
import ni from '../../../../content/kanji/strokes/04e8c.json' with { type: 'json' };
import san from '../../../../content/kanji/strokes/04e09.json' with { type: 'json' };
import juu from '../../../../content/kanji/strokes/05341.json' with { type: 'json' };
import kuchi from '../../../../content/kanji/strokes/053e3.json' with { type: 'json' };
import ta from '../../../../content/kanji/strokes/07530.json' with { type: 'json' };
import type { KanjiEntry, KanjiStrokes } from './kanji-data.ts';

/** Shipped content for tests only: core itself never reads files. */
export const KANJI: readonly KanjiEntry[] = kanjiJson as readonly KanjiEntry[];
export const STROKES = { ichi, ni, san, juu, kuchi, ta } satisfies Record<string, KanjiStrokes>;
