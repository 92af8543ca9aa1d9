export { calendarRoutes, caseInterventionRoutes } from './case-interventions.routes';
export { interventionRoutes } from './interventions.routes';
