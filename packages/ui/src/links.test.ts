import { describe, expect, it } from 'vitest';
import { channelHref, defaultDetailHref } from './links';

describe('defaultDetailHref', () => {
  it('links a detail page by its string id', () => {
    expect(defaultDetailHref('LX89vyQfIj')).toBe('/vod/detail/LX89vyQfIj');
  });
});

describe('channelHref', () => {
  it("is the channel's page filtered by nothing", () => {
    expect(channelHref('movie')).toBe('/movie');
    expect(channelHref('documentary')).toBe('/documentary');
  });
});
