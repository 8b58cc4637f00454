import { describe, expect, it } from 'vitest';
import { keepRecent } from './recent-map';

describe('keepRecent', () => {
  it('drops the least recently kept entry once the map is full', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 2);
    keepRecent(map, 'b', 2, 2);
    keepRecent(map, 'c', 3, 2);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('makes a kept key the most recent again, with its new value, without dropping another', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 2);
    keepRecent(map, 'b', 2, 2);
    keepRecent(map, 'a', 10, 2);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['a', 10],
    ]);
    keepRecent(map, 'c', 3, 2);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });
});
