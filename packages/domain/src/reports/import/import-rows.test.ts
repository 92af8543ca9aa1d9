import { describe, expect, it } from 'vitest';
import { emptyNotification } from '../../notification/model';
import { readDate, readFlag } from './cells';
import { importMsg } from './messages';
import { NOTIFICATION_IMPORT_COLUMNS } from './notification-columns';
import {
  type CodeResolver,
  columnOfPath,
  fileRuleErrors,
  mapHeaders,
  notificationKey,
  readNotificationRow,
} from './notification-row';
import {
  followUpNotification,
  isCalendarDate,
  isStatusDateInRange,
  readVitalStatusRow,
  vitalStatusCaseErrors,
} from './vital-status';

const codes: Record<string, Record<string, number>> = {
  gender: { M: 1, F: 2 },
  behaviour: { '3': 4 },
  morphology: { '9500/3': 95003 },
  topography: { 'C74.9': 1749 },
  deathReason: { 'C74.9': 1749, '999999': 999999 },
  trackingStatus: { '1': 1, '3': 3 },
  therapeuticAgent: { A: 11, B: 12 },
  notificationStatus: { '1': 1, '2': 2 },
  reportingReason: { '1': 1, '2': 2 },
};
const resolve: CodeResolver = (lookup, code) => codes[lookup]?.[code];
const cells = (values: Record<string, unknown>) => (key: string) => (values[key] ?? null) as never;

describe('cells', () => {
  it('reads Excel dates, DD.MM.YYYY and ISO text, and refuses impossible dates', () => {
    expect(readDate(new Date(Date.UTC(2024, 2, 10)))).toEqual({ value: '2024-03-10' });
    expect(readDate('10.03.2024')).toEqual({ value: '2024-03-10' });
    expect(readDate('2024-03-10')).toEqual({ value: '2024-03-10' });
    expect(readDate(45361)).toEqual({ value: '2024-03-10' });
    expect(readDate('31.02.2024')).toEqual({ error: importMsg.badDate });
    expect(readDate('ieri')).toEqual({ error: importMsg.badDate });
    expect(readDate('')).toEqual({ value: null });
  });
  it('reads DA/NU flags', () => {
    expect(readFlag('DA')).toEqual({ value: true });
    expect(readFlag('nu')).toEqual({ value: false });
    expect(readFlag('poate')).toEqual({ error: importMsg.badFlag });
  });
});

describe('notification rows', () => {
  it('maps headers in any order and language, ignoring accents and the error column', () => {
    const { byIndex, errorColumn } = mapHeaders(
      ['Erori', 'data nasterii', 'CNP / identifier', 'x'],
      NOTIFICATION_IMPORT_COLUMNS,
    );
    expect(byIndex.get(1)?.key).toBe('birthdate');
    expect(byIndex.get(2)?.key).toBe('identifier');
    expect(byIndex.has(3)).toBe(false);
    expect(errorColumn).toBe(0);
  });

  it('turns codes into ids, derives the behaviour and ticks a treatment by its date', () => {
    const { body, errors } = readNotificationRow(
      cells({
        identifier: '5150101400011',
        morphology: '9500/3',
        topography: 'C74.9',
        status: 2,
        reportingReason: 1,
        chimioDate: '20.03.2024',
        therapeuticAgents: 'A, B',
        transplantRecommendation: 'NU',
      }),
      resolve,
    );
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      status: 2,
      diagnosticReportingReasonId: 1,
      cancerMorphology: { morphologyCodeId: 95003, behaviorId: 4 },
      cancerDiagnostic: { topologicCodeId: 1749 },
      cancerTreatment: {
        chimioDate: '2024-03-20',
        hasChimio: true,
        therapeuticAgentsIds: [11, 12],
        transplantRecommendation: false,
      },
    });
  });

  it('names every cell that does not read', () => {
    const { errors } = readNotificationRow(
      cells({
        morphology: '9999/9',
        birthdate: '2015-13-01',
        therapeuticAgents: 'A, Z',
        isForeigner: 'poate',
      }),
      resolve,
    );
    expect(errors).toEqual({
      morphology: importMsg.unknownCode,
      birthdate: importMsg.badDate,
      therapeuticAgents: importMsg.unknownCode,
      isForeigner: importMsg.badFlag,
    });
  });

  it('finds the column of a save-rule field error', () => {
    expect(columnOfPath('cancerDiagnostic.diagnosticDate')?.key).toBe('diagnosticDate');
    expect(columnOfPath('cancerTreatment.hasChimio')?.key).toBe('chimioDate');
    expect(columnOfPath('cancerMorphology.behaviorId')?.key).toBe('morphology');
    expect(columnOfPath('patientDetails.age')).toBeNull();
  });

  it('refuses repeats of the registry and of earlier rows, and follow-ups without a case', () => {
    const key = (id: string, reason = 1) =>
      notificationKey({
        identifier: id,
        isForeigner: false,
        reportingUnitId: 1,
        reasonId: reason,
        morphologyCodeId: 95003,
        diagnosticDate: '2024-03-10',
        lastContactDate: null,
      });
    // Sheet rows 2–8 (row 1 is the header), all of which passed their own checks.
    const rows = [
      { key: key('A'), tumour: 'A|95003', completed: true, reasonId: 1 },
      { key: key('A'), tumour: 'A|95003', completed: true, reasonId: 1 },
      { key: key('B'), tumour: 'B|95003', completed: true, reasonId: 1 },
      { key: key('A', 4), tumour: 'A|95003', completed: true, reasonId: 4 },
      { key: key('C', 4), tumour: 'C|95003', completed: true, reasonId: 4 },
      { key: key('D', 4), tumour: 'D|95003', completed: true, reasonId: 4 },
      { key: key('E', 4), tumour: 'E|95003', completed: false, reasonId: 4 },
    ].map((row, i) => ({ ...row, number: i + 2 }));
    const errors = fileRuleErrors(rows, { keys: new Set([key('B')]), tumours: new Set(['D|95003']) });
    expect([...errors]).toEqual([
      [1, importMsg.duplicateInFile(2)],
      [2, importMsg.duplicateInRegistry],
      [4, importMsg.noCaseToFollow],
    ]);
  });

  it('a repeat names the sheet row it repeats, whatever rows were refused or empty before it', () => {
    const key = (id: string) =>
      notificationKey({
        identifier: id,
        isForeigner: false,
        reportingUnitId: 1,
        reasonId: 1,
        morphologyCodeId: 95003,
        diagnosticDate: '2024-03-10',
        lastContactDate: null,
      });
    // Sheet rows 2 and 3 were refused by their own checks and row 5 was empty: none is in the list.
    const rows = [
      { number: 4, key: key('A'), tumour: 'A|95003', completed: true, reasonId: 1 },
      { number: 6, key: key('B'), tumour: 'B|95003', completed: true, reasonId: 1 },
      { number: 7, key: key('A'), tumour: 'A|95003', completed: true, reasonId: 1 },
      { number: 9, key: key('B'), tumour: 'B|95003', completed: true, reasonId: 1 },
    ];
    const errors = fileRuleErrors(rows, { keys: new Set(), tumours: new Set() });
    expect([...errors]).toEqual([
      [2, importMsg.duplicateInFile(4)],
      [3, importMsg.duplicateInFile(6)],
    ]);
  });
});

describe('vital-status rows', () => {
  const statusDate = '2025-06-30';
  it('reads a death with its cause', () => {
    const read = readVitalStatusRow(
      cells({
        identifier: '5150101400011',
        vitalStatus: '3',
        deathDate: '01.05.2025',
        deathReason: 'C74.9',
        lastContactDate: '30.04.2025',
      }),
      resolve,
      statusDate,
    );
    expect(read).toEqual({
      ok: true,
      change: {
        identifier: '5150101400011',
        morphologyCode: null,
        trackingStatusId: 3,
        deathDate: '2025-05-01',
        deathReasonTopoCodeId: 1749,
        deathReason2: null,
        lastContactDate: '2025-04-30',
      },
      names: { identifier: '5150101400011', morphologyCode: null, deathDate: '2025-05-01' },
    });
  });

  it('names the case of a row whose cells do not read, so its case is looked for in the same pass', () => {
    const read = readVitalStatusRow(
      cells({ identifier: '5170404400031', vitalStatus: '3', deathDate: '31.02.2024', lastContactDate: '' }),
      resolve,
      statusDate,
    );
    expect(read.ok).toBe(false);
    expect(Object.keys(read.errors ?? {}).sort()).toEqual(['deathDate', 'deathReason', 'lastContactDate']);
    expect(read.names).toEqual({ identifier: '5170404400031', morphologyCode: null, deathDate: null });
  });
  it('refuses a contact after the status date, a dead patient without cause, a living one with a death date', () => {
    expect(
      readVitalStatusRow(
        cells({ identifier: 'X', vitalStatus: '1', lastContactDate: '01.07.2025' }),
        resolve,
        statusDate,
      ).errors,
    ).toEqual({ lastContactDate: importMsg.contactAfterStatusDate });
    expect(
      readVitalStatusRow(
        cells({ identifier: 'X', vitalStatus: '3', lastContactDate: '01.06.2025' }),
        resolve,
        statusDate,
      ).errors,
    ).toEqual({ deathReason: 'validation.required' });
    expect(
      readVitalStatusRow(
        cells({ identifier: 'X', vitalStatus: '1', deathDate: '01.06.2025', lastContactDate: '01.06.2025' }),
        resolve,
        statusDate,
      ).errors,
    ).toEqual({ deathDate: 'validation.invalid' });
    expect(
      readVitalStatusRow(cells({ vitalStatus: '9', lastContactDate: '01.06.2025' }), resolve, statusDate)
        .errors,
    ).toEqual({ identifier: 'validation.required', vitalStatus: importMsg.unknownCode });
    expect(
      readVitalStatusRow(
        cells({ identifier: 'X', vitalStatus: '3', deathReason: '999999', lastContactDate: '01.06.2025' }),
        resolve,
        statusDate,
      ).errors,
    ).toEqual({ deathReason2: 'validation.required' });
  });
  it('refuses a death before the diagnosis', () => {
    const change = {
      identifier: 'X',
      morphologyCode: null,
      trackingStatusId: 3,
      deathDate: '2020-01-01',
      deathReasonTopoCodeId: 1749,
      deathReason2: null,
      lastContactDate: '2020-01-01',
    };
    expect(vitalStatusCaseErrors(change, '2021-01-01')).toEqual({
      deathDate: importMsg.deathBeforeDiagnosis,
    });
    expect(vitalStatusCaseErrors(change, '2019-01-01')).toEqual({});
  });
  it('copies the current record into a completed follow-up with only the vital-status fields changed', () => {
    const current = {
      ...emptyNotification({ id: 7, status: 2, diagnosticReportingReasonId: 1 }),
      observation: 'keep',
    };
    const change = {
      identifier: 'X',
      morphologyCode: null,
      trackingStatusId: 3,
      deathDate: null,
      deathReasonTopoCodeId: 999998,
      deathReason2: null,
      lastContactDate: '2025-01-01',
    };
    const next = followUpNotification(current, change, statusDate);
    expect(next).toMatchObject({
      id: 0,
      status: 2,
      diagnosticReportingReasonId: 8,
      previousNotificationId: 7,
      observation: 'keep',
      notificationOverview: {
        isPatientDead: true,
        isDeathDateUnavailable: true,
        deathReasonTopoCodeId: 999998,
        vitalStatusUpdateDate: statusDate,
        reportingReasonId: 8,
      },
    });
  });
  it('keeps the status date between 1990 and today', () => {
    expect(isStatusDateInRange('1989-12-31', '2025-06-30')).toBe(false);
    expect(isStatusDateInRange('1990-01-01', '2025-06-30')).toBe(true);
    expect(isStatusDateInRange('2025-07-01', '2025-06-30')).toBe(false);
  });
  it('takes only days of the calendar as status dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const date of ['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-1-05'])
      expect(isCalendarDate(date)).toBe(false);
    expect(isStatusDateInRange('2024-02-30', '2025-06-30')).toBe(false);
  });
});
