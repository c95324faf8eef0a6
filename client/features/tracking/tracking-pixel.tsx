// The zero-size tracking pixel of spec §2, reloaded on each route change (spec §7 "Third-party scripts").
// Its url carries the page path (`p`) and a counter (`r`) that grows with every route change, so coming
// back to a path requests the pixel again instead of reusing the cached image.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { pixelSrc } from '#shared/domain/tracking-pixel.ts';

export function TrackingPixel({ pixelUrl }: { pixelUrl: string | null }) {
  const location = useLocation();
  // A route change is a change of the full path, as in the Vue router (a duplicate navigation to the
  // same url is no route change). The counter is adjusted during render, not in an effect, so one
  // navigation commits one new src and loads the pixel once, not once with the old counter and again
  // with the new one. It starts at 0 on the server and on the first client render: no hydration mismatch.
  const route = location.pathname + location.search + location.hash;
  const [view, setView] = useState({ route, counter: 0 });
  let counter = view.counter;
  if (view.route !== route) {
    counter += 1;
    setView({ route, counter });
  }
  if (pixelUrl === null) return null;
  return (
    <img
      src={pixelSrc(pixelUrl, location.pathname + location.search, counter)}
      alt=""
      aria-hidden="true"
      width={0}
      height={0}
      // "low" keeps React's server renderer from emitting a <link rel="preload"> for it in the head
      // (react-dom pushImg skips fetchPriority="low"): a tracker must not compete with page images.
      fetchPriority="low"
      decoding="async"
    />
  );
}
