import AttachFileIcon from '@mui/icons-material/AttachFile';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RECOMMENDATION_DOCUMENT_MAX_BYTES,
  recommendationDocumentExtensions,
  recommendationForm,
} from '@registry/domain/clinical/recommendation-contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/auth-store';
import { acceptOf, type FileRule, fileProblem } from '../../../shared/files/file-rules';
import { localDraftKey } from '../../../shared/forms/local-draft';
import { LocalDraftBanner } from '../../../shared/forms/local-draft-banner';
import { useStateDraft } from '../../../shared/forms/use-form-draft';
import { HttpError } from '../../../shared/http/http-error';
import { translateMessage } from '../../../shared/i18n/i18n';
import { DateField } from '../../../shared/ui/date-field';
import { showError } from '../../../shared/ui/ui-events';
import { useCaseUnits } from '../medical-team/medical-team-api';
import { type RecommendationRow, saveRecommendation } from './recommendations-api';

const documentRule: FileRule = {
  extensions: recommendationDocumentExtensions,
  maxBytes: RECOMMENDATION_DOCUMENT_MAX_BYTES,
};
type Hospital = { id: number | null; text: string };
/** What the dialog keeps as its local draft (a chosen file cannot be kept: it is chosen again). */
type Typed = { hospital: Hospital | null; plannedDate: string | null; text: string; removeDocument: boolean };

/** Add or edit one recommendation: hospital (a registry unit or a typed name), planned date, text, document. */
export function RecommendationDialog({
  medicalCaseId,
  editing,
  onClose,
  onSaved,
}: {
  medicalCaseId: number;
  editing: RecommendationRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const units = useCaseUnits(medicalCaseId);
  const userId = useSession()?.userId ?? 0;
  const [stored] = useState<Typed>(() => ({
    hospital: editing ? { id: editing.hospitalUnitId, text: editing.hospital } : null,
    plannedDate: editing?.plannedDate ?? null,
    text: editing?.text ?? '',
    removeDocument: false,
  }));
  const [hospital, setHospital] = useState(stored.hospital);
  const [plannedDate, setPlannedDate] = useState(stored.plannedDate);
  const [text, setText] = useState(stored.text);
  const [file, setFile] = useState<File | null>(null);
  const [removeDocument, setRemoveDocument] = useState(stored.removeDocument);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Closing the dialog (or the page) keeps what was typed: the next opening offers it back.
  const typed = useMemo<Typed>(
    () => ({ hospital, plannedDate, text, removeDocument }),
    [hospital, plannedDate, text, removeDocument],
  );
  const draft = useStateDraft(typed, {
    key: editing
      ? localDraftKey('recommendation', userId, editing.id)
      : localDraftKey('recommendation', userId, 'new', medicalCaseId),
    baseline: stored,
    version: editing?.version ?? 0,
  });
  const restore = () => {
    const back = draft.restore();
    if (!back) return;
    setHospital(back.hospital);
    setPlannedDate(back.plannedDate);
    setText(back.text);
    setRemoveDocument(back.removeDocument);
  };

  const values = {
    hospitalUnitId: hospital?.id ?? null,
    hospitalName: hospital && !hospital.id ? hospital.text : null,
    plannedDate,
    text,
    version: editing?.version ?? null,
    removeDocument,
  };
  const submit = async () => {
    const parsed = recommendationForm.safeParse(values);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= translateMessage(issue.message);
    const problem = file ? fileProblem(file, documentRule) : null;
    if (problem) found.document = translateMessage(problem);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== null && v !== '') body.append(k, String(v));
    if (file) body.append('document', file, file.name);
    try {
      await saveRecommendation(medicalCaseId, editing?.id ?? null, body);
      draft.saved();
      onSaved();
    } catch (error) {
      const fields = error instanceof HttpError && error.status === 400 ? fieldMap(error.body) : null;
      if (fields) setErrors(fields);
      else if (error instanceof HttpError) showError(error.notice);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="recommendation-title"
      data-testid="recommendation-dialog"
    >
      <DialogTitle id="recommendation-title">
        {t(editing ? 'recommendations.editTitle' : 'recommendations.addTitle')}
      </DialogTitle>
      <DialogContent>
        <LocalDraftBanner
          offer={draft.offer}
          newerOnServer={draft.newerOnServer}
          onRestore={restore}
          onDiscard={draft.discard}
          sx={{ mt: 1 }}
        />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete<Hospital, false, false, true>
            freeSolo
            options={(units.data ?? []).map((u) => ({ id: u.id, text: u.text }))}
            value={hospital}
            onChange={(_, next) => setHospital(typeof next === 'string' ? { id: null, text: next } : next)}
            onInputChange={(_, next, reason) => {
              if (reason === 'input') setHospital(next ? { id: null, text: next } : null);
            }}
            getOptionLabel={(h) => (typeof h === 'string' ? h : h.text)}
            isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.id === b.id && a.text === b.text}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('recommendations.hospital')}
                required
                autoFocus
                error={Boolean(errors.hospitalUnitId || errors.hospitalName)}
                helperText={errors.hospitalUnitId || errors.hospitalName || t('recommendations.hospitalHint')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps?.htmlInput, 'data-testid': 'recommendation-hospital' },
                }}
              />
            )}
          />
          <DateField
            label={t('recommendations.plannedDate')}
            value={plannedDate}
            onChange={setPlannedDate}
            error={Boolean(errors.plannedDate)}
            helperText={errors.plannedDate}
            name="plannedDate"
          />
          <TextField
            label={t('recommendations.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            required
            multiline
            minRows={3}
            error={Boolean(errors.text)}
            helperText={errors.text ?? `${text.length} / 4000`}
            slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'recommendation-text' } }}
          />
          <div>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
              {t('recommendations.chooseDocument')}
              <input
                hidden
                type="file"
                accept={acceptOf(documentRule)}
                data-testid="recommendation-file"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography
              variant="body2"
              sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
              data-testid="recommendation-file-name"
            >
              {file?.name ??
                (editing?.documentName && !removeDocument
                  ? editing.documentName
                  : t('recommendations.noDocument'))}
            </Typography>
            <FormHelperText error={Boolean(errors.document)}>
              {errors.document ?? t('recommendations.documentHint')}
            </FormHelperText>
            {editing?.hasDocument && !file && (
              <FormControlLabel
                control={
                  <Checkbox checked={removeDocument} onChange={(e) => setRemoveDocument(e.target.checked)} />
                }
                label={t('recommendations.removeDocument')}
              />
            )}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} data-testid="recommendation-save">
          {t('recommendations.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A 400 with a field map (`{ errors: { field: text } }`), or null for a rule's refusal. */
function fieldMap(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || 'key' in errors) return null;
  return errors as Record<string, string>;
}
