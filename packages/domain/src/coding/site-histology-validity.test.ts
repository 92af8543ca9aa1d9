import { describe, expect, it } from 'vitest';
import { inRanges, parseCodeRanges } from './codes';
import { buildSiteHistologyValidity, CHILDHOOD_SITE_HISTOLOGY_VALIDITY } from './site-histology-validity';
import { CHILDHOOD_SITE_HISTOLOGY } from './site-histology-validity-data';
import { readCsvRecords, referenceFileExists } from './testing/reference-data';

describe('buildSiteHistologyValidity', () => {
  const validity = buildSiteHistologyValidity([
    { siteRecode: 'C649', histologyBehaviour: '8960/3' },
    { siteRecode: 'C180, C182-C189, C199', histologyBehaviour: '8140/3' },
    { siteRecode: 'C340-C343,C348-C349', histologyBehaviour: '8140/3' },
  ]);

  it('accepts a listed pair, with site groups written as ranges', () => {
    expect(validity('C64.9', 8960, 3)).toBe(true);
    expect(validity('C18.2', 8140, 3)).toBe(true);
    expect(validity('C19.9', 8140, 3)).toBe(true);
    expect(validity('C34.9', 8140, 3)).toBe(true);
  });

  it('rejects a listed code at a site the list does not give it', () => {
    expect(validity('C71.9', 8960, 3)).toBe(false);
    expect(validity('C18.1', 8140, 3)).toBe(false);
    expect(validity('C20.9', 8140, 3)).toBe(false);
  });

  it('has no opinion on codes or behaviours it does not list, nor on garbage topography', () => {
    expect(validity('C64.9', 8960, 1)).toBeUndefined();
    expect(validity('C64.9', 8963, 3)).toBeUndefined();
    expect(validity('kidney', 8960, 3)).toBeUndefined();
  });
});

describe('CHILDHOOD_SITE_HISTOLOGY_VALIDITY', () => {
  it.each([
    ['C64.9', 8960, true],
    ['C22.0', 8960, false],
    ['C22.0', 8970, true],
    ['C69.2', 9511, true],
    ['C71.6', 9470, true],
    ['C71.5', 9470, false],
    ['C74.0', 9500, true],
    ['C42.1', 9835, true],
    ['C77.0', 9835, false],
    ['C40.2', 9180, true],
  ] as const)('%s with %s/3 → %s', (topography, histology, expected) => {
    expect(CHILDHOOD_SITE_HISTOLOGY_VALIDITY(topography, histology, 3)).toBe(expected);
  });

  it('only judges malignant behaviour', () => {
    expect(CHILDHOOD_SITE_HISTOLOGY_VALIDITY('C22.0', 8960, 1)).toBeUndefined();
  });
});

const SEER_FILE = ['icdo3', 'seer_site_histology_validation_list_2015.csv'] as const;
const hasSeerList = referenceFileExists(...SEER_FILE);

describe.skipIf(!hasSeerList)(
  `site/histology validity against the SEER 2015 list${hasSeerList ? '' : ' (SKIPPED: reference data absent)'}`,
  () => {
    const records = hasSeerList ? readCsvRecords(...SEER_FILE) : [];
    const seer = buildSiteHistologyValidity(
      records.map((record) => ({
        siteRecode: record['Site recode'],
        histologyBehaviour: record['Histology/Behavior'],
      })),
    );
    const topographies = hasSeerList
      ? readCsvRecords('icdo3', 'icdo3_topography.csv')
          .filter((record) => record.level === '4')
          .map((record) => record.code)
      : [];

    it('reads the whole list', () => {
      expect(records.length).toBe(10_484);
      expect(seer('C50.9', 8500, 2)).toBe(true);
      expect(seer('C69.4', 9510, 3)).toBe(false);
    });

    it('the authored childhood starter agrees with the list on every topography', () => {
      let compared = 0;
      const disagreements: string[] = [];
      for (const [histologies] of CHILDHOOD_SITE_HISTOLOGY) {
        for (const [from, to] of parseCodeRanges(histologies)) {
          for (let histology = from; histology <= to; histology++) {
            for (const topography of topographies) {
              compared++;
              const expected = seer(topography, histology, 3);
              const actual = CHILDHOOD_SITE_HISTOLOGY_VALIDITY(topography, histology, 3);
              if (actual !== expected)
                disagreements.push(`${topography} ${histology}/3: ${actual} vs ${expected}`);
            }
          }
        }
      }
      expect(disagreements).toEqual([]);
      expect(compared).toBeGreaterThan(30 * 300);
    });

    it('every 4-character topography belongs to some SEER site group', () => {
      const groups = [...new Set(records.map((record) => record['Site recode']))].map(parseCodeRanges);
      const uncovered = topographies.filter(
        (code) => !groups.some((ranges) => inRanges(Number(code.replace(/[C.]/g, '')), ranges)),
      );
      expect(uncovered).toEqual([]);
    });
  },
);
