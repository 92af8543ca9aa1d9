// What other modules may use of the dictionaries: the ICCC-3 association of a tumour and the ids
// the dictionaries hold (a save's references are checked against them).
export { codedPairLookups } from './coded-pair-lookups';
export { association } from './dictionaries.service';
export { isCityOfCounty, type KnownIds, knownIds } from './known-ids';
export type { ListCache } from './list-cache';
