import { describe, expect, it } from 'vitest';
import {
  LOTTFAV_KEY,
  readFavourites,
  toggleFavourite,
  writeFavourites,
} from '../src/features/lottery/lib/favourites.ts';

describe('LOTTFAV: lottery favourites per username', () => {
  it('is stored under the spec key', () => {
    expect(LOTTFAV_KEY).toBe('LOTTFAV');
  });

  it('keeps each username its own list', () => {
    let raw: string | null = null;
    raw = writeFavourites(raw, 'alice', ['SSC1', 'PK10_1']);
    raw = writeFavourites(raw, 'bob', ['K3_1']);
    expect(readFavourites(raw, 'alice')).toEqual(['SSC1', 'PK10_1']);
    expect(readFavourites(raw, 'bob')).toEqual(['K3_1']);
    expect(readFavourites(raw, 'carol')).toEqual([]);
    expect(JSON.parse(raw)).toEqual({ alice: ['SSC1', 'PK10_1'], bob: ['K3_1'] });
  });

  it('toggles a game in and out, in the order starred, without duplicates', () => {
    expect(toggleFavourite(['SSC1'], 'K3_1')).toEqual(['SSC1', 'K3_1']);
    expect(toggleFavourite(['SSC1', 'K3_1'], 'SSC1')).toEqual(['K3_1']);
    expect(readFavourites(writeFavourites(null, 'a', ['X', 'X', 'Y']), 'a')).toEqual(['X', 'Y']);
  });

  it('reads broken or foreign values as no favourites and replaces them on write', () => {
    for (const raw of ['not json', '[1,2]', '"x"', '{"a":"SSC1"}', 'null'])
      expect(readFavourites(raw, 'a')).toEqual([]);
    expect(readFavourites('{"a":["SSC1",3,null]}', 'a')).toEqual(['SSC1']);
    expect(JSON.parse(writeFavourites('garbage', 'a', ['SSC1']))).toEqual({ a: ['SSC1'] });
  });
});
