// SIRUTA publishes names in capitals with the old cedilla letters (Ş, Ţ) and a type prefix on
// municipalities and towns ("MUNICIPIUL CLUJ-NAPOCA", "ORAŞ BAIA DE ARIEŞ"). Dropdowns show the plain
// name in today's orthography, so the conversion lives here once, for the importer and the tests.

const CEDILLA_TO_COMMA: Record<string, string> = { Ş: 'Ș', ş: 'ș', Ţ: 'Ț', ţ: 'ț' };
/** Words kept in lower case inside a name, as Romanian writes them ("Baia de Arieș", "Târgu Lăpuș"). */
const LOWER_WORDS = new Set(['de', 'din', 'pe', 'la', 'lui', 'sub', 'cu', 'și', 'în', 'cel']);
const TYPE_PREFIX = /^(MUNICIPIUL|ORAŞ|ORAȘ|ORAS|JUDEŢUL|JUDEȚUL|JUDETUL)\s+/u;

export function commaBelow(text: string): string {
  return text.replace(/[ŞşŢţ]/g, (letter) => CEDILLA_TO_COMMA[letter] ?? letter);
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('ro') + word.slice(1);
}

/** 'MUNICIPIUL CLUJ-NAPOCA' → 'Cluj-Napoca'; 'ORAŞ BAIA DE ARIEŞ' → 'Baia de Arieș'. */
export function sirutaDisplayName(raw: string): string {
  const plain = commaBelow(raw.trim()).replace(TYPE_PREFIX, '').toLocaleLowerCase('ro');
  return plain
    .split(' ')
    .filter((word) => word !== '')
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word)
        ? word
        : word
            .split('-')
            .map((part) => part.split('.').map(capitalise).join('.'))
            .join('-'),
    )
    .join(' ');
}
