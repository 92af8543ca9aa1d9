import { type MedicalCaseFacts, validateMedicalCase } from '@registry/domain/clinical/medical-case-rules';
import { todayIso } from '@registry/domain/patient/cnp';
import { msg } from '@registry/domain/shared/messages';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { createRequirementsStore, RequirementsContext } from '../../../notifications/form/requirements-store';
import { detailsOf, type MedicalCaseFormValues, panelOfPath } from './form-values';

/** Always asked of the team, filled or not: the clinical status (the only rule of its own). */
const ALWAYS = ['clinicalDiagnosis.clinicalStatusId'];

/**
 * The asterisks and per-panel missing counts of the reused notification panels, for the medical
 * case: the fields its own validation (validateMedicalCase) answers "required" for as the details
 * stand, so the team sees what a save will ask before pressing it.
 */
export function MedicalCaseRequirements({
  facts,
  children,
}: {
  facts: MedicalCaseFacts;
  children: ReactNode;
}) {
  const store = useMemo(() => createRequirementsStore(), []);
  const values = useWatch() as MedicalCaseFormValues;
  useEffect(() => {
    const timer = setTimeout(() => {
      const errors = validateMedicalCase(detailsOf(values), facts, { today: todayIso() });
      const missing = Object.entries(errors)
        .filter(([, code]) => code === msg.required)
        .map(([path]) => path);
      const missingByPanel: Record<string, number> = {};
      for (const path of missing)
        missingByPanel[panelOfPath(path)] = (missingByPanel[panelOfPath(path)] ?? 0) + 1;
      store.update({ required: [...new Set([...ALWAYS, ...missing])], missing, missingByPanel });
    }, 150);
    return () => clearTimeout(timer);
  }, [values, facts, store]);
  return <RequirementsContext.Provider value={store}>{children}</RequirementsContext.Provider>;
}
