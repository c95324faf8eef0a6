// The message a form control shows as its error: the element its `aria-describedby` names with an `-error` id
// (client/components/ui/input.tsx, checkbox.tsx), which is what a screen reader reads with the control.
//
//   expect(fieldError(screen.getByRole('textbox', { name: 'City' }))).toBe('Please provide valid city name.');

/** The control's error message, or null when it has none. */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((candidate) => candidate.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
