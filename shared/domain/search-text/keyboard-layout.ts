// Text typed with the wrong keyboard layout (supplement §4): the same keys on the Russian ЙЦУКЕН and
// the US QWERTY layouts. «rhjccjdrb» → «кроссовки», «ытл00016» → «snk00016». Upper-case letters map
// to upper case; characters without a counterpart (digits, spaces) stay.
const QWERTY = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,./~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?';
const JCUKEN = 'ёйцукенгшщзхъфывапролджэячсмитьбю.ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,';

function table(from: string, to: string): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < from.length; i++) map.set(from[i] as string, to[i] as string);
  return map;
}

const TO_CYRILLIC = table(QWERTY, JCUKEN);
const TO_LATIN = table(JCUKEN, QWERTY);

function convert(text: string, map: ReadonlyMap<string, string>): string {
  let out = '';
  for (const ch of text) out += map.get(ch) ?? ch;
  return out;
}

/** What the keys typed on a QWERTY layout would have given on ЙЦУКЕН. */
export function latinLayoutToCyrillic(text: string): string {
  return convert(text, TO_CYRILLIC);
}

/** What the keys typed on a ЙЦУКЕН layout would have given on QWERTY. */
export function cyrillicLayoutToLatin(text: string): string {
  return convert(text, TO_LATIN);
}
