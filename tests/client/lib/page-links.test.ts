// Page links (ADR 048): which clicks the app follows itself, and which link is the page shown.
import { describe, expect, it } from 'vitest';
import { isCurrentPage, PAGE_LINK_ATTRIBUTE, pageLinkDestination, type LinkClick } from '#client/lib/page-links.ts';

const ORIGIN = 'https://shop.example';
const plainClick: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

function anchor(href: string, attributes: Record<string, string> = { [PAGE_LINK_ATTRIBUTE]: '' }) {
  return {
    href,
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
  };
}

describe('pageLinkDestination', () => {
  it('follows a marked link of the page origin in the app: its path, query and hash', () => {
    expect(pageLinkDestination(plainClick, anchor(`${ORIGIN}/zhenshchinam?sort=price-asc#top`), ORIGIN)).toBe(
      '/zhenshchinam?sort=price-asc#top',
    );
  });

  it('leaves an unmarked link, another origin and an invalid href to the browser', () => {
    expect(pageLinkDestination(plainClick, anchor(`${ORIGIN}/zhenshchinam`, {}), ORIGIN)).toBeNull();
    expect(pageLinkDestination(plainClick, anchor('https://other.example/zhenshchinam'), ORIGIN)).toBeNull();
    expect(pageLinkDestination(plainClick, anchor('not a url'), ORIGIN)).toBeNull();
  });

  it('leaves a new tab or window, a download and another button to the browser', () => {
    const link = anchor(`${ORIGIN}/zhenshchinam`);
    for (const modifier of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(pageLinkDestination({ ...plainClick, [modifier]: true }, link, ORIGIN)).toBeNull();
    expect(pageLinkDestination({ ...plainClick, button: 1 }, link, ORIGIN)).toBeNull();
    const marked = { [PAGE_LINK_ATTRIBUTE]: '' };
    expect(pageLinkDestination(plainClick, anchor(link.href, { ...marked, download: '' }), ORIGIN)).toBeNull();
    expect(pageLinkDestination(plainClick, anchor(link.href, { ...marked, target: '_blank' }), ORIGIN)).toBeNull();
    expect(pageLinkDestination(plainClick, anchor(link.href, { ...marked, target: '_self' }), ORIGIN)).toBe(
      '/zhenshchinam',
    );
  });

  it('leaves a click another handler took', () => {
    expect(
      pageLinkDestination({ ...plainClick, defaultPrevented: true }, anchor(`${ORIGIN}/zhenshchinam`), ORIGIN),
    ).toBeNull();
  });
});

describe('isCurrentPage', () => {
  it('marks the exact page, and with `end` off the pages below it too', () => {
    expect(isCurrentPage('/zhenshchinam', '/zhenshchinam')).toBe(true);
    expect(isCurrentPage('/zhenshchinam', '/zhenshchinam/obuv/krossovki')).toBe(true);
    expect(isCurrentPage('/zhenshchinam', '/zhenshchinam/obuv', true)).toBe(false);
    expect(isCurrentPage('/zhenshchinam/obuv', '/zhenshchinam/obuv/', true)).toBe(true);
  });

  it('never marks a sibling sharing a prefix, nor home for every page', () => {
    expect(isCurrentPage('/zhenshchinam', '/zhenshchinam-sale')).toBe(false);
    expect(isCurrentPage('/', '/zhenshchinam')).toBe(false);
    expect(isCurrentPage('/', '/')).toBe(true);
  });

  it('compares the path only: a query or hash in the link does not matter', () => {
    expect(isCurrentPage('/en/my-account?tab=1', '/en/my-account', true)).toBe(true);
  });
});
