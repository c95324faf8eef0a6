// Splits folded text into word tokens: runs of letters and digits. Everything else (spaces, hyphens,
// quotes, FTS5 syntax characters such as " * ( : ^) separates tokens, so a token can never carry
// query syntax into an FTS5 MATCH expression.
//
// One exception (issue 10): a hyphen after a word start of one or two letters joins it to the rest
// («t-shirt» → «tshirt», «e-mail» → «email»). Split, the short part falls under the minimum term length
// and "t-shirt" would search for "shirt". Longer parts stay apart («тёмно-синий», «lace-up» → lace).
import { foldText } from './fold';

const TOKEN = /[\p{L}\p{N}]+/gu;
const SHORT_PREFIX = /(?<![\p{L}\p{N}])(\p{L}{1,2})-(?=\p{L})/gu;

/** Tokens of `text` after folding (lower case, ё → е), in order, duplicates kept. */
export function tokenize(text: string): string[] {
  return foldText(text).replace(SHORT_PREFIX, '$1').match(TOKEN) ?? [];
}
