import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { labServiceStatus, qualityOfLifeScores } from '@registry/domain/clinical/interventions/computations';
import { labAnalysis } from '@registry/domain/clinical/interventions/detail-assessments';
import { InterventionLimits as L } from '@registry/domain/clinical/interventions/fields';
import { AnalysisCategory, QolRespondent } from '@registry/domain/clinical/interventions/kinds';
import {
  clinicEvaluationScales,
  QOL_MAX_ANSWER,
  qolAnswerLabels,
  qolSections,
  type ReferenceText,
  symptomGradeLabels,
} from '@registry/domain/clinical/interventions/reference-data';
import { useController, useWatch } from 'react-hook-form';
import { currentLanguage } from '../../../../shared/i18n/i18n';
import { EnumF, FlagF, GroupError, TextF } from '../form/form-fields';
import { useReadonly } from '../form/readonly-context';
import { Rows, Section, Wide } from '../form/section';
import { idsOf, useLabels } from './labels';

const d = (key: string) => `detail.${key}`;
const say = (text: ReferenceText) => text[currentLanguage()];

/**
 * One answer on a 0…max scale, chosen from a list. Answers live in a record keyed by item, so the
 * record is replaced whole (a key with a dot would otherwise be read by the form as a path).
 */
function ScaleAnswer({
  record,
  itemKey,
  label,
  max,
  words,
}: {
  record: string;
  itemKey: string;
  label: string;
  max: number;
  words?: readonly ReferenceText[];
}) {
  const { t } = useLabels();
  const readonly = useReadonly();
  const { field } = useController({ name: record });
  const answers = (field.value ?? {}) as Record<string, number | null>;
  const value = answers[itemKey];
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      disabled={readonly}
      fullWidth
      onChange={(e) =>
        field.onChange({ ...answers, [itemKey]: e.target.value === '' ? null : Number(e.target.value) })
      }
      slotProps={{ htmlInput: { 'data-field': `${record}.${itemKey}` } }}
    >
      <MenuItem value="">
        <em>{t('interventions.form.notAnswered')}</em>
      </MenuItem>
      {Array.from({ length: max + 1 }, (_, i) => i).map((n) => (
        <MenuItem key={n} value={n}>
          {words?.[n] ? `${n} – ${say(words[n])}` : n}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Clinic evaluation: the local, systemic and child-reported symptom scales from the reference data. */
export function ClinicEvaluationDetail() {
  const { t, f } = useLabels();
  return (
    <>
      {clinicEvaluationScales.map((scale) => (
        <Section key={scale.key} title={`${say(scale.label)} (0–${scale.max})`} testId={`scale-${scale.key}`}>
          <GroupError name={d(scale.key)} />
          {scale.items.map((item) => (
            <ScaleAnswer
              key={item.key}
              record={d(scale.key)}
              itemKey={item.key}
              label={say(item.label)}
              max={scale.max}
              words={scale.max === 4 ? symptomGradeLabels : undefined}
            />
          ))}
        </Section>
      ))}
      <Section title={t('interventions.sections.notes')}>
        <Wide>
          <TextF name={d('observation')} label={f('observation')} max={L.text} rows={2} />
        </Wide>
      </Section>
    </>
  );
}

/** Yes / no / not read as present-absent: a qualitative result. */
function PresentAnswer({ name }: { name: string }) {
  const { t, f } = useLabels();
  const readonly = useReadonly();
  const { field } = useController({ name });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <TextField
      select
      label={f('isPresent')}
      value={value}
      disabled={readonly}
      fullWidth
      onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value === 'yes')}
      slotProps={{ htmlInput: { 'data-field': name } }}
    >
      <MenuItem value="">
        <em>{t('interventions.form.notRead')}</em>
      </MenuItem>
      <MenuItem value="yes">{t('interventions.form.present')}</MenuItem>
      <MenuItem value="no">{t('interventions.form.absent')}</MenuItem>
    </TextField>
  );
}

/** Lab test: its analyses, and the lab service status derived from them as they are filled in. */
export function LabTestDetail() {
  const { t, f } = useLabels();
  const analyses = (useWatch({ name: d('analyses') }) ?? []) as Parameters<typeof labServiceStatus>[0];
  const status = labServiceStatus(analyses);
  return (
    <Section title={t('interventions.sections.labTest')} testId="lab-test">
      <Wide>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2">{t('interventions.form.labStatus')}:</Typography>
          <Chip
            size="small"
            label={t(`interventions.labStatus.${status}`)}
            color={
              status === 'completed' ? 'success' : status === 'partiallyCompleted' ? 'warning' : 'default'
            }
            data-testid="lab-status"
            data-status={status}
          />
        </Box>
      </Wide>
      <Rows
        name={d('analyses')}
        title={f('analyses')}
        rowTitle={(i) => t('interventions.form.analysis', { n: i + 1 })}
        addLabel={t('interventions.form.addAnalysis')}
        empty={() => labAnalysis.parse({})}
        max={L.rows}
        render={(p) => (
          <>
            <EnumF
              name={`${p}.categoryId`}
              label={f('analysisCategory')}
              enumKey="analysisCategory"
              ids={idsOf(AnalysisCategory)}
            />
            <TextF name={`${p}.name`} label={f('analysisName')} max={L.name} required />
            <TextF name={`${p}.result`} label={f('result')} max={L.place} />
            <TextF name={`${p}.unit`} label={f('unit')} max={30} />
            <PresentAnswer name={`${p}.isPresent`} />
            <FlagF name={`${p}.tumourMarkerConfirmed`} label={f('tumourMarkerConfirmed')} />
            <Wide>
              <TextF name={`${p}.observation`} label={f('observation')} max={L.note} />
            </Wide>
            <Wide>
              <TextF name={`${p}.report`} label={f('report')} max={L.text} rows={2} />
            </Wide>
          </>
        )}
      />
      <Wide>
        <TextF name={d('observation')} label={f('observation')} max={L.text} rows={2} />
      </Wide>
    </Section>
  );
}

/** Quality of life: the authored questionnaire drawn from the reference data, scores shown live. */
export function QualityOfLifeDetail() {
  const { t, f } = useLabels();
  const answers = (useWatch({ name: d('answers') }) ?? {}) as Record<string, number | null>;
  const scores = qualityOfLifeScores(answers);
  const shown = (v: number | null) => (v === null ? '—' : String(v));
  return (
    <>
      <Section title={t('interventions.sections.questionnaire')} testId="qol">
        <EnumF
          name={d('respondentId')}
          label={f('respondent')}
          enumKey="qolRespondent"
          ids={idsOf(QolRespondent)}
        />
        <Wide>
          <Typography variant="body2" color="text.secondary">
            {t('interventions.form.qolIntro')}
          </Typography>
        </Wide>
        <Wide>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="qol-scores">
            {qolSections.map((s) => (
              <Chip
                key={s.key}
                size="small"
                variant="outlined"
                label={`${say(s.label)}: ${shown(scores.sections[s.key] ?? null)}`}
              />
            ))}
            <Chip
              size="small"
              color="primary"
              label={`${t('interventions.form.qolTotal')}: ${shown(scores.total)}`}
              data-testid="qol-total"
            />
          </Box>
        </Wide>
      </Section>
      {qolSections.map((section, index) => (
        <Section key={section.key} title={say(section.label)} testId={`qol-${section.key}`}>
          {index === 0 && <GroupError name={d('answers')} />}
          {section.items.map((item) => (
            <ScaleAnswer
              key={item.key}
              record={d('answers')}
              itemKey={`${section.key}.${item.key}`}
              label={say(item.label)}
              max={QOL_MAX_ANSWER}
              words={qolAnswerLabels}
            />
          ))}
        </Section>
      ))}
      <Section title={t('interventions.sections.notes')}>
        <Wide>
          <TextF name={d('observation')} label={f('observation')} max={L.text} rows={2} />
        </Wide>
      </Section>
    </>
  );
}
