// The inline script that keeps clicks made before hydration (client/lib/early-clicks.ts, ADR 061): it is valid
// JavaScript for any store view's text, and no text can close the <script> element it is written into.
import { describe, expect, it } from 'vitest';
import { EARLY_CLICKS_GIVE_UP_MS, EARLY_CLICKS_GLOBAL, earlyClicksScript } from '#client/lib/early-clicks.ts';

describe('earlyClicksScript', () => {
  it('parses as a script and carries the text, the global and the give-up time', () => {
    const source = earlyClicksScript('Эту часть страницы сейчас не удалось загрузить.');
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('"Эту часть страницы сейчас не удалось загрузить."');
    expect(source).toContain(`window["${EARLY_CLICKS_GLOBAL}"]`);
    expect(source).toContain(`},${EARLY_CLICKS_GIVE_UP_MS})})()`);
  });

  it('escapes a text that would end the script element', () => {
    const source = earlyClicksScript('a</script><script>alert(1)</script>');
    expect(source).not.toContain('</script>');
    expect(source).not.toContain('<');
    expect(() => new Function(source)).not.toThrow();
  });
});
