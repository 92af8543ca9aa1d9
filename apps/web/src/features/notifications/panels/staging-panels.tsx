import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import type { ListKey } from '@registry/domain/dictionaries/list-ids';
import { valuesUnder } from '@registry/domain/notification/coded-pairs';
import type { Notification } from '@registry/domain/notification/model';
import { memo, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import type { Lookups, Option } from '../form/lookups';
import { type PanelProps, PanelShell, Wide } from '../form/panel-shell';
import { SelectField } from '../form/pick-fields';

/** The Toronto paediatric staging guidelines (Gupta et al., Lancet Oncol 2016). */
export const TORONTO_GUIDELINES_URL = 'https://doi.org/10.1016/S1470-2045(15)00553-X';
/** UICC TNM Classification of Malignant Tumours, 8th edition. */
export const TNM_V8_URL = 'https://www.uicc.org/resources/tnm-classification-malignant-tumours-8th-edition';

function ExternalLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <Wide>
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={testId}
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
      >
        {label}
        <OpenInNewIcon fontSize="inherit" />
      </Link>
    </Wide>
  );
}

/** A list's values under its parent, by the coded pairs' table (domain coded-pairs.ts). */
const childrenOf = (lookups: Lookups, child: string, key: ListKey, parent: number | null): Option[] =>
  valuesUnder(child, parent, lookups.options(key), lookups.codedPairs);

/** Toronto staging (spec 02 §4): class → level 1 → level 2, each clearing what is below it. */
export const TorontoPanel = memo(function TorontoPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const readonly = usePanelReadonly('cancerTorontoStadialization');
  const [classId, level1] = useWatch<Notification>({
    name: ['cancerTorontoStadialization.diagnosticClassId', 'cancerTorontoStadialization.torontoLevel1Id'],
  }) as [number | null, number | null];
  const level1Options = useMemo(
    () => childrenOf(lookups, 'cancerTorontoStadialization.torontoLevel1Id', 'torontoLevel1', classId),
    [lookups, classId],
  );
  const level2Options = useMemo(
    () => childrenOf(lookups, 'cancerTorontoStadialization.torontoLevel2Id', 'torontoLevel2', level1),
    [lookups, level1],
  );
  const f = (field: string) => t(`notification.fields.toronto.${field}`);
  return (
    <PanelShell
      {...props}
      panel="cancerTorontoStadialization"
      errorNames={['cancerTorontoStadialization']}
      readonly={readonly}
    >
      <SelectField
        name="cancerTorontoStadialization.diagnosticClassId"
        label={f('diagnosticClass')}
        options={lookups.options('torontoDiagnosticClass')}
        disabled={readonly}
      />
      <SelectField
        name="cancerTorontoStadialization.torontoLevel1Id"
        label={f('level1')}
        options={level1Options}
        disabled={readonly || classId === null}
      />
      <SelectField
        name="cancerTorontoStadialization.torontoLevel2Id"
        label={f('level2')}
        options={level2Options}
        disabled={readonly || level1 === null}
      />
      <ExternalLink href={TORONTO_GUIDELINES_URL} label={f('link')} testId="toronto-link" />
    </PanelShell>
  );
});

const TNM_FIELD = {
  tnmT: 'stadializationTId',
  tnmN: 'stadializationNId',
  tnmM: 'stadializationMId',
  tnmStage: 'stadializationStageId',
} as const;

/** TNM staging (spec 02 §4): the stage type decides the T, N, M and stage values offered. */
export const TnmPanel = memo(function TnmPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const readonly = usePanelReadonly('cancerTnmStadialization');
  const stageType = useWatch<Notification>({ name: 'cancerTnmStadialization.stageTypeId' }) as number | null;
  const of = (key: 'tnmT' | 'tnmN' | 'tnmM' | 'tnmStage') =>
    childrenOf(lookups, `cancerTnmStadialization.${TNM_FIELD[key]}`, key, stageType);
  const locked = readonly || stageType === null;
  const f = (field: string) => t(`notification.fields.tnm.${field}`);
  return (
    <PanelShell
      {...props}
      panel="cancerTnmStadialization"
      errorNames={['cancerTnmStadialization']}
      readonly={readonly}
    >
      <SelectField
        name="cancerTnmStadialization.stageTypeId"
        label={f('stageType')}
        options={lookups.options('tnmStageType')}
        disabled={readonly}
      />
      <SelectField
        name="cancerTnmStadialization.stadializationTId"
        label="T"
        options={of('tnmT')}
        disabled={locked}
      />
      <SelectField
        name="cancerTnmStadialization.stadializationNId"
        label="N"
        options={of('tnmN')}
        disabled={locked}
      />
      <SelectField
        name="cancerTnmStadialization.stadializationMId"
        label="M"
        options={of('tnmM')}
        disabled={locked}
      />
      <SelectField
        name="cancerTnmStadialization.stadializationStageId"
        label={f('stage')}
        options={of('tnmStage')}
        disabled={locked}
      />
      <SelectField
        name="cancerTnmStadialization.stadializationSimplifiedStageTypeId"
        label={f('simplifiedStage')}
        options={lookups.options('tnmSimplifiedStage')}
        disabled={locked}
      />
      <ExternalLink href={TNM_V8_URL} label={f('link')} testId="tnm-link" />
    </PanelShell>
  );
});
