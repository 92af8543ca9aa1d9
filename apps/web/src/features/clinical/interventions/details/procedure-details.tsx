import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { InterventionLimits as L } from '@registry/domain/clinical/interventions/fields';
import {
  ComplicationGrade,
  ConditioningIntensity,
  SurgeryExtent,
  SurgeryMargins,
  TransplantDonor,
  TransplantSource,
} from '@registry/domain/clinical/interventions/kinds';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { useController, useWatch } from 'react-hook-form';
import { useCaseUnitOptions } from '../form/common-fields';
import { DateF, EnumF, FlagF, PickF, TextF } from '../form/form-fields';
import { useReadonly } from '../form/readonly-context';
import { Section, Wide } from '../form/section';
import { useDictionaryList } from '../interventions-api';
import { idsOf, useLabels } from './labels';

const d = (key: string) => `detail.${key}`;

/** Surgery: procedure, extent, margins (R0–RX), the surgeon and their unit, Clavien-Dindo complications. */
export function SurgeryDetail({ medicalCaseId }: { medicalCaseId: number }) {
  const { t, f } = useLabels();
  const units = useCaseUnitOptions(medicalCaseId);
  const hasComplications = useWatch({ name: d('hasComplications') }) as boolean;
  return (
    <Section title={t('interventions.sections.surgery')} testId="surgery">
      <Wide>
        <TextF name={d('procedure')} label={f('procedure')} max={L.place} />
      </Wide>
      <EnumF name={d('extentId')} label={f('extent')} enumKey="surgeryExtent" ids={idsOf(SurgeryExtent)} />
      <EnumF
        name={d('marginsId')}
        label={f('margins')}
        enumKey="surgeryMargins"
        ids={idsOf(SurgeryMargins)}
      />
      <TextF name={d('surgeon')} label={f('surgeon')} max={L.name} />
      <PickF name={d('surgeonUnitId')} label={f('surgeonUnit')} options={units} />
      <TextF name={d('surgeonUnitName')} label={f('surgeonUnitName')} max={L.place} />
      <FlagF name={d('hasComplications')} label={f('hasComplications')} />
      {hasComplications && (
        <>
          <EnumF
            name={d('complicationGradeId')}
            label={f('complicationGrade')}
            enumKey="complicationGrade"
            ids={idsOf(ComplicationGrade)}
          />
          <Wide>
            <TextF name={d('complications')} label={f('complications')} max={L.note} rows={2} required />
          </Wide>
        </>
      )}
      <Wide>
        <TextF name={d('observation')} label={f('observation')} max={L.text} rows={2} />
      </Wide>
    </Section>
  );
}

/** Transplant: donor, source, conditioning and its intensity, engraftment. */
export function TransplantDetail() {
  const { t, f } = useLabels();
  return (
    <Section title={t('interventions.sections.transplant')} testId="transplant">
      <EnumF
        name={d('donorTypeId')}
        label={f('donorType')}
        enumKey="transplantDonor"
        ids={idsOf(TransplantDonor)}
      />
      <EnumF
        name={d('sourceId')}
        label={f('source')}
        enumKey="transplantSource"
        ids={idsOf(TransplantSource)}
      />
      <EnumF
        name={d('conditioningIntensityId')}
        label={f('conditioningIntensity')}
        enumKey="conditioningIntensity"
        ids={idsOf(ConditioningIntensity)}
      />
      <Wide>
        <TextF name={d('conditioning')} label={f('conditioning')} max={L.place} />
      </Wide>
      <DateF name={d('engraftmentDate')} label={f('engraftmentDate')} />
      <Wide>
        <TextF name={d('observation')} label={f('observation')} max={L.text} rows={2} />
      </Wide>
    </Section>
  );
}

/** The imaging subcategories of the chosen category (the notification's lists 34 and 35). */
function SubcategoriesField({ categoryId }: { categoryId: number | null }) {
  const { f } = useLabels();
  const readonly = useReadonly();
  const subcategories = useDictionaryList(ListId.imagingSubcategory);
  const { field } = useController({ name: d('subcategoryIds') });
  const options = (subcategories.data ?? []).filter((s) => categoryId === null || s.option === categoryId);
  const chosen = options.filter((o) => ((field.value ?? []) as number[]).includes(o.id));
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      disabled={readonly || categoryId === null}
      onChange={(_, next) => field.onChange(next.map((o) => o.id))}
      getOptionLabel={(o) => o.text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={f('subcategories')} />}
    />
  );
}

/** Imaging: modality (category), subcategories, region, contrast, result. */
export function ImagingDetail() {
  const { t, f } = useLabels();
  const categories = useDictionaryList(ListId.imagingCategory);
  const categoryId = useWatch({ name: d('categoryId') }) as number | null;
  return (
    <Section title={t('interventions.sections.imaging')} testId="imaging">
      <PickF name={d('categoryId')} label={f('modality')} options={categories.data ?? []} />
      <SubcategoriesField categoryId={categoryId} />
      <TextF name={d('region')} label={f('region')} max={L.place} />
      <FlagF name={d('hasContrast')} label={f('hasContrast')} />
      <Wide>
        <TextF name={d('result')} label={f('result')} max={L.text} rows={3} />
      </Wide>
    </Section>
  );
}

/** Histopathology: specimen, report number, ICD-O-3 morphology and the result text. */
export function HistopathologyDetail() {
  const { t, f } = useLabels();
  const morphologies = useDictionaryList(ListId.morphology);
  return (
    <Section title={t('interventions.sections.histopathology')} testId="histopathology">
      <TextF name={d('specimen')} label={f('specimen')} max={L.place} />
      <TextF name={d('reportNumber')} label={f('reportNumber')} max={L.short} />
      <PickF
        name={d('morphologyCodeId')}
        label={f('morphology')}
        options={morphologies.data ?? []}
        list="morphology"
      />
      <Wide>
        <TextF name={d('result')} label={f('result')} max={L.text} rows={3} />
      </Wide>
    </Section>
  );
}
