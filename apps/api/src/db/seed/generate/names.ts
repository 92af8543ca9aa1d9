/**
 * Romanian names as a registry receives them: surnames and given names with a long-tailed frequency
 * (a few very common, thousands rare), sex-consistent given names, two given names or a hyphenated
 * pair for a share of children, and the spelling of each report (comma-below ș ț, cedilla ş ţ from
 * older keyboards and systems, or no diacritics at all). The lists are composed here from common
 * roots and endings (-escu, -eanu, -aru, -ache, -iuc, -ovici …), not copied from a name dataset.
 */
import { createRandom, type Random } from './random';

const words = (text: string) => text.trim().split(/\s+/);

/** The commonest surnames first, in roughly their national order (rank 1 = most frequent). */
const HEAD_SURNAMES = words(`Popa Popescu Pop Radu Dumitru Stan Stoica Gheorghe Matei Ciobanu Ionescu Rusu
  Mihai Constantin Munteanu Marin Lungu Moldovan Ilie Florea Toma Georgescu Tudor Dinu Barbu Sandu Nistor
  Dobre Ene Cristea Zamfir Oprea Preda Anghel Vasile Lazăr Ursu Dragomir Mocanu Neagu Nagy Mureșan Bălan
  Șerban Pavel Stănescu Nedelcu Dumitrescu Manole Roman Suciu Cozma Ungureanu Lupu Avram Voicu Iordache
  Enache Grigore Sârbu Rădulescu Olaru Filip Costea Diaconu Iliescu Nicolae Bucur Gavrilă Ardeleanu Coman
  Kovács Szabó Tóth Varga Kiss Molnár Farkas Lakatos Balogh Mitrea Pîrvu Neacșu Chirilă Husar Buzatu`);

/** Roots of the composed surnames: trades, places, first names and nicknames. */
const ROOTS = words(`Ardel Bab Băl Bălt Bârl Bejan Bogd Bold Bor Bran Brat Bucur Bud Burl Buz Căld Călin
  Căpr Cârj Cazac Cern Chiri Chiț Ciub Ciul Cocor Cojoc Com Cost Crăc Croit Crist Cuc Dan Dasc Dăsc Dedu
  Dobr Dog Drag Drăg Dudu Fărc Fier Flor Gaban Găin Gavril Gheorgh Gligor Grig Grozav Haid Hâr Hoț Ian Ign
  Ior Iord Ivan Jitar Jug Lăcăt Lazăr Lup Măcel Man Mănd Mărg Marc Matei Mazil Mih Mir Mitr Mocan Moisă
  Moț Morar Mur Năst Neag Neam Negr Nicol Niț Olt Onc Opr Orz Păcur Pârv Pătr Păun Pet Petr Pisc Plop Pop
  Prod Pușc Răd Rădu Raț Rotar Rus Sălăj Sârb Scurt Simion Sorin Stan Stănc Stoic Știrb Șoim Tănas Teod
  Tom Tudor Țig Țurc Ungur Ursac Văd Vasil Vlad Vlăd Voic Vrânc Zăv Zgur Bănic Ceaus Cheț Corb Dârz Dumbr
  Fănic Gâlc Gorg Hărăb Iacob Leah Lin Lucac Mâț Mircic Nastas Pașc Pricop Rădăc Săvul Surd Tărâț Vârl`);

const ENDINGS =
  words(`escu eanu aru ache iuc ovici ică uț an a u ilă oiu ean aș uță ariu eș ușcă iță oaie ciuc
  cea oi ete ușanu`);

const MALE = words(`Andrei Alexandru David Luca Matei Ștefan Mihai Ionuț Gabriel Darius Rareș Tudor Cristian
  Ion Vlad Răzvan Sebastian Adrian Denis Robert Bogdan Eduard Florin Marius Paul Victor Nicolae Cosmin
  Sorin Daniel Alin Vasile Cătălin Ciprian Dragoș Horia Liviu Mircea Ovidiu Petru Radu Sergiu Teodor Emanuel
  Eric Patrick Albert Antonio Aurel Bianco Casian Costin Damian Dorin Eugen Fabian Filip Gheorghe Iacob
  Ilie Iulian Laurențiu Lucian Marian Mario Matias Nectarie Octavian Raul Remus Rafael Samuel Silviu Toma
  Traian Valentin Viorel Zian Aron Bartolomeu Codrin Dominic Erik Ianis Iustin Leonard Lorenzo Mateo Noah
  Sami Tiberiu Vladimir Zeno Claudiu Dumitru Emil George Ionel Lucas Nicușor Petrișor Sandu Vlăduț`);

const FEMALE = words(`Maria Ioana Elena Sofia Ana Daria Alexia Andreea Bianca Teodora Antonia Gabriela Irina
  Ilinca Miruna Alesia Amelia Anastasia Carla Delia Diana Eva Iris Larisa Luana Natalia Patricia Raluca Sara
  Emma Adelina Alina Cristina Denisa Ecaterina Florentina Georgiana Iulia Laura Lavinia Mădălina Mihaela
  Nicoleta Oana Roxana Simona Ștefania Violeta Alessia Ariana Briana Casiana Clara Crina Dalia Ema Erika
  Evelina Flavia Ingrid Iasmina Karina Lara Lorena Melisa Mara Maya Nadia Rebeca Sabina Selena Sonia
  Tamara Timea Valentina Victoria Yasmina Zoe Anca Camelia Carmen Claudia Corina Daniela Doina Emilia
  Adriana Aurelia Elisa Lucia Otilia Paula Rodica Smaranda Tatiana Veronica Viviana Ruxandra Ioanina`);

/** Surnames ranked by frequency: the head, then root × ending composites in a fixed shuffled order. */
function rankSurnames(): string[] {
  const r = createRandom(20260, 1);
  const composed = new Set<string>();
  for (const root of ROOTS) for (const ending of ENDINGS) composed.add(root + ending);
  for (const head of HEAD_SURNAMES) composed.delete(head);
  const tail = [...composed];
  for (let i = tail.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [tail[i], tail[j]] = [tail[j], tail[i]];
  }
  return [...HEAD_SURNAMES, ...tail];
}

export const SURNAMES: readonly string[] = rankSurnames();
export const GIVEN_NAMES = { male: MALE, female: FEMALE } as const;
export type Sex = 'male' | 'female';

/** How a name is spelt on one report (shares: see docs/generator.md). */
export type Spelling = 'comma' | 'cedilla' | 'plain';
export const SPELLING_SHARES: readonly (readonly [Spelling, number])[] = [
  ['comma', 0.78],
  ['cedilla', 0.07],
  ['plain', 0.15],
];

const CEDILLA: Record<string, string> = { ș: 'ş', ț: 'ţ', Ș: 'Ş', Ț: 'Ţ' };
const PLAIN: Record<string, string> = {
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ț: 't',
  Ă: 'A',
  Â: 'A',
  Î: 'I',
  Ș: 'S',
  Ț: 'T',
  á: 'a',
  ó: 'o',
};

/** A name in another spelling: the letters of ș/ț with a cedilla, or without any diacritic. */
export function spell(name: string, spelling: Spelling): string {
  if (spelling === 'comma') return name;
  const table = spelling === 'cedilla' ? CEDILLA : PLAIN;
  return name.replace(/[ăâîșțĂÂÎȘȚáó]/g, (c) => table[c] ?? c);
}

export const hasRomanianDiacritics = (name: string) => /[ăâîșțĂÂÎȘȚ]/.test(name);

/** Head flatness of the given-name and surname laws (the offset of zipfRank). */
export const SURNAME_OFFSET = 8;
export const GIVEN_NAME_OFFSET = 4;

/** One given name, or two (space: 12 %, hyphen: 8 %), of the child's sex. */
export function givenNameOf(random: Random, sex: Sex): string {
  const list = GIVEN_NAMES[sex];
  const one = () => list[random.zipf(list.length, GIVEN_NAME_OFFSET)];
  const first = one();
  const u = random.next();
  if (u >= 0.2) return first;
  let second = one();
  while (second === first) second = one();
  return u < 0.12 ? `${first} ${second}` : `${first}-${second}`;
}

export const surnameOf = (random: Random) => SURNAMES[random.zipf(SURNAMES.length, SURNAME_OFFSET)];
