export { assertUnitKeepsCaseOwner, assertUnitTreatsNoCase, unitHasCaseOwner } from './case-manager';
export { assertMedicalCaseAccess, type MedicalCaseFacts, medicalCaseScope } from './medical-case-access';
export { medicalCaseRoles, medicalCaseRoutes } from './medical-cases.routes';
