import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueCell, VersionLabel } from './evolution-cells';
import { cellId, type EvolutionRow, type FieldRef, shownValue } from './evolution-logic';

export type Orientation = 'versionsAsRows' | 'fieldsAsRows';

type Props = {
  orientation: Orientation;
  rows: EvolutionRow[];
  fields: FieldRef[];
  changes: Map<number, Set<string>>;
  currentId: number;
  /** Labels of another history's fields and sections (the medical case); the case evolution's by default. */
  fieldLabel?: (f: FieldRef) => string;
  sectionLabel?: (section: string) => string;
  /** The heading of a compared record (the duplicates queue compares two patients, not versions). */
  rowLabel?: (row: EvolutionRow) => ReactNode;
  /** The first header cell's text; "Field" by default. */
  fieldHeader?: string;
  /** What a marked cell says; "changed from the previous version" by default. */
  changedText?: string;
  /** The spoken name of the scrolling table; "Case evolution" by default. */
  regionLabel?: string;
};

const bySection = (fields: FieldRef[]) => {
  const groups: { section: string; fields: FieldRef[] }[] = [];
  for (const f of fields) {
    const last = groups.at(-1);
    if (last?.section === f.section) last.fields.push(f);
    else groups.push({ section: f.section, fields: [f] });
  }
  return groups;
};

const headSx = { fontWeight: 600, verticalAlign: 'bottom', bgcolor: 'background.paper' } as const;
const sectionSx = { fontWeight: 600, bgcolor: 'action.hover', color: 'primary.dark' } as const;

/** The comparison table, either orientation; `changes` says which cells differ from the older version. */
export function EvolutionTable({
  orientation,
  rows,
  fields,
  changes,
  currentId,
  fieldLabel,
  sectionLabel,
  rowLabel,
  fieldHeader,
  changedText,
  regionLabel,
}: Props) {
  const { t } = useTranslation();
  const label = fieldLabel ?? ((f: FieldRef) => t(`evolution.field.${f.key}`));
  const sectionTitle = sectionLabel ?? ((section: string) => t(`evolution.section.${section}`));
  const changed = (row: EvolutionRow, f: FieldRef) =>
    changes.get(row.version)?.has(cellId(f.section, f.key)) ?? false;
  const groups = bySection(fields);
  const heading = (row: EvolutionRow) => rowLabel?.(row) ?? <VersionLabel row={row} currentId={currentId} />;
  // The table scrolls on a phone: a keyboard user must be able to reach and scroll it (WCAG 2.1.1).
  const scrollRegion = {
    // Positioned, so the cells' screen-reader-only text is placed (and clipped) inside the scroll
    // box, not beside the page, where it made a phone's page scroll sideways.
    sx: { maxHeight: 640, position: 'relative' },
    tabIndex: 0,
    role: 'region',
    'aria-label': regionLabel ?? t('evolution.title'),
  } as const;

  if (orientation === 'fieldsAsRows')
    return (
      <TableContainer {...scrollRegion}>
        <Table size="small" stickyHeader data-testid="evolution-table" data-orientation={orientation}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...headSx, width: { sm: 220 } }}>
                {fieldHeader ?? t('evolution.fieldHeader')}
              </TableCell>
              {rows.map((row) => (
                <TableCell key={row.version} sx={headSx} data-version={row.version}>
                  {heading(row)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => (
              <Fragment key={group.section}>
                <TableRow>
                  <TableCell colSpan={rows.length + 1} sx={sectionSx}>
                    {sectionTitle(group.section)}
                  </TableCell>
                </TableRow>
                {group.fields.map((f) => (
                  <TableRow key={cellId(f.section, f.key)} data-field={cellId(f.section, f.key)}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ color: 'text.secondary', verticalAlign: 'top' }}
                    >
                      {label(f)}
                    </TableCell>
                    {rows.map((row) => (
                      <ValueCell
                        key={row.version}
                        value={shownValue(row, f.section, f.key)}
                        changed={changed(row, f)}
                        changedText={changedText}
                      />
                    ))}
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <TableContainer {...scrollRegion}>
      <Table size="small" stickyHeader data-testid="evolution-table" data-orientation={orientation}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={{ ...headSx, left: 0, zIndex: 3, minWidth: 150 }}>
              {t('evolution.versionHeader')}
            </TableCell>
            {groups.map((group) => (
              <TableCell key={group.section} colSpan={group.fields.length} sx={{ ...headSx, ...sectionSx }}>
                {sectionTitle(group.section)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {fields.map((f) => (
              <TableCell key={cellId(f.section, f.key)} sx={{ ...headSx, top: 33, minWidth: 120 }}>
                {label(f)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.version} data-version={row.version}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  verticalAlign: 'top',
                  position: 'sticky',
                  left: 0,
                  bgcolor: 'background.paper',
                  zIndex: 1,
                }}
              >
                {heading(row)}
              </TableCell>
              {fields.map((f) => (
                <ValueCell
                  key={cellId(f.section, f.key)}
                  wide
                  value={shownValue(row, f.section, f.key)}
                  changed={changed(row, f)}
                  changedText={changedText}
                />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
