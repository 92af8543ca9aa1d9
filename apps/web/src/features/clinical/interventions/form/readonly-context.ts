import { createContext, useContext } from 'react';

/** A canceled intervention, or a reader who is not on the team, sees every field read-only. */
export const ReadonlyContext = createContext(false);
export const useReadonly = () => useContext(ReadonlyContext);
