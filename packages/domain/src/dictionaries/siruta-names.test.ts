import { describe, expect, it } from 'vitest';
import { commaBelow, sirutaDisplayName } from './siruta-names';

describe('sirutaDisplayName', () => {
  it.each([
    ['MUNICIPIUL CLUJ-NAPOCA', 'Cluj-Napoca'],
    ['ORAŞ BAIA DE ARIEŞ', 'Baia de Arieș'],
    ['MUNICIPIUL BUCUREŞTI', 'București'],
    ['JUDEŢUL ALBA', 'Alba'],
    ['ALMAŞU MARE', 'Almașu Mare'],
    ['C.A. ROSETTI', 'C.A. Rosetti'],
    ['ALEXANDRU I.CUZA', 'Alexandru I.Cuza'],
    ['DE LA ŢARĂ', 'De la Țară'],
    ['  ŞTEFAN CEL MARE ', 'Ștefan cel Mare'],
  ])('%s → %s', (raw, expected) => {
    expect(sirutaDisplayName(raw)).toBe(expected);
  });

  it('converts cedilla letters to comma-below letters only', () => {
    expect(commaBelow('ŞţŢş Ă')).toBe('ȘțȚș Ă');
  });
});
