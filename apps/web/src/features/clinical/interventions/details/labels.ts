import { useTranslation } from 'react-i18next';

/** `f('dose')` → the label of a detail field (`interventions.fields.dose`). */
export function useLabels() {
  const { t } = useTranslation();
  return { t, f: (key: string) => t(`interventions.fields.${key}`) };
}

/** The ids 1…n of a domain enumeration, in its order. */
export const idsOf = (e: Record<string, number>) => Object.values(e);
