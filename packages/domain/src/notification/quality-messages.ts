/**
 * Romanian and English texts of the consistency checks' message keys (coding.checks.*). The checks
 * give named parameters ({age}, {histology}); each text says what looks wrong and what to verify or
 * change, because an Invalid result refuses a completed save with this text.
 */
import type { Language } from '../shared/messages';
import type { QualityCheck } from './quality-checks';

type Texts = Record<string, string>;

export const qualityMessagesEn: Texts = {
  ok: 'Consistent',
  missing: 'Not checked yet: a field it needs is empty',
  // A check that could not run names the fields it reads (issue 23 item 13), so the reader knows what to fill.
  'ageIncidenceBirthDate.missing': 'Not checked yet: it needs the birth date and the date of diagnosis',
  'ageMorphology.missing': 'Not checked yet: it needs the age at diagnosis and the morphology',
  'ageTopography.missing': 'Not checked yet: it needs the age at diagnosis and the topography',
  'ageTopographyMorphology.missing':
    'Not checked yet: it needs the age at diagnosis, the topography and the morphology',
  'basisMorphology.missing':
    'Not checked yet: it needs the basis of diagnosis, the morphology and the topography',
  'gradeBehaviourMorphology.missing': 'Not checked yet: it needs the grade, the behaviour and the morphology',
  'sexTopography.missing': 'Not checked yet: it needs the sex and the topography',
  'sexMorphology.missing': 'Not checked yet: it needs the sex and the morphology',
  'topographyBehaviour.missing': 'Not checked yet: it needs the topography and the behaviour',
  'topographyMorphology.missing':
    'Not checked yet: it needs the topography, the morphology and the behaviour',
  'dateOfLastContact.missing': 'Not checked yet: it needs the date of diagnosis',
  'ageIncidenceBirthDate.invalidDate':
    'The birth date or the date of diagnosis is not a real date: correct it',
  'ageIncidenceBirthDate.incidenceBeforeBirth':
    'The date of diagnosis is before the birth date: correct one of the two dates',
  'ageIncidenceBirthDate.unknownAgeWithKnownDates':
    'The age is unknown although both dates are known (age {computed}): check the dates',
  'ageIncidenceBirthDate.ageMismatch':
    'The stated age ({stated}) differs from the age computed from the dates ({computed}): correct the dates',
  'ageMorphology.rare': 'Morphology {histology} is rare at age {age}: verify the morphology and the dates',
  'ageTopography.rare': 'A tumour of {topography} is rare at age {age}: verify the topography and the dates',
  'ageTopographyMorphology.rare':
    'Morphology {histology} of {topography} is rare at age {age}: verify the codes and the dates',
  'basisMorphology.inSituNeedsMicroscopy':
    'An in situ tumour ({histology}/2) is a microscopic diagnosis, but the basis of diagnosis is {basis}: verify the basis or the behaviour',
  'basisMorphology.needsMicroscopy':
    'A specific morphology ({histology}) usually needs a microscopic basis of diagnosis (basis {basis}): verify the basis or code the morphology as not otherwise specified',
  'gradeBehaviourMorphology.gradeForNonMalignant':
    'A grade ({grade}) is coded for a tumour that is not malignant: set the grade to 9 (not applicable)',
  'gradeBehaviourMorphology.invalidGrade': 'Grade {grade} does not exist: choose a grade from 1 to 9',
  'gradeBehaviourMorphology.lineageGradeForSolidTumour':
    'Grade {grade} (cell lineage) applies only to leukaemias and lymphomas, not to morphology {histology}: choose grade 1–4 or 9',
  'gradeBehaviourMorphology.gradeInconsistent':
    'Grade {grade} does not fit morphology {histology} (expected {expected}): correct the grade or the morphology',
  'sexTopography.femaleSiteInMale':
    'A female genital site is coded for a boy: correct the sex or the topography',
  'sexTopography.maleSiteInFemale':
    'A male genital site is coded for a girl: correct the sex or the topography',
  'sexMorphology.femaleMorphologyInMale':
    'Morphology {histology} is rare in boys: verify the sex and the morphology',
  'sexMorphology.maleMorphologyInFemale':
    'Morphology {histology} is rare in girls: verify the sex and the morphology',
  'topographyBehaviour.inSituAtSite':
    'An in situ tumour is rare at {topography}: verify the behaviour and the topography',
  'topographyMorphology.unlikelySite':
    'Morphology {morphology} is unusual at {topography}: verify the topography and the morphology',
  'dateOfLastContact.notDone': 'No date of last contact: not checked',
  'dateOfLastContact.invalidDate': 'The date of last contact is not a real date: correct it',
  'dateOfLastContact.beforeIncidence':
    'The date of last contact is before the date of diagnosis: correct one of the two dates',
  'dateOfLastContact.inFuture': 'The date of last contact is in the future: correct it',
};

export const qualityMessagesRo: Texts = {
  ok: 'Coerent',
  missing: 'Neverificat încă: lipsește un câmp necesar',
  'ageIncidenceBirthDate.missing': 'Neverificat încă: are nevoie de data nașterii și de data diagnosticului',
  'ageMorphology.missing': 'Neverificat încă: are nevoie de vârsta la diagnostic și de morfologie',
  'ageTopography.missing': 'Neverificat încă: are nevoie de vârsta la diagnostic și de topografie',
  'ageTopographyMorphology.missing':
    'Neverificat încă: are nevoie de vârsta la diagnostic, de topografie și de morfologie',
  'basisMorphology.missing':
    'Neverificat încă: are nevoie de baza diagnosticului, de morfologie și de topografie',
  'gradeBehaviourMorphology.missing':
    'Neverificat încă: are nevoie de grad, de comportament și de morfologie',
  'sexTopography.missing': 'Neverificat încă: are nevoie de sex și de topografie',
  'sexMorphology.missing': 'Neverificat încă: are nevoie de sex și de morfologie',
  'topographyBehaviour.missing': 'Neverificat încă: are nevoie de topografie și de comportament',
  'topographyMorphology.missing':
    'Neverificat încă: are nevoie de topografie, de morfologie și de comportament',
  'dateOfLastContact.missing': 'Neverificat încă: are nevoie de data diagnosticului',
  'ageIncidenceBirthDate.invalidDate':
    'Data nașterii sau data diagnosticului nu este o dată reală: corectați-o',
  'ageIncidenceBirthDate.incidenceBeforeBirth':
    'Data diagnosticului este înaintea datei nașterii: corectați una dintre cele două date',
  'ageIncidenceBirthDate.unknownAgeWithKnownDates':
    'Vârsta este necunoscută deși ambele date sunt cunoscute (vârsta {computed}): verificați datele',
  'ageIncidenceBirthDate.ageMismatch':
    'Vârsta declarată ({stated}) diferă de vârsta calculată din date ({computed}): corectați datele',
  'ageMorphology.rare':
    'Morfologia {histology} este rară la vârsta de {age} ani: verificați morfologia și datele',
  'ageTopography.rare':
    'O tumoră cu localizarea {topography} este rară la vârsta de {age} ani: verificați topografia și datele',
  'ageTopographyMorphology.rare':
    'Morfologia {histology} cu localizarea {topography} este rară la vârsta de {age} ani: verificați codurile și datele',
  'basisMorphology.inSituNeedsMicroscopy':
    'O tumoră in situ ({histology}/2) este un diagnostic microscopic, dar baza diagnosticului este {basis}: verificați baza sau comportamentul',
  'basisMorphology.needsMicroscopy':
    'O morfologie specifică ({histology}) cere de obicei o bază microscopică a diagnosticului (baza {basis}): verificați baza sau codificați morfologia ca nespecificată',
  'gradeBehaviourMorphology.gradeForNonMalignant':
    'Este codificat un grad ({grade}) pentru o tumoră care nu este malignă: alegeți gradul 9 (neaplicabil)',
  'gradeBehaviourMorphology.invalidGrade': 'Gradul {grade} nu există: alegeți un grad de la 1 la 9',
  'gradeBehaviourMorphology.lineageGradeForSolidTumour':
    'Gradul {grade} (linie celulară) se aplică doar leucemiilor și limfoamelor, nu morfologiei {histology}: alegeți gradul 1–4 sau 9',
  'gradeBehaviourMorphology.gradeInconsistent':
    'Gradul {grade} nu se potrivește cu morfologia {histology} (se așteaptă {expected}): corectați gradul sau morfologia',
  'sexTopography.femaleSiteInMale':
    'Este codificată o localizare genitală feminină la un băiat: corectați sexul sau topografia',
  'sexTopography.maleSiteInFemale':
    'Este codificată o localizare genitală masculină la o fată: corectați sexul sau topografia',
  'sexMorphology.femaleMorphologyInMale':
    'Morfologia {histology} este rară la băieți: verificați sexul și morfologia',
  'sexMorphology.maleMorphologyInFemale':
    'Morfologia {histology} este rară la fete: verificați sexul și morfologia',
  'topographyBehaviour.inSituAtSite':
    'O tumoră in situ este rară la {topography}: verificați comportamentul și topografia',
  'topographyMorphology.unlikelySite':
    'Morfologia {morphology} este neobișnuită la {topography}: verificați topografia și morfologia',
  'dateOfLastContact.notDone': 'Fără dată a ultimului contact: neverificat',
  'dateOfLastContact.invalidDate': 'Data ultimului contact nu este o dată reală: corectați-o',
  'dateOfLastContact.beforeIncidence':
    'Data ultimului contact este înaintea datei diagnosticului: corectați una dintre cele două date',
  'dateOfLastContact.inFuture': 'Data ultimului contact este în viitor: corectați-o',
};

/** The name of each check, for the list of results and the case evolution. */
export const qualityCheckNames: Record<Language, Record<string, string>> = {
  en: {
    'age-incidence-birth-date': 'Age / diagnosis / birth',
    'age-morphology': 'Age / morphology',
    'age-topography': 'Age / topography',
    'age-topography-morphology': 'Age / topography / morphology',
    'basis-morphology': 'Basis of diagnosis / morphology',
    'grade-behaviour-morphology': 'Grade / behaviour / morphology',
    'sex-topography': 'Sex / topography',
    'sex-morphology': 'Sex / morphology',
    'topography-behaviour': 'Topography / behaviour',
    'topography-morphology': 'Topography / morphology',
    'date-of-last-contact': 'Date of last contact',
  },
  ro: {
    'age-incidence-birth-date': 'Vârstă / diagnostic / naștere',
    'age-morphology': 'Vârstă / morfologie',
    'age-topography': 'Vârstă / topografie',
    'age-topography-morphology': 'Vârstă / topografie / morfologie',
    'basis-morphology': 'Baza diagnosticului / morfologie',
    'grade-behaviour-morphology': 'Grad / comportament / morfologie',
    'sex-topography': 'Sex / topografie',
    'sex-morphology': 'Sex / morfologie',
    'topography-behaviour': 'Topografie / comportament',
    'topography-morphology': 'Topografie / morfologie',
    'date-of-last-contact': 'Data ultimului contact',
  },
};

const catalogue: Record<Language, Texts> = { ro: qualityMessagesRo, en: qualityMessagesEn };

/** The check's message in a language, its named parameters filled in. */
export function qualityMessage(
  check: Pick<QualityCheck, 'messageKey' | 'params'>,
  language: Language,
): string {
  const key = check.messageKey.replace(/^coding\.checks\./, '');
  const outcome = key.split('.').at(-1) ?? key;
  const template =
    catalogue[language][key] ?? catalogue[language][outcome] ?? catalogue.ro[key] ?? check.messageKey;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in check.params ? String(check.params[name]) : whole,
  );
}

const namesIn = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const paramNames = (key: string) =>
  [...new Set([...namesIn(qualityMessagesEn[key] ?? ''), ...namesIn(qualityMessagesRo[key] ?? '')])].sort();

/**
 * The texts as message-catalogue entries ('coding.checks.sexTopography.maleSiteInFemale', named
 * parameters turned into {0}, {1} … in alphabetical order), so that an API error can carry a check's
 * message as an ordinary message code (qualityMessageCode) and be translated like every other.
 */
function asCatalogue(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([key, template]) => {
      const names = paramNames(key);
      const positional = template.replace(/\{(\w+)\}/g, (_whole, name: string) => `{${names.indexOf(name)}}`);
      return [`coding.checks.${key}`, positional];
    }),
  );
}
export const qualityCatalogueEn: Texts = {
  ...asCatalogue(qualityMessagesEn),
  'quality.nothingToConfirm':
    'Only a Query or Rare result of the last save can be confirmed as verified; this check has nothing to confirm',
};
export const qualityCatalogueRo: Texts = {
  ...asCatalogue(qualityMessagesRo),
  'quality.nothingToConfirm':
    'Doar un rezultat „De verificat” sau „Rar” al ultimei salvări poate fi confirmat ca verificat; această verificare nu are nimic de confirmat',
};

/** The check's message as a message code ('key_param_param'), for an API error. */
export function qualityMessageCode(check: Pick<QualityCheck, 'messageKey' | 'params'>): string {
  const key = check.messageKey.replace(/^coding\.checks\./, '');
  return [check.messageKey, ...paramNames(key).map((name) => String(check.params[name] ?? ''))].join('_');
}
