import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import { useReloadList } from '../../shared/list/use-list-query';
import type { CaseRow } from '../notification-list/notification-list-api';
import { findCaseRow } from './cases-api';
import './locales/register';
import { ReviewDialog } from './review-dialog';

type Props = {
  caseId: number;
  identifier: string;
  /** Unsaved changes on the page: the review (which may write an observation) waits for the save. */
  blocked: boolean;
  /** The review wrote a new version of the record: the page reloads it. */
  onReviewed: () => void;
};

/**
 * "Mark reviewed" on the case's own page (issue 18: only the list had it): the case list's row of
 * this case says whether the current version is reviewed; the same dialog and call as the list.
 */
export function CaseReviewAction({ caseId, identifier, blocked, onReviewed }: Props) {
  const { t } = useTranslation();
  const reloadList = useReloadList('cases');
  const row = useQuery({
    queryKey: ['case-row', caseId],
    queryFn: ({ signal }) => findCaseRow(caseId, identifier, signal),
  });
  const [reviewing, setReviewing] = useState<CaseRow | null>(null);
  const kase = row.data;
  if (!kase) return null;
  if (kase.isReviewed)
    return (
      <Chip
        color="success"
        variant="outlined"
        icon={<DoneAllIcon />}
        label={t('cases.reviewState.reviewed')}
        title={t('cases.reviewState.reviewedBy', {
          date: formatDate(kase.reviewedAt),
          user: kase.reviewedBy ?? '',
        })}
        data-testid="case-review-state"
        data-review-state="reviewed"
      />
    );
  const label = t('cases.review.action');
  return (
    <>
      <Tooltip title={blocked ? t('cases.review.saveFirst') : ''}>
        <span>
          <Button
            color="success"
            startIcon={<DoneAllIcon />}
            disabled={blocked}
            onClick={() => setReviewing(kase)}
            aria-label={label}
            data-testid="case-review"
            sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {label}
            </Box>
          </Button>
        </span>
      </Tooltip>
      <ReviewDialog
        target={reviewing}
        onClose={() => setReviewing(null)}
        onReviewed={() => {
          void row.refetch();
          void reloadList();
          onReviewed();
        }}
      />
    </>
  );
}
