/**
 * Reference data of the questionnaire-like interventions, kept out of the forms' code: the screens
 * draw their sections and items from here and the rules check answers against it.
 *
 * The quality-of-life questionnaire is authored for the registry (licence-free: it borrows no item
 * wording from PedsQL, KIDSCREEN or other licensed instruments). Each item asks how often something
 * was a problem over the past 7 days, answered 0 never … 4 almost always; a section's score is the
 * mean of (4 − answer) × 25 over its answered items, so 100 is best. The symptom scales of the clinic
 * evaluation grade local and systemic signs 0–4 (the CTCAE grade words: none, mild, moderate, severe,
 * life-threatening) and what the child reports 0–10 (a numeric rating scale).
 */

export type ReferenceText = { ro: string; en: string };
export type ReferenceItem = { key: string; label: ReferenceText };
export type ReferenceSection = { key: string; label: ReferenceText; items: readonly ReferenceItem[] };

const item = (key: string, ro: string, en: string): ReferenceItem => ({ key, label: { ro, en } });

export const QOL_QUESTIONNAIRE_VERSION = 1;
export const QOL_MAX_ANSWER = 4;

export const qolAnswerLabels: readonly ReferenceText[] = [
  { ro: 'Niciodată', en: 'Never' },
  { ro: 'Aproape niciodată', en: 'Almost never' },
  { ro: 'Uneori', en: 'Sometimes' },
  { ro: 'Des', en: 'Often' },
  { ro: 'Aproape mereu', en: 'Almost always' },
];

export const qolSections: readonly ReferenceSection[] = [
  {
    key: 'physical',
    label: { ro: 'Starea fizică', en: 'Physical health' },
    items: [
      item(
        'walking',
        'Mi-a fost greu să merg sau să urc scările',
        'It was hard for me to walk or climb stairs',
      ),
      item('playing', 'Mi-a fost greu să mă joc sau să alerg', 'It was hard for me to play or run'),
      item('pain', 'Am avut dureri', 'I had pain'),
      item('tired', 'M-am simțit obosit(ă) sau fără putere', 'I felt tired or weak'),
      item(
        'selfCare',
        'Mi-a fost greu să mă spăl sau să mă îmbrac singur(ă)',
        'It was hard to wash or dress myself',
      ),
    ],
  },
  {
    key: 'emotional',
    label: { ro: 'Starea emoțională', en: 'Feelings' },
    items: [
      item('afraid', 'M-am simțit speriat(ă) sau îngrijorat(ă)', 'I felt scared or worried'),
      item('sad', 'M-am simțit trist(ă)', 'I felt sad'),
      item('angry', 'M-am simțit furios (furioasă)', 'I felt angry'),
      item('sleep', 'Am dormit prost', 'I slept badly'),
    ],
  },
  {
    key: 'social',
    label: { ro: 'Relațiile cu ceilalți', en: 'Being with others' },
    items: [
      item('friends', 'Nu am putut să-mi văd prietenii', 'I could not see my friends'),
      item('left', 'M-am simțit lăsat(ă) deoparte', 'I felt left out'),
      item('family', 'M-am certat cu cei din familie', 'I argued with my family'),
      item('appearance', 'M-a deranjat cum arăt', 'I was bothered by how I look'),
    ],
  },
  {
    key: 'school',
    label: { ro: 'Școala', en: 'School' },
    items: [
      item('missed', 'Am lipsit de la școală sau de la lecțiile online', 'I missed school or online lessons'),
      item('focus', 'Mi-a fost greu să fiu atent(ă)', 'It was hard for me to pay attention'),
      item('keepUp', 'Mi-a fost greu să țin pasul cu colegii', 'It was hard to keep up with my classmates'),
    ],
  },
  {
    key: 'treatment',
    label: { ro: 'Tratamentul', en: 'Treatment' },
    items: [
      item('nausea', 'Mi-a fost greață sau am vărsat', 'I felt sick or vomited'),
      item('appetite', 'Nu am avut poftă de mâncare', 'I did not feel like eating'),
      item('needles', 'M-am temut de înțepături sau de proceduri', 'I was afraid of needles or procedures'),
      item('hospital', 'Mi-a fost greu să stau în spital', 'It was hard for me to stay in hospital'),
    ],
  },
];

/** Every questionnaire item's key as stored: `section.item`. */
export const qolItemKeys = qolSections.flatMap((s) => s.items.map((i) => `${s.key}.${i.key}`));

export type SymptomScale = ReferenceSection & { max: number };

export const clinicEvaluationScales: readonly SymptomScale[] = [
  {
    key: 'local',
    max: 4,
    label: { ro: 'Simptome locale', en: 'Local symptoms' },
    items: [
      item('pain', 'Durere la nivelul tumorii', 'Pain at the tumour site'),
      item('swelling', 'Tumefacție', 'Swelling'),
      item('skin', 'Reacție cutanată', 'Skin reaction'),
      item('bleeding', 'Sângerare', 'Bleeding'),
      item('access', 'Problemele accesului venos sau ale plăgii', 'Venous access or wound problems'),
    ],
  },
  {
    key: 'systemic',
    max: 4,
    label: { ro: 'Simptome sistemice', en: 'Systemic symptoms' },
    items: [
      item('fever', 'Febră', 'Fever'),
      item('nausea', 'Greață sau vărsături', 'Nausea or vomiting'),
      item('mucositis', 'Mucozită', 'Mucositis'),
      item('diarrhoea', 'Diaree', 'Diarrhoea'),
      item('fatigue', 'Astenie', 'Fatigue'),
      item('anorexia', 'Inapetență', 'Loss of appetite'),
      item('infection', 'Infecție', 'Infection'),
      item('neuropathy', 'Neuropatie', 'Neuropathy'),
    ],
  },
  {
    key: 'subjective',
    max: 10,
    label: { ro: 'Simptome relatate de copil', en: 'Symptoms the child reports' },
    items: [
      item('pain', 'Durere', 'Pain'),
      item('tiredness', 'Oboseală', 'Tiredness'),
      item('worry', 'Neliniște', 'Worry'),
      item('sleep', 'Tulburări de somn', 'Sleep problems'),
      item('breathless', 'Respirație dificilă', 'Breathlessness'),
    ],
  },
];

/** CTCAE grade words for the 0–4 scales. */
export const symptomGradeLabels: readonly ReferenceText[] = [
  { ro: 'Absent', en: 'None' },
  { ro: 'Ușor', en: 'Mild' },
  { ro: 'Moderat', en: 'Moderate' },
  { ro: 'Sever', en: 'Severe' },
  { ro: 'Amenințător de viață', en: 'Life-threatening' },
];
