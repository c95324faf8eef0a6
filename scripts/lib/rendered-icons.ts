// The PNG icons scripts/icons.ts renders from the SVG sources in public/icons, and the test of them
// (tests/worker/pages/icons.test.ts): the favicon, the Apple touch icon and the web app manifest's sizes.

export const RENDERED_ICONS = [
  { file: 'icon-32.png', source: 'icon.svg', size: 32 },
  { file: 'icon-180.png', source: 'icon.svg', size: 180 },
  { file: 'icon-192.png', source: 'icon.svg', size: 192 },
  { file: 'icon-512.png', source: 'icon.svg', size: 512 },
  { file: 'maskable-512.png', source: 'maskable.svg', size: 512 },
] as const;
