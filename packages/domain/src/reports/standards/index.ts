// What the standards-facing layouts (ENCR, CONCORD, IICC-3, IARC) share: conversions and codes.

export * from './cause-of-death';
export * from './codes';
export * from './icd10';
