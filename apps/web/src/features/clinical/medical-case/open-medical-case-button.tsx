import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { joinRequestEmployeeId, mayReachFromCase } from '@registry/domain/clinical/medical-case-access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { showToast } from '../../../shared/ui/ui-events';
import { askToJoinMedicalCase, openMedicalCase, useMedicalCaseReach } from './medical-case-api';
import './locales/register';

/** Opens (creating it when needed, prefilled) the medical case of a cancer case; the server decides who may. */
export function useOpenMedicalCase() {
  const navigate = useNavigate();
  return async (caseId: number) => {
    const { id } = await openMedicalCase(caseId);
    await navigate(`/medical-case/${id}`);
  };
}

/**
 * The "Medical case" button of the case's notification page: shown only when the domain predicate the
 * server enforces (`mayReachFromCase`) says the caller may read the medical case or open it — a unit
 * that reports only follow-ups of the case does not see it (issue 22). Someone who knows the case but
 * is not on the team of its existing medical case sees "Ask to join the team" instead.
 */
export function OpenMedicalCaseButton({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const open = useOpenMedicalCase();
  const reach = useMedicalCaseReach(caseId);
  if (!session || !reach.data) return null;
  // Someone of a unit that reports on the case but is not on its team may ask the team (issue 22).
  if (joinRequestEmployeeId(session, reach.data) !== null)
    return (
      <Tooltip title={t('medicalCase.askToJoinHint')}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<GroupAddIcon />}
          onClick={() =>
            void askToJoinMedicalCase(caseId)
              .then(() => showToast(t('medicalCase.askedToJoin')))
              .catch(() => undefined)
          }
          data-testid="ask-to-join-medical-case"
        >
          {t('medicalCase.askToJoin')}
        </Button>
      </Tooltip>
    );
  if (!mayReachFromCase(session, reach.data)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<MedicalInformationIcon />}
      onClick={() => void open(caseId).catch(() => undefined)}
      data-testid="open-medical-case"
    >
      {t('medicalCase.button')}
    </Button>
  );
}
