import type { AssociationAnswer } from '@registry/domain/dictionaries/contracts';
import type { Session } from '@registry/domain/identity/session';
import { associationWarning } from '@registry/domain/notification/coding-bridge';
import { associationFound, type Iccc3Association } from '@registry/domain/notification/dependencies-tumour';
import type { Notification } from '@registry/domain/notification/model';
import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { translateMessage } from '../../../shared/i18n/i18n';
import { showToast } from '../../../shared/ui/ui-events';
import { applyNotification, changeField } from '../form/apply-change';
import type { FormKit } from '../form/form-kit';
import type { Lookups } from '../form/lookups';
import { fetchAssociation } from '../notifications-api';

const toAssociation = (a: AssociationAnswer | null): Iccc3Association | null =>
  a && {
    isValidAssociation: a.isValidAssociation,
    icC3PrimaryId: a.icc3PrimaryId,
    icC3CategoryId: a.icc3CategoryId,
    icC3SubcategoryId: a.icc3SubcategoryId,
  };

async function associationOf(form: UseFormReturn<Notification>, morphologyId: number | null) {
  const topographyId = form.getValues('cancerDiagnostic.topologicCodeId');
  if (morphologyId === null || topographyId === null) return null;
  return toAssociation(await fetchAssociation(morphologyId, topographyId));
}

/** Spec 02 §4: a pair without a valid association gets a warning toast. */
function warnIfImplausible(association: Iccc3Association | null) {
  const warning = association ? associationWarning(association) : null;
  if (warning) showToast(translateMessage(warning), 'warning');
}

/**
 * The dependency-aware setters the panels call. The domain decides what follows from a change;
 * this only looks up what the domain needs (the ICCC-3 association) and writes the result back.
 */
export function useFormKitValue(form: UseFormReturn<Notification>, lookups: Lookups, session: Session) {
  const [iccc3Locked, setIccc3Locked] = useState(false);

  // Opening a notification whose codes have a known association keeps ICCC-3 locked.
  useEffect(() => {
    void associationOf(form, form.getValues('cancerMorphology.morphologyCodeId')).then((a) =>
      setIccc3Locked(associationFound(a)),
    );
  }, [form]);

  const kit = useMemo<FormKit>(() => {
    const ctx = () => lookups.dependencyContext();
    return {
      lookups,
      session,
      change: (name, value) => void changeField(form, name, value, ctx()),
      changeMorphology: async (morphologyCodeId) => {
        const association = await associationOf(form, morphologyCodeId);
        changeField(form, 'cancerMorphology.morphologyCodeId', morphologyCodeId, { ...ctx(), association });
        setIccc3Locked(associationFound(association));
        warnIfImplausible(association);
      },
      changeTopography: async (topologicCodeId) => {
        changeField(form, 'cancerDiagnostic.topologicCodeId', topologicCodeId, ctx());
        const association = await associationOf(form, form.getValues('cancerMorphology.morphologyCodeId'));
        const found = associationFound(association);
        if (found) {
          const before = structuredClone(form.getValues());
          const { isValidAssociation: _, ...iccc3 } = association;
          applyNotification(form, before, {
            ...before,
            cancerMorphology: { ...before.cancerMorphology, ...iccc3 },
          });
        }
        setIccc3Locked(found);
        warnIfImplausible(association);
      },
      changeReason: (reasonId) => {
        changeField(form, 'diagnosticReportingReasonId', reasonId, ctx());
        void associationOf(form, form.getValues('cancerMorphology.morphologyCodeId')).then(warnIfImplausible);
      },
    };
  }, [form, lookups, session]);

  return { kit, iccc3Locked };
}
