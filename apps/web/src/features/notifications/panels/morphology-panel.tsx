import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { valuesUnder } from '@registry/domain/notification/coded-pairs';
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
 * Behaviour ⇄ morphology code → ICCC-3 (spec 02 §4): a behaviour chosen first narrows the code list
 * to its codes; a code chosen first sets the behaviour it carries (9500/3 is malignant, "/3"), so
 * the code is never locked behind the behaviour (issue 42 item 5). A code with a known association
 * fills and locks the ICCC-3 groups.
 */
export const MorphologyPanel = memo(function MorphologyPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups, change, changeMorphology } = useFormKit();
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
  const behaviours = lookups.options('behaviour');
  // The coded pairs' table (domain coded-pairs.ts) decides what each list offers under its parent;
  // before a behaviour is chosen every code is offered, and the code picked sets its behaviour.
  const morphologies = useMemo(
    () =>
      behaviourId === null
        ? lookups.options('morphology')
        : valuesUnder(
            'cancerMorphology.morphologyCodeId',
            behaviourId,
            lookups.options('morphology'),
            lookups.codedPairs,
          ),
    [lookups, behaviourId],
  );
  // Editable as the behaviour is: the domain unlocks it once a behaviour is chosen, and before that
  // a code may be picked, which chooses the behaviour.
  const codeEditable = fields.morphologyCodeId || (!readonly && behaviourId === null);
  const pickCode = (id: number | null) => {
    const carried = lookups
      .options('morphology')
      .find((m) => m.id === id)
      ?.code?.split('/')[1];
    const behaviour = behaviours.find((b) => b.code === carried);
    // The behaviour first: changing it clears the code, which is then set.
    if (behaviour && behaviour.id !== behaviourId) change('cancerMorphology.behaviorId', behaviour.id);
    void changeMorphology(id);
  };
  const categories = useMemo(
    () =>
      valuesUnder(
        'cancerMorphology.icC3CategoryId',
        primary,
        lookups.options('iccc3Subgroup'),
        lookups.codedPairs,
      ),
    [lookups, primary],
  );
  const subcategories = useMemo(
    () =>
      valuesUnder(
        'cancerMorphology.icC3SubcategoryId',
        category,
        lookups.options('iccc3ExtendedGroup'),
        lookups.codedPairs,
      ),
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
        disabled={!codeEditable}
        onPick={pickCode}
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
