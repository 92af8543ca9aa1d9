import CloseIcon from '@mui/icons-material/Close';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Download } from '../../shared/http/http-client';
import { printBlob } from '../../shared/viewers/print-blob';
import { fetchAttachmentFile } from './attachments-api';

const PdfPages = lazy(() => import('../../shared/viewers/pdf-pages'));

export type ViewedAttachment = { id: number; fileName: string; kind: 'pdf' | 'image' };

/** The file as a blob and, for an image, an object URL revoked when the viewer closes. */
function useAttachmentBlob(id: number, kind: ViewedAttachment['kind'], load?: () => Promise<Download>) {
  const [state, setState] = useState<{ blob: Blob; url: string | null } | 'failed' | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    (load ? load() : fetchAttachmentFile(id, { busy: false, showErrors: false })).then(
      ({ blob }) => {
        if (!live) return;
        url = kind === 'image' ? URL.createObjectURL(blob) : null;
        setState({ blob, url });
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, kind, load]);
  return state;
}

/**
 * The width a PDF page is drawn at: the room in the dialog, at most 900. A callback ref, because the
 * dialog's portal mounts its content after this component's effects have run.
 */
function useAreaWidth() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width ? Math.max(240, Math.min(width, 900)) : 0] as const;
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton onClick={onClick} disabled={disabled} aria-label={label} data-testid={testId}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Spec 02 §2: the PDF viewer (page navigation, print, close; react-pdf loads with its own chunk)
 * and the image viewer (at most 800 wide), in a dialog over the notification.
 */
export function AttachmentViewerDialog({
  file,
  onClose,
  load,
}: {
  file: ViewedAttachment;
  onClose: () => void;
  /** Where the file comes from when it is not a notification's attachment (e.g. a recommendation's document). */
  load?: () => Promise<Download>;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const loaded = useAttachmentBlob(file.id, file.kind, load);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [areaRef, width] = useAreaWidth();
  const pdf = file.kind === 'pdf';
  const blob = loaded && loaded !== 'failed' ? loaded.blob : null;

  let body: ReactNode = <CircularProgress sx={{ m: 4 }} aria-label={t('common.loading')} />;
  if (loaded === 'failed') body = <Alert severity="error">{t('attachments.viewer.failed')}</Alert>;
  else if (loaded && pdf && width)
    body = (
      <Box sx={{ boxShadow: 3, lineHeight: 0, bgcolor: 'common.white' }} data-testid="attachment-pdf">
        <Suspense fallback={<CircularProgress sx={{ m: 4 }} aria-label={t('common.loading')} />}>
          <PdfPages file={loaded.blob} page={page} width={width} onLoaded={setPages} />
        </Suspense>
      </Box>
    );
  else if (loaded?.url)
    body = (
      <Box
        component="img"
        src={loaded.url}
        alt={file.fileName}
        sx={{ display: 'block', maxWidth: '100%', height: 'auto', boxShadow: 3 }}
        data-testid="attachment-image"
      />
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: phone ? '100%' : pdf ? 960 : 'auto', maxWidth: pdf ? undefined : 848 } },
      }}
      aria-labelledby="attachment-viewer-title"
      data-testid="attachment-viewer"
    >
      <Toolbar
        variant="dense"
        sx={{ gap: 0.5, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography
          id="attachment-viewer-title"
          component="h2"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {file.fileName}
        </Typography>
        {pdf && (
          <>
            <ToolButton
              label={t('attachments.viewer.previous')}
              onClick={() => setPage((p) => p - 1)}
              disabled={page <= 1}
            >
              <NavigateBeforeIcon />
            </ToolButton>
            <Typography sx={{ whiteSpace: 'nowrap', fontSize: 14 }} data-testid="attachment-viewer-page">
              {t('attachments.viewer.page', { page: pages ? page : 0, pages })}
            </Typography>
            <ToolButton
              label={t('attachments.viewer.next')}
              onClick={() => setPage((p) => p + 1)}
              disabled={page >= pages}
            >
              <NavigateNextIcon />
            </ToolButton>
            <ToolButton
              label={t('attachments.viewer.print')}
              onClick={() => blob && printBlob(blob)}
              disabled={!blob}
            >
              <PrintIcon />
            </ToolButton>
          </>
        )}
        <ToolButton label={t('attachments.viewer.close')} onClick={onClose} testId="attachment-viewer-close">
          <CloseIcon />
        </ToolButton>
      </Toolbar>
      <Box
        ref={areaRef}
        sx={{
          p: { xs: 1, sm: 2 },
          display: 'flex',
          justifyContent: 'center',
          alignItems: pdf ? 'flex-start' : 'center',
          bgcolor: 'grey.200',
          overflow: 'auto',
          flexGrow: 1,
        }}
      >
        <Box sx={{ maxWidth: pdf ? undefined : 800, minWidth: 0 }}>{body}</Box>
      </Box>
    </Dialog>
  );
}
