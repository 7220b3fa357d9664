/**
 * The spoken clips of audible anzan, each rendered once to `content/audio/<id>.ogg` by
 * `scripts/render-audio.ts` (espeak-ng), so reading numbers aloud never needs speech voices on the
 * learner's device. Ids are `<voice>/<name>`; the text is what the renderer speaks.
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
