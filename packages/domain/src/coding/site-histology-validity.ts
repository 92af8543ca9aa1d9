// Topography–morphology plausibility (the warning toast of spec 02 §4 and the IARC
// "topography–morphology" check). The authoritative list is large (SEER validation list, ~10,000
// rows) and lives in the database, so the rule takes the lookup as an argument; the caller builds
// it from imported rows with buildSiteHistologyValidity, or falls back to the authored childhood
// starter.

import { type CodeRange, inRanges, parseCodeRanges, parseTopography } from './codes';
import { CHILDHOOD_SITE_HISTOLOGY } from './site-histology-validity-data';

/**
 * true: the pair is listed as valid; false: the code is listed but not at this site;
 * undefined: the table has no opinion (code or behaviour not covered, unparseable topography).
 */
export type SiteHistologyValidity = (
  topography: string,
  histology: number,
  behaviour: number,
) => boolean | undefined;

/** One row of the SEER site/histology validation list (columns "Site recode", "Histology/Behavior"). */
export type SiteHistologyRow = {
  /** Site group as ranges: 'C000-C006,C008-C009' */
  siteRecode: string;
  /** '8000/3' */
  histologyBehaviour: string;
};

function lookupFrom(sitesByMorphology: Map<string, CodeRange[]>): SiteHistologyValidity {
  return (topography, histology, behaviour) => {
    const parsed = parseTopography(topography);
    const sites = sitesByMorphology.get(`${histology}/${behaviour}`);
    if (!parsed || !sites) return undefined;
    return inRanges(parsed.value, sites);
  };
}

export function buildSiteHistologyValidity(rows: Iterable<SiteHistologyRow>): SiteHistologyValidity {
  const sitesByMorphology = new Map<string, CodeRange[]>();
  for (const row of rows) {
    const key = row.histologyBehaviour.trim();
    const sites = sitesByMorphology.get(key) ?? [];
    sites.push(...parseCodeRanges(row.siteRecode));
    sitesByMorphology.set(key, sites);
  }
  return lookupFrom(sitesByMorphology);
}

function buildChildhoodDefault(): SiteHistologyValidity {
  const sitesByMorphology = new Map<string, CodeRange[]>();
  for (const [histologies, sites] of CHILDHOOD_SITE_HISTOLOGY) {
    for (const [from, to] of parseCodeRanges(histologies)) {
      for (let histology = from; histology <= to; histology++) {
        sitesByMorphology.set(`${histology}/3`, parseCodeRanges(sites));
      }
    }
  }
  return lookupFrom(sitesByMorphology);
}

/** Authored starter covering the site-constrained childhood tumours (malignant only). */
export const CHILDHOOD_SITE_HISTOLOGY_VALIDITY: SiteHistologyValidity = buildChildhoodDefault();
