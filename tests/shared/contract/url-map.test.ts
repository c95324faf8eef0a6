import { describe, expect, it } from 'vitest';
import { describeZodError } from '#shared/contract/envelope.ts';
import { urlMapRequestSchema, urlMapResponseSchema } from '#shared/contract/url-map.ts';

describe('url map contract', () => {
  it('accepts the VSF request with extra keys and null lists', () => {
    const parsed = urlMapRequestSchema.parse({
      url: 'a/b.html',
      includeFields: null,
      excludeFields: [],
      options: {},
      filters: {},
      groupId: null,
      extra: 1,
    });
    expect(parsed.url).toBe('a/b.html');
  });
  it('says "Missing url" when url is absent', () => {
    const result = urlMapRequestSchema.safeParse({});
    expect(result.success ? '' : result.error.issues[0]?.message).toBe('Missing url');
  });
  it('says what a url of another type is (issue 8 finding 10)', () => {
    const result = urlMapRequestSchema.safeParse({ url: JSON.parse('1e400') as number });
    expect(result.success ? '' : describeZodError(result.error)).toBe('url: expected a string, got a number');
  });
  it('the response is a hit or null', () => {
    expect(urlMapResponseSchema.parse(null)).toBeNull();
    expect(
      urlMapResponseSchema.safeParse({ _index: 'x', _type: 'review', _id: '1', _score: 1, _source: {} }).success,
    ).toBe(false);
  });
});
