// Page paths that can name a url_path (issue 8 finding 7, ADR 016).
import { describe, expect, it } from 'vitest';
import { decodePath, isNameablePath } from '#shared/domain/page-path.ts';

describe('isNameablePath', () => {
  it('accepts ordinary paths, Cyrillic ones included', () => {
    expect(isNameablePath('/muzhchinam/obuv')).toBe(true);
    expect(isNameablePath('/каталог/кеды-42.html')).toBe(true);
    expect(isNameablePath('/'.padEnd(2_000, 'a'))).toBe(true);
  });
  it('refuses control characters, line terminators and paths over 2000 characters', () => {
    for (const bad of ['\n', 'a\nb', '\u2028', '\u2029', '\u0000x', 'x\u007f', 'x\u0085', '/'.padEnd(2_001, 'a')]) {
      expect(isNameablePath(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('decodePath', () => {
  it('decodes percent-encoding and says undefined when it is malformed', () => {
    expect(decodePath('/a%0Ab')).toBe('/a\nb');
    expect(decodePath('/%D0%BA')).toBe('/к');
    expect(decodePath('/%E0%A4%A')).toBeUndefined();
  });
});
