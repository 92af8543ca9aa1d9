import {
  interventionRoutes as interventionRouteNames,
  MEDICAL_OPERATION_ROUTE,
} from '@registry/domain/clinical/interventions/kinds';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccessDeniedPage, InvalidRequestPage, PageNotFoundPage } from '../features/errors/error-pages';
import { PageLoader } from './page-loader';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';

const interventionPage = () =>
  import('../features/clinical/interventions/intervention-page').then((m) => ({ Component: m.default }));

/** Issue 15: each type's form under the spec's route name, new or by id; medical-operation opens any by id. */
const interventionRoutes: RouteObject[] = [
  ...Object.values(interventionRouteNames),
  MEDICAL_OPERATION_ROUTE,
].flatMap((route) => [
  {
    path: `medical-case/:caseId/${route}/new`,
    handle: {
      title: `routes.intervention.${route}`,
      intParams: ['caseId'],
      entry: 'medicalCases',
    } satisfies RouteHandle,
    lazy: interventionPage,
  },
  {
    path: `medical-case/:caseId/${route}/:interventionId`,
    handle: {
      title: `routes.intervention.${route}`,
      intParams: ['caseId', 'interventionId'],
      entry: 'medicalCases',
    } satisfies RouteHandle,
    lazy: interventionPage,
  },
]);

const notificationEdit = () =>
  import('../features/notifications/notification-edit-page').then((m) => ({ Component: m.default }));

/** Spec 01 §2.1 and spec 02 §2. Paths are flat so the deepest match alone describes the screen. */
const shellRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'routes.dashboard', entry: 'dashboard' } satisfies RouteHandle,
    lazy: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'reporting-unit',
    handle: {
      title: 'routes.units',
      search: 'search.targets.unitName',
      entry: 'units',
    } satisfies RouteHandle,
    lazy: () => import('../features/units/unit-list-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'reporting-unit/:unitId/employee',
    handle: {
      title: 'routes.employees',
      search: 'search.targets.fullName',
      intParams: ['unitId'],
      entry: 'units',
    } satisfies RouteHandle,
    lazy: () => import('../features/employees/employee-list-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'reporting-unit/:unitId/employee/:employeeId',
    handle: {
      title: 'routes.employeeEdit',
      intParams: ['unitId', 'employeeId'],
      entry: 'units',
    } satisfies RouteHandle,
    lazy: () => import('../features/employees/employee-edit-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'users',
    handle: {
      title: 'routes.users',
      search: 'search.targets.nameOrEmail',
      entry: 'users',
    } satisfies RouteHandle,
    lazy: () => import('../features/users/users-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'users/user/:userId',
    handle: { title: 'routes.userEdit', intParams: ['userId'], entry: 'users' } satisfies RouteHandle,
    lazy: () => import('../features/users/user-edit-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'documents',
    handle: {
      title: 'routes.documents',
      search: 'search.targets.title',
      entry: 'documents',
    } satisfies RouteHandle,
    lazy: () => import('../features/documents/documents-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'cancer-notification',
    handle: {
      title: 'routes.notifications',
      search: 'search.targets.identifierOrName',
      entry: 'notifications',
    } satisfies RouteHandle,
    lazy: () =>
      import('../features/notification-list/notification-list-page').then((m) => ({ Component: m.default })),
  },
  ...['cancer-notification/:id', 'cancer-notification/:id/alert'].map(
    (path): RouteObject => ({
      path,
      handle: {
        title: 'routes.notificationEdit',
        intParams: ['id'],
        entry: 'notifications',
      } satisfies RouteHandle,
      lazy: notificationEdit,
    }),
  ),
  {
    path: 'patient',
    handle: {
      title: 'routes.patients',
      search: 'search.targets.nameOrIdentifier',
      entry: 'patients',
    } satisfies RouteHandle,
    lazy: () =>
      import('../features/clinical/patients/patient-list-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'patient/:id',
    handle: { title: 'routes.patientEdit', intParams: ['id'], entry: 'patients' } satisfies RouteHandle,
    lazy: () =>
      import('../features/clinical/patients/patient-edit-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'cancer-cases',
    handle: {
      title: 'routes.cases',
      search: 'search.targets.identifierOrName',
      entry: 'cases',
    } satisfies RouteHandle,
    lazy: () => import('../features/cases/cases-page').then((m) => ({ Component: m.default })),
  },
  // The reviewers' duplicates queue, a pair, and the merge history (issue 27).
  {
    path: 'duplicates',
    handle: {
      title: 'routes.duplicates',
      search: 'search.targets.identifierOrName',
      entry: 'duplicates',
    } satisfies RouteHandle,
    lazy: () => import('../features/duplicates/duplicates-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'duplicates/merges',
    handle: { title: 'routes.duplicates', entry: 'duplicates' } satisfies RouteHandle,
    lazy: () => import('../features/duplicates/merges-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'duplicates/:id',
    handle: { title: 'routes.duplicates', intParams: ['id'], entry: 'duplicates' } satisfies RouteHandle,
    lazy: () => import('../features/duplicates/duplicate-pair-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'medical-case',
    handle: {
      title: 'routes.medicalCases',
      search: 'search.targets.identifierOrName',
      entry: 'medicalCases',
    } satisfies RouteHandle,
    lazy: () =>
      import('../features/clinical/medical-case/medical-case-list-page').then((m) => ({
        Component: m.default,
      })),
  },
  {
    path: 'medical-case/:id',
    handle: {
      title: 'routes.medicalCaseEdit',
      intParams: ['id'],
      entry: 'medicalCases',
    } satisfies RouteHandle,
    lazy: () =>
      import('../features/clinical/medical-case/medical-case-edit-page').then((m) => ({
        Component: m.default,
      })),
  },
  ...interventionRoutes,
  {
    path: 'calendar',
    handle: { title: 'routes.calendar', entry: 'calendar' } satisfies RouteHandle,
    lazy: () => import('../features/calendar/calendar-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'cancer-audit',
    handle: { title: 'routes.audit', entry: 'audit' } satisfies RouteHandle,
    lazy: () => import('../features/audit/audit-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'audit-trail',
    handle: {
      title: 'routes.auditTrail',
      search: 'search.targets.auditTrail',
      entry: 'auditTrail',
    } satisfies RouteHandle,
    lazy: () => import('../features/audit-trail/audit-trail-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'registry-check',
    handle: { title: 'routes.registryCheck', entry: 'registryCheck' } satisfies RouteHandle,
    lazy: () =>
      import('../features/reports/registry-check/registry-check-page').then((m) => ({
        Component: m.default,
      })),
  },
  {
    path: 'reports',
    handle: { title: 'routes.reports', entry: 'reports' } satisfies RouteHandle,
    lazy: () => import('../features/reports/statistics/reports-page').then((m) => ({ Component: m.default })),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    children: [
      {
        path: 'login',
        handle: { title: 'routes.login' } satisfies RouteHandle,
        lazy: () => import('../features/identity/login-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'invalid-request',
        element: <InvalidRequestPage />,
        handle: { title: 'routes.invalidRequest' },
      },
      { path: 'access-denied', element: <AccessDeniedPage />, handle: { title: 'routes.accessDenied' } },
      { path: 'page-not-found', element: <PageNotFoundPage />, handle: { title: 'routes.pageNotFound' } },
      // Public (issue 28): the accessibility statement, linked from the menu's footer and the sign-in page.
      {
        path: 'accessibility',
        handle: { title: 'routes.accessibility' } satisfies RouteHandle,
        lazy: () =>
          import('../features/accessibility/accessibility-page').then((m) => ({ Component: m.default })),
      },
      // Public: the confirm-account page's terms link (document 1) opens here before signing in.
      {
        path: 'document/view/:id',
        handle: { title: 'routes.documentView', intParams: ['id'] } satisfies RouteHandle,
        lazy: () =>
          import('../features/documents/document-viewer-page').then((m) => ({ Component: m.default })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./shell/app-shell').then((m) => ({ Component: m.default })),
            children: shellRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to="/page-not-found" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
