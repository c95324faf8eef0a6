// Latin slugs from Russian names. Url keys and paths are identical in both store views (supplement
// §1: switching language keeps the shopper on the same entity), so they come from the Russian name.
// Scheme: the common Russian passport-style romanisation (ж zh, х kh, ц ts, щ shch, й i, ы y),
// which gives 'zhenshchinam', 'krossovki', 'modnyi-bereg'.

const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function transliterate(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += LETTERS[char] ?? char;
  return out;
}

/** Lower-case Latin slug: transliterated, every run of other characters becomes one dash. */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
