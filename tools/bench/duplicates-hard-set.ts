// The hard set of issue 40 item 5, built here: pairs of records as a national paediatric registry
// meets them — the same child reported twice with one or two realistic variations, and different
// children who look alike (twins, siblings, cousins, the commonest names with close birth dates) —
// planted among a background of children whose names follow Romania's frequencies
// (duplicates-hard-names.ts). Deterministic (a seeded generator).
import { cnpCheckDigit } from '@registry/domain';
import { BOYS, GIRLS, namePool } from './duplicates-hard-names';

export type HardRecord = {
  identifier: string;
  isForeigner: boolean;
  firstName: string;
  lastName: string;
  genderId: 1 | 2;
  birthdate: string;
  countyId: number;
  cityId: number;
};
export type HardPair = { kind: string; same: boolean; a: HardRecord; b: HardRecord };

/** mulberry32: a small seeded generator, so every run builds the same set. */
export function seeded(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Twins' names: alike (the hard cases) and plainly different. */
const TWIN_NAMES: [string, string, 1 | 2, 1 | 2][] = [
  ['Mihai', 'Mihail', 1, 1],
  ['Daria', 'Dariana', 2, 2],
  ['Cristian', 'Cristina', 1, 2],
  ['Gabriel', 'Gabriela', 1, 2],
  ['Maria', 'Mariana', 2, 2],
  ['Andrei', 'Andreea', 1, 2],
  ['Ana', 'Anca', 2, 2],
  ['Andrei', 'Matei', 1, 1],
  ['Ioana', 'Elena', 2, 2],
  ['Luca', 'Matei', 1, 1],
];
const NICKNAMES: [string, string][] = [
  ['Ion', 'Ionuț'],
  ['Alexandru', 'Alex'],
  ['Ștefan', 'Fănel'],
  ['Constantin', 'Costel'],
  ['Gheorghe', 'George'],
  ['Daniel', 'Dan'],
  ['Mihail', 'Mihai'],
  ['Nicolae', 'Nicu'],
];

export function hardSet(backgroundSize: number, seed = 40) {
  const rnd = seeded(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const { surname, given, givenNames, topSurnames } = namePool(rnd);
  const day = (from = 2006, years = 19) => {
    const t = Date.UTC(from, 0, 1) + Math.floor(rnd() * years * 365) * 86_400_000;
    return new Date(t).toISOString().slice(0, 10);
  };
  const shift = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  /** The serials given on each birth date: twins' CNPs follow each other. */
  const serials = new Map<string, number>();
  /** A valid CNP of this sex and birth date, the date's next serial. */
  const cnp = (sex: 1 | 2, birthdate: string) => {
    const at = (serials.get(birthdate) ?? 0) + 1;
    serials.set(birthdate, at);
    const [y, m, d] = birthdate.split('-');
    const first = Number(y) >= 2000 ? (sex === 1 ? 5 : 6) : sex;
    // County code and serial from one counter: unique for a sex and date up to 46,000 children.
    const county = String(1 + (Math.floor(at / 1000) % 46)).padStart(2, '0');
    const body = `${first}${y.slice(2)}${m}${d}${county}${String(at % 1000).padStart(3, '0')}`;
    return `${body}${cnpCheckDigit(body)}`;
  };
  let foreign = 1;
  const passport = () => `P${String(foreign++).padStart(8, '0')}`;
  const county = () => 1 + Math.floor(rnd() * 42);
  const child = (sex: 1 | 2 = rnd() < 0.5 ? 1 : 2, over: Partial<HardRecord> = {}): HardRecord => {
    const birthdate = over.birthdate ?? day();
    const countyId = over.countyId ?? county();
    return {
      identifier: cnp(sex, birthdate),
      isForeigner: false,
      firstName: given(sex),
      lastName: surname(),
      genderId: sex,
      birthdate,
      countyId,
      cityId: countyId * 100 + Math.floor(rnd() * 5),
      ...over,
    };
  };
  /** The same child reported again under another identifier (a passport, a temporary id). */
  const again = (a: HardRecord, over: Partial<HardRecord>): HardRecord => {
    // A mistyped birth date comes with a hand-typed identity too: with a CNP the form reads the date
    // from the code and refuses a CNP that fails its check (comparisons.ts, bothValidCnps).
    return { ...a, identifier: passport(), isForeigner: true, ...over };
  };
  const typo = (name: string) => {
    const i = 1 + Math.floor(rnd() * (name.length - 2));
    return rnd() < 0.5
      ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2)
      : name.slice(0, i) + name.slice(i + 1);
  };
  const otherDay = (iso: string) => shift(iso, rnd() < 0.5 ? 1 : -1);
  const swapDayMonth = (iso: string) => {
    const [y, m, d] = iso.split('-');
    return Number(d) <= 12 && d !== m ? `${y}-${d}-${m}` : shift(iso, 1);
  };
  const yearOff = (iso: string) =>
    `${Number(iso.slice(0, 4)) + (rnd() < 0.5 ? 1 : -1)}${iso.slice(4)}`.replace('-02-29', '-02-28');

  const pairs: HardPair[] = [];
  const add = (kind: string, same: boolean, a: HardRecord, b: HardRecord) => pairs.push({ kind, same, a, b });
  const PER_KIND = 30;
  for (let i = 0; i < PER_KIND; i++) {
    // The same child.
    let a = child();
    add('same: surname typo', true, a, again(a, { lastName: typo(a.lastName) }));
    a = child();
    add('same: changed surname', true, a, again(a, { lastName: surname() }));
    a = child();
    const moved = county();
    add('same: moved county', true, a, again(a, { countyId: moved, cityId: moved * 100 }));
    a = child();
    add('same: names swapped', true, a, again(a, { firstName: a.lastName, lastName: a.firstName }));
    a = child();
    add('same: birth day off by one', true, a, again(a, { birthdate: otherDay(a.birthdate) }));
    a = child(undefined, {
      birthdate: day(2006, 19).replace(/-(\d\d)$/, `-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}`),
    });
    add('same: day and month swapped', true, a, again(a, { birthdate: swapDayMonth(a.birthdate) }));
    a = child();
    add('same: year off by one', true, a, again(a, { birthdate: yearOff(a.birthdate) }));
    a = child();
    add(
      'same: two errors (surname typo, day off)',
      true,
      a,
      again(a, { lastName: typo(a.lastName), birthdate: otherDay(a.birthdate) }),
    );
    const [full, short] = pick(NICKNAMES);
    a = child(1, { firstName: full });
    add('same: nickname', true, a, again(a, { firstName: short }));
    a = child();
    add(
      'same: second given name dropped',
      true,
      { ...a, firstName: `${a.firstName} ${given(a.genderId)}` },
      again(a, {}),
    );
    a = child(undefined, {
      identifier: passport(),
      isForeigner: true,
      firstName: pick(['Ahmed', 'Olena', 'Yusuf', 'Natalia', 'Omar']),
      lastName: pick(['Kovalenko', 'Haddad', 'Shevchenko', 'Demir', 'Ivanova']),
    });
    add(
      'same: foreigner, passport then permit',
      true,
      a,
      again(a, { identifier: `R${a.identifier.slice(1)}` }),
    );

    // Different children.
    const [n1, n2, s1, s2] = TWIN_NAMES[i % TWIN_NAMES.length];
    const family = { lastName: surname(), birthdate: day(), countyId: county() };
    const t1 = child(s1, { ...family, firstName: n1, cityId: family.countyId * 100 });
    const t2 = { ...t1, firstName: n2, genderId: s2, identifier: cnp(s2, t1.birthdate) };
    add(s1 === s2 ? 'twins: same sex' : 'twins: boy and girl', false, t1, t2);
    const sib = child(undefined, {
      ...family,
      birthdate: shift(family.birthdate, 400 + Math.floor(rnd() * 1500)),
      cityId: family.countyId * 100,
    });
    add('siblings: one address', false, t1, sib);
    const cousin = child(t1.genderId, {
      lastName: t1.lastName,
      firstName: t1.firstName,
      birthdate: shift(t1.birthdate, 200 + Math.floor(rnd() * 900)),
      countyId: t1.countyId,
    });
    add('cousins: one name, one county', false, t1, cousin);
    const sex: 1 | 2 = rnd() < 0.5 ? 1 : 2;
    const common = {
      lastName: topSurnames[i % 4],
      firstName: sex === 1 ? BOYS[i % 3] : GIRLS[i % 3],
      countyId: county(),
    };
    const c1 = child(sex, { ...common, cityId: common.countyId * 100 });
    const c2 = child(sex, {
      ...common,
      cityId: common.countyId * 100,
      birthdate: shift(c1.birthdate, 1 + Math.floor(rnd() * 3)),
    });
    add('common name, birth days apart, one county', false, c1, c2);
    const d1 = child(sex, { ...common });
    const other = (common.countyId % 42) + 1;
    const d2 = child(sex, { ...common, birthdate: d1.birthdate, countyId: other, cityId: other * 100 });
    add('common name, one birth date, two counties', false, d1, d2);
  }
  const background: HardRecord[] = [];
  for (let i = 0; i < backgroundSize; i++) {
    const sex: 1 | 2 = rnd() < 0.5 ? 1 : 2;
    background.push(child(sex, { firstName: givenNames(sex) }));
  }
  return { pairs, background };
}
