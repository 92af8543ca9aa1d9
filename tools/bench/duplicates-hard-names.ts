// The hard set's name pool (issue 40 item 5): children's names drawn as Romania's are spread, so that a
// background of 100,000 or 500,000 children holds as many namesakes as a national registry would — not
// more. The first pool (~800 surnames, 30 given names a sex, the commonest boy name 15 % of boys) put
// ten times Romania's namesakes into the background, and the pass's blocks paired them: at 100,000
// children 1,479 "possible" pairs, nearly all chance (docs/duplicates.md, the hard set).
//
// - Surnames: DEPABD's 36 commonest in its order with the national prior's shares
//   (packages/domain/src/duplicates/name-priors.ts: 0.0105 · rank^-0.6, Popa 1.05 %, 11.7 % of
//   children in all), then ranks 37–130,000 (Romania's ~130,000 surnames) as made-up but
//   Romanian-shaped names (onset, vowel, consonant, vowel, a surname suffix), share ∝ rank^-0.8: the
//   exponent at which the tail's 88.3 % starts at rank 37 where the known list ends (0.12 %).
// - First given names: 100 a sex in rough DGEP order (2004–2024 rankings), Zipf exponent 0.6 over 85 %
//   of children — the commonest ~6 % of its sex (Maria, Andrei: 3 % and 2.5 % of all children in the
//   prior) — and 15 % rarer names, made up the same way.
// - Half the background carries a second given name (three in four Romanian births do: Iași 2017).

const TOP_SURNAMES = `Popa Popescu Radu Pop Dumitru Stan Stoica Gheorghe Matei Ciobanu Ionescu Rusu Dumitrescu
  Ioniță Tudor Dobre Barbu Nistor Florea Ene Dinu Georgescu Diaconu Diaconescu Mocanu Oprea Voinea Albu
  Constantin Șerban Manole Cristea Toma Stănescu Preda Mihai`.split(/\s+/);
export const BOYS = `Andrei Alexandru Ștefan David Mihai Gabriel Matei Ion Luca Cristian Darius Rareș Daniel
  Constantin Tudor Vlad Bogdan Sebastian Filip Teodor Adrian Marius Răzvan Florin Octavian Robert Victor Eric
  Denis Antonio Ionuț Nicolae Gheorghe Alin Cosmin Ciprian Sorin Paul Petru Radu Dragoș Eduard Emanuel
  Raul Mario Patrick Fabian Iustin Silviu Valentin Lucian Claudiu Cătălin Cezar Dorin Emil Horia Iulian
  Laurențiu Liviu Marian Mircea Ovidiu Remus Sergiu Tiberiu Traian Viorel Aurel Costin Dan Dănuț Dumitru
  Eugen Flavius Gelu Ilie Ioan Iosif Laurian Lorenzo Marcel Mateo Nicolas Noah Octav Petrișor Rafael
  Relu Samuel Simion Toma Vasile Virgil Zian Albert Aris Bryan Carol Damian Eusebiu Felix`.split(/\s+/);
export const GIRLS =
  `Maria Ioana Elena Andreea Alexandra Sofia Daria Ana Antonia Bianca Denisa Gabriela Cristina
  Teodora Mara Irina Ilinca Larisa Miruna Raluca Diana Alesia Iasmina Karina Natalia Sara Eva Amalia Delia
  Adriana Alina Carmen Casandra Clara Corina Daniela Emilia Evelina Florentina Georgiana Iulia Lavinia
  Loredana Luminița Mădălina Magdalena Medeea Mihaela Monica Nicoleta Oana Patricia Paula Roxana
  Sabina Simona Ștefania Tania Valentina Victoria Viviana Yasmina Anastasia Anca Aurora Ayana Briana Camelia
  Carina Cezara Claudia Doina Emma Erika Flavia Ina Isabela Jasmine Lara Lena Lucia Luiza Melisa
  Mirela Nadia Petra Rebeca Rozalia Selena Silvia Sonia Ruxandra Veronica Vlada Zoe Ariana Ema Alice Otilia`.split(
    /\s+/,
  );

/** A draw of a rank 0..n-1 with chance ∝ (rank + 1)^-0.6, from a uniform u in [0, 1). */
const zipf = (n: number) => {
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 1; r <= n; r++) {
    total += r ** -0.6;
    cumulative.push(total);
  }
  return (u: number) => {
    const target = u * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
};

const ONSETS = 'B C D F G H L M N P R S T V Z Ș Ț'.split(' ');
const VOWELS = 'a e i o u ă â'.split(' ');
const MIDDLES = 'b c d g l m n r s t v z ș ț nc rg st'.split(' ');
const VOWELS2 = 'a e i o u'.split(' ');
const SURNAME_ENDINGS = 'escu eanu aru ache uță oiu ilă ea an ariu ici uc aș ete'.split(' ');
const MADE_UP_SURNAMES =
  ONSETS.length * VOWELS.length * MIDDLES.length * VOWELS2.length * SURNAME_ENDINGS.length;

/** A made-up surname for a rank past the 36 known ones: rank → parts through a scramble, so that
 * neighbouring ranks (similar frequencies) are not neighbouring spellings. */
function madeUpSurname(rank: number) {
  let k = (rank * 7919) % MADE_UP_SURNAMES;
  const part = <T>(xs: T[]) => {
    const x = xs[k % xs.length];
    k = Math.floor(k / xs.length);
    return x;
  };
  return `${part(ONSETS)}${part(VOWELS)}${part(MIDDLES)}${part(VOWELS2)}${part(SURNAME_ENDINGS)}`;
}

const GIVEN_ENDINGS = { 1: ['', 'u', 'el', 'in'], 2: ['a', 'ina', 'ela', 'ia'] } as const;
function madeUpGivenName(sex: 1 | 2, k: number) {
  const endings = GIVEN_ENDINGS[sex];
  const parts = [ONSETS, VOWELS2, MIDDLES, endings] as const;
  return parts
    .map((xs) => {
      const x = xs[k % xs.length];
      k = Math.floor(k / xs.length);
      return x;
    })
    .join('')
    .replace(/^(.)(.*)$/, (_, a: string, b: string) => a + b.toLowerCase());
}

/** Draws from the pool with a seeded uniform generator. */
export function namePool(rnd: () => number) {
  const topShares = TOP_SURNAMES.map((_, i) => 0.0105 * (i + 1) ** -0.6);
  const topTotal = topShares.reduce((a, b) => a + b, 0);
  const topRank = zipf(TOP_SURNAMES.length);
  // Ranks 37..130,000 by the inverse of r^-0.8's integral (continuous: r^0.2 uniform).
  const [from, to] = [37 ** 0.2, 130_000 ** 0.2];
  const surname = () =>
    rnd() < topTotal
      ? TOP_SURNAMES[topRank(rnd())]
      : madeUpSurname(Math.floor((from + rnd() * (to - from)) ** 5));
  const boyRank = zipf(BOYS.length);
  const girlRank = zipf(GIRLS.length);
  const given = (sex: 1 | 2) => {
    if (rnd() < 0.15) return madeUpGivenName(sex, Math.floor(rnd() * 17 * 5 * 17 * 4));
    return sex === 1 ? BOYS[boyRank(rnd())] : GIRLS[girlRank(rnd())];
  };
  /** A background child's given names: a second one for half of them, not the first again. */
  const givenNames = (sex: 1 | 2) => {
    const first = given(sex);
    if (rnd() < 0.5) return first;
    const second = given(sex);
    return second === first ? first : `${first} ${second}`;
  };
  return { surname, given, givenNames, topSurnames: TOP_SURNAMES };
}
