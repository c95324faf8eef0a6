// A listing's filters and sort (client/features/listing/components/filters-form.tsx, sort-select.tsx) wired as a
// page wires them: the state comes from the url, a checkbox or the sort select navigates to the next state, and
// the options shown chosen follow the url. The state rules themselves are shared/domain/listing-query.ts's.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FiltersForm } from '#client/features/listing/components/filters-form.tsx';
import { SortSelect } from '#client/features/listing/components/sort-select.tsx';
import type { Facet } from '#shared/domain/listing-facets.ts';
import { parseListingQuery } from '#shared/domain/listing-query.ts';
import { renderInView } from '#tests/support/components/render.tsx';

const TARGET = { path: '/zhenshchinam' };

/** The colour facet of the url's state: black (49) and white (50), chosen as the url says. */
function colourFacet(chosen: readonly string[]): Facet {
  return {
    code: 'color',
    label: 'Цвет',
    options: [
      { id: '49', label: 'Чёрный', count: 12, chosen: chosen.includes('49') },
      { id: '50', label: 'Белый', count: 3, chosen: chosen.includes('50') },
    ],
  };
}

function Listing() {
  const query = parseListingQuery(new URLSearchParams(useLocation().search));
  return (
    <>
      <FiltersForm facets={[colourFacet(query.filters.color ?? [])]} query={query} target={TARGET} idPrefix="side" />
      <SortSelect query={query} target={TARGET} />
    </>
  );
}

function renderListing(path = TARGET.path) {
  const view = renderInView(<Listing />, { path });
  const url = () => view.router.state.location.pathname + view.router.state.location.search;
  return { ...view, url };
}

describe('the filters and sort of a listing', () => {
  it('a colour chosen, then another: the url carries both, the group counts them, page 1 again', async () => {
    const { user, url } = renderListing('/zhenshchinam?page=3');
    await user.click(screen.getByRole('checkbox', { name: 'Чёрный 12' }));
    expect(url()).toBe('/zhenshchinam?color=49');
    await user.click(screen.getByRole('checkbox', { name: 'Белый 3' }));
    expect(url()).toBe('/zhenshchinam?color=49,50');
    expect(screen.getByText('(2)').className).toBe('filters__chosen');
    expect((screen.getByRole('checkbox', { name: 'Чёрный 12' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a chosen colour unchosen leaves the listing unfiltered', async () => {
    const { user, url } = renderListing('/zhenshchinam?color=49');
    await user.click(screen.getByRole('checkbox', { name: 'Чёрный 12' }));
    expect(url()).toBe('/zhenshchinam');
  });

  it('sorting keeps the filters and starts at page 1', async () => {
    const { user, url } = renderListing('/zhenshchinam?color=50&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировать' }), 'Цена по возрастанию');
    expect(url()).toBe('/zhenshchinam?color=50&sort=price-asc');
    expect((screen.getByRole('combobox', { name: 'Сортировать' }) as HTMLSelectElement).value).toBe('price-asc');
  });
});
