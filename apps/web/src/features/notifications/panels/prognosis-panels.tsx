import TextField from '@mui/material/TextField';
import {
  onPrognosticFactorsChanged,
  prognosticMeaning,
} from '@registry/domain/notification/dependencies-tumour';
import type { Notification } from '@registry/domain/notification/model';
import { memo, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyNotification } from '../form/apply-change';
import { usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import type { Option } from '../form/lookups';
import { type PanelProps, PanelShell } from '../form/panel-shell';
import { MultiField, SelectField } from '../form/pick-fields';
import { DerivedField } from '../form/simple-fields';

/** Tumour grading (spec 02 §4): a subtype allows only some gradings; the morphology is mirrored. */
export const GradingPanel = memo(function GradingPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const readonly = usePanelReadonly('tumorGrading');
  const subtype = useWatch<Notification>({ name: 'tumorGrading.histologicTypeSubtypeId' }) as number | null;
  const gradings = useMemo(() => {
    const allowed = subtype === null ? [] : lookups.gradingsOf(subtype);
    return lookups.options('tumourGrading').filter((g) => allowed.includes(g.id));
  }, [lookups, subtype]);
  const f = (field: string) => t(`notification.fields.grading.${field}`);
  return (
    <PanelShell {...props} panel="tumorGrading" errorNames={['tumorGrading']} readonly={readonly}>
      <DerivedField
        name="tumorGrading.morphologyCodeId"
        label={f('morphologyCode')}
        format={(id) => lookups.label('morphology', id as number | null)}
      />
      <SelectField
        name="tumorGrading.histologicTypeSubtypeId"
        label={f('histologicTypeSubtype')}
        options={lookups.options('histologicTypeSubtype')}
        disabled={readonly}
      />
      <SelectField
        name="tumorGrading.tumorGradingId"
        label={f('grading')}
        options={gradings}
        disabled={readonly || subtype === null}
      />
    </PanelShell>
  );
});

/** The factors ranked for the morphology, or every factor when the morphology ranks none. */
const offeredFactors = (all: Option[], ranks: Map<number, number>) =>
  ranks.size ? all.filter((o) => ranks.has(o.id)) : all;

/**
 * Non-stage prognostic factors (spec 02 §2): markers and other factors ranked for the morphology;
 * the two meanings (BM, AF) and the stored category follow the lowest rank (domain rule).
 */
export const PrognosticPanel = memo(function PrognosticPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const form = useFormContext<Notification>();
  const readonly = usePanelReadonly('nonStagePrognosticFactor');
  const [morphology, markerIds, factorIds] = useWatch<Notification>({
    name: [
      'nonStagePrognosticFactor.morphologyCodeId',
      'nonStagePrognosticFactor.markerIds',
      'nonStagePrognosticFactor.otherPrognosticFactorsIds',
    ],
  }) as [number | null, number[], number[]];
  const markerRanks = useMemo(() => lookups.factorRanks(morphology, 36), [lookups, morphology]);
  const factorRanks = useMemo(() => lookups.factorRanks(morphology, 37), [lookups, morphology]);
  const markers = useMemo(
    () => offeredFactors(lookups.options('marker'), markerRanks),
    [lookups, markerRanks],
  );
  const factors = useMemo(
    () => offeredFactors(lookups.options('otherPrognosticFactor'), factorRanks),
    [lookups, factorRanks],
  );
  const rankOf = (ranks: Map<number, number>) => (id: number) => ranks.get(id) ?? null;
  const pick = (chosen: { markerIds?: number[]; otherPrognosticFactorsIds?: number[] }) => {
    const before = structuredClone(form.getValues());
    const next = onPrognosticFactorsChanged(before, chosen, {
      markerRank: rankOf(markerRanks),
      factorRank: rankOf(factorRanks),
    });
    applyNotification(form, before, next);
  };
  const meaning = (ids: number[], ranks: Map<number, number>) =>
    lookups.label('prognosticCategory', prognosticMeaning(ids, rankOf(ranks)));
  const f = (field: string) => t(`notification.fields.prognostic.${field}`);
  return (
    <PanelShell
      {...props}
      panel="nonStagePrognosticFactor"
      errorNames={['nonStagePrognosticFactor']}
      readonly={readonly}
    >
      <DerivedField
        name="nonStagePrognosticFactor.morphologyCodeId"
        label={f('morphologyCode')}
        format={(id) => lookups.label('morphology', id as number | null)}
      />
      <MultiField
        name="nonStagePrognosticFactor.markerIds"
        label={f('markers')}
        options={markers}
        disabled={readonly}
        onPick={(ids) => pick({ markerIds: ids })}
      />
      <MultiField
        name="nonStagePrognosticFactor.otherPrognosticFactorsIds"
        label={f('otherFactors')}
        options={factors}
        disabled={readonly}
        onPick={(ids) => pick({ otherPrognosticFactorsIds: ids })}
      />
      <ReadonlyText label={f('markersMeaning')} value={meaning(markerIds, markerRanks)} name="bm" />
      <ReadonlyText label={f('factorsMeaning')} value={meaning(factorIds, factorRanks)} name="af" />
    </PanelShell>
  );
});

function ReadonlyText({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <TextField
      label={label}
      value={value}
      disabled
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'data-field': name } }}
    />
  );
}
