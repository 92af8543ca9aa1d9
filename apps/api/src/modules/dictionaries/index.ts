// What other modules may use of the dictionaries: the ICCC-3 association of a tumour.
export { association } from './dictionaries.service';
