// Splits folded text into word tokens: runs of letters and digits. Everything else (spaces, hyphens,
// quotes, FTS5 syntax characters such as " * ( : ^) separates tokens, so a token can never carry
// query syntax into an FTS5 MATCH expression.
import { foldText } from './fold';

const TOKEN = /[\p{L}\p{N}]+/gu;

/** Tokens of `text` after folding (lower case, ё → е), in order, duplicates kept. */
export function tokenize(text: string): string[] {
  return foldText(text).match(TOKEN) ?? [];
}
