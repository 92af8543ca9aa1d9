import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import Button from '@mui/material/Button';
import { mayUseMedicalCases } from '@registry/domain/clinical/medical-case-access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { openMedicalCase } from './medical-case-api';
import './locales/register';

/** Opens (creating it when needed, prefilled) the medical case of a cancer case; the server decides who may. */
export function useOpenMedicalCase() {
  const navigate = useNavigate();
  return async (caseId: number) => {
    const { id } = await openMedicalCase(caseId);
    await navigate(`/medical-case/${id}`);
  };
}

/** The "Medical case" button of the case's notification page; hidden for roles that see no medical case. */
export function OpenMedicalCaseButton({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const open = useOpenMedicalCase();
  if (!session || !mayUseMedicalCases(session)) return null;
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
