import type { Language } from '../shared/messages';

/** An employee's professional roles (spec 01 §3 professionalRoleIds); the spec leaves the list to us. */
export const professionalRoleLabels: Record<Language, Record<number, string>> = {
  ro: {
    1: 'Medic oncolog pediatru',
    2: 'Medic hematolog pediatru',
    3: 'Medic pediatru',
    4: 'Medic anatomopatolog',
    5: 'Medic radiolog',
    6: 'Medic chirurg pediatru',
    7: 'Asistent medical',
    8: 'Registrator medical',
    9: 'Psiholog',
    10: 'Asistent social',
    11: 'Alt rol',
  },
  en: {
    1: 'Paediatric oncologist',
    2: 'Paediatric haematologist',
    3: 'Paediatrician',
    4: 'Pathologist',
    5: 'Radiologist',
    6: 'Paediatric surgeon',
    7: 'Nurse',
    8: 'Medical registrar',
    9: 'Psychologist',
    10: 'Social worker',
    11: 'Other role',
  },
};
export const professionalRoleIds = Object.keys(professionalRoleLabels.ro).map(Number);

export const employeePermissionLabels: Record<Language, Record<number, string>> = {
  ro: { 1: 'Administrator', 2: 'Responsabil de caz', 3: 'Raportor' },
  en: { 1: 'Admin', 2: 'Case owner', 3: 'Reporter' },
};
