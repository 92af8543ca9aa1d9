// Authored starter for the topography–morphology check, so the notification form can warn before
// the full SEER "ICD-O-3 Site/Histology Validation List" (2015-09-18) is imported. Each entry lists
// the sites that list accepts for the childhood tumours whose site is clinically constrained; the
// test checks every entry against the real list. Tumours not listed here get no opinion (undefined),
// which is why extra-skeletal Ewing, rhabdoid and pPNET are deliberately absent: SEER 2015 limits
// them to bone or kidney although ICCC-3 (IXd) classifies their soft-tissue forms.
// Site ranges use the compact topography form, inclusive (C710-C725 = C71.0–C72.5).

export type SiteHistologyDefault = readonly [histologies: string, sites: string];

/** Malignant (/3) histologies → sites where the SEER 2015 list accepts them. */
export const CHILDHOOD_SITE_HISTOLOGY: readonly SiteHistologyDefault[] = [
  // Precursor cell lymphoblastic leukaemia, NOS / B-precursor (ICD-O-3 2000 codes): blood and marrow
  ['9835-9836', 'C420-C421,C424'],
  // Gliomas, ependymomas, astrocytomas, oligodendrogliomas (ICCC IIIa–IIId): brain, cranial nerves, cord
  ['9380,9391-9393,9400-9401,9410-9411,9420-9421,9424,9440-9442,9450-9451', 'C710-C725'],
  // Medulloblastomas (ICCC IIIc.1): cerebellum
  ['9470-9472,9474,9480', 'C716'],
  // Pineoblastoma: pineal gland
  ['9362', 'C753'],
  // Neuroblastoma and ganglioneuroblastoma (ICCC IVa): sympathetic chain, adrenal, CNS and ill-defined sites
  [
    '9490',
    'C260,C268-C269,C381-C383,C388,C470-C476,C478-C479,C480-C482,C488,C490-C496,C498-C499,C710-C725,C740-C741,C749-C750,C753-C755,C758-C759,C809',
  ],
  [
    '9500',
    'C260,C268-C269,C300-C301,C310-C313,C318-C319,C381-C383,C388,C470-C476,C478-C479,C480-C482,C488,C490-C496,C498-C499,C649,C659,C669,C680-C681,C688-C689,C710-C725,C728-C729,C740-C741,C749-C755,C758-C759,C760-C768,C809',
  ],
  // Retinoblastoma (ICCC V): retina and eye, NOS
  ['9510-9513', 'C692,C699'],
  // Nephroblastoma (ICCC VIa.1): kidney (8959 also renal pelvis and ureter)
  ['8960', 'C649'],
  ['8959', 'C649,C659,C669'],
  // Hepatoblastoma (ICCC VIIa.1): liver
  ['8970', 'C220'],
  // Osteosarcomas (ICCC VIIIa): bones and joints
  ['9180-9187', 'C400-C403,C408-C414,C418-C419'],
];
