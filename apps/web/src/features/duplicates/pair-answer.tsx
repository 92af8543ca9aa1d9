import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { isPossibleTwins } from '@registry/domain/duplicates/score';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http/http-error';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { showError, showToast } from '../../shared/ui/ui-events';
import { personLabel } from './duplicate-labels';
import { answerPair, type PairRow } from './duplicates-api';

/**
 * The three answers (issue 27 item 3): same child (merge into the record chosen to keep, after a
 * confirmation), different children (remembered), not sure (kept in the queue). A pair that may be
 * twins (issue 40) asks a confirmation that names the reason, and the merge carries it.
 */
export function PairAnswer({ pair, onAnswered }: { pair: PairRow; onAnswered: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [keep, setKeep] = useState(pair.patientA.id);
  const kept = keep === pair.patientA.id ? pair.patientA : pair.patientB;
  const retired = keep === pair.patientA.id ? pair.patientB : pair.patientA;

  const twinsAsked = () =>
    confirm({
      title: t('duplicates.answer.twinsTitle'),
      message: t('duplicates.answer.twinsMessage', {
        kept: personLabel(kept),
        retired: personLabel(retired),
      }),
      focusNo: true,
    });
  const merge = async () => {
    const same = { answer: 'same' as const, survivingPatientId: keep };
    const twins = isPossibleTwins(pair.reasons);
    const yes = twins
      ? await twinsAsked()
      : await confirm({
          title: t('duplicates.answer.confirmTitle'),
          message: t('duplicates.answer.confirmMessage', {
            kept: personLabel(kept),
            retired: personLabel(retired),
          }),
          focusNo: true,
        });
    if (!yes) return;
    const acknowledged = { ...same, acknowledged: 'possible-twins' as const };
    const result = twins
      ? await answerPair(pair.id, acknowledged)
      : await answerPair(pair.id, same, false).catch(async (err: unknown) => {
          // A pair scored before the twin model, or corrected since: the server names the reason.
          const refusedAsTwins =
            err instanceof HttpError &&
            err.status === 409 &&
            (err.body as { key?: string } | null)?.key === 'duplicates.possibleTwins';
          if (!refusedAsTwins) {
            if (err instanceof HttpError) showError(err.notice);
            throw err;
          }
          if (!(await twinsAsked())) return null;
          return answerPair(pair.id, acknowledged);
        });
    if (!result) return;
    showToast(t('duplicates.answer.merged'));
    for (const warning of result.warnings) showToast(warning, 'warning');
    onAnswered();
  };
  const answer = async (value: 'different' | 'unsure') => {
    await answerPair(pair.id, { answer: value });
    showToast(t(`duplicates.answer.${value}Done`));
    onAnswered();
  };

  return (
    <Box data-testid="pair-answer" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel id="keep-label">{t('duplicates.answer.keep')}</FormLabel>
        <RadioGroup
          aria-labelledby="keep-label"
          value={keep}
          onChange={(e) => setKeep(Number(e.target.value))}
        >
          {[pair.patientA, pair.patientB].map((p, i) => (
            <FormControlLabel
              key={p.id}
              value={p.id}
              control={<Radio />}
              label={`${t(`duplicates.record${i === 0 ? 'A' : 'B'}`)}: ${personLabel(p)}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void merge().catch(() => undefined)} data-answer="same">
          {t('duplicates.answer.same')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void answer('different').catch(() => undefined)}
          data-answer="different"
        >
          {t('duplicates.answer.different')}
        </Button>
        <Button onClick={() => void answer('unsure').catch(() => undefined)} data-answer="unsure">
          {t('duplicates.answer.unsure')}
        </Button>
      </Box>
    </Box>
  );
}
