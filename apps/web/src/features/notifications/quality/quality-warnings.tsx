import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ConsistencyCheckName } from '@registry/domain/coding/consistency-checks-types';
import { Role } from '@registry/domain/identity/roles';
import { isConfirmable, type QualityCheck } from '@registry/domain/notification/quality-checks';
import { qualityCheckNames, qualityMessage } from '@registry/domain/notification/quality-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { useFormKit } from '../form/form-kit';
import { useQuality } from './quality-context';

type Panel = 'patientDetails' | 'notificationOverview' | 'cancerDiagnostic' | 'cancerMorphology';

/**
 * Where each check is shown: in the panels of the fields a user would correct. The dates alone do
 * not pull an age check into the patient panel, or every panel would repeat it.
 */
const SHOWN_IN: Record<ConsistencyCheckName, readonly Panel[]> = {
  'age-incidence-birth-date': ['patientDetails', 'cancerDiagnostic'],
  'age-morphology': ['cancerMorphology'],
  'age-topography': ['cancerDiagnostic'],
  'age-topography-morphology': ['cancerMorphology'],
  'basis-morphology': ['cancerDiagnostic'],
  'grade-behaviour-morphology': ['cancerMorphology'],
  'sex-topography': ['patientDetails', 'cancerDiagnostic'],
  'sex-morphology': ['patientDetails', 'cancerMorphology'],
  'topography-behaviour': ['cancerMorphology'],
  'topography-morphology': ['cancerMorphology'],
  'date-of-last-contact': ['notificationOverview'],
};

const SHOWN: ReadonlySet<QualityCheck['severity']> = new Set(['Invalid', 'Query', 'Rare']);

/** The consistency checks that concern a panel's fields, live as the user types (issue 16). */
export function QualityWarnings({ panel }: { panel: Panel }) {
  const quality = useQuality();
  const here = quality?.checks.filter(
    (c) => SHOWN.has(c.severity) && SHOWN_IN[c.checkId as ConsistencyCheckName]?.includes(panel),
  );
  if (!quality || !here?.length) return null;
  return (
    <Box
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}
      data-testid={`quality-${panel}`}
      aria-live="polite"
    >
      {here.map((check) => (
        <QualityAlert key={check.checkId} check={check} />
      ))}
    </Box>
  );
}

function QualityAlert({ check }: { check: QualityCheck }) {
  const { t, i18n } = useTranslation();
  const quality = useQuality();
  const { session } = useFormKit();
  // Auditors and executives read; confirming is the registrar's or the reviewer's act.
  const mayConfirm = session.role !== Role.Auditor && session.role !== Role.Executive;
  const [busy, setBusy] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'ro';
  const confirmation = check.confirmation;
  const severity = check.severity === 'Invalid' ? 'error' : confirmation ? 'success' : 'warning';
  const canConfirm = isConfirmable(check.severity) && !confirmation && mayConfirm;
  const saved = quality?.isSaved(check) ?? false;
  const confirm = async () => {
    setBusy(true);
    try {
      await quality?.confirm(check);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity={severity}
      variant="outlined"
      data-check={check.checkId}
      data-severity={check.severity}
      data-confirmed={confirmation ? 'true' : undefined}
      sx={{
        alignItems: 'center',
        // On a phone the action goes under the text, which keeps the width to read.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { minWidth: 0, flex: 1 },
        '& .MuiAlert-action': { ml: { xs: 4, sm: 'auto' }, pt: 0, width: { xs: '100%', sm: 'auto' } },
      }}
      action={
        canConfirm && saved ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => void confirm()}
            disabled={busy}
            title={t('quality.confirmHint')}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid={`quality-confirm-${check.checkId}`}
          >
            {t('quality.confirm')}
          </Button>
        ) : undefined
      }
    >
      <strong>
        {t(`quality.severity.${check.severity}`)} · {qualityCheckNames[language][check.checkId]}:
      </strong>{' '}
      {qualityMessage(check, language)}
      {confirmation && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('quality.confirmed', {
            name: confirmation.confirmedByName,
            date: formatDate(confirmation.confirmedAt),
          })}
        </Box>
      )}
      {check.severity === 'Invalid' && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('quality.blocksCompletion')}
        </Box>
      )}
      {canConfirm && !saved && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('quality.saveToConfirm')}
        </Box>
      )}
    </Alert>
  );
}
