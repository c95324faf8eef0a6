import { describe, expect, it } from 'vitest';
import { trackerScriptTags } from '#worker/pages/trackers.ts';

describe('trackerScriptTags', () => {
  it("writes one async, nonce'd script per tracker, in order", () => {
    expect(
      trackerScriptTags(
        [
          { name: 'retargeting', src: 'https://rt.example.net/tag.js?site=desktop&v=2', skipOnProductRoutes: false },
          { name: 'affiliate', src: 'https://aff.example.com/a.js', skipOnProductRoutes: true },
        ],
        'bm9uY2U+/==',
      ),
    ).toBe(
      '<script async src="https://rt.example.net/tag.js?site=desktop&amp;v=2" nonce="bm9uY2U+/=="></script>' +
        '<script async src="https://aff.example.com/a.js" nonce="bm9uY2U+/=="></script>',
    );
  });

  it('escapes quotes and angle brackets, so a config value cannot close the attribute or the element', () => {
    expect(
      trackerScriptTags(
        [{ name: 'x', src: 'https://evil.example.com/a.js"><script>alert(1)</script>', skipOnProductRoutes: false }],
        'n"<',
      ),
    ).toBe(
      '<script async src="https://evil.example.com/a.js&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" nonce="n&quot;&lt;"></script>',
    );
  });

  it('writes nothing when the page has no trackers (local hosts, no config)', () => {
    expect(trackerScriptTags([], 'nonce')).toBe('');
  });
});
