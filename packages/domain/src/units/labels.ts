import type { Language } from '../shared/messages';

export const reportingUnitTypeLabels: Record<Language, Record<number, string>> = {
  ro: { 1: 'Centrală', 2: 'Locală', 3: 'RNOHP', 4: 'Unitate externă' },
  en: { 1: 'Central', 2: 'Local', 3: 'RNOHP', 4: 'External unit' },
};
