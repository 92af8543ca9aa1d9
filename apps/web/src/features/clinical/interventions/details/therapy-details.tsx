import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  bodyMassIndex,
  bodySurfaceArea,
  expectedTotalDose,
  totalDoseMatches,
} from '@registry/domain/clinical/interventions/computations';
import { systemicCycle, systemicMedicine } from '@registry/domain/clinical/interventions/detail-therapy';
import { InterventionLimits as L } from '@registry/domain/clinical/interventions/fields';
import {
  RadiotherapyIntent,
  RadiotherapyTechnique,
  SystemicTherapyKind,
} from '@registry/domain/clinical/interventions/kinds';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format/number';
import { DateF, EnumF, FlagF, NumberF, PickF, TextF } from '../form/form-fields';
import { Rows, Section, Wide } from '../form/section';
import { useDictionaryList } from '../interventions-api';
import { idsOf, useLabels } from './labels';

const d = (key: string) => `detail.${key}`;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A computed value written as the interface's language writes numbers (16,5 in Romanian). */
function useNumberText() {
  const { i18n } = useTranslation();
  return (v: number | null) => (v === null ? '—' : formatNumber(v, i18n.language));
}

/** Radiotherapy: the total dose is shown against dose per fraction × fractions as it is typed. */
export function RadiotherapyDetail() {
  const { t, f } = useLabels();
  const [dose, fractions, total] = useWatch({
    name: [d('dosePerFraction'), d('fractions'), d('totalDose')],
  }) as unknown[];
  const n = useNumberText();
  const expected = expectedTotalDose(num(dose), num(fractions));
  const matches = totalDoseMatches(num(total), num(dose), num(fractions));
  return (
    <Section title={t('interventions.sections.radiotherapy')} testId="radiotherapy">
      <EnumF
        name={d('treatmentTypeId')}
        label={f('treatmentType')}
        enumKey="radiotherapyIntent"
        ids={idsOf(RadiotherapyIntent)}
      />
      <TextF name={d('bodyPart')} label={f('bodyPart')} max={L.name} />
      <EnumF
        name={d('typeId')}
        label={f('radiotherapyType')}
        enumKey="radiotherapyTechnique"
        ids={idsOf(RadiotherapyTechnique)}
      />
      <NumberF name={d('dosePerFraction')} label={f('dosePerFraction')} unit="Gy" />
      <NumberF name={d('fractions')} label={f('fractions')} />
      <NumberF
        name={d('totalDose')}
        label={f('totalDose')}
        unit="Gy"
        helper={expected === null ? undefined : t('interventions.form.expectedDose', { dose: n(expected) })}
      />
      <Wide>
        <Box data-testid="total-dose-check" data-matches={matches}>
          {expected !== null && (
            <Alert severity={matches ? 'success' : 'warning'} sx={{ py: 0 }}>
              {t(matches ? 'interventions.form.doseMatches' : 'interventions.form.doseDiffers', {
                dose: n(num(dose)),
                fractions: num(fractions),
                expected: n(expected),
              })}
            </Alert>
          )}
        </Box>
      </Wide>
      {!matches && (
        <Wide>
          <TextF
            name={d('totalDoseExplanation')}
            label={f('totalDoseExplanation')}
            max={L.note}
            rows={2}
            required
          />
        </Wide>
      )}
      <DateF name={d('lastDate')} label={f('lastDate')} />
      <Wide>
        <TextF name={d('observation')} label={f('observation')} max={L.text} rows={2} />
      </Wide>
    </Section>
  );
}

/** A cycle's BMI and BSA (Mosteller) follow its weight and height as they are typed. */
function CycleBody({ path }: { path: string }) {
  const { t, f } = useLabels();
  const form = useFormContext();
  const [weight, height] = useWatch({ name: [`${path}.weight`, `${path}.height`] }) as unknown[];
  const bmi = bodyMassIndex(num(weight), num(height));
  const bsa = bodySurfaceArea(num(weight), num(height));
  const n = useNumberText();
  // The computed values travel with the cycle (the server checks them against its own computation).
  useEffect(() => {
    form.setValue(`${path}.bmi`, bmi);
    form.setValue(`${path}.bsa`, bsa);
  }, [form, path, bmi, bsa]);
  return (
    <>
      <NumberF name={`${path}.weight`} label={f('weight')} unit="kg" />
      <NumberF name={`${path}.height`} label={f('height')} unit="cm" />
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', minHeight: 56 }}>
        <Typography data-testid="cycle-bmi">
          {t('interventions.form.bmi')}: <strong>{n(bmi)}</strong>
        </Typography>
        <Typography data-testid="cycle-bsa" title={t('interventions.form.mosteller')}>
          {t('interventions.form.bsa')}: <strong>{bsa === null ? '—' : `${n(bsa)} m²`}</strong>
        </Typography>
      </Box>
    </>
  );
}

/** Systemic therapy: tumour class, kind, protocol, and its cycles with the child's measures and medicines. */
export function SystemicTherapyDetail() {
  const { t, f } = useLabels();
  const classes = useDictionaryList(ListId.iccc3MainGroup);
  const protocols = useDictionaryList(ListId.therapeuticProtocol);
  const agents = useDictionaryList(ListId.therapeuticAgent);
  return (
    <Section title={t('interventions.sections.systemicTherapy')} testId="systemic-therapy">
      <PickF name={d('tumourClassId')} label={f('tumourClass')} options={classes.data ?? []} />
      <EnumF
        name={d('typeId')}
        label={f('systemicType')}
        enumKey="systemicTherapyKind"
        ids={idsOf(SystemicTherapyKind)}
      />
      <PickF name={d('protocolId')} label={f('protocol')} options={protocols.data ?? []} />
      <TextF name={d('otherProtocol')} label={f('otherProtocol')} max={L.place} />
      <Rows
        name={d('cycles')}
        title={f('cycles')}
        rowTitle={(i) => t('interventions.form.cycle', { n: i + 1 })}
        addLabel={t('interventions.form.addCycle')}
        empty={() => systemicCycle.parse({})}
        max={60}
        render={(p) => (
          <>
            <NumberF name={`${p}.number`} label={f('cycleNumber')} />
            <DateF name={`${p}.date`} label={f('cycleDate')} />
            <FlagF name={`${p}.offLabel`} label={f('offLabel')} />
            <CycleBody path={p} />
            <Rows
              name={`${p}.medicines`}
              title={f('medicines')}
              rowTitle={(i) => t('interventions.form.medicine', { n: i + 1 })}
              addLabel={t('interventions.form.addMedicine')}
              empty={() => systemicMedicine.parse({})}
              max={20}
              render={(m) => (
                <>
                  <PickF name={`${m}.agentId`} label={f('agent')} options={agents.data ?? []} />
                  <TextF name={`${m}.name`} label={f('medicineName')} max={L.name} />
                  <TextF name={`${m}.dosage`} label={f('dosage')} max={L.name} />
                </>
              )}
            />
          </>
        )}
      />
      <Wide>
        <TextF name={d('observation')} label={f('observation')} max={L.text} rows={2} />
      </Wide>
    </Section>
  );
}
