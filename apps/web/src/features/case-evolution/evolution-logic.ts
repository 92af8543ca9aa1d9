import {
  type EvolutionSection,
  evolutionFields,
  evolutionSections,
} from '@registry/domain/cases/evolution-fields';

/** One version as it comes over the wire (timestamps as ISO text); values are labels, null when empty. */
export type EvolutionRow = {
  version: number;
  notificationId: number;
  notificationStatus: number;
  createdByUser: string;
  createdDateUtc: string;
  sections: Record<string, Record<string, string | null>>;
};

/** A compared field; the section is the case evolution's, or another history's (the medical case). */
export type FieldRef = { section: string; key: string };

export const cellId = (section: string, key: string) => `${section}.${key}`;

/** The fields of the chosen sections, in the form's order. */
export function fieldsOf(sections: readonly EvolutionSection[]): FieldRef[] {
  return evolutionSections
    .filter((s) => sections.includes(s))
    .flatMap((section) => evolutionFields[section].map((f) => ({ section, key: f.key })));
}

export const fieldValue = (row: EvolutionRow, section: string, key: string): string | null =>
  row.sections[section]?.[key] ?? null;

const dateFields = new Set(
  evolutionSections.flatMap((section) =>
    evolutionFields[section].filter((f) => f.source === 'date').map((f) => cellId(section, f.key)),
  ),
);

/** The value as shown: dates come as ISO text and read DD-MM-YYYY on screen (ARCHITECTURE §4). */
export function shownValue(row: EvolutionRow, section: string, key: string): string | null {
  const value = fieldValue(row, section, key);
  const iso = value && dateFields.has(cellId(section, key)) ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value;
}

/**
 * For each loaded version (newest first), the cells that differ from the version just older than
 * it. The oldest version of the case changed nothing; a version whose older neighbour is not
 * loaded yet has nothing to compare with, so nothing is marked (rather than everything).
 */
export function changedCells(
  rows: readonly EvolutionRow[],
  fields: readonly FieldRef[] = fieldsOf(evolutionSections),
): Map<number, Set<string>> {
  const changes = new Map<number, Set<string>>();
  rows.forEach((row, index) => {
    const older = rows[index + 1];
    const changed = new Set<string>();
    if (older) {
      for (const { section, key } of fields) {
        if (fieldValue(row, section, key) !== fieldValue(older, section, key))
          changed.add(cellId(section, key));
      }
    }
    changes.set(row.version, changed);
  });
  return changes;
}

export type WidthClass = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Spec 02 §2: 1, 2, 3 or 5 versions at once depending on the screen width. */
export function versionsPerWidth(width: WidthClass): number {
  switch (width) {
    case 'xs':
      return 1;
    case 'sm':
      return 2;
    case 'md':
      return 3;
    default:
      return 5;
  }
}

/** The window of versions on screen: starts at `offset` (0 = newest), never past the loaded ones. */
export function versionWindow(loaded: number, offset: number, size: number) {
  const start = Math.max(0, Math.min(offset, Math.max(0, loaded - size)));
  return { start, end: Math.min(loaded, start + size) };
}

/** What the navigator says about the versions on screen: an i18n key of `evolution.*` and its values. */
export type WindowLabel =
  | { key: 'evolution.windowOne'; values: { version: number; total: number } }
  | { key: 'evolution.window'; values: { first: number; last: number; total: number } };

/**
 * The versions on screen are listed newest first, yet people read a range low to high: "Versions
 * 1–2 of 2", never "2–1". One version on screen names only that one.
 */
export function windowLabel(shown: readonly number[], total: number): WindowLabel {
  const first = Math.min(...shown);
  const last = Math.max(...shown);
  if (first === last) return { key: 'evolution.windowOne', values: { version: first, total } };
  return { key: 'evolution.window', values: { first, last, total } };
}

/**
 * "Only what changed" (issue 42 item 6): of ~100 fields a reviewer wants the few that moved. A
 * field stays when any version on screen has it marked, so a version's change from its older
 * neighbour still shows when that neighbour is off screen.
 */
export function changedFields(
  fields: readonly FieldRef[],
  rows: readonly EvolutionRow[],
  changes: ReadonlyMap<number, ReadonlySet<string>>,
): FieldRef[] {
  return fields.filter((f) => rows.some((row) => changes.get(row.version)?.has(cellId(f.section, f.key))));
}
