import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../shared/list/list-page';
import { isDeletable } from './document-rules';
import { pageDocuments, searchDocuments } from './document-search';
import type { UsefulDocument } from './documents-api';

const doc = (id: number, name: string, updatedDateUtc: string): UsefulDocument => ({
  id,
  name,
  description: null,
  documentName: `${id}.pdf`,
  updatedDateUtc,
});
const documents = [
  doc(1, 'Termeni și politici', '2026-01-03T10:00:00Z'),
  doc(2, 'Ghid de utilizare', '2026-01-01T10:00:00Z'),
  doc(3, 'ghid raportare', '2026-01-02T10:00:00Z'),
];
const query = (patch: Partial<ListQuery>): ListQuery => ({
  take: 8,
  skip: 0,
  sortBy: null,
  sortDesc: false,
  search: null,
  ...patch,
});

describe('useful documents search (spec 01 §2.9: by name, local, case-insensitive)', () => {
  it.each([
    ['GHID', [2, 3]],
    ['  ghid de ', [2]],
    ['politici', [1]],
    ['termeni si', [1]],
    ['', [1, 2, 3]],
    ['absent', []],
  ])('%j finds %j', (term, ids) => {
    expect(searchDocuments(documents, term).map((d) => d.id)).toEqual(ids);
  });

  it('sorts by name or date and pages after searching', () => {
    expect(pageDocuments(documents, query({ sortBy: 'name' })).items.map((d) => d.id)).toEqual([2, 3, 1]);
    expect(
      pageDocuments(documents, query({ sortBy: 'updatedDateUtc', sortDesc: true })).items.map((d) => d.id),
    ).toEqual([1, 3, 2]);
    const page = pageDocuments(documents, query({ search: 'ghid', take: 1, skip: 1, sortBy: 'name' }));
    expect(page).toMatchObject({ totalRows: 2, items: [{ id: 3 }] });
  });
});

describe('protected documents (spec 01 §6: ids <= 2 in the table, <= 4 in cards)', () => {
  it.each([
    [1, 'table', false],
    [2, 'table', false],
    [3, 'table', true],
    [4, 'grid', false],
    [5, 'grid', true],
  ] as const)('id %i in the %s view: deletable %s', (id, view, deletable) => {
    expect(isDeletable(id, view)).toBe(deletable);
  });
});
