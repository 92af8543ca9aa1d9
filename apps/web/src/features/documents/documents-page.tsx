import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { canManageDocuments } from '@registry/domain/identity/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/auth-store';
import { formatDate } from '../../shared/format/date';
import { type ListColumn, ListPage, useReloadList } from '../../shared/list/list-page';
import { DisplayMode, readListSettings } from '../../shared/list/list-settings';
import { isDeletable } from './document-rules';
import { pageDocuments } from './document-search';
import { DocumentUpsertDialog } from './document-upsert-dialog';
import { deleteDocument, fetchDocuments, type UsefulDocument, viewerPath } from './documents-api';

const SCREEN = 'documents';
const openViewer = (doc: UsefulDocument) => window.open(viewerPath(doc.id), '_blank', 'noopener');

/** Useful documents (spec 01 §2.9): table or cards; only the super administrator changes them. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const reload = useReloadList(SCREEN);
  const [editing, setEditing] = useState<UsefulDocument | null | 'new'>(null);
  const manage = session ? canManageDocuments(session) : false;

  const columns: ListColumn<UsefulDocument>[] = [
    {
      id: 'name',
      label: t('documents.name'),
      sortBy: 'name',
      render: (d) => (
        <Box component="span" sx={{ overflowWrap: 'normal' }}>
          {d.name}
        </Box>
      ),
    },
    {
      id: 'description',
      label: t('documents.description'),
      from: 'sm',
      render: (d) => (
        <Typography variant="body2" color="text.secondary">
          {d.description}
        </Typography>
      ),
    },
    {
      id: 'updated',
      label: t('documents.updated'),
      sortBy: 'updatedDateUtc',
      from: 'sm',
      nowrap: true,
      render: (d) => formatDate(d.updatedDateUtc),
    },
  ];

  return (
    <>
      <ListPage<UsefulDocument>
        screen={SCREEN}
        title={t('documents.title')}
        fetch={async (query) => pageDocuments(await fetchDocuments(), query)}
        rowKey={(d) => d.id}
        columns={columns}
        renderCard={(d) => (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {d.name}
            </Typography>
            {d.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {d.description}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('documents.updatedOn', { date: formatDate(d.updatedDateUtc) })}
            </Typography>
          </>
        )}
        actions={[
          { id: 'view', label: t('documents.view'), icon: <VisibilityIcon />, onClick: openViewer },
          {
            id: 'edit',
            label: t('documents.edit'),
            icon: <EditIcon />,
            onClick: (d) => setEditing(d),
            visible: () => manage,
          },
        ]}
        onDelete={{
          // ListPage asks per row, not per view: the view on screen is the remembered one.
          visible: (d) =>
            manage &&
            isDeletable(d.id, readListSettings(SCREEN).displayMode === DisplayMode.grid ? 'grid' : 'table'),
          describe: (d) => d.name,
          run: (d) => deleteDocument(d.id),
        }}
        onAdd={manage ? () => setEditing('new') : undefined}
        addLabel={t('documents.add')}
      />
      {editing !== null && (
        <DocumentUpsertDialog
          document={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
