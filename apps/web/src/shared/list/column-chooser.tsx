import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Every column of the screen, in order; the first (who the row is) stays. */
  columns: { id: string; label: string }[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
  onShowAll: () => void;
};

/**
 * The table's "Coloane" menu (issue 23 item 9): a checkbox per column, remembered per list. The
 * first column is shown ticked and fixed, since a row must still say whose it is.
 */
export function ColumnChooser({ columns, hidden, onToggle, onShowAll }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('list.columns');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="list-columns"
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true, 'aria-label': label } }}
      >
        {columns.map((c, index) => (
          <MenuItem
            key={c.id}
            disabled={index === 0}
            onClick={() => onToggle(c.id)}
            role="menuitemcheckbox"
            aria-checked={!hidden.includes(c.id)}
            data-column={c.id}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={!hidden.includes(c.id)}
                tabIndex={-1}
                disableRipple
              />
            </ListItemIcon>
            <ListItemText>{c.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onShowAll} disabled={hidden.length === 0} data-testid="list-columns-all">
          <ListItemText inset>{t('list.allColumns')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
