import { describe, expect, it } from 'vitest';
import { anonymisedLayout } from '../reports/export-layouts/anonymised';
import { concordLayout } from '../reports/export-layouts/concord';
import { encrLayout } from '../reports/export-layouts/encr';
import { encodedLayout, nativeLayout, richNativeLayout } from '../reports/export-layouts/native';
import { notificationsLayout } from '../reports/export-layouts/notifications';
import { STATISTICS_REPORTS } from '../reports/statistics/contracts-shared';
import { auditExportLabels, auditRecordLabel } from './labels';

describe('the audit trail names the record a row is about (issue 23 item 7)', () => {
  it('names every export the API audits, in both languages, never by its raw id', () => {
    const ids = [
      ...[nativeLayout, richNativeLayout, encrLayout, concordLayout, encodedLayout, anonymisedLayout].map(
        (l) => l.id,
      ),
      notificationsLayout.id,
      ...STATISTICS_REPORTS,
    ];
    expect(ids.filter((id) => !auditExportLabels[id])).toEqual([]);
    expect(auditRecordLabel('report', 'anonymised-rich-native', 'ro')).toBe(
      'Export anonimizat (panoul executivului)',
    );
    expect(auditRecordLabel('report', 'encr', 'en')).toBe('ENCR export');
    for (const id of ids) expect(auditRecordLabel('report', id, 'ro')).not.toContain('#');
  });

  it('keeps the kind and id of any other record, and an unknown export id as it is', () => {
    expect(auditRecordLabel('patient', '12', 'ro')).toBe('Pacient #12');
    expect(auditRecordLabel('patient', null, 'en')).toBe('Patient');
    expect(auditRecordLabel('report', 'future-layout', 'ro')).toBe('Export #future-layout');
    expect(auditRecordLabel(null, null, 'ro')).toBe('');
  });
});
