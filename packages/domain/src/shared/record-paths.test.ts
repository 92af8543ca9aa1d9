import { describe, expect, it } from 'vitest';
import { diffPaths } from './record-paths';

describe('diffPaths', () => {
  type Row = Record<string, unknown>;
  const overview = { unit: 2, date: '2024-01-01', tags: [1, 2] };
  const a: Row = { id: 1, note: null, overview, extra: { x: 1 } };

  it('names each changed field by its path, fields only one side has included', () => {
    const b = {
      id: 1,
      note: 'nou',
      overview: { unit: 3, date: '2024-01-01', tags: [1, 2], more: 0 },
      extra: { x: 1 },
    };
    expect(diffPaths(a, b)).toEqual(['note', 'overview.unit', 'overview.more']);
  });

  it('compares as JSON: equal arrays and objects are the same, null and undefined are not', () => {
    const b = { ...a, overview: { ...overview, tags: [1, 2] }, note: undefined };
    expect(diffPaths(a, b)).toEqual(['note']);
    expect(diffPaths({ n: Number.NaN }, { n: null })).toEqual([]);
    expect(diffPaths({ n: 1 }, { n: '1' })).toEqual(['n']);
  });

  it('compares only the top-level keys it is asked to', () => {
    const b = { ...a, id: 2, overview: { ...overview, unit: 9 } };
    expect(diffPaths(a, b, (key) => key === 'overview')).toEqual(['overview.unit']);
  });
});
