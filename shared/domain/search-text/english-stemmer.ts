// The Snowball English ("Porter2") stemmer, https://snowballstem.org/algorithms/english/stemmer.html,
// with the 2.x rules plus the 3.x undoubling exception (added → add); the rarer 3.x special words are
// not included. Checked against the Snowball 3.1.1 reference on the ~800 English words of the seed
// vocabulary and the i18n dictionaries (all equal). Index and query use the same function.

const VOWELS = 'aeiouy';
const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.includes(ch);

const EXCEPTIONS: Readonly<Record<string, string>> = {
  skis: 'ski',
  skies: 'sky',
  dying: 'die',
  lying: 'lie',
  tying: 'tie',
  idly: 'idl',
  gently: 'gentl',
  ugly: 'ugli',
  early: 'earli',
  only: 'onli',
  singly: 'singl',
  sky: 'sky',
  news: 'news',
  howe: 'howe',
  atlas: 'atlas',
  cosmos: 'cosmos',
  bias: 'bias',
  andes: 'andes',
};
const INVARIANT_AFTER_1A = new Set([
  'inning',
  'outing',
  'canning',
  'herring',
  'earring',
  'evening',
  'proceed',
  'exceed',
  'succeed',
]);
const R1_PREFIXES = ['gener', 'commun', 'arsen'];
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];
const LI_ENDINGS = 'cdeghkmnrt';

/** Step 2 and 3 replacements, applied to the longest matching suffix when it lies in R1. */
const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['iveness', 'ive'],
  ['tional', 'tion'],
  ['biliti', 'ble'],
  ['lessli', 'less'],
  ['entli', 'ent'],
  ['ation', 'ate'],
  ['alism', 'al'],
  ['aliti', 'al'],
  ['ousli', 'ous'],
  ['iviti', 'ive'],
  ['fulli', 'ful'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['abli', 'able'],
  ['izer', 'ize'],
  ['ator', 'ate'],
  ['alli', 'al'],
  ['bli', 'ble'],
  ['ogi', 'og'],
  ['li', ''],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['alize', 'al'],
  ['icate', 'ic'],
  ['iciti', 'ic'],
  ['ative', ''],
  ['ical', 'ic'],
  ['ness', ''],
  ['ful', ''],
];
const STEP4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
  'al',
  'er',
  'ic',
];

function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

function markRegions(word: string): { r1: number; r2: number } {
  const prefix = R1_PREFIXES.find((p) => word.startsWith(p));
  const r1 = prefix ? prefix.length : regionAfter(word, 0);
  return { r1, r2: regionAfter(word, r1) };
}

/** Short syllable ending at `end` (exclusive): (non-vowel) vowel non-vowel-except-wxY, or ^vowel non-vowel. */
function endsWithShortSyllable(word: string, end = word.length): boolean {
  const last = word[end - 1];
  const middle = word[end - 2];
  if (end === 2) return isVowel(middle) && !isVowel(last);
  return end >= 3 && !isVowel(word[end - 3]) && isVowel(middle) && !isVowel(last) && !'wxY'.includes(last as string);
}

function longest<T extends string | readonly [string, string]>(word: string, list: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const entry of list) {
    const suffix = typeof entry === 'string' ? entry : entry[0];
    const bestLength = best === undefined ? -1 : (typeof best === 'string' ? best : best[0]).length;
    if (word.endsWith(suffix) && suffix.length > bestLength) best = entry;
  }
  return best;
}

function step1a(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ied') || word.endsWith('ies')) return word.length > 4 ? word.slice(0, -2) : word.slice(0, -1);
  if (word.endsWith('us') || word.endsWith('ss')) return word;
  if (word.endsWith('s')) {
    const stem = word.slice(0, -1);
    // A vowel somewhere before the letter that precedes the s: gaps → gap, but gas and this stay.
    for (let i = 0; i < stem.length - 1; i++) if (isVowel(stem[i])) return stem;
  }
  return word;
}

function step1b(word: string, r1: number): string {
  for (const suffix of ['eedly', 'eed']) {
    if (word.endsWith(suffix)) return word.length - suffix.length >= r1 ? word.slice(0, -suffix.length) + 'ee' : word;
  }
  const suffix = ['ingly', 'edly', 'ing', 'ed'].find((s) => word.endsWith(s));
  if (!suffix) return word;
  const stem = word.slice(0, -suffix.length);
  if (![...stem].some((ch) => isVowel(ch))) return word;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  // A double is undoubled (hopped → hop), except after a lone initial a, e or o (added → add, egged → egg).
  if (DOUBLES.some((d) => stem.endsWith(d)))
    return stem.length === 3 && 'aeo'.includes(stem[0] as string) ? stem : stem.slice(0, -1);
  if (r1 >= stem.length && endsWithShortSyllable(stem)) return `${stem}e`;
  return stem;
}

function step1c(word: string): string {
  const last = word.at(-1);
  if ((last === 'y' || last === 'Y') && word.length > 2 && !isVowel(word[word.length - 2]))
    return `${word.slice(0, -1)}i`;
  return word;
}

function replaceInRegion(word: string, rules: ReadonlyArray<readonly [string, string]>, region: number): string {
  const rule = longest(word, rules);
  if (!rule) return word;
  const [suffix, replacement] = rule;
  const start = word.length - suffix.length;
  if (start < region) return word;
  if (suffix === 'ogi' && word[start - 1] !== 'l') return word;
  if (suffix === 'li' && !LI_ENDINGS.includes(word[start - 1] ?? ' ')) return word;
  return word.slice(0, start) + replacement;
}

function step3(word: string, r1: number, r2: number): string {
  const rule = longest(word, STEP3);
  if (rule?.[0] === 'ative' && word.length - 5 < r2) return word;
  return replaceInRegion(word, STEP3, r1);
}

function step4(word: string, r2: number): string {
  const suffix = longest(word, STEP4);
  if (!suffix) return word;
  const start = word.length - suffix.length;
  if (start < r2) return word;
  if (suffix === 'ion' && word[start - 1] !== 's' && word[start - 1] !== 't') return word;
  return word.slice(0, start);
}

function step5(word: string, r1: number, r2: number): string {
  const start = word.length - 1;
  if (word.endsWith('e') && (start >= r2 || (start >= r1 && !endsWithShortSyllable(word, start))))
    return word.slice(0, -1);
  if (word.endsWith('ll') && start >= r2) return word.slice(0, -1);
  return word;
}

export function stemEnglish(input: string): string {
  let word = input.startsWith("'") ? input.slice(1) : input;
  if (word.length <= 2) return word;
  // Own keys only: `constructor` or `toString` must not find Object.prototype's members (fuzz suite, issue 8).
  if (Object.hasOwn(EXCEPTIONS, word)) return EXCEPTIONS[word]!;
  // Consonant y (initial, or after a vowel) is marked Y so that it is not taken for a vowel.
  word = word.replace(/^y/, 'Y').replace(/([aeiouy])y/g, '$1Y');
  const { r1, r2 } = markRegions(word);
  word = word.replace(/'s'$|'s$|'$/, '');
  word = step1a(word);
  if (INVARIANT_AFTER_1A.has(word)) return word;
  word = step1c(step1b(word, r1));
  word = replaceInRegion(word, STEP2, r1);
  word = step3(word, r1, r2);
  word = step4(word, r2);
  word = step5(word, r1, r2);
  return word.replaceAll('Y', 'y');
}
