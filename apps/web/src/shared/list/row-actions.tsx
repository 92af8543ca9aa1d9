import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ListAction, ListDelete } from './list-types';

type Props<T> = {
  item: T;
  actions: ListAction<T>[];
  onDelete?: ListDelete<T>;
  askDelete: (item: T) => void;
  view: 'table' | 'grid';
};

/** The icon buttons of one row or card; only the actions the user may take are shown. */
export function RowActions<T>({ item, actions, onDelete, askDelete, view }: Props<T>) {
  const { t } = useTranslation();
  const shown = actions.filter((a) => (a.visible?.(item) ?? true) && (!a.gridOnly || view === 'grid'));
  const canDelete = onDelete?.visible(item) ?? false;
  if (!shown.length && !canDelete) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {shown.map((action) => (
        <Tooltip key={action.id} title={action.label}>
          <IconButton
            size="small"
            onClick={() => action.onClick(item)}
            aria-label={action.label}
            data-action={action.id}
          >
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
      {canDelete && (
        <Tooltip title={t('list.delete')}>
          <IconButton
            size="small"
            color="error"
            onClick={() => askDelete(item)}
            aria-label={t('list.delete')}
            data-action="delete"
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
