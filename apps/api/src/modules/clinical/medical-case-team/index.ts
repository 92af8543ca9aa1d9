export { medicalCaseTeamRoutes } from './medical-case-team.routes';
