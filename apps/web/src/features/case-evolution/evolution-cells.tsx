import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../shared/format/date';
import type { EvolutionRow } from './evolution-logic';

type ValueProps = {
  value: string | null;
  changed: boolean;
  /** Versions as rows: room for long labels. */
  wide?: boolean;
  /** What a marked cell says (title and screen readers); "changed from the previous version" by default. */
  changedText?: string;
};

/** One value of one version; a change from the older version is tinted, outlined and said in words. */
export function ValueCell({ value, changed, wide, changedText }: ValueProps) {
  const { t } = useTranslation();
  const said = changedText ?? t('evolution.changed');
  return (
    <TableCell
      data-changed={changed ? 'true' : undefined}
      title={changed ? said : undefined}
      sx={{
        verticalAlign: 'top',
        minWidth: wide ? 180 : 120,
        // Long words (identifiers, codes) are not cut; lines break between words.
        overflowWrap: 'break-word',
        ...(changed && {
          bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16),
          boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.warning.main}`,
          fontWeight: 500,
        }),
      }}
    >
      {value ?? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('evolution.empty')}
        </Box>
      )}
      {changed && (
        <Box component="span" sx={visuallyHidden}>
          {` (${said})`}
        </Box>
      )}
    </TableCell>
  );
}

/**
 * Read by screen readers, not shown. Sizes in px, as strings: in `sx` a bare 1 means 100% — the
 * "hidden" span was as wide as the page and scrolled the duplicate pair page ~1,000 px sideways.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Which version, when and by whom; a link when it is another notification of the case. */
export function VersionLabel({ row, currentId }: { row: EvolutionRow; currentId: number }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {t('evolution.version', { version: row.version })}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t('evolution.createdBy', { date: formatDate(row.createdDateUtc), user: row.createdByUser })}
      </Typography>
      {row.notificationId !== currentId && (
        <Link component={RouterLink} to={`/cancer-notification/${row.notificationId}`} variant="caption">
          {t('evolution.otherNotification', { id: row.notificationId })}
        </Link>
      )}
    </>
  );
}
