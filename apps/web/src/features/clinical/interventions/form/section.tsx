import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GroupError } from './form-fields';
import { useReadonly } from './readonly-context';

/** A titled block of the form whose fields flow in columns: one on a phone, up to three on a desk. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-section={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Grid>{children}</Grid>
    </Paper>
  );
}

export function Grid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A field that takes the whole row (long texts). */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

/**
 * Repeating rows (medications, cycles, analyses): each row is a bordered block with its number and a
 * remove button; an add button below appends an empty row.
 */
export function Rows<T extends object>({
  name,
  title,
  rowTitle,
  empty,
  addLabel,
  max,
  render,
}: {
  name: string;
  title: string;
  rowTitle: (index: number) => string;
  empty: () => T;
  addLabel: string;
  max: number;
  render: (path: string, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const readonly = useReadonly();
  const { fields, append, remove } = useFieldArray({ name });
  return (
    <Wide>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <GroupError name={name} />
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('interventions.form.noRows')}
        </Typography>
      )}
      {fields.map((row, index) => (
        <Paper
          key={row.id}
          variant="outlined"
          sx={{ p: 1.5, mb: 1.5, bgcolor: 'action.hover' }}
          data-row={`${name}.${index}`}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {rowTitle(index)}
            </Typography>
            {!readonly && (
              <Tooltip title={t('interventions.form.removeRow')}>
                <IconButton
                  size="small"
                  onClick={() => remove(index)}
                  aria-label={`${t('interventions.form.removeRow')} ${rowTitle(index)}`}
                  data-testid={`remove-${name}`}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
          <Grid>{render(`${name}.${index}`, index)}</Grid>
        </Paper>
      ))}
      {!readonly && fields.length < max && (
        <Button startIcon={<AddIcon />} onClick={() => append(empty() as never)} data-testid={`add-${name}`}>
          {addLabel}
        </Button>
      )}
    </Wide>
  );
}
