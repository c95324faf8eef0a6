// The browser's half of the early clicks (./early-clicks.ts): stop keeping them, and click them again.
import { EARLY_CLICKS_GLOBAL } from './early-clicks';

interface EarlyClicks {
  stop(): Element[];
  fail(): void;
}

function earlyClicks(): EarlyClicks | undefined {
  return (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
}

/**
 * Stops the inline script and returns the targets it kept; call right before hydrateRoot, in the same task, so
 * no click falls between the script and React's listeners.
 */
export function takeEarlyClicks(): Element[] {
  return earlyClicks()?.stop() ?? [];
}

/** Clicks each kept target that is still in the page, once; React hydrates its boundary first if need be. */
export function replayEarlyClicks(targets: readonly Element[]): void {
  for (const target of targets) if (target.isConnected && target instanceof HTMLElement) target.click();
}

/**
 * The app could not start (its code did not load): controls touched from now on say that this part of the page
 * could not be loaded; links keep working. Nothing happens once hydrateRoot has taken the clicks over.
 */
export function failEarlyClicks(): void {
  earlyClicks()?.fail();
}
