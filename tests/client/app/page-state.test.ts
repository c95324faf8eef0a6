import { describe, expect, it } from 'vitest';
import { serializePageState } from '#client/app/page-state.ts';
import { DEFAULT_SETTINGS } from '#shared/config/settings.ts';

describe('serializePageState', () => {
  it('cannot close the script element or open a comment, and parses back to the same state', () => {
    const state = {
      queries: { mutations: [], queries: [] },
      loaderData: { product: { name: '</script><script>alert(1)</script> <!-- & \u2028' } },
      settings: { ...DEFAULT_SETTINGS, externalCheckout: 'https://pay.example/</script>' },
    };
    const json = serializePageState(state);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(state);
  });
});
