// The page numbers a paged listing links to (issue 10: category, brand and search pages; plain `?page=N` links for
// crawlers and shoppers without JavaScript): the first, the last and a few either side of the current page, `null`
// marking a gap (an ellipsis). Keeps the links few on a deep listing while every page stays reachable. Pure.

export function pageWindow(current: number, last: number, around = 2): Array<number | null> {
  const pages: Array<number | null> = [];
  let previous = 0;
  for (let page = 1; page <= last; page += 1) {
    const shown = page === 1 || page === last || Math.abs(page - current) <= around;
    if (!shown) continue;
    if (page - previous > 1) pages.push(null);
    pages.push(page);
    previous = page;
  }
  return pages;
}
