// ICCC-3 groups (IICC-3 2017 update, as encoded in the SEER 'ICCC site recode ICD-O-3/IARC 2017').
// English labels follow the published group names; Romanian labels were written for this project
// and need clinical review. seerRecode/seerExtended are SEER's codes, kept so exports and the
// oracle test can compare against the SEER table.

export type Iccc3GroupLevel = 'main' | 'subgroup' | 'extended';

export type Iccc3Group = {
  level: Iccc3GroupLevel;
  /** ICCC code: 'I', 'Ia', 'Ia.1' */
  code: string;
  /** SEER 3-digit recode of the subgroup (null for main groups) */
  seerRecode: string | null;
  /** SEER extended recode when this group is a leaf (an extended group, or a subgroup without extended groups) */
  seerExtended: string | null;
  labelEn: string;
  labelRo: string;
};

// biome-ignore format: one group per line keeps the table reviewable against the source
export const ICCC3_GROUPS: readonly Iccc3Group[] = [
  { level: 'main', code: 'I', seerRecode: null, seerExtended: null, labelEn: "Leukaemias, myeloproliferative diseases, and myelodysplastic diseases", labelRo: "Leucemii, boli mieloproliferative și boli mielodisplazice" },
  { level: 'subgroup', code: 'Ia', seerRecode: "011", seerExtended: null, labelEn: "Lymphoid leukaemias", labelRo: "Leucemii limfoide" },
  { level: 'extended', code: 'Ia.1', seerRecode: "011", seerExtended: "001", labelEn: "Precursor cell leukaemias", labelRo: "Leucemii cu celule precursoare" },
  { level: 'extended', code: 'Ia.2', seerRecode: "011", seerExtended: "002", labelEn: "Mature B-cell leukaemias", labelRo: "Leucemii cu celule B mature" },
  { level: 'extended', code: 'Ia.3', seerRecode: "011", seerExtended: "003", labelEn: "Mature T-cell and NK cell leukaemias", labelRo: "Leucemii cu celule T mature și celule NK" },
  { level: 'extended', code: 'Ia.4', seerRecode: "011", seerExtended: "004", labelEn: "Lymphoid leukaemia, NOS", labelRo: "Leucemie limfoidă, fără altă specificație" },
  { level: 'subgroup', code: 'Ib', seerRecode: "012", seerExtended: "005", labelEn: "Acute myeloid leukaemias", labelRo: "Leucemii acute mieloide" },
  { level: 'subgroup', code: 'Ic', seerRecode: "013", seerExtended: "006", labelEn: "Chronic myeloproliferative diseases", labelRo: "Boli mieloproliferative cronice" },
  { level: 'subgroup', code: 'Id', seerRecode: "014", seerExtended: "007", labelEn: "Myelodysplastic syndrome and other myeloproliferative diseases", labelRo: "Sindrom mielodisplazic și alte boli mieloproliferative" },
  { level: 'subgroup', code: 'Ie', seerRecode: "015", seerExtended: "008", labelEn: "Unspecified and other specified leukaemias", labelRo: "Leucemii nespecificate și alte leucemii specificate" },
  { level: 'main', code: 'II', seerRecode: null, seerExtended: null, labelEn: "Lymphomas and reticuloendothelial neoplasms", labelRo: "Limfoame și neoplasme reticuloendoteliale" },
  { level: 'subgroup', code: 'IIa', seerRecode: "021", seerExtended: "009", labelEn: "Hodgkin lymphomas", labelRo: "Limfoame Hodgkin" },
  { level: 'subgroup', code: 'IIb', seerRecode: "022", seerExtended: null, labelEn: "Non-Hodgkin lymphomas (except Burkitt lymphoma)", labelRo: "Limfoame non-Hodgkin (exceptând limfomul Burkitt)" },
  { level: 'extended', code: 'IIb.1', seerRecode: "022", seerExtended: "010", labelEn: "Precursor cell lymphomas", labelRo: "Limfoame cu celule precursoare" },
  { level: 'extended', code: 'IIb.2', seerRecode: "022", seerExtended: "011", labelEn: "Mature B-cell lymphomas (except Burkitt lymphoma)", labelRo: "Limfoame cu celule B mature (exceptând limfomul Burkitt)" },
  { level: 'extended', code: 'IIb.3', seerRecode: "022", seerExtended: "012", labelEn: "Mature T-cell and NK-cell lymphomas", labelRo: "Limfoame cu celule T mature și celule NK" },
  { level: 'extended', code: 'IIb.4', seerRecode: "022", seerExtended: "013", labelEn: "Non-Hodgkin lymphomas, NOS", labelRo: "Limfoame non-Hodgkin, fără altă specificație" },
  { level: 'subgroup', code: 'IIc', seerRecode: "023", seerExtended: "014", labelEn: "Burkitt lymphoma", labelRo: "Limfom Burkitt" },
  { level: 'subgroup', code: 'IId', seerRecode: "024", seerExtended: "015", labelEn: "Miscellaneous lymphoreticular neoplasms", labelRo: "Neoplasme limforeticulare diverse" },
  { level: 'subgroup', code: 'IIe', seerRecode: "025", seerExtended: "016", labelEn: "Unspecified lymphomas", labelRo: "Limfoame nespecificate" },
  { level: 'main', code: 'III', seerRecode: null, seerExtended: null, labelEn: "CNS and miscellaneous intracranial and intraspinal neoplasms", labelRo: "Tumori ale SNC și neoplasme intracraniene și intraspinale diverse" },
  { level: 'subgroup', code: 'IIIa', seerRecode: "031", seerExtended: null, labelEn: "Ependymomas and choroid plexus tumour", labelRo: "Ependimoame și tumori de plex coroid" },
  { level: 'extended', code: 'IIIa.1', seerRecode: "031", seerExtended: "017", labelEn: "Ependymomas", labelRo: "Ependimoame" },
  { level: 'extended', code: 'IIIa.2', seerRecode: "031", seerExtended: "018", labelEn: "Choroid plexus tumour", labelRo: "Tumori de plex coroid" },
  { level: 'subgroup', code: 'IIIb', seerRecode: "032", seerExtended: "019", labelEn: "Astrocytomas", labelRo: "Astrocitoame" },
  { level: 'subgroup', code: 'IIIc', seerRecode: "033", seerExtended: null, labelEn: "Intracranial and intraspinal embryonal tumours", labelRo: "Tumori embrionare intracraniene și intraspinale" },
  { level: 'extended', code: 'IIIc.1', seerRecode: "033", seerExtended: "020", labelEn: "Medulloblastomas", labelRo: "Meduloblastoame" },
  { level: 'extended', code: 'IIIc.2', seerRecode: "033", seerExtended: "021", labelEn: "PNET", labelRo: "Tumori neuroectodermale primitive (PNET)" },
  { level: 'extended', code: 'IIIc.3', seerRecode: "033", seerExtended: "022", labelEn: "Medulloepithelioma", labelRo: "Meduloepiteliom" },
  { level: 'extended', code: 'IIIc.4', seerRecode: "033", seerExtended: "023", labelEn: "Atypical teratoid/rhabdoid tumour", labelRo: "Tumoră teratoidă/rabdoidă atipică" },
  { level: 'subgroup', code: 'IIId', seerRecode: "034", seerExtended: null, labelEn: "Other gliomas", labelRo: "Alte glioame" },
  { level: 'extended', code: 'IIId.1', seerRecode: "034", seerExtended: "024", labelEn: "Oligodendrogliomas", labelRo: "Oligodendroglioame" },
  { level: 'extended', code: 'IIId.2', seerRecode: "034", seerExtended: "025", labelEn: "Mixed and unspecified gliomas", labelRo: "Glioame mixte și nespecificate" },
  { level: 'extended', code: 'IIId.3', seerRecode: "034", seerExtended: "026", labelEn: "Neuroepithelial glial tumours of uncertain origin", labelRo: "Tumori gliale neuroepiteliale de origine incertă" },
  { level: 'subgroup', code: 'IIIe', seerRecode: "035", seerExtended: null, labelEn: "Other specified intracranial and intraspinal neoplasms", labelRo: "Alte neoplasme intracraniene și intraspinale specificate" },
  { level: 'extended', code: 'IIIe.1', seerRecode: "035", seerExtended: "027", labelEn: "Pituitary adenomas and carcinomas", labelRo: "Adenoame și carcinoame hipofizare" },
  { level: 'extended', code: 'IIIe.2', seerRecode: "035", seerExtended: "028", labelEn: "Tumours of the sellar region (craniopharyngiomas)", labelRo: "Tumori ale regiunii selare (craniofaringioame)" },
  { level: 'extended', code: 'IIIe.3', seerRecode: "035", seerExtended: "029", labelEn: "Pineal parenchymal tumours", labelRo: "Tumori ale parenchimului pineal" },
  { level: 'extended', code: 'IIIe.4', seerRecode: "035", seerExtended: "030", labelEn: "Neuronal and mixed neuronal-glial tumours", labelRo: "Tumori neuronale și mixte neuronal-gliale" },
  { level: 'extended', code: 'IIIe.5', seerRecode: "035", seerExtended: "031", labelEn: "Meningiomas", labelRo: "Meningioame" },
  { level: 'subgroup', code: 'IIIf', seerRecode: "036", seerExtended: "032", labelEn: "Unspecified intracranial and intraspinal neoplasms", labelRo: "Neoplasme intracraniene și intraspinale nespecificate" },
  { level: 'main', code: 'IV', seerRecode: null, seerExtended: null, labelEn: "Neuroblastoma and other peripheral nervous cell tumours", labelRo: "Neuroblastom și alte tumori ale celulelor nervoase periferice" },
  { level: 'subgroup', code: 'IVa', seerRecode: "041", seerExtended: "033", labelEn: "Neuroblastoma and ganglioneuroblastoma", labelRo: "Neuroblastom și ganglioneuroblastom" },
  { level: 'subgroup', code: 'IVb', seerRecode: "042", seerExtended: "034", labelEn: "Other peripheral nervous cell tumours", labelRo: "Alte tumori ale celulelor nervoase periferice" },
  { level: 'main', code: 'V', seerRecode: "050", seerExtended: "035", labelEn: "Retinoblastoma", labelRo: "Retinoblastom" },
  { level: 'main', code: 'VI', seerRecode: null, seerExtended: null, labelEn: "Renal tumours", labelRo: "Tumori renale" },
  { level: 'subgroup', code: 'VIa', seerRecode: "061", seerExtended: null, labelEn: "Nephroblastoma and other nonepithelial renal tumours", labelRo: "Nefroblastom și alte tumori renale non-epiteliale" },
  { level: 'extended', code: 'VIa.1', seerRecode: "061", seerExtended: "036", labelEn: "Nephroblastoma", labelRo: "Nefroblastom" },
  { level: 'extended', code: 'VIa.2', seerRecode: "061", seerExtended: "037", labelEn: "Rhabdoid renal tumour", labelRo: "Tumoră rabdoidă renală" },
  { level: 'extended', code: 'VIa.3', seerRecode: "061", seerExtended: "038", labelEn: "Kidney sarcomas", labelRo: "Sarcoame renale" },
  { level: 'subgroup', code: 'VIb', seerRecode: "062", seerExtended: "039", labelEn: "Renal carcinomas", labelRo: "Carcinoame renale" },
  { level: 'subgroup', code: 'VIc', seerRecode: "063", seerExtended: "040", labelEn: "Unspecified malignant renal tumours", labelRo: "Tumori renale maligne nespecificate" },
  { level: 'main', code: 'VII', seerRecode: null, seerExtended: null, labelEn: "Hepatic tumours", labelRo: "Tumori hepatice" },
  { level: 'subgroup', code: 'VIIa', seerRecode: "071", seerExtended: null, labelEn: "Hepatoblastoma and mesenchymal tumours of liver", labelRo: "Hepatoblastom și tumori mezenchimale ale ficatului" },
  { level: 'extended', code: 'VIIa.1', seerRecode: "071", seerExtended: "041", labelEn: "Hepatoblastoma", labelRo: "Hepatoblastom" },
  { level: 'extended', code: 'VIIa.2', seerRecode: "071", seerExtended: "042", labelEn: "Rhabdoid hepatic tumour", labelRo: "Tumoră rabdoidă hepatică" },
  { level: 'extended', code: 'VIIa.3', seerRecode: "071", seerExtended: "043", labelEn: "Embryonal sarcoma of liver", labelRo: "Sarcom embrionar al ficatului" },
  { level: 'subgroup', code: 'VIIb', seerRecode: "072", seerExtended: "044", labelEn: "Hepatic carcinomas", labelRo: "Carcinoame hepatice" },
  { level: 'subgroup', code: 'VIIc', seerRecode: "073", seerExtended: "045", labelEn: "Unspecified malignant hepatic tumours", labelRo: "Tumori hepatice maligne nespecificate" },
  { level: 'main', code: 'VIII', seerRecode: null, seerExtended: null, labelEn: "Malignant bone tumours", labelRo: "Tumori osoase maligne" },
  { level: 'subgroup', code: 'VIIIa', seerRecode: "081", seerExtended: "046", labelEn: "Osteosarcomas", labelRo: "Osteosarcoame" },
  { level: 'subgroup', code: 'VIIIb', seerRecode: "082", seerExtended: "047", labelEn: "Chondrosarcomas", labelRo: "Condrosarcoame" },
  { level: 'subgroup', code: 'VIIIc', seerRecode: "083", seerExtended: null, labelEn: "Ewing tumour and related sarcomas of bone", labelRo: "Tumora Ewing și sarcoame osoase înrudite" },
  { level: 'extended', code: 'VIIIc.1', seerRecode: "083", seerExtended: "048", labelEn: "Ewing tumour and Askin tumour of bone", labelRo: "Tumora Ewing și tumora Askin osoasă" },
  { level: 'extended', code: 'VIIIc.2', seerRecode: "083", seerExtended: "049", labelEn: "pPNET of bone", labelRo: "Tumoră neuroectodermală periferică (pPNET) osoasă" },
  { level: 'subgroup', code: 'VIIId', seerRecode: "084", seerExtended: null, labelEn: "Other specified malignant bone tumours", labelRo: "Alte tumori osoase maligne specificate" },
  { level: 'extended', code: 'VIIId.1', seerRecode: "084", seerExtended: "050", labelEn: "Malignant fibrous neoplasms of bone", labelRo: "Neoplasme fibroase maligne ale osului" },
  { level: 'extended', code: 'VIIId.2', seerRecode: "084", seerExtended: "051", labelEn: "Malignant chordomas", labelRo: "Cordoame maligne" },
  { level: 'extended', code: 'VIIId.3', seerRecode: "084", seerExtended: "052", labelEn: "Odontogenic malignant tumours", labelRo: "Tumori odontogene maligne" },
  { level: 'extended', code: 'VIIId.4', seerRecode: "084", seerExtended: "053", labelEn: "Miscellaneous malignant bone tumours", labelRo: "Tumori osoase maligne diverse" },
  { level: 'subgroup', code: 'VIIIe', seerRecode: "085", seerExtended: "054", labelEn: "Unspecified malignant bone tumours", labelRo: "Tumori osoase maligne nespecificate" },
  { level: 'main', code: 'IX', seerRecode: null, seerExtended: null, labelEn: "Soft tissue and other extraosseous sarcomas", labelRo: "Sarcoame de părți moi și alte sarcoame extraosoase" },
  { level: 'subgroup', code: 'IXa', seerRecode: "091", seerExtended: "055", labelEn: "Rhabdomyosarcomas", labelRo: "Rabdomiosarcoame" },
  { level: 'subgroup', code: 'IXb', seerRecode: "092", seerExtended: null, labelEn: "Fibrosarcomas, peripheral nerve sheath tumours, and other fibrous neoplasms", labelRo: "Fibrosarcoame, tumori ale tecii nervilor periferici și alte neoplasme fibroase" },
  { level: 'extended', code: 'IXb.1', seerRecode: "092", seerExtended: "056", labelEn: "Fibroblastic and myofibroblastic tumours", labelRo: "Tumori fibroblastice și miofibroblastice" },
  { level: 'extended', code: 'IXb.2', seerRecode: "092", seerExtended: "057", labelEn: "Nerve sheath tumours", labelRo: "Tumori ale tecii nervoase" },
  { level: 'extended', code: 'IXb.3', seerRecode: "092", seerExtended: "058", labelEn: "Other fibromatous neoplasms", labelRo: "Alte neoplasme fibromatoase" },
  { level: 'subgroup', code: 'IXc', seerRecode: "093", seerExtended: "059", labelEn: "Kaposi sarcoma", labelRo: "Sarcom Kaposi" },
  { level: 'subgroup', code: 'IXd', seerRecode: "094", seerExtended: null, labelEn: "Other specified soft tissue sarcomas", labelRo: "Alte sarcoame de părți moi specificate" },
  { level: 'extended', code: 'IXd.1', seerRecode: "094", seerExtended: "060", labelEn: "Ewing tumour and Askin tumour of soft tissue", labelRo: "Tumora Ewing și tumora Askin de părți moi" },
  { level: 'extended', code: 'IXd.2', seerRecode: "094", seerExtended: "061", labelEn: "pPNET of soft tissue", labelRo: "Tumoră neuroectodermală periferică (pPNET) de părți moi" },
  { level: 'extended', code: 'IXd.3', seerRecode: "094", seerExtended: "062", labelEn: "Extrarenal rhabdoid tumour", labelRo: "Tumoră rabdoidă extrarenală și extrahepatică" },
  { level: 'extended', code: 'IXd.4', seerRecode: "094", seerExtended: "063", labelEn: "Liposarcomas", labelRo: "Liposarcoame" },
  { level: 'extended', code: 'IXd.5', seerRecode: "094", seerExtended: "064", labelEn: "Fibrohistiocytic tumours", labelRo: "Tumori fibrohistiocitare" },
  { level: 'extended', code: 'IXd.6', seerRecode: "094", seerExtended: "065", labelEn: "Leiomyosarcomas", labelRo: "Leiomiosarcoame" },
  { level: 'extended', code: 'IXd.7', seerRecode: "094", seerExtended: "066", labelEn: "Synovial sarcomas", labelRo: "Sarcoame sinoviale" },
  { level: 'extended', code: 'IXd.8', seerRecode: "094", seerExtended: "067", labelEn: "Blood vessel tumours", labelRo: "Tumori ale vaselor sanguine" },
  { level: 'extended', code: 'IXd.9', seerRecode: "094", seerExtended: "068", labelEn: "Osseous and chondromatous neoplasms of soft tissue", labelRo: "Neoplasme osoase și condromatoase de părți moi" },
  { level: 'extended', code: 'IXd.10', seerRecode: "094", seerExtended: "069", labelEn: "Alveolar soft parts sarcoma", labelRo: "Sarcom alveolar de părți moi" },
  { level: 'extended', code: 'IXd.11', seerRecode: "094", seerExtended: "070", labelEn: "Miscellaneous soft tissue sarcomas", labelRo: "Sarcoame de părți moi diverse" },
  { level: 'subgroup', code: 'IXe', seerRecode: "095", seerExtended: "071", labelEn: "Unspecified soft tissue sarcomas", labelRo: "Sarcoame de părți moi nespecificate" },
  { level: 'main', code: 'X', seerRecode: null, seerExtended: null, labelEn: "Germ cell tumours, trophoblastic tumours, and neoplasms of gonads", labelRo: "Tumori cu celule germinale, tumori trofoblastice și neoplasme ale gonadelor" },
  { level: 'subgroup', code: 'Xa', seerRecode: "101", seerExtended: null, labelEn: "Intracranial and intraspinal germ cell tumours", labelRo: "Tumori cu celule germinale intracraniene și intraspinale" },
  { level: 'extended', code: 'Xa.1', seerRecode: "101", seerExtended: "072", labelEn: "Intracranial and intraspinal germinomas", labelRo: "Germinoame intracraniene și intraspinale" },
  { level: 'extended', code: 'Xa.2', seerRecode: "101", seerExtended: "073", labelEn: "Intracranial and intraspinal teratomas", labelRo: "Teratoame intracraniene și intraspinale" },
  { level: 'extended', code: 'Xa.3', seerRecode: "101", seerExtended: "074", labelEn: "Intracranial and intraspinal embryonal carcinomas", labelRo: "Carcinoame embrionare intracraniene și intraspinale" },
  { level: 'extended', code: 'Xa.4', seerRecode: "101", seerExtended: "075", labelEn: "Intracranial and intraspinal yolk sac tumour", labelRo: "Tumoră de sac vitelin intracraniană și intraspinală" },
  { level: 'extended', code: 'Xa.5', seerRecode: "101", seerExtended: "076", labelEn: "Intracranial and intraspinal choriocarcinoma", labelRo: "Coriocarcinom intracranian și intraspinal" },
  { level: 'extended', code: 'Xa.6', seerRecode: "101", seerExtended: "077", labelEn: "Intracranial and intraspinal tumours of mixed forms", labelRo: "Tumori intracraniene și intraspinale cu forme mixte" },
  { level: 'subgroup', code: 'Xb', seerRecode: "102", seerExtended: null, labelEn: "Malignant extracranial and extragonadal germ cell tumours", labelRo: "Tumori maligne cu celule germinale extracraniene și extragonadale" },
  { level: 'extended', code: 'Xb.1', seerRecode: "102", seerExtended: "078", labelEn: "Malignant germinomas of extracranial and extragonadal sites", labelRo: "Germinoame maligne cu localizare extracraniană și extragonadală" },
  { level: 'extended', code: 'Xb.2', seerRecode: "102", seerExtended: "079", labelEn: "Malignant teratomas of extracranial and extragonadal sites", labelRo: "Teratoame maligne cu localizare extracraniană și extragonadală" },
  { level: 'extended', code: 'Xb.3', seerRecode: "102", seerExtended: "080", labelEn: "Embryonal carcinomas of extracranial and extragonadal sites", labelRo: "Carcinoame embrionare cu localizare extracraniană și extragonadală" },
  { level: 'extended', code: 'Xb.4', seerRecode: "102", seerExtended: "081", labelEn: "Yolk sac tumour of extracranial and extragonadal sites", labelRo: "Tumoră de sac vitelin cu localizare extracraniană și extragonadală" },
  { level: 'extended', code: 'Xb.5', seerRecode: "102", seerExtended: "082", labelEn: "Choriocarcinomas of extracranial and extragonadal sites", labelRo: "Coriocarcinoame cu localizare extracraniană și extragonadală" },
  { level: 'extended', code: 'Xb.6', seerRecode: "102", seerExtended: "083", labelEn: "Other and unspecified malignant mixed germ cell tumours of extracranial and extragonadal sites", labelRo: "Alte tumori maligne mixte cu celule germinale, extracraniene și extragonadale, și nespecificate" },
  { level: 'subgroup', code: 'Xc', seerRecode: "103", seerExtended: null, labelEn: "Malignant gonadal germ cell tumours", labelRo: "Tumori maligne cu celule germinale gonadale" },
  { level: 'extended', code: 'Xc.1', seerRecode: "103", seerExtended: "084", labelEn: "Malignant gonadal germinomas", labelRo: "Germinoame gonadale maligne" },
  { level: 'extended', code: 'Xc.2', seerRecode: "103", seerExtended: "085", labelEn: "Malignant gonadal teratomas", labelRo: "Teratoame gonadale maligne" },
  { level: 'extended', code: 'Xc.3', seerRecode: "103", seerExtended: "086", labelEn: "Gonadal embryonal carcinomas", labelRo: "Carcinoame embrionare gonadale" },
  { level: 'extended', code: 'Xc.4', seerRecode: "103", seerExtended: "087", labelEn: "Gonadal yolk sac tumour", labelRo: "Tumoră de sac vitelin gonadală" },
  { level: 'extended', code: 'Xc.5', seerRecode: "103", seerExtended: "088", labelEn: "Gonadal choriocarcinoma", labelRo: "Coriocarcinom gonadal" },
  { level: 'extended', code: 'Xc.6', seerRecode: "103", seerExtended: "089", labelEn: "Malignant gonadal tumours of mixed forms", labelRo: "Tumori gonadale maligne cu forme mixte" },
  { level: 'extended', code: 'Xc.7', seerRecode: "103", seerExtended: "090", labelEn: "Malignant gonadal gonadoblastoma", labelRo: "Gonadoblastom gonadal malign" },
  { level: 'subgroup', code: 'Xd', seerRecode: "104", seerExtended: "091", labelEn: "Gonadal carcinomas", labelRo: "Carcinoame gonadale" },
  { level: 'subgroup', code: 'Xe', seerRecode: "105", seerExtended: "092", labelEn: "Other and unspecified malignant gonadal tumours", labelRo: "Alte tumori gonadale maligne și tumori gonadale maligne nespecificate" },
  { level: 'main', code: 'XI', seerRecode: null, seerExtended: null, labelEn: "Other malignant epithelial neoplasms and malignant melanomas", labelRo: "Alte neoplasme epiteliale maligne și melanoame maligne" },
  { level: 'subgroup', code: 'XIa', seerRecode: "111", seerExtended: "093", labelEn: "Adrenocortical carcinomas", labelRo: "Carcinoame adrenocorticale" },
  { level: 'subgroup', code: 'XIb', seerRecode: "112", seerExtended: "094", labelEn: "Thyroid carcinomas", labelRo: "Carcinoame tiroidiene" },
  { level: 'subgroup', code: 'XIc', seerRecode: "113", seerExtended: "095", labelEn: "Nasopharyngeal carcinomas", labelRo: "Carcinoame nazofaringiene" },
  { level: 'subgroup', code: 'XId', seerRecode: "114", seerExtended: "096", labelEn: "Malignant melanomas", labelRo: "Melanoame maligne" },
  { level: 'subgroup', code: 'XIe', seerRecode: "115", seerExtended: "097", labelEn: "Skin carcinomas", labelRo: "Carcinoame cutanate" },
  { level: 'subgroup', code: 'XIf', seerRecode: "116", seerExtended: null, labelEn: "Other and unspecified carcinomas", labelRo: "Alte carcinoame și carcinoame nespecificate" },
  { level: 'extended', code: 'XIf.1', seerRecode: "116", seerExtended: "098", labelEn: "Carcinomas of salivary glands", labelRo: "Carcinoame ale glandelor salivare" },
  { level: 'extended', code: 'XIf.2', seerRecode: "116", seerExtended: "099", labelEn: "Carcinomas of colon and rectum", labelRo: "Carcinoame de colon și rect" },
  { level: 'extended', code: 'XIf.3', seerRecode: "116", seerExtended: "100", labelEn: "Carcinomas of appendix", labelRo: "Carcinoame ale apendicelui" },
  { level: 'extended', code: 'XIf.4', seerRecode: "116", seerExtended: "101", labelEn: "Carcinomas of lung", labelRo: "Carcinoame pulmonare" },
  { level: 'extended', code: 'XIf.5', seerRecode: "116", seerExtended: "102", labelEn: "Carcinomas of thymus", labelRo: "Carcinoame ale timusului" },
  { level: 'extended', code: 'XIf.6', seerRecode: "116", seerExtended: "103", labelEn: "Carcinomas of breast", labelRo: "Carcinoame mamare" },
  { level: 'extended', code: 'XIf.7', seerRecode: "116", seerExtended: "104", labelEn: "Carcinomas of cervix uteri", labelRo: "Carcinoame ale colului uterin" },
  { level: 'extended', code: 'XIf.8', seerRecode: "116", seerExtended: "105", labelEn: "Carcinomas of bladder", labelRo: "Carcinoame ale vezicii urinare" },
  { level: 'extended', code: 'XIf.9', seerRecode: "116", seerExtended: "106", labelEn: "Carcinomas of eye", labelRo: "Carcinoame oculare" },
  { level: 'extended', code: 'XIf.10', seerRecode: "116", seerExtended: "107", labelEn: "Carcinomas of other specified sites", labelRo: "Carcinoame cu alte localizări specificate" },
  { level: 'extended', code: 'XIf.11', seerRecode: "116", seerExtended: "108", labelEn: "Carcinomas of unspecified site", labelRo: "Carcinoame cu localizare nespecificată" },
  { level: 'main', code: 'XII', seerRecode: null, seerExtended: null, labelEn: "Other and unspecified malignant neoplasms", labelRo: "Alte neoplasme maligne și neoplasme maligne nespecificate" },
  { level: 'subgroup', code: 'XIIa', seerRecode: "121", seerExtended: null, labelEn: "Other specified malignant tumours", labelRo: "Alte tumori maligne specificate" },
  { level: 'extended', code: 'XIIa.1', seerRecode: "121", seerExtended: "109", labelEn: "Gastrointestinal stromal tumour", labelRo: "Tumoră stromală gastrointestinală malignă" },
  { level: 'extended', code: 'XIIa.2', seerRecode: "121", seerExtended: "110", labelEn: "Pancreatoblastoma", labelRo: "Pancreatoblastom" },
  { level: 'extended', code: 'XIIa.3', seerRecode: "121", seerExtended: "111", labelEn: "Pulmonary blastoma and pleuropulmonary blastoma", labelRo: "Blastom pulmonar și blastom pleuropulmonar" },
  { level: 'extended', code: 'XIIa.4', seerRecode: "121", seerExtended: "112", labelEn: "Other complex mixed and stromal neoplasms", labelRo: "Alte neoplasme complexe mixte și stromale" },
  { level: 'extended', code: 'XIIa.5', seerRecode: "121", seerExtended: "113", labelEn: "Mesothelioma", labelRo: "Mezoteliom" },
  { level: 'extended', code: 'XIIa.6', seerRecode: "121", seerExtended: "114", labelEn: "Other specified malignant tumours", labelRo: "Alte tumori maligne specificate" },
  { level: 'subgroup', code: 'XIIb', seerRecode: "122", seerExtended: "115", labelEn: "Other unspecified malignant tumours", labelRo: "Alte tumori maligne nespecificate" },
];

/**
 * Conversion rules, in the order of the SEER IARC-2017 table (first matching rule wins).
 * Each rule: [sites, histologies, behaviours, SEER extended recode of the target group].
 * Ranges are inclusive; topography is written without the dot (C700-C729 = C70.0–C72.9).
 * Behaviour '3' = malignant only; '0-1,3' = benign and uncertain too (CNS and intracranial germ cell).
 */
export type Iccc3Rule = readonly [
  sites: string,
  histologies: string,
  behaviours: string,
  seerExtended: string,
];

// biome-ignore format: one rule per line, in source order
export const ICCC3_RULES: readonly Iccc3Rule[] = [
  ["C420,C421,C423,C424,C809", "9811-9819,9837", "3", "001"], // Precursor cell leukemias
  ["C000-C809", "9835,9836", "3", "001"], // Precursor cell leukemias
  ["C420,C421,C423,C424,C809", "9823", "3", "002"], // Mature B-cell leukemias
  ["C000-C809", "9826,9832,9833,9940", "3", "002"], // Mature B-cell leukemias
  ["C420,C421,C423,C424,C809", "9827", "3", "003"], // Mature T-cell and NK cell leukemias
  ["C000-C809", "9831,9834,9948", "3", "003"], // Mature T-cell and NK cell leukemias
  ["C420,C421,C423,C424", "9591", "3", "004"], // Lymphoid leukemia, NOS
  ["C000-C809", "9820", "3", "004"], // Lymphoid leukemia, NOS
  ["C000-C809", "9840,9861,9865-9867,9869-9874,9877-9879,9891,9895-9897,9898,9910,9911,9912,9920,9930,9931", "3", "005"], // Acute myeloid leukemias
  ["C000-C809", "9863,9875,9876,9950,9960-9964", "3", "006"], // Chronic myeloproliferative diseases
  ["C000-C809", "9945,9946,9975,9980,9982-9987,9989,9991-9993", "3", "007"], // Myelodysplastic syndrome and other myeloproliferative diseases
  ["C000-C809", "9800,9801,9805-9809,9860,9965-9968", "3", "008"], // Unspecified and other specified leukemias
  ["C000-C809", "9650-9655,9659,9661-9665,9667", "3", "009"], // Hodgkin lymphomas
  ["C000-C809", "9727-9729", "3", "010"], // Precursor cell lymphomas
  ["C000-C419,C422,C440-C779", "9811-9819,9837", "3", "010"], // Precursor cell lymphomas
  ["C000-C809", "9597,9670,9671,9673,9675,9678-9680,9684,9688-9691,9695,9698,9699,9712,9731-9735,9737,9738,9761,9762,9764-9766,9769,9970,9971", "3", "011"], // Mature B-cell lymphomas (except Burkitt lymphoma)
  ["C000-C419,C422,C440-C779", "9823", "3", "011"], // Mature B-cell lymphomas (except Burkitt lymphoma)
  ["C000-C809", "9700-9702,9705,9708,9709,9714-9719,9724-9726,9767,9768", "3", "012"], // Mature T-cell and NK-cell lymphomas
  ["C000-C419,C422,C440-C779", "9827", "3", "012"], // Mature T-cell and NK-cell lymphomas
  ["C000-C419,C422,C440-C779,C809", "9591", "3", "013"], // Non-Hodgkin lymphomas, NOS
  ["C000-C809", "9760", "3", "013"], // Non-Hodgkin lymphomas, NOS
  ["C000-C809", "9687", "3", "014"], // Burkitt lymphoma
  ["C000-C809", "9740-9742,9749,9750,9751,9754-9759", "3", "015"], // Miscellaneous lymphoreticular neoplasms
  ["C000-C809", "9590,9596", "3", "016"], // Unspecified lymphomas
  ["C000-C809", "9383,9391-9394,9396", "0-1,3", "017"], // Ependymomas
  ["C000-C809", "9390", "0-1,3", "018"], // Choroid plexus tumor
  ["C723", "9380", "0-1,3", "019"], // Astrocytomas
  ["C000-C809", "9384,9400-9411,9420-9424,9425,9440-9442", "0-1,3", "019"], // Astrocytomas
  ["C000-C809", "9470-9472,9474-9478,9480", "0-1,3", "020"], // Medulloblastomas
  ["C000-C809", "9473", "0-1,3", "021"], // Primitive neuroectodermal tumor (PNET)
  ["C700-C729", "9501-9504", "0-1,3", "022"], // Medulloepithelioma
  ["C000-C809", "9508", "0-1,3", "023"], // Atypical teratoid/rhabdoid tumor
  ["C000-C809", "9450,9451,9460", "0-1,3", "024"], // Oligodendrogliomas
  ["C700-C722,C724-C729,C751,C753", "9380", "0-1,3", "025"], // Mixed and unspecified gliomas
  ["C000-C809", "9382,9385", "0-1,3", "025"], // Mixed and unspecified gliomas
  ["C000-C809", "9381,9430,9431,9444,9445", "0-1,3", "026"], // Neuroepithelial glial tumors of uncertain origin
  ["C751", "8158,8290", "0-1,3", "027"], // Pituitary adenomas and carcinomas
  ["C000-C809", "8270-8281,8300", "0-1,3", "027"], // Pituitary adenomas and carcinomas
  ["C000-C809", "9350-9352,9432,9582", "0-1,3", "028"], // Tumours of the sellar region (craniopharyngiomas)
  ["C000-C809", "9360-9362,9395", "0-1,3", "029"], // Pineal parenchymal tumors
  ["C000-C809", "9412,9413,9492,9493,9505-9507,9509", "0-1,3", "030"], // Neuronal and mixed neuronal-glial tumors
  ["C000-C809", "9530-9539", "0-1,3", "031"], // Meningiomas
  ["C700-C729,C751-C753", "8000-8005", "0-1,3", "032"], // Unspecified intracranial and intraspinal neoplasms
  ["C000-C809", "9490,9500", "3", "033"], // Neuroblastoma and ganglioneuroblastoma
  ["C000-C809", "8680-8683,8690-8693,8700,9520-9523", "3", "034"], // Other peripheral nervous cell tumors
  ["C000-C699,C739-C768,C809", "9501-9504", "3", "034"], // Other peripheral nervous cell tumors
  ["C000-C809", "9510-9514", "3", "035"], // Retinoblastoma
  ["C000-C809", "8959,8960", "3", "036"], // Nephroblastoma
  ["C649", "8963", "3", "037"], // Rhabdoid renal tumor
  ["C000-C809", "8964-8967", "3", "038"], // Kidney sarcomas
  ["C649", "8010-8041,8050-8075,8082,8120-8122,8130-8141,8143,8155,8190-8201,8210,8211,8221-8231,8240,8241,8244-8246,8260-8263,8290,8310,8320,8323,8325,8401,8430,8440,8480-8490,8504,8510,8550,8560-8562,8570-8573,9013", "3", "039"], // Renal carcinomas
  ["C000-C809", "8311,8312,8316-8319,8361", "3", "039"], // Renal carcinomas
  ["C649", "8000-8005", "3", "040"], // Unspecified malignant renal tumors
  ["C000-C809", "8970,8975", "3", "041"], // Hepatoblastoma
  ["C220,C221", "8963", "3", "042"], // Rhabdoid hepatic tumor
  ["C220,C221", "8991", "3", "043"], // Embryonal sarcoma of liver
  ["C220,C221", "8010-8041,8050-8075,8082,8120-8122,8140,8141,8143,8148,8155,8158,8190-8201,8202,8210,8211,8230,8231,8240,8241,8244-8246,8260-8264,8310,8320,8323,8401,8430,8440,8470,8480-8490,8503,8504,8510,8550,8560-8562,8570-8573,9013", "3", "044"], // Hepatic carcinomas
  ["C000-C809", "8160-8162,8170-8180", "3", "044"], // Hepatic carcinomas
  ["C220,C221", "8000-8005", "3", "045"], // Unspecified malignant hepatic tumors
  ["C400-C419,C760-C768,C809", "9180-9187,9191-9195,9200", "3", "046"], // Osteosarcomas
  ["C400-C419,C760-C768,C809", "9210,9220,9240", "3", "047"], // Chondrosarcomas
  ["C000-C809", "9211-9213,9221,9222,9230,9241-9243", "3", "047"], // Chondrosarcomas
  ["C400-C419", "9231", "3", "047"], // Chondrosarcomas
  ["C400-C419,C760-C768,C809", "9260", "3", "048"], // Ewing tumor and Askin tumor of bone
  ["C400-C419", "9365", "3", "048"], // Ewing tumor and Askin tumor of bone
  ["C400-C419", "9364", "3", "049"], // Peripheral neuroectodermal tumor (pPNET) of bone
  ["C400-C419", "8810,8811,8818,8823,8830", "3", "050"], // Malignant fibrous neoplasms of bone
  ["C000-C809", "8812,9262", "3", "050"], // Malignant fibrous neoplasms of bone
  ["C000-C809", "9370-9372", "3", "051"], // Malignant chordomas
  ["C000-C809", "9270-9275,9280-9282,9290,9300-9302,9310-9312,9320-9322,9330,9340-9342", "3", "052"], // Odontogenic malignant tumors
  ["C000-C809", "9250,9261", "3", "053"], // Miscellaneous malignant bone tumors
  ["C400-C419", "8000-8005,8800,8801,8803-8805", "3", "054"], // Unspecified malignant bone tumors
  ["C000-C809", "8900-8905,8910,8912,8920", "3", "055"], // Rhabdomyosarcomas
  ["C000-C218,C239-C809", "8991", "3", "055"], // Rhabdomyosarcomas
  ["C000-C399,C440-C768,C809", "8810,8811,8813-8817,8821,8823,8834-8835", "3", "056"], // Fibroblastic and myofibroblastic tumors
  ["C000-C809", "8820,8822,8824-8828,9150,9160", "3", "056"], // Fibroblastic and myofibroblastic tumors
  ["C000-C809", "9540-9571", "3", "057"], // Nerve sheath tumors
  ["C000-C809", "9491,9580", "3", "058"], // Other fibromatous neoplasms
  ["C000-C809", "9140", "3", "059"], // Kaposi sarcoma
  ["C000-C399,C440-C449,C470-C759", "9260", "3", "060"], // Ewing tumor and Askin tumor of soft tissue
  ["C000-C399,C470-C639,C659-C768,C809", "9365", "3", "060"], // Ewing tumor and Askin tumor of soft tissue
  ["C000-C399,C440-C449,C470-C699,C739-C768,C809", "9364", "3", "061"], // Peripheral neuroectodermal tumor (pPNET) of soft tissue
  ["C000-C218,C239-C639,C659-C699,C739-C768,C809", "8963", "3", "062"], // Extrarenal extrahepatic rhabdoid tumor
  ["C000-C809", "8850-8859,8860-8862,8870,8880,8881", "3", "063"], // Liposarcomas
  ["C000-C399,C440-C768,C809", "8830", "3", "064"], // Fibrohistiocytic tumors
  ["C000-C809", "8831-8833,8836,9251,9252", "3", "064"], // Fibrohistiocytic tumors
  ["C000-C809", "8890-8898", "3", "065"], // Leiomyosarcomas
  ["C000-C809", "9040-9044", "3", "066"], // Synovial sarcomas
  ["C000-C809", "9120-9126,9130-9133,9135-9138,9141,9142,9161,9170-9175", "3", "067"], // Blood vessel tumors
  ["C220,C300-C388,C470-C509,C600-C619,C649,C670-C679,C696,C700-C729", "9180-9187,9191-9195,9200,9210,9220,9240", "3", "068"], // Osseous and chondromatous neoplasms of soft tissue
  ["C000-C399,C440-C768,C809", "9231", "3", "068"], // Osseous and chondromatous neoplasms of soft tissue
  ["C000-C809", "9581", "3", "069"], // Alveolar soft parts sarcoma
  ["C000-C809", "8587,8710-8714,8806,8840-8842,8921,8990,8992,9045,9366-9368,9373", "3", "070"], // Miscellaneous soft tissue sarcomas
  ["C000-C399,C440-C768,C809", "8800-8805", "3", "071"], // Unspecified soft tissue sarcomas
  ["C700-C729,C751-C753", "9060-9065", "0-1,3", "072"], // Intracranial and intraspinal germinomas
  ["C700-C729,C751-C753", "9080-9084", "0-1,3", "073"], // Intracranial and intraspinal teratomas
  ["C700-C729,C751-C753", "9070,9072", "0-1,3", "074"], // Intracranial and intraspinal embryonal carcinomas
  ["C700-C729,C751-C753", "9071", "0-1,3", "075"], // Intracranial and intraspinal yolk sac tumor
  ["C700-C729,C751-C753", "9100,9101", "0-1,3", "076"], // Intracranial and intraspinal choriocarcinoma
  ["C700-C729,C751-C753", "9085", "0-1,3", "077"], // Intracranial and intraspinal tumors of mixed forms
  ["C000-C559,C570-C619,C630-C699,C739-C750,C754-C768,C809", "9060-9065", "3", "078"], // Malignant germinomas of extracranial and extragonadal sites
  ["C000-C559,C570-C619,C630-C699,C739-C750,C754-C768,C809", "9080-9084", "3", "079"], // Malignant teratomas of extracranial and extragonadal sites
  ["C000-C559,C570-C619,C630-C699,C739-C750,C754-C768,C809", "9070,9072", "3", "080"], // Embryonal carcinomas of extracranial and extragonadal sites
  ["C000-C559,C570-C619,C630-C699,C739-C750,C754-C768,C809", "9071", "3", "081"], // Yolk sac tumor of extracranial and extragonadal sites
  ["C000-C559,C570-C619,C630-C699,C739-C750,C754-C768,C809", "9100,9101,9103-9105", "3", "082"], // Choriocarcinomas of extracranial and extragonadal sites
  ["C000-C559,C570-C619,C630-C699,C739-C750,C754-C768,C809", "9085,9086", "3", "083"], // Oth/unspec malig mixed germ cell tumors of extracranial/extragonadal
  ["C569,C620-C629", "9060-9065", "3", "084"], // Malignant gonadal germinomas
  ["C569,C620-C629", "9080-9084,9090,9091", "3", "085"], // Malignant gonadal teratomas
  ["C569,C620-C629", "9070,9072", "3", "086"], // Gonadal embryonal carcinomas
  ["C569,C620-C629", "9071", "3", "087"], // Gonadal yolk sac tumor
  ["C569,C620-C629", "9100-9105", "3", "088"], // Gonadal choriocarcinoma
  ["C569,C620-C629", "9085", "3", "089"], // Malignant gonadal tumors of mixed forms
  ["C569,C620-C629", "9073", "3", "090"], // Malignant gonadal gonadoblastoma
  ["C569,C620-C629", "8010-8041,8044,8050-8075,8082,8120-8123,8130-8141,8143,8153,8190-8201,8210,8211,8213,8221-8241,8244-8246,8260-8263,8290,8310,8320,8323,8380-8384,8430,8440-8442,8450,8470,8480-8490,8504,8510,8550,8560-8562,8570-8573,9000,9014,9111", "3", "091"], // Gonadal carcinomas
  ["C000-C809", "8313,8443,8444,8451,8474,9015", "3", "091"], // Gonadal carcinomas
  ["C569", "8158,8243,8410,8452,8460-8463,8471-8473,8576", "3", "091"], // Gonadal carcinomas
  ["C000-C809", "8590-8671", "3", "092"], // Other and unspecified malignant gonadal tumors
  ["C569,C620-C629", "8000-8005", "3", "092"], // Other and unspecified malignant gonadal tumors
  ["C740", "8158", "3", "093"], // Adrenocortical carcinomas
  ["C000-C809", "8370-8375", "3", "093"], // Adrenocortical carcinomas
  ["C739", "8010-8041,8050-8075,8082,8120-8122,8130-8141,8158,8190,8200,8201,8211,8230,8231,8244-8246,8260-8263,8290,8310,8320,8323,8324,8333,8430,8440,8480,8481,8510,8560-8562,8570-8573,8589,9111", "3", "094"], // Thyroid carcinomas
  ["C000-C809", "8330-8332,8334-8337,8340-8349,8350,8588", "3", "094"], // Thyroid carcinomas
  ["C110-C119", "8010-8041,8050-8075,8082,8083,8120-8122,8130-8141,8190,8200,8201,8211,8230,8231,8244-8246,8260-8263,8290,8310,8320,8323,8430,8440,8480,8481,8500-8551,8560-8562,8570-8576,9111", "3", "095"], // Nasopharyngeal carcinomas
  ["C000-C809", "8720-8780,8790", "3", "096"], // Malignant melanomas
  ["C440-C449,C519,C609,C632", "8010-8041,8050-8075,8078,8081,8082,8090-8098,8100-8110,8140,8143,8147,8190,8200,8211,8240,8246,8247,8260,8263,8310,8320,8323,8390-8420,8430,8480,8540,8542,8560,8570-8573,9111", "3", "097"], // Skin carcinomas
  ["C079-C089", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "098"], // Carcinomas of salivary glands
  ["C180,C182-C189,C199,C209,C210-C218", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "099"], // Carcinomas of colon and rectum
  ["C181", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "100"], // Carcinomas of appendix
  ["C340-C349", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "101"], // Carcinomas of lung
  ["C379", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "102"], // Carcinomas of thymus
  ["C500-C509", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "103"], // Carcinomas of breast
  ["C530-C539", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "104"], // Carcinomas of cervix uteri
  ["C670-C679", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "105"], // Carcinomas of bladder
  ["C690-C699", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "106"], // Carcinomas of eye
  ["C000-C069,C090-C109,C129-C179,C239-C339,C380-C399,C480-C488,C510-C518,C529,C540-C559,C570-C608,C619,C630-C631,C637-C639,C659-C669,C680-C689,C700-C729,C750-C759", "8010-8077,8080-8086,8098,8120-8157,8163,8190-8265,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "107"], // Carcinomas of other specified sites
  ["C000-C069,C090-C109,C129-C179,C239-C339,C380-C399,C480-C488,C510-C529,C540-C559,C570-C619,C630-C639,C659-C669,C680-C689,C750,C752-C759", "8158,8290", "3", "107"], // Carcinomas of other specified sites
  ["C760-C768,C809", "8010-8077,8080-8086,8098,8120-8158,8163,8190-8265,8290,8310,8314-8315,8320-8324,8333,8360,8380-8384,8401,8402,8405,8406,8410,8430-8442,8450,8452-8455,8460,8461,8470,8480-8586,8589,8941,8983,9000,9010-9014,9016,9020,9030,9111", "3", "108"], // Carcinomas of unspecified site
  ["C000-C809", "8936", "3", "109"], // Malignant gastrointestinal stromal tumor
  ["C000-C809", "8971", "3", "110"], // Pancreatoblastoma
  ["C000-C809", "8972,8973", "3", "111"], // Pulmonary blastoma and pleuropulmonary blastoma
  ["C000-C809", "8930-8935,8940,8950,8951,8974,8976,8980-8982", "3", "112"], // Other complex mixed and stromal neoplasms
  ["C000-C809", "9050-9055", "3", "113"], // Mesothelioma
  ["C000-C809", "9110,9363", "3", "114"], // Other specified malignant tumors
  ["C000-C218,C239-C399,C420-C559,C570-C619,C630-C639,C659-C699,C739-C750,C754-C809", "8000-8005", "3", "115"], // Other unspecified malignant tumors
];
