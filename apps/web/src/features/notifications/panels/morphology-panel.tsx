import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { Notification } from '@registry/domain/notification/model';
import { memo, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditability, usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import { type PanelProps, PanelShell } from '../form/panel-shell';
import { ComboField, SelectField } from '../form/pick-fields';
import { QualityWarnings } from '../quality/quality-warnings';
import { SynonymsDialog } from './synonyms-dialog';

const f = (field: string) => `notification.fields.cancerMorphology.${field}`;

/**
 * Behaviour → morphology code → ICCC-3 (spec 02 §4): the code list is the behaviour's, and a code
 * with a known association fills and locks the ICCC-3 groups.
 */
export const MorphologyPanel = memo(function MorphologyPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups, changeMorphology } = useFormKit();
  const readonly = usePanelReadonly('cancerMorphology');
  const { fields } = useEditability();
  const [synonymsOpen, setSynonymsOpen] = useState(false);
  const [behaviourId, primary, category] = useWatch<Notification>({
    name: [
      'cancerMorphology.behaviorId',
      'cancerMorphology.icC3PrimaryId',
      'cancerMorphology.icC3CategoryId',
    ],
  }) as [number | null, number | null, number | null];
  const behaviourCode = lookups.options('behaviour').find((b) => b.id === behaviourId)?.code ?? null;
  const morphologies = useMemo(
    () =>
      behaviourCode === null
        ? []
        : lookups.options('morphology').filter((m) => m.code?.endsWith(`/${behaviourCode}`)),
    [lookups, behaviourCode],
  );
  const categories = useMemo(
    () => lookups.options('iccc3Subgroup').filter((o) => o.parent === primary),
    [lookups, primary],
  );
  const subcategories = useMemo(
    () => lookups.options('iccc3ExtendedGroup').filter((o) => o.parent === category),
    [lookups, category],
  );
  const search = fields.morphologyCodeId ? (
    <InputAdornment position="end">
      <IconButton
        size="small"
        aria-label={t('notification.synonyms.open')}
        data-testid="open-synonyms"
        onClick={() => setSynonymsOpen(true)}
      >
        <SearchIcon fontSize="small" />
      </IconButton>
    </InputAdornment>
  ) : undefined;
  return (
    <PanelShell {...props} panel="cancerMorphology" errorNames={['cancerMorphology']} readonly={readonly}>
      <SelectField
        name="cancerMorphology.behaviorId"
        label={t(f('behavior'))}
        options={lookups.options('behaviour')}
        disabled={readonly}
      />
      <ComboField
        name="cancerMorphology.morphologyCodeId"
        label={t(f('morphologyCode'))}
        options={morphologies}
        disabled={!fields.morphologyCodeId}
        onPick={(id) => void changeMorphology(id)}
        endAdornment={search}
      />
      <SelectField
        name="cancerMorphology.degreeId"
        label={t(f('degree'))}
        options={lookups.options('grade')}
        disabled={readonly}
      />
      <SelectField
        name="cancerMorphology.icC3PrimaryId"
        label={t(f('icC3Primary'))}
        options={lookups.options('iccc3MainGroup')}
        disabled={!fields.iccc3}
      />
      <SelectField
        name="cancerMorphology.icC3CategoryId"
        label={t(f('icC3Category'))}
        options={categories}
        disabled={!fields.iccc3 || primary === null}
      />
      <SelectField
        name="cancerMorphology.icC3SubcategoryId"
        label={t(f('icC3Subcategory'))}
        options={subcategories}
        disabled={!fields.iccc3 || category === null}
      />
      <SynonymsDialog
        open={synonymsOpen}
        behaviourId={behaviourId}
        onClose={() => setSynonymsOpen(false)}
        onSelect={(id) => void changeMorphology(id)}
      />
      <QualityWarnings panel="cancerMorphology" />
    </PanelShell>
  );
});
