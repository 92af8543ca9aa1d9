import type { AppContext } from '../../platform/context';

/** Identity needs everything but the file store. */
export type IdentityContext = Omit<AppContext, 'files'>;
