import { PROTECTED_DOCUMENT_MAX_ID } from '@registry/domain/documents/contracts';

/** Spec 01 §6: in the card view the protection reaches id 4 (the table view's is the server's, id 2). */
export const CARD_PROTECTED_MAX_ID = 4;

/** Delete is offered only past the protected ids of the view on screen. */
export function isDeletable(id: number, view: 'table' | 'grid') {
  return id > (view === 'grid' ? CARD_PROTECTED_MAX_ID : PROTECTED_DOCUMENT_MAX_ID);
}
