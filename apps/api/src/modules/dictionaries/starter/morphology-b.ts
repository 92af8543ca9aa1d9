// ICD-O-3.1 morphology codes of childhood cancers, 9200–9999 (bone, CNS, neural, lymphoid and myeloid
// neoplasms). Same format and review status as morphology-a.ts.
export const MORPHOLOGY_9200_9999 = `
9220/3|Chondrosarcoma, NOS|Condrosarcom, FAS
9221/3|Juxtacortical chondrosarcoma|Condrosarcom juxtacortical
9230/3|Chondroblastoma, malignant|Condroblastom malign
9231/3|Myxoid chondrosarcoma|Condrosarcom mixoid
9240/3|Mesenchymal chondrosarcoma|Condrosarcom mezenchimal
9242/3|Clear cell chondrosarcoma|Condrosarcom cu celule clare
9243/3|Dedifferentiated chondrosarcoma|Condrosarcom dediferențiat
9250/3|Giant cell tumor of bone, malignant|Tumoră osoasă malignă cu celule gigante
9251/3|Malignant giant cell tumor of soft parts|Tumoră malignă cu celule gigante a părților moi
9252/3|Malignant tenosynovial giant cell tumor|Tumoră tenosinovială malignă cu celule gigante
9260/3|Ewing sarcoma|Sarcom Ewing
9261/3|Adamantinoma of long bones|Adamantinom al oaselor lungi
9270/3|Odontogenic tumor, malignant|Tumoră odontogenă malignă
9290/3|Ameloblastic odontosarcoma|Odontosarcom ameloblastic
9310/3|Ameloblastoma, malignant|Ameloblastom malign
9330/3|Ameloblastic fibrosarcoma|Fibrosarcom ameloblastic
9342/3|Odontogenic carcinosarcoma|Carcinosarcom odontogen
9350/1|Craniopharyngioma|Craniofaringiom
9351/1|Craniopharyngioma, adamantinomatous|Craniofaringiom adamantinomatos
9352/1|Craniopharyngioma, papillary|Craniofaringiom papilar
9360/1|Pinealoma|Pinealom
9361/1|Pineocytoma|Pineocitom
9362/3|Pineoblastoma|Pineoblastom
9364/3|Peripheral neuroectodermal tumor|Tumoră neuroectodermală periferică
9365/3|Askin tumor|Tumoră Askin
9370/3|Chordoma, NOS|Cordom, FAS
9371/3|Chondroid chordoma|Cordom condroid
9372/3|Dedifferentiated chordoma|Cordom dediferențiat
9380/3|Glioma, malignant|Gliom malign
9381/3|Gliomatosis cerebri|Gliomatoză cerebrală
9382/3|Mixed glioma|Gliom mixt
9383/1|Subependymoma|Subependimom
9384/1|Subependymal giant cell astrocytoma|Astrocitom subependimar cu celule gigante
9390/0|Choroid plexus papilloma, NOS|Papilom de plex coroid, FAS
9390/1|Atypical choroid plexus papilloma|Papilom atipic de plex coroid
9390/3|Choroid plexus carcinoma|Carcinom de plex coroid
9391/3|Ependymoma, NOS|Ependimom, FAS
9392/3|Ependymoma, anaplastic|Ependimom anaplazic
9393/3|Papillary ependymoma|Ependimom papilar
9394/1|Myxopapillary ependymoma|Ependimom mixopapilar
9395/3|Papillary tumor of the pineal region|Tumoră papilară a regiunii pineale
9400/3|Astrocytoma, NOS|Astrocitom, FAS
9401/3|Astrocytoma, anaplastic|Astrocitom anaplazic
9410/3|Protoplasmic astrocytoma|Astrocitom protoplasmatic
9411/3|Gemistocytic astrocytoma|Astrocitom gemistocitic
9412/1|Desmoplastic infantile astrocytoma|Astrocitom infantil desmoplazic
9413/0|Dysembryoplastic neuroepithelial tumor|Tumoră neuroepitelială disembrioplazică
9420/3|Fibrillary astrocytoma|Astrocitom fibrilar
9421/1|Pilocytic astrocytoma|Astrocitom pilocitic
9423/3|Polar spongioblastoma|Spongioblastom polar
9424/3|Pleomorphic xanthoastrocytoma|Xantoastrocitom pleomorf
9425/3|Pilomyxoid astrocytoma|Astrocitom pilomixoid
9430/3|Astroblastoma|Astroblastom
9431/1|Angiocentric glioma|Gliom angiocentric
9432/1|Pituicytoma|Pituicitom
9440/3|Glioblastoma, NOS|Glioblastom, FAS
9441/3|Giant cell glioblastoma|Glioblastom cu celule gigante
9442/1|Gliofibroma|Gliofibrom
9442/3|Gliosarcoma|Gliosarcom
9444/1|Chordoid glioma|Gliom cordoid
9450/3|Oligodendroglioma, NOS|Oligodendrogliom, FAS
9451/3|Oligodendroglioma, anaplastic|Oligodendrogliom anaplazic
9470/3|Medulloblastoma, NOS|Meduloblastom, FAS
9471/3|Desmoplastic nodular medulloblastoma|Meduloblastom nodular desmoplazic
9472/3|Medullomyoblastoma|Medulomioblastom
9473/3|Primitive neuroectodermal tumor, NOS|Tumoră neuroectodermală primitivă, FAS
9474/3|Large cell medulloblastoma|Meduloblastom cu celule mari
9490/3|Ganglioneuroblastoma|Ganglioneuroblastom
9492/0|Gangliocytoma|Gangliocitom
9493/0|Dysplastic gangliocytoma of cerebellum (Lhermitte-Duclos)|Gangliocitom displazic al cerebelului (Lhermitte-Duclos)
9500/3|Neuroblastoma, NOS|Neuroblastom, FAS
9501/0|Medulloepithelioma, benign|Meduloepiteliom benign
9501/3|Medulloepithelioma, NOS|Meduloepiteliom, FAS
9502/0|Teratoid medulloepithelioma, benign|Meduloepiteliom teratoid benign
9502/3|Teratoid medulloepithelioma|Meduloepiteliom teratoid
9503/3|Neuroepithelioma, NOS|Neuroepiteliom, FAS
9504/3|Spongioneuroblastoma|Spongioneuroblastom
9505/1|Ganglioglioma, NOS|Gangliogliom, FAS
9505/3|Ganglioglioma, anaplastic|Gangliogliom anaplazic
9506/1|Central neurocytoma|Neurocitom central
9507/0|Pacinian tumor|Tumoră paciniană
9508/3|Atypical teratoid/rhabdoid tumor|Tumoră teratoidă/rabdoidă atipică
9509/1|Papillary glioneuronal tumor|Tumoră glioneuronală papilară
9510/3|Retinoblastoma, NOS|Retinoblastom, FAS
9511/3|Retinoblastoma, differentiated|Retinoblastom diferențiat
9512/3|Retinoblastoma, undifferentiated|Retinoblastom nediferențiat
9513/3|Retinoblastoma, diffuse|Retinoblastom difuz
9520/3|Olfactory neurogenic tumor|Tumoră neurogenă olfactivă
9521/3|Olfactory neurocytoma|Neurocitom olfactiv
9522/3|Olfactory neuroblastoma|Neuroblastom olfactiv
9523/3|Olfactory neuroepithelioma|Neuroepiteliom olfactiv
9530/0|Meningioma, NOS|Meningiom, FAS
9530/1|Meningiomatosis, NOS|Meningiomatoză, FAS
9530/3|Meningioma, malignant|Meningiom malign
9531/0|Meningothelial meningioma|Meningiom meningotelial
9532/0|Fibrous meningioma|Meningiom fibros
9533/0|Psammomatous meningioma|Meningiom psamomatos
9534/0|Angiomatous meningioma|Meningiom angiomatos
9537/0|Transitional meningioma|Meningiom tranzițional
9538/1|Clear cell meningioma|Meningiom cu celule clare
9538/3|Papillary meningioma|Meningiom papilar
9539/1|Atypical meningioma|Meningiom atipic
9539/3|Meningeal sarcomatosis|Sarcomatoză meningeală
9540/3|Malignant peripheral nerve sheath tumor|Tumoră malignă a tecii nervilor periferici
9561/3|Malignant peripheral nerve sheath tumor with rhabdomyoblastic differentiation|Tumoră malignă a tecii nervilor periferici cu diferențiere rabdomioblastică
9571/3|Perineurioma, malignant|Perineuriom malign
9580/3|Granular cell tumor, malignant|Tumoră malignă cu celule granulare
9581/3|Alveolar soft part sarcoma|Sarcom alveolar de părți moi
9582/0|Granular cell tumor of the sellar region|Tumoră cu celule granulare a regiunii selare
9590/3|Malignant lymphoma, NOS|Limfom malign, FAS
9591/3|Malignant lymphoma, non-Hodgkin, NOS|Limfom malign non-Hodgkin, FAS
9596/3|Composite Hodgkin and non-Hodgkin lymphoma|Limfom compozit Hodgkin și non-Hodgkin
9597/3|Primary cutaneous follicle centre lymphoma|Limfom cutanat primar centrofolicular
9650/3|Hodgkin lymphoma, NOS|Limfom Hodgkin, FAS
9651/3|Hodgkin lymphoma, lymphocyte-rich|Limfom Hodgkin bogat în limfocite
9652/3|Hodgkin lymphoma, mixed cellularity, NOS|Limfom Hodgkin cu celularitate mixtă, FAS
9653/3|Hodgkin lymphoma, lymphocyte depletion, NOS|Limfom Hodgkin cu depleție limfocitară, FAS
9654/3|Hodgkin lymphoma, lymphocyte depletion, diffuse fibrosis|Limfom Hodgkin cu depleție limfocitară, fibroză difuză
9655/3|Hodgkin lymphoma, lymphocyte depletion, reticular|Limfom Hodgkin cu depleție limfocitară, reticular
9659/3|Hodgkin lymphoma, nodular lymphocyte predominance|Limfom Hodgkin nodular cu predominanță limfocitară
9663/3|Hodgkin lymphoma, nodular sclerosis, NOS|Limfom Hodgkin cu scleroză nodulară, FAS
9664/3|Hodgkin lymphoma, nodular sclerosis, cellular phase|Limfom Hodgkin cu scleroză nodulară, faza celulară
9665/3|Hodgkin lymphoma, nodular sclerosis, grade 1|Limfom Hodgkin cu scleroză nodulară, grad 1
9667/3|Hodgkin lymphoma, nodular sclerosis, grade 2|Limfom Hodgkin cu scleroză nodulară, grad 2
9670/3|Malignant lymphoma, small B lymphocytic, NOS|Limfom malign limfocitic cu celule B mici, FAS
9671/3|Malignant lymphoma, lymphoplasmacytic|Limfom malign limfoplasmocitar
9673/3|Mantle cell lymphoma|Limfom cu celule de manta
9678/3|Primary effusion lymphoma|Limfom primar al seroaselor
9679/3|Mediastinal large B-cell lymphoma|Limfom mediastinal cu celule B mari
9680/3|Malignant lymphoma, large B-cell, diffuse, NOS|Limfom malign difuz cu celule B mari, FAS
9684/3|Malignant lymphoma, large B-cell, diffuse, immunoblastic, NOS|Limfom malign difuz cu celule B mari, imunoblastic, FAS
9687/3|Burkitt lymphoma, NOS|Limfom Burkitt, FAS
9688/3|T-cell/histiocyte rich large B-cell lymphoma|Limfom cu celule B mari bogat în celule T/histiocite
9689/3|Splenic marginal zone B-cell lymphoma|Limfom splenic de zonă marginală cu celule B
9690/3|Follicular lymphoma, NOS|Limfom folicular, FAS
9691/3|Follicular lymphoma, grade 2|Limfom folicular, grad 2
9695/3|Follicular lymphoma, grade 1|Limfom folicular, grad 1
9698/3|Follicular lymphoma, grade 3|Limfom folicular, grad 3
9699/3|Marginal zone B-cell lymphoma, NOS|Limfom de zonă marginală cu celule B, FAS
9700/3|Mycosis fungoides|Micoză fungoidă
9701/3|Sezary syndrome|Sindrom Sézary
9702/3|Mature T-cell lymphoma, NOS|Limfom cu celule T mature, FAS
9705/3|Angioimmunoblastic T-cell lymphoma|Limfom angioimunoblastic cu celule T
9708/3|Subcutaneous panniculitis-like T-cell lymphoma|Limfom cu celule T subcutanat de tip paniculită
9709/3|Cutaneous T-cell lymphoma, NOS|Limfom cutanat cu celule T, FAS
9712/3|Intravascular large B-cell lymphoma|Limfom intravascular cu celule B mari
9714/3|Anaplastic large cell lymphoma, T cell and Null cell type|Limfom anaplazic cu celule mari, tip T și celule nule
9716/3|Hepatosplenic T-cell lymphoma|Limfom hepatosplenic cu celule T
9717/3|Intestinal T-cell lymphoma|Limfom intestinal cu celule T
9718/3|Primary cutaneous CD30+ T-cell lymphoproliferative disorder|Boală limfoproliferativă cutanată primară cu celule T CD30+
9719/3|NK/T-cell lymphoma, nasal and nasal-type|Limfom cu celule NK/T, nazal și de tip nazal
9724/3|Systemic EBV positive T-cell lymphoproliferative disease of childhood|Boală limfoproliferativă sistemică cu celule T EBV pozitivă a copilăriei
9725/3|Hydroa vacciniforme-like lymphoma|Limfom de tip hidroa vacciniform
9726/3|Primary cutaneous gamma-delta T-cell lymphoma|Limfom cutanat primar cu celule T gamma-delta
9727/3|Precursor cell lymphoblastic lymphoma, NOS|Limfom limfoblastic cu celule precursoare, FAS
9728/3|Precursor B-cell lymphoblastic lymphoma|Limfom limfoblastic cu precursori B
9729/3|Precursor T-cell lymphoblastic lymphoma|Limfom limfoblastic cu precursori T
9731/3|Plasmacytoma, NOS|Plasmocitom, FAS
9732/3|Multiple myeloma|Mielom multiplu
9733/3|Plasma cell leukemia|Leucemie cu plasmocite
9734/3|Plasmacytoma, extramedullary|Plasmocitom extramedular
9735/3|Plasmablastic lymphoma|Limfom plasmablastic
9737/3|ALK positive large B-cell lymphoma|Limfom cu celule B mari ALK pozitiv
9738/3|Large B-cell lymphoma arising in HHV8-associated multicentric Castleman disease|Limfom cu celule B mari apărut în boala Castleman multicentrică asociată HHV8
9740/3|Mast cell sarcoma|Sarcom cu mastocite
9741/3|Malignant mastocytosis|Mastocitoză malignă
9742/3|Mast cell leukemia|Leucemie cu mastocite
9750/3|Malignant histiocytosis|Histiocitoză malignă
9751/3|Langerhans cell histiocytosis, NOS|Histiocitoză cu celule Langerhans, FAS
9755/3|Histiocytic sarcoma|Sarcom histiocitar
9756/3|Langerhans cell sarcoma|Sarcom cu celule Langerhans
9757/3|Interdigitating dendritic cell sarcoma|Sarcom cu celule dendritice interdigitate
9758/3|Follicular dendritic cell sarcoma|Sarcom cu celule dendritice foliculare
9759/3|Fibroblastic reticular cell tumor|Tumoră cu celule reticulare fibroblastice
9760/3|Immunoproliferative disease, NOS|Boală imunoproliferativă, FAS
9761/3|Waldenstrom macroglobulinemia|Macroglobulinemie Waldenström
9762/3|Heavy chain disease, NOS|Boala lanțurilor grele, FAS
9764/3|Immunoproliferative small intestinal disease|Boală imunoproliferativă a intestinului subțire
9800/3|Leukemia, NOS|Leucemie, FAS
9801/3|Acute leukemia, NOS|Leucemie acută, FAS
9805/3|Acute biphenotypic leukemia|Leucemie acută bifenotipică
9806/3|Mixed phenotype acute leukemia with t(9;22)(q34;q11.2); BCR-ABL1|Leucemie acută cu fenotip mixt cu t(9;22)(q34;q11.2); BCR-ABL1
9807/3|Mixed phenotype acute leukemia with t(v;11q23); MLL rearranged|Leucemie acută cu fenotip mixt cu t(v;11q23); rearanjare MLL
9808/3|Mixed phenotype acute leukemia, B/myeloid, NOS|Leucemie acută cu fenotip mixt B/mieloid, FAS
9809/3|Mixed phenotype acute leukemia, T/myeloid, NOS|Leucemie acută cu fenotip mixt T/mieloid, FAS
9811/3|B lymphoblastic leukemia/lymphoma, NOS|Leucemie/limfom limfoblastic(ă) B, FAS
9812/3|B lymphoblastic leukemia/lymphoma with t(9;22)(q34;q11.2); BCR-ABL1|Leucemie/limfom limfoblastic(ă) B cu t(9;22)(q34;q11.2); BCR-ABL1
9813/3|B lymphoblastic leukemia/lymphoma with t(v;11q23); MLL rearranged|Leucemie/limfom limfoblastic(ă) B cu t(v;11q23); rearanjare MLL
9814/3|B lymphoblastic leukemia/lymphoma with t(12;21)(p13;q22); TEL-AML1 (ETV6-RUNX1)|Leucemie/limfom limfoblastic(ă) B cu t(12;21)(p13;q22); TEL-AML1 (ETV6-RUNX1)
9815/3|B lymphoblastic leukemia/lymphoma with hyperdiploidy|Leucemie/limfom limfoblastic(ă) B cu hiperdiploidie
9816/3|B lymphoblastic leukemia/lymphoma with hypodiploidy (Hypodiploid ALL)|Leucemie/limfom limfoblastic(ă) B cu hipodiploidie (LAL hipodiploidă)
9817/3|B lymphoblastic leukemia/lymphoma with t(5;14)(q31;q32); IL3-IGH|Leucemie/limfom limfoblastic(ă) B cu t(5;14)(q31;q32); IL3-IGH
9818/3|B lymphoblastic leukemia/lymphoma with t(1;19)(q23;p13.3); E2A-PBX1 (TCF3-PBX1)|Leucemie/limfom limfoblastic(ă) B cu t(1;19)(q23;p13.3); E2A-PBX1 (TCF3-PBX1)
9820/3|Lymphoid leukemia, NOS|Leucemie limfoidă, FAS
9823/3|B-cell chronic lymphocytic leukemia/small lymphocytic lymphoma|Leucemie limfocitară cronică cu celule B/limfom limfocitic cu celule mici
9826/3|Burkitt cell leukemia|Leucemie cu celule Burkitt
9827/3|Adult T-cell leukemia/lymphoma (HTLV-1 positive)|Leucemie/limfom cu celule T al adultului (HTLV-1 pozitiv)
9831/3|T-cell large granular lymphocytic leukemia|Leucemie cu limfocite T mari granulare
9832/3|Prolymphocytic leukemia, NOS|Leucemie prolimfocitară, FAS
9833/3|Prolymphocytic leukemia, B-cell type|Leucemie prolimfocitară, tip cu celule B
9834/3|Prolymphocytic leukemia, T-cell type|Leucemie prolimfocitară, tip cu celule T
9835/3|Precursor cell lymphoblastic leukemia, NOS|Leucemie limfoblastică cu celule precursoare, FAS
9836/3|Precursor B-cell lymphoblastic leukemia|Leucemie limfoblastică cu precursori B
9837/3|Precursor T-cell lymphoblastic leukemia|Leucemie limfoblastică cu precursori T
9840/3|Acute myeloid leukemia, M6 type|Leucemie acută mieloidă, tip M6
9860/3|Myeloid leukemia, NOS|Leucemie mieloidă, FAS
9861/3|Acute myeloid leukemia, NOS|Leucemie acută mieloidă, FAS
9863/3|Chronic myeloid leukemia, NOS|Leucemie mieloidă cronică, FAS
9865/3|Acute myeloid leukemia with t(6;9)(p23;q34); DEK-NUP214|Leucemie acută mieloidă cu t(6;9)(p23;q34); DEK-NUP214
9866/3|Acute promyelocytic leukemia, t(15;17)(q22;q11-12)|Leucemie acută promielocitară, t(15;17)(q22;q11-12)
9867/3|Acute myelomonocytic leukemia|Leucemie acută mielomonocitară
9869/3|Acute myeloid leukemia with inv(3)(q21;q26.2) or t(13.3)(q21;q26.2); RPN1-EVI1|Leucemie acută mieloidă cu inv(3)(q21;q26.2) sau t(3;3)(q21;q26.2); RPN1-EVI1
9870/3|Acute basophilic leukemia|Leucemie acută bazofilă
9871/3|Acute myeloid leukemia with abnormal marrow eosinophils|Leucemie acută mieloidă cu eozinofile medulare anormale
9872/3|Acute myeloid leukemia, minimal differentiation|Leucemie acută mieloidă cu diferențiere minimă
9873/3|Acute myeloid leukemia without maturation|Leucemie acută mieloidă fără maturare
9874/3|Acute myeloid leukemia with maturation|Leucemie acută mieloidă cu maturare
9875/3|Chronic myelogenous leukemia, BCR/ABL positive|Leucemie mieloidă cronică BCR/ABL pozitivă
9876/3|Atypical chronic myeloid leukemia, BCR/ABL negative|Leucemie mieloidă cronică atipică BCR/ABL negativă
9891/3|Acute monocytic leukemia|Leucemie acută monocitară
9895/3|Acute myeloid leukemia with myelodysplasia-related changes|Leucemie acută mieloidă cu modificări asociate mielodisplaziei
9896/3|Acute myeloid leukemia, t(8;21)(q22;q22)|Leucemie acută mieloidă, t(8;21)(q22;q22)
9897/3|Acute myeloid leukemia, 11q23 abnormalities|Leucemie acută mieloidă cu anomalii 11q23
9898/3|Myeloid leukemia associated with Down Syndrome|Leucemie mieloidă asociată sindromului Down
9910/3|Acute megakaryoblastic leukemia|Leucemie acută megacarioblastică
9911/3|Acute myeloid leukemia (megakaryoblastic) with t(1;22)(p13;q13); RBM15-MKL1|Leucemie acută mieloidă (megacarioblastică) cu t(1;22)(p13;q13); RBM15-MKL1
9920/3|Therapy related myeloid neoplasm|Neoplasm mieloid asociat tratamentului
9930/3|Myeloid sarcoma|Sarcom mieloid
9931/3|Acute panmyelosis with myelofibrosis|Panmieloză acută cu mielofibroză
9940/3|Hairy cell leukemia|Leucemie cu celule păroase
9945/3|Chronic myelomonocytic leukemia, NOS|Leucemie mielomonocitară cronică, FAS
9946/3|Juvenile myelomonocytic leukemia|Leucemie mielomonocitară juvenilă
9948/3|Aggressive NK-cell leukemia|Leucemie agresivă cu celule NK
9950/3|Polycythemia vera|Policitemia vera
9960/3|Myeloproliferative neoplasm, NOS|Neoplasm mieloproliferativ, FAS
9961/3|Primary myelofibrosis|Mielofibroză primară
9962/3|Essential thrombocythemia|Trombocitemie esențială
9963/3|Chronic neutrophilic leukemia|Leucemie neutrofilică cronică
9964/3|Chronic eosinophilic leukemia, NOS|Leucemie eozinofilică cronică, FAS
9965/3|Myeloid and lymphoid neoplasms with PDGFRA rearrangement|Neoplasme mieloide și limfoide cu rearanjare PDGFRA
9966/3|Myeloid neoplasms with PDGFRB rearrangement|Neoplasme mieloide cu rearanjare PDGFRB
9967/3|Myeloid and lymphoid neoplasms with FGFR1 abnormalities|Neoplasme mieloide și limfoide cu anomalii FGFR1
9971/3|Polymorphic post transplant lymphoproliferative disorder|Boală limfoproliferativă polimorfă posttransplant
9975/3|Myeloproliferative neoplasm, unclassifiable|Neoplasm mieloproliferativ neclasificabil
9980/3|Refractory anemia|Anemie refractară
9982/3|Refractory anemia with sideroblasts|Anemie refractară cu sideroblaști
9983/3|Refractory anemia with excess blasts|Anemie refractară cu exces de blaști
9985/3|Refractory cytopenia with multilineage dysplasia|Citopenie refractară cu displazie multiliniară
9986/3|Myelodysplastic syndrome with 5q deletion (5q-) syndrome|Sindrom mielodisplazic cu deleție 5q (sindrom 5q-)
9987/3|Therapy-related myelodysplastic syndrome, NOS|Sindrom mielodisplazic asociat tratamentului, FAS
9989/3|Myelodysplastic syndrome, NOS|Sindrom mielodisplazic, FAS
9991/3|Refractory neutropenia|Neutropenie refractară
9992/3|Refractory thrombocytopenia|Trombocitopenie refractară
`;
