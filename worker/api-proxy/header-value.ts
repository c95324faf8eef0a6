// What the proxy may copy from a url into a request header (issue 8 fuzzing: a `%00` in `?token=` or
// `?storeCode=` made Headers.set throw, a 500). Printable ASCII without spaces: every token and store
// code the contract knows fits.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

export function isHeaderValue(text: string): boolean {
  return PRINTABLE_ASCII.test(text);
}
