import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

type Props = {
  editing: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Spec 01 §4: save only when the form is valid and the e-mail is filled in. */
  canSave: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onDelete: () => void;
};

/** Read-only: Edit. Editing: Delete (existing employees), Cancel, Save (the form's submit). */
export function EmployeeEditActions({
  editing,
  canEdit,
  canDelete,
  canSave,
  onEdit,
  onCancel,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
      {!editing && canEdit && (
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          onClick={onEdit}
          data-testid="employee-edit-button"
        >
          {t('employees.edit')}
        </Button>
      )}
      {editing && canDelete && (
        <Button
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={onDelete}
          data-testid="employee-delete"
        >
          {t('employees.delete')}
        </Button>
      )}
      {editing && (
        <>
          <Button onClick={onCancel} data-testid="employee-cancel">
            {t('employees.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!canSave}
            data-testid="employee-save"
          >
            {t('employees.save')}
          </Button>
        </>
      )}
    </Box>
  );
}
