import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { auditActionLabel, auditRecordLabel } from '@registry/domain/audit-trail/labels';
import { type RoleId, roleLabels } from '@registry/domain/identity/roles';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ListColumn, ListPage, type ListQuery } from '../../shared/list/list-page';
import {
  type AuditTrailFilters,
  type AuditTrailRow,
  exportAuditTrail,
  fetchAuditTrail,
  IDENTIFIER_PARAM,
  identifierFromLink,
  noAuditTrailFilters,
} from './audit-trail-api';
import { AuditTrailFilterFields } from './audit-trail-filters';
import { formatMoment } from './moment';
import './locales/register';

const Secondary = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <Typography
    variant="body2"
    color="text.secondary"
    component="span"
    sx={{
      display: wide ? { xs: 'none', sm: 'block' } : 'block',
      // An e-mail or a CNP is read whole: on one line where there is room, cut anywhere on a phone.
      whiteSpace: { sm: 'nowrap' },
      overflowWrap: { xs: 'anywhere', sm: 'normal' },
    }}
  >
    {children}
  </Typography>
);

/**
 * The audit trail (issue 17 item 8): who did what to which record, when (Romanian time) and from
 * where. Super administrators read all of it, reviewers the rows about patients' records; a CNP in
 * the search answers "who looked at this child's record". The export takes the same filter.
 */
export default function AuditTrailPage() {
  const { t, i18n } = useTranslation();
  const lastQuery = useRef<ListQuery<AuditTrailFilters> | null>(null);
  // Opened from a patient's record: that child's trail, and Reset keeps to it.
  const [params] = useSearchParams();
  const linked = identifierFromLink(params.get(IDENTIFIER_PARAM));
  const defaults = useMemo(() => ({ ...noAuditTrailFilters, patientIdentifier: linked }), [linked]);
  const fetch = useCallback((query: ListQuery<AuditTrailFilters>, signal: AbortSignal) => {
    lastQuery.current = query;
    return fetchAuditTrail(query, signal);
  }, []);
  const c = (key: string) => t(`auditTrail.columns.${key}`);
  // Labelled here, not from the server's words, so a language switch needs no new request.
  const language = i18n.language === 'en' ? 'en' : 'ro';
  const when = (r: AuditTrailRow) => formatMoment(r.at, language);
  const action = (r: AuditTrailRow) => auditActionLabel(r.action, language);
  const role = (r: AuditTrailRow) => (r.roleId ? (roleLabels[language][r.roleId as RoleId] ?? null) : null);
  const record = (r: AuditTrailRow) => auditRecordLabel(r.recordKind, r.recordId, language);
  const patient = (r: AuditTrailRow) =>
    r.patientIdentifier ? t('auditTrail.patient', { identifier: r.patientIdentifier }) : null;
  const columns: ListColumn<AuditTrailRow>[] = [
    {
      id: 'at',
      label: c('at'),
      sortBy: 'at',
      render: (r) => {
        // Date and time wrap onto two lines on a phone, never inside either.
        const [day, time] = when(r).split(' ');
        return (
          <>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {day}
            </Box>{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {time}
            </Box>
          </>
        );
      },
    },
    {
      id: 'user',
      label: c('user'),
      sortBy: 'user',
      from: 'sm',
      render: (r) =>
        r.userName ? (
          <>
            {r.userName}
            <Secondary wide>{r.userEmail}</Secondary>
          </>
        ) : (
          <Secondary>{t('auditTrail.noUser')}</Secondary>
        ),
    },
    // A role is a word or two, never cut inside one ("Super administrato/r").
    { id: 'role', label: c('role'), from: 'lg', nowrap: true, render: role },
    {
      id: 'action',
      label: c('action'),
      sortBy: 'action',
      render: (r) => (
        <>
          {action(r)}
          {/* A phone has no user column: who goes under what. */}
          <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
            {r.userName ?? t('auditTrail.noUser')}
          </Typography>
        </>
      ),
    },
    {
      id: 'record',
      label: c('record'),
      sortBy: 'recordKind',
      from: 'sm',
      render: (r) => (
        <>
          {record(r)}
          {patient(r) && <Secondary>{patient(r)}</Secondary>}
        </>
      ),
    },
    { id: 'ip', label: c('ip'), from: 'md', render: (r) => r.ip },
  ];
  return (
    <ListPage<AuditTrailRow, AuditTrailFilters>
      screen="audit-trail"
      title={t('auditTrail.title')}
      subtitle={linked ? t('auditTrail.subtitleFor', { identifier: linked }) : t('auditTrail.subtitle')}
      fetch={fetch}
      rowKey={(r) => r.id}
      columns={columns}
      defaultSort={{ by: 'at', desc: true }}
      toolbarActions={
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          onClick={() => lastQuery.current && exportAuditTrail(lastQuery.current).catch(() => {})}
          data-testid="audit-trail-export"
        >
          {t('auditTrail.export')}
        </Button>
      }
      filters={{
        defaults,
        render: (values, change) => <AuditTrailFilterFields values={values} change={change} />,
      }}
      renderCard={(r) => (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {action(r)}
          </Typography>
          <Secondary>{when(r)}</Secondary>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {r.userName ?? t('auditTrail.noUser')}
            {role(r) && ` · ${role(r)}`}
          </Typography>
          {r.userEmail && <Secondary>{r.userEmail}</Secondary>}
          {record(r) && <Typography variant="body2">{record(r)}</Typography>}
          {patient(r) && <Secondary>{patient(r)}</Secondary>}
          {r.ip && <Secondary>{t('auditTrail.from', { ip: r.ip })}</Secondary>}
        </>
      )}
    />
  );
}
