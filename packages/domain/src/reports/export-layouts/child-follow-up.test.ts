import { describe, expect, it } from 'vitest';
import { ListId } from '../../dictionaries/list-ids';
import type {
  ChildFollowUp,
  CodeEntry,
  ExportCase,
  ExportDictionaries,
  ExportLayout,
} from '../export-layout';
import { headersOf, renderRow } from '../export-layout';
import { anonymisedLayout } from './anonymised';
import { concordLayout } from './concord';
import { encrLayout } from './encr';
import { iicc3Layout } from './iicc3';
import { encodedLayout, nativeLayout, richNativeLayout } from './native';

// Issue 39: every layout reads the child's follow-up, not the row's own record. The row below is the
// hepatoblastoma of a child whose death was reported on her AML's case: its own record knows her alive
// on 2024-08-01; the child died on 2025-04-04.
const entries: Record<string, CodeEntry> = {};
const put = (kind: string | number, id: number, code: string) => {
  entries[`${kind}:${id}`] = { code, labelRo: code, labelEn: code };
};
put(ListId.trackingStatus, 1, 'alive-disease-free');
put(ListId.trackingStatus, 3, 'dead');
put('topography', 1220, 'C22.0');
put('topography', 1421, 'C42.1');
put('morphology', 89703, '8970/3');
const d = { entry: (kind: string | number, id: number) => entries[`${kind}:${id}`] } as ExportDictionaries;

const child: ChildFollowUp = {
  vitalStatus: 'dead',
  lastKnownDate: '2025-04-04',
  deathDate: '2025-04-04',
  deathReasonTopoCodeId: 1421,
  deathTumour: { topographyId: 1421, morphologyId: null },
};
const row = (followUp?: ChildFollowUp) =>
  ({
    caseId: 1,
    notificationId: 1,
    patientId: 7,
    identifier: '6160505400011',
    genderId: null,
    birthdate: '2016-05-05',
    countyId: null,
    notificationDate: new Date('2018-03-01T10:00:00Z'),
    anonymised: {
      year: 2018,
      ageGroup: 1,
      sexId: null,
      icccGroupId: null,
      region: null,
      regionSuppressed: false,
    },
    followUp,
    data: {
      notificationOverview: { trackingStatusId: 1, lastContactDate: '2024-08-01', isPatientDead: false },
      cancerDiagnostic: { diagnosticDate: '2018-02-15', topologicCodeId: 1220 },
      cancerMorphology: { morphologyCodeId: 89703 },
    },
  }) as unknown as ExportCase;

const cells = (layout: ExportLayout<never>, r: ExportCase) =>
  Object.fromEntries(
    headersOf(layout as ExportLayout, 'en').map((h, i) => [
      h,
      renderRow(layout as ExportLayout, r, d, 'en')[i],
    ]),
  );
const survival = (Date.parse('2025-04-04') - Date.parse('2018-02-15')) / 86_400_000;

describe('every layout reads the child’s follow-up', () => {
  it('without it, the row’s own record: alive at its last contact (what the exports wrote before)', () => {
    expect(cells(encrLayout, row())).toMatchObject({ Vit_stat: 1, YoF: 2024, MoF: 8 });
  });

  it('ENCR, CONCORD and IICC-3: dead, on the child’s death date, survival from this tumour’s incidence', () => {
    expect(cells(encrLayout, row(child))).toMatchObject({
      Vit_stat: 2,
      MoF: 4,
      YoF: 2025,
      Surv_time: survival,
      CoD: '99999',
    });
    expect(cells(concordLayout, row(child))).toMatchObject({
      Vital_status: 2,
      Day_FU: 4,
      Month_FU: 4,
      Year_FU: 2025,
      Survival: survival,
    });
    expect(cells(iicc3Layout as ExportLayout<never>, row(child))).toMatchObject({ VITAL_STATUS: 2 });
  });

  it('native, rich native, encoded and anonymised: the child’s death and last known date', () => {
    for (const layout of [nativeLayout, richNativeLayout, encodedLayout]) {
      const r = cells(layout, row(child));
      expect(r["Date of the child's last known vital status"], layout.id).toBe('2025-04-04');
      expect(r['Patient dead'], layout.id).toBe(layout.id === 'encoded' ? 1 : 'Yes');
      expect(r['Date of death'], layout.id).toBe('2025-04-04');
    }
    expect(cells(anonymisedLayout, row(child))).toMatchObject({
      'Vital status': 2,
      'Survival time (days from diagnosis)': survival,
      Censored: 0,
      'Days from diagnosis to death': survival,
    });
  });
});
