import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import JoinInnerIcon from '@mui/icons-material/JoinInner';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import PeopleIcon from '@mui/icons-material/People';
import RuleIcon from '@mui/icons-material/Rule';
import type { MenuEntry } from '@registry/domain/identity/session';
import type { ReactElement } from 'react';

/** Where each menu entry leads; which entries show is decided by `menuEntriesFor` in domain. */
export const menuItems: Record<MenuEntry, { path: string; label: string; icon: ReactElement }> = {
  dashboard: { path: '/', label: 'menu.dashboard', icon: <DashboardIcon /> },
  units: { path: '/reporting-unit', label: 'menu.units', icon: <LocalHospitalIcon /> },
  notifications: { path: '/cancer-notification', label: 'menu.notifications', icon: <AssignmentIcon /> },
  patients: { path: '/patient', label: 'menu.patients', icon: <ChildCareIcon /> },
  cases: { path: '/cancer-cases', label: 'menu.cases', icon: <FolderSharedIcon /> },
  duplicates: { path: '/duplicates', label: 'menu.duplicates', icon: <JoinInnerIcon /> },
  medicalCases: { path: '/medical-case', label: 'menu.medicalCases', icon: <MedicalInformationIcon /> },
  calendar: { path: '/calendar', label: 'menu.calendar', icon: <CalendarMonthIcon /> },
  users: { path: '/users', label: 'menu.users', icon: <PeopleIcon /> },
  documents: { path: '/documents', label: 'menu.documents', icon: <DescriptionIcon /> },
  audit: { path: '/cancer-audit', label: 'menu.audit', icon: <FactCheckIcon /> },
  auditTrail: { path: '/audit-trail', label: 'menu.auditTrail', icon: <ManageSearchIcon /> },
  registryCheck: { path: '/registry-check', label: 'menu.registryCheck', icon: <RuleIcon /> },
  reports: { path: '/reports', label: 'menu.reports', icon: <BarChartIcon /> },
};

export const APP_VERSION = '1.0';
