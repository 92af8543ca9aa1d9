import type { MedicalCase } from './medical-case-api';

/**
 * What every tab of the medical case receives: the case as last read (its `access` says what the
 * caller may do, from the domain predicates) and a way to read it again after a change elsewhere.
 */
export type MedicalCaseTabProps = {
  medicalCase: MedicalCase;
  /** Reads the case again (its version, owner or unit may have changed). */
  onChanged: () => void;
};
