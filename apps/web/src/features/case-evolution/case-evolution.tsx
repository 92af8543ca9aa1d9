import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type EvolutionSection, evolutionSections } from '@registry/domain/cases/evolution-fields';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEvolution } from './evolution-api';
import { changedCells, changedFields, fieldsOf, versionWindow, windowLabel } from './evolution-logic';
import { EvolutionTable, type Orientation } from './evolution-table';
import './locales/register';
import { OnlyChangedSwitch, useOnlyChanged } from './only-changed';
import { PatientChanges } from './patient-changes';
import { QualityConfirmations } from './quality-confirmations';
import { SectionSelect } from './section-select';
import { useVersionsAtOnce } from './use-versions-at-once';

/**
 * Spec 02 §2 "Case evolution": the case's completed versions newest first (50 a page), a few at a
 * time by screen width, the chosen sections, either orientation, changes from the older version marked;
 * with two versions or more, only the fields that changed unless the reviewer asks for all.
 */
export function CaseEvolution({ notificationId }: { notificationId: number }) {
  const { t } = useTranslation();
  const evolution = useCaseEvolution(notificationId);
  const [sections, setSections] = useState<EvolutionSection[]>([...evolutionSections]);
  const [orientation, setOrientation] = useState<Orientation>('fieldsAsRows');
  const [offset, setOffset] = useState(0);
  const size = useVersionsAtOnce();
  const rows = useMemo(() => evolution.data?.pages.flatMap((p) => p.items) ?? [], [evolution.data]);
  const total = evolution.data?.pages[0]?.totalRows ?? 0;
  const changes = useMemo(() => changedCells(rows), [rows]);
  const fields = useMemo(() => fieldsOf(sections), [sections]);
  const [onlyChanged, setOnlyChanged] = useOnlyChanged(total > 1);

  if (evolution.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (evolution.isError) return <Alert severity="error">{t('evolution.failed')}</Alert>;
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" data-testid="evolution-no-data">
        {t('evolution.noData')}
      </Typography>
    );

  const { start, end } = versionWindow(rows.length, offset, size);
  const moreOnServer = evolution.hasNextPage;
  const shown = rows.slice(start, end);
  const label = windowLabel(
    shown.map((r) => r.version),
    total,
  );
  const shownFields = onlyChanged ? changedFields(fields, shown, changes) : fields;
  const older = () => {
    if (end + size > rows.length && moreOnServer) void evolution.fetchNextPage();
    setOffset(start + size);
  };
  return (
    <Box data-testid="case-evolution" data-versions-at-once={size}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <SectionSelect value={sections} onChange={setSections} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_, next: Orientation | null) => next && setOrientation(next)}
          aria-label={t('evolution.orientation')}
        >
          <ToggleButton value="fieldsAsRows" data-testid="evolution-fields-as-rows">
            {t('evolution.fieldsAsRows')}
          </ToggleButton>
          <ToggleButton value="versionsAsRows" data-testid="evolution-versions-as-rows">
            {t('evolution.versionsAsRows')}
          </ToggleButton>
        </ToggleButtonGroup>
        <OnlyChangedSwitch checked={onlyChanged} onChange={setOnlyChanged} />
        <Box sx={{ display: 'flex', alignItems: 'center', ml: { sm: 'auto' } }}>
          <Tooltip title={t('evolution.newer')}>
            <span>
              <IconButton
                aria-label={t('evolution.newer')}
                disabled={start === 0}
                onClick={() => setOffset(Math.max(0, start - size))}
                data-testid="evolution-newer"
              >
                <ChevronLeftIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} data-testid="evolution-window">
            {t(label.key, label.values)}
          </Typography>
          <Tooltip title={t('evolution.older')}>
            <span>
              <IconButton
                aria-label={t('evolution.older')}
                disabled={end >= rows.length && !moreOnServer}
                onClick={older}
                data-testid="evolution-older"
              >
                <ChevronRightIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('evolution.chooseSection')}</Typography>
      ) : shownFields.length === 0 ? (
        <Alert severity="info" role="status" data-testid="evolution-nothing-changed">
          {t('evolution.nothingChanged')}
        </Alert>
      ) : (
        <EvolutionTable
          orientation={orientation}
          rows={shown}
          fields={shownFields}
          changes={changes}
          currentId={notificationId}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {t('evolution.legend')}
        </Typography>
        {moreOnServer && (
          <Button
            size="small"
            onClick={() => void evolution.fetchNextPage()}
            disabled={evolution.isFetchingNextPage}
            sx={{ ml: 'auto' }}
            data-testid="evolution-load-more"
          >
            {t('evolution.loadMore')}
          </Button>
        )}
      </Box>
      <QualityConfirmations rows={evolution.data?.pages[0]?.qualityConfirmations ?? []} />
      <PatientChanges
        patientId={evolution.data?.pages[0]?.patientId}
        changes={evolution.data?.pages[0]?.patientChanges ?? []}
      />
    </Box>
  );
}
