// The Snowball Russian stemmer (https://snowballstem.org/algorithms/russian/stemmer.html), written
// out by hand from the algorithm's definition. Expects a lower-case word; ё is folded to е first, as
// Snowball does. Semantics kept exactly:
// - RV is the part after the first vowel, R2 the usual R2 (R1 of R1); all suffixes are searched in RV.
// - Each step takes the LONGEST suffix of its list that lies in RV; when that suffix is a "group 1"
//   ending that must follow а or я and does not, the step fails (shorter suffixes are not retried).
// - Step 1: perfective gerund; otherwise reflexive (optional), then adjectival, verb or noun.
//   Step 2: a final и. Step 3: derivational ост/ость in R2. Step 4: нн → н, superlative ейш(е) (then
//   нн → н), or a final ь.

const VOWELS = new Set(['а', 'е', 'и', 'о', 'у', 'ы', 'э', 'ю', 'я']);

/** Suffix lists: group 1 must be preceded by а or я (which stays), group 2 is removed as is. */
interface SuffixGroups {
  group1: readonly string[];
  group2: readonly string[];
}

const PERFECTIVE_GERUND: SuffixGroups = {
  group1: ['в', 'вши', 'вшись'],
  group2: ['ив', 'ивши', 'ившись', 'ыв', 'ывши', 'ывшись'],
};

const ADJECTIVE = [
  'ее',
  'ие',
  'ые',
  'ое',
  'ими',
  'ыми',
  'ей',
  'ий',
  'ый',
  'ой',
  'ем',
  'им',
  'ым',
  'ом',
  'его',
  'ого',
  'ему',
  'ому',
  'их',
  'ых',
  'ую',
  'юю',
  'ая',
  'яя',
  'ою',
  'ею',
];

const PARTICIPLE: SuffixGroups = { group1: ['ем', 'нн', 'вш', 'ющ', 'щ'], group2: ['ивш', 'ывш', 'ующ'] };

const REFLEXIVE = ['ся', 'сь'];

const VERB: SuffixGroups = {
  group1: ['ла', 'на', 'ете', 'йте', 'ли', 'й', 'л', 'ем', 'н', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'ешь', 'нно'],
  group2: [
    'ила',
    'ыла',
    'ена',
    'ейте',
    'уйте',
    'ите',
    'или',
    'ыли',
    'ей',
    'уй',
    'ил',
    'ыл',
    'им',
    'ым',
    'ен',
    'ило',
    'ыло',
    'ено',
    'ят',
    'ует',
    'уют',
    'ит',
    'ыт',
    'ены',
    'ить',
    'ыть',
    'ишь',
    'ую',
    'ю',
  ],
};

const NOUN = [
  'а',
  'ев',
  'ов',
  'ие',
  'ье',
  'е',
  'иями',
  'ями',
  'ами',
  'еи',
  'ии',
  'и',
  'ией',
  'ей',
  'ой',
  'ий',
  'й',
  'иям',
  'ям',
  'ием',
  'ем',
  'ам',
  'ом',
  'о',
  'у',
  'ах',
  'иях',
  'ях',
  'ы',
  'ь',
  'ию',
  'ью',
  'ю',
  'ия',
  'ья',
  'я',
];

const DERIVATIONAL = ['ост', 'ость'];

/** Longest suffix of `candidates` that `word` ends with and that starts at or after `regionStart`. */
function longestSuffix(word: string, candidates: readonly string[], regionStart: number): string | null {
  let best: string | null = null;
  for (const suffix of candidates) {
    if (suffix.length > word.length - regionStart) continue;
    if (!word.endsWith(suffix)) continue;
    if (best === null || suffix.length > best.length) best = suffix;
  }
  return best;
}

/** Removes the longest suffix of `groups` in RV; null when there is none or its condition fails. */
function removeGrouped(word: string, groups: SuffixGroups, rv: number): string | null {
  const suffix = longestSuffix(word, [...groups.group1, ...groups.group2], rv);
  if (suffix === null) return null;
  const stem = word.slice(0, word.length - suffix.length);
  if (groups.group1.includes(suffix)) {
    // The а/я before a group 1 ending must lie in RV too.
    const before = stem.at(-1);
    if (stem.length <= rv || (before !== 'а' && before !== 'я')) return null;
  }
  return stem;
}

function removePlain(word: string, suffixes: readonly string[], regionStart: number): string | null {
  const suffix = longestSuffix(word, suffixes, regionStart);
  return suffix === null ? null : word.slice(0, word.length - suffix.length);
}

/** Start of the region after the first vowel-then-non-vowel sequence found at or after `from`. */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!VOWELS.has(word[i] as string) && VOWELS.has(word[i - 1] as string)) return i + 1;
  }
  return word.length;
}

function markRegions(word: string): { rv: number; r2: number } {
  let rv = word.length;
  for (let i = 0; i < word.length; i++) {
    if (VOWELS.has(word[i] as string)) {
      rv = i + 1;
      break;
    }
  }
  // R1 is searched from the first vowel on (which is where RV starts); R2 is R1 of R1.
  const r1 = rv >= word.length ? word.length : regionAfter(word, rv - 1);
  const r2 = r1 >= word.length ? word.length : regionAfter(word, r1);
  return { rv, r2 };
}

function adjectival(word: string, rv: number): string | null {
  const withoutAdjective = removePlain(word, ADJECTIVE, rv);
  if (withoutAdjective === null) return null;
  return removeGrouped(withoutAdjective, PARTICIPLE, rv) ?? withoutAdjective;
}

function step1(word: string, rv: number): string {
  const gerund = removeGrouped(word, PERFECTIVE_GERUND, rv);
  if (gerund !== null) return gerund;
  const base = removePlain(word, REFLEXIVE, rv) ?? word;
  return adjectival(base, rv) ?? removeGrouped(base, VERB, rv) ?? removePlain(base, NOUN, rv) ?? base;
}

function tidyUp(word: string, rv: number): string {
  const fromRv = word.length - rv;
  if (fromRv >= 4 && word.endsWith('ейше')) return undoubleN(word.slice(0, -4), rv);
  if (fromRv >= 3 && word.endsWith('ейш')) return undoubleN(word.slice(0, -3), rv);
  if (fromRv >= 1 && word.endsWith('н')) return undoubleN(word, rv);
  if (fromRv >= 1 && word.endsWith('ь')) return word.slice(0, -1);
  return word;
}

/** нн at the end (both letters in RV) becomes н. */
function undoubleN(word: string, rv: number): string {
  return word.length - rv >= 2 && word.endsWith('нн') ? word.slice(0, -1) : word;
}

export function stemRussian(input: string): string {
  let word = input.replaceAll('ё', 'е');
  const { rv, r2 } = markRegions(word);
  if (rv >= word.length) return word;
  word = step1(word, rv);
  if (word.length > rv && word.endsWith('и')) word = word.slice(0, -1);
  const derivational = longestSuffix(word, DERIVATIONAL, rv);
  if (derivational !== null && word.length - derivational.length >= r2) word = word.slice(0, -derivational.length);
  return tidyUp(word, rv);
}
