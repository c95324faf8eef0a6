// Renders the shop's icons (public/icons/*.svg, the sources) to the PNG files the document and the web app
// manifest link (issue 10 TBT): Chromium draws an SVG image in a document of its own on the page's main thread, and
// for the icon's text it also looks up a font: two tasks of 80-95 ms in Lighthouse's trace, each counted four times
// by its phone model (bench/README.md, "Session 16"). A PNG is decoded off the main thread. Run after changing an
// icon's SVG, then commit the PNGs: `node scripts/env.mjs tsx scripts/icons.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '#scripts/lib/project-paths.ts';
import { RENDERED_ICONS } from '#scripts/lib/rendered-icons.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ICONS_DIR = path.join(repoRoot, 'public', 'icons');

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const page = await browser.newPage();
    for (const icon of RENDERED_ICONS) {
      const svg = fs.readFileSync(path.join(ICONS_DIR, icon.source), 'utf8');
      await page.setViewportSize({ width: icon.size, height: icon.size });
      const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<body style="margin:0"><img src="${dataUrl}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await page.screenshot({ path: path.join(ICONS_DIR, icon.file), omitBackground: true });
      console.log(`public/icons/${icon.file}: ${icon.size} × ${icon.size} from ${icon.source}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
