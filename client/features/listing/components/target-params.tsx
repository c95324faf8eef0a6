// The listing target's own parameters as hidden inputs of a GET form (a GET form drops its action's query), so
// the filters and sort forms keep the search page's `?q=` without JavaScript (issue 10).
import type { ListingTarget } from '#client/features/listing/listing-href.ts';

export function TargetParams({ target }: { target: ListingTarget }) {
  return (
    <>
      {Object.entries(target.params ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
