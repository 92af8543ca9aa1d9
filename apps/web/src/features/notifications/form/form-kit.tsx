import type { Session } from '@registry/domain/identity/session';
import type { Notification } from '@registry/domain/notification/model';
import { createContext, useContext } from 'react';
import type { Path } from 'react-hook-form';
import type { Lookups } from './lookups';

export type FieldName = Path<Notification>;

/** What every panel needs besides the form: the dictionaries and the dependency-aware setter. */
export type FormKit = {
  lookups: Lookups;
  session: Session;
  /** Sets a field and everything the domain dependencies derive from it (spec 02 §4). */
  change: (name: FieldName, value: unknown) => void;
  /** The morphology code: looks up the ICCC-3 association first, then applies the change. */
  changeMorphology: (morphologyCodeId: number | null) => Promise<void>;
  /** The topography: applies the change, then refreshes the association. */
  changeTopography: (topologicCodeId: number | null) => Promise<void>;
  /** The reporting reason: applies the change and warns about an implausible pair. */
  changeReason: (reasonId: number | null) => void;
};

export const FormKitContext = createContext<FormKit | null>(null);

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('useFormKit needs the notification form');
  return kit;
}
