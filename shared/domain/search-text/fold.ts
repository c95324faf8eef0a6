// Case and letter folding shared by indexing and querying (supplement §4: «ё» and «е» are the same
// letter). Pure ECMAScript: runs in workerd, node and the browser (offline search).

/** Lower-cases, composes (NFC, so «й» typed as и + breve is one letter) and folds ё → е. */
export function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase().replaceAll('ё', 'е');
}

const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[a-z]/i;

export function hasCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}

export function hasLatin(text: string): boolean {
  return LATIN.test(text);
}
