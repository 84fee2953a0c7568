// Derived from ESCO's occupations (© European Union, reuse authorised with the source acknowledged) by
// scripts/occupations-from-esco.ts: do not edit by hand. `# Industry` opens an industry's occupations, best fitting
// first; each: the label | its plural where not the label and an s | what its holders do (ESCO's first description
// sentence after its subject) or nothing | other names job boards print, `;` between | its ISCO-08 unit group. A line
// opening with two spaces continues the one before.
export const ESCO_OCCUPATIONS = `
# Software Development
ICT usability tester|||usability developer;usability specialist;user-friendliness tester|2519
software developer||implement or program all kinds of software systems based on specifications and designs by using
  programming languages, tools, and platforms|software engineer;software specialist;solutions developer;application
  developer;applications engineer|2512
handheld software developer||||2514
web developer||develop, implement and document web-accessible software based on the designs provided|web
  engineer;web specialist;web application developer|2513
mobile application developer||||2514
user experience analyst|||usability analyst;user experience officer|2511
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer;business continuity analyst|2519
user interface developer||implement, code, document and maintain the interface of a software system by using
  front-end development technologies|UI developer;front end developer;user interface engineer|2512
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software designer;application architect|2512
ICT intelligent systems designer|||intelligent systems engineer;semantic technologies engineer;artificial
  intelligence designer|2511
knowledge engineer|||knowledge officer;information engineer;linked data engineer|2529
numerical tool maker||develop computer programs to control automatic machines and equipment involved in
  manufacturing processes||2514
web content manager|||content specialist;web content specialist|2513
ICT system developer||maintain, audit and improve organisational support systems|system developer;systems
  developer;IT system developer;component developer;ICT systems developer|2511
embedded systems software developer||program, implement, document and maintain software to be run on an embedded
  system|embedded systems designer|2514
ICT accessibility tester|||usability tester|2519
software analyst|||programmer analyst;analyst of software;application analyst;programming analyst;software
  requirement analyst|2512
ICT system analyst||specify the system needs to meet the end user requirements|system analyst;network
  analyst;systems analyst;IT system analyst;IT systems analyst|2511
ICT help desk manager||monitor the delivery of technical support services to clients according to the predefined
  deadlines|IT helpdesk manager;ICT helpdesk manager;software support manager;technical support manager|3512
database administrator||test, implement and administer computer databases|database manager|2521
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company|data storage analyst;data warehouse analyst;data warehousing analyst|2511
ICT consultant|||IT advisor;ICT advisor;IT consultant;ICT ERP consultant|2511
computer scientist||conduct research in computer and information science, directed toward greater knowledge and
  understanding of fundamental aspects of ICT phenomena|IT scientist;ICT scientist;IT researcher;ICT
  researcher;computers scientist|2511
ICT resilience manager|||IT resilience manager;vulnerability manager;disaster recovery manager|2529
software tester||perform software tests|tester;unit tester;module tester;application tester;application software
  tester|2519
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer;software integration engineer|2511
data scientist|||data expert;data engineer;data research scientist;research data scientist|2511
system configurator||tailor a computer system to the organisation's and users' needs||2522
ICT business development manager||||2434
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|e-commerce
  technician;website administrator|3514
IT director||define and implement the ICT strategy and governance||1330
enterprise architect||balance technological opportunities with business requirements|enterprise designer;enterprise
  developer;enterprise architecture manager|2511
ICT research consultant||perform targeted ICT research and provide a final report to the client|IT research
  advisor;ICT research advisor;IT research consultant;IT research specialist;ICT research specialist|2511
ICT system tester||perform testing activities and some test planning activities|systems tester;IT system tester;ICT
  systems tester|2519
data quality specialist|||data quality expert;data quality officer;data integrity officer;data integrity
  specialist|2519
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically|ICT helpdesk agent|3512
ICT security technician||propose and implement necessary security updates and measures whenever is required|IT
  security officer;ICT security officer;IT security technician|3512
data centre operator||maintain computer operations within the data centre|data center administrator|3511
ethical hacker||perform security vulnerability assessments and penetration tests in accordance with
  industry-accepted methods and protocols|ICT security tester;vulnerability analyst;system security tester;network
  security tester|2529
# IT Services and IT Consulting
ICT business analyst||are in charge of analysing and designing an organisation's processes and systems, assessing
  the business model and its integration with technology|IT business analyst;business process specialist|2511
ICT business analysis manager||identify areas where information system changes are needed to support business plans
  and monitor the impact in terms of change management||2511
mobile application developer||||2514
ICT application developer|||application designer;application developer;application software engineer|2514
web developer||develop, implement and document web-accessible software based on the designs provided|web
  engineer;web specialist;web application developer|2513
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer;business continuity analyst|2519
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software designer;application architect|2512
web content manager|||content specialist;web content specialist|2513
ICT security consultant||advise and implement solutions to control access to data and programs|IT security expert;IT
  security advisor;ICT security advisor;IT security consultant|2529
software manager||oversee the acquisition and development of software systems in order to provide support to all
  organisational units|applications manager;ICT applications manager;software applications manager|1330
ICT system analyst||specify the system needs to meet the end user requirements|system analyst;network
  analyst;systems analyst;IT system analyst;IT systems analyst|2511
ICT application configurator||identify, record, and maintain user-specific application configurations based upon
  user requirements and business rules||2514
ICT auditor manager||||2519
IT auditor|||ICT auditor;information technology auditor|2511
green ICT consultant|||green IT consultant;IT environmental consultant;ICT environmental consultant|2511
system configurator||tailor a computer system to the organisation's and users' needs||2522
ICT system administrator|||server administrator;network administrator;IT system administrator;IT systems
  administrator;enterprise administrator|2522
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager;data processing manager;ICT acquisitions
  manager|1330
digital forensics expert||retrieve and analyse information from computers and other types of data storage
  devices|ICT forensics expert;cyber forensics expert;computer forensics expert;digital forensics analyst;digital
  forensics specialist|2529
IT knowledge manager|||ICT knowledge manager;IT information manager;ICT information manager|1330
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer;software integration engineer|2511
ICT consultant|||IT advisor;ICT advisor;IT consultant;ICT ERP consultant|2511
IT director||define and implement the ICT strategy and governance||1330
ICT system integration consultant||advise on bringing together different systems to interoperate within an
  organisation for enabling data sharing and reducing redundancy|network integration consultant;systems integration
  consultant;application integration consultant|2511
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems|data warehouse architect;data warehouse developer|2521
digital artist||create art which applies digital technology as an essential part of the creative process|computer
  artist;digital games artist;digital matte artist;digital matte painter;digital environment artist|2166
data quality specialist|||data quality expert;data quality officer;data integrity officer;data integrity
  specialist|2519
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company|data storage analyst;data warehouse analyst;data warehousing analyst|2511
digital games developer||program, implement and document digital games|video games developer;virtual games
  developer;computer games developer|2513
ICT technician|||IT engineer;ICT engineer;IT technician;computer operator|3512
ICT business development manager||||2434
software tester||perform software tests|tester;unit tester;module tester;application tester;application software
  tester|2519
embedded system designer|||embedded system developer;embedded systems developer;embedded software developer|2511
ICT security technician||propose and implement necessary security updates and measures whenever is required|IT
  security officer;ICT security officer;IT security technician|3512
data centre operator||maintain computer operations within the data centre|data center administrator|3511
desktop publisher||are responsible for the layout of publications|DTP operator;layout editor;desktop
  designer;publications specialist;desktop-publishing editor|2166
search engine optimisation expert||increase the ranking of a company's web pages with regard to target queries in a
  search engine|SEO expert;SEO specialist|2513
ICT documentation manager|||documentation manager;IT documentation manager;technical communication manager|1330
ICT presales engineer||actively drive and manage the ICT evaluation stage of the sales process, working in
  conjunction with the sales team|IT presales engineer;IT presales technician;ICT presales technician|2434
ICT product manager||analyse and define current and target status for ICT products, services or solutions|IT product
  manager;IT products manager;ICT products manager|1330
ICT project manager||schedule, control and direct the resources, people, funding and facilities to achieve the
  objectives of ICT projects|IT project manager;IT projects manager;web project manager;web projects manager|1330
ICT vendor relationship manager||||1330
IT director|||information technology director|1330
# Financial Services
mutual fund broker||handle and raise cash from shareholders in order to invest them in stocks, bonds and
  money-market securities|mutual fund manager|3311
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|investing director;investment advisor;investment manager;investment consultant;corporate
  investment adviser|2412
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser|2412
credit adviser||offer guidance to customers related to credit services|debt counsellor|3312
corporate banking manager|||cash management adviser;cash management manager;cash management officer;business banking
  officer;corporate banking officer|2412
bank teller||deal most frequently with customers of the bank|bank clerk;bank cashier;bank office clerk;bank counter
  clerk;teller coordinator|4211
financial planner||assist people dealing with various personal financial issues|wealth adviser;financial
  adviser;personal financial adviser;personal financial planner;independent financial adviser|2412
stock trader|||equity trader|3311
financial manager||handle all the matters in reference to the finance and investments of a company|finance
  manager;financial director;financial controller;financial administrator;corporate finance manager|1211
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager;personal trust
  supervisor|2412
commodity broker||act as intermediary between buyers and sellers of movable and immovable property such as raw
  materials, livestock or real estate|commodity trader;commodities broker|3324
broker clerk||perform administrative tasks for all the transactions registered in the trading room|brokerage
  clerk;broker assistant;settlements clerk;operations manager;operations officer|4312
credit analyst|||credit clerk|3312
investment fund manager||implement and monitor the investment strategy of a fund|fund manager;fund
  director;investments manager;investment fund adviser;investment fund advisor|2412
mortgage loan underwriter||ensure compliance with underwriter guidelines|loan underwriter;loan approval
  officer;mortgage guideline underwriter;mortgage compliance underwriter|3312
mortgage broker||handle mortgage loan applications from clients, collect loan documentation and search for new
  mortgage lending opportunities|mortgage analyst;mortgage officer;mortgage coordinator;mortgage
  administrator;mortgage loans officer|3311
insurance rating analyst|||insurance analyst|2413
stock broker||act on behalf of their individual or institutional clients in order to buy and sell stocks and other
  securities|institutional stock broker|3311
insurance broker|||insurance agent;insurance seller;insurance sales agent;life insurance broker;insurance sales
  adviser|3321
investment analyst||undertake research to make informed recommendations to fund managers|portfolio
  analyst;investment officer;investment specialist;investment banking analyst;investment accounting analyst|2413
loan officer||assess and authorise the approval of loan applications for individuals and businesses|loans
  agent;loans adviser;credit officer;loans consultant;loans controller|3312
tax advisor|||tax expert;tax adviser;fiscal advisor;tax consultant;tax specialist|2411
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation|treasury
  analyst;corporate treasury manager;corporate treasury officer;corporate treasury controller|1211
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|finance manager;finance officer;finance controller;corporate controller;accounting controller|2411
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|consortia advisor;consortia representative;operational risk analyst|2413
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments
  manager;investment consultant;global investment manager;investment portfolio manager|2412
student financial support coordinator||assist students and education administrators in the management of tuition
  fees and student loans|student finance officer;financial aid coordinator;financial support officer;financial
  support coordinator|3312
insurance clerk|||insurance agent;insurance officer;insurance assistant;insurance office clerk;indemnity
  administrator|4312
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk;dividends analyst;dividend calculation clerk|2411
audit supervisor|||audit leader;audit inspector;audit team leader;audits supervisor;auditing supervisor|2411
foreign exchange cashier||process cash transactions from clients in national and foreign currencies|forex
  cashier;foreign exchange clerk|4312
securities trader|||securities clerk;securities sales agent;securities sales director|3311
shipbroker||act as intermediaries between buyers and sellers of ships, cargospace on ships and charter ships for the
  transfer of cargo|shipping broker|3324
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor;business advisor;enterprise coach;enterprise advisor|2412
pension scheme manager||coordinate pension schemes in order to provide benefits in retirement to individuals or
  organisations|pension adviser;pension advisor;pension planner;pensions adviser;pensions manager|1346
financial broker||undertake financial market activities on behalf of their clients|broker;finance broker;finance
  adviser;financial services broker;financial services adviser|3311
securities underwriter||administer the distribution activities of new securities from a business company|security
  underwriter;securities administrator;distribution administrator|3311
credit risk analyst|||credit risk manager;credit risk surveyor;credit risk consultant;credit risk controller;credit
  risk technician|3312
investment clerk|||investment assistant;investment administrator|4312
credit manager||oversee the application of credit policy in the bank|credit controller;credit policy manager;credit
  control manager;consumer credit manager;credit control supervisor|3312
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|equity trader;securities trader;derivatives trader;quantitative trader;financial trading expert|3311
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|bank risk manager;corporate risk manager;operational risk manager;risk management director;risk management
  specialist|2412
grants management officer||work professionally in the administration and management of grant funds|grants
  officer;proposals manager|2411
insurance agency manager||coordinate and oversee the operations of an institution or a branch of an institution that
  offers insurance services|insurance agent;insurance company manager;insurance institution manager|1346
accounting assistant||record and report ticketing accounting situations to the accountant they work with, verify
  deposits and prepare daily reports and income|finance assistant;accountant assistant|3313
foreign exchange broker||buy and sell foreign currencies on behalf of their clients in order to secure a profit on
  fluctuations in foreign exchange rates|fx broker;forex broker;forex trader|3311
securities broker||create the connection between the investors and the available investment opportunities|investment
  broker|3311
sales support assistant|||sales officer;accounts assistant;sales accounts clerk;group sales assistant;sales clerical
  assistant|4311
business valuer|||business valuation analyst;business valuation officer;business valuation consultant;business
  valuation specialist|2412
accounting analyst|||accounts analyst;accounting specialist;accounting methods analyst;accounting systems
  analyst|2411
insurance collector||collect payment for an overdue insurance bill|claims clerk;insurance claims clerk|4214
securities analyst||perform research activities to gather and analyse financial, legal and economic
  information|bonds analyst;stock analyst;rating analyst;shares analyst;securities research analyst|2413
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|mergers analyst;acquisitions analyst|2413
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor|commodity handler;commodities trader;commodities trading manager|3324
foreclosure specialist||revise documentation related to properties that are under foreclosure|bankruptcy
  manager;foreclosure manager;bankruptcy coordinator;foreclosure consultant;foreclosure coordinator|3315
futures trader||undertake daily trading activities in the futures trading market by buying and selling futures
  contracts|futures contracts manager|3311
brokerage firm director||organise the activities and the people involved in securities trading|brokerage
  supervisor;brokerage senior manager;brokerage firm supervisor;brokerage managing director|1346
foreign exchange trader||buy and sell foreign currencies in order to secure a profit on fluctuations in foreign
  exchange rates|forex handler;foreign exchange handler|3311
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management|credit analyst;banking analyst;company analyst;economic
  analyst;treasury analyst|2413
bank manager||oversee the management of one or several bank activities|bank director;bank branch manager;retail bank
  manager;regional bank manager;bank executive officer|1346
timber trader||assess the quality, quantity and market value of timber and timber products for trade|timber
  seller|3323
actuarial assistant||perform statistical data research in order to set premium rates and insurance policies|senoir
  actuarial assistant;actuarial analyst assistant|3314
debt collector||compile debt owned to the organisation or third parties, mostly in cases when the debt is past its
  due date|revenue agent;bill collector;collection agent;payment collector;debt recovery agent|4214
energy trader||sell or buy shares of energy, sometimes from different sources|energy share trader;energy stock
  trader;energy stock analyst;energy market analyst;energy trading analyst|3311
gemmologist||value precious stones by analysing their characteristics, cut, and provenience either for trading or
  for further polishing efforts|stone buyer;gemstone buyer;gemmology analyst;gemmology scientist;gemmology
  researcher|3315
green coffee buyer||purchase green coffee beans from producers all around the world commissioned by coffee
  roasters|coffee buyer|3323
non-vessel operating common carrier||||3324
post office counter clerk||sell products and services at a post office|mail service clerk;post office
  supervisor|4211
purchase planner||organise the continuous supply with goods out of existing contracts|company buyer;demand
  planner;material planner;procurement planner;graduate buyer planner|3323
purchaser||select and purchase stock, materials, services or goods|buyer;buying agent;supply agent;buying
  manager;supply manager|3323
set buyer||analyse the script in order to identify the set dressing and the props needed for all individual
  scenes|property buyer;production buyer;set decoration buyer|3323
statistical assistant||collect data and use statistical formulas to execute statistical studies and create
  reports|IT expert;admin assistant;computer expert;statistics assistant;statistician assistant|3314
textile sourcing merchandiser||organise efforts for textile producers from fibre to final products|textile
  merchandiser;fabric purchasing manager;textile purchasing manager;textile sourcing specialist;textile sourcer
  merchandiser|3323
waste broker||act as mediating party between clients and waste management industries|mine waste broker;animal waste
  broker;mining waste broker;quarry waste broker;abattoir waste broker|3324
# Hospitals and Health Care
specialist nurse||promote and restore people's health, and diagnose and care within a specific branch of the nursing
  field|nurse specialist;nurse practitioner;nursing specialist;specialist nurse practitioner|2221
midwife|||midwife researcher;childbirth assistant|2222
advanced nurse practitioner|||team manager;service manager;community team leader;advanced nurse manager;staff
  development manager|2221
podiatrist||are foot specialists who study foot physiology and pathology from a structural and functional
  standpoint||2269
healthcare assistant|||elderly care assistant;patient care assistant;resident care assistant;maternity care
  assistant;primary healthcare assistant|5321
nurse assistant||provide basic patient care under direction of nursing staff|nursing assistant|5321
maternity support worker||work together in a team with midwives and health professionals within the occupational
  fields of nursing and midwifery|midwife assistant;midwifery assistant;midwife care assistant;maternity care
  assistant;midwifery care assistant|3222
radiographer||use a range of technologies to examine, treat and care for patients|expert radiographer;clinical
  radiographer;specialist radiographer;nuclear medicine technician;radiation therapy technician|2269
clinical perfusion scientist||operate heart-lung equipment during surgical operations to ensure breathing and blood
  circulation|medical perfusion expert;clinical perfusion expert;medical perfusion scientist|3211
diagnostic radiographer|||radiologic technologist;expert diagnostic radiographer;diagnostic imaging
  radiographer;diagnostic radiography technician;specialist diagnostic radiographer|2269
healthcare institution manager|||general manager;healthcare director;healthcare general manager;hospital operations
  manager;healthcare operations manager|1342
biomedical scientist|||medical scientist;biomedical analyst;biomedical researcher;medical laboratory
  scientist;clinical laboratory scientist|3212
hospital pharmacist||prepare, dispense and provide medication to patients in hospitals|relief pharmacist;clinical
  pharmacist;site lead pharmacist;hospital locum pharmacist;hospital pharmacy specialist|2262
dental chairside assistant|||dental assistant;dental support worker|3251
medical laboratory assistant||work under supervision of the biomedical scientist and carry out basic laboratory
  procedures|clinical research assistant;biomedical laboratory assistant|3212
respiratory therapy technician||assist doctors and surgeons to treat respiratory problems|breathing
  technician;respiratory therapist;respiratory technician;oxygen therapy technician;respiratory care assistant|3259
healthcare inspector||visit healthcare facilities to ensure proper care is given to all patients in accordance with
  legal requirements|hospital inspector;care commission inspector;medical facilities inspector;healthcare facilities
  inspector;healthcare enforcement inspector|3257
anatomical pathology technician|||mortuary technician;pathology technician;pathology laboratory
  technician;anatomical pathology technologist|3212
animal assisted therapist||provide support to individuals with cognitive, motoric, or social-emotional disabilities
  through animal assisted intervention||2269
general practitioner||||2211
medical records clerk|||clerical officer;health records clerk;medical records officer;health records
  assistant;medical records assistant|3252
paramedic practitioner|||emergency medical technician|3258
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist;pharmacy practitioner;pharmacology practitioner|2262
community health worker||provide advice and information about various health subjects to the community|community
  support worker;community health assistant;community healthcare worker;community healthcare assistant|3253
clinical coder||read patients' medical records|clinical coding expert;medical coding officer;clinical coding
  officer;clinical records technician|3252
chiropractor|||Licensed chiropractor;musculoskeletal therapist;neuromusculoskeletal therapist|2269
emergency ambulance driver|||ambulance technician;medical emergency assistant|3258
optometrist||examine and test eyes to identify abnormalities, visual problems, or disease|optometric
  expert;optometry practitioner|2267
dental hygienist|||dental therapist;oral health therapist;orthodontic therapist;oral health specialist;oral health
  practitioner|3251
health and safety officer||execute plans for the improvement of work environments and cultures|public health
  inspector;occupational health officer|2263
cytology screener|||cytology practitioner|3212
medical transcriptionist||interpret dictated information from the doctor or other healthcare professionals and
  convert it into documents||3344
medical administrative assistant||work very closely with health professionals|medical assistant;personal
  assistant;healthcare assistant;medical receptionist|3344
specialist chiropractor|||specialised chiropractor;licensed specialised chiropractor;specialised musculoskeletal
  therapist;specialised neuromusculoskeletal therapist|2269
occupational therapy assistant|||OT assistant;OT support worker|2269
chiropractic assistant|||chiropractic support worker|3344
home care aide|||personal care worker;personal care attendant;elderly people assistant|5322
shiatsu practitioner|||shiatsu therapist|3255
dance therapist|||movement therapist|2269
nuclear medicine radiographer||||2269
health psychologist|||healthcare psychologist;health psychology researcher;research health psychologist;consultant
  health psychologist;expert healthcare psychologist|2634
medical records manager||are responsible for managing activities of medical records units which maintain and secure
  patient data|health records manager;patient records manager;health records supervisor;medical records
  supervisor;patient records supervisor|3252
clinical informatics manager||oversee the daily operations of information systems used in a medical
  institutions|health informatics manager;health informatics director;clinical informatics director;clinical
  informatics supervisor|1342
medical practice manager||manage the day-to-day operations of a medical practice|practice manager;health centre
  manager;practice administrator;general practice manager;health centre administrator|3344
pharmacy assistant||perform general duties, such as stock management, serving at the cash desk, or performing
  administrative duties|dispensing assistant;pharmacy service assistant;pharmacy dispensing assistant|3213
osteopath||||3259
phlebotomist||take blood samples from patients for laboratory analysis, ensuring patient safety during the blood
  collection process|phlebotomy specialist;phlebotomy technician;phlebotomy practitioner|5329
psychology assistant||aid psychologists in their work|psychological assistant;personality assessment
  coordinator|3259
elderly home manager|||nursing home manager;elderly home supervisor;eldery home administrator|1343
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  physiotherapist|2264
cast assistant|||autopsy assistant;medical assistant;surgery assistant;clinical assistant;surgical assistant|3256
dietitian||||2265
specialist dentist||prevent, diagnose and treat anomalies and diseases affecting the teeth, mouth, jaws and
  adjoining tissues specialised in oral surgery or orthodontics|dental specialist;endodontic specialist;gerodontic
  specialist;dental health specialist;prosthodontic specialist|2261
prosthetist-orthotist|||prosthetic technician;prosthetic technologist;artificial limb technician|3214
dietetic technician|||dietetic assistant;dietetic science technician;clinical dietetic technician;medical dietetics
  technician;nutrition assistant practitioner|3259
hospital porter||are professional healthcare assistants who transport people on stretchers around the hospital site,
  as well as and items|porter;general porter;general hospital porter|5329
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist;advanced pharmacist;clinical pharmacist;pharmacy specialist|2262
occupational therapist|||activity therapist;rehabilitation therapist;rehabilitation counsellor;expert occupational
  therapist;specialist occupational therapist|2269
specialised doctor||prevent, diagnose and treat diseases depending on their medical or surgical specialty||2212
sophrologist|||sophrology expert;sophrology specialist;sophrology practitioner;dynamic relaxation
  practitioner;specialist sophrology practitioner|3255
emergency response coordinator|||aid worker;charity coordinator;disaster coordinator;emergency
  coordinator;humanitarian aid worker|2263
acupuncturist||make use of thin needles and insert them into acupuncture points in the body in order to restore the
  imbalances of the human body and overall good health|acupuncture therapist;acupuncture specialist;acupuncture
  practitioner|2230
traditional chinese medicine therapist||use alternative medicine approaches to cure illnesses in all its forms|TCM
  therapist;TCM specialist;TCM practitioner;chinese medicine therapist|2230
therapeutic radiographer|||therapy radiographer;radiotherapy radiographer;radiotherapy technologist;radiography
  therapy practitioner;therapeutic radiography practitioner|2269
optician||help to improve and correct an individual's vision according to prescriptions provided by a specialised
  doctor in ophthalmology or an optometrist|optician expert;contact lens specialist|3254
polygraph examiner||prepare individuals for polygraph testing, conduct the polygraph exam and interpret the
  results|signals analyst;polygraph operator;polygraph instructor;polygraph technician;lie detector operator|2634
sterile services technician||ensure decontamination of medical devices in compliance with strict hygienic
  procedures|disinfection assistant|5329
# Higher Education
higher education lecturer|||HE lecturer;research lecturer;university lecturer;higher education instructor|2310
high school director||are responsible for meeting curriculum standards, which facilitate academic development for
  the students|secondary school director|1345
military trainer|||military instructor;armed forces trainer;armed forces instructor;military academy instructor|2320
college assistant lecturer||share university or college lecturers' academic workload, specifically the provision of
  lectures to students|research assistant lecturer;college assistant instructor;university assistant
  lecturer;university assistant instructor|2310
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer;continuing education teacher;further education practitioner|2359
computer science lecturer|||computer science teacher;computer science instructor|2310
engineering lecturer|||engineering teacher;engineering instructor;engineering science teacher;engineering sciences
  teacher;engineering science instructor|2310
university teaching assistant|||teaching assistant;graduate teaching assistant|2310
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director;arts conservatory
  director;further education director;technical institute director|1345
business lecturer|||business teacher;commerce teacher;commerce lecturer;business instructor;commerce instructor|2310
economics lecturer|||economics teacher;economics instructor;university economics teacher;university economics
  lecturer|2310
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer|2359
education studies lecturer|||education studies teacher;education studies instructor|2310
firefighter instructor||train probationary, new academy recruits, or cadets, on the theory and practice necessary to
  become a firefighter|firefighter trainer;firefighter teaching practitioner|2320
dance school teacher|||dance school instructor;dance conservatory trainer;conservatory dance lecturer;conservatory
  dance instructor;dance conservatory instructor|2310
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager;primary school manager;secondary school manager;educational institution manager|1345
SEN head teacher||manage the day-to-day activities of a special education school||1345
education inspector|||OFSTED inspector;school inspector;education authority officer;education institution
  inspector|2351
social work lecturer|||social work teacher;social work instructor|2310
anthropology lecturer|||anthropology teacher;anthropology instructor;university anthropology teacher;university
  anthropology lecturer|2310
archaeology lecturer|||archaeology teacher;archaeology instructor;university archaeology lecturer|2310
architecture lecturer|||architecture teacher;architecture instructor;university architecture lecturer|2310
art studies lecturer|||art studies teacher;arts studies lecturer;art studies instructor|2310
biology lecturer|||biology teacher;biology instructor;biological science lecturer;university biology
  lecturer;biological sciences lecturer|2310
chemistry lecturer|||chemistry instructor;chemical science teacher;chemical science lecturer;chemical sciences
  lecturer;chemical science instructor|2310
classical languages lecturer|||classics lecturer;classical studies lecturer;classical languages instructor|2310
communications lecturer|||communications teacher;communications instructor;university communications
  teacher;university communications lecturer|2310
dentistry lecturer|||dentistry teacher;dentistry instructor;dental science lecturer;dental sciences
  lecturer;university dentistry lecturer|2310
earth science lecturer|||geology lecturer;geography lecturer;geoscience teacher;geoscience lecturer;earth science
  teacher|2310
food science lecturer|||food science teacher;food sciences teacher;food science instructor;food sciences
  instructor|2310
healthcare specialist lecturer|||dietetics teacher;oncology lecturer;pathology teacher;pedagogy lecturer;dietetics
  lecturer|2310
history lecturer|||history teacher;history instructor;modern history lecturer;ancient history lecturer;medieval
  history lecturer|2310
journalism lecturer|||journalism teacher;journalism instructor;media studies teacher;media studies lecturer;media
  studies instructor|2310
law lecturer|||law teacher;law instructor;university law teacher;specialist law lecturer;university law
  lecturer|2310
linguistics lecturer|||linguistics teacher;linguistics instructor;applied linguistics lecturer;university
  linguistics teacher;university linguistics lecturer|2310
mathematics lecturer|||mathematics teacher;mathematics instructor;university maths teacher;university mathematics
  lecturer|2310
medicine lecturer|||medicine teacher;clinical lecturer;medicine instructor;university medicine lecturer|2310
modern languages lecturer|||modern languages teacher;modern languages instructor|2310
nursing lecturer|||nurse lecturer;nursing teacher;nursing instructor;university nursing teacher;university nursing
  lecturer|2310
pharmacy lecturer|||pharmacy teacher;pharmacy instructor;pharmaceutics lecturer;university pharmacy
  teacher;university pharmacy lecturer|2310
philosophy lecturer|||philosophy teacher;philosophy instructor;university philosophy teacher;university philosophy
  lecturer|2310
physics lecturer|||physics teacher;physics instructor;university physics teacher;university physics lecturer|2310
politics lecturer|||teacher;political science teacher;political science lecturer;political studies
  lecturer;political science instructor|2310
psychology lecturer|||psychology teacher;psychology instructor;university psychology lecturer|2310
religious studies lecturer|||theology teacher;theology lecturer;theology instructor;religious studies
  teacher;religious education lecturer|2310
sociology lecturer|||sociology teacher;sociology instructor;social science teacher;social science lecturer;social
  science instructor|2310
space science lecturer|||space science teacher;space science instructor|2310
university literature lecturer|||literature teacher;literature lecturer;HE literature teacher;literature
  instructor;HE literature lecturer|2310
veterinary medicine lecturer|||veterinary science teacher;veterinary medicine teacher;veterinary science
  lecturer;veterinary science instructor;veterinary medicine instructor|2310
police trainer||train probationary, new academy recruits, or cadets, and seasoned veterans on the theory and
  practice necessary to become a police officer|police instructor;police officer trainer;law enforcement
  trainer;police firearms trainer;specialist police trainer|2320
physical education vocational teacher||instruct students in their specialised field of study, physical education,
  which is predominantly practical in nature|vocational PE teacher;vocational PE instructor|2320
music instructor|||music school teacher;music school lecturer;music school instructor;conservatory music
  teacher;music conservatory teacher|2310
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students|student support officer;university access officer;university access coordinator|2359
curriculum administrator||develop and improve the curricula of education institutions|education manager;education
  officer;curriculum manager;curriculum director;curriculum developer|2351
university research assistant||conduct academic research for the university or college they are employed
  in|university assistant;university research technician;university research technologist|2310
fine arts instructor||||2310
performing arts theatre instructor|||theatre instructor;acting school teacher;acting school instructor;conservatory
  theatre lecturer;conservatory theatre instructor|2310
education welfare officer||address the social and psychological well-being of students|learning advisor;pastoral
  advisor;school social worker;school welfare officer;education social worker|2635
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools|training designer;instructional engineer;instructional developer;training course designer;learning
  process designer|2359
business administration vocational teacher|||business management teacher;business management instructor;business
  administration teacher;business administration instructor|2320
educational psychologist||are psychologists employed by educational institutions to provide psychological and
  emotional support to students in need|school psychologist;students psychologist;students psycology
  specialist;school psychology practitioner;educational psychology specialist|2634
deputy head teacher||support the management duties of their school's principals and are part of the school's
  administrative staff||1345
occupational railway instructor|||railway instructor;tram driver instructor;train driver instructor;engine driver
  instructor;metro driving instructor|2320
education programme coordinator||supervise the development and implementation of educational programmes|education
  programs manager;education programme director;education programmes manager|1345
bereavement counsellor|||bereavement officer;bereavement support worker;adult bereavement counsellor;bereavement
  advice counsellor;bereavement social counsellor|2635
e-learning developer|||eLearning producer;e-learning producer|2359
advertising assistant||provide support in all the operations carried out in advertising departments or advertising
  agencies|advertising clerk;publicity assistant;advertising space clerk;advertising campaign assistant;executive
  advertising assistant|4419
air traffic instructor|||air traffic trainer|2320
aquaculture quality supervisor||establish standards and policies for the quality control of aquatic organisms'
  production|fish farming supervisor;fish hatchery supervisor;aquaculture quality manager|3142
aquaculture site supervisor||supervise production processes in large-scale aquaculture operations and inspect
  aquaculture sites to maintain and improve performance|fishery site supervisor|3142
bacteriology technician||provide technical assistance in researching and testing bacteria using laboratory
  equipment|chemist;lab technician;biology technician;biology technologist;chemistry technician|3141
beauty vocational teacher|||beauty teacher;beauty instructor;cosmetology teacher;vocational beauty
  teacher;cosmetology vocational teacher|2320
biochemistry technician||provide technical assistance in researching, analysing and testing the reactions caused by
  chemicals in living organisms|chemist;biology technician;biology technologist;chemistry technician;chemistry
  technologist|3141
cabin crew instructor||teach trainees all the matters regarding the operations in aircraft cabins|cabin crew
  trainer;cabin service instructor;flight attendant trainer;flight service instructor;flight attendant
  instructor|2320
file clerk||are in charge of maintaining records of a company and managing forms and information|filing
  clerk;archive clerk;copying clerk;records clerk;filing system clerk|4415
food service vocational teacher||for food service instruct students in their specialised field of study, food
  service, which is predominantly practical in nature|cooking teacher;cooking instructor;food service teacher;food
  technology teacher;food technology instructor|2320
foreign language correspondence clerk||read and reply to a company's correspondence in foreign languages|foreign
  correspondence clerk;foreign correspondent assistant|4419
forestry technician||assist and support the forest manager and implement their decisions|foresty supervisor;forestry
  technologist;forestry operations supervisor;forestry operations technician;forestry operations technologist|3143
hairdressing vocational teacher||instruct students in their specialised field of study, hairdressing, which is
  predominantly practical in nature|barber instructor;barbering teacher;barbering instructor;hairdressing
  teacher;hairdressing instructor|2320
hospitality vocational teacher||instruct students in their specialised field of study, hospitality, which is
  predominantly practical in nature|hospitality instructor|2320
human resources assistant||provide support in all the processes and efforts carried by human resources
  managers||4416
industrial arts vocational teacher||instruct students in their specialised field of study, industrial arts, which is
  predominantly practical in nature|industrial arts teacher;industrial arts instructor;technical handicraft
  teacher;technical handicraft instructor|2320
library assistant||assist the librarian in the day-to-day activities of the library|library clerk;library
  technician;library services assistant|4411
mail clerk||perform mail handling, sorting, recording and other duties in connection with mail services from post
  offices or related organisations|sorting clerk;mail room clerk|4412
maritime instructor|||maritime trainer;boating instructor;ship pilot trainer;ship pilot instructor;maritime training
  instructor|2320
marketing teacher||instruct students in their specialised field of study, sales and marketing, which is
  predominantly practical in nature|marketing instructor|2320
occupational driving instructor||teach occupational drivers how to operate their vehicles according to driving
  regulations|HGV driving instructor;LGV driving instructor;PCV driving instructor;occupational driving
  teacher;specialist driving instructor|2320
postal service worker||||4412
proofreader||examine facsimiles of the finished products such as books, newspaper and magazines||4413
social work practice educator||teach, supervise and assess social work students prior, during and after they have
  obtained their degree|practice placement worker;practice placement coordinator|2310
transport technology vocational teacher||instruct students in their specialised field of study, transport
  technology, which is predominantly practical in nature|automotive technology teacher;automotive technology
  instructor;transportation technology teacher;transportation technician instructor|2320
viticulture adviser||advise on improving vineyard production and wine-making|viniculture adviser;viticulture
  specialist;wine production adviser|3142
vocational teacher||instruct students in their specialised field of study, which is predominantly practical in
  nature|vocational lecturer;vocational instructor;vocational college teacher;technical institute teacher;vocational
  college lecturer|2320
zoology technician||provide technical assistance in researching and testing animal species using laboratory
  equipment|wildlife manager;animal researcher;zoology researcher;zoological technician;zoology lab technician|3141
# Marketing Services
advertising media planner||advise on the best communication media platforms to convey ideas|media manager;media
  planner;media coordinator;digital media planner;media planning expert|2431
advertising specialist|||brand specialist;advertising adviser;advertising advisor;advertising consultant;advertising
  account manager|2431
online sales channel manager||define the sales programme for e-commerces such as goods sold via e-mail, internet and
  social media|e-commerce manager;mail order manager;digital sales manager;internet order manager|1221
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media|TV buyer;media buyer;press buyer;radio buyer;space buyer|2431
market research interviewer||strive to collect information on the perceptions, opinions, and preferences of
  customers in relation to commercial products or services|market research analyst;public opinion researcher;market
  research representative|4227
advertising sales agent||sell advertising space and media time to businesses and individuals||3339
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|campaign worker|2432
online marketer||use e-mail, internet and social media in order to market goods and brands|online marketing
  specialist;internet marketing specialist;e-commerce marketing specialist|2431
customer experience manager|||guest relations manager;guest relations officer;guest experience manager;guest
  relations specialist;guest experience specialist|2431
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent;political organisation manager;political
  organization manager|2432
banking products manager|||credit products manager;banking products analyst;internet banking manager;savings
  products manager;banking products director|1221
eBusiness manager||create and execute a company's electronic strategy plan for selling products and services
  online|eCommerce manager;e-business manager;e-commerce manager;eBusiness development manager;eBusiness development
  officer|2431
tourism product manager||analyse the market, research potential offers, develop products, plan and organise the
  distribution and marketing processes|tourism product developer;tourism distribution manager|1221
digital artist||create art which applies digital technology as an essential part of the creative process|computer
  artist;digital games artist;digital matte artist;digital matte painter;digital environment artist|2166
marketeer|||marketing adviser;marketing advisor;marketing analyst;marketing specialist;marketing campaign
  planner|2431
product and services manager||are in charge of defining the content and structure of a catalogue or portfolio within
  a company|catalogue manager;e-catalogue manager;sales catalogue manager;online catalogue manager;product catalogue
  manager|2431
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|market analyst;market researcher;marketing researcher;market research manager;customer insight
  manager|2431
business developer||strive to improve the market share of companies in the market|business continuity analyst|2431
brand manager||analyse and plan the way a brand is positioned on the market|formula manager;graduate brand
  manager;brand marketing manager;brand development manager;marketing development manager|2431
advertising copywriter||are responsible for the written or verbal design of advertisements and
  commercials|copywriting consultant|2431
after-sales service technician||provide after-sales service support to customers, such as the installation,
  maintenance and repair of the sold products|field technician;workshop technician;help-desk technician;field
  support technician;sales support technician|2433
auction house manager||are responsible for the staff and activities in an auction house|auction house
  director;auction house administrator|1221
auctioneer||conduct auctions by accepting bids and declaring goods sold|agent|3339
client relations manager||act as the middle person between a company and its customers|client manager;client service
  manager;customer service manager;consumer relations manager;client relationship manager|2431
creative director||manage the team that is responsible for the creation of advertisements and commercials|design
  director;creative manager;advertising director;creative coordinator;creative services manager|2431
destination manager|||organisation manager;tourism strategy manager;destination marketing manager;destination
  development manager|1221
hospitality entertainment manager||are in charge of managing the team which creates entertainment activities for the
  guests of a hospitality establishment|amusement manager;entertainment manager;entertainments manager;cruise
  entertainment manager;resort entertainment manager|3339
hospitality revenue manager||maximise revenue generated from facilities such as hotels, holiday resorts and camping
  grounds by analysing trends and competition|yield manager;revenue manager;hospitality yields manager;hospitality
  revenues manager|2431
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks|IP broker;IP expert;IP adviser;patent agent;IP consultant|3339
licensing manager||oversee licenses and rights of a company regarding use of its products or intellectual
  property|graduate licensing manager|1221
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals|medical device seller;medical representative;clinical representative;clinical sales
  representative|2433
network marketer|||advertising manager;promotion strategy manager;marketing promotions manager;network marketing
  specialist;commercial marketing specialist|2431
pricing specialist|||price clerk;price analyst;price point analyst;retail pricing analyst;commercial pricing
  analyst|2431
promoter|||road manager;performance tour manager|3339
promotion assistant||provide support in the implementation of programs and promotional efforts in
  points-of-sale|promotions assistant;promotional assistant;marketing promotion assistant|2431
publishing rights manager||are responsible for the copyrights of books|rights manager;rights director;rights
  coordinator;digital rights manager;foreign rights manager|3339
relocation officer||help businesses and organisations with the move of employees|relocation manager;relocation
  director;relocation consultant;relocation specialist;relocation services officer|3339
renewable energy consultant||advise clients on the advantages and disadvantages of different renewable energy
  sources|sustainable energy consultant|2433
sales engineer|||LGV sales engineer;PCV sales engineer;bus sales engineer;LGV sales technician;PCV sales
  technician|2433
solar energy sales consultant|||solar sales advisor;solar sales assistant;solar sales consultant;solar sales
  representative|2433
talent agent||represent artists, authors, performers and athletes|music agent;sport agent;literary agent;modelling
  agent;commercial agent|3339
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers||2433
venue programmer|||venue programming assistant|3339
# Retail
sporting accessories specialised seller||sell sports goods, fishing gear, camping goods, boats and bicycles in
  specialised shops|sports specialised seller|5223
sports shop manager|||sports store manager|1420
motor vehicle shop manager||assume responsibility for activities and staff in a vehicle showroom|car shop
  manager;car store manager;dealership manager;vehicle shop manager;vehicle store manager|1420
butchers assistant||cut up and sell meat in specialised shops|meat specialised seller|5223
hardware shop manager||assume responsibility for activities and staff in specialised shops|hardware store
  manager;hardware superstore manager|1420
fish specialised seller||sell fish, crustaceans and molluscs in specialised shops|seafood specialised
  seller;fisheries specialised seller|5223
specialised antique dealer||sell antique goods in specialised shops|specialised antique seller;antiques specialised
  seller;antiquities specialised seller;collectables specialised seller|5223
kitchen shop manager||are responsible for activities and staff in specialised shops that sell kitchens and
  bathrooms|bathroom shop manager;kitchen store manager;DIY superstore manager;bathroom store manager;kitchen
  showroom manager|1420
personal shopper||||5223
craft shop manager|||hobby shop manager;paint shop manager;sewing shop manager;pottery shop manager;weaving shop
  manager|1420
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor;shop staff supervisor;retail shop supervisor;retail store
  supervisor|5222
hardware specialised seller||sell hardware, paints and other hardware in specialised shops||5223
motor vehicles parts advisor||sell motor vehicle parts, order parts and identify alternative parts|LGV parts
  advisor;PCV parts advisor;bus parts advisor;LGV parts operative;PCV parts operative|5223
orthopaedic supply shop manager|||orthohouse manager|1420
trade regional manager||are responsible for activities and staff in an assigned region for a specific chain of
  stores|area sales manager;regional sales manager|1420
beauty shop manager||assume responsibility for staff and activities in a drugstore|beauty store manager;perfume shop
  manager;perfume store manager;cosmetics shop manager;cosmetics store manager|1420
bicycle shop manager||are responsible for activities and staff in specialised shops that sell and repair
  bicycles|bike shop manager;bike store manager;cycle shop manager;cycle store manager;cycling shop manager|1420
photography shop manager||are responsible for activities and staff in a photography store|camera shop
  manager;photographic shop manager;photography store manager|1420
fruit specialised seller||sell fruit and vegetables in specialised shops|greengrocery specialised seller|5223
car leasing agent||represent businesses involved in financing vehicles, offering appropriate leasing schemes and
  additional services related to the vehicle|fleet leasing agent;automobile leasing agent;fleet leasing
  consultant;vehicle leasing consultant;automobile leasing representative|5223
shop assistant||work in shops where they perform assistance duties|museum shop assistant;hypermarket shop
  worker;supermarket shop worker;hypermarket shop assistant;supermarket shop assistant|5223
motor vehicles specialised seller||sell cars and motors vehicles in specialised shops|franchise specialised
  seller;dealership specialised seller|5223
ICT buyer|||IT buyer;IT procurement officer;ICT procurement officer|3323
hi-fi specialised seller||sell audio and video equipment such as radio and television, CD, DVD etc|audio-visual
  specialised seller|5223
orthopaedic supplies specialised seller||sell orthopaedic goods in specialised shops|orthohouse specialized
  seller|5223
drugstore manager|||healthcare shop manager;drugstore counter manager;drugstore department manager|1420
IT specialised seller||sell computers and other peripheral units in specialised shops|ICT specialised
  seller;computer specialised seller|5223
ammunition shop manager||are responsible for activities and staff in specialised shops|gun shop manager;weapon shop
  manager;firearm shop manager;weapon store manager;firearms store manager|1420
ammunition specialised seller||sell weapons and ammunition for individual use in specialised shops|weapon
  specialised seller;firearms specialised seller;ammunition specialized seller|5223
antique shop manager||assume responsibility for activities and staff in specialised shops|antiques shop
  manager;antiques store manager;antiques gallery manager;antiquities shop manager;antiques showroom manager|1420
audiology shop manager||assume responsibility for activities and staff in specialised shops|audiology sales
  manager;audiology centre manager|1420
audiology specialised seller||||5223
bakery shop manager||assume responsibility for activities and staff in specialised shops|cake shop manager;bakers
  store manager;bakery store manager;pastries shop manager;bakery counter manager|1420
bakery specialised seller||sell bread and cakes in specialised shops, post-processing the products if
  required|pastries specialised seller;patisserie specialised seller|5223
beauty specialised seller||sell cosmetics and toilet articles in specialised shops|perfume specialised
  seller;cosmetics specialised seller|5223
bookshop manager||assume responsibility for activities and staff in this specialised store|bookstore manager|1420
bookshop specialised seller||sell books in specialised shops|bookstore specialised seller;newspaper specialised
  seller;stationery specialised seller|5223
candy shop manager||assume responsibility for activities and staff in specialised shops for confectionery e.g|sweet
  shop manager;candy store manager;sweet store manager;chocolate shop manager;chocolate store manager|1420
candy specialised seller||sell confectionery in specialised shops|sweet specialised seller;chocolate specialised
  seller|5223
carpet specialised seller||sell wall and floor coverings in specialised shops|wallpaper specialised seller|5223
carpet store manager||assume responsibility for activities and staff in specialised shops for wall and floor
  coverings|wallpaper shop manager;wallpaper store manager;carpet superstore manager|1420
cashier||operate the cash register, receive payments from customers, issue receipts and return change due|shop
  cashier;checkout operator;check out operator;checkout assistant;checkout operative|5230
cd shop manager||assume responsibility for the activities and staff in specialised shops|cd store manager;music shop
  manager;video shop manager;record shop manager;record store manager|1420
cd specialised seller||sell musical records, audio tapes, compact discs, video tapes and DVDs in specialised
  shops|video specialised seller;record specialised seller|5223
checkout supervisor||oversee cashiers in department stores and other big stores|checkout clerk;counter manager;till
  supervisor;checkout manager;till team leader|5222
clothing shop manager||assume responsibility for activities and staff in specialised shops|bridal shop
  manager;bridal store manager;clothes shop manager;fashion shop manager;clothes store manager|1420
computer shop manager||assume responsibility for activities and staff in specialised shops|IT shop manager;ICT shop
  manager;IT store manager;ICT store manager;IT superstore manager|1420
delicatessen shop manager||assume responsibility for activities and staff in specialised shops|gourmet shop
  manager;gourmet store manager;charcuterie shop manager;delicatessen store manager;delicatessen counter
  manager|1420
delicatessen specialised seller||sell delicatessen in specialised shops|gourmet specialised seller|5223
diamond shop manager||assume responsibility for activities and staff in specialised shops|diamond store
  manager;jewellery shop manager;jewellery store manager|1420
diamond specialised seller||sell, maintain and clean jewels and watches in specialised shops|jewellery specialised
  seller|5223
electrical superstore manager||assume responsibility for activities and staff in specialised shops||1420
eyewear shop manager||assume responsibility for activities and staff in specialised shops|eyewear store
  manager;opticians shop manager;spectacle shop manager;opticians store manager;spectacle store manager|1420
eyewear specialised seller||sell glasses in specialised shops|opticians specialised seller;spectacle specialised
  seller;optometrists specialised seller|5223
fish shop manager||assume responsibility for activities and staff in specialised shops|fish stall manager;seafood
  shop manager;fisheries shop manager;fisheries store manager;fishmongers shop manager|1420
flower specialised seller|||plants specialised seller|5223
fruit shop manager||assume responsibility for activities and staff in specialised shops for fruit and
  vegetables|fruiterers shop manager;fruiterers store manager;greengrocers shop manager;greengrocery shop
  manager;greengrocers store manager|1420
fuel station manager||assume responsibility for activities and staff in a fuel station|fuel site manager;fuel retail
  manager;gas station manager;petrol site manager;retail fuel manager|1420
games shop manager||assume responsibility for the activities and staff in specialised shops|games store manager|1420
games specialised seller||sell toys and games in specialised shops||5223
green coffee buyer||purchase green coffee beans from producers all around the world commissioned by coffee
  roasters|coffee buyer|3323
hi-fi shop manager||assume responsibility for activities and staff in specialised shops|hi-fi store
  manager;multimedia store manager;audio-visual shop manager;audio-visual store manager;multimedia superstore
  manager|1420
kiosk manager||assume responsibility for the activities and staff in specialised shops|paper shop manager;newsagents
  shop manager;newspaper kiosk manager;stationery shop manager;newsagent retail manager|1420
lottery cashier||exchange the registration of set of numbers or symbols for money and give tickets to the
  players|clerk;lottery agent;lottery clerk;lottery selling agent;lottery retailer cashier|5230
meat trader||assume responsibility for activities and staff in specialised shops|retail butcher;pie shop
  manager;meat shop manager;meat store manager;meat counter manager|1420
newspaper seller||sell newspapers and office supplies such as pens, pencils, paper, etc|kiosk specialised
  seller;newsagents specialised seller;stationery specialised seller|5223
off-licence manager||assume responsibility for activities and staff in specialised shops|off-sales shop
  manager;beverages store manager;off-sales store manager;off-licence shop manager;off-licence store manager|1420
off-licence specialised seller||sell beverages in specialised shops||5223
pet shop manager||assume responsibility for activities and staff in specialised shops|pet store manager;animal shop
  manager;animal store manager;pet superstore manager|1420
pet specialised seller||sell pets, pet foods, accessories, care products and related services in specialised
  shops|animal specialised seller|5223
pharmacy manager||are responsible for activities and staff in specialised shops|drugstore manager;chemist shop
  manager|1420
pharmacy specialised seller||dispense medicinal drugs and provide advice|drugstore specialised seller|5223
phone shop manager||assume responsibility for activities and staff in specialised shops|phone store manager|1420
phone specialised seller||sell telecommunication equipment and services in specialised shops||5223
plant shop manager||assume responsibility for activities and staff in specialised shops|flower shop manager;flower
  store manager;garden store manager;nursery shop manager;plant centre manager|1420
purchase planner||organise the continuous supply with goods out of existing contracts|company buyer;demand
  planner;material planner;procurement planner;graduate buyer planner|3323
purchaser||select and purchase stock, materials, services or goods|buyer;buying agent;supply agent;buying
  manager;supply manager|3323
retail department manager||are responsible for activities and staff in a section in a store|section
  manager;departmental manager;department sales manager|1420
retail entrepreneur|||retail product developer;retail business developer|5221
sales account manager||serve as intermediators between clients and the organisation, managing both sales and long
  term relations with the client|sales manager;relations manager;sales coordinator;key account manager;client
  administrator|1420
sales assistant||represent the direct contact with clients|seller;counter assistant;hypermarket sales
  assistant;supermarket sales assistant|5223
sales processor||handle sales, select channels of delivery, execute orders and inform clients about dispatching and
  procedures|sales order assistant;sales order administrator;order processing representative|5223
second-hand shop manager||assume responsibility for activities and staff in specialised shops|junk store
  manager;thrift shop manager;charity shop manager;thrift store manager;charity store manager|1420
set buyer||analyse the script in order to identify the set dressing and the props needed for all individual
  scenes|property buyer;production buyer;set decoration buyer|3323
shelf filler||stock and rotate merchandise on shelves, identifying and removing expired products|shop shelf
  filler;hypermarket shelf filler;supermarket shelf filler|9334
shoe shop manager||assume responsibility for activities and staff in specialised shops|shoe store manager;cobblers
  shop manager;cobblers store manager;footwear store manager|1420
shop manager||are responsible for activities and staff in specialised shops|store manager;boutique manager;retail
  shop manager;deputy store manager;retail store manager|1420
specialised seller||sell goods in specialised shops|specialised trader;specialized seller;specialized
  trader;specialised sales advisor;specialized sales advisor|5223
supermarket manager||are responsible for activities and staff in a supermarket|hypermarket manager;grocery shop
  manager;outlet centre manager;concession store manager;food supermarket manager|1420
textile shop manager||assume responsibility for activities and staff in specialised shops|fabric shop
  manager;drapers shop manager;drapery shop manager;fabric store manager;mercers shop manager|1420
textile sourcing merchandiser||organise efforts for textile producers from fibre to final products|textile
  merchandiser;fabric purchasing manager;textile purchasing manager;textile sourcing specialist;textile sourcer
  merchandiser|3323
textile specialised seller||sell textiles, fabrics and haberdashery, etc|fabric specialised seller;drapers
  specialised seller;drapery specialised seller;mercers specialised seller|5223
ticket issuing clerk||provide service to customers, sell tickets and fit the reservation offer to customers'
  needs|ticket selling agent;museumshop selling agent|5230
tobacco shop manager||assume responsibility for activities and staff in specialised shops|cigar shop manager;cigar
  store manager;tobacco store manager;cigarette shop manager;cigarette store manager|1420
tobacco specialised seller||sell tobacco products in specialised shops|cigar specialised seller;cigarette
  specialised seller;tobacconist specialised seller;tobacconists specialised seller|5223
# Manufacturing
vacuum forming machine operator|||molder operator;moulder operator;thermoforming operator;thermoforming
  operative;thermoforming machine tender|8142
hydraulic forging press worker|||hydraulic foundry moulder;hydraulic foundry patternmaker;hydraulic patternmaking
  operator;hydraulic patternmaking technician|7221
mechanical forging press worker|||drop forge operator;forge press operator;forge press operative;spring forge
  operator|7221
metal furniture maker|||metal furniture finisher;metal furniture assembler|8219
rubber dipping machine operator||dip forms into liquid latex to manufacture rubber products such as balloons, finger
  cots or prophylactics|drop-machine operator;drop-machine operative|8141
stamping press operator|||punch operator;metal die cutter;press shop tender;press shop worker;metal press
  tender|7223
band saw operator||work with industrial saws that feature a continuous flexible blade revolving around two or more
  wheels|resaw operator;band saw worker;bandsaw operator;resaw specialist;resaw technician|8172
ornamental metal worker|||welder fabricator installer|7223
glass forming machine operator|||glass moulder;glass production operator;production machine operator;glass-blowing
  machine operator|8181
boilermaker||operate a variety of equipment and machinery to create, repipe and retube hot water and steam boilers,
  producing them in all steps of the production process|boilermaker fitter;pressure vessel maker;pressure vessel
  repairer|7213
upsetting machine operator|||crank press operator;heading machine operator;heading machine operative;upsetting
  machine operative|7223
extrusion machine operator|||extruder tender;extruder operator;extruder operative;extrusion operator;extruder
  machine tender|8121
vessel engine assembler|||boat engine builder;LNG engine assembler;boat engine assembler;marine engine
  builder;marine engine assembler|8211
weaving machine supervisor||monitor the weaving process|loom technician;weaving inspector;weaving
  supervisor;loom-fixer supervisor;weave-room supervisor|8152
metal rolling mill operator|||hammer mill operator;powder mill operator;steel mill operative;grinder mill
  operator;hammer mill operative|8121
aircraft assembler|||aircraft fitter;plane assembler;aeroplane assembler;fixed wing aircraft;helicopter
  assembler|8211
rolling stock assembler|||wagon builder;railcar builder;wagon assembler;carriage builder;railcar assembler|8211
foam rubber mixer||tend the machine that mixes foam rubber particles with liquid latex|rubber mixer;cushion
  maker;cushion moulder;mattress moulder;foam rubber maker|8141
drop forging hammer worker|||forger tender;forge operative;drop forge operator;drop forge operative;forging roll
  operator|7221
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|sheet-metal worker|7213
industrial engineering technician||assist industrial engineers in improving efficiency, safety and productivity in
  manufacturing plants|industrial tool inspector;industrial tool technologist|3119
straightening machine operator||set up and tend straightening machines designed to form metal workpieces into their
  desired shape using pressing practices|straightening machinist;adjusting machine operator;straightening machine
  tender;straightening press operator;straightening press operative|7223
pneumatic engineering technician||evaluate operating pneumatic systems and assemblies such as compressed air
  machines, and recommend modifications for more efficiency|circuit assembly inspector;circuit assembly
  supervisor;pneumatic systems installer|3115
pipe welder||assemble and install parts and components of pipelines for the transport of goods such as water, steam
  and chemicals through them|industrial pipe welder|7212
moulding machine operator||operate machines that are part of the production process of moulds for the manufacturing
  of castings or other moulded materials|machine moulding worker;molding machine operator;mold maintenance
  technician|7223
rubber goods assembler||manufacture rubber products such as water bottles, swim fins, and rubber gloves|rubber goods
  finisher;rubber products assembler|8219
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|bus engineering technician;car engineering technician;coach engineering technician;lorry
  engineering technician;truck engineering technician|3115
robotics engineering technician|||robotics mechanic;robotics inspector;robotics technician;robotics
  technologist;robotics engineering mechanic|3119
pneumatic systems technician||use blueprints and technical documentation to assemble and install equipment operated
  by gas or air under pressure|vacuum systems assembler;Pneumatic systems inspector|7233
thread rolling machine operator|||thread rolling operator;thread rolling machinist|7223
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer;railcar designer;railcar
  engineer;carriage designer|2144
metal drawing machine operator|||forming machine operative;forming machine technician;wiredrawing machine
  tender|8121
chain making machine operator|||chain maker;lay out worker;lay-out worker;gold chain maker;hand chain maker|7223
mechanical engineering technician||provide technical support to mechanical engineers in producing and manufacturing
  mechanical machinery|engineering test supervisor;engineering technical manager;mechanical engineering
  inspector|3115
clothing process control technician||operate multiple process control equipment in manufacturing assembly
  lines|sample room supervisor;garment manufacturing technician;clothing manufacturing technician|3139
wire weaving machine operator|||wire worker;wire mesh operator;wire bending operator;wire weaving operator;wire
  weaving operative|8121
metal sawing machine operator|||metal cutter;shear operator;cut-off operator;cut-off operative;sawing machine
  operative|7223
clothing technologist||work on the design, development and production of textile and apparel products|clothing
  engineer;garment technologist;textile technologist;clothing production engineer|2141
plastic products assembler||fit and fasten parts and finished plastic products according to strictly-defined
  procedures|plastics assembler;plastic parts assembler;plastic products cutter;plastics process worker;plastic
  products finisher|8219
edge bander operator||tend machines that veneer materials, mostly wood, to increase durability and make them
  aesthetically pleasing|edgebander tender;edgebander worker;edge bander tender;edge bander worker;edgebander
  operative|8189
table saw operator||work with industrial saws that cut with a rotating circular blade|table saw tender;table saw
  worker;beam saw operator;sawbench operator;board saw operator|8172
container equipment designer||design equipment to contain products or liquids, according to set specifications, such
  as boilers or pressure vessels|container equipment engineer|2144
heat sealing machine operator||operate sealing and gluing machines to join items together for further processing or
  to seal products or packages, using heat||8183
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|machine repairer;power tool mechanic;tool repair inspector;tool repair
  technician;power compressor mechanic|7412
steam plant operator||operate and maintain mechanical equipment such as stationary engines and boilers to provide
  utilities for domestic or industrial use|steam plant worker;steam boiler operator;steam plant operative;steam
  heating operator;steam refrigeration operator|8182
mechatronics engineering technician|||mechatronics technician;mechatronics technologist|3115
rolling stock engineering technician||||3115
steam engineer||provide energy and utilities to facilities, such as steam, heat and refrigeration|power steam
  engineer;steam power engineer;steam engineering expert;steam engineering adviser;steam technology engineer|2144
photonics engineering technician|||laser technician;photonics technician;electro-optical technician;optical systems
  technician;electro-optical technologist|3119
nuclear engineer||plan and design engineering equipment and processes in nuclear plants and sites|atomic power
  engineer;atomic safety engineer;nuclear power engineer;nuclear safety engineer;atomic facility engineer|2149
rolling stock inspector||inspect wagons and carriages to asses their technical condition while grouped together and
  before they are used for transportation activities|railway inspector;carriage inspector;rail car
  inspector;carriage supervisor;rolling stock supervisor|3115
casting machine operator||operate casting machines to manipulate metal substances into shape|metal moulder;foundry
  worker;foundry operator;mold casting worker;mould casting worker|8121
fire prevention engineer|||fire protection engineer|2149
automation engineering technician||collaborate with automation engineers in the development of applications and
  systems for the automation of the production process|automation inspector;automation technician;automated systems
  technician;automation control inspector;automation engineering assistant|3119
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler|2144
materials engineer||research and design new or improved materials for a diverse number of applications|ceramic
  engineer;building materials engineer;materials engineering expert;materials engineering adviser;construction
  materials engineer|2149
mattress making machine operator||utilise machines to form mattresses|mattress factory worker;mattress factory
  operative|8159
food technician|||food technology expert;food technology specialist|3119
instrumentation engineering technician|||instrumentation technician;instrumentation technologist;instrumentation
  engineering assistant|3114
metal production manager||organise and manage the day-to-day and long-term project work in a metal fabrication
  factory, to process basic metals into fabricated metals|site manager;plant manager;metal engineer;facility
  manager;operations manager|1321
brazier|||brazer technician;combination welder;hand brazer assembler;hand brazer operative;brazer production
  operator|7212
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer|2141
plane engine builder||build and install prefabricated parts to form aircraft engines such as lightweight piston
  engines and gas turbines|plane engine assembler;airplane engine builder;aeroplane engine builder;airplane engine
  assembler;helicopter engine builder|8211
engraving machine operator|||drill technician;engraving operator;CNC engraving operator;engraving drill
  operator;engraving machine tender|7223
product development engineering technician||improve efficiency of product development, set up equipment and develop
  and test solutions to solve technical problems|production test operator;product development scientist;product
  development specialist|3119
metal furnace operator||monitor the process of making metal before it is cast into forms|plant manager;smelter
  operator;foundry plant manager;blast furnace operator;steel furnace operator|3135
quality technologist||||3119
tool and die maker|||die maker;jig maker;tool maker;tool machine operator;tool setting operator|7222
electric meter technician||install and maintain electric meter systems in facilities or buildings|smart meter
  installer;smart meter technician;electric meter installer;electricity meter installer;electricity meter
  technician|7411
filing machine operator|||filing machinist;filing room operator;filing machine tender;filing machine worker;filing
  plant operator|8122
screw machine operator||||7223
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant;supply chain analyst;distribution consultant;supply chain consultant|2141
vessel engine tester|||LNG engine tester;boat engine tester;marine engine tester;electric motor tester;outboard
  motor tester|3115
mechatronics engineer|||robotics engineer;cybernetics engineer;electromechanical engineer;mechanical systems
  engineer;mechatronics systems designer|2144
plastic furniture maker||tend plastic processing machines that produce pieces such as plastic chairs and
  tables|plastic furniture assembler;plastic furniture manufacturer|8142
microsystem engineering technician|||MEMS technician;MEMS technologist;microsystem technician;microsystem
  technologist;microsystem engineering assistant|3114
fluid power technician||install and assemble equipment that uses liquid or gas pressure to transmit or regulate
  power|hydraulic inspector;fluid power operator;fluid power supervisor;hydraulic brake operator;hydraulic brake
  inspector|7233
clothing quality inspector|||garment quality controller|7543
cutting machine operator||check leather, textiles, synthetic materials, dyes and footwear|sole cutter;soul
  cutter;cutting operator;cutting operative;shoo machine tender|8156
component engineer||design and envision the engineering development of different small parts composing a bigger
  project, machine, or process|assembly engineer;components engineer;component engineering expert;component
  engineering adviser;component technology engineer|2149
deburring machine operator|||burr bench operator;burr tooling operator;burring bench operator;burring wheel
  operator;burring wheel operative|8122
distillery worker||operate industrial distillery equipment and machinery|spirit beverage worker;spirits production
  worker;distillery production worker|8160
rolling stock electrician|||wagon builder;railcar builder;carriage builder;rail electrician;depot electrician|7412
tumbling machine operator|||washer engineer;tub washer operative;wash equipment operator;machine washing
  operator;washing machine operator|8122
optical engineer||design and develop different industrial applications with optics|optics engineer;optical
  engineering expert;optical engineering adviser;optical technology engineer;optical engineering consultant|2149
packaging production manager||define and analyse package units in order to avoid damages or loss of quality of the
  goods packed|packaging manager;packaging consultant;packaging specialist;packaging technologist;graduate packaging
  manager|2141
motor vehicle upholsterer||create manufacturing templates, manufacture and assemble interior components for cars,
  buses, trucks etc|bus upholsterer;car upholsterer;lorry upholsterer;truck upholsterer;bus upholstery worker|7534
robotics engineer||design and develop robotic devices and applications in combination with mechanical engineering
  principles|control systems engineer;automation systems engineer;autonomous systems engineer;robotics engineering
  expert;robotics engineering adviser|2149
blacksmith||heat metal, usually steel, in a forge and shape it with a hammer, chisel, and an anvil|forge
  worker;horseshoe maker;sheet metal operative;patternmaking operator;sheet metal technician|7221
electrical engineering technician||work together with electrical engineers in electrical engineering
  research|electrical technician;electrical systems technician;electrical equipment technician;electrical
  engineering assistant;electrical installations inspector|3113
clothing sample machinist|||sample sewing machinist;garment sample machinist;sample garment machinist|8153
moulding machine technician||service machinery used in the casting and moulding of plastics and other
  materials|moulding operator;moulding line operator|7233
doll maker||design, create and repair dolls using various materials such as porcelain, wood or plastic|doll
  repairer;dolls house maker;wooden doll maker;plastic doll maker;dolls clothes maker|7533
aerospace engineering technician||work with aerospace engineers to operate, maintain and test equipment used on
  aircraft and spacecraft|aircraft technologist;aeroplane technologist;spaceship technologist;spacecraft
  technologist;aeronautical technologist|3115
V-belt builder||form V-belts out of calendered rubber rolls||8141
solderer|||soldering technician|7212
automated cutting machine operator||||8156
froth flotation deinking operator||tend a tank that takes in recycled paper and mixes it with water||8171
water plant technician||maintain and repair water treatment and supply equipment in a water plant|water plant
  worker;water plant operator;water plant operative;water treatment technician|3132
mine mechanical engineer|||mine operations manager|2144
mechanical engineer|||machinery engineer;mechanics engineer;mechanical engineering expert;mechanical engineering
  adviser;mechanical technology engineer|2144
refining machine operator||tend machines to refine crude oils, such as soybean oil, cottonseed oil, and peanut
  oil|refining worker;refining operator;refining machine worker;refining machine operative|8160
leather goods worker|||leather goods technician|3119
tyre builder||build pneumatic tyres from rubber components|tire maker;tyre maker;tire builder;tire tread
  builder;tyre tread builder|8141
electronics engineering technician||work closely with electronics engineers in the development of electronic
  equipment and devices|signal processing technician;signal processing technologist;electronics engineering
  assistant;electronics engineering technologist|3114
optomechanical engineering technician|||optomechanical technician;optomechanical technologist;optomechanical
  engineering assistant|3115
air separation plant operator|||oxygen plant operator|3133
spark erosion machine operator||||7223
grinding machine operator|||abrasive wheel operator;convex grinder operator;grinding machine worker;grinding room
  operative;buffing machine operator|7223
blow moulding machine operator||operate and monitor blow moulding machine to mould plastic goods, according to
  requirements|blow molding technician;blow moulding technician|8142
rubber cutting machine tender||operate the machine that cuts rubber stock into slabs|rubber cutter;rubber slab
  cutter;rubber cutter tender;cutting machine tender;rubber production worker|8141
rolling stock assembly inspector||||7543
swaging machine operator|||forging machine tender;swaging machine tender;forging machine operative;swaging machine
  operative|7223
container equipment assembler||manufacture containers such as boilers or pressure vessels||7213
rolling stock assembly supervisor||coordinate the employees involved in rolling stock manufacturing and schedule
  their activities|wagon assembly supervisor;railcar assembly supervisor;wagon production supervisor;carriage
  assembly supervisor;traction assembly supervisor|3122
fiberglass laminator||mould fiberglass materials to form hulls and boat decks|fibreglass lamination
  technician;fiberglass-spraying machine operator;fibreglass-spraying machine operator|8142
clarifier||operate equipment to remove sediments and moisture from oleo and oils|oil extractor operator;oil
  extractor operative;clarifier equipment operator;clarifier machine controller|8160
automation engineer||research, design, and develop applications and systems for the automation of the production
  process|automated systems engineer;automation systems engineer;automated systems specialist;agricultural
  automation engineer|2141
coppersmith||craft and repair items made of non-ferrous metals such as copper, brass and similar materials|brass
  worker;non-ferrous metal worker|7213
wire harness assembler||bind wires or cables to form wire harnesses used in electronic and electrical systems and
  equipment|cable harness assembler;wire harness technician;cable harness technician|8212
# Staffing and Recruiting
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|HR worker;HR manager;HR officer;HR director;HR assistant|2423
public employment service manager||supervise the operations of a public employment agency|DWP manager;jobcentre
  manager;job centre manager;careers advice manager;jobcentre plus manager|2423
equality and inclusion manager||develop policies to improve affirmative action, diversity and equality
  matters|diversity leader;equality manager;civil rights manager;equity program director;equity programme
  director|1212
occupational analyst|||job analyst;corporate business analyst;corporate business consultant;organizational structure
  analyst|2423
career guidance advisor|||career coach;careers advisor;careers officer;educational advisor;school careers
  advisor|2423
recruitment consultant||provide the suitable candidates to employers according to the specific job profile
  requested|employment agent;recruitment officer;job placement officer;temporary labour agent;job placement
  consultant|2423
job coach|job coaches||career coach;business coach;corporate coach;vocational expert;vocational adviser|2423
employment agent||work for employment services and agencies|job placement officer|3333
labour relations officer||implement labour policy in an organisation, and advise trade unions on policies and
  negotiation|union representative;labour policy officer;labor relations officer;industrial liaison
  officer;industrial relations officer|2423
human resources assistant||provide support in all the processes and efforts carried by human resources
  managers||4416
# Banking
accountant|||auditor;accounting officer;accounting supervisor;accounting technician|2411
bank treasurer||oversee all aspects of the financial management of a bank|treasury clerk|1211
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer;public finance manager;public finance officer|2411
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation|treasury
  analyst;corporate treasury manager;corporate treasury officer;corporate treasury controller|1211
credit union manager||oversee and manage member services, supervise staff and operations of credit unions|credit
  union specialist;credit unions supervisor;financial cooperative manager|1346
credit analyst|||credit clerk|3312
financial auditor||collect and examine financial data for clients, organisations and companies|auditor;bank
  auditor;finance auditor;external auditor;finances auditor|2411
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|consortia advisor;consortia representative;operational risk analyst|2413
securities analyst||perform research activities to gather and analyse financial, legal and economic
  information|bonds analyst;stock analyst;rating analyst;shares analyst;securities research analyst|2413
credit manager||oversee the application of credit policy in the bank|credit controller;credit policy manager;credit
  control manager;consumer credit manager;credit control supervisor|3312
bank account manager||advise prospective clients on the type of banking accounts suitable for their needs|banking
  officer;bank accounts manager;bank operations manager;commercial bank manager;banking accounts manager|3312
accounting analyst|||accounts analyst;accounting specialist;accounting methods analyst;accounting systems
  analyst|2411
foreclosure specialist||revise documentation related to properties that are under foreclosure|bankruptcy
  manager;foreclosure manager;bankruptcy coordinator;foreclosure consultant;foreclosure coordinator|3315
business valuer|||business valuation analyst;business valuation officer;business valuation consultant;business
  valuation specialist|2412
tax clerk||collect financial information in order to prepare accounting and tax documents|fiscal clerk;tax revenue
  officer;tax collection clerk;tax collection officer;tax compliance officer|4312
middle office analyst|||middle office specialist;transaction reporting specialist|2413
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager;personal financial advisor|2412
bank manager||oversee the management of one or several bank activities|bank director;bank branch manager;retail bank
  manager;regional bank manager;bank executive officer|1346
business service manager||are reponsible for the provision of professional services to companies|post-office
  manager;corporate service manager;service operations manager;corporate services consultant;professional services
  manager|1219
odds compiler||compile the odds in gambling|odds expert;odds trader;risk trader;odds manager;sports trader|4212
back office specialist||perform operation of administrative and organisational nature in service of running a
  financial company|back office clerk;back office officer;back office administrator;financial office specialist|4312
bankruptcy trustee|||bankruptcy analyst;insolvency practitioner|2411
billing clerk||create invoices and credit memos, issuing them to customers by all necessary means, and updating
  customer files|invoice clerk;posting clerk;financial clerk;accounting officer;account receivable clerk|4311
bingo caller||organise and run games of bingo in a bingo hall, social club or other entertainment facility|bingo
  agent;bingo cashier;bingo assistant;bingo attendant|4212
bookmaker|||betting clerk;bookmaker clerk;bookmaker manager|4212
casino cashier||exchange tokens, coins or chips for money|cage cashier;game cashier;booth cashier;gaming
  cashier;casino cage cashier|4212
casino gaming manager||oversee the day-to-day operations of gaming facilities|gaming manager;gaming team
  manager;group gaming manager;gaming service manager;electronic gaming manager|4212
casino pit boss|casino pit bosses|support the management team and are able to manage, inspect and deal with all
  gaming activities|pit manager;gaming supervisor;gaming floor manager;gaming floor supervisor;electronic gaming
  supervisor|4212
debt collector||compile debt owned to the organisation or third parties, mostly in cases when the debt is past its
  due date|revenue agent;bill collector;collection agent;payment collector;debt recovery agent|4214
defence administration officer|||defence administration manager|1219
department manager||are responsible for the operations of a certain division or department of a company|unit
  manager;unit director;division manager;business unit manager;department coordinator|1219
economic policy officer||develop economic strategies|finance policy officer;economic policy advisor;economic policy
  analyst;economical policy officer;economic policy researcher|2412
energy trader||sell or buy shares of energy, sometimes from different sources|energy share trader;energy stock
  trader;energy stock analyst;energy market analyst;energy trading analyst|3311
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance|facilities coordinator;facilities administrator;building maintenance
  manager;facilities maintenance manager;facility maintenance technician|1219
foundry manager|||process manager;engineering manager;foundry plant manager;production controller;foundry operations
  manager|1219
gaming dealer||operate table games|game operator;gaming operator|4212
gemmologist||value precious stones by analysing their characteristics, cut, and provenience either for trading or
  for further polishing efforts|stone buyer;gemstone buyer;gemmology analyst;gemmology scientist;gemmology
  researcher|3315
grants administrator||handle the pass-through track of grants, often given out by the government to the grant
  recipient|proposals administrator;research grants administrator|3313
lottery operator||run the day-to-day functions of lotteries||4212
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities|manufacturing director;manufacturing coordinator;manufacturing plant
  manager;manufacturing production manager|1219
pawnbroker||offer loans to clients by securing them with personal objects or items|pawnshop manager;pawnshop
  operator|4213
payroll clerk||manage the time sheets and pay checks of the employees|wages clerk;payroll officer;payroll
  technician;payroll administrator;payroll accounts clerk|4313
post office counter clerk||sell products and services at a post office|mail service clerk;post office
  supervisor|4211
power plant manager||supervise operations in power plants which produce and transport energy|power plant
  director;power supply manager;power station manager;gas generation manager;power plant supervisor|1219
programme manager||coordinate and oversee several projects working simultaneously|programme director;projects
  portfolio manager;programme management coordinator|1213
project manager||ensure that a project is completed on time, within budget, and that its objectives are met|project
  leader;project director;projects manager;project coordinator;special project manager|1219
quality services manager||manage the quality of services in business organisations|quality control manager;quality
  assurance supervisor;quality assurance coordinator|1219
security manager||ensure security for people, such as customers and employees, and company's assets either fixed,
  movable, machines, vehicles, and real state|security officer;security specialist;surveillance manager;private
  security manager;security systems manager|1219
statistical assistant||collect data and use statistical formulas to execute statistical studies and create
  reports|IT expert;admin assistant;computer expert;statistics assistant;statistician assistant|3314
tote operator|||tote manager;tote technician;advanced tote operator|4212
water treatment plant manager||supervise water treatment, storage and distribution in a water plant|water plant
  engineer;water facility manager;water treatment manager;water treatment engineer;water treatment specialist|1219
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade|wood
  manager;timber factory manager;wood factory controller;wood factory supervisor;wood factory coordinator|1219
# Telecommunications
telecommunications equipment maintainer|||telecommunications maintenance technician|7422
telecommunications engineer||design, build, test and maintain telecommunication systems and networks, including
  radio and broadcasting equipment|radio engineer;telecoms engineer;broadcast engineer;transmission
  engineer;communications designer|2153
ICT network administrator||maintain operation of a reliable, secure, and efficient data communications network,
  including LAN, WAN, intranet, and internet|network manager;network specialist;networks administrator|2522
telecommunications engineering technician|||telecoms administrator;communication administrator;communications
  administrator;telecommunications administrator|3522
ICT network engineer||implement, maintain and support computer networks|network developer;networks designer;networks
  engineer;networks developer|2523
aviation data communications manager||perform the planning, implementation and maintenance of data transmission
  networks||3513
telecommunications manager|||ICT manager;telecoms manager;communications manager;telecommunications project
  manager;telecommunications service manager|1330
security alarm technician||install and maintain security alarm systems to protect against hazards such as fire and
  burglary|fire alarm installer;fire alarm technician;security alarm fitter;burglar alarm installer;security alarm
  engineer|7422
ICT security manager||propose and implement necessary security updates|IT security manager;security
  coordinator;information security manager|2529
ICT network architect||design the topology and connectivity of ICT network such as hardware, infrastructure,
  communication and hardware components|network designer|2523
telecommunications technician||install, test, maintain and troubleshoot telecommunications systems|telecoms
  technician;communication technician;phone systems technician;satellite dish installer;telecoms systems
  technician|7422
ICT account manager||build business relationships with customers to facilitate the sale of hardware, software,
  telecommunications or ICT services|IT account manager|2434
satellite engineer||develop, test and oversee the manufacture of satellite systems and satellite
  programmes|satellite system engineer;satellite control engineer;satellite software engineer;satellite software
  developer;satellite engineering analyst|2152
ICT network technician|||system engineer;network engineer;network technician;networks technician;IT network
  technician|3513
ICT system administrator|||server administrator;network administrator;IT system administrator;IT systems
  administrator;enterprise administrator|2522
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|e-commerce
  technician;website administrator|3514
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems|data warehouse architect;data warehouse developer|2521
IT knowledge manager|||ICT knowledge manager;IT information manager;ICT information manager|1330
ICT technician|||IT engineer;ICT engineer;IT technician;computer operator|3512
live chat operator||respond to answers and requests posed by customers of all nature through online platforms in
  websites and online assistance services in real time|live chat agent;online chat agent;virtual chat agent;online
  chat operator;virtual chat operator|4222
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically|ICT helpdesk agent|3512
client services clerk||provide information to customers via the telephone and other media such as email|customer
  contact clerk;customer service clerk;customer helpdesk clerk;customer representative;customer support officer|4222
ethical hacker||perform security vulnerability assessments and penetration tests in accordance with
  industry-accepted methods and protocols|ICT security tester;vulnerability analyst;system security tester;network
  security tester|2529
telecommunications analyst||review, analyse and evaluate an organisation's telecommunications needs and
  systems|network planner;communication analyst;communications analyst;telecommunications consultant|2153
# Biotechnology Research
biomedical science specialist|||specialist medical scientist;biomedical scientist specialist;specialist biomedical
  researcher|2131
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|laboratory assistant;laboratory technologist;laboratory technology expert;laboratory research
  assistant;chemistry laboratory assistant|3141
bioinformatics scientist||analyse biological processes using computer programmes|IT expert;IT researcher;data
  scientist;computer analyst;biology researcher|2131
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|plant scientist;plant researcher;forest technician;field botany
  technician|3141
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs||2131
pharmaceutical engineer|||biotechnology engineer;pharmaceuticals engineer;pharmaceutical process
  engineer;pharmaceutical project engineer;pharmaceutical research engineer|2145
geneticist||study and focus their research on genetics|genetics analyst;genetics engineer;genetics
  scientist;genetics researcher;genetics research analyst|2131
biotechnical technician||perform technological work in assistance of scientists|biotechnological
  technician;biotechnical laboratory worker;biotechnical laboratory specialist;biotechnical laboratory
  technician;biotechnological laboratory technician|3141
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist;leather chemical tester;leather chemical technician|3111
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes|physics assistant;physicist assistant;physics lab technician;reprographics technician;health physics
  technician|3111
biochemical engineer||research on the field of life science striving for new discoveries|enzyme engineer;tissue
  engineer;bio-fuel engineer;metabolic engineer;bio-chemical engineer|2145
toxicologist|||toxicology analyst;toxicology scientist;toxicology researcher;toxicology studies analyst;toxicology
  research analyst|2131
research manager||oversee the research and development functions of a research facility or program or
  university|research scientist;scientific director;scientific research director|1223
biomedical scientist advanced|||advanced medical scientist;advanced biomedical researcher|2131
air pollution analyst||conduct field and lab tests to examine the pollution of air in different areas|environmental
  analyst;air quality consultant;air quality technician;air quality technologist;air environment technician|3111
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports|airport environmental expert;airport environmental officer|2133
analytical chemist||research and describe the chemical composition of substances|chemist;organic chemist;chemistry
  analyst;chemistry scientist;chemistry researcher|2113
aquaculture biologist|||aquaculture biology expert;aquaculture biology analyst;aquaculture biology
  scientist;aquaculture biology researcher;aquaculture biology specialist|2131
aquaculture environmental analyst|||marine scientist;aquaculture environmental scientist;aquaculture environmental
  specialist|2133
aquaculture recirculation manager|||aquaculture recirculation supervisor|2132
astronomer||research the formation, structures, properties, and development of celestial bodies and interstellar
  matter|astronomy analyst;astronomy scientist;astronomy researcher;astronomy research analyst;astronomy research
  scientist|2111
aviation meteorologist||forecast weather conditions in airports|meteorological technician;meteorological aviation
  inspector;aviation meteorological specialist|2112
bacteriology technician||provide technical assistance in researching and testing bacteria using laboratory
  equipment|chemist;lab technician;biology technician;biology technologist;chemistry technician|3141
biochemist||study and perform research on the reactions caused by chemicals in living organisms|biological
  chemist;biochemistry analyst;biochemistry scientist;biochemistry researcher;biochemistry studies analyst|2131
biochemistry technician||provide technical assistance in researching, analysing and testing the reactions caused by
  chemicals in living organisms|chemist;biology technician;biology technologist;chemistry technician;chemistry
  technologist|3141
biophysicist||study the existing relation between living organisms and physics|biophysics analyst;biophysics
  scientist;biophysics researcher;biophysics research analyst;biophysics research scientist|2131
botanist||are occupied with the maintenance of an range of plants from around the world, often in a botanic
  garden|botany manager;garden manager;garden supervisor;horticulture manager|2131
brewmaster||ensure brewing quality of current products and create mixtures for the development of new
  products|brewery manager;brewing manager;beer production manager|2145
chemical application specialist||develop chemical products according to the needs and expectation of the
  clients|specialist chemist;development chemist;product development chemist;product formulation chemist;application
  specialist chemist|2113
chemical tester||||2113
conservation scientist||manage the quality of specific forests, parks and other natural resources|environmental
  scientist;conservation programs specialist|2133
cosmologist||focus on the study of the universe as a whole, which is made up by its origin, evolution and ultimate
  fate|cosmology scientist;cosmology data scientist;cosmology research scientist|2111
countryside officer||are responsible for a range of activities that manage and maintain the natural environment and
  associated public access and recreation|rural areas officer|2133
ecologist|||environmental scientist;conservationist scientist|2133
environmental geologist||study how mineral operations may impact the composition and physical characteristics of the
  earth and its resources|minerals analyst;geologicial engineer;mineralogical analyst;environmental
  consultant;environmental geology analyst|2114
environmental technician||investigate sources of pollution and aid in the development of pollution prevention and
  environment protection plans|pollution control technician;pollution prevention technician;groundwater protection
  technician;environmental protection technician;environmental conservation technician|3111
epidemiologist||centre their research on origin and causes for illness eruption in humans|epidemiology
  analyst;epidemiology scientist;epidemiology researcher;epidemiology research analyst;epidemiology research
  scientist|2131
fisheries adviser||provide consultancy on fish stocks and their habitats|fisheries scientist;fisheries
  consultant;fisheries specialist;marine fisheries adviser;marine fisheries scientist|2132
food analyst||perform standardised tests to determine the chemical, physical, or microbiological features of
  products for human consumption|food researcher;food analysis expert;food analysis specialist;food research
  specialist|3111
food biotechnologist||study the life cycle of food from its preservation up to the spoilage and the food-borne
  pathogens||2131
forestry adviser||provide services and advice on economic and environmental issues in compliance with laws and
  regulations|forestry advisor;woodland manager;forestry consultant;woodland consultant|2132
fragrance chemist|||flavour chemist;perfume chemist;fragrance developer;application engineer;fragrance research
  chemist|2113
games development manager||supervise and coordinate the creation, development, distribution, and selling of
  games|games development director;gaming development manager;gaming development director;gambling development
  manager;gambling development director|1223
geophysicist||study the physical characteristics of the earth and apply physical measurements to geological
  situations|geophysical engineer|2114
groundwater monitoring technician|||groundwater technician;groundwater sampling technician;groundwater laboratory
  technician;groundwater protection technician;environmental protection technician|3111
hydrographic surveying technician||perform oceanographic and surveying operations in marine environments|marine
  surveyor;mapping technician;surveying technician;hydrographic surveyor;oceanographic surveyor|3111
immunologist|||immunology analyst;immunology scientist;immunology researcher;immunology studies analyst;immunology
  research analyst|2131
material testing technician|||material tester;materials tester;materials testing technician;material testing
  technologist;materials testing technologist|3111
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users|atmospheric analyst;meteorology analyst;atmospheric scientist;meteorology
  scientist;atmospheric researcher|2112
meteorology technician||collect large amounts of meteorological information for weather information users such as
  aviation companies or meteorological institutions|wind technician;atmospheric scientist;metrologist
  assistant;electronics technician;weather station operator|3111
metrologist||study and practice the science of measurement|optical engineer;process engineer;research
  engineer;research scientist;metrology technician|2112
metrology technician||apply their practical knowledge of metrology to calibrate measuring instruments, test
  equipment and analyse their performance|color scientist;meter technician;composite technician;dimensional
  engineer;instrument specialist|3111
microbiologist||study and research the life forms, characteristics, and processes of microscopic
  organisms|microbiology analyst;microbiology scientist;microbiology researcher;microbiology studies
  analyst;microbiology research analyst|2131
natural resources consultant|||resources consultant;natural resources expert;natural resources adviser;natural
  resources specialist|2133
nature conservation officer||manage and improve the local environment within all the sectors of a local
  community|conservation officer;wildlife control agent;conservation programmes officer;environmental enforcement
  officer|2133
oceanographer||study and perform research on matters related to the sea and oceans|marine chemist;marine
  geologist;oceanography analyst;oceanography scientist;oceanography researcher|2114
oenologist||track the wine manufacturing process in its entirety and supervise the workers in wineries|wine
  maker;wine advisor;wine producer;winery cellar master;wine production expert|2145
palaeontologist||research and analyse forms of life that existed in ancient eras of the planet Earth|palaeontology
  analyst;palaeontology scientist;palaeontology researcher;palaeontology research analyst;palaeontology research
  scientist|2114
pharmacologist|||pharmacology analyst;pharmacology scientist;pharmacology researcher;pharmacology studies
  analyst;pharmacology research analyst|2131
physicist||are scientists who study physical phenomena|physics analyst;physics scientist;physics researcher;physics
  research analyst;physics research scientist|2111
physiologist||study and exert research on the functioning of different living organisms, the parts they are composed
  of, and their interactions|anatomy analyst;anatomy scientist;anatomy researcher;physiology analyst;physiology
  scientist|2131
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects||2133
radiation protection technician|||radiation protection expert;radiological monitoring technician;radiological
  protection technician|3111
remote sensing technician||collect airborne data|remote sensing technologist|3111
seismologist||study the movement of tectonic plaques in the Earth which causes the propagation of seismic waves and
  earthquakes|seismology analyst;seismology scientist;seismology researcher;seismology research analyst;seismology
  research scientist|2114
textile chemist||coordinate and supervise chemical processes for textiles like yarn and fabric forming such as
  dyeing and finishing|textile chemical supervisor;textile chemical technician;textile chemical coordinator|2113
weather forecaster||gather meteorological data|meteorology analyst;meteorology scientist;meteorology
  researcher;meteorology research analyst;meteorology science researcher|2112
zoology technician||provide technical assistance in researching and testing animal species using laboratory
  equipment|wildlife manager;animal researcher;zoology researcher;zoological technician;zoology lab technician|3141
# Construction
structural ironworker||||7214
plate glass installer||fit panes of glass into windows and other structural elements like glass doors, walls,
  facades and other structures|glass installer;glazing installer;plate glass fitter;glass pane installer|7125
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|urban architect;building designer;commercial architect;architectural
  planner;residential architect|2161
concrete finisher||work with binding agents like cement and concrete|concrete layer;floor finisher;cement
  finisher;flooring operative;layer and finisher|7114
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert;civil engineering adviser;civil engineering
  consultant;civil engineering specialist|2142
construction general contractor||take on the responsibility to deliver a construction project|construction project
  manager|1323
building electrician||install and maintain electricity cables and other electrical infrastructure in
  buildings|electrical installer;maintenance electrician;installation electrician;electrical systems
  installer;building services electrician|7411
manufactured wooden building assembler||put together wooden elements for use in construction|truss assembler;prefab
  house builder;prefab home assembler;prefab house assembler;manufactured building assembler|7119
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|sheet-metal worker|7213
terrazzo setter||create terrazzo surfaces|terrazzo layer;terrazzo worker;terrazzo team worker;poured flooring
  worker;concrete flooring worker|7114
industrial electrician||install and maintain electricity cables and other electrical infrastructure in large
  industrial and commercial buildings|electrician;marine electrician;electrical technician;industrial electrical
  technician;industrial maintenance electrician|7411
plasterer||apply plaster made from gypsum, cement or other solutions to walls as a smooth finish|wall finisher|7123
fire protection technician|||fire suppression engineer|3112
architectural drafter||make drawings of the specifications and ideas provided by architects|architecture
  drafter;architectural drafting expert;architectural drafting adviser;architectural drafting
  consultant;architectural drafting specialist|3118
pipeline engineer|||pipeline field engineer;subsea pipeline engineer;pipeline field technician;offshore pipeline
  engineer;pipeline integrity engineer|2142
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant;construction project manager;quantity surveying consultant|1323
construction painter||paint the interior and exterior of buildings and other structures|industrial
  painter;specialist painter|7131
tile fitter||install tiles onto walls and floors|tiling worker;tile installer|7122
production plant crane operator|||pit crane operator;bottom cat operator;mill crane operator;wall-crane
  operator;scrap crane operator|8343
fire inspector|||fire investigator;fire prevention officer|3112
vehicle glazier||install glass in motor vehicles taking into account the automobile manufacturer specifications such
  as glass type, thickness, size and shape|windscreen fitter;windscreen repairer;windscreen technician;smart repair
  technician;mobile windscreen fitter|7125
container equipment assembler||manufacture containers such as boilers or pressure vessels||7213
roofer||cover structures with roofs|cladding installer|7121
bricklayer||assemble brick walls and structures by skilfully laying the bricks in an established pattern, using a
  binding agent like cement to bond the bricks together|trowel occupation worker|7112
construction general supervisor||keep track of the proceedings of all stages in the building process|construction
  supervisor;building programme manager;building programme supervisor;construction programme manager;construction
  project supervisor|3123
electrician||fit and repair electrical circuits and wiring systems|electrical worker;electrical
  installer;maintenance electrician;installation electrician;electrical systems installer|7411
airport planning engineer||manage and coordinate the planning, design, and development programs in airports|airport
  planning manager;airport development director;airport development engineer;aviation development planner|2142
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations|roller driver;roller operator;roller operative;road roller
  driver;rough roller operator|8342
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment|asbestos inspector;buildings inspector;construction inspector;building control officer;building
  control surveyor|3112
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical design
  drafter;electrical drafting expert;electrical drafting adviser;electrical drafting consultant;electrical drafting
  specialist|3118
carpenter||cut, shape and assemble wooden elements for the construction of buildings and other structures|timber
  worker;joinery worker;joiner supervisor|7115
roofing supervisor||monitor the work on roofing a building|tinsmith supervisor;felt roofing supervisor;house roofing
  supervisor;asphalt roofing supervisor;roofing carpentry supervisor|3123
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology|mechanicals engineer;engineering technician;electro-mechanic engineer;electro-mechanics
  engineer;electromechanical designer|2151
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas
  producer;gas inspector;gas installer;gas technician;gas distributor|7126
dismantling supervisor|||disassembly supervisor;disassembly team leader;dismantling team leader|3123
lacquer spray gun operator|||spray gun operator;paint booth operator;lacquer spray painter;paint booth
  technician;machine sprayer operator|7132
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and
  sewerage|leakage operative;water network worker;pumping station worker;water network operator;pumping station
  operator|7126
domestic electrician||install and maintain electrical infrastructures and domestic machinery in homes and other
  residential buildings|electrician;residential electrician|7411
railway infrastructure inspector||are responsible for checking the conditions of railways|railway infrastructure
  auditor;railway infrastructure surveyor|3112
dismantling worker||perform the dismantling of industrial equipment, machinery and buildings as instructed by the
  team leader|disassembly worker|7214
stonemason||manually carve and assemble stone for construction purposes||7113
HVAC mechanic||install and maintain industrial heating, air conditioning and possibly refrigeration systems|HVACR
  inspector;air conditioning inspector|7127
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures|scaffolding supervisor|3123
electrical supervisor||monitor the operations involved in installing and servicing electricity cables and other
  electrical infrastructure|foreman electrician;electrician supervisor;electrical service supervisor;electrical
  systems supervisor;electrical maintenance manager|3123
construction quality manager||make sure the quality of the work meets standards set in the contract, as well as
  minimum legislative standards|construction QA manager|3112
house builder||construct, maintain and repair houses or similar small buildings using a range of techniques and
  materials of several construction building workers|builder;home builder;domestic property builder;residential
  property builder|7111
asbestos abatement worker|||asbestos worker;asbestos operative;asbestos abatement advisor;asbestos removal
  operative;asbestos abatement operative|7133
welder||operate welding equipment in order to join metal workpieces together|fitter;arc welder;gas welder;oxy
  welder;naval welder|7212
landfill supervisor||coordinate the activities and operations of landfills and landfill staff|landfill site
  supervisor;waste sortation supervisor|3112
shipwright||build and repair small type of water vessels from pleasure craft to naval vessels|boat fitter;boat
  builder;boat repairer;boat repair engineer;boat construction worker|7214
bricklaying supervisor||monitor bricklaying activities|brickwork supervisor;bricklayer supervisor;brickmason
  supervisor;bricksetter supervisor|3123
bridge construction supervisor||monitor the construction of bridges|bridgebuilding supervisor;bridge building
  supervisor|3123
building construction worker||prepare and maintain building construction activities on construction
  sites|construction worker;building site worker;construction labourer;building site labourer;construction site
  worker|9313
bulldozer operator||operate a heavy vehicle to move earth, rubble or other material over the ground|dozer
  driver;dozer operative;bulldozer driver;earthmover driver;bulldozer operative|8342
carpenter supervisor||monitor carpentry operations in construction|framer supervisor;joiner supervisor;joinery
  supervisor;carpentry supervisor;joinery shop supervisor|3123
concrete finisher supervisor||monitor the concrete finishing process|power floater supervisor;concrete layer
  supervisor;floor finishing supervisor;concrete finishing supervisor;flooring operative supervisor|3123
container crane operator||operate electrically powered cranes equipped with cantilevers on which hoisting gear is
  supported to load or unload container cargo|crane driver;dock crane operator;ship crane operator;dockside crane
  operator;straddle crane operator|8343
crane crew supervisor||are present to supervise crane operations|crane supervisor;crane safety supervisor;crane
  operator supervisor;crane operations supervisor;lifting operations supervisor|3123
demolition supervisor||monitor operations involved in the demolition of buildings and clean up of debris|demolition
  manager;demolition project manager;demolition site supervisor;demolition project supervisor;demolition operations
  supervisor|3123
dredging supervisor||monitor dredging operations|dredging site supervisor;dredge operator supervisor;dredging
  project supervisor;dredging operations supervisor|3123
electron beam welder||set up and tend machines designed to join separate metal workpieces together through the use
  of a high-velocity electron beam|arc welder;butt welder;flash welder;atomic welder;robotic welder|7212
excavator operator||use excavators to dig into earth or other materials to remove it|excavation worker;backhoe
  excavator operator;tracked excavator operator|8342
glass installation supervisor|||glazing supervisor;window installation supervisor;fenestration installation
  supervisor|3123
grader operator||work with a heavy piece of mobile equipment that creates a flat surface by slicing off the top soil
  with a large blade|grader driver;grader worker;grader operative;motor-grader driver|8342
insulation supervisor||monitor insulation operations|insulation installers supervisor|3123
laser beam welder|||welder;laser welder;repair fitter;laser tube welder;laser repair welder|7212
lift installation supervisor|||lift installation engineer;lift construction supervisor;elevator construction
  supervisor;elevator installation supervisor|3123
paperhanger supervisor||monitor the hanging of wallpaper|decorator supervisor;wall paperer supervisor;wallpaper
  hanger supervisor;wallpaper decorator supervisor|3123
pile driving hammer operator||work with a piece of heavy equipment that positions piles and hammers them into the
  ground using a rigging mechanism|piling operative;pile hammer operator;pile-driver operator;pile-driver
  operative;piling equipment operator|8342
plastering supervisor||monitor plastering activities|stucco supervisor;dry lining supervisor;plasterboarding
  supervisor|3123
plumbing supervisor||monitor plumbing operations|pipework supervisor;domestic plumbing supervisor;commercial
  plumbing supervisor|3123
road construction supervisor||monitor the construction and maintenance of roads|surfacing supervisor;highway
  construction supervisor|3123
road maintenance worker||perform routine inspections of roads, and are sent out to perform repairs when called
  for|highways operative;highway maintenance worker;road maintenance operative|9312
scraper operator||work with a mobile piece of heavy equipment that scrapes the top layer of the ground and deposits
  it in a hopper to be hauled off|scraper driver;scraper worker;scraper operative;motor-scraper driver;towed-scraper
  driver|8342
snow-clearing worker||operate trucks and plows to remove snow and ice from public sidewalks, streets and other
  locations||8342
structural ironwork supervisor||monitor ironworking activities|rebar supervisor;steel fitting supervisor;steel
  erection supervisor;structural ironworks supervisor;structural steelwork supervisor|3123
terrazzo setter supervisor||monitor terrazzo setting operations|terrazzo team supervisor;terrazzo layer
  supervisor;poured flooring supervisor;terrazzo worker supervisor;concrete flooring supervisor|3123
tiling supervisor||monitor tile fitting operations|wall tiling supervisor;floor tiling supervisor;mosaic tiling
  supervisor;tiling worker supervisor;surface tiling supervisor|3123
# Real Estate
real estate manager||handle and oversee the operational aspects of commercial or residential properties such as
  private apartments, office buildings and retail stores|estate manager;estate coordinator;real estate
  officer;estate administrator;property administrator|3334
real estate leasing manager||set up the lease or rental efforts of an apartment community and properties not in
  co-ownership and also manage the leasing staff|lease operator;leasing manager;leasing administrator;property
  leasing manager;commercial leasing manager|3334
property appraiser||undertake detailed analysis and investigation of properties in order to determine their value
  for sales, mortgage and insurance purposes|valuation surveyor|3315
real estate investor||buy and sell own real estate such as appartements, dwellings, land and non-residential
  buildings to make a profit||3334
real estate surveyor||undertake research in order to assess the value of property for tax purposes|real estate
  analyst|3315
real estate agent||administer the sales or letting process of residential, commercial properties or land on behalf
  of their clients|estate agent;letting agent;lettings agent;property agent;real estate broker|3334
personal property appraiser||||3315
property acquisitions manager||ensure land or property acquisitions transactions|porperty acquisitions
  manager;property transactions supervisor|3334
title closer|||closing agent;escrow officer;closing coordinator|3334
housing manager||oversee housing services for tenants or residents|housing agent;housing officer;housing
  coordinator;housing administrator;neighbourhood manager|3334
letting agent||schedule appointments with clients in order to show and lease real estate to prospective
  residents|estate agent;rental agent;leasing agent;leasing broker;real estate agent|3334
building caretaker||maintain and monitor the condition and security of buildings|building manager;facilities
  manager;building technician|5153
amusement park cleaner||work to keep the amusement park clean and take on small repairs|cleaning worker;janitorial
  worker;premises maintenance worker|5153
domestic butler||serve at official meals, monitor meal preparations and table setting and manage the household
  staff|domestic house manager|5152
domestic housekeeper||are responsible for all the household activities in a private house|private housekeeping
  director|5152
house sitter||move in the house of their employers in order to maintain security of the property during their
  absence||5153
verger||perform administrative duties for churches and parishes, ensure equipment maintenance and support the parish
  priest or other superiors|church officer|5153
# Management Consulting
human resources manager||plan, design and implement processes related to the human capital of companies|HRM
  manager;benefits manager;staffing manager;personnel manager;personnel director|1212
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|HR worker;HR manager;HR officer;HR director;HR assistant|2423
business economics researcher||conduct research on topics regarding economy, organisations, and strategy|business
  advisor;business analyst;business researcher;financial market advisor;fiscal economics advisor|2631
marketing manager||carry out the implementation of efforts related to the marketing operations in a
  company|marketing director;promotions manager;telemarketing manager;advertising sales manager;product marketing
  manager|1221
business analyst||research and understand the strategic position of businesses and companies in relation to their
  markets and their stakeholders|management consultant;standardisation expert;standardization expert;standardisation
  manager;organisational developer|2421
strategic planning manager|||planning manager;strategy adviser;strategy manager;strategic manager;strategic
  development manager|1213
commercial director||are responsible for the income generation for the commercial sector of their company|commercial
  manager;marketing director;commercial strategy director;corporate commercial manager;business development
  director|1221
sales manager||develop sales and targeting strategies for a company|sales director;sales coordinator;area sales
  manager;group sales manager;inside sales manager|1221
business consultant||analyse the position, structure and processes of businesses and companies and offer services or
  advice to improve them|business process consultant|2421
business intelligence manager|||research consultant;business research analyst;market intelligence manager;business
  research consultant;business intelligence analyst|2421
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability|planning officer;development officer;regeneration
  manager;development consultant;economic development officer|2631
economic adviser||research economic developments and advise on economic problems|policy analyst;economics
  adviser;economics consultant;economic policy advisor;economic policy researcher|2631
manufacturing cost estimator||collect and analyse data to evaluate the money, materials, labour and time required
  for manufacturing processes|manufacturing cost analyst;manufacturing estimate clerk|2421
banking products manager|||credit products manager;banking products analyst;internet banking manager;savings
  products manager;banking products director|1221
category manager||define the sales programme for specific product groups|FMCG category manager;on-line category
  manager;product category manager;graduate category manager;indirect category manager|1221
business coach|business coaches||corporate coach;executive coach;leadership coach;business leadership coach;business
  development coach|2424
auction house manager||are responsible for the staff and activities in an auction house|auction house
  director;auction house administrator|1221
corporate training manager||coordinate all the training activities and development programmes in a company|learning
  manager;training manager;training coordinator;skills development manager;staff development director|2424
destination manager|||organisation manager;tourism strategy manager;destination marketing manager;destination
  development manager|1221
intelligence officer||develop and execute plans to gather information and intelligence|cyber
  investigator;intelligence analyst;counter-terrorism analyst;intelligence investigator;housing intelligence
  officer|2422
licensing manager||oversee licenses and rights of a company regarding use of its products or intellectual
  property|graduate licensing manager|1221
# Computer Games
user experience analyst|||usability analyst;user experience officer|2511
digital games tester||review and test various genres of digital games by playing them in order to find bugs and
  glitches within the game's functionality or graphics|video games tester;virtual games tester;computer games
  tester|2519
ICT accessibility tester|||usability tester|2519
digital games developer||program, implement and document digital games|video games developer;virtual games
  developer;computer games developer|2513
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager;data processing manager;ICT acquisitions
  manager|1330
special effects artist||create illusions for movies, videos and computer games|visual effects artist;digital effects
  artist;special effects animator;digital effects specialist;special effects specialist|2166
embedded system designer|||embedded system developer;embedded systems developer;embedded software developer|2511
ICT documentation manager|||documentation manager;IT documentation manager;technical communication manager|1330
ICT integration tester||perform tests in groups of system components, units or even applications|compatibility
  tester;IT compatibility tester;ICT compatibility tester;module integration tester;module compatibility tester|2519
ICT product manager||analyse and define current and target status for ICT products, services or solutions|IT product
  manager;IT products manager;ICT products manager|1330
ICT project manager||schedule, control and direct the resources, people, funding and facilities to achieve the
  objectives of ICT projects|IT project manager;IT projects manager;web project manager;web projects manager|1330
ICT quality assurance manager|||ICT test manager;ICT quality manager|2519
ICT system architect||design architecture, components, modules, interfaces, and data for a multi-components system
  to meet specified requirements|systems architect;solution architect;IT system architect;IT systems architect;ICT
  systems architect|2511
ICT test analyst||work in testing environments, assessing products, checking for quality and accuracy, or creating
  tests scripts|test designer;IT test analyst|2519
ICT vendor relationship manager||||1330
IT director|||information technology director|1330
art restorer||work to perform corrective treatment based on an evaluation of the aesthetic, historic and scientific
  characteristics of art objects|restorer;restoration artist;art objects repairer;restoration technician|2651
artistic painter|||sign painter;matte painter;street painter;creative painter|2651
boom operator||set up and operate the boom microphone, either by hand, on an arm or on a moving platform|TV boom
  operator;shotgun operator;film boom operator;sound equipment technician;shotgun microphone operator|3521
cartoonist||draw people, objects, events, etc|comic artist|2651
ceramicist|||ceramics artist|2651
drawing artist||express concepts by providing a drawn representation corresponding to the idea|artist;street
  artist;cartoon artist|2651
glass artist||create original artworks by assembling pieces of glass|stained glass artist;stained glass
  restorer|2651
mask maker||construct, adapt and maintain masks for live performances|mask builder|2651
mastering engineer||convert finished recordings to the desired format such as CD, vinyl and digital|mastering
  technician;audio mastering engineer;audio mastering operator;sound mastering engineer;digital mastering
  technician|3521
projectionist||operate and maintain projection equipment in cinema theatres|booth operator;projector operator;movie
  projector operator;projector booth operator|3521
recording studio technician||operate and maintain microphones and headsets in recording booths in recording
  studios|sound mixer;audio editor;audio restorer;sounds technician;studio technician|3521
sculptor||may use a wide variety of materials to create sculptures, such as stone, clay, glass, wood, plaster, or
  any material of their choice|sculpting artist|2651
sound artist||use sound as a main creative medium|live sound artist|3521
storyboard artist||draw out the scenes of a motion picture or television series according to the script in order to
  see what will be possible during production||2651
video artist|||visuals artist;visual technician;video effects artist;video graphics artist;interactive video
  artist|2651
# Renewable Energy Semiconductor Manufacturing
electric power generation engineer|||power plant engineer;power supply engineer;power station engineer;gas
  generation engineer;energy generation engineer|2151
energy engineer||design new, efficient and clean ways to produce, transform, and distribute energy to improve
  environmental sustainability and energy efficiency|power engineer;energies engineer;energy engineering
  expert;energy efficiency engineer;energy engineering adviser|2149
wind energy engineer||design and install wind energy farms and equipment|wind engineer;wind power engineer;wind
  turbine engineer;wind-turbine engineer;wind energies engineer|2149
solar energy technician||install and maintain systems that collect solar energy|solar technician;PV field
  technician;solar farm technician;photovoltaic cell technician;photo-voltaic cell technician|7411
energy systems engineer||supervise the energy conversion and distribution processes|distribution engineer;power
  systems engineer;energy conservation engineer;distribution project engineer;environmental research engineer|2149
solar energy engineer||design systems which generate electrical energy from sunlight, such as photovoltaic
  systems|solar engineer;solar power engineer;solar energies engineer|2149
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power|solar
  farm worker;solar array worker;solar farm operator;solar array operator;solar farm operative|3131
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer;dry cell repairer;dry cell installer;car battery installer|7412
wind turbine technician||maintain and repair wind turbines by performing diagnostic inspections, analysing faults,
  and performing repair duties|wind farm worker;wind turbine worker;wind energy installer;wind plant technician|7412
battery assembler||are welding and assembling the battery components such as electronics parts, wiring, and casing
  around the cells|battery maker;battery welder;battery builder;battery assembly worker;battery component
  welder|8212
quality supervisor||manage and promote the systems of quality assurance implemented in the organisations|quality
  control manager;quality managing director;leatherware quality manager;leatherware quality director;leatherware
  quality supervisor|1321
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder;electric keyboard maker;electric keyboard
  builder|8212
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy|sub-station engineer;substations engineer;sub-stations engineer;substation
  engineering expert;substation engineering adviser|2151
research engineer|||bionic engineer;engineer researcher;engineering analyst;engineering scientist;engineering
  researcher|2149
electromagnetic engineer|||EMC engineer;electro-magnetic engineer;electromagnetics engineer;electro-magnetics
  engineer;electromagnetic design engineer|2151
nanoengineer||combine the scientific knowledge of atomic and molecular particles with engineering principles for
  applications in a varied array of fields|nanoscience expert;nanosystems expert;nanoscience engineer;nanosystems
  engineer;nanotechnology expert|2149
biomedical engineer|||BME expert;BME adviser;BME consultant;BME specialist;bio-medical engineer|2149
wood technology engineer||develop materials and components made of wood, construct production facilities and control
  and monitor the production|wood technologist;wooden technologist;wood products engineer;wood technology
  expert;timber products engineer|2149
event electrician||set up and dismantle temporary, reliable electrical systems to support events|mobile power
  expert;generator technician;live event electrician|7411
quality engineer||define quality standards for the creation of products or services|QA engineer;QA inspector;QS
  inspector;product inspector;quality inspector|2149
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager;industrial production supervisor;manufacturing production manager|1321
leather finishing operations manager|||drying manager;buffing manager;plating manager;spraying manager;drying
  supervisor|1321
operations manager||plan, oversee and coordinate the daily operations of production of goods and provision of
  services|operations director;operations supervisor;operations administrator;operations general manager;business
  operations manager|1321
ride technician||work to maintain and repair amusement park attractions|aquatic technician;theme park
  technician;engineering supervisor;ride mechanical engineer;ride maintenance engineer|7412
# Venture Capital and Private Equity Principals
venture capitalist||invest in young or small startup companies by providing private funding||2412
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|investing director;investment advisor;investment manager;investment consultant;corporate
  investment adviser|2412
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser|2412
investment fund manager||implement and monitor the investment strategy of a fund|fund manager;fund
  director;investments manager;investment fund adviser;investment fund advisor|2412
investment fund management assistant||provide clients with financial planning advice on financial products and serve
  as the main contact point for new and old clients|investment fund clerk;investment fund manager;investment fund
  assistant;investment fund specialist|2412
investor relations manager||disseminate the investment strategy of the company and monitor the reactions of the
  investment community towards it|investment strategy manager;investor relations director;investor relations
  supervisor|2412
stock trader|||equity trader|3311
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager;personal trust
  supervisor|2412
asset manager||invest the money of a client into financial assets, through vehicles such as investment funds or
  management of individual clients' portfolios|assets manager;wealth manager;financial advisor;asset portfolio
  manager;financial asset manager|3311
investment analyst||undertake research to make informed recommendations to fund managers|portfolio
  analyst;investment officer;investment specialist;investment banking analyst;investment accounting analyst|2413
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|finance manager;finance officer;finance controller;corporate controller;accounting controller|2411
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments
  manager;investment consultant;global investment manager;investment portfolio manager|2412
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|bank risk manager;corporate risk manager;operational risk manager;risk management director;risk management
  specialist|2412
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|equity trader;securities trader;derivatives trader;quantitative trader;financial trading expert|3311
budget analyst||monitor the spending activities of public and private institutions and companies|budget officer|2411
grants management officer||work professionally in the administration and management of grant funds|grants
  officer;proposals manager|2411
managing director||hold the highest ranking in a pyramidal corporate structure||1120
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|mergers analyst;acquisitions analyst|2413
programme funding manager||take the lead in developing and realizing the funding strategy of the programmes of an
  organisation|grants manager;programme funding officer;programme funding coordinator|2412
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  director;accounting director;cost accounting manager;accounts payable manager;group accounting manager|1211
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management|credit analyst;banking analyst;company analyst;economic
  analyst;treasury analyst|2413
middle office analyst|||middle office specialist;transaction reporting specialist|2413
managing director||are the right hand and second in command of a company's chief executive officer|acting general
  manager|1120
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|quantity surveyor;cost accounting clerk;cost accounting
  officer|2411
corporate social responsibility manager||monitor the practices of organisations and companies with regard to ethics
  and impact on the larger community|sustainable services manager;sustainability project manager;corporate
  responsibility manager;corporate responsibility director;corporate sustainability director|1219
chemical plant manager|||plant managing director;chemical plant supervisor|1219
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|money manager;budgeting manager;budget coordinator|1211
airport chief executive||lead a group of airport directors who are responsible for all areas of the airport|airport
  manager;airport general manager|1120
animal facility manager||coordinate and plan all activities of a zoo|zoo managing director;aquarium managing
  director|1120
branch manager||are responsible for the management of all the affairs related with a company in a specific
  geographic region or business branch|regional manager;branch supervisor;regional director;subsidiary manager;area
  office manager|1120
business manager|||team manager;general manager;operations manager;business coordinator;business unit manager|1120
defence administration officer|||defence administration manager|1219
department manager||are responsible for the operations of a certain division or department of a company|unit
  manager;unit director;division manager;business unit manager;department coordinator|1219
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance|facilities coordinator;facilities administrator;building maintenance
  manager;facilities maintenance manager;facility maintenance technician|1219
foundry manager|||process manager;engineering manager;foundry plant manager;production controller;foundry operations
  manager|1219
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities|manufacturing director;manufacturing coordinator;manufacturing plant
  manager;manufacturing production manager|1219
power plant manager||supervise operations in power plants which produce and transport energy|power plant
  director;power supply manager;power station manager;gas generation manager;power plant supervisor|1219
project manager||ensure that a project is completed on time, within budget, and that its objectives are met|project
  leader;project director;projects manager;project coordinator;special project manager|1219
quality services manager||manage the quality of services in business organisations|quality control manager;quality
  assurance supervisor;quality assurance coordinator|1219
security manager||ensure security for people, such as customers and employees, and company's assets either fixed,
  movable, machines, vehicles, and real state|security officer;security specialist;surveillance manager;private
  security manager;security systems manager|1219
water treatment plant manager||supervise water treatment, storage and distribution in a water plant|water plant
  engineer;water facility manager;water treatment manager;water treatment engineer;water treatment specialist|1219
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade|wood
  manager;timber factory manager;wood factory controller;wood factory supervisor;wood factory coordinator|1219
# Insurance
insurance underwriter||assess business risks and liability policies and make decisions about commercial
  property|life underwriter;commercial underwriter;fire insurance underwriter;personal lines underwriter;group
  insurance underwriter|3321
actuarial consultant||analyse, manage and provide guidance on financial impact of risks|actuarial clerk;actuarial
  adviser;actuarial advisor;actuarial analyst|2120
insurance claims manager||lead the team of insurance claims officers to ensure they handle insurance claims properly
  and efficiently|claims manager;claims director;insurance claims director;insurance claims coordinator;insurance
  claims administrator|1346
insurance risk consultant||prepare reports for insurance underwriters|insurance adviser;insurance analyst;insurance
  consultant;insurance risk surveyor|3321
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer;public finance manager;public finance officer|2411
insurance claims handler||ensure that all insurance claims are handled accurately and that payment for valid claims
  is made to the policyholders|claims analyst;claims handler;claims inspector;claims consultant;claims
  representative|3315
insurance broker|||insurance agent;insurance seller;insurance sales agent;life insurance broker;insurance sales
  adviser|3321
property insurance underwriter||assess and determine the risk and coverage of a client's property insurance|property
  underwriter|3321
insurance clerk|||insurance agent;insurance officer;insurance assistant;insurance office clerk;indemnity
  administrator|4312
insurance fraud investigator|||insurance fraud auditor;insurance fraud inspector|3315
loss adjuster|||claims adjusters supervisor|3315
property assistant||perform several duties including administrative tasks in the real estate sector|property
  clerk;real estate clerk;real estate assistant|4312
sales support assistant|||sales officer;accounts assistant;sales accounts clerk;group sales assistant;sales clerical
  assistant|4311
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager;personal financial advisor|2412
biometrician||perform research in the field of biometrics|biometrics analyst;biometrics scientist;biometrics
  researcher;biometrics research analyst;biometrics research scientist|2120
content developer||create, develop and produce content for new lottery and similar games for large audiences|game
  content developer;lottery games developer|2120
demographer||study a variety of parameters related with population|demography analyst;demography
  scientist;demography researcher;demography studies analyst;demography research analyst|2120
lottery quality controller||||2120
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field|logic scientist;logic researcher;mathematics scientist;mathematics researcher;logic
  research scientist|2120
# Transportation, Logistics, Supply Chain and Storage
warehouse worker||execute the accurate handling, packing and storage of materials in a warehouse|order
  clerk;warehouse operator;warehouse operative|9333
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager;port operations manager;port terminal supervisor;port operations supervisor|4323
materials handler||execute the handling and storage of materials through activities such as loading, unloading and
  moving articles in a warehouse or storage room|storage worker|9333
rail logistics coordinator|||rail logistics analyst;railway logistics analyst;rail transportation specialist;rail
  transportation coordinator;railway transportation specialist|4323
water traffic coordinator|||water traffic planner;marine traffic planner;dock traffic coordinator;port traffic
  coordinator;waterway traffic planner|4323
airport baggage handler||receive and return the luggage of passengers at airport terminals|ramp agent;baggage
  agent;ramp attendant;baggage handler;luggage handler|9333
freight transport dispatcher||receive and transmit reliable messages, track vehicles and equipment, and record other
  important information|dispatcher;freight dispatcher;dispatching officer;air freight dispatcher;freight dispatching
  officer|4323
shipping agent||represent the ship owner in a foreign port|port agent;cargo agent;liner agent;ships agent;water
  clerk|3331
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers|air navigation manager;air traffic supervisor;flight control manager;flight navigation manager|1324
cargo vehicle driver||operate vehicles such as trucks and vans|HGV driver;van driver;lorry driver;truck
  driver;freight driver|8332
delivery driver||transport goods and packages to specified locations by motocycle, car or van|delivery car
  driver;delivery van driver;dry cleaning driver|8322
dangerous goods driver||transport fuel and bulk liquid, hazardous products and chemicals by road|ADR
  driver;explosives truck driver;hazardous materials driver|8332
refuse vehicle driver||drive the large vehicles used for refuse collection||8332
road transport maintenance scheduler|||vehicle maintenance coordinator|4323
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant;supply chain analyst;distribution consultant;supply chain consultant|2141
vessel operations coordinator|||traffic coordinator;vessel operations manager;shipping operations manager;shipping
  traffic coordinator;vessel operations supervisor|4323
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor;logistics line manager;freight forwarding agent;freight forwarding manager|3331
armoured car driver||drive the armoured car to transfer valuable items, such as money, to different
  locations|armoured truck driver|8322
stevedore||sort, handle, load and unload freight into over-the-road equipment in accordance with oral and written
  instructions, as well as state regulations|dock worker;dock labourer;ship freight handler|9333
moving truck driver||operate lorries or trucks intended for relocating and transporting goods, belongings,
  machinery, and others|moving van driver;removal van driver;moving lorry driver;removal lorry driver;removal truck
  driver|8332
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation|rail control operator;train operations manager;railway operations manager;train operations
  specialist;railway operations specialist|1324
warehouse order picker||prepare orders manually|order clerk;warehouse worker;warehouse operator;warehouse
  operative|9333
motorcycle delivery person||||8321
finished leather warehouse manager||organise and monitor the finished leather warehouse, stock levels and organise
  product packing and dispatch||1324
road transport division manager||maintain control of processes relating to vehicles, staff, customers, routes, and
  contracts|fleet director;road fleet manager;motor transport manager;road operations director|1324
supply chain manager|||global sourcing manager;supply chain specialist;supply chain coordinator|1324
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director|1324
rail traffic controller||operate signals and points that help make sure trains run safely and on time|train
  controller;signal box operator;signal box controller;railway signal operator|4323
logistics and distribution manager||take decisions on logistic services, operations and provisions|logistics
  manager;logistics director;logistics coordinator;distribution coordinator;logistics operations manager|1324
warehouse manager||assume the responsibility for storage facilities|inventory manager;warehouse supervisor;warehouse
  operations manager;transportation warehouse manager;warehouse administration manager|1324
patient transport services driver||transfer disabled, vulnerable and elderly patients to and from health care
  facilities such as hospitals or social care settings|PTS driver;ambulance care assistant;patient transport
  driver|8322
bus route supervisor||coordinate vehicle movements, routes and drivers, and may supervise loading, unloading, and
  checking of baggage or express shipped by bus|bus dispatcher;bus route manager;transit supervisor;bus service
  manager;coach route manager|4323
fire service vehicle operator||drive and operate emergency fire service vehicles such as firetrucks|crew
  manager;fire engine driver;fire engine operator;fire appliance driver;fire appliance operator|8332
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer|2141
road operations manager||oversee day-to-day road transportation processes, managing processes, and striving to meet
  customer expectations|road transport manager;road operations supervisor;road operations coordinator|1324
surface engineer|||corrosion engineer;engineering operator;engineering operative;heavy equipment operative;surface
  engineering expert|2141
mobile crane operator||work with a variety of crane types that can be moved easily around the road, rail and
  water|mini crane driver;bottom cat operator;mini crane operator;mobile crane driver;compact crane driver|8343
tram controller||assign and manage tram vehicles and drivers for the transport of passengers, including records of
  distances covered and of repairs made|tram dispatcher;tram supervisor;traffic supervisor;tram system
  controller;tram system supervisor|4323
sailor||assist the ship captain and any crew higher in hierarchy to operate ships||8350
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations|roller driver;roller operator;roller operative;road roller
  driver;rough roller operator|8342
rail switchperson||assist in the tasks of the traffic controller||8312
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers|stock coordinator;store coordinator;inventory controller;inventory specialist;inventory
  supervisor|4321
baggage flow supervisor||monitor the flow of baggage in airports to ensure baggage makes connections, arrives at the
  destinations in a timely manner|baggage flow manager;luggage flow manager;luggage flow supervisor;baggage flow
  coordinator;luggage flow coordinator|4323
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable|cable car operator;cable car controller|8343
pipeline route manager||oversee the day-to-day operational aspects of transporting goods via pipeline
  infrastructures|pipeline division manager;pipeline route supervisor;pipeline operations manager;pipeline division
  supervisor;pipeline operations supervisor|4323
concrete pump operator||drive and operate trucks to haul concrete from the plant to project sites, and operate pumps
  to disperse concrete at the site|HGV mixer driver;LGV mixer driver;cement mixer driver;mobile pump
  operator;concrete mixer driver|8332
dredge operator|||dredde operator;dredger operator;port dredge operator;port dredger operator|8342
train driver||operate trains providing passenger or cargo transport services|metro driver;engine driver;train
  operator;locomotive engineer;passenger train driver|8311
train dispatcher||ensure the safe and efficient dispatch of the train services|engine dispatcher;platform
  assistant;railway dispatcher|8312
taxi driver||operate a licensed private passenger transportation vehicle, looking after customers, taking fares and
  managing vehicle servicing|cab driver;minicab driver;private driver;private hire driver|8322
train preparer||are responsible for checking and testing of equipment and systems on rail vehicles before vehicles
  are moved|track worker;switch tender;track repairer;switch operator;track signal repairer|8312
mover||are responsible for the physical handling of goods and belongings to be relocated or transported from one
  place to the other|removal porter|9333
private chauffeur||transport their employers to a particular destination safely and on time|private driver;personal
  driver|8322
leather production planner||are responsible for planning and following production planning|leather orders
  planner;leather materials planner|2141
gas transmission system operator||transport energy in the form of natural gas||4323
airport director|||airport manager;station manager;finance director;airport duty manager;airport section
  director|1324
hide purchasing manager||plan and purchase supplies of hides, skins, wet-blue or crust in coordination with the
  production requirements||1324
boatswain||organise the crew on deck and at the fishing hold to execute the orders received from a superior||8350
production engineer||review and evaluate production performance, perform data analysis and identify under-performing
  production systems|productions engineer;production engineering expert;production engineering adviser;agricultural
  production engineer;production engineering consultant|2141
aircraft dispatcher||authorise, regulate, and control commercial airline flights according to governmental and
  company regulations|flight dispatcher;airline dispatcher;airplane dispatcher;aeroplane dispatcher;helicopter
  dispatcher|4323
bicycle courier||collect and deliver packages and mail by bicycle||9331
carriage driver||tranport passengers in horse-drawn carriages|fiacre driver;horse-drawn fiacre driver;horse-drawn
  carriage driver|9332
customs and excise officer||approve or deny the passage of goods through customs barriers for international business
  and ensure compliance with consignment legislation|customs agent;clearing agent;customs broker;shipping
  agent;customs clearance agent|3331
gas scheduling representative||track and control the flow of natural gas between pipelines and the distribution
  system, compliant with schedules and demands|short range planner;gas production planner|4323
hotel porter||welcome guests to accommodation facilities, help them carry their luggage and provide services such as
  occasional cleaning|porter|9621
maintenance and repair engineer||focus on the optimization of equipment, procedures, machineries and
  infrastructure|plant engineer;repair engineer;machine engineer;equipment engineer;engineering manager|2141
move coordinator||envision all the activities required for a successful moving|moving planner;removal planner;moving
  coordinator;relocation planner;company move planner|4323
shelf filler||stock and rotate merchandise on shelves, identifying and removing expired products|shop shelf
  filler;hypermarket shelf filler;supermarket shelf filler|9334
taxi controller||take bookings, dispatch vehicles, and are responsible for coordinating drivers while maintaining
  customer liaison|taxi dispatcher;minicab controller;minicab dispatcher;private hire controller;private hire
  dispatcher|4323
textile technologist||develop and supervise production systems for textiles|textile engineer;fabric
  technologist;diploma textile engineer;textile technology officer;light industry technologist|2141
# Hospitality
bed and breakfast operator||manage the daily operations of a bed and breakfast establishment|guest house
  operator|5152
hotel butler||provide personalised services to guests in high level hospitality establishment|household
  manager;butler administrator|5151
accommodation manager||are in charge of managing the operations and overseeing the strategy for a hospitality
  establishment|hotel manager;hotel director;resort manager;resident manager;restaurant manager|1411
rooms division manager||are in charge of managing and coordinating a team of employees at front desk, reservations,
  housekeeping and maintenance departments|rooms manager;reception manager;front desk manager;front office
  manager;reservations manager|1411
room attendant||clean, tidy and restock guest rooms as well as other public areas as directed|housekeeping
  worker|9112
camping ground operative||perform customer care in a campsite facility and other operational work|camp-site
  worker;camp-site operator;camp-site operative;campgrounds operative;countryside operative|4224
hospitality establishment receptionist||provide first point of contact and assistance to the guests of a hospitality
  establishment|hotel receptionist;reservations clerk|4224
housekeeping supervisor||are in charge of supervising and coordinating the daily running of cleaning and
  housekeeping activities hospitality establishments|housekeeping manager;housekeeping coordinator|5151
chef||are culinary professionals with a flair for creativity and innovation to provide a unique gastronomic
  experience|commis chef;banqueting chef;industrial chef;managing partner chef|3434
aircraft groomer||clean aircraft cabins and airplanes after usage|cabin cleaner;plane cleaner;aeroplane
  cleaner;groomer for aircraft|9112
amusement park cleaner||work to keep the amusement park clean and take on small repairs|cleaning worker;janitorial
  worker;premises maintenance worker|5153
building cleaner||maintain the cleanliness and overall functionality of various types of buildings such as offices,
  hospitals and public institutions|office cleaner;janitors manager;maintenance worker;janitors supervisor|9112
diet cook||prepare and present meals according to special dietary or nutrition needs|diet chef;dietary cook;nursery
  cook;health care cook;nursing home cook|5120
domestic butler||serve at official meals, monitor meal preparations and table setting and manage the household
  staff|domestic house manager|5152
domestic housekeeper||are responsible for all the household activities in a private house|private housekeeping
  director|5152
fish cook||are responsible for preparing and presenting fish dishes using a variety of techniques|fish chef;seafood
  cook;sea food cook;fish section chef;fish section cook|5120
furniture cleaner||maintain furniture items by removing dust, applying furniture polish, cleaning stains and
  maintaining colouring|upholstery cleaner|9112
grill cook||prepare and present meat, vegetables and fish using grill equipment such as grills and rotisseries|line
  chef;line cook;grill chef;barbecue chef;barbecue cook|5120
house sitter||move in the house of their employers in order to maintain security of the property during their
  absence||5153
industrial cook||create new food designs and recipes|catering cook;catering worker;institutional cook|5120
toilet attendant||clean and maintain toilet facilities in accordance with company standards and policies|restroom
  cleaner;rest room cleaner;lavatory attendant;restroom attendant;washroom attendant|9112
train cleaner||keep the interiors of trains tidy and clean|train day cleaner;train depot cleaner;train night
  cleaner;train cleaning operative|9112
verger||perform administrative duties for churches and parishes, ensure equipment maintenance and support the parish
  priest or other superiors|church officer|5153
# Restaurants
table service manager||||5131
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|sommelier;wine
  advisor;wine choice consultant;wine selection advisor|5131
sous chef||manage the kitchen to oversee the preparation, cooking and service of food|master Chef;executive
  chef;kitchen manager;industrial head chef;master kitchen manager|3434
snack maker||prepare, cook and serve food and beverages in a quick service operation|crepes maker;pancakes
  maker;fast food worker|9411
executive pastry chef||manage pastry staff and ensure the preparation, cooking and presentation of desserts, sweet
  products and pastry products|master pastry chef;master dessert chef;executive dessert chef|3434
pastry chef||are responsible for preparing, cooking and presenting desserts, sweet products and bakery
  products|pastry cook;dessert chef;confectionary chef|3434
private chef||comply with food and sanitation rules to prepare meals for their employers|private cook;culinary
  expert;private culinary expert|3434
restaurant manager||are in charge of managing food and beverage operations in the kitchen and other food and
  beverage outlets or units in a hospitality establishment|bar manager;cafe manager;catering manager;beverage
  supervisor|1412
beer sommelier||understand and advise on styles, brewing and best pairing of beers with foods in locations such as
  restaurants, breweries and shops|sommelier;beer advisor;beer selection advisor|5131
kitchen porter||wash and clean kitchen areas, including pots, pans, utensils, cutlery and dishes||9412
kitchen assistant||assist in the preparation of food and cleaning of the kitchen area|kitchen worker;catering
  assistant|9412
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet||5132
barista|||coffee maker|5132
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|fry cook;fish cook;food cook;soup cook;grill cook|5120
# Food and Beverage Services
airline food service worker||prepare food and serve customers|kitchen assistant;food services worker;airline
  catering worker;food production assistant;airline catering assistant|5246
snack maker||prepare, cook and serve food and beverages in a quick service operation|crepes maker;pancakes
  maker;fast food worker|9411
wine manager||manage the ordering, preparing and servicing of wine and other related beverages in a hospitality
  service unit|master sommelier|5131
sous chef||manage the kitchen to oversee the preparation, cooking and service of food|master Chef;executive
  chef;kitchen manager;industrial head chef;master kitchen manager|3434
sommelier||stock, prepare, advise on and serve wine and other alcoholic beverages|wine manager;restaurant
  sommelier|5131
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet||5132
barista|||coffee maker|5132
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|fry cook;fish cook;food cook;soup cook;grill cook|5120
cocktail bartender||perform expert mixing of alcoholic and non-alcoholic cocktails||5132
diet cook||prepare and present meals according to special dietary or nutrition needs|diet chef;dietary cook;nursery
  cook;health care cook;nursing home cook|5120
fish cook||are responsible for preparing and presenting fish dishes using a variety of techniques|fish chef;seafood
  cook;sea food cook;fish section chef;fish section cook|5120
grill cook||prepare and present meat, vegetables and fish using grill equipment such as grills and rotisseries|line
  chef;line cook;grill chef;barbecue chef;barbecue cook|5120
industrial cook||create new food designs and recipes|catering cook;catering worker;institutional cook|5120
# Travel Arrangements
ticket sales agent||provide initial service to customers, sell travel tickets and fit the reservation offer to
  customers' queries and needs|ticket agent;ticket booking agent;ticket reservation agent|4221
tour operator representative|||tour representative;holiday representative|4221
tourist information centre manager|||tourist information supervisor|1439
railway sales agent||provide service to customers who visit the ticket counter|counter sales agent;railway station
  agent;railway station cashier|4221
tour operators manager|||package tour manager|3339
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation|tourist assistant;tourist receptionist;tourist centre officer;tourist information
  agent|4221
travel consultant||provide customised information and consultation on travel offers, make reservations and sell
  travel services together with other related services|travel advisor;business travel advisor;tourism promotion
  agent;leisure travel consultant;business travel consultant|4221
travel agency manager||are in charge of managing employees and activities of a travel agency|travel sales
  manager;tourism sales manager;tourism agency manager|1439
tourism contract negotiator||negotiate tourism-related contracts between a tour operator and tourism service
  providers|contract manager|3339
travel agent||design and market travel programme itineraries for potential travellers or visitors|sales
  agent;reservations agent;travel sales agent;travel booking agent|4221
ground attendant|||passenger services agent;ground attendant supervisor;passenger service attendant;passenger
  service supervisor;passenger services supervisor|4221
camping ground manager||plan, direct, or coordinate all campsite facilities and manages employees|camping
  manager;camp-site manager;campground manager;campgrounds manager;countryside manager|1439
contact centre manager||coordinate and plan the daily operations of contact centres|customer service manager|1439
garage manager||oversee the work of road vehicle mechanics and administrative personnel|car workshop manager|1439
laundry manager||oversee the laundry operations in an institutional laundry|laundromat manager;launderette
  manager;laundry service manager;dry-cleaning service manager|1439
tour organiser||are in charge of managing and supervising the itinerary of a touristic voyage and provide practical
  information to tourists|tour leader;excursion leader|4221
# Law Practice
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|counsellor;prosecutor assistant|2611
corporate lawyer||provide legal consulting services and representation to corporations and organisations||2611
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies|legal assistant;paralegal assistant;certified legal assistant;collection legal assistant;litigation
  legal assistant|3342
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|inspector;private investigator|3411
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|legal
  adviser;legal advisor;city legal adviser;city legal advisor;legal nurse consultant|2619
legal assistant||work closely together with lawyers and legal representatives in the research and preparation of
  cases brought to courts|law clerk;judicial assistant;paralegal specialist;corporate law assistant;corporate legal
  assistant|3411
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent;notary signing agent|2619
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries|compliance manager;regulatory manager;bank compliance officer;regulatory affairs
  officer;regulatory affairs specialist|2619
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another|paralegal clerk;conveyancing clerk;property law clerk;conveyance law clerk|3411
court clerk||provide assistance to judges in a court institution|judicial clerk;crown court clerk;judicial
  assistant;judicial law clerk;judiciary court clerk|3411
ombudsman|ombudsmen|resolve disputes between two parties where there is a power imbalance, as an impartial
  mediator||2619
case administrator||supervise the progress of criminal and civil cases from the point of opening to closing|legal
  case administrator;prison case administrator;legal administation officer;probation case administrator|3411
civil registrar||collect and record acts of birth, marriage, civil partnership and death|civil status officer;civil
  registration officer|3342
coroner||oversee the examination of deceased individuals in order to determine the cause of death in uncommon
  circumstances||2619
court administrative officer||perform administrative and assisting duties for the court and judges|court clerk;court
  registrar;court administrator;court administration officer;tribunal administration officer|3411
court bailiff||maintain order and security in courtrooms|enforcement agent;court administrator;court security
  officer;court administrative officer|3411
court enforcement officer|||debt collector;enforcement agent;tribunals officer;court administrator;court
  adminstrative officer|3411
court jury coordinator||aid lawyers in the preparation of the trial by researching jury members|jury
  consultant;trial assistant;court consultant;trial consultant;court legal advisor|2619
election observer||||2619
human rights officer||investigate and handle human rights violations, as well as develop plans to reduce violations
  and to ensure compliance to human rights legislation||2619
legislative drafter||research pieces of legislations and edit them in order to make them stronger and more
  clear|researcher;parliamentary drafter|2619
mediator||resolve disputes between two parties by examining the case, interviewing both parties, and advising on a
  solution which would be the most beneficial for them|advice worker|2619
prosecutor||represent governmental bodies and the general public in court cases against parties accused of illegal
  activity||2611
store detective||monitor the activities in the store in order to prevent and detect shoplifting|loss prevention
  agent;loss prevention officer;asset protection officer;retail loss investigator|3411
supreme court judge||preside in high courts, dealing with complex criminal and civil cases||2612
# Legal Services
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies|legal assistant;paralegal assistant;certified legal assistant;collection legal assistant;litigation
  legal assistant|3342
corporate lawyer||provide legal consulting services and representation to corporations and organisations||2611
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|counsellor;prosecutor assistant|2611
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|legal
  adviser;legal advisor;city legal adviser;city legal advisor;legal nurse consultant|2619
legal assistant||work closely together with lawyers and legal representatives in the research and preparation of
  cases brought to courts|law clerk;judicial assistant;paralegal specialist;corporate law assistant;corporate legal
  assistant|3411
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent;notary signing agent|2619
judge||preside over, review and handle court cases, hearings, appeals and trials||2612
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries|compliance manager;regulatory manager;bank compliance officer;regulatory affairs
  officer;regulatory affairs specialist|2619
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another|paralegal clerk;conveyancing clerk;property law clerk;conveyance law clerk|3411
case administrator||supervise the progress of criminal and civil cases from the point of opening to closing|legal
  case administrator;prison case administrator;legal administation officer;probation case administrator|3411
civil registrar||collect and record acts of birth, marriage, civil partnership and death|civil status officer;civil
  registration officer|3342
coroner||oversee the examination of deceased individuals in order to determine the cause of death in uncommon
  circumstances||2619
court administrative officer||perform administrative and assisting duties for the court and judges|court clerk;court
  registrar;court administrator;court administration officer;tribunal administration officer|3411
court bailiff||maintain order and security in courtrooms|enforcement agent;court administrator;court security
  officer;court administrative officer|3411
court enforcement officer|||debt collector;enforcement agent;tribunals officer;court administrator;court
  adminstrative officer|3411
court jury coordinator||aid lawyers in the preparation of the trial by researching jury members|jury
  consultant;trial assistant;court consultant;trial consultant;court legal advisor|2619
election observer||||2619
human rights officer||investigate and handle human rights violations, as well as develop plans to reduce violations
  and to ensure compliance to human rights legislation||2619
legislative drafter||research pieces of legislations and edit them in order to make them stronger and more
  clear|researcher;parliamentary drafter|2619
mediator||resolve disputes between two parties by examining the case, interviewing both parties, and advising on a
  solution which would be the most beneficial for them|advice worker|2619
prosecutor||represent governmental bodies and the general public in court cases against parties accused of illegal
  activity||2611
store detective||monitor the activities in the store in order to prevent and detect shoplifting|loss prevention
  agent;loss prevention officer;asset protection officer;retail loss investigator|3411
supreme court judge||preside in high courts, dealing with complex criminal and civil cases||2612
# Accounting
accountant|||auditor;accounting officer;accounting supervisor;accounting technician|2411
financial auditor||collect and examine financial data for clients, organisations and companies|auditor;bank
  auditor;finance auditor;external auditor;finances auditor|2411
bookkeeper||record and assemble the day-to-day financial transactions of an organisation or company, consisting
  usually of sales, purchases, payments and receipts|accounts clerk;accounting clerk;bookkeeping clerk;book-keeping
  clerk;accounting technician|3313
auditing clerk||||4312
financial fraud examiner||undertake anti-fraud investigations including financial statement irregularities,
  securities fraud and market abuse detection|fraud analyst;fraud prevention analyst;financial fraud
  investigator;fraud investigations manager|2411
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk;dividends analyst;dividend calculation clerk|2411
budget analyst||monitor the spending activities of public and private institutions and companies|budget officer|2411
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor;business advisor;enterprise coach;enterprise advisor|2412
tax clerk||collect financial information in order to prepare accounting and tax documents|fiscal clerk;tax revenue
  officer;tax collection clerk;tax collection officer;tax compliance officer|4312
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  director;accounting director;cost accounting manager;accounts payable manager;group accounting manager|1211
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|quantity surveyor;cost accounting clerk;cost accounting
  officer|2411
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|money manager;budgeting manager;budget coordinator|1211
back office specialist||perform operation of administrative and organisational nature in service of running a
  financial company|back office clerk;back office officer;back office administrator;financial office specialist|4312
bankruptcy trustee|||bankruptcy analyst;insolvency practitioner|2411
billing clerk||create invoices and credit memos, issuing them to customers by all necessary means, and updating
  customer files|invoice clerk;posting clerk;financial clerk;accounting officer;account receivable clerk|4311
economic policy officer||develop economic strategies|finance policy officer;economic policy advisor;economic policy
  analyst;economical policy officer;economic policy researcher|2412
grants administrator||handle the pass-through track of grants, often given out by the government to the grant
  recipient|proposals administrator;research grants administrator|3313
payroll clerk||manage the time sheets and pay checks of the employees|wages clerk;payroll officer;payroll
  technician;payroll administrator;payroll accounts clerk|4313
# Wellness and Fitness Services
hairdresser assistant||clean the hair of clients, apply hair conditioner and dying treatment in a beauty salon||5141
hairdresser||offer beauty services such as cutting, colouring, bleaching, permanent waving and styling clients'
  hair|hair-care specialist;hairstyling specialist;scalp treatment specialist|5141
sport therapist||program and supervise rehabilitation exercises for individuals and groups|exercise
  therapist;exercise consultant;exercise specialist;health exercise specialist|3423
physiotherapist|||chiropractor;eurythmy therapist;physical therapist;respiratory therapist;bobath
  physiotherapist|2264
barber||cut, trim, taper and style men's hair||5141
personal trainer|||personal coach;personal fitness trainer;personal progress manager;well-being personal
  trainer|3423
beauty salon manager||oversee the daily operations and staff management in a beauty salon|salon manager;beauty spa
  manager;hair salon manager;beauty spa director;beauty centre manager|1431
weight loss consultant||assist clients in obtaining and maintaining a healthy lifestyle|health coach;weight loss
  coach;weight loss advisor;weight loss counsellor;personal care consultant|5142
personal stylist||assist their clients in making fashion choices|fashion advisor;image consultant;fashion
  consultant;wardrobe consultant;personal style coach|5142
hair removal technician||provide cosmetic services to their clients by removing unwanted hair on various body
  parts|epilation specialist;depilation specialist;body waxing technician;electrolysis technician;hair removal
  specialist|5142
aesthetician||offer skin care treatments|beauty specialist;skin care specialist;skin care technician;facial
  treatment operator|5142
tanning consultant||assist clients with their tanning needs|solarium worker;sun parlor worker;solarium
  attendant;tanning specialist;solarium consultant|5142
fitness instructor||build fitness participation of new and existing members through fitness experiences that meet
  their needs|fitness specialist;aerobics instructor;spinning instructor;swimming instructor;gymnastics
  instructor|3423
physiotherapy assistant|||therapy assistant;physiotherapist assistant;geriatric therapy assistant;physiotherapy care
  assistant;remedial physiotherapy assistant|3255
sport facility manager||lead and manage a sport facility or venue, including its operations, programming, sales,
  promotion, health and safety, development, and staffing|director;stadium manager;sport hall manager;sport venue
  manager;fitness club manager|1431
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities|cinema manager;fitness manager;theatre manager;amusement park
  manager;sports facility manager|1431
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  physiotherapist|2264
Pilates teacher||plan, teach, and adapt exercises based on the work and principles of Joseph Pilates|pilates
  coach;pilates trainer;pilates instructor;matwork pilates teacher;pilates matwork teacher|3423
specialised outdoor animator||plan, organise, and safely deliver outdoor animator activities|personal
  instructor;skydiving instructor;paragliding instructor;scuba diving instructor;outdoor education instructor|3423
make-up and hair designer||develop a design concept for make-up and hair of performers and supervise the execution
  of it|wig designer|5142
activity leader||provide recreational services to people and children on vacation|youth leader;workshop leader;youth
  coordinator;activities coordinator;youth activities leader|3423
outdoor animator||are responsible for planning and organising outdoor activities|ski teacher;riding teacher;ski
  instructor;rafting teacher;canoeing teacher|3423
outdoor activities coordinator|||activities manager;activities coordinator;outdoor activities manager;sports
  inclusion coordinator;outdoor activities supervisor|3423
advanced physiotherapist||are highly specialised|physiotherapy manager;physiotherapy team leader;specialist
  physiotherapist;clinical lead physiotherapist|2264
betting manager||organise and coordinate the activities of a betting shop|shop manager;bingo manager;casino
  manager;betting shop coordinator|1431
animal hydrotherapist||provide a therapeutic treatment following veterinary diagnosis or referral||3255
animal massage therapist|||veterinary massage therapist|3255
animal therapist||provide a therapeutic treatment following veterinary diagnosis or referral|animal rehab
  therapist;animal convalescence therapist;animal rehabilitation therapist|3255
aromatherapist|||relaxation therapist;aromatherapy specialist;aromatherapy practitioner;clinical aromatherapy
  practitioner|3255
beauty salon attendant|||solarium worker;sun parlor worker;solarium attendant;beauty salon worker;suntan salon
  worker|5142
hair stylist||wash, dry, cut and style the hair of singers and presenters and various types of actors, including
  stage, movie, tv and music video actors|hair artist|5141
herbal therapist||use herbal medicine to relief pain and treat illnesses such as allergies, chronic physical
  conditions or stress-related conditions|herbal practitioner;herbal medicine therapist;herbal medicine
  practitioner|3230
horse riding instructor||advise and guide individuals and groups on riding horses|riding coach;riding teacher;riding
  instructor;horse riding coach;horse riding teacher|3423
leisure attendant||promote health and fitness participation for new and existing members|club attendant;pool
  attendant;sports assistant;sports attendant;fitness assistant|3423
make-up artist|||prosthetics maker;make-up consultant;make-up specialist;prosthetics builder;fashion makeup
  artist|5142
manicurist||provide fingernail care|nail technician;finger nail technician|5142
massage therapist||provide therapeutic massage treatments to improve the well-being of their clients|Thai massage
  therapist;body massage therapist;Swedish massage therapist;medical massage therapist;shiatsu massage
  therapist|3255
mountain guide||assist visitors, interpret natural heritage and provide information and guidance to tourists on
  mountain expeditions|ski guide;alpine guide;hiking guide;climbing guide;outdoor leader|3423
outdoor activities instructor|||outdoor pursuits instructor|3423
pedicurist||offer cosmetic treatment and care for their clients' feet and toenails|salon assistant;beauty salon
  assistant|5142
performance hairdresser||||5141
salon therapist|||massage therapist;thai massage therapist;swedish massage therapist;professional massage
  therapist|5142
spa attendant||interact with guests at the reception desk to provide indications and explain the available services
  in the spa center|spa technician;wellness consultant;health spa attendant;sauna room attendant;steam room
  attendant|5142
survival instructor|||survival trainer;wilderness instructor;wilderness survival trainer;survival education
  instructor;survival techniques instructor|3423
vessel steering instructor||teach people the theory and practice of how to operate a vessel safely and according to
  regulations|helm teacher;helm instructor;helmsman teacher;helmsman instructor;ship steering teacher|3423
# Veterinary Services
veterinary nurse|||animal nursing specialist;veterinary nursing specialist;veterinary practice assistant|3240
pet sitter||||5164
aquatic animal health professional||diagnose, prevent and treat diseases, injuries and dysfunctions of aquatic
  animals by implementing appropriate sampling protocols|aquaculture health expert;aquaculture health
  adviser;aquaculture health consultant;aquaculture health specialist|2250
general veterinarian||are professionals with a comprehensive scientific education|equine veterinarian;companion
  animal veterinarian|2250
specialised veterinarian||are professionals with a comprehensive scientific education|poultry veterinary
  scientist;laboratory animal veterinarian;diagnostic imaging veterinarian;emergency medicine
  veterinarian;zoological medicine veterinarian|2250
animal shelter worker||provide animal care routine services at the animal shelter|animal shelter assistant|5164
alternative animal therapist||investigate sick or injured small and large animals and provide an alternative healing
  treatment|animal massage therapist;natural animal therapist;holistic animal therapist;complementary animal
  therapist|3240
animal care attendant|||animal cleaner;animal care worker;animal rescue officer;animal care specialist;animal
  keeping specialist|5164
equine dental technician||provide routine equine dental care, using appropriate equipment in accordance with
  national legislation|horse teeth technician;horse dental technician|3240
animal chiropractor||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  chiropractor|2250
veterinary technician||provide the technical and administrative support to the veterinarian in accordance with
  national legislation|veterinary assistant;veterinary practice technician|3240
animal embryo transfer technician||aid and support the carrying out of embryo transfer under veterinary supervision
  in accordance with national legislation|embryo transfer technician|3240
official veterinarian||are professionals with a comprehensive scientific education|veterinary inspector;public
  health veterinarian;government veterinary officer|2250
animal groomer||are in charge of grooming a range of animals, using the correct equipment, materials and
  methods|groomer of animals;dog grooming specialist;animal grooming specialist|5164
animal welfare inspector|||animal social worker;animal welfare worker;animal control officer;animal rescue
  operator;animal welfare officer|5164
animal artificial insemination technician||are in charge of the impregnation of an animal using collected semen, in
  accordance with national legislation|AI engineer;AI specialist;AI technician;animal AI technician;artificial
  insemination engineer|3240
cattle pedicure||are specialists in taking care of hooves of cattle, in compliance with any regulatory requirements
  by the national legal authority|cattle pedicure specialist|5164
dog breeder||oversee the production and day-to-day care of dogs||5164
game keeper||manage the habitat and wild game population in a defined area|estate supervisor|5164
hearing dog instructor||train dogs to be responsible in guiding blind people to travel effectively|guide dog
  trainer;seeing-eye dog trainer;assistance dog instructor|5164
kennel supervisor||monitor the daily operations of the kennel under their supervision|kennel manager;kennel
  operator;animal care manager;pet boarding manager;pet boarding operator|5164
kennel worker||handle animals in kennels or catteries and provide care for pets|pound attendant;kennel
  attendant|5164
zoo section leader||are responsible for managing and leading a team of zoo keepers|team leader;section leader;zoo
  team leader|5164
# Mental Health Care
mental health social worker||assist and provide counselling to people with mental, emotional, or substance abuse
  problems|care coordinator|2635
substance misuse worker||provide assistance and counselling to people with substance abuse problems|substance abuse
  worker;addiction social worker;alcohol outreach worker;substance misuse adviser;substance mis-use counsellor|2635
mental health support worker||assist and provide treatment to people with mental, emotional, or substance abuse
  problems|str worker;re-ablement worker;intensive support worker;mental healthcare worker|3412
psychotherapist|||psycoterapy expert;systemic therapist;psychotherapy practitioner;cognitive behavioural
  therapist|2634
residential support worker||counsel and support elderly who have physical or mental disabilities||3412
adult services worker||counsel and support vulnerable adults who have physical or mental disabilities or addiction
  issues||3412
clinical social worker||provide therapy, counselling, and intervention services to clients||2635
home care worker||provide domiciliary services to vulnerable adults including frail elderly or disabled people who
  are living with physical impairment or convalescing|homecare assistant;home care assistant;domiciliary care
  worker;domiciliary homecare worker|3412
advanced nurse practitioner|||team manager;service manager;community team leader;advanced nurse manager;staff
  development manager|2221
social care worker||provide support and help people with care services|care worker;social care assistant|3412
adult community care worker||perform assessment and care management of communities of adults who live with physical
  impairments or convalescing states|community carer worker;independent living advisor|3412
homelessness worker||provide on-the-spot assistance, counselling and advice to people who have housing problems or
  live on the streets|homelessness care worker;homelessness case worker;homelessness team worker;homelessness advice
  worker;homelessness social worker|2635
clinical psychologist|||hospital psychologist;expert clinical psychologist;clinical psychology practitioner;hospital
  psychology practitioner;specialist clinical psychologist|2634
residential care home worker||follow a specific plan to provide day-to-day care to clients|care home worker;care
  home manager;care home assistant;care support worker;care home supervisor|3412
youth offending team worker|||youth justice worker;youth resettlement worker;juvenile probation officer;youth
  resettlement officer|2635
hospital social worker|||social worker;medical social worker|2635
psychologist||study the behaviour and mental processes in humans|occupational psychologist;expert counselling
  psychologist;counselling psychology practitioner;specialist counselling psychologist|2634
community care case worker||perform assessment and care management|domiciliary care manager;domiciliary care
  supervisor;independent living coordinator|2635
palliative care social worker||provide assistance and counselling to patients with a chronic or a terminal disease
  and their families with the practical arrangements|hospice worker;hospice care assistant;hospice nursing
  assistant;palliative care assistant;palliative care supervisor|2635
crisis helpline operator||provide advice and support to distraught callers via the telephone|crisis helpline
  worker;crisis hotline operator;distress hotline operator;distress helpline operator|3412
crisis situation social worker|||disaster social worker;crisis situation worker;emergency social worker;crisis
  situation counsellor;crisis intervention counsellor|2635
housing support worker|||housing advisor;housing officer;housing advice worker;housing outreach worker;housing
  support officer|3412
victim support officer|||relief worker;support coordinator;victim care officer;victim service manager;victim service
  officer|2635
disability support worker||provide personal assistance and support to individuals of all ages with disability
  conditions, either intellectual or physical disabilities|disability care worker;disability care
  assistant;disability support assistant|3412
legal guardian||legally assist and support minor children, mentally disabled persons or incapacitated older adults
  in their personal life||3412
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth|youth advisor;welfare advisor;youth centre worker;youth social
  worker;juvenile care worker|2635
drug counsellor|||alcohol counsellor;addictions counsellor;substance abuse counsellor|2635
rehabilitation support worker||provide counselling to individuals dealing with birth defects or with major
  consequences caused by diseases, accidents, and burnouts|reablement officer;rehabilitation worker;disability
  social worker;rehabilitation social worker;rehabilitation outreach worker|2635
child care social worker||provide social services to children and their families in order to improve their social
  and psychological functioning|childcare social worker|2635
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator|2635
marriage counsellor||support and guide couples and families that are going through crises such as depression,
  substance abuse and relationship problems|family therapist;family counsellor;couples counsellor;relationship
  coach;relationship counsellor|2635
life coach|life coaches|help clients set clear objectives for their personal development and help them achieve their
  goals and personal vision|personal development counsellor|3412
residential childcare worker||counsel and support children who have physical or mental disabilities|childcare
  worker;residential care worker|3412
employment support worker||provide assistance to people with difficulties to find a job and long-term unemployed
  people|employment rights worker;employment social worker;unemployment social worker;supported employment
  worker;employability support worker|2635
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker;socio-cultural animator;social pedagogy
  practitioner;community education practitioner|2635
sexual violence counsellor|||victim care worker;victim support worker;sexual violence advisor;sexual assault
  counsellor;domestic violence counsellor|2635
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life|social therapist;youth counsellor;crisis counsellor;personal counsellor;social
  psychologist|2635
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents|placement officer;foster care worker;placement supervisor;fostering support worker;placement support
  worker|3412
military welfare worker|||army social worker;navy social worker;army welfare officer;forces social worker;navy
  welfare officer|2635
policy advisor||deliver high quality social work services by contributing to the development and improvement of
  social work and social care practice|academic social worker|2635
polygraph examiner||prepare individuals for polygraph testing, conduct the polygraph exam and interpret the
  results|signals analyst;polygraph operator;polygraph instructor;polygraph technician;lie detector operator|2634
# Events Services
event manager|||live event manager;live event producer|3332
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|sommelier;wine
  advisor;wine choice consultant;wine selection advisor|5131
wine manager||manage the ordering, preparing and servicing of wine and other related beverages in a hospitality
  service unit|master sommelier|5131
venue director||plan and manage conference, banqueting and venue operations in a hospitality establishment to
  reflect clients' needs|event manager;party manager;venue manager;banquet manager;catering manager|3332
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician;equipment hire technician;performance rental engineer|3521
event assistant|||events assistant;event coordinator;special event assistant|3332
body artist||decorate clients' skin temporarily or permanently|henna artist;tattoo artist;tattoo studio
  assistant;tattoo studio attendant|3435
broadcasting programme director||make the programme schedule|content director;programme planner;programme
  controller;TV programme director;programme coordinator|3435
camping ground manager||plan, direct, or coordinate all campsite facilities and manages employees|camping
  manager;camp-site manager;campground manager;campgrounds manager;countryside manager|1439
cocktail bartender||perform expert mixing of alcoholic and non-alcoholic cocktails||5132
contact centre manager||coordinate and plan the daily operations of contact centres|customer service manager|1439
costume attendant|||costume assistant;wardrobe assistant;wardrobe attendant;costume coordinator;daily costume
  attendant|3435
extra||perform actions in the background or in crowds during filming|background artist|3435
first assistant director||are responsible for the organisation, scheduling and planning of the cast, crew and
  activities on a set|third assistant director;second assistant director|3435
garage manager||oversee the work of road vehicle mechanics and administrative personnel|car workshop manager|1439
intelligent lighting engineer|||automated lighting engineer;automated lighting technician;intelligent lighting
  technician|3435
laundry manager||oversee the laundry operations in an institutional laundry|laundromat manager;launderette
  manager;laundry service manager;dry-cleaning service manager|1439
lighting technician||setup, prepare, check and maintain equipment in order to provide optimal lighting quality for
  live performances and motion pictures|lighting engineer;lighting technician manager;lighting technician
  assistant;lighting technician coordinator|3435
location manager||are responsible for procuring locations for filming outside of the studio and all the logistics
  this includes|location director;location assistant;TV location manager;location coordinator;set location
  manager|3435
prompter||prompt or cue performers when they forget their lines or neglect to move to the right position on the
  stage||3435
prop maker||construct, build, prepare, adapt and maintain props used on stage and for filming movies or television
  programs|prop builder;property maker;property builder|3435
scenery technician||setup, prepare, check and maintain pre-assembled sets in order to provide optimal scenery
  quality for a live performance|scenery assembler;scenic technician;entertainment technician|3435
script supervisor||are responsible for the continuity of the movie or television program|script coordinator;TV
  script supervisor;TV script coordinator;continuity supervisor;continuity coordinator|3435
stand-in||replace actors before the filming starts||3435
stunt performer|||stunt artist|3435
wedding planner||assist with all logistical details required concerning their client's wedding ceremony|events
  planner;matrimony planner;wedding consultant;special events planner|3332
workshop coordinator|||deputy workshop manager;scenic workshop manager;stage workshop supervisor;deputy workshop
  supervisor;theater crafstmanship coordinator|3435
# Security and Investigations
security guard||observe, detect irregularities and protect people, buildings and assets|stadium guard;cemetery
  guard;security manager;security supervisor;event security guard|5414
security guard supervisor||monitor and oversee the activities of guards who protect properties from vandalism acts
  and theft|guard manager;guard supervisor;security supervisor;security guard manager;security officers manager|5414
bodyguard||offer protection to their clients against injury, attacks and harassment|protection officer;personal
  safety worker;close protection officer;personal security worker;personal safety specialist|5414
police officer||use investigation methods to prevent crime, to pursue and apprehend criminals, and protect the
  public from violent and criminal activities|patrol officer;state police officer;highway patrol officer;mounted
  police officer;railway police officer|5412
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|inspector;private investigator|3411
armoured car guard||ensure the safe transportation of valuable items such as money between locations like stores and
  banks|armoured van guard;armoured truck guard|5414
security consultant|||security expert;security advisor;security manager;security specialist;security supervisor|5414
gate guard||control the access and exit to buildings, warehouses or other type of property to prevent unauthorized
  presence and unwanted incidents|gate attendant;security gate attendant;security entrance attendant|5414
coastguard watch officer||patrol and survey coast and sea regions to prevent accidents, as well as perform search
  and rescue missions in the event of an emergency|coastguard officer;coastguard rescue officer|5419
emergency response worker||work in missions to aid in emergency and disaster situations, such as natural disasters
  or oil spills|aid worker;clean up worker;emergency worker;first response worker;disaster relief worker|5419
airport security officer||interact with passengers to ensure smooth transition between areas of the airport,
  compliant with safety regulations|airport security agent;airport security guard|5414
ICT security administrator||plan and carry out security measures to protect information and data from unauthorised
  access, deliberate attack, theft and corruption|IT security administrator;system security administrator;network
  security administrator|2529
CFC manager||||1349
aircraft marshaller||signal pilots to assist them in operations such as turning, slowing down, stopping, and
  shutting down engines|marshaller of aircraft;aircraft ground handler;aeroplane ground handler|5419
airside safety manager||supervise the airside operations' safety and security and advise the civil aviation
  authorities on the airport information systems changes|airport safety manager;airport safety director;airside
  safety director;aviation safety manager;aviation safety director|1349
airspace manager||control activities aimed at developing the European airspace into a continuum that is flexible and
  reactive to changes of users' needs in airspace|airspace management officer|1349
archive manager||ensure the care and preservation of a cultural institution and the archives within|archive
  administrator;archive services manager;cultural records manager|1349
artistic director||are in charge of the programme of an artistic project or a cultural organisation|opera
  director;ballet director;theatre director;festival director;artistic consultant|1349
book publisher||are responsible for the selection of new materials|publishing house manager|1349
civil enforcement officer|||parking manager;parking attendant;civil enforcement agent;civil enforcement
  supervisor|5419
commercial art gallery manager||manage the commercial and artistic success of the gallery|display manager;gallery
  manager;arts space manager;art gallery manager;gallery programme manager|1349
correctional services manager||manage the operations of a correctional facility|correctional institution
  director|1349
court administrator||perform managerial tasks in a court institution, such as supervision of staff, administration,
  communicating with judges and reviewing procedures|legal administrator;court administration manager;court
  administrative officer|1349
criminal investigator||examine and process the scenes of crimes and the evidence found in them|forensic
  officer;fingerprint officer;crime scene investigator;forensic science officer|3355
crossing guard|||school crossing guard|5419
crowd controller|||spectator controller|5414
door supervisor||||5414
energy manager|||green policy manager;energy policy manager;smart energy specialist;energy monitoring manager;energy
  procurement manager|1349
environmental protection manager||provide advice on the development of environmental policies to governmental and
  official institutions|environmental manager;environmental safety specialist;environmental protection
  specialist|1349
firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous
  situations|airfield firefighter;operational firefighter|5411
hospitality establishment security officer|||hotel security manager;hotel security officer;hospitality security
  manager;hospitality security officer|5414
industrial firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous
  situations in industrial areas or facilities|site firefighter;factory firefighter|5411
interpretation agency manager||oversee operations in the delivery of interpretation services|translation agency
  manager;translation service manager;interpretation agency director;interpretation agency supervisor|1349
juvenile correctional officer||monitor and provide security to juvenile offenders|detention officer;youth detention
  worker;young offenders officer;juvenile detention officer;youth correctional officer|5413
legal service manager||oversee the general management of a legal service office|legal firm manager;legal practice
  manager;legal department director|1349
library manager||supervise the correct usage of library equipment and items|library director;library
  administrator;public library manager;library services manager;library operations manager|1349
life guard||monitor and ensure safety in the aquatic facility by preventing and responding to any emergencies|pool
  attendant|5419
marine firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous situations
  in marine environments|vessel firefighter;harbour firefighter;shipboard firefighter|5411
medical laboratory manager||oversee the daily operations of a medical laboratory|medical laboratory
  supervisor;clinical laboratory supervisor;medical laboratory administrator;clinical laboratory administrator|1349
mine rescue officer||coordinate mine rescue operations and need to be trained to work underground|mines rescue
  officer;mining rescue officer;mining safety officer;mine emergency officer|5411
museum director||oversee the management of the art collections, artefacts, and exposition facilities|museum
  manager;art gallery director;art collection director|1349
prison officer||supervise inmates in a correctional facility and ensure the security and peace-keeping in the
  facility|prison guard;detention officer;corrections officer;prisoner custody officer|5413
publications coordinator|||publications manager;publications director;global publications manager;corporate
  publications manager;print publications coordinator|1349
pump operator||assist firefighting operations by controlling the pumps which supply water and other substances for
  extinguishing fires|firefighter|5411
rescue centre manager||supervise operations of a rescue centre, performing administrative duties and supervision of
  staff|rescue center manager;rescue centre supervisor;rescue centre coordinator|1349
security alarm investigator||respond to burglar alarm signals and investigate disturbances identified by the alarm
  system on the clients' premises|alarm specialist;alarm investigator;fire safety inspector;alarm system
  specialist;alarm signal investigator|5414
service manager||are responsible for the supervision and coordination of the provision of different professional and
  technical services to customers|service director;service coordinator;field service manager;client services
  manager;customer service manager|1349
sport administrator|||programme administrator;sports club administrator;cricket club administrator;sport
  administration officer;sports administration officer|1349
street warden||patrol designated areas to ensure a sense of security with the public, and provide general
  support|bylaw enforcement officer;community support officer|5419
translation agency manager||oversee operations in the delivery of translation services|translation service
  manager;interpretation agency director;interpretation agency supervisor|1349
venue house manager||are responsible for those areas of a live event venue that are accessible to the
  public|theatrical house manager|1349
# Translation and Localization
localiser||translate and adapt texts to the language and culture of a specific target audience|localisation
  tester;localiser QA tester;localisation games tester;localisation project manager|2643
interpreter||understand and convert spoken communication from one language to another||2643
subtitler||can work intralingually, within the same language, or interlingually, across languages|caption
  editor;closed caption editor|2643
translator||transcribe written documents from one or more languages to another ensuring that the message and nuances
  therein remain in the translated material|language leader;language specialist;linguistic coordinator;translator
  coordinator;translation project manager|2643
graphologist||analyse written or printed materials in order to draw conclusions and evidence about traits,
  personality, abilities and authorship of the writer|handwriting expert;handwriting specialist;forensic handwriting
  expert|2643
lawyer linguist||interpret and translate legal pieces from one language to another|legal linguistic expert;legal
  linguistics expert;legal linguistic specialist;legal linguistics specialist|2643
lexicographer||write and compile the content for dictionaries|dictionary editor;bilingual dictionary editor|2643
linguist||study languages scientifically|linguistic scientist;phonetics specialist;linguistic researcher;linguistic
  research scientist;linguistic science researcher|2643
proofreader||examine facsimiles of the finished products such as books, newspaper and magazines||4413
sign language interpreter||understand and convert sign language into spoken language and vice versa||2643
# Research Services
economist||perform research and develop theories in the field of economics, whether for microeconomic or
  macroeconomic analysis|macro analyst;interest analyst;economics analyst;economics scientist;economics
  researcher|2631
bioinformatics scientist||analyse biological processes using computer programmes|IT expert;IT researcher;data
  scientist;computer analyst;biology researcher|2131
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|laboratory assistant;laboratory technologist;laboratory technology expert;laboratory research
  assistant;chemistry laboratory assistant|3141
political scientist||study political behaviour, activity and systems, including the elements that fall therein|war
  researcher;peace researcher;political analyst;political researcher;political studies scientist|2633
water quality analyst||safeguard the quality of water through scientific analysis, ensuring quality and safety
  standards are met|water quality inspector;water quality specialist;water quality technician|2133
survey enumerator||perform interviews and fill in forms in order to collect the data provided by interviewees|census
  clerk;census worker;street surveyor|4227
pre-production manager|||footwear product manager|1223
tax policy analyst||research and develop taxation policies and legislation in order to improve and develop tax
  policies|tax analyst;fiscal analyst;tax policy adviser;tax policy advisor;pecunary consultant|2631
mineralogist||study the composition, structure and other physical aspects of the earth|mineralogy expert;mineralogy
  consultant;process mineralogy consultant|2114
market research interviewer||strive to collect information on the perceptions, opinions, and preferences of
  customers in relation to commercial products or services|market research analyst;public opinion researcher;market
  research representative|4227
climatologist||study the average change in weather and climate from a long-term perspective|climate analyst;climate
  scientist;climate researcher;climatology analyst;climatology scientist|2112
clothing development manager||define product concepts that are consistent with target consumer and overall marketing
  strategy|clothing manager;sample room manager;clothing product manager;apparel product developer;clothes product
  developer|1223
geology technician||assist in all the activities carried out by geologists|geologist;mining technician;mineral
  technician;geological technician;geoscience technician|3111
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability|planning officer;development officer;regeneration
  manager;development consultant;economic development officer|2631
statistician||collect, tabulate, and, most importantly, analyse quantitative information coming from a varied array
  of fields|statistics analyst;statistics scientist;statistical scientist;statistics researcher;statistics
  specialist|2120
soil scientist||research and study the scientific discipline concerning soil|soil analyst;acidity tester;soil
  technician;soil wetland scientist;soil biology specialist|2133
biologist||study living organisms and life in its broader extent in combination with its environment|biology
  research scientist;biology science researcher|2131
hydrologist||research and study the quality, current challenges, and distribution of water in the Earth|hydrology
  analyst;hydrology scientist;hydrology researcher;hydrological engineer;water analysis specialist|2114
research and development manager|||researcher;market research manager|1223
insurance product manager||set and direct the development of new insurance products, following the product lifecycle
  policy and the general insurance strategy|assurance sales manager;ensurance sales manager;insurance sales
  manager;assurance branch manager;assurance office manager|1223
archaeologist||research and study past civilisations and settlements through collecting and inspecting material
  remains|archaeology analyst;excavation director;archaeology scientist;archaeology researcher;archaeologist
  scientist|2632
product development manager||coordinate the development of new products from beginning to end|product
  designer;innovation department manager;product development specialist|1223
sensory scientist||carry out sensory analysis in order to compose or improve flavours and fragrances for the food,
  beverage and cosmetics industry|bakery scientist;chocolate scientist;sensory science advisor;haircare sensory
  scientist;sensory research scientist|2113
biotechnical technician||perform technological work in assistance of scientists|biotechnological
  technician;biotechnical laboratory worker;biotechnical laboratory specialist;biotechnical laboratory
  technician;biotechnological laboratory technician|3141
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes|physics assistant;physicist assistant;physics lab technician;reprographics technician;health physics
  technician|3111
ICT research manager|||IT research manager;IT innovation manager;ICT innovation manager;technology innovation
  manager|1223
product manager|||product developer;product design engineer;sports product engineer;product marketing
  manager;product development manager|1223
anthropologist||research all aspects of life pertaining to humans|arts scientist;movie scientist;music
  scientist;gender scientist;theatre scientist|2632
astronomer||research the formation, structures, properties, and development of celestial bodies and interstellar
  matter|astronomy analyst;astronomy scientist;astronomy researcher;astronomy research analyst;astronomy research
  scientist|2111
aviation meteorologist||forecast weather conditions in airports|meteorological technician;meteorological aviation
  inspector;aviation meteorological specialist|2112
behavioural scientist||research, observe and describe human behaviour in society|behavioral scientist;behavioural
  science analyst;behavioural science researcher|2632
biometrician||perform research in the field of biometrics|biometrics analyst;biometrics scientist;biometrics
  researcher;biometrics research analyst;biometrics research scientist|2120
communication scientist|||communication analyst;communication researcher;communications scientist;communication
  studies analyst;communication research analyst|2632
content developer||create, develop and produce content for new lottery and similar games for large audiences|game
  content developer;lottery games developer|2120
cosmologist||focus on the study of the universe as a whole, which is made up by its origin, evolution and ultimate
  fate|cosmology scientist;cosmology data scientist;cosmology research scientist|2111
criminologist||study conditions pertaining to humans such as the social and psychological aspects that could lead
  them to commit criminal acts|criminology scientist;criminology researcher;criminology studies
  scientist;criminology research scientist;criminology science researcher|2632
demographer||study a variety of parameters related with population|demography analyst;demography
  scientist;demography researcher;demography studies analyst;demography research analyst|2120
games development manager||supervise and coordinate the creation, development, distribution, and selling of
  games|games development director;gaming development manager;gaming development director;gambling development
  manager;gambling development director|1223
genealogist||trace history and lineages of families|ancestry expert;genealogy expert;family tree researcher|2633
geographer||are scholars who study human and physical geography|geography research scientist|2632
historian||research, analyze, interpret, and present the past of human societies||2633
lottery quality controller||||2120
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field|logic scientist;logic researcher;mathematics scientist;mathematics researcher;logic
  research scientist|2120
media scientist|||media analyst;media researcher;media research analyst;media studies scientist;media research
  scientist|2632
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users|atmospheric analyst;meteorology analyst;atmospheric scientist;meteorology
  scientist;atmospheric researcher|2112
metrologist||study and practice the science of measurement|optical engineer;process engineer;research
  engineer;research scientist;metrology technician|2112
philosopher||study and argument over general and structural problems pertaining to society, humans and
  individuals|philosophy expert|2633
physicist||are scientists who study physical phenomena|physics analyst;physics scientist;physics researcher;physics
  research analyst;physics research scientist|2111
social work researcher||manage research projects aiming to investigate and provide reports on social issues|social
  scientist;social science researcher|2632
sociologist||focus their research on explaining social behaviour and the way people have organised themselves as a
  society|sociology analyst;sociology scientist;sociology researcher;rural sociology analyst;urban sociology
  analyst|2632
thanatology researcher||study death and the dying in a variety of scientific fields such as psychology, sociology,
  physiology and anthropology|thanatological researcher|2632
weather forecaster||gather meteorological data|meteorology analyst;meteorology scientist;meteorology
  researcher;meteorology research analyst;meteorology science researcher|2112
# Environmental Services
solid waste operator||operate and maintain solid waste treatment and distribution equipment, and test samples to
  monitor pollution|landfill technician;landfill site worker;landfill site operative|3132
environmental scientist||identify problems and find solutions in order to minimize environmental hazards by
  performing analysis on samples such as air, water or soil|geologist;soil scientist;field scientist;mineral
  technician;mineral technologist|2133
ICT environmental manager|||IT environmental manager|2143
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste||2143
hazardous materials inspector|||compliance manager;waste disposal adviser;industrial waste analyst;hazardous waste
  inspector;hazmat compliance specialist|3257
liquid waste tester||||3132
recycling worker||clean materials and remove waste, and ensure the waste and collected materials are sorted in the
  appropriate recycling containers|reclamation worker;recycling operative;recycling site worker;recycling site
  operative;waste reclamation worker|9612
hazardous waste inspector||||3257
environmental programme coordinator||develop programmes for the improvement of environmental sustainability and
  efficiency within an organisation or institution|environmental auditor;environmental manager;environmental
  officer;environmental consultant;sustainability consultant|2133
refuse collector||remove waste from homes and other facilities and put it in the bin lorry so it can be transported
  to a treatment and disposal facility|waste collector;kerbside collector;recycling operator;office waste
  collector;domestic waste collector|9611
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations||3257
incinerator operator||tend incineration machines which burn refuse and waste|refuse worker;refuse
  operative;incinerator worker;incinerator operative;waste incinerator worker|3132
environmental mining engineer||oversee the environmental performance of mining operations|specialised engineer;mine
  environmental manager;mine environmental engineer;environmental mining manager;mine environmental specialist|2143
recycling specialist|||waste consultant;recycling manager;recycling director;recycling inspector;recycling
  supervisor|2143
sorter labourer||sort recyclable materials and waste from a recycling stream, and ensure no unsuitable materials
  wind up among the recyclable materials|grader;yard labourer;yard operative;recycling site labourer|9612
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester;waystewater safety operative;waystewater quality operative|3132
environmental expert||search for technological solutions to tackle environmental problems|geologist;soil
  scientist;mineral technician;mineral technologist;environmental advisor|2143
street sweeper||operate sweeping equipment and machinery to remove waste, leaves or debris from streets|leaf vacuum
  operator;leaf-sucker operator;street sweeper driver;street maintenance worker|9613
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports|airport environmental expert;airport environmental officer|2133
aquaculture environmental analyst|||marine scientist;aquaculture environmental scientist;aquaculture environmental
  specialist|2133
conservation scientist||manage the quality of specific forests, parks and other natural resources|environmental
  scientist;conservation programs specialist|2133
countryside officer||are responsible for a range of activities that manage and maintain the natural environment and
  associated public access and recreation|rural areas officer|2133
ecologist|||environmental scientist;conservationist scientist|2133
natural resources consultant|||resources consultant;natural resources expert;natural resources adviser;natural
  resources specialist|2133
nature conservation officer||manage and improve the local environment within all the sectors of a local
  community|conservation officer;wildlife control agent;conservation programmes officer;environmental enforcement
  officer|2133
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects||2133
# Farming
agronomist||provide consulting services to companies, agricultural cooperatives, agronomical crop growers and
  horticultural crop growers on the cultivation of food crops|crop adviser;crop analyst;crop scientist;crop
  consultant;crop researcher|2132
fruit and vegetable picker||select and harvest fruits, vegetables and nuts according to the method appropriate for
  the type of fruit, vegetable or nut||9211
horticulture worker||carry out practical activities and assist in nurseries or greenhouses for the production of
  horticultural crops|crop worker;horticultural worker;horticultural farm worker|6113
vineyard machinery operator|||farm machinery operator|6112
vineyard worker|||winery worker;vineyard labourer|9211
tree surgeon||maintain trees||6113
agricultural scientist|||agriculture researcher;agricultural quality scientist;agricultural research
  scientist;agricultural development consultant;agricultural development specialist|2132
livestock advisor||provide complex specialist advice to farmers and livestock breeders to ensure that their business
  and production is optimised|agriculture advisor;agricultural advisor;livestock consultant;livestock business
  advisor;agricultural business advisor|2132
vineyard manager||orchestrate the conduct of the vineyard and the winery, in some cases also the administration and
  marketing|winery manager|6112
fruit production team leader||are responsible for leading and working with a team|fruit picking manager;fruit
  harvesting leader;fruit production leader;apple production manager;fruit production manager|6112
horticulture production team leader||are responsible for leading and working with a team|horticultural team
  manager|6113
agricultural technician||collect and conduct experiments and tests on agriculture and aquaculture
  specimens|aquaculture technician;viticulture technician;horticultural technician;agricultural
  technologist;agricultural research assistant|3142
aquaculture husbandry worker||are active in the production of aquatic organisms in land-based on-growing
  processes|aquaculture on-growing worker|6221
livestock worker||maintain the health and welfare of animals|stable worker;husbandry worker;farm animal
  worker;animal husbandry worker|9212
farm manager||plan and organise the daily operations, resourcing and business management of animal producing
  farms|agricultural manager;farming operations manager;agricultural operations manager|6130
aquaculture production manager|||fishery production manager|1312
aquaculture harvesting manager|||harvesting operations manager;aquaculture harvesting supervisor|1312
aquaculture husbandry manager||specialise in the husbandry of ongrowing aquatic species, especially in the feeding,
  growth, and stock management processes|aquaculture on-growing manager;aquaculture on-growing supervisor|1312
aquaculture quality supervisor||establish standards and policies for the quality control of aquatic organisms'
  production|fish farming supervisor;fish hatchery supervisor;aquaculture quality manager|3142
aquaculture recirculation manager|||aquaculture recirculation supervisor|2132
aquaculture site supervisor||supervise production processes in large-scale aquaculture operations and inspect
  aquaculture sites to maintain and improve performance|fishery site supervisor|3142
fisheries adviser||provide consultancy on fish stocks and their habitats|fisheries scientist;fisheries
  consultant;fisheries specialist;marine fisheries adviser;marine fisheries scientist|2132
forester||are responsible for monitoring the natural and economic viability of a woodland or forest and for
  activities related to its management and conservation|forestry manager;woodland manager|1311
forestry adviser||provide services and advice on economic and environmental issues in compliance with laws and
  regulations|forestry advisor;woodland manager;forestry consultant;woodland consultant|2132
forklift operator||are responsible for operating forklifts to move, locate, relocate, stack, and count
  merchandise|forklift driver;order picker driver;forklift truck operator;warehouse forklift driver;warehouse
  material handler|8344
land-based machinery operator||operate specialised equipment and machinery for agricultural production and
  maintenance of landscape|tractor driver;combined driver;forest tractor driver;farm equipment operator;forestry
  tractor driver|8341
land-based machinery supervisor||plan and organise land-based machinery services for agricultural production and
  landscaping in close cooperation with their clients|farm equipment supervisor;farm machinery supervisor;tractor
  driver supervisor;combined driver supervisor;landbased machinery supervisor|8341
viticulture adviser||advise on improving vineyard production and wine-making|viniculture adviser;viticulture
  specialist;wine production adviser|3142
# Food and Beverage Manufacturing
dairy plant worker||set up, operate and tend equipment to process milk, cheese, ice cream and other dairy
  products|dairy products worker;dairy production worker|8160
dairy processing operator|||dairy operator|8160
blender operator||produce non-alcoholic flavoured waters by managing the administration of a large selection of
  ingredients to water|tank tender;soft drinks producer;beverage manufacturer;soft drinks manufacturer|8160
fruit and vegetable canner||tend machines to prepare industrial products based on fruits and vegetables for storage
  or shipping||8160
prepared meat operator||process meat either by hand or using meat machines such as meat grinding, crushing or mixing
  machines|meat manufacturer;meat process worker;meat machine operator|8160
dairy products maker||artisanally process raw milk to make dairy products such as butter, cheese, cream and
  milk|cream maker;butter maker;cheese maker;yoghurt maker;cream producer|7513
curing room worker||assist in the blending, aging, and fermenting of tobacco strips and stems for the production of
  cigars, chewing tobacco and snuff|tobacco roaster;curing room assistant;curing room attendant;curing room
  operative;tobacco drying worker|7516
fruit and vegetable preserver||tend machines to prepare and preserve fruit and vegetable products||7514
baking operator||tend automatic reels or conveyor-type ovens to bake bread, pastries and other bakery
  products|bakery worker|8160
meat cutter||cut carcasses of animals into large and smaller parts for further processing||7511
starch extraction operator||use equipment to extract starch from raw material such as corn, potatoes, rice, tapioca,
  wheat, etc|refinery starch operator|8160
leaf sorter||analyse colour and condition of tobacco leaves in order to determine whether they should be used as
  cigar wrappers or binders|leaf inspector;leaf quality tester;leaf quality analyst;leaf quality inspector;wrapper
  leaf inspector|7516
leaf tier||tie tobacco leaves manually into bundles for processing|cigar bunch maker;leaf bundling attendant;tobacco
  processing operative|7516
slaughterer||slaughter animals and process carcasses for further processing and distribution|animal
  slaughterer;animal slaughterhouse worker|7511
miller||tend mills to grind cereal crops to obtain flour||8160
baker||make a wide range of breads, pastries, and other baked goods|bakery specialist|7512
blending plant operator||control equipment to weigh and mix vegetable oils used in products such as salad oil and
  margarines|blending operator;blending plant worker|8160
meat preparations operator||prepare fresh meat with ingredients such as spices, herbs or additives in order to make
  ready-for-sale meat preparations|meat worker;abbatoir worker;meat processing worker|7511
food production operator||supply and perform one or more tasks in different stages of the food production
  process|food worker;food production worker;food manufacturing worker;food production operative|8160
milk treatment operator|||milk processing operator;milk treatment operative;milk processing operative|8160
flour purifier operator||tend machines to blend and sift flour|flour purification operator;flour purification
  operative|8160
cocoa mill operator||tend machines to pulverise cacao beans into powder of specified fineness|cocoa mill
  worker;cocoa milling operator|8160
oil mill operator||tend mills to extract oil from oilseed following an artisanal techniques|oil mill operative;oil
  milling operative|7514
pasta maker||prepare fresh pasta, fillings, and other types of pasta following specific recipes and processes|pasta
  producer;pasta goods maker;pasta products maker;pasta making operative|7512
sugar refinery operator||tend and control refinery equipment to produce sugars and related products from raw sugar
  or other raw materials like corn starch|sugar worker;sugar plant operative;sugar refinery operative;sugar
  production operative|8160
malt kiln operator||tend kiln machines and equipment while supervising that the grain roasting operation maintains
  in specified roasting parameters|malt worker;malt kiln worker;malt kiln operative;malt kiln specialist|8160
food technician|||food technology expert;food technology specialist|3119
halal slaughterer||slaughter animals and process carcasses of halal meat from cows and chickens for further
  processing and distribution|halal method slaughterer|7511
kosher slaughterer||slaughter animals and process carcasses of kosher meat for further processing and
  distribution|kosher method slaughterer|7511
fish preparation operator||realize the preparation of fish and shellfish according to hygiene, food safety and trade
  regulations|fish seller;seafood seller;fish shop worker;fish stall worker;fish counter worker|7511
malt master||evaluate and grade different malts on a sensory basis for brewing purposes|malt expert;malting
  expert;malting master|7515
brew house operator||monitor the processes of mashing, lautering and boiling of raw materials|brewery worker;brewery
  operator;brewing operator;brew house worker|8160
milk reception operator||use devices that ensure the correct qualitative and quantitative reception of the raw
  milk|milk worker;milking operator;milk dairy worker;milk reception operative|7513
cider master||envision the manufacturing process of cider|cider maker;master cider maker;cider production
  manager;cider manufacture manager|2145
fruit-press operator||tend power presses to extract juice from fruits||8160
animal feed operator||tend various animal feed processing machines in industrial plants such as mixing machines,
  filling machines, and loading machines|feed worker;animal feed worker|8160
liquor grinding mill operator||run mills that grind cracked cocoa beans or nibs of cocoa bean paste as to obtain
  liquid chocolate of specified consistency||8160
butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products|animal butcher;butchery
  expert;butchery worker|7511
bulk filler|||bulk worker;bulk operator;bulk filling worker;bulk filling operative|8160
kettle tender||operate machines that mix chewing gum base with sugar or sweetener||8160
yeast distiller||extract alcohol from yeast to use it in the manufacture of distilled liquors|yeast handler;yeast
  distilling operative|8160
fish production operator||regulate and supervise fish product manufacturing facilities|fish production worker;fish
  products operator|8160
wine fermenter||tend tanks to ferment crushed fruit or must into wines|fermentation process operator|8160
starch converting operator||control converters to change starch into glucose or corn syrup|starch worker;starch
  operator;starch conversion worker|8160
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology|food technology expert;food technology specialist|2145
oilseed presser||operate hydraulic presses that extracts oil from oilseed||7514
sauce production operator||process, produce and manufacture sauces made from fruits, vegetables, oils and
  vinegars|sauce maker;sauce production worker;sauce production operative|8160
food production manager||oversee and monitor production and have overall responsibility for staffing and related
  issues||1321
liquor blender||regauge, filter, rectify, blend and verify proof of alcoholic drinks before these are prepared for
  bottling||8160
coffee taster||taste coffee samples in order to evaluate the features of the product or to prepare blending
  formulas|coffee tasting expert;coffee tasting specialist|7515
food grader||inspect, sort and grade food products|food product grader|7515
chilling operator||perform various processes and tend specific machines for manufacturing prepared meals and
  dishes|prepared meals operator|8160
soil surveying technician||analyse soil by carrying out technical surveying tasks, using soil surveying
  techniques|surveyor;geologist;field surveyor;soil scientist;soil technician|3111
textile process controller|||textile process inspector;textile process supervisor;textile process
  coordinator;quality assurance supervisor|3119
chemical manufacturing quality technician|||chemicals quality inspector;manufacturing quality technician|3116
beverage filtration technician||operate machines that clarify beverages prior to filtering|drink filter
  operator;drinks filtration worker;beverage filtration expert;beverage filtration worker|8160
blanching operator||remove outer coverings or skins from almonds and nuts in general|blanching worker;blanching
  operative;blanching process worker|8160
cacao bean roaster||set up and operate cacao processing equipments such as a continuous roasters, crackers fanners,
  drying and grinding equipment|bean roaster;cocoa roaster|8160
cacao beans cleaner||operate machines for the removal of foreign materials such as stones, string and dirt from
  cacao beans||8160
carbonation operator||perform the injection of carbonation into beverages|gasifier operator;sparkling machine
  operator;beverage carbonation worker|8160
centrifuge operator||tend centrifugal machines that separate impurities from food materials aimed to be further
  processed as to achieve finished foodstuffs|spinning operator;spinning operative;centrifuge operative;centrifugal
  process operator|8160
chocolate moulding operator||tend machines and equipment that pour tempered chocolate into moulds to form bars,
  blocks, and other shapes of chococlate|chocolate moulder|8160
chocolatier||make confectionery products with chocolate|chocolate maker;chocolate producer;chocolate goods
  maker|7512
cider fermentation operator||control the fermentation process of mash or wort inoculated with yeast||8160
clothing finisher|||clothes finisher|9321
cocoa press operator|||cocoa pressing operator;cocoa pressing operative;cocoa compression operator;cocoa compression
  operative|8160
coffee grinder||operate grinding machines to grind coffee beans to specified fineness|grinder operator;grinding
  machine attendant|8160
coffee roaster||control gas fired roasters to dry coffee beans|coffee bean roaster|8160
colour sampling technician||prepare recipes of colours and dyeing mixes|color kitchen worker;colour kitchen
  worker;color sampling technician;colour kitchen technician|3116
confectioner||make a varied range of cakes, candies and other confectionery items for industrial purposes or for
  direct selling|cake maker;confectionary worker;confectionary products worker|7512
desalination technician||operate, monitor and maintain desalination plant equipment|desalination plant
  technician;desalination equipment operator|3117
distillery miller||tend distillery mills in order to clean and grind whole grain for use in production of distilled
  liquors||8160
dryer attendant||tend rotary dryers to remove moisture from raw materials or food products in transformation|drying
  worker;drying attendant|8160
extract mixer tester||sift spices using mechanical sifters|extract mixer;mechanical sifter operator|8160
farm milk controller||are responsible for measuring and analysing the production and quality of the milk and
  providing advise accordingly|farm milk analyst;dairy milk analyst;dairy milk controller|7515
fish canning operator||brine, cook and package fish|fish canning operative|8160
fish trimmer||cut off fish heads and remove organs from the body for fish and seafood production|fish preparation
  worker|7511
germination operator||tend steeping and germination vessels where barley is germinated to produce malt|brewery
  technician;steep vessel operator|8160
halal butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products in accordance with
  Islamic practices|Muslim butcher;halal meat butcher|7511
hand packer||collect, pack and label goods and materials by hand|manual packaging operative|9321
honey extractor||operate machines to extract liquid honey from honeycombs|honey process worker;honey production
  worker;honey extraction operative|8160
kosher butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products in accordance with
  Jewish practices|Jewish butcher;kosher meat butcher|7511
pasta operator||manufacture dry pasta products|pasta manufacturer;pasta production operator|8160
pastry maker||prepare and bake cakes, cookies, croissants, pies and alike products according to recipes|pastry
  cook;pastry production worker;pastry production operator|7512
vermouth manufacturer||perform all the production processes required to produce vermouth|vermouth producer;vermouth
  operative;vermouth production operator;vermouth production operative|8160
wood caulker||drive oakum into the seams between planking in deck or hull of wooden ships to make them
  watertight||9329
# Airlines and Aviation
helicopter pilot||fly helicopters in order to transport passengers and cargo from one place to another|helicopter
  operator;commercial helicopter pilot|3153
aviation systems technician||make preflight and postflight inspections, adjustments, and minor repairs to ensure
  safe and sound performance of aircrafts||3153
airline transport pilot|||airline pilot;airline transportation pilot|3153
flight operations officer||compile flight information to expedite movement of aircraft between and through
  airports|air operations officer;air operations supervisor;aviation dispatch officer;flight operations
  supervisor|3154
air traffic controller||assist pilots by providing information concerning the height, speed and course|air
  controller;flight controller|3154
co-pilot|||multi-crew pilot;aircraft first officer|3153
second officer||are responsible for monitoring and controlling various aircraft systems including fixed-wing and
  rotary wing|flight engineer;inflight engineer|3153
air traffic safety technician||provide technical support regarding the safety of air traffic control and navigation
  systems||3155
helicopter mechanic||advise on maintaining procedures to engines of aircrafts and helicopters|engine test
  specialist;plane engine specialist;aircraft engine mechanic;areoplane engine mechanic;aircraft engine
  technician|7232
cabin crew manager|||cabin service manager;cabin service director;flight service manager;inflight service
  manager;customer service director|5111
cabin mechanic|||aircraft engineer;aircraft technician;aeroplane technician;aviation line inspector;avionics line
  inspector|7232
flight attendant||perform a variety of personal services conducive to the safety and comfort of airline passengers
  during flight|cabin attendant;aircraft attendant;inflight service attendant|5111
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers|air navigation manager;air traffic supervisor;flight control manager;flight navigation manager|1324
aviation inspector|||flight inspector;inspection officer;transportation inspector;aircraft quality
  inspector;aircraft inspection officer|3154
aircraft pilot||control and navigate aircraft|aeroplane pilot;cargoplane pilot;helicopter pilot;aircraft first
  officer;helicopter chief pilot|3153
flight attendant||||5111
flight instructor|||pilot trainer;flying trainer;pilot instructor;flying instructor;aviation instructor|3153
commercial pilot||navigate flight of fixed-wing and multi-engine aircrafts for the transport of passengers and
  cargo|airline pilot|3153
aerospace engineer||develop, test and oversee the manufacture of flight vehicles such as aircrafts, missiles, and
  spacecrafts|missile designer;avionics engineer;spacecraft engineer;aeronautical engineer;missile design
  expert|2144
airport operations officer||perform supervisory and administrative work monitoring operational activities on an
  assigned shift at a large airport|airport director;operations officer;ground operations officer;airport operations
  manager;aerodrome operations officer|3154
plane maintenance manager||plan, schedule, and manage the preparation and maintenance works in the hangars and
  workshops|airplane maintenance manager;aeroplane maintenance manager;plane maintenance coordinator;helicopter
  maintenance manager;airplane maintenance coordinator|7232
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation|tourist assistant;tourist receptionist;tourist centre officer;tourist information
  agent|4221
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation|rail control operator;train operations manager;railway operations manager;train operations
  specialist;railway operations specialist|1324
aeroplane engine mechanic||perform overhaul, maintenance and repair work on gas turbine engines||7232
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements|CFD engineer;wind tunnel engineer;aerodynamics test
  engineer;aerodynamics design engineer;aerodynamics research engineer|2144
resource manager||manage resources for all potential and assigned projects|resources manager;resource
  specialist;resource coordinator;resource administrator|1324
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director|1324
astronaut||are crew members commanding spacecrafts for operations beyond low Earth orbit or higher than the regular
  altitude reached by commercial flights|shuttle pilot;flight engineer;science officer;spacecraft pilot|3153
aeronautical information service officer||maintain the operational timing from sunrise to sunset in order to ensure
  that the information passed by agencies is authentic|aeronautical information officer|3154
aeronautical information specialist||provide high quality aeronautical information management services through
  technological means|aeronautical data specialist;aeronautical information manager|3154
aeroplane de-icer installer|||spacecraft de-icer installer|7232
agriculturl scientist|||agricultural systems engineer;agricultural equipment designer;agricultural equipment
  engineer;agricultural irrgation engineer|2144
move manager||coordinate all the resources and activities comprised in moving services|moving manager;removal
  manager;relocation manager;removal coordinator;company move manager|1324
naval architect||design, build, maintain and repair all types of boats from pleasure crafts to naval vessels,
  including submarines|boat designer;hull designer;ship designer;yacht designer;vessel designer|2144
packing machinery engineer||are in charge of and responsible for packaging machinery|packaging
  engineer;machine-packing engineer;mechanical packing engineer;packing machinery inspector;packaging machinery
  engineer|2144
private pilot||operate non-commercial airplanes for leisure with a limited amount of seats and engine
  horsepower|charter pilot;air taxi pilot;air-taxi pilot;corporate pilot;light aircraft pilot|3153
purchasing manager||are in charge of buying goods, equipment and services for their company, and try to ensure the
  most competitive prices|buyer;buying manager;purchasing officer;procurement manager;purchasing coordinator|1324
rotating equipment engineer||develop designs and specifications for rotating equipment according to any applicable
  standards|rotating component engineer;rotational equipment engineer|2144
tour organiser||are in charge of managing and supervising the itinerary of a touristic voyage and provide practical
  information to tourists|tour leader;excursion leader|4221
train attendant||work on trains to provide services to passengers such as welcoming passengers, answering their
  questions and serving meals||5111
# Aviation and Aerospace Component Manufacturing
cabin mechanic|||aircraft engineer;aircraft technician;aeroplane technician;aviation line inspector;avionics line
  inspector|7232
aviation safety officer||plan and develop safety procedures for aviation companies|flight safety officer;airport
  safety officer;airfield safety officer;flight safety supervisor;airport safety supervisor|3119
avionics technician|||line technician;avionics mechanic;avionics test technician;avionics repair technician;avionics
  systems technician|7421
aircraft assembler|||aircraft fitter;plane assembler;aeroplane assembler;fixed wing aircraft;helicopter
  assembler|8211
aerospace engineer||develop, test and oversee the manufacture of flight vehicles such as aircrafts, missiles, and
  spacecrafts|missile designer;avionics engineer;spacecraft engineer;aeronautical engineer;missile design
  expert|2144
avionics inspector||inspect instruments, electrical, mechanical and electronic systems of aircrafts to ensure their
  compliance with the performance and safety standards|aviation test inspector;avionics test inspector;flight safety
  inspector;aviation repair inspector;aviation safety inspector|3114
engine inspector||inspect all types of engines used for aircrafts in factories to ensure compliance with safety
  standards and regulations|plane engine inspector;airplane engine inspector;aeroplane engine inspector;engine
  inspection engineer;helicopter engine inspector|3115
aerospace engineering technician||work with aerospace engineers to operate, maintain and test equipment used on
  aircraft and spacecraft|aircraft technologist;aeroplane technologist;spaceship technologist;spacecraft
  technologist;aeronautical technologist|3115
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements|CFD engineer;wind tunnel engineer;aerodynamics test
  engineer;aerodynamics design engineer;aerodynamics research engineer|2144
flight test engineer|||CFD engineer;aircraft test engineer;flight test technician;aeroplane test engineer;flight
  testing engineer|2152
industrial maintenance supervisor||organise and supervise the activities and maintenance operations of machines,
  systems and equipment|machine setter supervisor;maintenance work supervisor;leading maintenance
  machinist;maintenance machining supervisor|3115
precision mechanic||manufacture precision metal components for machines and assemble them into functional
  units|precision process engineer;mechanical precision engineer;precision mechanical engineer;precision operations
  mechanic;precision processing engineer|7222
plane maintenance manager||plan, schedule, and manage the preparation and maintenance works in the hangars and
  workshops|airplane maintenance manager;aeroplane maintenance manager;plane maintenance coordinator;helicopter
  maintenance manager;airplane maintenance coordinator|7232
precision engineer||design processes, machines, fixtures and other equipment that have exceptionally low engineering
  tolerances, are repeatable and stable over time|precision engineering expert;precision engineering
  adviser;precision engineering consultant;precision engineering specialist|2144
motorcycle assembler||fasten motorcycle parts and components together such as frames, wheels, engines etc|bike
  builder;cycle builder;moped builder;bicycle builder;cycle assembler|8211
waste management officer||advise and enforce regulations on facilities managing waste disposal, collection and
  recycling|recycling officer;waste disposal officer;waste diversion manager;waste recycling officer;waste disposal
  operative|1321
engine designer||carry out engineering duties in designing mechanical equipment such as machines and all types of
  engines|engines designer;engine test engineer;electrical engine designer;engine development engineer;industrial
  engine developer|2144
marine surveyor||inspect vessels intended for operations in maritime or open sea waters|cargo surveyor;maritime ship
  inspector;marine warranty surveyor|3115
wood products assembler||put together products from premade pieces of wood|door assembler;stair assembler;window
  assembler;cabinet assembler;windows assembler|8219
CNC operator||set-up, maintain and control a computer numerical control machine in order to execute the product
  orders|CNC machinist;CNC mill operator;CNC drill operator;CNC mill operative;CNC drill operative|7223
IT repair inspector|||IT repair technician;copier repair technician;office service inspector;office equipment
  repairer;office facilities manager|7421
aeroplane de-icer installer|||spacecraft de-icer installer|7232
airport maintenance technician|||airport maintenance officer;airport maintenance specialist|3119
bicycle assembler||build, tune and ensure good working order of all types of bicycles such as mountain bikes, road
  bikes, children's bikes etc|bike maker;cycle maker;bike assembler;cycle assembler;road bike maker|8219
commissioning technician||work with commissioning engineers to supervise the final stages of a project when systems
  are installed and tested||3119
communication infrastructure maintainer||install, repair, run and maintain infrastructure for communication
  systems|cable technician;telecoms infrastructure engineer;telecoms infrastructure technician|7422
cutting torch operator||||7223
drill press operator|||drill operator;drill operative;reamer operator;tapper operator;drill press tender|7223
electrical cable assembler|||wire assembler;cable assembler;cabling technician;cable wiring operative|8212
electron beam welder||set up and tend machines designed to join separate metal workpieces together through the use
  of a high-velocity electron beam|arc welder;butt welder;flash welder;atomic welder;robotic welder|7212
event scaffolder||set up and dismantle temporary seating, stages and structures to support performance equipment,
  artists and audience|scaffolding worker;scaffolding installer|7215
farrier||inspect, trim and shape the hooves of horses and make and fit horseshoes, in compliance with any regulatory
  requirements by the National legal authority|horse shoe fitter;pedicure specialist;horse pedicure specialist|7221
footwear technologist||provide interface between design and production|footwear product engineer;footwear product
  technologist|3119
foundry moulder||manufacture cores for metal moulds, which are used to fill a space in the mould that must remain
  unfilled during casting|core maker;sand moulder;foundry worker;foundry core maker;foundry sand moulder|7211
ground rigger||assist level riggers assembling temporary suspension structures to support performance equipment|down
  rigger|7215
gunsmith||modify and repair metal fabricated firearms for special costumer specifications|metal worker;rifle
  engraver;firearm builder;shotgun builder;custom rifle designer|7222
high rigger||assemble and hoist temporary suspension structures on heights to support performance equipment|up
  rigger;level rigger;aerial rigger;height rigger;climbing rigger|7215
hydropower technician||install and maintain systems in hydropower plants|wave power technician;tidal power
  technician;hydroelectric technician;marine energy technician;hydropower plant technician|3113
language engineer||work within the field of computing science, and more specifically in the field of natural
  language processing|linguistic engineer;language technologist;language engineering adviser;language technology
  engineer;machine translation engineer|2152
laser beam welder|||welder;laser welder;repair fitter;laser tube welder;laser repair welder|7212
locksmith||install and repair mechanical and electronic lock systems using specialized tools|key maker|7222
material stress analyst||plan and use software to perform structural analyses including static, stability and
  fatigue analyses on a variety of machines|stress tester;stress analyst;materials analyst;stress
  technician;structure engineer|3115
microsystem engineer|||MEMS engineer;micro-system engineer;microsystems engineer;advanced MEMS
  engineer;micro-systems engineer|2152
mouldmaker||manually create moulds for the production of metal products|mold maker;foundry sand moulder;hand-moulded
  casting worker|7211
pipeline compliance coordinator||track, compile and summarise all the compliance and conformance activities in
  pipeline infrastructures and fields|pipeline inspector;pipeline safety inspector;pipeline safety
  coordinator;pipeline compliance inspector;roadside pipeline coordinator|3119
punch press operator|||press inspector;press operative;punchpress worker;CNC punch operator;punch press worker|7223
rigger||specialise in the lifting of heavy objects, often helped by a crane or derrick|tent rigger;crane
  rigger;marquee rigger|7215
rigging supervisor||oversee rigging operations|rigging manager;lifting supervisor|7215
sensor engineer||design and develop sensors, sensor systems and products that are equipped with sensors|sensor
  designer;sensor developer;sensors engineer;sensor design engineer;sensor systems engineer|2152
shredder operator|||smelter operative;recyling operative;metal shredder operator;recycled metal operative;metal
  recycling operative|7223
tent installer||set up and dismantle temporary shelters, tents and circus tents with the associated accommodation
  for events and performances|installer;tent builder;field installer;tent crew installer;party tent installer|7215
textile quality manager||implement, manage and promote quality systems|textile quality supervisor|1321
tool grinder||||7224
# Pharmaceutical Manufacturing
pharmaceutical quality specialist||perform inspections and precision measurements in order to test and ensure the
  quality of pharmaceutical products|pharmaceutical quality manager;pharmaceutical quality inspector;pharmaceutical
  quality technician|2262
biology technician||provide technical assistance in researching and analysing the relationship between living
  organisms and their environment|animal technician;wildlife technician;mammalogy technician;animal lab
  technician;biology lab technician|3141
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|plant scientist;plant researcher;forest technician;field botany
  technician|3141
pharmacy technician|||pharmacy technologist;pharmaceutical technician;pharmaceutical technologist;pharmacy technical
  assistant|3213
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs||2131
pharmaceutical engineer|||biotechnology engineer;pharmaceuticals engineer;pharmaceutical process
  engineer;pharmaceutical project engineer;pharmaceutical research engineer|2145
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist;pharmacy practitioner;pharmacology practitioner|2262
quality supervisor||manage and promote the systems of quality assurance implemented in the organisations|quality
  control manager;quality managing director;leatherware quality manager;leatherware quality director;leatherware
  quality supervisor|1321
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist;advanced pharmacist;clinical pharmacist;pharmacy specialist|2262
fashion production manager|||production planning manager|1321
capsule filling machine operator||control the filling of gelatine capsules with the specific medicinal
  preparations|capsule filler;capsule machine operator;filling machine operator;capsule machine
  operative;pharmaceutical machine operator|8131
toxicologist|||toxicology analyst;toxicology scientist;toxicology researcher;toxicology studies analyst;toxicology
  research analyst|2131
biomedical scientist advanced|||advanced medical scientist;advanced biomedical researcher|2131
fashion production manager|||production planning manager|1321
dry house attendant||monitor and maintain the drying room, making sure the pyrotechnics are dried and stored within
  the correct parameters and specifications|pyrotechnics production worker|8131
fertiliser mixer||operate and maintain machines that mix chemical ingredients in order to produce fertilisers,
  making sure the end product is according to specifications|fertilizer mixer|8131
gauger||test oil during the processing and before dispatch||8131
granulator machine operator|||wet-mix operator;granulation operator;granulation operative;granulating machine
  operator;granulating machine operative|8131
industrial pharmacist||are involved in the research and creation of medications|pharmacist;industrial pharmacy
  consultant;industrial pharmacy specialist;pharmaceutical industry pharmacist|2262
lacquer maker||operate and maintain laquers and syntetic paints mixers and jar mills, making sure the end product is
  according to formula|lacquer mixer|8131
motion picture film developer||develop film material into visible videos and material|film developer;film lab
  expert;film lab developer;film lab specialist;film lab technician|8132
nitroglycerin neutraliser||maintain explosives mixing tanks by neutralizing the process remaining
  acids|nitroglycerin production worker;nitroglycerin production operator;nitroglycerin production operative|8131
nitroglycerin separator operator|||nitro-separator operator;chemical equipment worker;nitro-separator
  operative;gravity separator operator;chemical equipment operator|8131
nonwoven filament machine operator||perform chemical nonwoven processing operations|nonwoven yarn worker;non-woven
  yarn worker;nonwoven filament machinist|8131
paint mixer|||paint maker;paint mixer worker;paint mixer operator;paint mixer operative;paint production worker|8131
soap chipper||operate the machinery that turns soap bars into soap chips, making sure the end product is according
  to specifications|soap chipper tender;soap chipper operator;soap chipper operative|8131
soap maker||operate equipments and mixers that produce soap, making sure the end product is produced according to
  specified formula|artisan soap maker;soap factory operator|8131
varnish maker||operate equipment and mixers for varnish production, by melting, mixing and cooking the required
  chemical ingredients, according to specifications|kettle operator;varnish production worker|8131
wax bleacher||operate and maintain filter presses and tanks, used in wax bleaching, for candle production
  processes|candle production worker;candle production operator;candle production operative|8131
# Medical Equipment Manufacturing
medical device assembler||manufacture instruments, machines and appliances that can be used to prevent, diagnose or
  treat medical conditions|medical device maker;medical appliance maker;medical furniture maker;medical instrument
  maker;medical appliance assembler|8219
medical device engineering technician|||pacemaker technician;MRI machine technician;medical device builder;medical
  device repairer;medical device inspector|3114
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|clinical engineer;audiology engineer;biomedical engineer;orthopaedic
  engineer;medical device developer|2152
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer;mine instrumentation
  engineer;instrumentation engineering expert;instrumentation engineering adviser|2152
instrumentation engineering technician|||instrumentation technician;instrumentation technologist;instrumentation
  engineering assistant|3114
dental technician|||dental technologist;orthodontic technician;prosthetic technologist;orthodontic
  technologist;clinical dental technician|3214
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|wind energy technician;ship electrical technician;electromechanical
  technician;electro-mechanical technician;electrical engineering technician|3113
equipment engineer||design and maintain the machinery and equipment in manufacturing facilities|equipment
  engineering expert;equipment engineering adviser;equipment technology engineer;equipment engineering
  consultant;equipment engineering specialist|2144
test engineer||||2149
biomedical engineer|||BME expert;BME adviser;BME consultant;BME specialist;bio-medical engineer|2149
prosthetic-orthotics technician||design, create, fit and repair supportive devices, such as braces, joints, arch
  supports, and other surgical and medical appliances|prosthetics maker;orthotic technician;orthotics
  technician;prosthetics assembler;orthopaedic technician|3214
photonics engineer||are concerned with the generation, transmission, transformation, and detection of light|laser
  engineer;electro-optical engineer;optical systems engineer;photonics systems engineer;photonics engineering
  expert|2149
prosthetist-orthotist|||prosthetic technician;prosthetic technologist;artificial limb technician|3214
tanyard area supervisor||plan and organise the work, the staff and equipment of the department involving the washing
  of the raw hides or skins|beamhouse department manager|1321
health and safety engineer||design objects and programs by combining engineering principles and health and safety
  requirements|health engineer;safety engineer;safety case expert|2149
aviation ground systems engineer||||2149
acoustical engineer||study and apply the science of sound to various applications|acoustics engineer;acoustical
  engineering expert;acoustical engineering adviser;acoustical technology engineer;acoustical engineering
  consultant|2149
audiology technician||create and service hearing aids and hearing protection products|audiology assistant;hearing
  aid technician;hearing help technician;audiology service technician;hearing instrument specialist|3214
bicycle assembler||build, tune and ensure good working order of all types of bicycles such as mountain bikes, road
  bikes, children's bikes etc|bike maker;cycle maker;bike assembler;cycle assembler;road bike maker|8219
calculation engineer||draw conclusions about real systems, such as on strength, stability and durability, by
  performing experiments on virtual models|process engineer;technical engineer;structural engineer;computational
  engineer;process modelling engineer|2149
commissioning engineer||supervise the final stages of a project when systems are installed and tested||2149
compliance engineer||strive to keep the highest compliance of systems with engineering specifications|compliance
  engineering expert;compliance engineering adviser;compliance engineering consultant;compliance engineering
  specialist|2149
installation engineer||oversee and manage the installing of structures, which take often many years to design and
  construct|design engineer;building engineer;structural engineer;commissioning engineer;field installation
  engineer|2149
logistics engineer||design and implement systems aimed to optimise the time and efforts invested in transportation
  activities|logistics engineering expert;logistics engineering adviser;logistics technology engineer;logistics
  engineering consultant;logistics engineering specialist|2149
patent engineer||advise companies on different aspects of intellectual property law|patent agent;patent
  scientist;technical patent specialist;intellectual property engineer|2149
renewable energy engineer||research alternative sources of energy in order to design systems for renewable energy
  production|turbine engineer;renewables engineer;renewable power engineer;industrial energy engineer;renewable
  energies engineer|2149
thermal engineer||design systems which provide heating or cooling, using thermodynamics, that transfer heat or
  energy through liquids and gases|thermal plant operator;thermal power engineer;thermal engineering expert;thermal
  engineering adviser;thermal technology engineer|2149
# Automotive
motor vehicle body assembler||fasten motor vehicle body parts and components together such as frames, doors, chassis
  and hoods|bus body assembler;car body assembler;coach body assembler;lorry body assembler;truck body
  assembler|8211
motor vehicle engine inspector||inspect diesel, gas, petrol and electric engines used for cars, buses, trucks
  etc||3115
motor vehicle parts assembler||fasten motor vehicle parts and components together|car parts assembler;auto parts
  assembler;lorry parts assembler;automotive parts assembler|8211
automotive electrician|||car electrician;van electrician;truck electrician;vehicle body electrician;autoelectrical
  technician|7412
motor vehicle assembler||install and put prefabricated motor vehicle parts and components together|car builder;car
  assembler;lorry builder;truck builder;auto assembler|8211
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|bus engineering technician;car engineering technician;coach engineering technician;lorry
  engineering technician;truck engineering technician|3115
automotive engineer|||bus designer;coach designer;lorry designer;automotive designer;motorcycle designer|2144
motor vehicle engine assembler||build and install prefabricated parts to form motor vehicle engines such as diesel,
  gas, petrol and electric engines|bus engine builder;car engine builder;gas engine builder;bus engine assembler;car
  engine assembler|8211
vehicle technician||inspect, test and maintain vehicles, motorcycles, engine tune-ups and tyre replacements|bus
  mechanic;car mechanic;van mechanic;auto mechanic;LGV technician|7231
electrical engineer||design and develop electrical systems, electrical equipment, components, motors, and equipment
  with the feature of energy transmission|electricity engineer;electrical design engineer;electrical systems
  engineer;advanced electrical engineer;electrical engineering expert|2151
automotive brake technician||inspect, maintain, diagnose and repair braking, steering and suspension systems as well
  as wheels and tyres|brake technician;car brake technician;suspension technician;lorry brake technician;truck brake
  technician|7231
roadside vehicle technician||perform onsite repairs, tests and maintenance to roadside vehicles|mobile auto
  mechanic;LGV roadside technician;PCV roadside technician;bus roadside technician;car recovery technician|7231
mine electrical engineer|||electrical engineer;electrical technologist;mines electrical engineer;mine electrical
  technician;mining electrical engineer|2151
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer;dry cell repairer;dry cell installer;car battery installer|7412
motor vehicle engine tester||test the performance of diesel, petrol, gas and electric engines in specialised
  facilities such as laboratories|engine tester;bus engine tester;car engine tester;gas engine tester;coach engine
  tester|3115
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|machine repairer;power tool mechanic;tool repair inspector;tool repair
  technician;power compressor mechanic|7412
rolling stock electrician|||wagon builder;railcar builder;carriage builder;rail electrician;depot electrician|7412
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer;railcar designer;railcar
  engineer;carriage designer|2144
lift engineer||set lifts into a prepared framed hoistway|lift builder;lift inspector;lift installer;lift
  technician;elevator builder|7412
rolling stock engineering technician||||3115
coachbuilder||execute work on vehicle bodies and coaches with skills to form body parts from panels, manufacture and
  assemble the frames and parts for vehicles|vehicle builder;bus-body builder;coach-body builder;caravan-body
  builder;vehicle-body builder|7231
electrical mechanic||install, repair and maintain mechanical and electrical components of machinery, tools and
  equipment|electrician;diagnostic electrician;production electrician;maintenance electrician;electrical test
  mechanic|7412
plane engine builder||build and install prefabricated parts to form aircraft engines such as lightweight piston
  engines and gas turbines|plane engine assembler;airplane engine builder;aeroplane engine builder;airplane engine
  assembler;helicopter engine builder|8211
AC repairer||use electrical equipment to test resistance or voltage and to identify appliances' malfunctions|dryer
  repairer;dishwasher repairer;refrigerator repairer|7412
vessel engine inspector|||boat engine builder;LNG engine inspector;marine engine tester;boat engine assembler;boat
  engine inspector|3115
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler|8212
mechatronics engineer|||robotics engineer;cybernetics engineer;electromechanical engineer;mechanical systems
  engineer;mechatronics systems designer|2144
transport equipment painter|||car painter;van painter;truck painter;vessel painter;vehicle painter|7132
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler|2144
mine mechanical engineer|||mine operations manager|2144
marine electrician|||naval electrician;vessel electrician;marine design electrician;marine repair electrician;marine
  systems electrician|7412
mechatronics assembler||assemble and maintain complex mechatronic equipment and machines, such as robots, elevators,
  and advanced home appliances|robotic fitter;robotic assembler;mechatronics fitter;mechatronics installer;robotic
  equipment operator|8211
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology|mechanicals engineer;engineering technician;electro-mechanic engineer;electro-mechanics
  engineer;electromechanical designer|2151
vehicle maintenance supervisor||assume responsibility for the day-to-day operation of a service station|LGV
  maintenance manager;PCV maintenance manager;bus maintenance manager;service station manager;fast-fit service
  manager|7231
refurbishing technician||overhaul and refurbish inner parts of vehicles, such as engine parts and diesel pumps|car
  body repairer;engine technician;truck body repairer;bus engine technician;car engine technician|7231
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations|depot repair inspector;wagon engine inspector;railcar engine inspector;carriage engine
  inspector;workshop repair inspector|3115
marine engineering technician|||marine technologist;vessel technologist;submarine technologist;boat engineering
  technician;ship engineering technician|3115
electromagnetic engineer|||EMC engineer;electro-magnetic engineer;electromagnetics engineer;electro-magnetics
  engineer;electromagnetic design engineer|2151
ground lighting officer||carry out the inspection and maintenance of airports' lighting systems|airport lighting
  officer;ground lighting engineer;airfield lighting officer;airport lighting supervisor|7412
mining electrician||install, maintain and repair specialised electrical mining equipment using their knowledge of
  electrical principles|auto electrician;plant electrician;electrical specialist;maintenance electrician;mine
  machinery specialist|7412
welding inspector||examine the connections and bonds between metals|welding supervisor;butt welding engineer;flash
  welding engineer;tack welding inspector;stitch welding engineer|3115
tooling engineer||design new tools for manufacturing equipment|tools engineer;press tooling engineer;tooling design
  engineer;tooling engineering expert;tooling engineering adviser|2144
diesel engine mechanic||repair and maintain all types of diesel engines|diesel mechanic;mechanical body
  fitter;mechanical bogie fitter;railway diesel mechanic|7231
metallurgical manager|||metallurgy manager;plant metallurgist;metallurgy specialist|1321
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager;industrial production supervisor;manufacturing production manager|1321
agriculturl scientist|||agricultural systems engineer;agricultural equipment designer;agricultural equipment
  engineer;agricultural irrgation engineer|2144
electrical cable assembler|||wire assembler;cable assembler;cabling technician;cable wiring operative|8212
material stress analyst||plan and use software to perform structural analyses including static, stability and
  fatigue analyses on a variety of machines|stress tester;stress analyst;materials analyst;stress
  technician;structure engineer|3115
naval architect||design, build, maintain and repair all types of boats from pleasure crafts to naval vessels,
  including submarines|boat designer;hull designer;ship designer;yacht designer;vessel designer|2144
packing machinery engineer||are in charge of and responsible for packaging machinery|packaging
  engineer;machine-packing engineer;mechanical packing engineer;packing machinery inspector;packaging machinery
  engineer|2144
restoration technician||overhaul old and classic cars|car restorer;old car restorer;vehicle restorer;classic car
  restorer;old vehicle restorer|7231
ride technician||work to maintain and repair amusement park attractions|aquatic technician;theme park
  technician;engineering supervisor;ride mechanical engineer;ride maintenance engineer|7412
rotating equipment engineer||develop designs and specifications for rotating equipment according to any applicable
  standards|rotating component engineer;rotational equipment engineer|2144
surface treatment operator||apply chemicals and paint to the material surface in order to protect against
  corrosion|ship painter;vessel painter;marine vessel painter;surface treatment worker;surface coatings
  technician|7132
textile quality manager||implement, manage and promote quality systems|textile quality supervisor|1321
tyre fitter||inspect, maintain, repair and fit tyres to vehicles|machinist;wheel fitter;tyre inspector;wheel
  machinist;garage assistant|7231
vehicle maintenance attendant||execute basic tasks such as changing oil, changing filters, changing spark plugs at a
  vehicle maintenance station|LGV service technician;PCV service technician;bus service technician;coach service
  technician;LGV maintenance attendant|7231
# Oil and Gas
drilling engineer||develop and supervise the drilling of gas and oil wells|wells engineer;drilling expert;drilling
  technician;offshore drilling engineer|2146
gas operations manager|||gas production manager;oil operations manager;oil production manager;gasfield production
  manager;oilfield production manager|1322
pipeline pump operator|||pump tender;pipeline tender;gas transfer operator;oil transfer operator|8113
petroleum pump system operator||tend pumps that keep the circulation of oil and derived products running
  smoothly||3134
gas production engineer||develop methods to optimise the extraction and production of gas for energy and
  utilities|petroleum production engineer|2145
petroleum engineer||evaluate gas and oil fields|gas engineer;reservoir engineer;petroleum geologist;petroleum
  production technician|2146
gas processing plant operator||operate and maintain distribution equipment in a gas distribution plant|gas
  distribution operator|3134
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas|metallurgist;mining technician;minerals technician;extraction technician;metallurgy
  technician|3117
liquid fuel engineer||evaluate liquid fuel extraction sites|fuel chemist;fuel engineer;fuel specialist;petrol
  engineer;biofuel engineer|2146
gas distribution engineer|||LPG distribution engineer;gas transmission engineer;gas distributions engineer|2145
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|drilling supervisor|8113
refinery shift manager||supervise staff, manage plant and equipment, optimise production and ensure safety at the
  oil refinery on a day-to-day basis|shift manager;refinery manager;shift supervisor;refinery coordinator;refinery
  shift supervisor|3134
mud logger||analyse the drilling fluids after they have been drilled up|logging geologist;surface logging
  specialist;surface logging technician|2114
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician;drilling equipment operator;drilling equipment technician|8113
quarry engineer||analyse which extraction methods such as excavating, drilling and blasting are most suited to
  extract raw materials from the ground|mine engineer;quarry manager;mining engineer;explosives engineer;mine
  planning engineer|2146
tool pusher||assume responsibility over daily drilling operations|rig manager|8113
quarry manager||plan, oversee and coordinate quarry operations|quarry engineer;quarrying engineer;quarry management
  expert;quarry operations manager;quarry operations engineer|1322
mine development engineer|||facility manager;development engineer;mine development expert;mine development
  manager|2146
drill operator||supervise a team during rigging and drilling operations|rig drill operator|8113
explosives engineer||design drilling patterns and determine the amount of explosives required|blasting
  engineer;ordnance engineer;munitions engineer|2146
mine safety engineer||||2146
panel controller|||panel board operator;monitoring panel operator;plant monitoring operator|3134
roughneck||make or break connections when the drill pipe is tripped in or out of the drilling hole||8113
supervisor||perform a range of tasks from the control room of an oil refinery|process operator;operations
  supervisor;control room technician;refinery process operator;petroleum process operator|3134
# Utilities
fossil-fuel power plant operator|||generator worker;turbine operator;turbine operative;generator operator;power
  station worker|3131
electric power generation engineer|||power plant engineer;power supply engineer;power station engineer;gas
  generation engineer;energy generation engineer|2151
geothermal power plant operator||operate and maintain equipment, often steam-driven turbines, which produce
  electrical energy|geothermal plant worker;geo-thermal plant worker;geothermal plant operator;geo-thermal plant
  operator;geothermal plant operative|3131
electricity distribution worker||construct and maintain electric power transmission and distribution
  systems|powerline worker;electricity transmission worker;electricity distribution technician|7413
electrical transmission system operator||transport energy in the form of electrical power||3131
water treatment systems operator|||water safety tester;water quality tester;water safety operative;water quality
  operative;water treatment operator|3132
water engineering technician||||3112
power production plant operator||maintain and operate the equipment in power stations and other energy production
  plants|wind plant operator;power plant operator;power station worker;biomass plant operator;power station
  operator|3131
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power|solar
  farm worker;solar array worker;solar farm operator;solar array operator;solar farm operative|3131
hydroelectric plant operator||operate and maintain the equipment used in the production of energy from the movement
  of water|hydropower plant worker;hydro-power plant worker;hydropower plant operator;hydro-power plant
  operator;hydroelectric plant worker|3131
sewerage systems manager||coordinate and plan pipe and sewer systems, and supervise sewerage construction and
  maintenance operations|sewerage manager;wastewater manager;sewerage network manager;sewerage control
  engineer;wastewater network manager|1321
energy analyst||evaluate the consumption of energy in buidings owned by consumers and businesses|energy
  advisor;energy efficiency analyst;energy performance analyst;energy procurement analyst;energy regulation
  specialist|3112
sewer construction worker||install sewer pipes to transport wastewater out of structures and to a body of water or
  treatment facility|sewage pipe layer;sewage system worker|7126
hydropower engineer||research, design and plan the building of facilities that generate electricity from the
  movement of water||2142
electrical power distributor||operate and maintain equipment which deliver the energy from the transmission system
  to the consumer|power line worker;distribution control operator|3131
heating engineer|||HVAC inspector;heating technician;HVAC heating mechanic;electrical heating engineer|7126
bathroom fitter||install bathroom elements|bathroom installer;bathroom furniture fitter;bathroom fitting
  specialist;replacement bathroom fitter;bathroom installation worker|7126
power distribution engineer||design and operate facilities which distribute power from the distribution facility to
  the consumers|power distributions engineer|2151
wastewater treatment technician|||sewage plant technician;wastewater safety tester;wastewater quality
  tester;wastewater safety technician;wastewater quality technician|3132
water plant technician||maintain and repair water treatment and supply equipment in a water plant|water plant
  worker;water plant operator;water plant operative;water treatment technician|3132
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester;waystewater safety operative;waystewater quality operative|3132
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity|nuclear reactor worker;nuclear reactor operative;nuclear
  reactor controller;nuclear reactor technician|3131
steam turbine operator||operate and maintain machinery which generates power|turbine hall worker;steam boiler
  operator;steam generator operator;steam-electric power operator|3131
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy|sub-station engineer;substations engineer;sub-stations engineer;substation
  engineering expert;substation engineering adviser|2151
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas
  producer;gas inspector;gas installer;gas technician;gas distributor|7126
energy conservation officer||promote the conservation of energy in both residential homes as in businesses|energy
  management officer;energy information officer|3112
street lighting electrician||construct and maintain electric power transmission and distribution in street
  lights|highway lights operative;street lighting operative;highway lighting operative|7413
cable jointer||construct and maintain power supply and control cables in underground pipes and grooves|cable
  installer;electrical cable installer;cable maintenance electrician;cable installation electrician|7413
overhead line worker||construct and maintain power supply and control cables in overhead power lines|overhead line
  engineer;overhead line technician|7413
plumber||maintain and install water, gas and sewage systems|gas fitter;pipe worker|7126
construction safety inspector||monitor construction sites and their conformity to health and safety
  regulations|safety advisor;safety inspector;safety controller;site safety advisor;site safety inspector|3112
irrigation system installer||build the necessary infrastructure for irrigation of soil, usually for agricultural
  purposes|irrigation installer;irrigation specialist;irrigation project worker|7126
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and
  sewerage|leakage operative;water network worker;pumping station worker;water network operator;pumping station
  operator|7126
irrigation technician||specialise in the installation, maintenance and repair of sprinklers, pipes and other
  irrigation systems|irrigation worker;irrigation operative;sprinkler system operator;irrigation machinery
  worker;sprinkler system technician|7126
domestic energy assessor||advise individuals on energy supply for their homes|domestic energy seller;residential
  energy seller|3112
clothing operations manager||schedule orders and delivery times in order to assure the efficient flow of the
  production system|clothing production manager;clothing operations director|1321
drain technician||install and maintain drainage equipment used in sewer systems, such as pipes and valves|drain
  cleaner;sewer cleaner;sewer inspector;sewer technician;sewer line repairer|7126
pipeline maintenance worker||operate different equipment to keep the suitability of the pipelines|gas pipeline
  worker;oil pipeline worker;pipeline technician;gas pipeline operator;oil pipeline operator|7126
septic tank servicer||clean and maintain septic systems|septic tank cleaner;septic tank repairer|7126
sewerage network operative||maintain sewerage systems which remove and transport wastewater and sewerage|sewerage
  network operator;wastewater system operative;wastewater network operative;wastewater systems operative;wastewater
  infrastructure operator|7126
sprinkler fitter||are responsible for the installation of fire protection systems that sprinkle water|sprinkler
  installer;sprinkler technician;fire sprinkler fitter;sprinkler system fitter|7126
water conservation technician||install systems to recover, filter, store and distribute water from different sources
  such as rainwater and domestic greywater|water conservation officer;water recycling specialist;water conservation
  specialist;environmental systems technician|7126
# Mining
surface mine plant operator|||tipper driver;aggregate driver;quarry plant operator|8342
underground heavy equipment operator|||mine machine operator;underground miner operator|8111
mine geologist||locate, identify, quantify and classify mineral resources and their geological characteristics and
  structure|geologist;mining geologist;resource geologist;geological engineer;minerals consultant|2114
drilling engineer||develop and supervise the drilling of gas and oil wells|wells engineer;drilling expert;drilling
  technician;offshore drilling engineer|2146
metallurgist||specialise in the extraction and processing of metals such as iron, steel, zinc, copper and
  aluminium|chemical tester;forging engineer;chemical technician;physical metallurgist;consultant metallurgist|2146
mine supervisor||coordinate and supervise the activities related to mining and quarrying in underground and surface
  mines and quarries|mine technician;mining supervisor;quarry supervisor;resident supervisor;quarrying
  supervisor|3121
exploration geologist||examine and prospect for mineral deposits|minerals engineer;economic geologist;wellsite
  geologist;exploratory geologist;exploration field geologist|2114
mine production manager|||mine supervisor;mining engineer;resident manager;mine operations manager;mine production
  engineer|1322
process metallurgist||study the characteristics of ores including copper, nickel and iron ores and the performance
  of various metals and alloys|processing metallurgist;process metallurgy expert;process metallurgy adviser;process
  metallurgy analyst;process metallurgy scientist|2146
geologist||research the materials that form the earth|coal geologist;site geologist;field geologist;geology
  analyst;bedrock geologist|2114
surface miner|||surface mining operative|8111
mine surveying technician||conduct boundary and topographic surveys and surveys of the progress of mining
  operations|mine technician;mine investigator;surveyors assistant;mine surveyors assistant|3117
driller||set up and operate drilling rigs and related equipment designed to drill holes for mineral exploration, in
  shotfiring operations, and for construction purposes|drillers assistant|8111
geotechnician||collect and process rock and soil samples for geomechanical testing|geologist;logging
  engineer;geological expert;logging geologist;geological operator|3117
chemical metallurgist||are involved in the extraction of useable metals from ores and recycleable material|steel
  industry expert;chemicals metallurgist;extraction metallurgist;chemical metallurgy expert;chemical metallurgy
  adviser|2146
mine manager||control, direct, plan and coordinate mining production activities|site manager;mine engineer;plant
  manager;quarry manager;mine supervisor|1322
mine safety officer||oversee health and safety systems at mining operations|mine inspector;safety manager;safety
  officer;mines inspector;mining inspector|3117
assayer||test and analyse precious metals such as silver and gold to determine the value and properties of
  components using chemical and physical techniques|metal tester;chemical analyst;geo-science technician|2146
mine planning engineer|||mine project engineer;mine planning supervisor|2146
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas|metallurgist;mining technician;minerals technician;extraction technician;metallurgy
  technician|3117
road construction worker||perform road construction on earthworks, substructure works and the pavement section of
  the road|worker;surfacing worker;rad construction worker;road costruction worker;rod construction worker|8342
geochemist||study the characteristics and chemical elements in minerals, rocks and soils, and how they interact with
  hydrological systems|metals analyst;petroleum technician;geoscience technician|2114
mineral processing engineer||develop and manage equipment and techniques to successfully process and refine valuable
  minerals from ore or raw mineral|surface manager;materials expert;mineral engineer|2146
mining assistant||||9311
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|drilling supervisor|8113
underground miner|||coal cutter;underground mining operative|8111
hydrogeologist|||pore pressure engineer;hydrogeological consultant;formation evaluation engineer|2114
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician;drilling equipment operator;drilling equipment technician|8113
asphalt plant operator||extract raw materials such as sand and stones and operate mobile equipment for their
  transport to the plant|asphalt plant worker;mobile plant operator;asphalt plant operative;asphalt production
  worker|8114
mineral processing operator||operate a variety of plants and equipment to convert raw materials into marketable
  products|technician;brine maker;cement mixer;blender tender;calciner operator|8112
forestry equipment operator|||chainsaw operator;planting machinery;mobile sawmill operator;logging equipment
  operator;site preparation machinery|8341
cement plant worker||tend machines used to produce moulded concrete products|concrete precast moulder|8114
desalination technician||operate, monitor and maintain desalination plant equipment|desalination plant
  technician;desalination equipment operator|3117
dewatering technician||install and operate pumps, spares, pipe ranges, and vacuum dewatering systems to collect and
  remove liquids and chemicals|filter operator;dewatering operator;site services technician;infrastructure
  technician;dewatering filter operator|8111
drill operator||supervise a team during rigging and drilling operations|rig drill operator|8113
environmental geologist||study how mineral operations may impact the composition and physical characteristics of the
  earth and its resources|minerals analyst;geologicial engineer;mineralogical analyst;environmental
  consultant;environmental geology analyst|2114
explosives engineer||design drilling patterns and determine the amount of explosives required|blasting
  engineer;ordnance engineer;munitions engineer|2146
forklift operator||are responsible for operating forklifts to move, locate, relocate, stack, and count
  merchandise|forklift driver;order picker driver;forklift truck operator;warehouse forklift driver;warehouse
  material handler|8344
geophysicist||study the physical characteristics of the earth and apply physical measurements to geological
  situations|geophysical engineer|2114
land-based machinery operator||operate specialised equipment and machinery for agricultural production and
  maintenance of landscape|tractor driver;combined driver;forest tractor driver;farm equipment operator;forestry
  tractor driver|8341
land-based machinery supervisor||plan and organise land-based machinery services for agricultural production and
  landscaping in close cooperation with their clients|farm equipment supervisor;farm machinery supervisor;tractor
  driver supervisor;combined driver supervisor;landbased machinery supervisor|8341
mine safety engineer||||2146
mine shift manager||supervise staff, manage plant and equipment, optimise productivity and ensure safety at the mine
  on a day to day basis|scheduling officer;mine shifts manager;mine shift supervisor;mine shift coordinator;mine
  scheduling engineer|3121
mineral crushing operator||operate and monitor crushers and other machines to crush materials and minerals|stone
  crushing operator|8112
oceanographer||study and perform research on matters related to the sea and oceans|marine chemist;marine
  geologist;oceanography analyst;oceanography scientist;oceanography researcher|2114
palaeontologist||research and analyse forms of life that existed in ancient eras of the planet Earth|palaeontology
  analyst;palaeontology scientist;palaeontology researcher;palaeontology research analyst;palaeontology research
  scientist|2114
precast moulder||handcast decorative and structural concrete building products such as fireplace units, blocks or
  coloured tiles|pre-cast moulder;cement-tile maker;brick veneer maker|8114
roughneck||make or break connections when the drill pipe is tripped in or out of the drilling hole||8113
seismologist||study the movement of tectonic plaques in the Earth which causes the propagation of seismic waves and
  earthquakes|seismology analyst;seismology scientist;seismology researcher;seismology research analyst;seismology
  research scientist|2114
slate mixer||operate and maintain slate mixing machines that mix multicolored slate granules used for asphalt-coated
  roofing felt surfacing|granule mixer;slate-mixer tender;slate-mixer worker;slate granule mixer;slate-mixer
  operator|8114
stone driller||operate the drilling machine that bores holes into stone blocks|slate cutter;stone drilling
  worker|8112
stone planer||operate and maintain planing machines that are used for stone blocks and slabs finishing||8112
stone polisher||operate grinding and polishing tools and equipment in order to smooth stones|marble polisher;granite
  polisher;surface polisher;worktop polisher;wet stone polisher|8114
stone splitter||operate and maintain machines that split stone|splitting machine worker;splitting machine
  operative|8114
# Chemical Manufacturing
chemistry technician||monitor chemical processes and conduct tests to analyse chemical substances for manufacturing
  or scientific purposes|chemistry assistant;chemical test technician;chemistry lab technician;radiochemistry
  technician;chemical analysis technician|3111
chemist|||nuclear chemist;organic chemist;chemical analyst;forensic chemist;research chemist|2113
synthetic materials engineer||develop new synthetic materials processes or improve existing ones|plastics
  engineer;polymers engineer;plastics quality engineer;polymers quality engineer;plastics research engineer|2145
chemical production manager||are responsible for the technical coordination and control of the chemical production
  processes|chemical process manager;chemical process engineer;chemical operations manager;chemical production
  planner;chemical production director|1321
cosmetic chemist|||research chemist;cosmetics research chemist;cosmetics development chemist;cosmetics formulation
  chemist;cosmetics formulations chemist|2113
gas station operator||process gases for compression, transmission or recovery by using gas, steam or electric engine
  compressors|gas-compressor operator;gas-compressor operative;butane compressor operator;ethylene compressor
  operator;butadiene compressor operator|3133
chemical engineer|||chemicals engineer;glass chemical engineer;refinery process engineer;ceramics chemical
  engineer;chemical engineering expert|2145
chemical engineering technician||transform raw materials in order to develop and test chemical products|chemical
  engineering worker;chemical research technician;chemical engineering developer;production chemistry
  technician|3116
pesticide mixer|||fungicide mixer;herbicide mixer;insecticide mixer|8131
asphalt laboratory technician||perform asphalt and related raw materials inspections and laboratory testing,
  ensuring a high quality of the products|site technician;asphalt technician;bitumen technician;materials
  technician;road surface technician|3116
photographic developer||use chemicals, instruments, and darkroom photographic techniques in specialised rooms in
  order to develop photographic films into visible images|photography developer;photography lab
  technician;photography laboratory technician|8132
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist;leather chemical tester;leather chemical technician|3111
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology|food technology expert;food technology specialist|2145
nuclear technician||function as aids to physicists and engineers in nuclear laboratories and power plants|nuclear
  plant technician;nuclear safety technician;radiation safety technician;nuclear equipment technician;nuclear
  monitoring technician|3111
soap drier operator||control and maintain viscous soap machine to produce soap flakes|flaker operator;soap drier
  tender;soap dryer operator|8131
soap tower operator||control, monitor and maintain tower operations, using the control panel, in order to produce
  soap powders|tower operator;soap plant worker;soap plant operative|8131
industrial quality manager||monitor and control information assets by detailing processes and procedures to ensure
  compliance with industrial standards|industrial quality supervisor|1321
chromatographer|||LC-MS specialist;chromatography technician;mass spectrometry specialist;mass spectrometry
  technician;chromatography machine operator|3111
fermenter operator|||fermenter worker;fermentation worker;fermenter operative;fermentation operative;chemicals
  fermenter worker|8131
nitrator operator||monitor and control equipment that processes chemical substances to produce
  explosives|binitrotoluene operator;biazzi nitrator operator;biazzi-nitrator operator;tetryl nitrator
  operator;tetryl-nitrator operator|8131
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations|area production manager;production line
  manager;production control manager;production control supervisor;industrial production supervisor|1321
pill maker operator||tend the pilling machine that create pills in various sizes and shapes|pill maker;pillmaker
  operator;piling machine tender;pill production worker;piling machine operator|8131
chemical processing plant controller||control the chemical production process|chemical operator;chemical plant
  operator|3133
chemical mixer|||mixer;chemical batch mixer;chemical mixer tender;chemical mixer worker;chemical plant worker|8131
paper engineer||ensure an optimal production process in the manufacture of paper and related products|process
  engineer;materials engineer;mechanical engineer;pulp paper engineer|2145
plodder operator|||plodder worker;plodder operative;soap production worker;plodding-machine worker;plodding-machine
  operator|8131
tanyard area supervisor||plan and organise the work, the staff and equipment of the department involving the washing
  of the raw hides or skins|beamhouse department manager|1321
lime kiln operator||control equipment that burns limestone to produce lime or carbon dioxide|lime kiln worker;draw
  kiln operator;calcinator operator;flare kiln operator;lime kiln operative|8131
hazardous waste technician|||toxic waste technician;landfill site technician;waste sortation technician;waste
  treatment technician|3116
mine control room operator||perform a range of tasks from the control room of a mine|mine operator;panel
  controller;mining supervisor;mining operations supervisor|8131
gas processing plant supervisor|||gas compressor controller;gas processing controller;gas production controller|3133
air pollution analyst||conduct field and lab tests to examine the pollution of air in different areas|environmental
  analyst;air quality consultant;air quality technician;air quality technologist;air environment technician|3111
analytical chemist||research and describe the chemical composition of substances|chemist;organic chemist;chemistry
  analyst;chemistry scientist;chemistry researcher|2113
biogas technician||work in the derivation of gas from organic matter and produced as landfill gas or digested
  gas|biomass plant technician;biogas equipment technician;biogas generation technician;biogas production
  technician;anaerobic digester technician|3133
brewmaster||ensure brewing quality of current products and create mixtures for the development of new
  products|brewery manager;brewing manager;beer production manager|2145
chemical application specialist||develop chemical products according to the needs and expectation of the
  clients|specialist chemist;development chemist;product development chemist;product formulation chemist;application
  specialist chemist|2113
chemical tester||||2113
colour sampling technician||prepare recipes of colours and dyeing mixes|color kitchen worker;colour kitchen
  worker;color sampling technician;colour kitchen technician|3116
dry house attendant||monitor and maintain the drying room, making sure the pyrotechnics are dried and stored within
  the correct parameters and specifications|pyrotechnics production worker|8131
environmental technician||investigate sources of pollution and aid in the development of pollution prevention and
  environment protection plans|pollution control technician;pollution prevention technician;groundwater protection
  technician;environmental protection technician;environmental conservation technician|3111
fertiliser mixer||operate and maintain machines that mix chemical ingredients in order to produce fertilisers,
  making sure the end product is according to specifications|fertilizer mixer|8131
food analyst||perform standardised tests to determine the chemical, physical, or microbiological features of
  products for human consumption|food researcher;food analysis expert;food analysis specialist;food research
  specialist|3111
fragrance chemist|||flavour chemist;perfume chemist;fragrance developer;application engineer;fragrance research
  chemist|2113
gauger||test oil during the processing and before dispatch||8131
granulator machine operator|||wet-mix operator;granulation operator;granulation operative;granulating machine
  operator;granulating machine operative|8131
groundwater monitoring technician|||groundwater technician;groundwater sampling technician;groundwater laboratory
  technician;groundwater protection technician;environmental protection technician|3111
hydrographic surveying technician||perform oceanographic and surveying operations in marine environments|marine
  surveyor;mapping technician;surveying technician;hydrographic surveyor;oceanographic surveyor|3111
lacquer maker||operate and maintain laquers and syntetic paints mixers and jar mills, making sure the end product is
  according to formula|lacquer mixer|8131
material testing technician|||material tester;materials tester;materials testing technician;material testing
  technologist;materials testing technologist|3111
meteorology technician||collect large amounts of meteorological information for weather information users such as
  aviation companies or meteorological institutions|wind technician;atmospheric scientist;metrologist
  assistant;electronics technician;weather station operator|3111
metrology technician||apply their practical knowledge of metrology to calibrate measuring instruments, test
  equipment and analyse their performance|color scientist;meter technician;composite technician;dimensional
  engineer;instrument specialist|3111
motion picture film developer||develop film material into visible videos and material|film developer;film lab
  expert;film lab developer;film lab specialist;film lab technician|8132
nitroglycerin neutraliser||maintain explosives mixing tanks by neutralizing the process remaining
  acids|nitroglycerin production worker;nitroglycerin production operator;nitroglycerin production operative|8131
nitroglycerin separator operator|||nitro-separator operator;chemical equipment worker;nitro-separator
  operative;gravity separator operator;chemical equipment operator|8131
nonwoven filament machine operator||perform chemical nonwoven processing operations|nonwoven yarn worker;non-woven
  yarn worker;nonwoven filament machinist|8131
oenologist||track the wine manufacturing process in its entirety and supervise the workers in wineries|wine
  maker;wine advisor;wine producer;winery cellar master;wine production expert|2145
paint mixer|||paint maker;paint mixer worker;paint mixer operator;paint mixer operative;paint production worker|8131
panel board operator|||control room attendant|3133
radiation protection technician|||radiation protection expert;radiological monitoring technician;radiological
  protection technician|3111
remote sensing technician||collect airborne data|remote sensing technologist|3111
soap chipper||operate the machinery that turns soap bars into soap chips, making sure the end product is according
  to specifications|soap chipper tender;soap chipper operator;soap chipper operative|8131
soap maker||operate equipments and mixers that produce soap, making sure the end product is produced according to
  specified formula|artisan soap maker;soap factory operator|8131
textile chemist||coordinate and supervise chemical processes for textiles like yarn and fabric forming such as
  dyeing and finishing|textile chemical supervisor;textile chemical technician;textile chemical coordinator|2113
varnish maker||operate equipment and mixers for varnish production, by melting, mixing and cooking the required
  chemical ingredients, according to specifications|kettle operator;varnish production worker|8131
wax bleacher||operate and maintain filter presses and tanks, used in wax bleaching, for candle production
  processes|candle production worker;candle production operator;candle production operative|8131
# Semiconductor Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|THT operator;PCB
  assembler;PCB assembly operative;through-hole technology assembler|8212
printed circuit board designer||diagram and design the construction of circuit boards|PCB designer;circuit board
  designer|3118
electronics engineer|||electronics engineering expert;electronics engineering adviser;electronics engineering
  consultant;electronics engineering specialist|2152
microelectronics engineering technician|||microelectronics technician;microelectronics
  technologist;micro-electronics engineering technician|3114
semiconductor processor|||microchip assembler;micro chip assembler;semiconductor assembler;integrated circuit
  operator;integrated circuit inspector|8212
surface-mount technology machine operator|||SMT operator;SMT machine operator;soldering machine operative|8212
microelectronics engineer||design, develop, and supervise the production of small electronic devices and components
  such as micro-processors and integrated circuits|microprocessor engineer;micro-electronic
  engineer;micro-electronics engineer;microelectronics design engineer|2152
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|wave operator;wave-soldering machine operator;wave-soldering machine operative|8212
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|IC designer;analog design engineer;integrated circuit designer;integrated circuit engineer|2152
electronics drafter||support electronic engineers in the design and conceptualisation of electronic
  equipment|electronics design drafter;electronics drafting expert;electronics drafting adviser;electronics drafting
  consultant;electronics drafting specialist|3118
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electronic
  assembler;electronics assembler|8212
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer;opto-electronics engineer;optoelectronical
  engineer;opto-electronical engineer|2152
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels|marine
  inspector;marine line inspector;marine electrical mechanic;marine electrical operator;marine instrument
  mechanic|7421
rolling stock engineering drafter||convert the rolling stock engineers' designs into technical drawings usually
  using software|rolling stock drafter|3118
railway electronic technician|||locomotive electrician;overhead power engineer;electrical train electrician;railway
  electronic inspector;telecommunication electronic inspector|7421
# Computers and Electronics Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|THT operator;PCB
  assembler;PCB assembly operative;through-hole technology assembler|8212
computer hardware engineer||design and develop computer hardware systems and components, such as circuit boards,
  modems, and printers|computer engineer;hardware engineer;IT hardware engineer;PC hardware engineer;IT hardware
  specialist|2152
computer hardware test technician|||hardware tester;computer hardware tester;computer hardware inspector|3114
electronics engineer|||electronics engineering expert;electronics engineering adviser;electronics engineering
  consultant;electronics engineering specialist|2152
printed circuit board designer||diagram and design the construction of circuit boards|PCB designer;circuit board
  designer|3118
consumer electronics repair technician|||repairer;technician;electronics repairer;consumer electronics
  technician|7421
mobile phone repair technician|||LCD technician;cell phone technician;mobile phone repairer;cellullar phone
  technician|7422
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|clinical engineer;audiology engineer;biomedical engineer;orthopaedic
  engineer;medical device developer|2152
medical device engineering technician|||pacemaker technician;MRI machine technician;medical device builder;medical
  device repairer;medical device inspector|3114
computer hardware repair technician||install, examine, test and repair computer hardware and peripheral
  components|computer expert;computer repairer;computer technician;computer service agent;computer hardware
  repairer|7422
electromechanical equipment assembler||read and interpret blueprints, drawings and instructions to assemble or
  modify electromechanical equipment or devices|electromechanical assembler;electro-mechanical equipment
  assembler;electromechanical instrument assembler|8212
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|wave operator;wave-soldering machine operator;wave-soldering machine operative|8212
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer;mine instrumentation
  engineer;instrumentation engineering expert;instrumentation engineering adviser|2152
surface-mount technology machine operator|||SMT operator;SMT machine operator;soldering machine operative|8212
control panel assembler||read schematic drawings to assemble control panel units for electrical equipment|panel
  board assembler;control panel technician;monitoring panel assembler|8212
photographic equipment assembler||build photographic products such as cameras, film cameras, and projectors|camera
  assembler;projector assembler;video camera assembler;photography equipment assembler|8212
optoelectronic engineering technician|||optoelectronic technician;opto-electronic technician;optoelectronic systems
  technician;optoelectronic systems technologist;opto-electronic engineering technician|3114
photonics engineering technician|||laser technician;photonics technician;electro-optical technician;optical systems
  technician;electro-optical technologist|3119
robotics engineering technician|||robotics mechanic;robotics inspector;robotics technician;robotics
  technologist;robotics engineering mechanic|3119
automotive engineering drafter||convert the automotive engineers' designs into technical drawings usually using
  software|automotive drafter;motor vehicle drafter;automotive drafting expert;automotive drafting
  adviser;automotive drafting consultant|3118
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electronic
  assembler;electronics assembler|8212
computer hardware engineering technician|||PC hardware technician;IT engineering technician;computer hardware
  technician;computer engineering technician|3114
semiconductor processor|||microchip assembler;micro chip assembler;semiconductor assembler;integrated circuit
  operator;integrated circuit inspector|8212
computer-aided design operator||use computer hardware and software in order to add the technical dimensions to
  computer aided design drawings|CAM drafter;CAM operator;CADD Designer;CAID operator;CAM technician|3118
microsystem engineering technician|||MEMS technician;MEMS technologist;microsystem technician;microsystem
  technologist;microsystem engineering assistant|3114
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|wind energy technician;ship electrical technician;electromechanical
  technician;electro-mechanical technician;electrical engineering technician|3113
electronics drafter||support electronic engineers in the design and conceptualisation of electronic
  equipment|electronics design drafter;electronics drafting expert;electronics drafting adviser;electronics drafting
  consultant;electronics drafting specialist|3118
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|IC designer;analog design engineer;integrated circuit designer;integrated circuit engineer|2152
dental instrument assembler||assemble various dental instruments, such as drills, lasers, probes, mirrors, and
  dental imaging devices|dental device maker;dental drill assembler;dental laser assembler;dental probe
  assembler;dental device assembler|8212
electronics engineering technician||work closely with electronics engineers in the development of electronic
  equipment and devices|signal processing technician;signal processing technologist;electronics engineering
  assistant;electronics engineering technologist|3114
ATM repair technician||install, diagnose, maintain and repair automatic teller machines|cashpoint repair
  technician|7421
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler|8212
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer;opto-electronics engineer;optoelectronical
  engineer;opto-electronical engineer|2152
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder;electric keyboard maker;electric keyboard
  builder|8212
quality technologist||||3119
mobile devices technician||carry out proper fault diagnosis to improve the quality of mobile devices and repair
  them|mobile technician;mobile equipment engineer;mobile hardware technician;mobile equipment technician|7422
rolling stock engineering drafter||convert the rolling stock engineers' designs into technical drawings usually
  using software|rolling stock drafter|3118
aerospace engineering drafter||convert the aerospace engineers' designs into technical drawings usually using
  computer-aided design programs||3118
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels|marine
  inspector;marine line inspector;marine electrical mechanic;marine electrical operator;marine instrument
  mechanic|7421
sensor engineering technician||collaborate with sensor engineers in the development of sensors, sensor systems, and
  products that are equipped with sensors|sensor technician;sensor design technician;sensor systems
  technician;electronic sensor technician;sensor engineering assistant|3114
marine engineering drafter||convert the marine engineers' designs into technical drawings usually using
  software|marine drafter;shipbuilding drafter;naval engineering drafter|3118
calibration technician||test and calibrate electrical and electronic equipment|calibrations technician;calibration
  technologist;instrument calibration technician;instrument calibration technologist;instrumentation calibration
  technician|3113
radio technician||install, adjust, test, maintain, and repair mobile or stationary radio transmitting and receiving
  equipment and two-way radio communications systems|radio communications technician|7422
railway electronic technician|||locomotive electrician;overhead power engineer;electrical train electrician;railway
  electronic inspector;telecommunication electronic inspector|7421
quality engineering technician||work with quality engineers or managers to analyse and solve quality problems and
  improve productivity|quality expert;quality specialist;quality technician;quality technologist;quality technology
  expert|3119
leather technologist||perform and interface between design and actual production|leatherware engineer;leather
  product engineer;leather product technologist;leatherware product developer|3119
vehicle electronics installer|||auto technician;autoelectronic technician;vehicle electronics repairer;vehicle
  electronics technician|7421
HVAC design engineer|||HVACR design engineer;HVACR drafting expert;HVACR drafting adviser;HVACR drafting
  consultant;HVACR drafting specialist|3118
IT repair inspector|||IT repair technician;copier repair technician;office service inspector;office equipment
  repairer;office facilities manager|7421
airport maintenance technician|||airport maintenance officer;airport maintenance specialist|3119
commissioning technician||work with commissioning engineers to supervise the final stages of a project when systems
  are installed and tested||3119
communication infrastructure maintainer||install, repair, run and maintain infrastructure for communication
  systems|cable technician;telecoms infrastructure engineer;telecoms infrastructure technician|7422
footwear technologist||provide interface between design and production|footwear product engineer;footwear product
  technologist|3119
hydropower technician||install and maintain systems in hydropower plants|wave power technician;tidal power
  technician;hydroelectric technician;marine energy technician;hydropower plant technician|3113
language engineer||work within the field of computing science, and more specifically in the field of natural
  language processing|linguistic engineer;language technologist;language engineering adviser;language technology
  engineer;machine translation engineer|2152
microsystem engineer|||MEMS engineer;micro-system engineer;microsystems engineer;advanced MEMS
  engineer;micro-systems engineer|2152
pipeline compliance coordinator||track, compile and summarise all the compliance and conformance activities in
  pipeline infrastructures and fields|pipeline inspector;pipeline safety inspector;pipeline safety
  coordinator;pipeline compliance inspector;roadside pipeline coordinator|3119
sensor engineer||design and develop sensors, sensor systems and products that are equipped with sensors|sensor
  designer;sensor developer;sensors engineer;sensor design engineer;sensor systems engineer|2152
telecommunications analyst||review, analyse and evaluate an organisation's telecommunications needs and
  systems|network planner;communication analyst;communications analyst;telecommunications consultant|2153
# Retail Apparel and Fashion
fashion warehouse operative||||4321
fashion designer|||fashion artist;fashion expert;textile expert;apparel designer;footwear designer|2163
leather goods designer||are in charge of the creative process of leather goods|leatherware drafter;leatherware
  designer;leather goods drafter|2163
clothing fashion designer|||clothes designer;clothing designer;clothing product designer|2163
footwear designer|||shoe designer;footwear CAD designer;footwear technologist;sports footwear designer;fashion
  footwear designer|2163
costume buyer||work with the costume designer in order to identify the materials for the costumes|costumes
  buyer|3323
fashion model||help promote products such as clothes, cosmetics and appliances by posing for journalists,
  photographers and in front of an audience on catwalks||5241
textile product developer|||textile product engineer;textile business developer;textile product specialist;technical
  application manager|2163
clothing specialised seller||sell clothes in specialised shops|clothes specialised seller;fashion specialised
  seller;clothing specialized seller|5223
department store manager||organise and control the operations and staff of establishments which provide retail
  services|outlet store manager;retail sales manager;general retail manager;department shop manager|1420
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor;shop staff supervisor;retail shop supervisor;retail store
  supervisor|5222
shop assistant||work in shops where they perform assistance duties|museum shop assistant;hypermarket shop
  worker;supermarket shop worker;hypermarket shop assistant;supermarket shop assistant|5223
ammunition shop manager||are responsible for activities and staff in specialised shops|gun shop manager;weapon shop
  manager;firearm shop manager;weapon store manager;firearms store manager|1420
antique shop manager||assume responsibility for activities and staff in specialised shops|antiques shop
  manager;antiques store manager;antiques gallery manager;antiquities shop manager;antiques showroom manager|1420
audiology shop manager||assume responsibility for activities and staff in specialised shops|audiology sales
  manager;audiology centre manager|1420
automotive designer||create model designs in 2D or 3D and prepare isometric drawings and graphics|car designer;truck
  designer;automobile designer;automotives designer;automotive model maker|2163
bakery shop manager||assume responsibility for activities and staff in specialised shops|cake shop manager;bakers
  store manager;bakery store manager;pastries shop manager;bakery counter manager|1420
bookshop manager||assume responsibility for activities and staff in this specialised store|bookstore manager|1420
candy shop manager||assume responsibility for activities and staff in specialised shops for confectionery e.g|sweet
  shop manager;candy store manager;sweet store manager;chocolate shop manager;chocolate store manager|1420
carpet store manager||assume responsibility for activities and staff in specialised shops for wall and floor
  coverings|wallpaper shop manager;wallpaper store manager;carpet superstore manager|1420
cd shop manager||assume responsibility for the activities and staff in specialised shops|cd store manager;music shop
  manager;video shop manager;record shop manager;record store manager|1420
clothing shop manager||assume responsibility for activities and staff in specialised shops|bridal shop
  manager;bridal store manager;clothes shop manager;fashion shop manager;clothes store manager|1420
computer shop manager||assume responsibility for activities and staff in specialised shops|IT shop manager;ICT shop
  manager;IT store manager;ICT store manager;IT superstore manager|1420
delicatessen shop manager||assume responsibility for activities and staff in specialised shops|gourmet shop
  manager;gourmet store manager;charcuterie shop manager;delicatessen store manager;delicatessen counter
  manager|1420
diamond shop manager||assume responsibility for activities and staff in specialised shops|diamond store
  manager;jewellery shop manager;jewellery store manager|1420
electrical superstore manager||assume responsibility for activities and staff in specialised shops||1420
eyewear shop manager||assume responsibility for activities and staff in specialised shops|eyewear store
  manager;opticians shop manager;spectacle shop manager;opticians store manager;spectacle store manager|1420
fish shop manager||assume responsibility for activities and staff in specialised shops|fish stall manager;seafood
  shop manager;fisheries shop manager;fisheries store manager;fishmongers shop manager|1420
fruit shop manager||assume responsibility for activities and staff in specialised shops for fruit and
  vegetables|fruiterers shop manager;fruiterers store manager;greengrocers shop manager;greengrocery shop
  manager;greengrocers store manager|1420
fuel station manager||assume responsibility for activities and staff in a fuel station|fuel site manager;fuel retail
  manager;gas station manager;petrol site manager;retail fuel manager|1420
furniture designer||work on items of furniture and related products|furniture maker;furniture artist;furniture
  builder;furniture planner;furniture technician|2163
games shop manager||assume responsibility for the activities and staff in specialised shops|games store manager|1420
hi-fi shop manager||assume responsibility for activities and staff in specialised shops|hi-fi store
  manager;multimedia store manager;audio-visual shop manager;audio-visual store manager;multimedia superstore
  manager|1420
jewellery designer|||jewelry artist;jewellery artist|2163
kiosk manager||assume responsibility for the activities and staff in specialised shops|paper shop manager;newsagents
  shop manager;newspaper kiosk manager;stationery shop manager;newsagent retail manager|1420
meat trader||assume responsibility for activities and staff in specialised shops|retail butcher;pie shop
  manager;meat shop manager;meat store manager;meat counter manager|1420
model maker||create three-dimensional scale models or various designs or concepts and for various purposes, such as
  models of human skeletons or organs|maker;model expert;model builder;model designer|2163
off-licence manager||assume responsibility for activities and staff in specialised shops|off-sales shop
  manager;beverages store manager;off-sales store manager;off-licence shop manager;off-licence store manager|1420
pet shop manager||assume responsibility for activities and staff in specialised shops|pet store manager;animal shop
  manager;animal store manager;pet superstore manager|1420
pharmacy manager||are responsible for activities and staff in specialised shops|drugstore manager;chemist shop
  manager|1420
phone shop manager||assume responsibility for activities and staff in specialised shops|phone store manager|1420
plant shop manager||assume responsibility for activities and staff in specialised shops|flower shop manager;flower
  store manager;garden store manager;nursery shop manager;plant centre manager|1420
puppet designer||design and create puppets and manipulable objects for performers|puppet maker;puppet builder|2163
retail department manager||are responsible for activities and staff in a section in a store|section
  manager;departmental manager;department sales manager|1420
sales account manager||serve as intermediators between clients and the organisation, managing both sales and long
  term relations with the client|sales manager;relations manager;sales coordinator;key account manager;client
  administrator|1420
second-hand shop manager||assume responsibility for activities and staff in specialised shops|junk store
  manager;thrift shop manager;charity shop manager;thrift store manager;charity store manager|1420
shoe shop manager||assume responsibility for activities and staff in specialised shops|shoe store manager;cobblers
  shop manager;cobblers store manager;footwear store manager|1420
shop manager||are responsible for activities and staff in specialised shops|store manager;boutique manager;retail
  shop manager;deputy store manager;retail store manager|1420
supermarket manager||are responsible for activities and staff in a supermarket|hypermarket manager;grocery shop
  manager;outlet centre manager;concession store manager;food supermarket manager|1420
textile shop manager||assume responsibility for activities and staff in specialised shops|fabric shop
  manager;drapers shop manager;drapery shop manager;fabric store manager;mercers shop manager|1420
tobacco shop manager||assume responsibility for activities and staff in specialised shops|cigar shop manager;cigar
  store manager;tobacco store manager;cigarette shop manager;cigarette store manager|1420
# Maritime Transportation
maritime transport manager||coordinate the administrative activities that go with the management of vessels in the
  context of maritime water transport||1324
international forwarding operations coordinator|||import-export clerk;import-export manager;import-export
  officer;import-export coordinator;international logistics manager|3331
ship pilot dispatcher||coordinate ships entering or leaving port|ship pilot controller;ship pilot
  coordinator;shipping pilot dispatcher|4323
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager;port operations manager;port terminal supervisor;port operations supervisor|4323
maritime pilot||are mariners who guide ships through dangerous or congested waters, such as harbours or river
  mouths|ship pilot;marine pilot;vessel pilot;maritime ship pilot|3152
water traffic coordinator|||water traffic planner;marine traffic planner;dock traffic coordinator;port traffic
  coordinator;waterway traffic planner|4323
import export specialist||have and apply deep knowledge of import and export goods including customs clearance and
  documentation|graduate export specialist;graduate import specialist|3331
ship planner||manage the performance of a vessel|vessel planner;ship cargo planner;inland ship planner;vessel cargo
  planner;inland vessel planner|4323
deck officer|||ship deck officer;ship chief officer;ship first officer|3152
ship captain||are in charge of a vessel for the transportation of goods and passengers, operating in offshore and
  coastal waters||3152
skipper||||3152
shipping agent||represent the ship owner in a foreign port|port agent;cargo agent;liner agent;ships agent;water
  clerk|3331
fisheries deckhand||work on fishing vessels where they carry out fishing related activities||8350
ship assistant engineer||assist the ship chief engineer and the ship duty engineer in the operations of the ship's
  hull|third assistant engineer;second assistant engineer;maritime assistant engineer;shipping assistant
  engineer|3151
vessel operations coordinator|||traffic coordinator;vessel operations manager;shipping operations manager;shipping
  traffic coordinator;vessel operations supervisor|4323
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor;logistics line manager;freight forwarding agent;freight forwarding manager|3331
marine chief engineer||are responsible for the entire technical operations of the vessel including engineering,
  electrical, and mechanical divisions|maritime chief engineer;fisheries chief engineer|3151
engine minder||perform work related to the deck department of an inland water transport vessel|ship engine
  operator;vessel engine operator|8350
decksman|decksmen|are unlicensed members of of the deck department of an inland vessel||8350
helmsman|helmsmen|are members of the crew on the highest rank of the operational level on an inland vessel||3152
stevedore superintendent||supervise and monitor the freight handling and longshore labor in a dockyard to maximise
  productivity|stevedore manager;stevedoring manager;stevedore supervisor;stevedoring controller;stevedoring
  supervisor|9333
matrose||are members of the deck department of an inland water transportship||8350
ship duty engineer||share responsibility for most of the content of the ship's hull|maritime duty engineer;ship
  engineering officer;maritime engineering officer|3151
hide purchasing manager||plan and purchase supplies of hides, skins, wet-blue or crust in coordination with the
  production requirements||1324
customs and excise officer||approve or deny the passage of goods through customs barriers for international business
  and ensure compliance with consignment legislation|customs agent;clearing agent;customs broker;shipping
  agent;customs clearance agent|3331
fisheries refrigeration engineer||perform maintenance and repair machines and equipment in the fish hold and
  refrigeration system on board of fishing vessels|fisheries electrician;refrigeration plant engineer;fishery
  refrigeration engineer;fisheries refrigerating engineer;fisheries refrigeration technician|3151
gas scheduling representative||track and control the flow of natural gas between pipelines and the distribution
  system, compliant with schedules and demands|short range planner;gas production planner|4323
move coordinator||envision all the activities required for a successful moving|moving planner;removal planner;moving
  coordinator;relocation planner;company move planner|4323
move manager||coordinate all the resources and activities comprised in moving services|moving manager;removal
  manager;relocation manager;removal coordinator;company move manager|1324
ordinary seaman|ordinary seamen|occupy the lowest rank of a maritime ship's deck crew||8350
purchasing manager||are in charge of buying goods, equipment and services for their company, and try to ensure the
  most competitive prices|buyer;buying manager;purchasing officer;procurement manager;purchasing coordinator|1324
taxi controller||take bookings, dispatch vehicles, and are responsible for coordinating drivers while maintaining
  customer liaison|taxi dispatcher;minicab controller;minicab dispatcher;private hire controller;private hire
  dispatcher|4323
# Wholesale
commercial sales representative||represent a company in selling and providing information on goods and services to
  businesses and organisations|sales consultant;territory manager;sales representative;field sales consultant;field
  sales representative|3322
wholesale merchant||investigate potential wholesale buyers and suppliers and match their needs|wholesale
  buyer;wholesale trader;wholesale merchandiser|3324
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor|commodity handler;commodities trader;commodities trading manager|3324
logistics and distribution manager||take decisions on logistic services, operations and provisions|logistics
  manager;logistics director;logistics coordinator;distribution coordinator;logistics operations manager|1324
motor vehicle aftersales manager||maximise sales by closing business on an ongoing basis|car aftersales manager;van
  aftersales manager;truck aftersales manager;car aftersales specialist;van aftersales specialist|1221
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers|stock coordinator;store coordinator;inventory controller;inventory specialist;inventory
  supervisor|4321
supply chain manager|||global sourcing manager;supply chain specialist;supply chain coordinator|1324
distribution network manager|||distribution network planner|1324
electricity sales representative||assess clients' energy needs, and recommend the purchase of electricity supply
  from their corporation|electricity seller;electricity sales consultant|3322
renewable energy sales representative||assess clients' energy supply needs, and attempt to secure sales of renewable
  energy methods|renewable energy seller;alternative energy seller|3322
raw material reception operator|||raw materials worker|4321
rail intermodal equipment operator||assist in the loading of trailers and containers on and off railcars and
  chassis|rail equipment operator;transfer table operator;railway equipment operator;railroad equipment
  operator;intermodal equipment handler|9333
forecast manager|||forecast analyst;demand planning manager;forecast planning manager|1324
import export manager||install and maintain procedures for cross-border business, coordinating internal and external
  parties|graduate export manager;graduate import manager|1324
distribution manager||plan the distribution of goods to various points of sales|graduate logistics manager;graduate
  distribution manager;graduate distribution planner|1324
intermodal logistics manager||manage and oversee commercial and operational aspects of intermodal logistics for an
  organisation|multi-modal services manager;multi-modal logistics manager;transportation logistics manager|1324
promotion manager||plan and implement the implementation of promotional programs in the point-of-sale of
  products|promotion director;promotions manager;promotions director;promotion coordinator;promotions
  coordinator|1221
distribution centre dispatcher||ensure efficient shipping of manufactured goods|product dispatcher;bulk station
  operator;bulk station dispatcher;distribution center operator;distribution centre operator|9333
movie distributor||are responsible for the coordination of the distribution of motion pictures and television
  series|film distributor;distribution agent;film distribution agent;movie distribution agent;motion picture
  distributor|1324
bicycle courier||collect and deliver packages and mail by bicycle||9331
carriage driver||tranport passengers in horse-drawn carriages|fiacre driver;horse-drawn fiacre driver;horse-drawn
  carriage driver|9332
non-vessel operating common carrier||||3324
waste broker||act as mediating party between clients and waste management industries|mine waste broker;animal waste
  broker;mining waste broker;quarry waste broker;abattoir waste broker|3324
# Performing Arts
music director||lead musical groups such as orchestras and bands during live performances or recording
  sessions|conductor;band master;music leader;band director;music conductor|2652
variety artist|||mime artist;escape artist;burlesque artist;lookalike artist;musical hall artist|2659
composer||create new music pieces in a variety of styles|music producer;electronic music producer|2652
stage manager|||stage supervisor;stage coordinator;deputy stage manager;production coordinator;production stage
  manager|3435
performance artist|||performance maker;live performance artist;multimedia performance artist|2659
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|band leader;band master;choir leader;choir director;concert master|2652
theatre technician||execute all technical tasks to support live performances|audio technician;stage
  technician;lighting technician;theatrical technician;performance technician|3435
fight director||coach performers to safely execute fight sequences|fight coach;fight coordinator;sword fight
  director;stage fight instructor;stage combat instructor|3435
singer||are professional musicians, skilled in the use of their voice as a musical instrument, with different vocal
  ranges||2652
stage machinist||manipulate sets and other elements in a performance based on the artistic or creative concept, in
  interaction with the performers|set technician;flying operator;theater machinist;theatre machinist;flying system
  operator|3435
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|event technician;all round engineer;theater technician;theatre technician;stage
  technician manager|3435
circus artist||develop original performance pieces showcasing great artistic and performing skills, emotive depth
  and artistic proposals for the general public|fire artist;rope artist;silk artist;lasso artist;aerial artist|2659
stand-up comedian||tell humorist stories, jokes and one-liners typically described as a monologue, act or
  routine||2659
dance rehearsal director||||2653
orchestra assistant|||first assistant director;second assistant director|3435
musician||perform a vocal or musical part that can be recorded or played for an audience|concert master;orchestra
  section leader|2652
street performer||create street arts performances for outdoor spaces, using space and audience as a creative
  resource|street circus artist;street theater artist;street theatre artist;street performing artist|2659
choral director||||2652
dancer||interpret ideas, feelings, stories or characters for audiences by using movement and body language mostly
  accompanied by music||2653
dresser|||wardrobe master|3435
flying director||design people flying effects for a performance and supervise or perform the execution of it|flying
  FX director;flying effects director|3435
puppeteer||perform shows by manipulating puppets such as hand puppets or marionettes|mime artist|2659
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician;equipment hire technician;performance rental engineer|3521
cultural facilities manager||direct the operations of facilities that provide cultural services such as theatre,
  movies and music|cultural manager;cultural services manager;cultural facilities director|1431
automated fly bar operator|||stage automation operator|3435
light board operator||control the lighting of a performance based on the artistic or creative concept, in
  interaction with the performers|LX operator;board operator;LX board operator;lighting operator;light board
  controller|3435
pyrotechnician||control the pyrotechnical elements of a performance based on the artistic or creative concept, in
  interaction with the performers|fireworks handler;fireworks operator;fireworks specialist;fireworks
  technician;pyrotechnics operator|3435
sound operator||control the sound of a performance based on the artistic or creative concept, in interaction with
  the performers|sound mixer;audio operator;audio board operator;sound board operator;sound audio technician|3521
lighting designer||develop a lighting design concept for a performance and supervise the execution of it|theatre
  lighting designer|3435
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer|3435
sound designer||develop a sound design concept for a performance and supervise the execution of it|audio
  designer|3521
community artist||research, plan, organise and lead artistic activities for people brought together by a shared
  interest, capacity, environment or condition|dance leader;community arts worker;community dance artist;community
  dance leader;community drama artist|2659
followspot operator||control follow spots based on the artistic or creative concept, in interaction with the
  performers|spotlight operator;followspot lighting operator|3435
prop assistant|||prop technician;prop coordinator;property technician;property coordinator|3435
audio production technician||set up, prepare, check and maintain equipment in order to provide optimal sound quality
  for a live performance|stage manager;audio engineer;sound engineer;event technician;venue technician|3521
choreographer||create sequences of movements in which motion, form or both are specified|movement
  director;choreographer assistant;dance notation specialist|2653
choreologist||are specialised creators of dance in specific styles or traditions, such as ethnic dance, early dance
  or baroque dance||2653
cultural centre director|||center director;centre director;arts centre manager;arts center director;arts centre
  director|1431
disc jockey||mix music from various sources using turntables or a mixing console and play music at events in front
  of a live audience|live mixer;live music mixer|2659
gambling manager||organise and coordinate the activities of a gambling facility|general manager;gambling general
  manager;gambling facility manager;gambling managing director|1431
lottery manager||organise and coordinate the activities of a lottery organisation|general manager;lottery shop
  manager;lottery general manager;lottery managing director|1431
music arranger||create arrangements for music after its creation by a composer|arrangement expert;musical
  arrangement consultant;musical arrangement specialist|2652
street artist|||urban artist;stencil artist;graffiti artist;light street artist;street visual artist|2659
tourist animator||develop and organise entertainment activities for guests of a hospitality
  establishment|entertainment attendant;cruise entertainment attendant;resort entertainment attendant;hospitality
  entertainment officer|2659
# Museums, Historical Sites, and Zoos
museum scientist|||museum researcher;museum administrator;conservationist scientist|2621
exhibition curator||organise and display artworks and artefacts|exhibits manager;exhibits coordinator|2621
zoo educator|||learning officer;engagement officer;education instructor;guest experience assistant;schools
  engagement officer|5113
arts education officer|||education officer;education coordinator;visitor service officer;museum education
  officer;visitor services officer|2621
environmental education officer||are responsible for promoting environmental conservation and development|ecotourism
  guide;environmental teacher;environmental trainer;enviromental promotions officer;environmental education
  teacher|5113
park guide|||visitor guide;countryside guide;countryside manager;national park guide;heritage centre guide|5113
collection manager||ensure the care and preservation of objects within cultural institutions, like museums,
  libraries, and archives|museum technician;collections manager|2621
conservator||organise and valorise works of art, buildings, books and furniture|building conservation officer|2621
art handler||are trained individuals who work directly with objects in museums and art galleries|museum
  technician;gallery technician;museology technician|3433
guide|||city guide;tour guide;tour leader;castle guide;museum guide|5113
zoo curator||are usually the position of middle-management within an institution|collections supervisor|1431
zookeeper|||animal care worker|5164
taxidermist|||taxidermy technician|3433
exhibition registrar||organise, manage and document movement of museum artefacts to and from storage, display and
  exhibitions|museum registrar|2621
mediation and education manager|||education manager;education consultant;education specialist;art mediation
  developer;visitor service manager|2621
animal feed nutritionist|||animal feed expert|2131
zoo registrar||are responsible for the maintenance of a wide variety of records relating to animals and their care
  in zoological collections|animals registrar;aquarium registrar;records coordinator;zoo animal
  registrar;collections registrar|2621
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities|cinema manager;fitness manager;theatre manager;amusement park
  manager;sports facility manager|1431
animal trainer|||pet trainer;canine trainer;zoo animal trainer;dog training specialist;animal behaviour trainer|5164
animal behaviourist|||animal behavior expert;animal behavior therapist;animal behavior specialist|2131
dog trainer|||puppy trainer;gun dog trainer;pet dog trainer;sheepdog trainer;greyhound trainer|5164
horse trainer|||equine trainer;jockey trainer;racehorse trainer;riding instructor;horse riding coach|5164
animal handler||are in charge of handling animals in a working role and continue the training of the animal, in
  accordance with national legislation|stud animal handler;animal care assistant|5164
animal welfare inspector|||animal social worker;animal welfare worker;animal control officer;animal rescue
  operator;animal welfare officer|5164
aquaculture biologist|||aquaculture biology expert;aquaculture biology analyst;aquaculture biology
  scientist;aquaculture biology researcher;aquaculture biology specialist|2131
archivist||assess, collect, organise, preserve and provide access to records and archives|archives
  researcher;archives specialist;archives record clerk|2621
big data archive librarian||classify, catalogue and maintain libraries of digital media||3433
biochemist||study and perform research on the reactions caused by chemicals in living organisms|biological
  chemist;biochemistry analyst;biochemistry scientist;biochemistry researcher;biochemistry studies analyst|2131
biophysicist||study the existing relation between living organisms and physics|biophysics analyst;biophysics
  scientist;biophysics researcher;biophysics research analyst;biophysics research scientist|2131
botanist||are occupied with the maintenance of an range of plants from around the world, often in a botanic
  garden|botany manager;garden manager;garden supervisor;horticulture manager|2131
cattle pedicure||are specialists in taking care of hooves of cattle, in compliance with any regulatory requirements
  by the national legal authority|cattle pedicure specialist|5164
cultural centre director|||center director;centre director;arts centre manager;arts center director;arts centre
  director|1431
dog breeder||oversee the production and day-to-day care of dogs||5164
epidemiologist||centre their research on origin and causes for illness eruption in humans|epidemiology
  analyst;epidemiology scientist;epidemiology researcher;epidemiology research analyst;epidemiology research
  scientist|2131
food biotechnologist||study the life cycle of food from its preservation up to the spoilage and the food-borne
  pathogens||2131
gambling manager||organise and coordinate the activities of a gambling facility|general manager;gambling general
  manager;gambling facility manager;gambling managing director|1431
game keeper||manage the habitat and wild game population in a defined area|estate supervisor|5164
genealogist||trace history and lineages of families|ancestry expert;genealogy expert;family tree researcher|2633
hearing dog instructor||train dogs to be responsible in guiding blind people to travel effectively|guide dog
  trainer;seeing-eye dog trainer;assistance dog instructor|5164
historian||research, analyze, interpret, and present the past of human societies||2633
immunologist|||immunology analyst;immunology scientist;immunology researcher;immunology studies analyst;immunology
  research analyst|2131
kennel supervisor||monitor the daily operations of the kennel under their supervision|kennel manager;kennel
  operator;animal care manager;pet boarding manager;pet boarding operator|5164
kennel worker||handle animals in kennels or catteries and provide care for pets|pound attendant;kennel
  attendant|5164
lottery manager||organise and coordinate the activities of a lottery organisation|general manager;lottery shop
  manager;lottery general manager;lottery managing director|1431
microbiologist||study and research the life forms, characteristics, and processes of microscopic
  organisms|microbiology analyst;microbiology scientist;microbiology researcher;microbiology studies
  analyst;microbiology research analyst|2131
pharmacologist|||pharmacology analyst;pharmacology scientist;pharmacology researcher;pharmacology studies
  analyst;pharmacology research analyst|2131
philosopher||study and argument over general and structural problems pertaining to society, humans and
  individuals|philosophy expert|2633
physiologist||study and exert research on the functioning of different living organisms, the parts they are composed
  of, and their interactions|anatomy analyst;anatomy scientist;anatomy researcher;physiology analyst;physiology
  scientist|2131
zoo section leader||are responsible for managing and leading a team of zoo keepers|team leader;section leader;zoo
  team leader|5164
# Artists and Writers
stage director||oversee and orchestrate the mounting of a performance production by unifying various endeavours and
  aspects of a theatrical production|stage manager;scene director;circus director;stage supervisor;theater
  director|2166
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|band leader;band master;choir leader;choir director;concert master|2652
technical director||realise the artistic visions of the creators within technical constraints|technical
  manager;technical supervisor|2166
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director;lighting art director;TV lighting
  supervisor;television lighting director|2166
book editor||find manuscripts that can be published|acquisitions editor;commissioning editor;book editorial
  director;manuscripts editorial director|2641
conceptual artist||||2651
printmaker||engrave or etch metal, wood, rubber or other materials to create images which are transported onto
  surfaces, generally using a printing press|relief printer;screen printer;printmaking artist;silk screen
  printer|2651
dramaturge|||dramatic advisor|2641
CGI animator||are in charge of animating 3D models of objects, virtual environments, layouts, characters and 3D
  virtual animated agents|CGI designer;computer-generated imagery animator|2166
animator||use software to create animations, these are rapidly sequenced together images to create an illusion of
  movement|CGI animator;animation artist;cartoon animator;computer animator;animation designer|2166
art restorer||work to perform corrective treatment based on an evaluation of the aesthetic, historic and scientific
  characteristics of art objects|restorer;restoration artist;art objects repairer;restoration technician|2651
artistic painter|||sign painter;matte painter;street painter;creative painter|2651
blogger||write online articles on a wide range of subjects such as politics, fashion, economics and sports||2642
broadcast news editor||decide which news stories will be covered during the news|news editor;radio editor;news
  director;TV news editor;radio journalist|2642
cartoonist||draw people, objects, events, etc|comic artist|2651
ceramicist|||ceramics artist|2651
digital games designer||develop the layout, logic, concept and gameplay of a digital game|video games
  designer;virtual games designer;computer games designer|2166
disc jockey||mix music from various sources using turntables or a mixing console and play music at events in front
  of a live audience|live mixer;live music mixer|2659
drawing artist||express concepts by providing a drawn representation corresponding to the idea|artist;street
  artist;cartoon artist|2651
fact checker||make certain that all the information in texts that are ready for publishing is correct||2642
games designer||design innovative gambling, betting and lottery games|lottery games designer|2166
glass artist||create original artworks by assembling pieces of glass|stained glass artist;stained glass
  restorer|2651
literary scholar|||literary analyst;literary scientist;literary researcher;literary research analyst;literary
  studies scientist|2641
lyricist||interpret the style of a music piece and write words to accompany the melody||2641
mask maker||construct, adapt and maintain masks for live performances|mask builder|2651
music arranger||create arrangements for music after its creation by a composer|arrangement expert;musical
  arrangement consultant;musical arrangement specialist|2652
script writer||create scripts for motion pictures or television series||2641
sculptor||may use a wide variety of materials to create sculptures, such as stone, clay, glass, wood, plaster, or
  any material of their choice|sculpting artist|2651
speechwriter||research and write speeches on multiple topics|speechwriting consultant;speechwriting specialist|2641
stop-motion animator||create animations by using puppets or clay models|model animator;puppet animator;stop-motion
  artist;stop-motion clay animator;stop-motion puppet animator|2166
storyboard artist||draw out the scenes of a motion picture or television series according to the script in order to
  see what will be possible during production||2651
street artist|||urban artist;stencil artist;graffiti artist;light street artist;street visual artist|2659
tourist animator||develop and organise entertainment activities for guests of a hospitality
  establishment|entertainment attendant;cruise entertainment attendant;resort entertainment attendant;hospitality
  entertainment officer|2659
video artist|||visuals artist;visual technician;video effects artist;video graphics artist;interactive video
  artist|2651
voice-over artist||perform the dialogues of animated television or movie characters|male voice-over artist;female
  voice-over artist|2655
# Design Services
art director||shape the visual layout of a concept|designer;stage director;creative director;visual art
  director;advertising art director|2166
costume designer||develop a costume design concept for a performance, a movie or a television program|costume
  consultant;costume specialist;wardrobe specialist|2163
textile designer||conceptualise textile products considering visual communication and functional performance|knits
  designer;print designer;textile artist;fabric designer;textiles designer|2163
textile colourist||prepare, develop and create colours for textile applications|textile color maker;dyeing range
  operator|2163
user interface designer||are in charge of designing user interfaces for applications and systems|UI
  designer;accessibility designer|2513
interior planner||help clients in planning their interiors for commercial and private use|spatial planner;interior
  adviser;interior designer;interior architect;interior space planner|3432
industrial designer||work out ideas and develop them into designs and concepts for a wide variety of manufactured
  products|CAD designer;toy designer;product designer;ergonomic designer;packaging designer|2163
set designer||develop a set concept for a performance and supervise the execution of it|scenic artist;scene
  designer;scenery artist;scenic designer;theater designer|3432
HVAC design engineer|||HVACR design engineer;HVACR drafting expert;HVACR drafting adviser;HVACR drafting
  consultant;HVACR drafting specialist|3118
automotive designer||create model designs in 2D or 3D and prepare isometric drawings and graphics|car designer;truck
  designer;automobile designer;automotives designer;automotive model maker|2163
furniture designer||work on items of furniture and related products|furniture maker;furniture artist;furniture
  builder;furniture planner;furniture technician|2163
interior designer||design or renovate of internal spaces, including structural alterations, fixtures and fittings,
  lighting and colour schemes, furnishings|space planner;spacial designer;spatial designer;interiors
  designer;interior space planner|3432
jewellery designer|||jewelry artist;jewellery artist|2163
merchandiser||are responsible for positioning goods following standards and procedures|graduate
  merchandiser;merchandising manager;merchandising controller;merchandising supervisor;graduate retail
  merchandiser|3432
miniature set designer||design and build miniature props and sets of motion pictures|miniature maker;miniatures
  builder;model set designer;miniature model maker;miniature set builder|3432
model maker||create three-dimensional scale models or various designs or concepts and for various purposes, such as
  models of human skeletons or organs|maker;model expert;model builder;model designer|2163
puppet designer||design and create puppets and manipulable objects for performers|puppet maker;puppet builder|2163
scenic painter||decorate sets for live performances|scene painter;scenic artist;scenery artist;scenery
  painter;theater scene painter|3432
set builder||construct, build, prepare, adapt and maintain scenic elements used on stage and for filming movies or
  television programs|scenic builder;blacksmith welder;exhibition builder|3432
visual merchandiser||are specialised in the promotion of the sale of goods, especially their presentation in retail
  outlets|display designer;image controller;display assistant;window display assistant;graduate visual
  merchandiser|3432
# Architecture and Planning
landscape architect||plan and design the construction of gardens and natural spaces|landscape artist;landscape
  expert;landscape engineer;landscape specialist;landscapes architect|2162
land surveyor||determine, by means of specialised equipment, the distances and positions of points at the surface of
  sites for construction purposes|surveyor;geomatics surveyor;surveying engineer|2165
interior architect||create plans of the interior of a home, building or other structure|architect;design
  architect;building designer;interior designer;project architect|2161
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|urban architect;building designer;commercial architect;architectural
  planner;residential architect|2161
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert;civil engineering adviser;civil engineering
  consultant;civil engineering specialist|2142
civil engineering technician|||civils technician|3112
construction engineer||interpret building designs and add technical specifications to construction projects|site
  engineer;building engineer;engineering support manager;construction design engineer;buildng construction
  engineer|2142
landscape designer|||garden advisor;garden designer;landscape advisor;landscape consultant;landscaping designer|2162
surveying technician||carry out technical surveying tasks|surveyor;mapping technician;geomatics
  technician;engineering technician;stereoplotter operator|3112
land planner||visit sites in order to create projects and plans for land usage and development|planner;city
  planner;land manager;town planner;urban planner|2164
civil drafter||||3118
geographic information systems specialist|||GIS analyst;GIS specialist;GIS technician;GIS data specialist;geomatics
  technician|2165
construction safety manager||inspect, enforce and control health and safety measures at construction sites|safety
  advisor;safety manager;safety officer;safety supervisor;construction safety supervisor|3112
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant;construction project manager;quantity surveying consultant|1323
construction safety inspector||monitor construction sites and their conformity to health and safety
  regulations|safety advisor;safety inspector;safety controller;site safety advisor;site safety inspector|3112
property developer||buy land, finance deals, order construction projects and orchestrate the process of
  development|land developer;house developer;office developer;housing developer;speculative builder|1323
cartographer|||map maker;cartographic analyst;cartographic drafter;cartographic scientist;cartographic
  researcher|2165
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment|asbestos inspector;buildings inspector;construction inspector;building control officer;building
  control surveyor|3112
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth|soil analyst;geotechnical engineer;construction geologist;site
  geological consultant;geological engineering expert|2142
bridge inspector||inspect bridge structures for joint break, cracks, rust and other faults|bridge
  engineer;structures inspector;highway structures inspector|3112
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community|land agent;cadastral surveyor;cadastral land surveyor;cadastral mapping
  technician|2165
clothing CAD technician||use software to create design plans for clothing products|CAD fashion designer;clothing CAD
  operator;fashion CAD technician;clothing CAD specialist|3118
construction quality inspector||monitor the activities at larger construction sites to make sure everything happens
  according to standards and specifications||3112
drafter||prepare and create technical drawings using a special software or manual techniques, to show how something
  is built or works|drafting expert;drafting adviser;drafting consultant;drafting specialist|3118
electromechanical drafter||draw and create blueprints together with electromechanical engineers|electromechanics
  drafter;electric machinery drafter;electrical machinery drafter;electromechanical design drafter;electromechanical
  drafting expert|3118
energy assessor||determine the energy performance of buildings|energy savings advisor;energy consumption
  advisor|3112
energy consultant||advise clients on the advantages and disadvantages of different energy sources|energy
  advisor;energy saving advisor;energy advice consultant;energy saving consultant;sustainability consultant|3112
hydrographic surveyor||measure and map, by means of specialised equipment, marine environments|hydrographic
  analyst;hydrography surveyor;hydrographic scientist;hydrographic researcher;hydrographic research analyst|2165
mine surveyor||prepare and maintain mining plans in line with statutory and management requirements|mine plan
  maker;mining surveyor;mine planning surveyor;mine operations surveyor|2165
printer repairer||assist in the designing and programming of products, ranging from prosthetic products to 3D
  miniatures|printer technician;prototyping technician;printing machine technician|3118
product development engineering drafter||design and draw blueprints to bring new concepts and products to life||3118
sewerage maintenance technician||inspect sewers and pipeline systems|CCTV operator;CCTV operative;CCTV
  technician;sewerage investigation technician;sewerage investigative technician|3112
transport planner|||traffic planner;traffic engineer;road traffic planner|2164
urban planner||create development plans for towns, urban areas, cities, and regions|city planner;town
  planner;country planner;regional planner;urban planning engineer|2164
# Civil Engineering
drainage engineer||design and construct drainage systems for sewers and storm water systems|sewer engineer;flood
  risk engineer;irrigation engineer;drainage system engineer;water resources engineer|2142
water engineer||research and develop methods for the provision of clean water, water treatment and flood damage
  prevention and reaction|hydraulic engineer;water systems engineer;water resource engineer;water management
  specialist|2142
road sign installer||take road signs to the specified location and erect it|road sign worker;highway sign
  installer;traffic sign installer|9312
transport engineer||design and set the engineering specifications for the construction and development of roadways
  and transport infrastructure|roads engineer;traffic engineer;highways engineer;transportation engineer;transport
  project engineer|2142
sewer construction supervisor||supervise the installation of sewer pipes and other sewage infrastructure|sewage
  pipelayer supervisor|3123
civil engineering technician|||civils technician|3112
rail project engineer||maintain a safe, cost-effective, high-quality, and environmentally responsible approach
  across the technical projects in railway companies|railway project engineer;engineering project manager;rail
  engineering specialist|2142
civil engineering worker||perform tasks concerning the cleaning and preparation of construction sites for civil
  engineering projects|site worker;civils worker;ground worker;building worker;civils operative|9312
mining geotechnical engineer||in mining perform engineering, hydrological and geological tests and analyses to
  improve the safety and efficiency of mineral operations||2142
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste||2143
road marker||apply markings to roads to increase safety, indicate traffic regulations, and help road users find the
  way|road painter;construction worker;road marking worker;road marking operator;road marking operative|9312
construction engineer||interpret building designs and add technical specifications to construction projects|site
  engineer;building engineer;engineering support manager;construction design engineer;buildng construction
  engineer|2142
tower crane operator|||tower crane driver;tower-crane operator;tower crane operative|8343
geographic information systems specialist|||GIS analyst;GIS specialist;GIS technician;GIS data specialist;geomatics
  technician|2165
rail construction supervisor||monitor the construction and maintenance of railway infrastructure|railway maintenance
  supervisor;railway construction supervisor;railtrack maintenance supervisor;railtrack construction supervisor|3123
pipeline engineer|||pipeline field engineer;subsea pipeline engineer;pipeline field technician;offshore pipeline
  engineer;pipeline integrity engineer|2142
underwater construction supervisor||monitor underwater construction projects such as tunnels, canal locks and bridge
  pillars|construction diving supervisor;marine construction supervisor;tunnel construction supervisor;harbour
  construction supervisor;sub-sea construction supervisor|3123
mechanical engineering drafter|||mechanical design drafter;mechanical drafting expert;mechanical drafting
  adviser;machinery engineering drafter;mechanical technology drafter|3118
rail layer||construct railway tracks on prepared sites|plate layer;track layer;tramway layer;railtrack layer;light
  rail layer|9312
environmental engineer||integrate environmental and sustainable measures in the development of projects of various
  natures|sanitary engineer;pollution engineer;environmental analyst;water pollution engineer;chemical environmental
  engineer|2143
drainage worker||assemble and maintain drainage and dewatering systems|drainage installer;drainage
  operative;drainage pipe layer;deep drainage worker;deep drainage operative|9312
power lines supervisor||monitor the construction and maintenance of power lines and associated equipment|cable
  installer supervisor;cable installation supervisor;electric powerline supervisor|3123
fire safety tester|||fire tester;fire inspection technician|3112
rail maintenance technician||execute routine inspections of railway tracks, powerlines, signage stations, switches,
  and other railway infrastructure|rail repairer;rail inspector;rail track inspector;rail quality
  inspector;permanent way inspector|3112
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical design
  drafter;electrical drafting expert;electrical drafting adviser;electrical drafting consultant;electrical drafting
  specialist|3118
construction safety manager||inspect, enforce and control health and safety measures at construction sites|safety
  advisor;safety manager;safety officer;safety supervisor;construction safety supervisor|3112
fire protection technician|||fire suppression engineer|3112
wastewater engineer||design sewage systems and networks for the removal and treatment of wastewater from cities and
  other residential areas|sewage engineer;waste-water engineer;sewer system designer;sewage system engineer;sewer
  pipeline engineer|2142
corrosion technician||monitor the integrity from a pipeline and provide repairs to it if needed|surface
  technician;corrosion supervisor;surface coating technician;corrosion control technician;offshore corrosion
  technician|3112
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable|cable car operator;cable car controller|8343
waterway construction labourer|||waterway maintenance worker;waterway construction worker;waterway maintenance
  operative;waterway construction operative|9312
road maintenance technician||inspect and manage roads in enclosed areas for maintenance and repair|road
  inspector;highways inspector;highways technician;road maintenance worker;road maintenance inspector|3112
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth|soil analyst;geotechnical engineer;construction geologist;site
  geological consultant;geological engineering expert|2142
construction painting supervisor||plan, direct and oversee the work of the crew of painters assigned to a certain
  project or location|decorating supervisor;industrial painting supervisor;specialist painting supervisor;commercial
  decorating supervisor;construction decorating supervisor|3123
water conservation technician supervisor||||3123
railway infrastructure inspector||are responsible for checking the conditions of railways|railway infrastructure
  auditor;railway infrastructure surveyor|3112
domestic energy assessor||advise individuals on energy supply for their homes|domestic energy seller;residential
  energy seller|3112
environmental expert||search for technological solutions to tackle environmental problems|geologist;soil
  scientist;mineral technician;mineral technologist;environmental advisor|2143
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures|scaffolding supervisor|3123
bricklaying supervisor||monitor bricklaying activities|brickwork supervisor;bricklayer supervisor;brickmason
  supervisor;bricksetter supervisor|3123
bridge construction supervisor||monitor the construction of bridges|bridgebuilding supervisor;bridge building
  supervisor|3123
bridge inspector||inspect bridge structures for joint break, cracks, rust and other faults|bridge
  engineer;structures inspector;highway structures inspector|3112
bulldozer operator||operate a heavy vehicle to move earth, rubble or other material over the ground|dozer
  driver;dozer operative;bulldozer driver;earthmover driver;bulldozer operative|8342
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community|land agent;cadastral surveyor;cadastral land surveyor;cadastral mapping
  technician|2165
carpenter supervisor||monitor carpentry operations in construction|framer supervisor;joiner supervisor;joinery
  supervisor;carpentry supervisor;joinery shop supervisor|3123
clothing CAD technician||use software to create design plans for clothing products|CAD fashion designer;clothing CAD
  operator;fashion CAD technician;clothing CAD specialist|3118
concrete finisher supervisor||monitor the concrete finishing process|power floater supervisor;concrete layer
  supervisor;floor finishing supervisor;concrete finishing supervisor;flooring operative supervisor|3123
construction quality inspector||monitor the activities at larger construction sites to make sure everything happens
  according to standards and specifications||3112
container crane operator||operate electrically powered cranes equipped with cantilevers on which hoisting gear is
  supported to load or unload container cargo|crane driver;dock crane operator;ship crane operator;dockside crane
  operator;straddle crane operator|8343
crane crew supervisor||are present to supervise crane operations|crane supervisor;crane safety supervisor;crane
  operator supervisor;crane operations supervisor;lifting operations supervisor|3123
demolition supervisor||monitor operations involved in the demolition of buildings and clean up of debris|demolition
  manager;demolition project manager;demolition site supervisor;demolition project supervisor;demolition operations
  supervisor|3123
drafter||prepare and create technical drawings using a special software or manual techniques, to show how something
  is built or works|drafting expert;drafting adviser;drafting consultant;drafting specialist|3118
dredging supervisor||monitor dredging operations|dredging site supervisor;dredge operator supervisor;dredging
  project supervisor;dredging operations supervisor|3123
electromechanical drafter||draw and create blueprints together with electromechanical engineers|electromechanics
  drafter;electric machinery drafter;electrical machinery drafter;electromechanical design drafter;electromechanical
  drafting expert|3118
energy assessor||determine the energy performance of buildings|energy savings advisor;energy consumption
  advisor|3112
energy consultant||advise clients on the advantages and disadvantages of different energy sources|energy
  advisor;energy saving advisor;energy advice consultant;energy saving consultant;sustainability consultant|3112
excavator operator||use excavators to dig into earth or other materials to remove it|excavation worker;backhoe
  excavator operator;tracked excavator operator|8342
glass installation supervisor|||glazing supervisor;window installation supervisor;fenestration installation
  supervisor|3123
grader operator||work with a heavy piece of mobile equipment that creates a flat surface by slicing off the top soil
  with a large blade|grader driver;grader worker;grader operative;motor-grader driver|8342
hydrographic surveyor||measure and map, by means of specialised equipment, marine environments|hydrographic
  analyst;hydrography surveyor;hydrographic scientist;hydrographic researcher;hydrographic research analyst|2165
insulation supervisor||monitor insulation operations|insulation installers supervisor|3123
lift installation supervisor|||lift installation engineer;lift construction supervisor;elevator construction
  supervisor;elevator installation supervisor|3123
mine surveyor||prepare and maintain mining plans in line with statutory and management requirements|mine plan
  maker;mining surveyor;mine planning surveyor;mine operations surveyor|2165
paperhanger supervisor||monitor the hanging of wallpaper|decorator supervisor;wall paperer supervisor;wallpaper
  hanger supervisor;wallpaper decorator supervisor|3123
pile driving hammer operator||work with a piece of heavy equipment that positions piles and hammers them into the
  ground using a rigging mechanism|piling operative;pile hammer operator;pile-driver operator;pile-driver
  operative;piling equipment operator|8342
plastering supervisor||monitor plastering activities|stucco supervisor;dry lining supervisor;plasterboarding
  supervisor|3123
plumbing supervisor||monitor plumbing operations|pipework supervisor;domestic plumbing supervisor;commercial
  plumbing supervisor|3123
printer repairer||assist in the designing and programming of products, ranging from prosthetic products to 3D
  miniatures|printer technician;prototyping technician;printing machine technician|3118
product development engineering drafter||design and draw blueprints to bring new concepts and products to life||3118
road construction supervisor||monitor the construction and maintenance of roads|surfacing supervisor;highway
  construction supervisor|3123
road maintenance worker||perform routine inspections of roads, and are sent out to perform repairs when called
  for|highways operative;highway maintenance worker;road maintenance operative|9312
scraper operator||work with a mobile piece of heavy equipment that scrapes the top layer of the ground and deposits
  it in a hopper to be hauled off|scraper driver;scraper worker;scraper operative;motor-scraper driver;towed-scraper
  driver|8342
sewerage maintenance technician||inspect sewers and pipeline systems|CCTV operator;CCTV operative;CCTV
  technician;sewerage investigation technician;sewerage investigative technician|3112
snow-clearing worker||operate trucks and plows to remove snow and ice from public sidewalks, streets and other
  locations||8342
structural ironwork supervisor||monitor ironworking activities|rebar supervisor;steel fitting supervisor;steel
  erection supervisor;structural ironworks supervisor;structural steelwork supervisor|3123
terrazzo setter supervisor||monitor terrazzo setting operations|terrazzo team supervisor;terrazzo layer
  supervisor;poured flooring supervisor;terrazzo worker supervisor;concrete flooring supervisor|3123
tiling supervisor||monitor tile fitting operations|wall tiling supervisor;floor tiling supervisor;mosaic tiling
  supervisor;tiling worker supervisor;surface tiling supervisor|3123
# Government Administration
police inspector||coordinate and supervise a division in a police department||3355
health and safety inspector||investigate the implementation and application of labour standards and policies in a
  workplace|wage inspector;labor inspector;labour inspector;employment officer|3359
competition policy officer|||policy manager;competition policy manager;consumer protection officer;entrepreneurship
  policy officer|2422
environmental policy officer||research, analyse, develop and implement policies related to the environment|policy
  officer;environmental officer;environmental policy advisor;environmental policy analyst;environmental policy
  consultant|2422
recreation policy officer|||sports policy advisor;sports policy officer;recreation policy advisor;recreation policy
  specialist|2422
education policy officer||research, analyse and develop education policies, and implement these policies to improve
  the existing education system|policy officer;education policy advisor;education policy analyst;education policy
  researcher;education policy specialist|2422
fiscal affairs policy officer|||tax policy officer;fiscal policy analyst;fiscal policy officer;fiscal policy
  developer;fiscal policy consultant|2422
public health policy officer||develop and implement strategies for the improvement of a community's health care
  policy|general manager;healthcare planner;health service manager;healthcare planning officer|2422
environmental health inspector||carry out investigations to ensure that areas, organisations and companies comply
  with environmental and public health legislation|public health inspector|3257
legal policy officer|||legal policy advisor;legal policy analyst;legal policy specialist|2422
marine cargo inspector||investigate all baggage and freight listed on the ship's manifest|ship freight
  inspector|3359
food safety inspector||carry out inspections in food processing environments from a food safety standpoint|quality
  inspector;quality controller;food safety officer;food quality inspector|3257
foreign affairs officer||analyse foreign affairs policies and operations, and write reports outlining their analyses
  in a clear and comprehensible manner|consulate officer;foreign affairs advisor;foreign affairs analyst;foreign
  affairs manager;foreign affairs specialist|2422
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations||3257
fire commissioner||oversee the activity of the fire department making sure the services supplied are effective and
  the necessary equipment is provided|area manager;brigade manager|1112
government planning inspector|||planning officer;planning inspector;examining inspector|2422
civil service administrative officer||perform administrative duties in civil service organisations and government
  departments|local authority administrator;public administrative officer;government administrative officer|2422
housing policy officer||research, analyse and develop housing policies which enable affordable and adequate housing
  for all|policy officer;housing policy advisor;housing policy analyst;housing policy researcher|2422
transportation safety manager||are responsible for maintaining safety standards, reducing risk to company, staff and
  customers and achieving industry standards||3257
regional development policy officer||research, analyse and develop regional development policies|regional policy
  officer|2422
hazardous materials inspector|||compliance manager;waste disposal adviser;industrial waste analyst;hazardous waste
  inspector;hazmat compliance specialist|3257
political affairs officer|||political advisor;president adviser;political consultant;prime minister
  adviser;political campaign officer|2422
policy officer|||policy advisor;policy analyst;policy manager;strategy advisor;strategy manager|2422
trade development officer||develop and implement trade policies both internally and in international import and
  export relations|trade development director|2422
social security administrator|||benefits advisor;benefits officer;administrative officer;social security
  advisor;community services director|1213
tax compliance officer||collect fees, debt, and taxes on behalf of government institutions in cities, municipalities
  and other jurisdictions|tax officer;enforcement agent;council tax officer;tax compliance agent;tax enforcement
  officer|3352
licensing officer||process licence applications and provide advice on licensing legislation|patents officer;license
  inspector;driver licensing officer;alcohol licensing officer;building authority officer|3354
agricultural policy officer||analyse and identify agricultural policy issues and develop plans for improvement and
  new policy implementation|farming advisor;agricultural consultant;agriculture policy advisor;agriculture policy
  manager;agriculture policy officer|2422
labour market policy officer||research, analyse and develop labour market policies|labor policy advisor;labor policy
  analyst;labor policy officer;labour policy advisor;labour policy analyst|2422
social security officer|||benefits officer;employment advisor;invalidity adviser;social security adviser;healthcare
  insurance adviser|3353
hazardous waste inspector||||3257
consumer rights advisor||aid consumers with complaints and provide advice and information on rights as a consumer
  after purchase of products or services|food hygiene inspector;legal services adviser;legal services
  advisor;consumer rights adviser;trading standards officer|3359
food regulatory advisor||are extra-judicial or judiciary technical experts|food expert;food consultant;food law
  advisor;food safety expert;food safety auditor|3257
international relations officer||ensure the development of cooperation between international public organisations
  and governments|international manager;international relations director;international development officer|2422
central bank governor|||central bank manager;central bank director|1112
mayor||chair their jurisdiction's council meetings and act as main supervisor of the local government's
  administrative and operational policies|civic leader;cabinet leader;council leader|1111
community development officer||develop plans to improve quality of life in local communities|outreach support
  worker;social development officer|2422
government minister||function as decision-makers in national or regional governments, and head government
  ministries||1111
cultural policy officer||develop and implement policies to improve and promote cultural activities and events|arts
  worker;culture director;arts administrator;cultural policy worker;culture policy officer|2422
fisheries observer||||3359
ambassador||represent their own government in foreign countries for diplomatic and peace-keeping purposes||1112
consul||represent governments in foreign institutions such as embassies in order to facilitate economic and
  political cooperation between the two nations||1112
social services policy officer|||social policy advisor;social policy analyst;social policy officer;social policy
  researcher;social policy specialist|2422
immigration policy officer||develop strategies for the integration of refugees and asylum seekers, and policies for
  the transit of people from one nation to another|asylum policy officer;refugee policy officer;government policy
  manager;immigration policy analyst|2422
police commissioner||||1112
social security inspector||investigate fraudulent activities in social security that affect workers' rights|claims
  investigator;labour law inspector;benefit fraud investigator;claimant fraud investigator;social service
  investigator|3353
policy manager||are responsible for managing the development of policy programs and ensuring that the strategic
  objectives of the organization are met|ethics manager;policy coordinator;compliance director;advocacy
  coordinator;compliance coordinator|1213
city councillor||represent residents of a city in the city's council and perform local legislative duties|elected
  representative|1111
public administration manager||direct, monitor and evaluate the implementation of government policies|city
  administrator;public body manager;public administrator;county council manager;local authority officer|1112
social service consultant||aid in the development of policy and procedure for social service programs|welfare
  consultant;social services expert;social services planner;social services developer;social planning
  consultant|2422
compliance director|||security information manager;security information director|1213
senator||||1111
police detective||gather and compile evidence which assists them in the solution of crimes|detective inspector|3355
employment programme coordinator||research and develop employment programmes and policies to improve employment
  standards and reduce issues such as unemployment|job creation advisor;employment programme manager|2422
freight inspector||determine if freight is secure and comes with the proper documentation|cargo surveyor;cargo
  inspector;freight surveyor|3359
tourism policy director||develop and implement policies to improve tourism to their region|tourism policy
  manager;tourism strategy director;visitor attraction director;economic development director|1213
embassy counsellor||supervise specific sections in an embassy, such as economics, defence or political
  affairs|embassy officer|1112
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety|healthcare advisor;management consultant;retirement healthcare advisor;healthcare management
  consultant|2422
office clerk||are responsible for performing clerical and administrative duties in an office setting and support of
  business operations within a department|clerical assistant;correspondence clerk|4110
provincial governor||||1111
secretary general||||1112
parliamentary assistant||provide support to officials and politicians of regional, national and international
  parliaments and undertake logistical tasks|executive officer;political assistant;constituency assistant|2422
HSE inspector||perform workplace audits to ensure compliance with government and environment legislation|safety
  officer;factory inspector;environmental health officer;environmental health inspector|3257
pensions administrator|||pensions technician;investments administrator;pensions administration officer|3353
customs officer|||border guard;customs inspector;detection officer;border force officer;customs control agent|3351
sports programme coordinator||coordinate sports and recreation activities and policy implementation|recreation
  officer;sports development officer;community development officer;sports development coordinator;recreation
  programme coordinator|2422
agricultural inspector||monitor agricultural operations in farms and other agricultural facilities|farm auditor;farm
  inspector;agriculture auditor;agricultural auditor;agriculture inspector|3359
criminal investigator||examine and process the scenes of crimes and the evidence found in them|forensic
  officer;fingerprint officer;crime scene investigator;forensic science officer|3355
diplomat||represent their home nation and government in international organisations|diplomatic agent;foreign service
  officer;diplomatic service officer|1112
engineering assistant||ensure the administration and monitoring of technical and engineering files for projects,
  assignments, and quality matters|tech assistant;technical assistant;technology assistant;project support
  worker;technological assistant|4110
forestry inspector||monitor forestry operations to ensure that workers and their activities comply with proper
  legislation and standards|forestry auditor;arboriculture inspector;urban forestry inspector;forestry operations
  inspector|3359
gaming inspector|||gambling inspector;gambling supervisor;gaming investigator;gambling investigator|3359
hand luggage inspector||check individuals' luggage to detect potential threatening objects|baggage inspector;airport
  cargo worker;airport customs agent;airport baggage worker;airport customs worker|3351
immigration adviser|||immigration advisor;immigration consultant;global immigration consultant|3354
immigration officer||monitor the eligibility of people, food, electronic devices and merchandise entering a country
  via an entry point|customs inspector;immigration guard;border force officer;passport checking officer|3351
intelligence officer||develop and execute plans to gather information and intelligence|cyber
  investigator;intelligence analyst;counter-terrorism analyst;intelligence investigator;housing intelligence
  officer|2422
membership administrator||ensure an effective membership administration, documentation and communication|membership
  officer;account administrator;administrative support officer;membership sales administrator;regional membership
  administrator|4110
passport officer||provide passports and other travel documents such as certificates of identity and refugee travel
  documents|border control officer;passport examining officer;passport issuing administrator|3354
programme manager||coordinate and oversee several projects working simultaneously|programme director;projects
  portfolio manager;programme management coordinator|1213
tax inspector||are responsible for the calculation of taxation and the ensurance of its timely payment by
  individuals and organisations|excise officer;fiscal advisor;tax specialist;pecunary consultant;contributions
  advisor|3352
weights and measures inspector||ensure adherance to regulations and agreements pertaining to the weights and
  measures of packaged goods|trading standards manager;trading standards officer;regulatory services officer;trading
  standards supervisor|3359
# Non-profit Organizations
fundraising manager||are responsible for raising money on behalf of organisations, often non-profit such as
  charities|giving manager;philanthropic manager;fundraising consultant;fundraising specialist;planned giving
  manager|2432
community social worker||help people in disadvantage or excluded from society to change their situation and handle
  their integration problems|outreach worker;neighbourhood worker;housing social worker;estate outreach
  worker;community support worker|2635
social work assistant||are practice-based professionals who promote social change and development, social cohesion,
  and the empowerment and liberation of people|support worker assistant|3412
social worker||are practice-based professionals who promote social change and development, social cohesion, and the
  empowerment and liberation of people|welfare worker;community worker;community counsellor;social outreach
  worker;social services worker|2635
social services manager|||policy manager;frontline manager;social care manager;elderly homes manager;residential
  home manager|1344
political campaign officer|||strategy advisor;strategy manager;political advisor;political consultant;campaign
  strategy consultant|2432
community development social worker||support individuals, families, and groups in socially or financially deprived
  areas|social development worker|2635
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth|youth advisor;welfare advisor;youth centre worker;youth social
  worker;juvenile care worker|2635
activism officer|||events officer;campaign worker;charity officer;activism coordinator|2432
social services policy officer|||social policy advisor;social policy analyst;social policy officer;social policy
  researcher;social policy specialist|2422
social service consultant||aid in the development of policy and procedure for social service programs|welfare
  consultant;social services expert;social services planner;social services developer;social planning
  consultant|2422
criminal justice social worker||tackle criminal behaviour and reduce risk of reoffending by promoting and
  establishing programs to prevent crime within communities|family court adviser;family court advisor;prison social
  worker;probation social worker|2635
humanitarian advisor|||charity worker;humanitarian consultant;humanitarian affairs advisor;humanitarian affairs
  officer;humanitarian assistance advisor|2422
pastoral worker||support religious communities|lay worker;parish worker;religious worker;church pastoral
  worker;ministry pastoral worker|3413
child welfare worker||provide early intervention and support to children and their families in order to improve
  their social and psychological functioning|child welfare officer|3412
family social worker||||2635
migrant social worker||provide advice to migrants in order to guide them through the necessary steps of integration,
  namely living and working in a foreign country|social worker;asylum advice worker;asylum support worker;migrant
  advice worker;refugee social worker|2635
public housing manager||develop strategies for the improvement of housing policy in a community, as well as
  providing social housing to those in need|estates manager;housing officer;housing policy analyst;housing policy
  manager;public housing officer|1344
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|social media manager;online reachout manager;social media specialist;digital community
  manager;online community specialist|2432
gerontology social worker||provide assistance to elderly individuals and their families helping them to cope with
  their biopsychosocial needs|social worker;seniors social worker;geriatric social worker;gerontological social
  worker|2635
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent;political organisation manager;political
  organization manager|2432
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator|2635
family planning counsellor|||pregnancy advisor;sexual health advisor;family planning advisor;reproductive health
  advisor|2635
benefits advice worker|||welfare rights worker;welfare rights adviser;welfare rights officer;welfare benefits
  adviser;welfare rights counsellor|2635
spiritual leader||||2636
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker;socio-cultural animator;social pedagogy
  practitioner;community education practitioner|2635
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer;electorate officer;parliamentary agent|2432
probation officer||supervise offenders after their release, or who were sentenced to penalties outside of
  incarceration|parole officer;probation services officer|2635
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety|healthcare advisor;management consultant;retirement healthcare advisor;healthcare management
  consultant|2422
chaplain||perform religious activities in secular institutions|lay representative|2636
family support worker|||family advice worker;family service worker;family engagement worker;family intervention
  worker|3412
enterprise development worker||support enterprises in solving big social problems by liaising with communities and
  customers|business social worker;industry social worker;corporate social worker;enterprise social
  worker;cooperative development worker|2635
youth programme director||develop and implement programmes and policies to improve and ensure youths'
  well-being|inclusion director;youth mentoring director;youth development director;youth programme coordinator|1344
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life|social therapist;youth counsellor;crisis counsellor;personal counsellor;social
  psychologist|2635
youth centre manager||plan and supervise the operations of children and youth homes which provide care and
  counselling services|youth club manager;youth program manager;youth centre coordinator|1344
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents|placement officer;foster care worker;placement supervisor;fostering support worker;placement support
  worker|3412
military welfare worker|||army social worker;navy social worker;army welfare officer;forces social worker;navy
  welfare officer|2635
missionary|missionaries|supervise the execution of missions of outreach from a church foundation|christian social
  worker;humanitarian aid worker;catholic humanitarian worker|2636
policy advisor||deliver high quality social work services by contributing to the development and improvement of
  social work and social care practice|academic social worker|2635
religion scientific researcher||study concepts related to religions, beliefs and spirituality|theology
  researcher;theology studies researcher;religious studies researcher|2636
# Primary and Secondary Education
high school director||are responsible for meeting curriculum standards, which facilitate academic development for
  the students|secondary school director|1345
primary school assistant||provide instructional and practical support to primary school teachers||5312
secondary school assistant||provide various support services to secondary school teachers such as instructional and
  practical support||5312
primary school director||manage the day-to-day activities of a primary school or elementary school||1345
learning support teacher||assist students who have general learning difficulties|basic skills teacher;compensatory
  teacher;developmental teacher;development support teacher;early intervention specialist|2352
special educational needs assistant||assist special education teachers in their classroom duties|SEN teaching
  assistant|5312
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher;TESOL practitioner;language
  school lecturer;language school instructor|2353
high-school music teacher||||2330
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|education advisor;degree program coach;student career guide;degree program advisor;academic student
  advisor|2359
primary school teacher||instruct students on a primary school level|primary education teacher|2341
Steiner school teacher|||Steiner teacher;Waldorf school teacher;Steiner school instructor;Waldorf school
  instructor|2341
secondary school teacher||provide education to students, commonly children and young adults, in a secondary school
  setting|art teacher;maths teacher;academy teacher;history teacher;science teacher|2330
special educational needs coordinator||oversee programmes and activities that provide educational support to
  children with a variety of disabilities|SEN officer;SEN director;SEN coordinator|2351
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director;arts conservatory
  director;further education director;technical institute director|1345
early years teaching assistant||support the early years teacher in an early years or nursery school|nursery teaching
  assistant;preschool teaching assistant;reception teaching assistant;kindergarten teaching assistant|5312
gifted pupils teacher||||2352
special educational needs teacher||work with and teach children, young people, and adults with an intellectual or
  physical disability|SEN teacher;autism teacher;special needs teacher|2352
Montessori school teacher||educate students using approaches that reflect the Montessori philosophy and
  principles|Montessori teacher;Montessori primary teacher;mulit-age classroom teacher;Montessori school
  instructor;Montessori elementary teacher|2342
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager;primary school manager;secondary school manager;educational institution manager|1345
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach|2359
Freinet school teacher||educate students using approaches that reflect the Freinet philosophy and principles|Freinet
  teacher;Freinet pedagogy teacher;Freinet school instructor|2342
SEN visiting teacher||instruct disabled or sick children in their homes|SEN itinerant teacher;SEN peripatetic
  teacher|2352
prison instructor||educate legal offenders, including prisoners, on social rehabilitation and correctional
  behaviour|prison teacher;instructional officer;prison training officer;correctional training instructor|2359
education programme coordinator||supervise the development and implementation of educational programmes|education
  programs manager;education programme director;education programmes manager|1345
faculty director||||1345
early years teacher|||Beauty teacher;nursery teacher;preschool teacher;reception teacher;kindergarten teacher|2342
e-learning architect|||eLearning designer;e-learning designer;eLearning developer|2359
ICT teacher|||computing teacher|2330
PE teacher|||physical education teacher|2330
art teacher||||2330
biology teacher||||2330
drama teacher||||2330
geography teacher||||2330
history teacher||||2330
literature teacher|||english literature teacher|2330
maths teacher|||mathematics teacher|2330
modern languages teacher||||2330
philosophy teacher||||2330
physics teacher||||2330
religious studies teacher|||religious education teacher|2330
science teacher||||2330
# E-Learning Providers
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher;TESOL practitioner;language
  school lecturer;language school instructor|2353
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer;continuing education teacher;further education practitioner|2359
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer|2359
visual arts teacher||instruct students in various styles of visual arts, such as drawing, painting, and sculpting,
  in a recreational context|painting teacher;sculpture teacher;visual arts instructor|2355
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|education advisor;degree program coach;student career guide;degree program advisor;academic student
  advisor|2359
sign language teacher|||sign language trainer|2353
drama teacher|||drama instructor|2355
circus arts teacher|||circus teacher;circus arts trainer;circus arts instructor|2355
education inspector|||OFSTED inspector;school inspector;education authority officer;education institution
  inspector|2351
dance teacher||instruct students in a recreational context in the various dance genres and forms, such as ballet,
  jazz, tap, ballroom, hip-hop, latin, folk dance etc|dance coach;dance trainer;dancing teacher;dance
  instructor;specialist dance teacher|2355
photography teacher|||media arts teacher;photography instructor|2355
educational counsellor||provide practical and emotional support to students in an educational institution, either in
  small groups, classrooms, or individually|study adviser;student adviser;student advisor;training adviser;school
  counsellor|2359
music teacher||instruct students in various musical genres and expression forms, such as classical, jazz, folk, pop,
  blues, rock, electronic etc|singing teacher;music instructor;rythmics teacher;instrument teacher;private music
  teacher|2354
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach|2359
SEN head teacher||manage the day-to-day activities of a special education school||1345
tutor||provide personalised education to the children of employers or to adults, in addition to the main education
  system|students assistant|2359
educational researcher|||educational analyst;educational scientist;educational science researcher|2351
admissions coordinator|||admissions officer;student admissions officer;school admissions coordinator;college
  admissions coordinator;student admissions coordinator|2359
adult literacy teacher|||adult literacy lecturer;adult literacy instructor|2352
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students|student support officer;university access officer;university access coordinator|2359
SEN visiting teacher||instruct disabled or sick children in their homes|SEN itinerant teacher;SEN peripatetic
  teacher|2352
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools|training designer;instructional engineer;instructional developer;training course designer;learning
  process designer|2359
deputy head teacher||support the management duties of their school's principals and are part of the school's
  administrative staff||1345
corporate trainer|||in-company trainer;educational planner;skill development coach;skills development coach;skill
  development trainer|2424
ICT trainer||conduct training-needs analysis and design programs to train students in the use of software packages
  and information systems accordingly|IT trainer;ICT instructor;system trainer;blended learning
  trainer;distance-learning trainer|2356
university department head|||university department director|1345
digital literacy teacher|||digital literacy trainer;computer literacy teacher;digital literacy lecturer;digital
  literacy instructor;computer literacy instructor|2356
desktop publisher||are responsible for the layout of publications|DTP operator;layout editor;desktop
  designer;publications specialist;desktop-publishing editor|2166
corporate training manager||coordinate all the training activities and development programmes in a company|learning
  manager;training manager;training coordinator;skills development manager;staff development director|2424
# Media Production
film maker||supervise the entire production of a movie or television programme|film producer;movie producer;video
  producer;executive producer;television producer|2654
director||are responsible for the overall production of a movie or television program|film maker;TV director;film
  director;movie director;video director|2166
editor|||film editor;video editor;cinema editor;motion picture editor|2654
camera operator||setup and operate digital film cameras to shoot domestic motion pictures or television
  programs|railcam operator;towercam operator;steadicam operator;remote head operator;camera crane operator|3521
post-production supervisor||oversee the whole post-production process|post-production manager;post-production
  coordinator;post-production team leader;post-production editing supervisor;post-production workflow
  supervisor|2654
photography director||||2166
producer||are responsible for managing the production of music, motion pictures or series|film director;film
  producer;music producer;video producer;executive producer|2654
art director||shape the visual layout of a concept|designer;stage director;creative director;visual art
  director;advertising art director|2166
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer|2166
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|new media designer;multimedia developer;digital media engineer;digital media
  developer;interactive media designer|2166
production designer|||TV production designer;art department manager;film production designer;art department
  supervisor;animation production designer|2166
sound editor||create the soundtrack and sound effects for motion pictures, television series or other multimedia
  productions|ADR editor;audio editor;foley artist;foley editor;music editor|3521
animation director||supervise and recruit multimedia artists|animations director;animation supervisor;supervising
  animator;film animation director;animation design director|2166
animation layout artist||work with the cameramen and director to coordinate and create optimal 3D animation
  shots|layout artist;layout animator;background layout artist;animation layout designer;layout technical
  director|2166
casting director||select actors for all roles in a motion picture or television series|talent director;TV casting
  director;casting coordinator;film casting director;movie casting director|2166
photographer||take pictures using digital or film cameras and equipment|photographic artist;photography
  assistant;photography technician;photography-based artist;photography studio manager|3431
music producer||are responsible for acquiring music to be published|producer;vocal producer;record producer;pop
  music producer;rock music producer|2654
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director;lighting art director;TV lighting
  supervisor;television lighting director|2166
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|event technician;all round engineer;theater technician;theatre technician;stage
  technician manager|3435
video operator|||visuals operator;live video operator;projection operator;video projection operator;visual
  projection operator|3521
sound designer||develop a sound design concept for a performance and supervise the execution of it|audio
  designer|3521
special effects artist||create illusions for movies, videos and computer games|visual effects artist;digital effects
  artist;special effects animator;digital effects specialist;special effects specialist|2166
lighting designer||develop a lighting design concept for a performance and supervise the execution of it|theatre
  lighting designer|3435
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer|3435
prop assistant|||prop technician;prop coordinator;property technician;property coordinator|3435
dramaturge|||dramatic advisor|2641
video technician||set up, prepare, check and maintain equipment in order to provide optimal projected image quality
  for a live performance|AV technician;image technician;visuals technician;audio video specialist;audio-video
  specialist|3521
body artist||decorate clients' skin temporarily or permanently|henna artist;tattoo artist;tattoo studio
  assistant;tattoo studio attendant|3435
broadcasting programme director||make the programme schedule|content director;programme planner;programme
  controller;TV programme director;programme coordinator|3435
costume attendant|||costume assistant;wardrobe assistant;wardrobe attendant;costume coordinator;daily costume
  attendant|3435
extra||perform actions in the background or in crowds during filming|background artist|3435
first assistant director||are responsible for the organisation, scheduling and planning of the cast, crew and
  activities on a set|third assistant director;second assistant director|3435
intelligent lighting engineer|||automated lighting engineer;automated lighting technician;intelligent lighting
  technician|3435
lighting technician||setup, prepare, check and maintain equipment in order to provide optimal lighting quality for
  live performances and motion pictures|lighting engineer;lighting technician manager;lighting technician
  assistant;lighting technician coordinator|3435
location manager||are responsible for procuring locations for filming outside of the studio and all the logistics
  this includes|location director;location assistant;TV location manager;location coordinator;set location
  manager|3435
prompter||prompt or cue performers when they forget their lines or neglect to move to the right position on the
  stage||3435
prop maker||construct, build, prepare, adapt and maintain props used on stage and for filming movies or television
  programs|prop builder;property maker;property builder|3435
scenery technician||setup, prepare, check and maintain pre-assembled sets in order to provide optimal scenery
  quality for a live performance|scenery assembler;scenic technician;entertainment technician|3435
script supervisor||are responsible for the continuity of the movie or television program|script coordinator;TV
  script supervisor;TV script coordinator;continuity supervisor;continuity coordinator|3435
stand-in||replace actors before the filming starts||3435
stunt performer|||stunt artist|3435
voice-over artist||perform the dialogues of animated television or movie characters|male voice-over artist;female
  voice-over artist|2655
workshop coordinator|||deputy workshop manager;scenic workshop manager;stage workshop supervisor;deputy workshop
  supervisor;theater crafstmanship coordinator|3435
# Book and Periodical Publishing
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|web editor;crime journalist;sports journalist;science journalist;business journalist|2642
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director|2642
business journalist||research and write articles about economy and economic events for newspapers, magazines,
  television and other media|economic journalist;financial journalist;on-line business journalist|2642
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer|2166
technical communicator|||technical editor;usability expert;information architect;documentation specialist;user
  experience designer|2641
illustrator||provide a visual representation that corresponds to the content of the associated text or idea|drawing
  artist;storyboard artist;comic strip artist;pyrographic artist;comic strip designer|2166
magazine editor||decide which stories are interesting enough and will be covered in the magazine|features
  editor;magazine features editor;magazine supplements editor|2642
critic||||2642
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist|2642
newspaper editor||decide which news stories are interesting enough and will be covered in the paper|sports
  editor;graphics editor;newspaper graphics editor|2642
copy editor||ascertain that a text is agreeable to read|language editor;editorial assistant|2642
book editor||find manuscripts that can be published|acquisitions editor;commissioning editor;book editorial
  director;manuscripts editorial director|2641
crime journalist||research and write articles about criminal events for newspapers, magazines, television and other
  media|forensic journalist;investigative journalist|2642
entertainment journalist||research and write articles about cultural and social events for newspapers, magazines,
  television and other media|arts journalist;film journalist;music journalist;live event journalist|2642
political journalist||research and write articles about politics and politicians for newspapers, magazines,
  television and other media|political analyst|2642
writer||develop content for books||2641
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|magazine journalist|2642
picture editor||select and approve photographs and illustrations for newspapers, journals and magazines|image
  editor;photo editor;photograph editor|2642
casting director||select actors for all roles in a motion picture or television series|talent director;TV casting
  director;casting coordinator;film casting director;movie casting director|2166
flexographic press operator||use flexographic relief plate to print on almost any material|flexographic
  printer;flexographic operator;flexographic print maker;flexographic label printer;flexographic print operator|7322
paper embosing press operator|||paper embosser worker;paper embosser operator;paper embosser specialist;paper
  embosser technician|7322
graphic designer||create text and images to communicate ideas|graphic artist;graphics designer;advertising
  artist;commercial designer;commercial graphic designer|2166
bindery operator||tend machines that bind printed or unprinted paper into volumes using staples, twine, glue or
  other binding technologies|bindery worker;binding operator;bindery operative;bindery specialist;bindery
  technician|7323
blogger||write online articles on a wide range of subjects such as politics, fashion, economics and sports||2642
book restorer||work to correct and treat books based on an evaluation of their aesthetic, historic and scientific
  characteristics|book repairer;rare book restorer;master book restorer|7323
book-sewing machine operator||tend a machine that stitches paper together to form a volume|book-sewing machine
  tender;stitching machine operator;book-sewing machine specialist;book-sewing machine technician|7323
broadcast news editor||decide which news stories will be covered during the news|news editor;radio editor;news
  director;TV news editor;radio journalist|2642
digital printer||work with machines that print directly to the medium, without an intervening plate|digital web
  printer;retoucher and printer;digital press operator;digital printer operator;digital printer specialist|7322
fact checker||make certain that all the information in texts that are ready for publishing is correct||2642
graphologist||analyse written or printed materials in order to draw conclusions and evidence about traits,
  personality, abilities and authorship of the writer|handwriting expert;handwriting specialist;forensic handwriting
  expert|2643
gravure press operator||work with gravure presses, where the image is engraved directly on a roll|gravure
  operator;gravure specialist;gravure technician;gravure press tender;gravure press worker|7322
hot foil operator||tend machines which apply a metallic foil on other materials using pressure cylinders and
  heating|hot press operator;hot stamp operator;foil press operator;hot foil specialist;hot foil technician|7322
imagesetter||process images and graphic templates by using phototypesetting machines|imagesetter
  engineer;imagesetter technician;phototypesetter engineer;phototypesetter operator;phototypesetter technician|7321
lawyer linguist||interpret and translate legal pieces from one language to another|legal linguistic expert;legal
  linguistics expert;legal linguistic specialist;legal linguistics specialist|2643
lexicographer||write and compile the content for dictionaries|dictionary editor;bilingual dictionary editor|2643
linguist||study languages scientifically|linguistic scientist;phonetics specialist;linguistic researcher;linguistic
  research scientist;linguistic science researcher|2643
lithographer||make and prepare metal plates to be used as the original in various printing processes and media|CTP
  worker;CTP operator;plate worker;CT technician;CTP specialist|7321
offset printer||handle an offset press in order to print an image|newspaper printer;offset press operator;offset
  press assistant;offset press specialist;offset press technician|7322
prepress operator||create a prepress proof, or sample of what the finished product will look like|proof-press
  operator;proof-press specialist;proof-press technician;digital pre-press operator;electronic prepress
  operator|7321
prepress technician||prepare printing processes by formatting, setting and composing text and graphics into a
  suitable form|prepress worker;prepress engineer;graphics technician;prepress specialist;prepress technologist|7321
print folding operator||tend a machine that folds paper and bundles of paper|folder machine tender;folder cutter
  operator;folder gluer specialist;folder machine operator;paper folding machinist|7323
printing textile technician||perform operations related to setting up the printing processes|screen printing
  technician;printing textile supervisor;textile printing technician|7322
reprographics technician|||mailroom specialist;mailroom technician;print room operator;reprography operator;copy
  machine operator|7322
scanning operator||tend scanners|scanner tender;scanner worker;scanning clerk;scanner operator;scanner
  specialist|7321
screen making technician||engrave or etch screens for textile printing|rotary engraver;textile engraver;etcher and
  engraver;silk screen engraver;textile screen maker|7321
screen printer||tend a press that presses ink through a screen|silk-screen printer;screen printing
  operator;silk-screen printing operator|7322
sign language interpreter||understand and convert sign language into spoken language and vice versa||2643
textile printer||perform textile printing operations|roller printer;silk screen printer;textile screen printer|7322
typesetter||ensure that printed text is correctly set and visually pleasing|typesetting worker;typesetting
  operator;typesetting operative;typesetting specialist;typesetting technician|7321
# Broadcast Media Production and Distribution
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|web editor;crime journalist;sports journalist;science journalist;business journalist|2642
sports journalist||research and write articles about sport events and athletes for newspapers, magazines, television
  and other media|radio sports journalist;digital sports journalist;on-line sports journalist;sports broadcast
  journalist|2642
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director|2642
news anchor||present news stories on radio and television|broadcast news analyst|2656
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist|2642
radio producer||are responsible for organising the making of radio shows|producer;radio show producer;radio
  broadcast producer;radio production manager;radio programme producer|2654
vlogger||make online videos to talk about a wide range of subjects such as politics, fashion, economics and
  sports||2642
audio-visual technician|||video technician;audio-video operator;audio-visual engineer;audio-visual
  operator;audiovisual assistant|3521
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|magazine journalist|2642
broadcast technician||install, start up, maintain, monitor and repair equipment used for the transmission and
  reception of television and radio broadcast signals|broadcasting engineer;broadcasting technician;broadcast
  transmitter operator;broadcasting equipment operator;broadcast engineering technician|3521
video operator|||visuals operator;live video operator;projection operator;video projection operator;visual
  projection operator|3521
presenter||host broadcast productions|broadcast journalist;finance broadcast journalist|2656
audio describer|||audio description expert|2656
boom operator||set up and operate the boom microphone, either by hand, on an arm or on a moving platform|TV boom
  operator;shotgun operator;film boom operator;sound equipment technician;shotgun microphone operator|3521
mastering engineer||convert finished recordings to the desired format such as CD, vinyl and digital|mastering
  technician;audio mastering engineer;audio mastering operator;sound mastering engineer;digital mastering
  technician|3521
projectionist||operate and maintain projection equipment in cinema theatres|booth operator;projector operator;movie
  projector operator;projector booth operator|3521
recording studio technician||operate and maintain microphones and headsets in recording booths in recording
  studios|sound mixer;audio editor;audio restorer;sounds technician;studio technician|3521
sound artist||use sound as a main creative medium|live sound artist|3521
# Advertising Services
advertising media planner||advise on the best communication media platforms to convey ideas|media manager;media
  planner;media coordinator;digital media planner;media planning expert|2431
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|new media designer;multimedia developer;digital media engineer;digital media
  developer;interactive media designer|2166
advertising specialist|||brand specialist;advertising adviser;advertising advisor;advertising consultant;advertising
  account manager|2431
advertising manager||perform the implementation of the advertising initiatives planned in the strategic marketing
  plan|promotions manager;advertising director;campaigns coordinator;promotions coordinator;advertising
  coordinator|1222
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media|TV buyer;media buyer;press buyer;radio buyer;space buyer|2431
photojournalist||cover all kinds of news events by taken informative images|image journalist;visual
  journalist;photographic journalist|3431
political campaign officer|||strategy advisor;strategy manager;political advisor;political consultant;campaign
  strategy consultant|2432
public relations officer||represent a company or organisation to stakeholders and the public|media consultant;press
  consultant;media coordinator;communications officer;public affairs officer|2432
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|campaign worker|2432
communication manager|||social media manager;communications manager;public relations manager;communication
  practitioner;online communication manager|1222
intercultural communication consultant|||intercultural consultant;intercultural communication expert;intercultural
  communication adviser;intercultural communication specialist;intercultural communications consultant|2432
online marketer||use e-mail, internet and social media in order to market goods and brands|online marketing
  specialist;internet marketing specialist;e-commerce marketing specialist|2431
business developer||strive to improve the market share of companies in the market|business continuity analyst|2431
public affairs consultant||function as representatives for a client's goal|public affairs agent;public affairs
  officer;public affairs specialist;public relations consultant;public relations specialist|2432
marketing assistant||support all the efforts and operations carried out by marketing managers and officers|marketing
  officer;marketing practitioner;general marketing assistant;marketing executive assistant;marketing operations
  assistant|2431
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer;electorate officer;parliamentary agent|2432
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|market analyst;market researcher;marketing researcher;market research manager;customer insight
  manager|2431
membership manager||oversee and coordinate the membership plan, support existing members and engage with possible
  new members|club manager;membership director;subscription manager;membership supervisor;membership
  coordinator|2431
brand manager||analyse and plan the way a brand is positioned on the market|formula manager;graduate brand
  manager;brand marketing manager;brand development manager;marketing development manager|2431
spokesperson|||media coordinator;communications officer;public relations officer;media relations specialist;public
  relations coordinator|2432
CGI animator||are in charge of animating 3D models of objects, virtual environments, layouts, characters and 3D
  virtual animated agents|CGI designer;computer-generated imagery animator|2166
ICT presales engineer||actively drive and manage the ICT evaluation stage of the sales process, working in
  conjunction with the sales team|IT presales engineer;IT presales technician;ICT presales technician|2434
advertising copywriter||are responsible for the written or verbal design of advertisements and
  commercials|copywriting consultant|2431
after-sales service technician||provide after-sales service support to customers, such as the installation,
  maintenance and repair of the sold products|field technician;workshop technician;help-desk technician;field
  support technician;sales support technician|2433
animator||use software to create animations, these are rapidly sequenced together images to create an illusion of
  movement|CGI animator;animation artist;cartoon animator;computer animator;animation designer|2166
auctioneer||conduct auctions by accepting bids and declaring goods sold|agent|3339
client relations manager||act as the middle person between a company and its customers|client manager;client service
  manager;customer service manager;consumer relations manager;client relationship manager|2431
creative director||manage the team that is responsible for the creation of advertisements and commercials|design
  director;creative manager;advertising director;creative coordinator;creative services manager|2431
digital games designer||develop the layout, logic, concept and gameplay of a digital game|video games
  designer;virtual games designer;computer games designer|2166
games designer||design innovative gambling, betting and lottery games|lottery games designer|2166
hospitality entertainment manager||are in charge of managing the team which creates entertainment activities for the
  guests of a hospitality establishment|amusement manager;entertainment manager;entertainments manager;cruise
  entertainment manager;resort entertainment manager|3339
hospitality revenue manager||maximise revenue generated from facilities such as hotels, holiday resorts and camping
  grounds by analysing trends and competition|yield manager;revenue manager;hospitality yields manager;hospitality
  revenues manager|2431
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks|IP broker;IP expert;IP adviser;patent agent;IP consultant|3339
literary scholar|||literary analyst;literary scientist;literary researcher;literary research analyst;literary
  studies scientist|2641
lyricist||interpret the style of a music piece and write words to accompany the melody||2641
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals|medical device seller;medical representative;clinical representative;clinical sales
  representative|2433
network marketer|||advertising manager;promotion strategy manager;marketing promotions manager;network marketing
  specialist;commercial marketing specialist|2431
pricing specialist|||price clerk;price analyst;price point analyst;retail pricing analyst;commercial pricing
  analyst|2431
promoter|||road manager;performance tour manager|3339
promotion assistant||provide support in the implementation of programs and promotional efforts in
  points-of-sale|promotions assistant;promotional assistant;marketing promotion assistant|2431
publishing rights manager||are responsible for the copyrights of books|rights manager;rights director;rights
  coordinator;digital rights manager;foreign rights manager|3339
relocation officer||help businesses and organisations with the move of employees|relocation manager;relocation
  director;relocation consultant;relocation specialist;relocation services officer|3339
renewable energy consultant||advise clients on the advantages and disadvantages of different renewable energy
  sources|sustainable energy consultant|2433
sales engineer|||LGV sales engineer;PCV sales engineer;bus sales engineer;LGV sales technician;PCV sales
  technician|2433
script writer||create scripts for motion pictures or television series||2641
solar energy sales consultant|||solar sales advisor;solar sales assistant;solar sales consultant;solar sales
  representative|2433
speechwriter||research and write speeches on multiple topics|speechwriting consultant;speechwriting specialist|2641
stop-motion animator||create animations by using puppets or clay models|model animator;puppet animator;stop-motion
  artist;stop-motion clay animator;stop-motion puppet animator|2166
talent agent||represent artists, authors, performers and athletes|music agent;sport agent;literary agent;modelling
  agent;commercial agent|3339
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers||2433
venue programmer|||venue programming assistant|3339
# Public Relations and Communications Services
public relations manager|||publicity manager;press office manager;communications manager;communications
  officer;public affairs manager|1222
communication manager|||social media manager;communications manager;public relations manager;communication
  practitioner;online communication manager|1222
public relations officer||represent a company or organisation to stakeholders and the public|media consultant;press
  consultant;media coordinator;communications officer;public affairs officer|2432
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|social media manager;online reachout manager;social media specialist;digital community
  manager;online community specialist|2432
intercultural communication consultant|||intercultural consultant;intercultural communication expert;intercultural
  communication adviser;intercultural communication specialist;intercultural communications consultant|2432
public affairs consultant||function as representatives for a client's goal|public affairs agent;public affairs
  officer;public affairs specialist;public relations consultant;public relations specialist|2432
spokesperson|||media coordinator;communications officer;public relations officer;media relations specialist;public
  relations coordinator|2432
# Spectator Sports
professional athlete||compete in sports and athletic events|race car driver;motorcycle driver|3421
football coach|football coaches|train amateur or professional football teams of either youths or adults|football
  manager;football trainer;football instructor;football team coach;football team manager|3422
sports coach|sports coaches|provide instruction in the sport of their specialisation in a recreational context to
  non-age-specific and age specific participants|sports trainer;sports instructor;children sports trainer;sports
  instruction practitioner|3422
performance production manager||take care of a range of practical issues concerning the production|film production
  manager;theater production manager;theatre production manager|1431
sports instructor||introduce people to a sport and teach them the skills required for the performance of sport|ski
  teacher;gym instructor;ski instructor;tennis teacher;polo instructor|3422
sport official||||3422
spa manager||coordinate the day-to-day operations of the spa establishment in order to provide guests with the best
  customer experiences|spa director;wellness manager|1431
artistic coach|artistic coaches||dance coach;acting coach;ballet coach;dance teacher;ballet teacher|3422
boxing instructor||train individuals or groups in boxing|boxing coach;boxing teacher;boxing trainer;kickboxing
  instructor;kick boxing instructor|3422
golf instructor||train and teach golf to individuals or groups|golf coach;golf teacher|3422
horse riding instructor||advise and guide individuals and groups on riding horses|riding coach;riding teacher;riding
  instructor;horse riding coach;horse riding teacher|3423
ice-skating coach|ice-skating coaches|teach and train individuals or groups in ice skating and related sports such
  as figure skating and speed skating|skating coach;ice-skating teacher;ice-skating trainer;speed skating
  coach;figure skating coach|3422
leisure attendant||promote health and fitness participation for new and existing members|club attendant;pool
  attendant;sports assistant;sports attendant;fitness assistant|3423
lifeguard instructor|||lifeguard trainer;pool lifeguard trainer;pool lifeguard instructor;lifeguard training
  instructor;lifeguard training practitioner|3422
mountain guide||assist visitors, interpret natural heritage and provide information and guidance to tourists on
  mountain expeditions|ski guide;alpine guide;hiking guide;climbing guide;outdoor leader|3423
outdoor activities instructor|||outdoor pursuits instructor|3423
ski instructor||teach individuals or groups to ski and advanced skiing techniques|ski coach;ski teacher;ski
  trainer;skiing instructor;cross-country ski instructor|3422
snowboard instructor||teach groups or individuals how to ride a snowboard|snowboard coach;snowboard
  teacher;snowboard trainer|3422
survival instructor|||survival trainer;wilderness instructor;wilderness survival trainer;survival education
  instructor;survival techniques instructor|3423
swimming teacher||train and advise groups or individuals on swimming|swimming coach;swimming instructor;baby
  swimming teacher;education swimming teacher|3422
tennis coach|tennis coaches|advise and guide individuals and groups on playing tennis|tennis teacher;tennis
  trainer;mini tennis coach;tennis instructor;cardio tennis coach|3422
vessel steering instructor||teach people the theory and practice of how to operate a vessel safely and according to
  regulations|helm teacher;helm instructor;helmsman teacher;helmsman instructor;ship steering teacher|3423
`
