// The shop's icons as the document and the web app manifest link them (scripts/icons.ts; issue 10 TBT): PNG files
// that exist in public/icons at the size each link declares, never an SVG (Chromium draws an SVG icon on the page's
// main thread, two long tasks per load).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentStart } from '#worker/pages/document.ts';
import { repoRoot } from '#scripts/lib/project-paths.ts';
import { RENDERED_ICONS } from '#scripts/lib/rendered-icons.ts';

const PUBLIC_DIR = path.join(repoRoot, 'public');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (bytes 16-23), or null for a file that is not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = fs.readFileSync(file);
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function documentHeadHtml(): string {
  const head = { storeCode: 'ru', title: 'Главная', description: 'Одежда и обувь' } as const;
  return documentStart(head, { entryScript: null, preloadScripts: [], stylesheets: [] });
}

describe('icons', () => {
  it('the document links a 32 × 32 PNG favicon and a 180 × 180 Apple touch icon, no SVG icon', () => {
    const html = documentHeadHtml();
    expect(html).toContain('<link rel="icon" href="/icons/icon-32.png" type="image/png" sizes="32x32">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/icon-180.png">');
    expect(html).not.toMatch(/rel="icon"[^>]*\.svg/);
    expect(pngSize(path.join(PUBLIC_DIR, 'icons/icon-32.png'))).toEqual({ width: 32, height: 32 });
    expect(pngSize(path.join(PUBLIC_DIR, 'icons/icon-180.png'))).toEqual({ width: 180, height: 180 });
  });

  it('every icon of the manifest is a PNG of its declared size, with 192, 512 and a maskable 512', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'manifest.webmanifest'), 'utf8')) as {
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.type).toBe('image/png');
      expect(pngSize(path.join(PUBLIC_DIR, icon.src))).toEqual({ width, height });
    }
  });

  it('every PNG the icon script renders is in public/icons at its size (rendered from the SVG source)', () => {
    for (const icon of RENDERED_ICONS) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, 'icons', icon.source))).toBe(true);
      expect(pngSize(path.join(PUBLIC_DIR, 'icons', icon.file))).toEqual({ width: icon.size, height: icon.size });
    }
  });
});
