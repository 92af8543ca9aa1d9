import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useTranslation } from 'react-i18next';

// react-pdf wants the worker set in the module that renders its components.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** One page of the PDF at the given width; react-pdf and PDF.js load only with this chunk. */
export default function PdfPages({
  file,
  page,
  width,
  onLoaded,
}: {
  file: Blob;
  page: number;
  width: number;
  onLoaded: (pages: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Document
      file={file}
      onLoadSuccess={({ numPages }) => onLoaded(numPages)}
      loading={<CircularProgress sx={{ m: 4 }} aria-label={t('common.loading')} />}
      error={<Alert severity="error">{t('documents.viewer.unreadable')}</Alert>}
    >
      <Page pageNumber={page} width={width} loading="" />
    </Document>
  );
}
