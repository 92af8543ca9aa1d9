import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldNameOf, type IntakeRow } from './intake-rows';

const code = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/** Where the element is: the resource's own path first, the full FHIRPath under it for the integrator. */
function ElementText({ row }: { row: IntakeRow }) {
  const { t } = useTranslation();
  if (row.kind === 'setByRegistry') return <>{t('notification.fhirIntake.setByRegistryElement')}</>;
  return (
    <>
      <Box component="code" sx={{ ...code, display: 'block', fontSize: '0.875rem' }}>
        {row.element}
      </Box>
      {row.element !== row.path && (
        <Box
          component="code"
          sx={{ ...code, display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}
        >
          {row.path}
        </Box>
      )}
    </>
  );
}

/** What it became: the form's panel and field, or the words that ask the registrar to complete it. */
function BecameText({ row }: { row: IntakeRow }) {
  const { t, i18n } = useTranslation();
  const translate = (key: string) => (i18n.exists(key) ? t(key) : null);
  const mark = (icon: ReactNode, text: string, color: string) => (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.5, color, fontWeight: 500 }}
    >
      {icon}
      <span>{text}</span>
    </Box>
  );
  if (row.kind === 'notMapped')
    return mark(
      <EditNoteIcon fontSize="small" aria-hidden />,
      t('notification.fhirIntake.notMapped'),
      'warning.dark',
    );
  const { panel, field } = fieldNameOf(row.became, translate);
  const name = panel ? `${panel} › ${field}` : field;
  if (row.kind === 'setByRegistry')
    return mark(
      <InfoIcon fontSize="small" aria-hidden />,
      t('notification.fhirIntake.setByRegistry', { field: name }),
      'info.dark',
    );
  return <>{name}</>;
}

const receivedText = (row: IntakeRow) => (row.kind === 'setByRegistry' || !row.received ? '—' : row.received);

type Props = { rows: IntakeRow[]; captionId: string };

/**
 * Every received element beside what it became. A table from a tablet up; on a phone each element
 * is a short card (three labelled lines), since three columns of long paths would push the page sideways.
 */
export function IntakeTable({ rows, captionId }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const h = (key: string) => t(`notification.fhirIntake.columns.${key}`);
  const tint = (row: IntakeRow) =>
    row.kind === 'notMapped'
      ? {
          backgroundColor: alpha(theme.palette.warning.main, 0.08),
          boxShadow: `inset 4px 0 0 ${theme.palette.warning.main}`,
        }
      : {};

  if (phone)
    return (
      <Box
        component="ul"
        aria-labelledby={captionId}
        data-testid="fhir-intake-rows"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={`${row.path}|${row.became}`}
            data-kind={row.kind}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0, ...tint(row) }}
          >
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, '& dd': { m: 0 } }}>
              {(
                [
                  ['element', <ElementText key="e" row={row} />],
                  ['received', receivedText(row)],
                  ['became', <BecameText key="b" row={row} />],
                ] as const
              ).map(([key, value]) => (
                <Box key={key} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {h(key)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );

  return (
    <Table
      size="small"
      aria-labelledby={captionId}
      data-testid="fhir-intake-rows"
      sx={{ tableLayout: 'fixed' }}
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: '36%' }}>
            {h('element')}
          </TableCell>
          <TableCell component="th" scope="col" sx={{ width: '32%' }}>
            {h('received')}
          </TableCell>
          <TableCell component="th" scope="col">
            {h('became')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.path}|${row.became}`} data-kind={row.kind} sx={tint(row)}>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <ElementText row={row} />
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>{receivedText(row)}</TableCell>
            <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
              <BecameText row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
