// Authored treatment lists (spec 02 §3 treatment form). Agent ids follow the project's draft agent
// table (treatment/SOURCE.md) so the importer and the starter set agree; code = INN.
import type { EntryRow } from './types';

/** `id|INN|Romanian DCI` – pharmacist review pending. */
export const THERAPEUTIC_AGENTS = `
1|cyclophosphamide|Ciclofosfamidă
2|ifosfamide|Ifosfamidă
3|melphalan|Melfalan
4|busulfan|Busulfan
5|treosulfan|Treosulfan
6|thiotepa|Tiotepa
7|carmustine|Carmustină
8|lomustine|Lomustină
9|temozolomide|Temozolomidă
10|dacarbazine|Dacarbazină
11|procarbazine|Procarbazină
12|cisplatin|Cisplatină
13|carboplatin|Carboplatină
14|oxaliplatin|Oxaliplatină
15|methotrexate|Metotrexat
16|cytarabine|Citarabină
17|mercaptopurine|Mercaptopurină
18|thioguanine|Tioguanină
19|fludarabine|Fludarabină
20|clofarabine|Clofarabină
21|nelarabine|Nelarabină
22|gemcitabine|Gemcitabină
23|fluorouracil|Fluorouracil
24|hydroxycarbamide|Hidroxicarbamidă
25|azacitidine|Azacitidină
26|decitabine|Decitabină
27|doxorubicin|Doxorubicină
28|daunorubicin|Daunorubicină
29|idarubicin|Idarubicină
30|epirubicin|Epirubicină
31|mitoxantrone|Mitoxantronă
33|dactinomycin|Dactinomicină
34|bleomycin|Bleomicină
35|vincristine|Vincristină
36|vinblastine|Vinblastină
37|vinorelbine|Vinorelbină
38|etoposide|Etopozid
39|topotecan|Topotecan
40|irinotecan|Irinotecan
42|pegaspargase|Pegaspargază
45|prednisone|Prednison
46|prednisolone|Prednisolon
47|dexamethasone|Dexametazonă
48|methylprednisolone|Metilprednisolon
50|isotretinoin (13-cis-retinoic acid)|Izotretinoină (acid 13-cis-retinoic)
51|arsenic trioxide|Trioxid de arsen
52|imatinib|Imatinib
53|dasatinib|Dasatinib
69|rituximab|Rituximab
70|blinatumomab|Blinatumomab
73|brentuximab vedotin|Brentuximab vedotin
74|dinutuximab beta|Dinutuximab beta
78|calcium folinate (leucovorin)|Folinat de calciu (leucovorin)
80|mesna|Mesna
`;

/** [id, protocol name] – the name is the code; the importer adds the rest of the draft table. */
export const THERAPEUTIC_PROTOCOLS: ReadonlyArray<readonly [number, string]> = [
  [1, 'ALL IC-BFM 2009'],
  [2, 'AIEOP-BFM ALL 2017'],
  [3, 'ALLTogether1'],
  [4, 'EsPhALL2017/COG AALL1631'],
  [5, 'Interfant-06'],
  [6, 'IntReALL SR 2010'],
  [7, 'IntReALL HR 2010'],
  [8, 'AML-BFM 2012'],
  [9, 'MyeChild01'],
  [10, 'ICC APL 01'],
  [11, 'EuroNet-PHL-C2'],
  [12, 'Inter-B-NHL ritux 2010'],
  [13, 'EURO-LB 02'],
  [14, 'ALCL99'],
  [15, 'SIOP PNET 5 MB'],
  [16, 'SIOP Ependymoma II'],
  [17, 'SIOP-LGG 2004'],
  [18, 'HR-NBL1/SIOPEN'],
  [19, 'LINES'],
  [20, 'UMBRELLA SIOP-RTSG 2016'],
  [21, 'PHITT'],
  [22, 'FaR-RMS'],
  [23, 'EpSSG NRSTS 2005'],
  [24, 'Euro Ewing 2012'],
  [25, 'EURAMOS-1'],
  [26, 'MAKEI V'],
  [27, 'LCH-IV'],
];

export const TREATMENT_RESPONSES: readonly EntryRow[] = [
  [1, 'CR', 'Răspuns complet', 'Complete response'],
  [2, 'VGPR', 'Răspuns parțial foarte bun', 'Very good partial response'],
  [3, 'PR', 'Răspuns parțial', 'Partial response'],
  [4, 'SD', 'Boală stabilă', 'Stable disease'],
  [5, 'PD', 'Boală progresivă', 'Progressive disease'],
  [6, 'NE', 'Neevaluabil', 'Not evaluable'],
  [9, 'UNK', 'Necunoscut', 'Unknown'],
];

export const LACK_OF_TREATMENT_REASONS: readonly EntryRow[] = [
  [1, 'refusal', 'Refuzul pacientului sau al familiei', 'Refusal by the patient or family'],
  [2, 'death', 'Deces înaintea tratamentului', 'Death before treatment'],
  [
    3,
    'watch-and-wait',
    'Supraveghere activă (fără indicație de tratament)',
    'Watch and wait (no indication)',
  ],
  [4, 'regression', 'Regresie spontană', 'Spontaneous regression'],
  [5, 'contraindication', 'Contraindicație medicală', 'Medical contraindication'],
  [6, 'palliative', 'Doar îngrijiri paliative', 'Palliative care only'],
  [7, 'abroad', 'Tratat în străinătate', 'Treated abroad'],
  [8, 'other', 'Alt motiv', 'Other reason'],
  [9, 'unknown', 'Necunoscut', 'Unknown'],
];

export const RADIOTHERAPY_SYSTEMIC: readonly EntryRow[] = [
  [1, 'before', 'Radioterapie înaintea tratamentului sistemic', 'Radiotherapy before systemic therapy'],
  [2, 'after', 'Radioterapie după tratamentul sistemic', 'Radiotherapy after systemic therapy'],
  [
    3,
    'concurrent',
    'Radioterapie concomitentă cu tratamentul sistemic',
    'Radiotherapy concurrent with systemic therapy',
  ],
  [
    4,
    'before-after',
    'Radioterapie înainte și după tratamentul sistemic',
    'Radiotherapy before and after systemic therapy',
  ],
  [5, 'none', 'Fără tratament sistemic', 'No systemic therapy'],
  [9, 'unknown', 'Secvență necunoscută', 'Sequence unknown'],
];

export const RADIOTHERAPY_SURGERY: readonly EntryRow[] = [
  [1, 'preoperative', 'Radioterapie preoperatorie', 'Preoperative radiotherapy'],
  [2, 'postoperative', 'Radioterapie postoperatorie', 'Postoperative radiotherapy'],
  [3, 'pre-post', 'Radioterapie pre- și postoperatorie', 'Pre- and postoperative radiotherapy'],
  [4, 'intraoperative', 'Radioterapie intraoperatorie', 'Intraoperative radiotherapy'],
  [5, 'none', 'Fără intervenție chirurgicală', 'No surgery'],
  [9, 'unknown', 'Secvență necunoscută', 'Sequence unknown'],
];

export const SYSTEMIC_THERAPY_ROLES: readonly EntryRow[] = [
  [1, 'induction', 'Inducție', 'Induction'],
  [2, 'consolidation', 'Consolidare', 'Consolidation'],
  [3, 'maintenance', 'Întreținere', 'Maintenance'],
  [4, 'neoadjuvant', 'Neoadjuvant', 'Neoadjuvant'],
  [5, 'adjuvant', 'Adjuvant', 'Adjuvant'],
  [6, 'conditioning', 'Condiționare pentru transplant', 'Transplant conditioning'],
  [7, 'salvage', 'Tratament de salvare', 'Salvage'],
  [8, 'palliative', 'Paliativ', 'Palliative'],
];

export const ABROAD_TREATMENT_TYPES: readonly EntryRow[] = [
  [1, 'complete', 'Întregul tratament', 'Entire treatment'],
  [2, 'surgery', 'Chirurgie', 'Surgery'],
  [3, 'radiotherapy', 'Radioterapie (inclusiv protonoterapie)', 'Radiotherapy (including proton therapy)'],
  [4, 'chemotherapy', 'Chimioterapie', 'Chemotherapy'],
  [5, 'transplant', 'Transplant de celule stem hematopoietice', 'Haematopoietic stem cell transplant'],
  [6, 'diagnosis', 'Diagnostic sau a doua opinie', 'Diagnosis or second opinion'],
  [7, 'other', 'Altele', 'Other'],
];
