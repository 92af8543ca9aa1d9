import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/EditOutlined';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { isReviewer } from '@registry/domain/identity/session';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { formatDate } from '../../shared/format/date';
import { type ListColumn, ListPage, type ListQuery, useReloadList } from '../../shared/list/list-page';
import { useOpenMedicalCase } from '../clinical/medical-case/open-medical-case-button';
import {
  IdentifierCell,
  NotificationCard,
  useNotificationColumns,
} from '../notification-list/notification-columns';
import { NotificationFilterFields } from '../notification-list/notification-filter-fields';
import type { CaseRow } from '../notification-list/notification-list-api';
import { editPathOf } from '../notification-list/notification-paths';
import { CaseExportButton } from '../reports/export/case-export-dialog';
import { ImportButton } from '../reports/import/import-buttons';
import { CaseCounters } from './case-counters';
import { type CaseCounts, type CaseFilters, fetchCases, noCaseFilters } from './cases-api';
import './locales/register';
import { ReviewDialog } from './review-dialog';

const SCREEN = 'cases';

function ReviewState({ item }: { item: CaseRow }) {
  const { t } = useTranslation();
  return item.isReviewed ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={t('cases.reviewState.reviewed')}
      title={t('cases.reviewState.reviewedBy', {
        date: formatDate(item.reviewedAt),
        user: item.reviewedBy ?? '',
      })}
      data-review-state="reviewed"
    />
  ) : (
    <Chip
      size="small"
      color="warning"
      label={t('cases.reviewState.toReview')}
      data-review-state="to-review"
    />
  );
}

/** Spec 02 §2 "Cancer cases list" with the review workflow: counters first, "to review" filter, mark reviewed. */
export default function CasesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const reload = useReloadList(SCREEN);
  const base = useNotificationColumns<CaseRow>();
  const [counts, setCounts] = useState<CaseCounts | null>(null);
  const [reviewing, setReviewing] = useState<CaseRow | null>(null);
  const reviewer = session ? isReviewer(session) : false;
  const openMedicalCase = useOpenMedicalCase();

  // The export takes the filters and search the list shows.
  const lastQuery = useRef<ListQuery<CaseFilters> | null>(null);
  const fetch = useCallback(async (query: ListQuery<CaseFilters>, signal: AbortSignal) => {
    lastQuery.current = query;
    const answer = await fetchCases(query, signal);
    setCounts({ toBeReviewedCases: answer.toBeReviewedCases, reviewedCases: answer.reviewedCases });
    return answer;
  }, []);

  // The review state sits under the identifier: it is what a reviewer scans the list for, and the
  // first column stays pinned in view while the other 14 scroll sideways (issue 18).
  const columns: ListColumn<CaseRow>[] = base.map((column) =>
    column.id === 'identifier'
      ? {
          ...column,
          render: (c) => (
            <>
              <IdentifierCell item={c} />
              <Box sx={{ mt: 0.5 }}>
                <ReviewState item={c} />
              </Box>
            </>
          ),
        }
      : column,
  );
  if (!session) return null;
  return (
    <Box>
      <CaseCounters counts={counts} />
      <ListPage<CaseRow, CaseFilters>
        screen={SCREEN}
        title={t('cases.title')}
        fetch={fetch}
        rowKey={(c) => c.caseId}
        columns={columns}
        onRowClick={(c) => void navigate(editPathOf(c, 'cases'))}
        toolbarActions={
          <>
            <ImportButton kind="vitalStatus" screen={SCREEN} />
            <CaseExportButton
              query={() => lastQuery.current ?? {}}
              total={counts ? counts.toBeReviewedCases + counts.reviewedCases : null}
            />
          </>
        }
        filters={{
          defaults: noCaseFilters,
          render: (values, change) => (
            <>
              {reviewer && (
                <FormControlLabel
                  control={
                    <Checkbox
                      name="toReviewFilter"
                      checked={values.toReviewFilter === true}
                      onChange={(e) => change({ toReviewFilter: e.target.checked ? true : null })}
                    />
                  }
                  label={t('cases.filters.toReview')}
                />
              )}
              <NotificationFilterFields values={values} change={change} />
            </>
          ),
        }}
        renderCard={(c) => (
          <NotificationCard
            item={c}
            extra={
              <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <ReviewState item={c} />
                {c.isReviewed && c.reviewedBy && (
                  <Typography variant="caption" color="text.secondary">
                    {t('cases.reviewState.reviewedBy', {
                      date: formatDate(c.reviewedAt),
                      user: c.reviewedBy,
                    })}
                  </Typography>
                )}
              </Box>
            }
          />
        )}
        actions={[
          {
            id: 'review',
            label: t('cases.review.action'),
            icon: <DoneAllIcon />,
            onClick: setReviewing,
            visible: (c) => reviewer && !c.isReviewed,
          },
          {
            id: 'edit',
            label: t('cases.open'),
            icon: <EditIcon />,
            onClick: (c) => void navigate(editPathOf(c, 'cases')),
          },
          {
            id: 'medical-case',
            label: t('medicalCase.button'),
            icon: <MedicalInformationIcon />,
            onClick: (c) => void openMedicalCase(c.caseId).catch(() => undefined),
          },
        ]}
      />
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} onReviewed={() => void reload()} />
    </Box>
  );
}
