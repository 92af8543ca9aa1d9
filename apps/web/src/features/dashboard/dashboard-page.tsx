import { isExecutive } from '@registry/domain/identity/session';
import { useSession } from '../../shared/auth/auth-store';
import { ExecutivePanel } from './executive-panel';
import { WelcomePanel } from './welcome-panel';

/** Spec 01 §1: executives see the national-database text and the export; everyone else a greeting. */
export default function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  return isExecutive(session) ? <ExecutivePanel /> : <WelcomePanel fullname={session.fullname} />;
}
