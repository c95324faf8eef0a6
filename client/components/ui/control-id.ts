// The id of a form control and of what refers to it (label, hint, error), the same in the server's HTML and
// in the browser. ADR 029: React renders on the server and Preact hydrates in the browser; their `useId`
// values differ, and hydration keeps the server's attributes, so an id made later by the browser would
// point at nothing. Ids therefore come from the page's data: the caller's `id`, else the control's `name`.

/**
 * @example controlIdFor(undefined, 'sort') // 'field-sort'
 * @example controlIdFor('size-guide-height', 'height') // 'size-guide-height'
 */
export function controlIdFor(id: string | undefined, name: string | undefined): string {
  if (id) return id;
  if (name) return `field-${name}`;
  throw new Error('A form control needs an id or a name to be labelled (ADR 029: no useId).');
}
