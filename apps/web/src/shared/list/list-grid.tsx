import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { rowClickHandler } from './row-click';

type Props<T> = {
  items: T[];
  rowKey: (item: T) => string | number;
  renderCard: (item: T) => ReactNode;
  renderActions: (item: T) => ReactNode;
  onRowClick?: (item: T) => void;
};

/** The grid/card view: the screen draws the card's body, the list adds the actions under it. */
export function ListGrid<T>({ items, rowKey, renderCard, renderActions, onRowClick }: Props<T>) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
      }}
      data-testid="list-grid"
    >
      {items.map((item) => (
        <Card
          key={rowKey(item)}
          variant="outlined"
          sx={{ display: 'flex', flexDirection: 'column', cursor: onRowClick ? 'pointer' : undefined }}
          data-testid="list-card"
          onClick={onRowClick && rowClickHandler(() => onRowClick(item))}
        >
          <CardContent sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {renderCard(item)}
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{renderActions(item)}</CardActions>
        </Card>
      ))}
    </Box>
  );
}
