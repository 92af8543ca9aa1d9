import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { isReviewer, isSuperAdmin } from '@registry/domain/identity/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/auth-store';
import { useReloadList } from '../../../shared/list/list-page';
import type { ImportKind } from './import-api';
import { ImportDialog } from './import-dialog';
import './locales/register';

type Props = { kind: ImportKind; screen: string };

/**
 * The import button of a list page's toolbar and its dialog, shown only to who may import (spec 02 §6:
 * notifications for super administrators, vital statuses for reviewers); the list reloads after.
 */
export function ImportButton({ kind, screen }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const reload = useReloadList(screen);
  const [open, setOpen] = useState(false);
  const allowed = session ? (kind === 'notifications' ? isSuperAdmin(session) : isReviewer(session)) : false;
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => setOpen(true)}
        data-testid={`import-open-${kind}`}
      >
        {kind === 'notifications' ? t('reportImport.button') : t('reportImport.vitalButton')}
      </Button>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} onImported={() => void reload()} />
    </>
  );
}
