import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { usefulDocumentForm } from '@registry/domain/documents/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { bindServerErrors } from '../../shared/forms/server-errors';
import { fieldErrorText } from '../../shared/ui/field-error';
import { showToast } from '../../shared/ui/ui-events';
import { saveDocument, type UsefulDocument } from './documents-api';
import { type PdfChoice, PdfPicker } from './pdf-picker';

type Values = { id: number; name: string; description: string };

/** Spec 01 §5: the name is required, at most 150 characters (the description stays optional). */
export const DOCUMENT_NAME_MAX = 150;

/** The upsert dialog of spec 01 §2.9: name, description and the PDF (required only when new). */
export function DocumentUpsertDialog({
  document,
  onClose,
  onSaved,
}: {
  /** The document to edit, or null to add one. */
  document: UsefulDocument | null;
  onClose: () => void;
  onSaved: (saved: UsefulDocument) => void;
}) {
  const { t } = useTranslation();
  const isNew = document === null;
  const [pdf, setPdf] = useState<PdfChoice>({ file: null, problem: null });
  const form = useForm<Values>({
    resolver: schemaResolver<Values>(usefulDocumentForm),
    defaultValues: {
      id: document?.id ?? 0,
      name: document?.name ?? '',
      description: document?.description ?? '',
    },
    mode: 'all',
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const name = form.watch('name');
  const pdfMissing = isNew && !pdf.file;
  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.append('id', String(values.id));
    body.append('name', values.name.trim());
    body.append('description', values.description.trim());
    if (pdf.file) body.append('document', pdf.file);
    try {
      const saved = await saveDocument(body);
      showToast(t('documents.saved'));
      onSaved(saved);
    } catch (error) {
      bindServerErrors(error, ['name', 'description', 'document'], (field, e) =>
        field === 'document'
          ? setPdf((p) => ({ ...p, problem: e.message }))
          : form.setError(field as 'name', e),
      );
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%', m: { xs: 1, sm: 4 } } } }}
      aria-labelledby="document-dialog-title"
      data-testid="document-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="document-dialog-title">
          {t(isNew ? 'documents.addTitle' : 'documents.editTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('documents.name')}
            required
            autoFocus
            {...form.register('name')}
            error={Boolean(errors.name)}
            helperText={fieldErrorText(errors.name) ?? `${name.length} / ${DOCUMENT_NAME_MAX}`}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_NAME_MAX + 10 } }}
          />
          <TextField
            label={t('documents.description')}
            multiline
            minRows={3}
            {...form.register('description')}
            error={Boolean(errors.description)}
            helperText={fieldErrorText(errors.description)}
          />
          <PdfPicker
            value={pdf}
            storedName={document?.documentName ?? null}
            required={isNew}
            onChange={setPdf}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isSubmitting || pdfMissing || Boolean(pdf.problem)}
            data-testid="document-save"
          >
            {t('documents.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
