// Joins the class names of the UI primitives (issue 9 item 6), dropping the empty ones.
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
