import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import { menuEntriesFor } from '@registry/domain/identity/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { IDENTIFIER_PARAM } from './audit-trail-api';
import './locales/register';

/** From a patient's record to the audit trail of that child, for those who may read it. */
export function WhoLookedLink({ identifier }: { identifier: string | null | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!identifier || !session || !menuEntriesFor(session).includes('auditTrail')) return null;
  return (
    <Button
      component={Link}
      to={`/audit-trail?${IDENTIFIER_PARAM}=${encodeURIComponent(identifier)}`}
      size="small"
      startIcon={<ManageSearchIcon />}
      data-testid="who-looked"
    >
      {t('auditTrail.whoLooked')}
    </Button>
  );
}
