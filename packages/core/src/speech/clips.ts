/**
 * The spoken clips of audible anzan, each rendered once per reading speed to
 * `content/audio/x<speed>/<id>.ogg` and `.mp3` by `scripts/render-audio.ts` (espeak-ng), so reading
 * numbers aloud never needs speech voices on the learner's device. Ids are `<voice>/<name>`; the
 * text is what the renderer speaks.
 */
const EN_UNITS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

// Hiragana so espeak-ng's Japanese voice reads them as a soroban teacher would, with the sound
// changes of counting (さんびゃく, ろっぴゃく, はっせん…).
const JA_ONES = ['', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];
const JA_TENS = ['', 'じゅう', 'にじゅう', 'さんじゅう', 'よんじゅう', 'ごじゅう', 'ろくじゅう', 'ななじゅう', 'はちじゅう', 'きゅうじゅう'];
const JA_HUNDREDS = ['', 'ひゃく', 'にひゃく', 'さんびゃく', 'よんひゃく', 'ごひゃく', 'ろっぴゃく', 'ななひゃく', 'はっぴゃく', 'きゅうひゃく'];
const JA_THOUSANDS = ['', 'せん', 'にせん', 'さんぜん', 'よんせん', 'ごせん', 'ろくせん', 'ななせん', 'はっせん', 'きゅうせん'];

export const EN_PHRASES = {
  ready: 'Ready?',
  minus: 'minus',
  total: "That's all. What is the total?",
  correct: 'Correct!',
} as const;

/** The traditional reading (yomiage-zan): DOMAIN.md's 願いましては … 円なり … 円では … ご明算. */
export const JA_PHRASES = {
  negaimashitewa: 'ねがいましては',
  ennari: 'えんなり',
  hiitewa: 'ひいては',
  kuwaete: 'くわえて',
  endewa: 'えんでは',
  gomeisan: 'ごめいさん',
  man: 'まん',
  oku: 'おく',
} as const;

export type Voice = 'en' | 'ja';

/**
 * The voice speeds every clip is rendered at (× the voice's natural rate, about 165 words a minute
 * in English). A reading uses the slowest speed whose longest number fits the chosen pace: a 3-digit
 * number takes about 1.6 s at 1×, so the 0.8 s pace needs 2.8× and contest pace (0.5 s) 5.6×, about
 * 900 words a minute, the top of what trained listeners follow. No faster tier is rendered: a
 * 4-digit number at contest pace would need about 6.5×, past intelligible speech, so that reading
 * misses the pace, its label says so (AUDIBLE_PACES) and the round shows the pace it achieved.
 */
export const CLIP_SPEEDS = [1, 1.4, 2, 2.8, 4, 5.6] as const;
export type ClipSpeed = (typeof CLIP_SPEEDS)[number];

function table(): Record<string, string> {
  const clips: Record<string, string> = {};
  EN_UNITS.forEach((word, n) => word && (clips[`en/${n}`] = word));
  EN_TENS.forEach((word, t) => word && (clips[`en/${t * 10}`] = word));
  clips['en/hundred'] = 'hundred';
  clips['en/thousand'] = 'thousand';
  clips['en/million'] = 'million';
  clips['en/billion'] = 'billion';
  for (const [name, text] of Object.entries(EN_PHRASES)) clips[`en/${name}`] = text;
  for (let d = 1; d <= 9; d++) {
    clips[`ja/${d}`] = JA_ONES[d] ?? '';
    clips[`ja/${d * 10}`] = JA_TENS[d] ?? '';
    clips[`ja/${d * 100}`] = JA_HUNDREDS[d] ?? '';
    clips[`ja/${d * 1000}`] = JA_THOUSANDS[d] ?? '';
  }
  for (const [name, text] of Object.entries(JA_PHRASES)) clips[`ja/${name}`] = text;
  return clips;
}

/** Every clip id and the text it speaks. */
export const CLIP_TEXT: Readonly<Record<string, string>> = table();
