// ICD-O-3.1 morphology codes of childhood cancers, 8000–9199: every code an ICCC-3 (IARC 2017) group
// names explicitly. One line per code: `code|English term|Romanian term`. The Romanian terms were
// written for this project (FAS = fără altă specificație, the Romanian NOS) and await clinical review.
export const MORPHOLOGY_8000_9199 = `
8000/0|Neoplasm, benign|Neoplasm benign
8000/1|Neoplasm, uncertain whether benign or malignant|Neoplasm incert dacă benign sau malign
8000/3|Neoplasm, malignant|Neoplasm malign
8001/0|Tumor cells, benign|Celule tumorale benigne
8001/1|Tumor cells, uncertain whether benign or malignant|Celule tumorale, incert dacă benigne sau maligne
8001/3|Tumor cells, malignant|Celule tumorale maligne
8002/3|Malignant tumor, small cell type|Tumoră malignă, tip cu celule mici
8003/3|Malignant tumor, giant cell type|Tumoră malignă, tip cu celule gigante
8004/3|Malignant tumor, spindle cell type|Tumoră malignă, tip cu celule fusiforme
8005/0|Clear cell tumor, NOS|Tumoră cu celule clare, FAS
8005/3|Malignant tumor, clear cell type|Tumoră malignă, tip cu celule clare
8010/3|Carcinoma, NOS|Carcinom, FAS
8011/3|Epithelioma, malignant|Epiteliom malign
8012/3|Large cell carcinoma, NOS|Carcinom cu celule mari, FAS
8013/3|Large cell neuroendocrine carcinoma|Carcinom neuroendocrin cu celule mari
8014/3|Large cell carcinoma with rhabdoid phenotype|Carcinom cu celule mari cu fenotip rabdoid
8015/3|Glassy cell carcinoma|Carcinom cu celule sticloase
8020/3|Carcinoma, undifferentiated, NOS|Carcinom nediferențiat, FAS
8021/3|Carcinoma, anaplastic, NOS|Carcinom anaplazic, FAS
8022/3|Pleomorphic carcinoma|Carcinom pleomorf
8030/3|Giant cell and spindle cell carcinoma|Carcinom cu celule gigante și fusiforme
8031/3|Giant cell carcinoma|Carcinom cu celule gigante
8032/3|Spindle cell carcinoma, NOS|Carcinom cu celule fusiforme, FAS
8033/3|Pseudosarcomatous carcinoma|Carcinom pseudosarcomatos
8034/3|Polygonal cell carcinoma|Carcinom cu celule poligonale
8035/3|Carcinoma with osteoclast-like giant cells|Carcinom cu celule gigante de tip osteoclastic
8041/3|Small cell carcinoma, NOS|Carcinom cu celule mici, FAS
8050/3|Papillary carcinoma, NOS|Carcinom papilar, FAS
8051/3|Verrucous carcinoma, NOS|Carcinom verucos, FAS
8052/3|Papillary squamous cell carcinoma|Carcinom scuamos papilar
8070/3|Squamous cell carcinoma, NOS|Carcinom cu celule scuamoase, FAS
8071/3|Squamous cell carcinoma, keratinizing, NOS|Carcinom scuamos keratinizant, FAS
8072/3|Squamous cell carcinoma, large cell, nonkeratinizing, NOS|Carcinom scuamos cu celule mari, nekeratinizant, FAS
8073/3|Squamous cell carcinoma, small cell, nonkeratinizing|Carcinom scuamos cu celule mici, nekeratinizant
8074/3|Squamous cell carcinoma, spindle cell|Carcinom scuamos cu celule fusiforme
8075/3|Squamous cell carcinoma, adenoid|Carcinom scuamos adenoid
8078/3|Squamous cell carcinoma with horn formation|Carcinom scuamos cu formare de corn
8082/3|Lymphoepithelial carcinoma|Carcinom limfoepitelial
8083/3|Basaloid squamous cell carcinoma|Carcinom scuamos bazaloid
8090/3|Basal cell carcinoma, NOS|Carcinom bazocelular, FAS
8091/3|Multifocal superficial basal cell carcinoma|Carcinom bazocelular superficial multifocal
8092/3|Infiltrating basal cell carcinoma, NOS|Carcinom bazocelular infiltrativ, FAS
8093/3|Basal cell carcinoma, fibroepithelial|Carcinom bazocelular fibroepitelial
8094/3|Basosquamous carcinoma|Carcinom bazoscuamos
8095/3|Metatypical carcinoma|Carcinom metatipic
8097/3|Basal cell carcinoma, nodular|Carcinom bazocelular nodular
8098/3|Adenoid basal carcinoma|Carcinom bazal adenoid
8102/3|Trichilemmocarcinoma|Tricholemocarcinom
8110/3|Pilomatrix carcinoma|Carcinom pilomatrical
8120/3|Transitional cell carcinoma, NOS|Carcinom cu celule tranziționale, FAS
8121/3|Schneiderian carcinoma|Carcinom schneiderian
8122/3|Transitional cell carcinoma, spindle cell|Carcinom cu celule tranziționale, cu celule fusiforme
8130/3|Papillary transitional cell carcinoma|Carcinom papilar cu celule tranziționale
8131/3|Transitional cell carcinoma, micropapillary|Carcinom cu celule tranziționale, micropapilar
8140/3|Adenocarcinoma, NOS|Adenocarcinom, FAS
8141/3|Scirrhous adenocarcinoma|Adenocarcinom schiros
8143/3|Superficial spreading adenocarcinoma|Adenocarcinom cu extindere superficială
8147/3|Basal cell adenocarcinoma|Adenocarcinom cu celule bazale
8158/1|Endocrine tumor, functioning, NOS|Tumoră endocrină funcțională, FAS
8160/3|Cholangiocarcinoma|Colangiocarcinom
8161/3|Bile duct cystadenocarcinoma|Chistadenocarcinom al căilor biliare
8162/3|Klatskin tumor|Tumoră Klatskin
8170/3|Hepatocellular carcinoma, NOS|Carcinom hepatocelular, FAS
8171/3|Hepatocellular carcinoma, fibrolamellar|Carcinom hepatocelular fibrolamelar
8172/3|Hepatocellular carcinoma, scirrhous|Carcinom hepatocelular schiros
8173/3|Hepatocellular carcinoma, spindle cell variant|Carcinom hepatocelular, varianta cu celule fusiforme
8174/3|Hepatocellular carcinoma, clear cell type|Carcinom hepatocelular, tip cu celule clare
8175/3|Hepatocellular carcinoma, pleomorphic type|Carcinom hepatocelular, tip pleomorf
8180/3|Combined hepatocellular carcinoma and cholangiocarcinoma|Carcinom hepatocelular combinat cu colangiocarcinom
8190/3|Trabecular adenocarcinoma|Adenocarcinom trabecular
8200/3|Adenoid cystic carcinoma|Carcinom adenoid chistic
8201/3|Cribriform carcinoma, NOS|Carcinom cribriform, FAS
8211/3|Tubular adenocarcinoma|Adenocarcinom tubular
8230/3|Solid carcinoma, NOS|Carcinom solid, FAS
8231/3|Carcinoma simplex|Carcinom simplex
8240/3|Carcinoid tumor, NOS|Tumoră carcinoidă, FAS
8243/3|Goblet cell carcinoid|Carcinoid cu celule caliciforme
8244/3|Mixed adenoneuroendocrine carcinoma|Carcinom mixt adenoneuroendocrin
8245/3|Adenocarcinoid tumor|Tumoră adenocarcinoidă
8246/3|Neuroendocrine carcinoma, NOS|Carcinom neuroendocrin, FAS
8247/3|Merkel cell carcinoma|Carcinom cu celule Merkel
8260/3|Papillary adenocarcinoma, NOS|Adenocarcinom papilar, FAS
8261/3|Adenocarcinoma in villous adenoma|Adenocarcinom în adenom vilos
8262/3|Villous adenocarcinoma|Adenocarcinom vilos
8263/3|Adenocarcinoma in tubulovillous adenoma|Adenocarcinom în adenom tubulovilos
8270/0|Chromophobe adenoma|Adenom cromofob
8270/3|Chromophobe carcinoma|Carcinom cromofob
8271/0|Prolactinoma|Prolactinom
8272/0|Pituitary adenoma, NOS|Adenom hipofizar, FAS
8272/3|Pituitary carcinoma, NOS|Carcinom hipofizar, FAS
8280/0|Acidophil adenoma|Adenom acidofil
8280/3|Acidophil carcinoma|Carcinom acidofil
8281/0|Mixed acidophil-basophil adenoma|Adenom mixt acidofil-bazofil
8281/3|Mixed acidophil-basophil carcinoma|Carcinom mixt acidofil-bazofil
8290/0|Oxyphilic adenoma|Adenom oxifil
8290/3|Oxyphilic adenocarcinoma|Adenocarcinom oxifil
8300/0|Basophil adenoma|Adenom bazofil
8300/3|Basophil carcinoma|Carcinom bazofil
8310/3|Clear cell adenocarcinoma, NOS|Adenocarcinom cu celule clare, FAS
8312/3|Renal cell carcinoma, NOS|Carcinom cu celule renale, FAS
8313/3|Clear cell adenocarcinofibroma|Adenocarcinofibrom cu celule clare
8316/3|Cyst-associated renal cell carcinoma|Carcinom cu celule renale asociat chistului
8317/3|Renal cell carcinoma, chromophobe type|Carcinom cu celule renale, tip cromofob
8318/3|Renal cell carcinoma, sarcomatoid|Carcinom cu celule renale, sarcomatoid
8319/3|Collecting duct carcinoma|Carcinom al tubilor colectori
8320/3|Granular cell carcinoma|Carcinom cu celule granulare
8323/3|Mixed cell adenocarcinoma|Adenocarcinom cu celule mixte
8330/3|Follicular adenocarcinoma, NOS|Adenocarcinom folicular, FAS
8331/3|Follicular adenocarcinoma, well differentiated|Adenocarcinom folicular bine diferențiat
8332/3|Follicular adenocarcinoma, trabecular|Adenocarcinom folicular trabecular
8333/3|Fetal adenocarcinoma|Adenocarcinom fetal
8335/3|Follicular carcinoma, minimally invasive|Carcinom folicular minim invaziv
8337/3|Insular carcinoma|Carcinom insular
8340/3|Papillary carcinoma, follicular variant|Carcinom papilar, varianta foliculară
8341/3|Papillary microcarcinoma|Microcarcinom papilar
8342/3|Papillary carcinoma, oxyphilic cell|Carcinom papilar cu celule oxifile
8343/3|Papillary carcinoma, encapsulated|Carcinom papilar încapsulat
8344/3|Papillary carcinoma, columnar cell|Carcinom papilar cu celule columnare
8345/3|Medullary carcinoma with amyloid stroma|Carcinom medular cu stromă amiloidă
8346/3|Mixed medullary-follicular carcinoma|Carcinom mixt medular-folicular
8347/3|Mixed medullary-papillary carcinoma|Carcinom mixt medular-papilar
8350/3|Nonencapsulated sclerosing carcinoma|Carcinom sclerozant neîncapsulat
8370/3|Adrenal cortical carcinoma|Carcinom corticosuprarenalian
8390/3|Skin appendage carcinoma|Carcinom al anexelor cutanate
8400/3|Sweat gland adenocarcinoma|Adenocarcinom al glandelor sudoripare
8401/3|Apocrine adenocarcinoma|Adenocarcinom apocrin
8402/3|Nodular hidradenoma, malignant|Hidradenom nodular malign
8403/3|Malignant eccrine spiradenoma|Spiradenom ecrin malign
8407/3|Sclerosing sweat duct carcinoma|Carcinom sclerozant al ductelor sudoripare
8408/3|Eccrine papillary adenocarcinoma|Adenocarcinom papilar ecrin
8409/3|Eccrine poroma, malignant|Porom ecrin malign
8410/3|Sebaceous adenocarcinoma|Adenocarcinom sebaceu
8413/3|Eccrine adenocarcinoma|Adenocarcinom ecrin
8420/3|Ceruminous adenocarcinoma|Adenocarcinom ceruminos
8430/3|Mucoepidermoid carcinoma|Carcinom mucoepidermoid
8440/3|Cystadenocarcinoma, NOS|Chistadenocarcinom, FAS
8452/3|Solid pseudopapillary carcinoma|Carcinom solid pseudopapilar
8460/3|Papillary serous cystadenocarcinoma|Chistadenocarcinom seros papilar
8461/3|Serous surface papillary carcinoma|Carcinom papilar seros de suprafață
8471/3|Papillary mucinous cystadenocarcinoma|Chistadenocarcinom mucinos papilar
8480/3|Mucinous adenocarcinoma|Adenocarcinom mucinos
8481/3|Mucin-producing adenocarcinoma|Adenocarcinom producător de mucină
8500/3|Infiltrating duct carcinoma, NOS|Carcinom ductal infiltrativ, FAS
8501/3|Comedocarcinoma, NOS|Comedocarcinom, FAS
8502/3|Secretory carcinoma of breast|Carcinom secretor al sânului
8503/3|Intraductal papillary adenocarcinoma with invasion|Adenocarcinom papilar intraductal cu invazie
8504/3|Intracystic carcinoma, NOS|Carcinom intrachistic, FAS
8508/3|Cystic hypersecretory carcinoma|Carcinom chistic hipersecretor
8510/3|Medullary carcinoma, NOS|Carcinom medular, FAS
8512/3|Medullary carcinoma with lymphoid stroma|Carcinom medular cu stromă limfoidă
8513/3|Atypical medullary carcinoma|Carcinom medular atipic
8514/3|Duct carcinoma, desmoplastic type|Carcinom ductal, tip desmoplazic
8520/3|Lobular carcinoma, NOS|Carcinom lobular, FAS
8521/3|Infiltrating ductular carcinoma|Carcinom ductular infiltrativ
8522/3|Infiltrating duct and lobular carcinoma|Carcinom ductal și lobular infiltrativ
8523/3|Infiltrating duct mixed with other types of carcinoma|Carcinom ductal infiltrativ asociat cu alte tipuri de carcinom
8524/3|Infiltrating lobular mixed with other types of carcinoma|Carcinom lobular infiltrativ asociat cu alte tipuri de carcinom
8525/3|Polymorphous low grade adenocarcinoma|Adenocarcinom polimorf de grad scăzut
8530/3|Inflammatory carcinoma|Carcinom inflamator
8540/3|Paget disease, mammary|Boala Paget mamară
8541/3|Paget disease and infiltrating duct carcinoma of breast|Boala Paget și carcinom ductal infiltrativ al sânului
8542/3|Paget disease, extramammary|Boala Paget extramamară
8543/3|Paget disease and intraductal carcinoma of breast|Boala Paget și carcinom intraductal al sânului
8550/3|Acinar cell carcinoma|Carcinom cu celule acinare
8551/3|Acinar cell cystadenocarcinoma|Chistadenocarcinom cu celule acinare
8560/3|Adenosquamous carcinoma|Carcinom adenoscuamos
8562/3|Epithelial-myoepithelial carcinoma|Carcinom epitelial-mioepitelial
8570/3|Adenocarcinoma with squamous metaplasia|Adenocarcinom cu metaplazie scuamoasă
8571/3|Adenocarcinoma with cartilaginous and osseous metaplasia|Adenocarcinom cu metaplazie cartilaginoasă și osoasă
8572/3|Adenocarcinoma with spindle cell metaplasia|Adenocarcinom cu metaplazie cu celule fusiforme
8573/3|Adenocarcinoma with apocrine metaplasia|Adenocarcinom cu metaplazie apocrină
8574/3|Adenocarcinoma with neuroendocrine differentiation|Adenocarcinom cu diferențiere neuroendocrină
8575/3|Metaplastic carcinoma, NOS|Carcinom metaplazic, FAS
8576/3|Hepatoid adenocarcinoma|Adenocarcinom hepatoid
8588/3|Spindle epithelial tumor with thymus-like element|Tumoră epitelială cu celule fusiforme cu element de tip timic
8589/3|Carcinoma showing thymus-like element|Carcinom cu element de tip timic
8600/3|Thecoma, malignant|Tecom malign
8620/3|Granulosa cell tumor, malignant|Tumoră malignă cu celule de granuloasă
8630/3|Androblastoma, malignant|Androblastom malign
8631/3|Sertoli-Leydig cell tumor, poorly differentiated|Tumoră cu celule Sertoli-Leydig, slab diferențiată
8634/3|Sertoli-Leydig cell tumor, poorly differentiated, with heterologous elements|Tumoră cu celule Sertoli-Leydig, slab diferențiată, cu elemente heteroloage
8640/3|Sertoli cell carcinoma|Carcinom cu celule Sertoli
8650/3|Leydig cell tumor, malignant|Tumoră malignă cu celule Leydig
8670/3|Steroid cell tumor, malignant|Tumoră malignă cu celule steroidiene
8680/3|Paraganglioma, malignant|Paragangliom malign
8693/3|Extra-adrenal paraganglioma, malignant|Paragangliom extrasuprarenalian malign
8700/3|Pheochromocytoma, malignant|Feocromocitom malign
8710/3|Glomangiosarcoma|Glomangiosarcom
8711/3|Glomus tumor, malignant|Tumoră glomică malignă
8720/3|Malignant melanoma, NOS|Melanom malign, FAS
8721/3|Nodular melanoma|Melanom nodular
8722/3|Balloon cell melanoma|Melanom cu celule balonizate
8723/3|Malignant melanoma, regressing|Melanom malign în regresie
8728/3|Meningeal melanomatosis|Melanomatoză meningeală
8730/3|Amelanotic melanoma|Melanom amelanotic
8740/3|Malignant melanoma in junctional nevus|Melanom malign pe nev joncțional
8741/3|Malignant melanoma in precancerous melanosis|Melanom malign pe melanoză precanceroasă
8742/3|Lentigo maligna melanoma|Melanom lentigo malign
8743/3|Superficial spreading melanoma|Melanom cu extindere superficială
8744/3|Acral lentiginous melanoma, malignant|Melanom lentiginos acral malign
8745/3|Desmoplastic melanoma, malignant|Melanom desmoplazic malign
8746/3|Mucosal lentiginous melanoma|Melanom lentiginos al mucoaselor
8761/3|Malignant melanoma in giant pigmented nevus|Melanom malign pe nev pigmentar gigant
8770/3|Mixed epithelioid and spindle cell melanoma|Melanom mixt cu celule epitelioide și fusiforme
8771/3|Epithelioid cell melanoma|Melanom cu celule epitelioide
8772/3|Spindle cell melanoma, NOS|Melanom cu celule fusiforme, FAS
8773/3|Spindle cell melanoma, type A|Melanom cu celule fusiforme, tip A
8774/3|Spindle cell melanoma, type B|Melanom cu celule fusiforme, tip B
8780/3|Blue nevus, malignant|Nev albastru malign
8800/3|Sarcoma, NOS|Sarcom, FAS
8801/3|Spindle cell sarcoma|Sarcom cu celule fusiforme
8802/3|Giant cell sarcoma|Sarcom cu celule gigante
8803/3|Small cell sarcoma|Sarcom cu celule mici
8804/3|Epithelioid sarcoma|Sarcom epitelioid
8805/3|Undifferentiated sarcoma|Sarcom nediferențiat
8806/3|Desmoplastic small round cell tumor|Tumoră desmoplazică cu celule mici rotunde
8810/3|Fibrosarcoma, NOS|Fibrosarcom, FAS
8811/3|Fibromyxosarcoma|Fibromixosarcom
8812/3|Periosteal fibrosarcoma|Fibrosarcom periostal
8813/3|Fascial fibrosarcoma|Fibrosarcom fascial
8814/3|Infantile fibrosarcoma|Fibrosarcom infantil
8815/3|Solitary fibrous tumor, malignant|Tumoră fibroasă solitară malignă
8830/3|Malignant fibrous histiocytoma|Histiocitom fibros malign
8832/3|Dermatofibrosarcoma, NOS|Dermatofibrosarcom, FAS
8833/3|Pigmented dermatofibrosarcoma protuberans|Dermatofibrosarcom protuberans pigmentat
8840/3|Myxosarcoma|Mixosarcom
8850/3|Liposarcoma, NOS|Liposarcom, FAS
8851/3|Liposarcoma, well differentiated|Liposarcom bine diferențiat
8852/3|Myxoid liposarcoma|Liposarcom mixoid
8853/3|Round cell liposarcoma|Liposarcom cu celule rotunde
8854/3|Pleomorphic liposarcoma|Liposarcom pleomorf
8855/3|Mixed liposarcoma|Liposarcom mixt
8857/3|Fibroblastic liposarcoma|Liposarcom fibroblastic
8858/3|Dedifferentiated liposarcoma|Liposarcom dediferențiat
8890/3|Leiomyosarcoma, NOS|Leiomiosarcom, FAS
8891/3|Epithelioid leiomyosarcoma|Leiomiosarcom epitelioid
8894/3|Angiomyosarcoma|Angiomiosarcom
8895/3|Myosarcoma|Miosarcom
8896/3|Myxoid leiomyosarcoma|Leiomiosarcom mixoid
8900/3|Rhabdomyosarcoma, NOS|Rabdomiosarcom, FAS
8901/3|Pleomorphic rhabdomyosarcoma, adult type|Rabdomiosarcom pleomorf, tip adult
8902/3|Mixed type rhabdomyosarcoma|Rabdomiosarcom de tip mixt
8910/3|Embryonal rhabdomyosarcoma, NOS|Rabdomiosarcom embrionar, FAS
8912/3|Spindle cell rhabdomyosarcoma|Rabdomiosarcom cu celule fusiforme
8920/3|Alveolar rhabdomyosarcoma|Rabdomiosarcom alveolar
8921/3|Rhabdomyosarcoma with ganglionic differentiation|Rabdomiosarcom cu diferențiere ganglionară
8930/3|Endometrial stromal sarcoma, NOS|Sarcom stromal endometrial, FAS
8931/3|Endometrial stromal sarcoma, low grade|Sarcom stromal endometrial de grad scăzut
8933/3|Adenosarcoma|Adenosarcom
8934/3|Carcinofibroma|Carcinofibrom
8935/3|Stromal sarcoma, NOS|Sarcom stromal, FAS
8936/3|Gastrointestinal stromal sarcoma|Sarcom stromal gastrointestinal
8940/3|Mixed tumor, malignant, NOS|Tumoră mixtă malignă, FAS
8950/3|Mullerian mixed tumor|Tumoră mixtă mülleriană
8951/3|Mesodermal mixed tumor|Tumoră mixtă mezodermală
8959/3|Malignant cystic nephroma|Nefrom chistic malign
8960/3|Nephroblastoma, NOS|Nefroblastom, FAS
8963/3|Malignant rhabdoid tumor|Tumoră rabdoidă malignă
8964/3|Clear cell sarcoma of kidney|Sarcom renal cu celule clare
8970/3|Hepatoblastoma|Hepatoblastom
8971/3|Pancreatoblastoma|Pancreatoblastom
8972/3|Pulmonary blastoma|Blastom pulmonar
8973/3|Pleuropulmonary blastoma|Blastom pleuropulmonar
8980/3|Carcinosarcoma, NOS|Carcinosarcom, FAS
8981/3|Carcinosarcoma, embryonal|Carcinosarcom embrionar
8982/3|Malignant myoepithelioma|Mioepiteliom malign
8990/3|Mesenchymoma, malignant|Mezenchimom malign
8991/3|Embryonal sarcoma|Sarcom embrionar
9015/3|Mucinous adenocarcinofibroma|Adenocarcinofibrom mucinos
9040/3|Synovial sarcoma, NOS|Sarcom sinovial, FAS
9041/3|Synovial sarcoma, spindle cell|Sarcom sinovial cu celule fusiforme
9042/3|Synovial sarcoma, epithelioid cell|Sarcom sinovial cu celule epitelioide
9043/3|Synovial sarcoma, biphasic|Sarcom sinovial bifazic
9044/3|Clear cell sarcoma, NOS|Sarcom cu celule clare, FAS
9050/3|Mesothelioma, malignant|Mezoteliom malign
9051/3|Fibrous mesothelioma, malignant|Mezoteliom fibros malign
9052/3|Epithelioid mesothelioma, malignant|Mezoteliom epitelioid malign
9053/3|Mesothelioma, biphasic, malignant|Mezoteliom bifazic malign
9060/3|Dysgerminoma|Disgerminom
9061/3|Seminoma, NOS|Seminom, FAS
9062/3|Seminoma, anaplastic|Seminom anaplazic
9063/3|Spermatocytic seminoma|Seminom spermatocitar
9064/3|Germinoma|Germinom
9065/3|Germ cell tumor, nonseminomatous|Tumoră cu celule germinale, neseminomatoasă
9070/3|Embryonal carcinoma, NOS|Carcinom embrionar, FAS
9071/3|Yolk sac tumor|Tumoră de sac vitelin
9072/3|Polyembryoma|Poliembriom
9080/0|Teratoma, benign|Teratom benign
9080/1|Teratoma, NOS|Teratom, FAS
9080/3|Teratoma, malignant, NOS|Teratom malign, FAS
9081/3|Teratocarcinoma|Teratocarcinom
9082/3|Malignant teratoma, undifferentiated|Teratom malign nediferențiat
9083/3|Malignant teratoma, intermediate|Teratom malign intermediar
9084/0|Dermoid cyst, NOS|Chist dermoid, FAS
9084/3|Teratoma with malignant transformation|Teratom cu transformare malignă
9085/3|Mixed germ cell tumor|Tumoră mixtă cu celule germinale
9090/3|Struma ovarii, malignant|Struma ovarii malignă
9100/0|Hydatidiform mole, NOS|Molă hidatiformă, FAS
9100/1|Invasive hydatidiform mole|Molă hidatiformă invazivă
9100/3|Choriocarcinoma, NOS|Coriocarcinom, FAS
9101/3|Choriocarcinoma combined with other germ cell elements|Coriocarcinom combinat cu alte elemente germinale
9102/3|Malignant teratoma, trophoblastic|Teratom malign trofoblastic
9105/3|Trophoblastic tumor, epithelioid|Tumoră trofoblastică epitelioidă
9110/3|Mesonephroma, malignant|Mezonefrom malign
9120/3|Hemangiosarcoma|Hemangiosarcom
9124/3|Kupffer cell sarcoma|Sarcom cu celule Kupffer
9130/3|Hemangioendothelioma, malignant|Hemangioendoteliom malign
9133/3|Epithelioid hemangioendothelioma, malignant|Hemangioendoteliom epitelioid malign
9140/3|Kaposi sarcoma|Sarcom Kaposi
9150/3|Hemangiopericytoma, malignant|Hemangiopericitom malign
9170/3|Lymphangiosarcoma|Limfangiosarcom
9180/3|Osteosarcoma, NOS|Osteosarcom, FAS
9181/3|Chondroblastic osteosarcoma|Osteosarcom condroblastic
9182/3|Fibroblastic osteosarcoma|Osteosarcom fibroblastic
9183/3|Telangiectatic osteosarcoma|Osteosarcom telangiectatic
9184/3|Osteosarcoma in Paget disease of bone|Osteosarcom în boala Paget osoasă
9185/3|Small cell osteosarcoma|Osteosarcom cu celule mici
9186/3|Central osteosarcoma|Osteosarcom central
9187/3|Intraosseous well differentiated osteosarcoma|Osteosarcom intraosos bine diferențiat
9192/3|Parosteal osteosarcoma|Osteosarcom parostal
9193/3|Periosteal osteosarcoma|Osteosarcom periostal
9194/3|High grade surface osteosarcoma|Osteosarcom de suprafață de grad înalt
9195/3|Intracortical osteosarcoma|Osteosarcom intracortical
`;
