// bench/lib/lighthouse-chromium.ts: Lighthouse's Chromium keeps chrome-launcher's defaults and turns the omnibox
// popup WebUI off in the same `--disable-features` (Chromium reads only the last one; ADR 052).
import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { lighthouseChromiumFlags } from '#bench/lib/lighthouse-chromium.ts';

const disableFeatures = (flags: string[]) => flags.filter((flag) => flag.startsWith('--disable-features='));

describe('lighthouseChromiumFlags', () => {
  it("adds the omnibox WebUI features to chrome-launcher's one --disable-features list", () => {
    const flags = lighthouseChromiumFlags({ keepOmniboxWebUI: false });
    const lists = disableFeatures(flags);
    expect(lists).toHaveLength(1);
    const features = lists[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining(['Translate', 'MediaRouter', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
    expect(flags).toEqual(expect.arrayContaining(['--headless=new', '--no-sandbox', '--disable-setuid-sandbox']));
  });

  it('keeps every other chrome-launcher default', () => {
    const flags = lighthouseChromiumFlags({ keepOmniboxWebUI: false });
    for (const flag of Launcher.defaultFlags().filter((f) => !f.startsWith('--disable-features=')))
      expect(flags).toContain(flag);
  });

  it('leaves the list as chrome-launcher has it when asked to keep the omnibox WebUI', () => {
    const flags = lighthouseChromiumFlags({ keepOmniboxWebUI: true });
    expect(disableFeatures(flags)).toEqual(disableFeatures(Launcher.defaultFlags()));
    expect(flags.join(' ')).not.toContain('WebUIOmnibox');
  });
});
