/**
 * Romanian given names for record linkage (issue 40 item 1): which spellings are one name (a short
 * form, a diminutive used as a nickname, a spelling variant) and which are two names that look alike.
 * Reference data; sources and the decisions are in docs/duplicates.md#given-names:
 * - Wikipedia, "Romanian name" (Given names): Mihail/Mihai, Ion/Ioan, Gheorghe/George, Daniel/Dan,
 *   Nicolae/Niculaie, Pavel/Paul, Petru/Petre given as one name each; Maria's "closely related names"
 *   (Mariana, Marina, Marilena…) and the names derived from Ioan (Ionuț, Ionel, Ioana) listed apart;
 * - DEPABD's counts of the names of St Stephen's day (Ștefan, Fănel, Ștefănel, Ștefănuț, Fane — men;
 *   Ștefania, Ștefana — women), as published by Europa FM: the diminutives a reporter writes for the name;
 * - DLEP Iași's 2017 ranking ("Eric (Erik)", "Erica (Erika)"): spellings of one name.
 *
 * Principle: a nickname of the official name (Alex, Ionuț, Fănel, Costel, Nicu, Gică) is the same
 * child's name as a reporter may write it; a name made with a suffix that parents register as a name
 * of its own (Daria → Dariana, Maria → Mariana, Ana → Anca) or the other sex's form (Cristian →
 * Cristina, Gabriel → Gabriela) is another name — the names twins are given.
 */
import { nameWords } from './normalise';

/** Each group: one name, the first spelling its key. Folded (no diacritics), lower case. */
const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ['mihai', 'mihail', 'mihaita'],
  ['ion', 'ioan', 'ionut', 'ionel', 'ionica', 'nelu'],
  ['alexandru', 'alex', 'alexandrel', 'sandu'],
  ['gheorghe', 'george', 'gica', 'ghita', 'gigel'],
  ['daniel', 'dan', 'danut', 'dani'],
  ['nicolae', 'niculae', 'nicu', 'nicusor'],
  ['cristian', 'cristi'],
  ['pavel', 'paul'],
  ['petru', 'petre', 'petrut', 'petrica'],
  ['stefan', 'fanel', 'stefanel', 'stefanut', 'fane', 'fanica'],
  ['constantin', 'costel', 'costica', 'costi'],
  ['vasile', 'vasilica', 'vasi'],
  ['dumitru', 'mitica', 'dumitrel'],
  ['gabriel', 'gabi'],
  ['andrei', 'andrey'],
  ['david', 'davide'],
  ['eric', 'erik'],
  ['erica', 'erika'],
  ['alesia', 'alessia'],
  ['sara', 'sarah'],
  ['rebeca', 'rebecca'],
  ['iasmina', 'yasmina', 'jasmina'],
  ['iulia', 'julia'],
  ['iustin', 'justin'],
  ['natalia', 'natalie'],
  ['raisa', 'raissa'],
  ['ianis', 'yanis', 'iannis'],
  ['sofia', 'sophia'],
  ['ecaterina', 'catrinel', 'catinca'],
  ['elisabeta', 'elisabeth', 'elizabeth'],
];

/**
 * Given names frequent among Romanian children (DGEP's rankings of 2004–2024 and the names above),
 * besides the variant groups: two of them that differ are two names, not a typo of one.
 */
const OTHER_KNOWN_NAMES = `
  adrian adriana alexandra alin alina amalia ana anca andreea anastasia antonia antonio ariana bianca
  bogdan camelia carina carla casian catalin catalina claudia claudiu cosmin cristiana
  cristina dana daria dariana darius delia denis denisa diana dragos elena elias emanuel emil emilia
  eva fabian filip flavia florin florina gabriela georgiana ilinca ioana ionela irina isabela iris
  karina larisa laura lavinia lorena luca lucas lucian luciana luiza madalina mara marco maria mariana
  marian marina marius matei mateo maya medeea melisa mihaela mihnea miruna monica natasa nectaria
  octavian oana olivia paula raluca rares razvan remus roberta robert sabina sebastian selena serban
  silvia simona sonia sorin sorina stefania stefana teodor teodora tiberiu timotei toma tudor tudora
  valentin valentina vlad victor victoria viorel viorica yasmin`;

const KEY_OF = new Map<string, string>();
for (const group of VARIANT_GROUPS) for (const name of group) KEY_OF.set(name, group[0]);
const KNOWN = new Set([...KEY_OF.keys(), ...OTHER_KNOWN_NAMES.split(/\s+/).filter(Boolean)]);

/** One given name's key: the group's first spelling for a variant, the folded word otherwise. */
export const givenNameKey = (word: string) => KEY_OF.get(word) ?? word;
/** A given name the table knows as a name of its own. */
export const isKnownGivenName = (word: string) => KNOWN.has(word);

/** The given names as keys, sorted: "Ionuț Mihail" and "Mihai Ion" give the same. */
export const givenNameKeys = (name: string | null | undefined) => nameWords(name).map(givenNameKey).sort();
