import type { DataQualityAnswer, IncidenceAnswer, Language, SurvivalAnswer } from '@registry/domain';
import ExcelJS from 'exceljs';

type Cell = string | number | null;
/**
 * What a suppressed figure reads as in a file an executive downloads: one mark for the counts 1–4 and
 * their complements alike (which is which would narrow the hidden value down).
 */
const HIDDEN = 'x';

const T = {
  ro: {
    incidence: 'Incidență',
    quality: 'Calitatea datelor',
    survival: 'Supraviețuire',
    years: 'Ani de diagnostic',
    sex: 'Sex',
    total: 'Total 0–19',
    crude: 'Rată brută / milion',
    rate: 'Rată / milion',
    asr: 'Rată standardizată (ASR) / milion',
    ci: 'IÎ 95%',
    population: 'Populație (persoane-ani)',
    missing: 'Denominatori lipsă: numai numere de cazuri',
    standard: 'Populație standard',
    suppressed:
      '„x”: ascuns — între 1 și 4 cazuri, sau o cifră ascunsă pentru ca acestea să nu poată fi aflate scăzând din totaluri; ratele lor lipsesc',
    cases: 'Cazuri',
    mv: '% MV',
    dco: '% DCO',
    unknownBasis: '% bază necunoscută',
    unspecified: '% ICCC-3 XII / neclasificat',
    unknownAge: '% vârstă necunoscută',
    warnings: '% avertismente nerezolvate',
    toNotification: 'Mediana zile diagnostic→notificare',
    toCompletion: 'Mediana zile diagnostic→completare',
    toReview: 'Mediana zile diagnostic→evaluare',
    n: 'n',
    group: 'Grupă ICCC-3',
    period: 'Perioadă',
    deaths: 'Decese',
    censored: 'Cenzurați',
    noFollowUp: 'Cazuri fără urmărire',
    dcoCases: 'Cazuri DCO (excluse)',
    survivalAt: (y: number) => `Supraviețuire la ${y} ani`,
    atRisk: (y: number) => `La risc la ${y} ani`,
    method: 'Kaplan–Meier observat; IÎ 95% Greenwood pe scala log(−log)',
  },
  en: {
    incidence: 'Incidence',
    quality: 'Data quality',
    survival: 'Survival',
    years: 'Years of diagnosis',
    sex: 'Sex',
    total: 'Total 0–19',
    crude: 'Crude rate / million',
    rate: 'Rate / million',
    asr: 'Age-standardised rate (ASR) / million',
    ci: '95% CI',
    population: 'Population (person-years)',
    missing: 'Denominators missing: case counts only',
    standard: 'Standard population',
    suppressed:
      '"x": hidden — between 1 and 4 cases, or a figure hidden so that those cannot be worked out by subtraction from the totals; their rates are left out',
    cases: 'Cases',
    mv: '% MV',
    dco: '% DCO',
    unknownBasis: '% unknown basis',
    unspecified: '% ICCC-3 XII / unclassified',
    unknownAge: '% unknown age',
    warnings: '% unresolved warnings',
    toNotification: 'Median days diagnosis→notification',
    toCompletion: 'Median days diagnosis→completion',
    toReview: 'Median days diagnosis→review',
    n: 'n',
    group: 'ICCC-3 group',
    period: 'Period',
    deaths: 'Deaths',
    censored: 'Censored',
    noFollowUp: 'Cases without follow-up',
    dcoCases: 'DCO cases (excluded)',
    survivalAt: (y: number) => `Survival at ${y} years`,
    atRisk: (y: number) => `At risk at ${y} years`,
    method: 'Observed Kaplan–Meier; 95% CI Greenwood on the log(−log) scale',
  },
} as const;

const round = (v: number | null, digits = 1) => (v === null ? null : Number(v.toFixed(digits)));
const count = (v: number | null, hidden: boolean): Cell => (hidden ? HIDDEN : v);

async function book(title: string, notes: string[], header: string[], rows: Cell[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title.slice(0, 31));
  ws.addRow([title]).font = { bold: true, size: 13 };
  for (const n of notes) ws.addRow([n]);
  ws.addRow([]);
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((c, i) => {
    c.width = i === 0 ? 48 : 14;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function incidenceWorkbook(a: IncidenceAnswer, language: Language) {
  const t = T[language];
  const rates = a.denominators === 'available';
  const notes = [
    `${t.years}: ${a.yearFrom}–${a.yearTo}`,
    rates ? `${t.standard}: ${a.standardPopulation.name}` : t.missing,
  ];
  if (a.suppression.applied) notes.push(t.suppressed);
  const header: string[] = ['', language === 'en' ? 'Code' : 'Cod', t.sex, ...a.ageGroups, t.total];
  if (rates)
    header.push(
      t.population,
      t.crude,
      ...a.ageGroups.map((g) => `${t.rate} ${g}`),
      t.asr,
      `${t.ci} −`,
      `${t.ci} +`,
    );
  const rows = a.rows.map((r) => {
    const cells: Cell[] = [
      r.label,
      r.key,
      r.sex,
      ...r.ages.map((c) => count(c.count, c.suppressed)),
      count(r.total.count, r.total.suppressed),
    ];
    if (rates)
      cells.push(
        r.total.population,
        round(r.total.rate),
        ...r.ages.map((c) => round(c.rate)),
        round(r.asr),
        round(r.asrLower),
        round(r.asrUpper),
      );
    return cells;
  });
  return book(t.incidence, notes, header, rows);
}

export function dataQualityWorkbook(a: DataQualityAnswer, language: Language) {
  const t = T[language];
  const notes = [`${t.years}: ${a.yearFrom}–${a.yearTo}`];
  if (a.suppression.applied) notes.push(t.suppressed);
  const header = [
    '',
    t.cases,
    t.mv,
    t.dco,
    t.unknownBasis,
    t.unspecified,
    t.unknownAge,
    t.warnings,
    t.toNotification,
    t.n,
    t.toCompletion,
    t.n,
    t.toReview,
    t.n,
  ];
  const pct = (s: { percent: number | null; suppressed: boolean }): Cell =>
    s.suppressed ? HIDDEN : round(s.percent);
  const med = (m: { days: number | null; n: number | null; suppressed: boolean }): Cell[] =>
    m.suppressed ? [null, HIDDEN] : [round(m.days), m.n];
  const rows = a.rows.map((r) => [
    r.label,
    count(r.cases, r.casesSuppressed),
    pct(r.microscopicallyVerified),
    pct(r.deathCertificateOnly),
    pct(r.unknownBasis),
    pct(r.icccUnspecified),
    pct(r.unknownAge),
    pct(r.unresolvedWarnings),
    ...med(r.daysToNotification),
    ...med(r.daysToCompletion),
    ...med(r.daysToReview),
  ]);
  return book(t.quality, notes, header, rows);
}

export function survivalWorkbook(a: SurvivalAnswer, language: Language) {
  const t = T[language];
  const notes = [`${t.years}: ${a.periodFrom}–${a.periodTo}`, t.method];
  if (a.suppression.applied) notes.push(t.suppressed);
  const header: string[] = [t.group, t.period, t.cases, t.deaths, t.censored, t.noFollowUp, t.dcoCases];
  for (const y of a.horizons) header.push(t.survivalAt(y), `${t.ci} −`, `${t.ci} +`, t.atRisk(y));
  const hidden = (v: number | null, rowHidden: boolean): Cell => (v === null || rowHidden ? HIDDEN : v);
  const rows = a.rows.map((r) => {
    const cells: Cell[] = [
      `${r.group === 'all' ? '' : `${r.group} `}${r.label}`,
      `${r.periodFrom}–${r.periodTo}`,
      hidden(r.cases, r.suppressed),
      hidden(r.deaths, r.suppressed),
      hidden(r.censored, r.suppressed),
      hidden(r.withoutFollowUp, r.suppressed),
      hidden(r.deathCertificateOnly, r.suppressed),
    ];
    // A hidden horizon is x in all four cells: a blank would read as "not estimable".
    for (const h of r.at)
      if (h.suppressed) cells.push(HIDDEN, HIDDEN, HIDDEN, HIDDEN);
      else cells.push(round(h.survival, 3), round(h.lower, 3), round(h.upper, 3), h.atRisk);
    return cells;
  });
  return book(t.survival, notes, header, rows);
}
