// Latin transliteration of a Russian query back to Cyrillic (supplement §4: «krossovki» → «кроссовки»).
// Shoppers mix schemes, so the common ones are all read: passport/ICAO-style (zh, kh, ts, shch, i for й,
// y for ы), the "j" variants (ja, ju, jo, je) and the German-influenced "sch" for щ. Longest sequence
// first. Ambiguous letters take the reading that is right for most Russian words; typo tolerance (the
// fuzzy expansion) covers the rest.

/** Multi-letter sequences, longest first within each starting letter (checked in this order). */
const SEQUENCES: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['yo', 'ё'],
  ['jo', 'ё'],
  ['ye', 'е'],
  ['je', 'е'],
  ['ck', 'к'],
  ['ph', 'ф'],
];

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  y: 'ы',
  z: 'з',
  "'": 'ь',
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** «y», «i» or «j» closing a syllable after a vowel is й: «moy» мой, «krasnyi» красный, «chaj» чай. */
function isShortI(word: string, i: number): boolean {
  const ch = word[i];
  if (ch !== 'y' && ch !== 'i' && ch !== 'j') return false;
  const before = word[i - 1];
  const after = word[i + 1];
  if (before === undefined || !VOWELS.has(before)) return false;
  if (ch === 'i' && before !== 'y' && after !== undefined) return false; // inside a word i stays и: «aist»
  return after === undefined || !VOWELS.has(after);
}

function transliterateWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length;) {
    if (isShortI(word, i)) {
      out += 'й';
      i += 1;
      continue;
    }
    // «ye» after a consonant is the adjective ending ые (novye, kozhanye); «platye» (платье) gives ые as
    // well, which stems the same (плат).
    if (word.startsWith('ye', i) && i > 0 && !VOWELS.has(word[i - 1] as string) && word[i - 1] !== "'") {
      out += 'ы';
      i += 1;
      continue;
    }
    const sequence = SEQUENCES.find(([latin]) => word.startsWith(latin, i));
    if (sequence) {
      out += sequence[1];
      i += sequence[0].length;
      continue;
    }
    const ch = word[i] as string;
    // A word-initial e is э in passport romanisation («etazh», «eko»).
    out += i === 0 && ch === 'e' ? 'э' : (LETTERS[ch] ?? ch);
    i += 1;
  }
  return out;
}

/**
 * Cyrillic reading of the Latin words of `text` (lower-cased); other characters are kept, and so are
 * words holding digits (SKUs such as snk00016 are Latin in every view).
 */
export function latinToCyrillic(text: string): string {
  return text.toLowerCase().replace(/[a-z0-9']+/g, (word) => (/\d/.test(word) ? word : transliterateWord(word)));
}
