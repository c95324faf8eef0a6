// Which built chunks get V8's compile hint (scripts/lib/compile-hints.ts, ADR 053), and where the hint goes.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadChunks, withCompileHint, type BuiltChunk } from '#scripts/lib/compile-hints.ts';

function chunk(fileName: string, options: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/-[^-]+\.js$/, ''),
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    ...options,
  };
}

describe('firstLoadChunks', () => {
  const bundle = [
    chunk('entry.browser-a.js', { isEntry: true, imports: ['framework-b.js', 'shell-c.js'] }),
    chunk('framework-b.js'),
    chunk('shell-c.js', { imports: ['framework-b.js'] }),
    chunk('route-d.js', { facadeModuleId: '/repo/client/pages/category/route.tsx', imports: ['listing-view-e.js'] }),
    chunk('listing-view-e.js', { imports: ['catalogue-kit-f.js'] }),
    chunk('catalogue-kit-f.js'),
    chunk('after-hydration-g.js', { imports: ['backoff-h.js'] }),
    chunk('backoff-h.js'),
    // Loaded on demand: a panel's body and what only it imports.
    chunk('microcart-body-i.js', {
      facadeModuleId: '/repo/client/features/cart/components/microcart-body.tsx',
      imports: ['cart-coupon-j.js'],
    }),
    chunk('cart-coupon-j.js'),
    // The listing's prefetch, after the load event.
    chunk('page-prefetch-l.js', { facadeModuleId: '/repo/client/app/page-prefetch.ts' }),
    chunk('prefetch.browser-m.js', { facadeModuleId: '/repo/client/features/listing/prefetch.browser.ts' }),
    // A file named like a page module elsewhere in the tree is not one.
    chunk('route-k.js', { facadeModuleId: '/repo/client/features/search/route.tsx' }),
  ];

  it('takes the entry, the page modules, the after-hydration group, the prefetch and their static imports', () => {
    expect(firstLoadChunks(bundle)).toEqual([
      'after-hydration-g.js',
      'backoff-h.js',
      'catalogue-kit-f.js',
      'entry.browser-a.js',
      'framework-b.js',
      'listing-view-e.js',
      'page-prefetch-l.js',
      'prefetch.browser-m.js',
      'route-d.js',
      'shell-c.js',
    ]);
  });

  it('leaves out what loads on demand', () => {
    const hinted = firstLoadChunks(bundle);
    expect(hinted).not.toContain('microcart-body-i.js');
    expect(hinted).not.toContain('cart-coupon-j.js');
    expect(hinted).not.toContain('route-k.js');
  });

  it('ignores an import the bundle does not hold', () => {
    expect(firstLoadChunks([chunk('entry-a.js', { isEntry: true, imports: ['gone-b.js'] })])).toEqual(['entry-a.js']);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, before Vite’s preload helper', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nimport"./framework-b.js";';
    expect(withCompileHint(code)).toBe(`${COMPILE_HINT}\n${code}`);
    expect(withCompileHint(code).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('adds it once', () => {
    expect(withCompileHint(withCompileHint('var a=1;'))).toBe(`${COMPILE_HINT}\nvar a=1;`);
  });
});
