export { recommendationRoutes } from './recommendations.routes';
