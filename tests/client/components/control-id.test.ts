// ADR 029: form controls take their ids from the page's data, the same in the server's HTML and the browser.
import { describe, expect, it } from 'vitest';
import { controlIdFor } from '#client/components/ui/control-id.ts';

describe('controlIdFor', () => {
  it('uses the caller id first, then the control name', () => {
    expect(controlIdFor('size-guide-height', 'height')).toBe('size-guide-height');
    expect(controlIdFor(undefined, 'sort')).toBe('field-sort');
    expect(controlIdFor('', 'city')).toBe('field-city');
  });

  it('refuses a control with neither, naming the ADR', () => {
    expect(() => controlIdFor(undefined, undefined)).toThrow(
      'A form control needs an id or a name to be labelled (ADR 029: no useId).',
    );
  });
});
