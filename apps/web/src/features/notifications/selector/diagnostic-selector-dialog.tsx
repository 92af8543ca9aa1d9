import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NotificationLimits as L } from '@registry/domain/notification/constants';
import { allowedReportingReasons } from '@registry/domain/notification/reason';
import {
  diagnosticSelection,
  NEW_DIAGNOSTIC_ID,
  selectorIdentifierError,
  selectorMorphologyEnabled,
} from '@registry/domain/notification/selector';
import { todayIso } from '@registry/domain/patient/cnp';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/confirm-provider';
import { focusHeadingOn } from '../../../shared/ui/page-focus';
import '../locales/register';
import { useNotificationLists } from '../notifications-api';
import { useIdentifierCheck } from './use-identifier-check';

type Props = { open: boolean; onClose: () => void };
type MorphologyOption = { id: number; label: string; hasDraft: boolean };
const filterMorphologies = createFilterOptions<MorphologyOption>();

/** Spec 02 §2 diagnostic selector (max width 640, Esc cancels): which patient, which tumour, why. */
export function DiagnosticSelectorDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const lists = useNotificationLists();
  const [identifier, setIdentifier] = useState('');
  const [isForeigner, setIsForeigner] = useState(false);
  const [morphoCodeId, setMorphoCodeId] = useState<number | null>(null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const today = todayIso();
  const identifierValid = selectorMorphologyEnabled(identifier, isForeigner, today);
  const identifierWrong = selectorIdentifierError(identifier, isForeigner, today) !== null;
  const check = useIdentifierCheck(identifier, identifierValid);
  // Keyboard order (issue 18 item 4): each Enter moves on — identifier → tumour → reason → Select.
  const morphologyRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<{ focus: () => void } | null>(null);
  const selectRef = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<'reason' | 'select' | null>(null);
  // The options the list shows (filtered by what is typed), to read the highlighted one on Tab.
  const shown = useRef<MorphologyOption[]>([]);
  useEffect(() => {
    if (focusNext === 'reason') reasonRef.current?.focus();
    if (focusNext === 'select') selectRef.current?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const morphologies = useMemo<MorphologyOption[]>(
    () => [
      { id: NEW_DIAGNOSTIC_ID, label: t('selector.newDiagnostic'), hasDraft: false },
      ...(check.answer?.morphologicCodes ?? []).map((m) => ({
        id: m.id,
        label: `${m.code} – ${m.text}`,
        hasDraft: m.hasDraft,
      })),
    ],
    [check.answer, t],
  );
  const reasons = useMemo(() => {
    if (morphoCodeId === null) return [];
    const allowed: readonly number[] = allowedReportingReasons(morphoCodeId === NEW_DIAGNOSTIC_ID);
    return (lists.data?.lists.reportingReason ?? []).filter((r) => allowed.includes(r.id));
  }, [lists.data, morphoCodeId]);
  const selection = {
    id: 0,
    identifier,
    isForeigner,
    morphoCodeId: identifierValid ? morphoCodeId : null,
    diagnosticReportingReasonId: reasonId,
  };
  const valid = diagnosticSelection(today).safeParse(selection).success;

  const reset = () => {
    setIdentifier('');
    setIsForeigner(false);
    setMorphoCodeId(null);
    setReasonId(null);
  };
  const cancel = () => {
    reset();
    onClose();
  };
  // Issue 23 item 12: a habitual Tab after a choice lands on Cancel; its Enter (or Esc, or a click
  // outside) must not drop what was typed unasked. The question starts on No, so Enter keeps it.
  const typed = identifier.trim() !== '' || isForeigner || morphoCodeId !== null || reasonId !== null;
  const askCancel = async () => {
    if (!typed) return cancel();
    const drop = await confirm({
      title: t('selector.discardTitle'),
      message: t('selector.discardMessage'),
      focusNo: true,
    });
    if (drop) cancel();
  };
  const pickMorphology = (id: number | null, moveOn = false) => {
    setMorphoCodeId(id);
    if (moveOn && id !== null) setFocusNext('reason');
    const allowed: readonly number[] = id === null ? [] : allowedReportingReasons(id === NEW_DIAGNOSTIC_ID);
    if (reasonId !== null && !allowed.includes(reasonId)) setReasonId(null);
  };
  const select = () => {
    if (!valid || morphoCodeId === null || reasonId === null) return;
    const query = new URLSearchParams({
      identifier: identifier.trim(),
      isForeigner: isForeigner ? '1' : '0',
      morphoCodeId: String(morphoCodeId),
      reason: String(reasonId),
    });
    reset();
    onClose();
    // The form's heading ("New notification") takes focus and is read, not <body> (issue 42 item 4).
    focusHeadingOn('/cancer-notification/0');
    void navigate(`/cancer-notification/0?${query}`);
  };
  // Enter in the identifier goes on to the tumour, never to Cancel (which would drop the CNP).
  const identifierKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (valid) select();
    else if (identifierValid) morphologyRef.current?.focus();
  };
  const identifierHelp = identifierWrong
    ? t('selector.invalidCnp')
    : check.error
      ? check.error
      : identifierValid
        ? t(
            check.checking
              ? 'selector.checking'
              : check.answer?.isKnownPatient
                ? 'selector.knownPatient'
                : 'selector.unknownPatient',
          )
        : undefined;

  return (
    <Dialog
      open={open}
      onClose={() => void askCancel()}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
      aria-labelledby="selector-title"
      data-testid="diagnostic-selector"
    >
      <DialogTitle id="selector-title">{t('selector.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          autoFocus
          name="identifier"
          label={t(isForeigner ? 'selector.foreignIdentifier' : 'selector.identifier')}
          value={identifier}
          onChange={(e) => {
            setIdentifier(e.target.value);
            pickMorphology(null);
          }}
          onKeyDown={identifierKeyDown}
          error={identifierWrong || check.error !== null}
          slotProps={{
            htmlInput: {
              maxLength: L.identifier,
              inputMode: isForeigner ? 'text' : 'numeric',
            },
          }}
          helperText={identifierHelp}
        />
        <FormControlLabel
          label={t('selector.isForeigner')}
          control={
            <Checkbox
              name="isForeigner"
              checked={isForeigner}
              onChange={(e) => {
                setIsForeigner(e.target.checked);
                pickMorphology(null);
              }}
            />
          }
        />
        <Autocomplete
          options={morphologies}
          value={morphologies.find((m) => m.id === morphoCodeId) ?? null}
          onChange={(_, option) => pickMorphology(option?.id ?? null, true)}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disabled={!identifierValid}
          // Focus opens the list with its first option highlighted: Enter picks it, no arrow needed.
          openOnFocus
          autoHighlight
          filterOptions={(options, state) => {
            shown.current = filterMorphologies(options, state);
            return shown.current;
          }}
          // Tab on an open list takes the highlighted tumour and goes on to the reason, as Enter does.
          onKeyDown={(event) => {
            if (event.key !== 'Tab' || event.shiftKey || morphoCodeId !== null) return;
            const input = event.target as HTMLElement;
            const active = input.getAttribute('aria-activedescendant');
            const index = Number(active ? document.getElementById(active)?.dataset.optionIndex : Number.NaN);
            const option = shown.current[index];
            if (input.getAttribute('aria-expanded') !== 'true' || !option) return;
            event.preventDefault();
            pickMorphology(option.id, true);
          }}
          noOptionsText={t('notification.form.noOptions')}
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props}>
              {o.label}
              {o.hasDraft && (
                <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1 }}>
                  ({t('selector.hasDraft')})
                </Typography>
              )}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={morphologyRef}
              name="morphoCodeId"
              label={t('selector.morphology')}
              helperText={identifierValid ? undefined : t('selector.identifierFirst')}
            />
          )}
        />
        <TextField
          select
          name="reason"
          label={t('selector.reason')}
          value={reasonId ?? ''}
          onChange={(e) => {
            setReasonId(e.target.value === '' ? null : Number(e.target.value));
            if (e.target.value !== '') setFocusNext('select');
          }}
          inputRef={reasonRef}
          disabled={morphoCodeId === null}
          // Spec 02 §4 has no "follow-up" reason: reason 2, always offered, is the one for it (issue 23).
          helperText={t('selector.reasonHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'selector-reason' } }}
        >
          {reasons.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.text}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void askCancel()} data-testid="selector-cancel">
          {t('selector.cancel')}
        </Button>
        <Button
          ref={selectRef}
          variant="contained"
          onClick={select}
          disabled={!valid}
          data-testid="selector-select"
        >
          {t('selector.select')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
