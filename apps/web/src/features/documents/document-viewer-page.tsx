import CloseIcon from '@mui/icons-material/Close';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { Download } from '../../shared/http/http-client';
import { HttpError } from '../../shared/http/http-error';
import { printBlob } from '../../shared/viewers/print-blob';
import { fetchDocumentFile } from './documents-api';

const PdfPages = lazy(() => import('../../shared/viewers/pdf-pages'));

type Failure = 'signIn' | 'notFound' | 'failed';
const failureOf = (error: unknown): Failure =>
  error instanceof HttpError && (error.status === 401 || error.status === 403)
    ? 'signIn'
    : error instanceof HttpError && error.status === 404
      ? 'notFound'
      : 'failed';

/** The width the page is drawn at: the room available, at most a comfortable reading width. */
function useAvailableWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, Math.max(240, Math.min(width - 16, 900))] as const;
}

/**
 * /document/view/{id} (spec 01 §2.9, §7.6): the PDF viewer a useful document opens in a new tab.
 * Public, so the confirm-account page's terms link (document 1) works before signing in.
 */
export default function DocumentViewerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [file, setFile] = useState<Download | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [areaRef, width] = useAvailableWidth();

  useEffect(() => {
    setFile(null);
    setFailure(null);
    setPage(1);
    fetchDocumentFile(id).then(setFile, (error: unknown) => setFailure(failureOf(error)));
  }, [id]);

  useEffect(() => {
    if (file?.fileName) document.title = `${t('app.name')} – ${file.fileName}`;
  }, [file, t]);

  const close = () => {
    window.close();
    // A tab the user opened by hand cannot be closed by the page: go back, or home.
    setTimeout(() => (window.history.length > 1 ? navigate(-1) : navigate('/')), 150);
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'grey.200' }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
          <PictureAsPdfIcon color="error" sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Typography
            component="h1"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              fontWeight: 600,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
            data-testid="viewer-title"
          >
            {file?.fileName ?? t('routes.documentView')}
          </Typography>
          <Tooltip title={t('documents.viewer.previous')}>
            <span>
              <IconButton
                onClick={() => setPage((p) => p - 1)}
                disabled={page <= 1}
                aria-label={t('documents.viewer.previous')}
              >
                <NavigateBeforeIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Typography sx={{ whiteSpace: 'nowrap', fontSize: 14 }} data-testid="viewer-page">
            {t('documents.viewer.page', { page: pages ? page : 0, pages })}
          </Typography>
          <Tooltip title={t('documents.viewer.next')}>
            <span>
              <IconButton
                onClick={() => setPage((p) => p + 1)}
                disabled={page >= pages}
                aria-label={t('documents.viewer.next')}
              >
                <NavigateNextIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('documents.viewer.print')}>
            <span>
              <IconButton
                onClick={() => file && printBlob(file.blob)}
                disabled={!file}
                aria-label={t('documents.viewer.print')}
              >
                <PrintIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('common.close')}>
            <IconButton onClick={close} aria-label={t('common.close')} data-testid="viewer-close">
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        ref={areaRef}
        sx={{ p: { xs: 1, sm: 3 }, display: 'flex', justifyContent: 'center' }}
      >
        {failure ? (
          <Alert
            severity={failure === 'signIn' ? 'info' : 'error'}
            sx={{ maxWidth: 560, width: '100%' }}
            data-testid="viewer-failure"
            action={
              failure === 'signIn' ? (
                <Button component={RouterLink} to="/login" color="inherit" size="small">
                  {t('documents.viewer.signInButton')}
                </Button>
              ) : undefined
            }
          >
            {t(`documents.viewer.${failure}`)}
          </Alert>
        ) : file ? (
          <Paper elevation={3} sx={{ overflow: 'hidden', lineHeight: 0 }} data-testid="pdf-view">
            <Suspense fallback={<CircularProgress sx={{ m: 4 }} aria-label={t('common.loading')} />}>
              <PdfPages file={file.blob} page={page} width={width} onLoaded={setPages} />
            </Suspense>
          </Paper>
        ) : (
          <CircularProgress sx={{ m: 4 }} aria-label={t('common.loading')} />
        )}
      </Box>
    </Box>
  );
}
