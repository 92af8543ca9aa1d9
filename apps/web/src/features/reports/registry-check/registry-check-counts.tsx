import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { REGISTRY_CHECK_SEVERITIES } from '@registry/domain/reports/registry-check/contracts';
import { useTranslation } from 'react-i18next';
import type { RegistryCheckCell, RegistryCheckRun } from './registry-check-api';
import { checkName } from './registry-check-names';

const COLOURS = { Invalid: 'error', Query: 'warning', Rare: 'info', Missing: 'inherit' } as const;

type Props = {
  run: RegistryCheckRun;
  selected: RegistryCheckCell | null;
  onSelect: (cell: RegistryCheckCell) => void;
};

/** The report: one row per check, one column per result; a count other than OK lists its records. */
export function RegistryCheckCounts(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? <PhoneCounts {...props} /> : <TableCounts {...props} />;
}

function useCounts(run: RegistryCheckRun) {
  const { t, i18n } = useTranslation();
  return {
    checks: [...new Set(run.counts.map((c) => c.checkId))],
    countOf: (checkId: string, severity: string) =>
      run.counts.find((c) => c.checkId === checkId && c.severity === severity)?.count ?? 0,
    name: (checkId: string) => checkName(checkId, t, i18n.language),
    severity: (s: string) => t(`registryCheck.severity.${s}`),
    number: (n: number) => n.toLocaleString(i18n.language),
  };
}

/** On a phone the six columns do not fit: each check is a line, its results are chips. */
function PhoneCounts({ run, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const c = useCounts(run);
  return (
    <Box data-testid="registry-check-counts">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('registryCheck.countsCaption')}
      </Typography>
      {c.checks.map((checkId) => (
        <Box key={checkId} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h2">
            {c.name(checkId)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
            {REGISTRY_CHECK_SEVERITIES.filter((s) => c.countOf(checkId, s) > 0).map((s) => {
              const count = c.countOf(checkId, s);
              const label = `${c.severity(s)}: ${c.number(count)}`;
              if (s === 'OK') return <Chip key={s} size="small" variant="outlined" label={label} />;
              const isSelected = selected?.checkId === checkId && selected.severity === s;
              return (
                <Chip
                  key={s}
                  size="small"
                  color={s === 'Missing' ? 'default' : COLOURS[s]}
                  variant={isSelected ? 'filled' : 'outlined'}
                  label={label}
                  aria-pressed={isSelected}
                  aria-label={t('registryCheck.showRecords', {
                    count,
                    check: c.name(checkId),
                    severity: c.severity(s),
                  })}
                  onClick={() => onSelect({ checkId, severity: s })}
                  data-testid={`count-${checkId}-${s}`}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function TableCounts(props: Props) {
  const { t, i18n } = useTranslation();
  const countOf = (checkId: string, severity: string) =>
    props.run.counts.find((c) => c.checkId === checkId && c.severity === severity)?.count ?? 0;
  const checks = [...new Set(props.run.counts.map((c) => c.checkId))];
  const severity = (s: string) => t(`registryCheck.severity.${s}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('registryCheck.countsCaption')} data-testid="registry-check-counts">
        <caption>{t('registryCheck.countsCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('registryCheck.check')}
            </TableCell>
            {REGISTRY_CHECK_SEVERITIES.map((s) => (
              <TableCell key={s} component="th" scope="col" align="right">
                {severity(s)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {checks.map((checkId) => {
            const name = checkName(checkId, t, i18n.language);
            return (
              <TableRow key={checkId} hover>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                {REGISTRY_CHECK_SEVERITIES.map((s) => {
                  const count = countOf(checkId, s);
                  if (s === 'OK' || count === 0)
                    return (
                      <TableCell
                        key={s}
                        align="right"
                        sx={{ color: count ? 'text.primary' : 'text.secondary' }}
                      >
                        {count.toLocaleString(i18n.language)}
                      </TableCell>
                    );
                  const isSelected = props.selected?.checkId === checkId && props.selected.severity === s;
                  return (
                    <TableCell key={s} align="right">
                      <Button
                        size="small"
                        color={COLOURS[s]}
                        variant={isSelected ? 'contained' : 'text'}
                        aria-pressed={isSelected}
                        aria-label={t('registryCheck.showRecords', {
                          count,
                          check: name,
                          severity: severity(s),
                        })}
                        onClick={() => props.onSelect({ checkId, severity: s })}
                        sx={{ minWidth: 0, fontWeight: 600 }}
                        data-testid={`count-${checkId}-${s}`}
                      >
                        {count.toLocaleString(i18n.language)}
                      </Button>
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
