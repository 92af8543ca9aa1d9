import type { ListAnswer, ListQuery } from '../../shared/list/list-page';
import type { UsefulDocument } from './documents-api';

/** Lower case without diacritics, so "termeni si" finds "Termeni și politici". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('ro');

/** Spec 01 §2.9: the toolbar search filters documents by name, locally and case-insensitively. */
export function searchDocuments(documents: UsefulDocument[], term: string | null): UsefulDocument[] {
  const wanted = fold(term?.trim() ?? '');
  return wanted ? documents.filter((d) => fold(d.name).includes(wanted)) : documents;
}

type Compare = (a: UsefulDocument, b: UsefulDocument) => number;
const comparators: Record<string, Compare> = {
  name: (a, b) => a.name.localeCompare(b.name, 'ro', { sensitivity: 'base' }),
  updatedDateUtc: (a, b) => Date.parse(a.updatedDateUtc) - Date.parse(b.updatedDateUtc),
};

/**
 * The server answers the whole list (a handful of documents), so the list page's query is served
 * here: search, then sort (ties by id, stable across pages), then the page.
 */
export function pageDocuments(documents: UsefulDocument[], query: ListQuery): ListAnswer<UsefulDocument> {
  const found = searchDocuments(documents, query.search);
  const sorted = [...found];
  const compare = query.sortBy ? comparators[query.sortBy] : undefined;
  if (compare) {
    const direction = query.sortDesc ? -1 : 1;
    sorted.sort((a, b) => (compare(a, b) || a.id - b.id) * direction);
  }
  return { items: sorted.slice(query.skip, query.skip + query.take), totalRows: sorted.length };
}
