import type { PreviousContact } from '@registry/domain/notification/follow-up';
import { createContext, useContext } from 'react';

/** The last contact of the record a follow-up follows (null: none), for the overview's live rules. */
export const PreviousContactContext = createContext<PreviousContact | null>(null);

export const usePreviousContact = () => useContext(PreviousContactContext);
