// Derived from ESCO's occupations (© European Union, reuse authorised with the source acknowledged) by
// scripts/occupations-from-esco.ts: do not edit by hand. `# Industry` opens an industry's occupations, best fitting
// first; each: the label | its plural where not the label and an s | what its holders do (ESCO's first description
// sentence after its subject) or nothing | other names job boards print, `;` between | its ISCO-08 unit group. A line
// opening with two spaces continues the one before.
export const ESCO_OCCUPATIONS = `
# Software Development
ICT usability tester|||usability developer;usability specialist|2519
software developer||implement or program all kinds of software systems based on specifications and designs by using
  programming languages, tools, and platforms|software engineer;software specialist|2512
web developer||develop, implement and document web-accessible software based on the designs provided|web
  engineer;web specialist|2513
mobile application developer||||2514
user experience analyst|||usability analyst;user experience officer|2511
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer|2519
user interface developer||implement, code, document and maintain the interface of a software system by using
  front-end development technologies|UI developer;front end developer|2512
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software designer;application architect|2512
ICT intelligent systems designer|||intelligent systems engineer;semantic technologies engineer|2511
knowledge engineer|||knowledge officer;information engineer|2529
web content manager|||content specialist;web content specialist|2513
ICT system developer||maintain, audit and improve organisational support systems|system developer;systems
  developer|2511
embedded systems software developer||program, implement, document and maintain software to be run on an embedded
  system|embedded systems designer|2514
ICT accessibility tester|||usability tester|2519
software analyst|||programmer analyst;analyst of software|2512
ICT system analyst||specify the system needs to meet the end user requirements|system analyst;network analyst|2511
ICT help desk manager||monitor the delivery of technical support services to clients according to the predefined
  deadlines|IT helpdesk manager;ICT helpdesk manager|3512
database administrator||test, implement and administer computer databases|database manager|2521
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company|data storage analyst;data warehouse analyst|2511
ICT consultant|||IT advisor;ICT advisor|2511
computer scientist||conduct research in computer and information science, directed toward greater knowledge and
  understanding of fundamental aspects of ICT phenomena|IT scientist;ICT scientist|2511
ICT resilience manager|||IT resilience manager;vulnerability manager|2529
software tester||perform software tests|tester;unit tester|2519
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer|2511
data scientist|||data expert;data engineer|2511
system configurator||tailor a computer system to the organisation's and users' needs||2522
ICT business development manager||||2434
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|e-commerce
  technician;website administrator|3514
enterprise architect||balance technological opportunities with business requirements|enterprise designer;enterprise
  developer|2511
ICT research consultant||perform targeted ICT research and provide a final report to the client|IT research
  advisor;ICT research advisor|2511
ICT system tester||perform testing activities and some test planning activities|systems tester;IT system tester|2519
data quality specialist|||data quality expert;data quality officer|2519
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically|ICT helpdesk agent|3512
ICT security technician||propose and implement necessary security updates and measures whenever is required|IT
  security officer;ICT security officer|3512
data centre operator||maintain computer operations within the data centre|data center administrator|3511
ethical hacker||perform security vulnerability assessments and penetration tests in accordance with
  industry-accepted methods and protocols|ICT security tester;vulnerability analyst|2529
# IT Services and IT Consulting
ICT business analyst||are in charge of analysing and designing an organisation's processes and systems, assessing
  the business model and its integration with technology|IT business analyst;business process specialist|2511
ICT business analysis manager||identify areas where information system changes are needed to support business plans
  and monitor the impact in terms of change management||2511
mobile application developer||||2514
ICT application developer|||application designer;application developer|2514
web developer||develop, implement and document web-accessible software based on the designs provided|web
  engineer;web specialist|2513
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer|2519
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software designer;application architect|2512
web content manager|||content specialist;web content specialist|2513
ICT security consultant||advise and implement solutions to control access to data and programs|IT security expert;IT
  security advisor|2529
software manager||oversee the acquisition and development of software systems in order to provide support to all
  organisational units|applications manager;ICT applications manager|1330
ICT system analyst||specify the system needs to meet the end user requirements|system analyst;network analyst|2511
ICT application configurator||identify, record, and maintain user-specific application configurations based upon
  user requirements and business rules||2514
ICT auditor manager||||2519
IT auditor|||ICT auditor;information technology auditor|2511
green ICT consultant|||green IT consultant;IT environmental consultant|2511
system configurator||tailor a computer system to the organisation's and users' needs||2522
ICT system administrator|||server administrator;network administrator|2522
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager|1330
digital forensics expert||retrieve and analyse information from computers and other types of data storage
  devices|ICT forensics expert;cyber forensics expert|2529
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer|2511
ICT consultant|||IT advisor;ICT advisor|2511
ICT system integration consultant||advise on bringing together different systems to interoperate within an
  organisation for enabling data sharing and reducing redundancy|network integration consultant;systems integration
  consultant|2511
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems|data warehouse architect;data warehouse developer|2521
digital artist||create art which applies digital technology as an essential part of the creative process|computer
  artist;digital games artist|2166
data quality specialist|||data quality expert;data quality officer|2519
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company|data storage analyst;data warehouse analyst|2511
digital games developer||program, implement and document digital games|video games developer;virtual games
  developer|2513
ICT technician|||IT engineer;ICT engineer|3512
ICT business development manager||||2434
software tester||perform software tests|tester;unit tester|2519
embedded system designer|||embedded system developer;embedded systems developer|2511
ICT security technician||propose and implement necessary security updates and measures whenever is required|IT
  security officer;ICT security officer|3512
data centre operator||maintain computer operations within the data centre|data center administrator|3511
desktop publisher||are responsible for the layout of publications|DTP operator;layout editor|2166
search engine optimisation expert||increase the ranking of a company's web pages with regard to target queries in a
  search engine|SEO expert;SEO specialist|2513
# Financial Services
mutual fund broker||handle and raise cash from shareholders in order to invest them in stocks, bonds and
  money-market securities|mutual fund manager|3311
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|investing director;investment advisor|2412
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser|2412
credit adviser||offer guidance to customers related to credit services|debt counsellor|3312
corporate banking manager|||cash management adviser;cash management manager|2412
bank teller||deal most frequently with customers of the bank|bank clerk;bank cashier|4211
financial planner||assist people dealing with various personal financial issues|wealth adviser;financial
  adviser|2412
stock trader|||equity trader|3311
financial manager||handle all the matters in reference to the finance and investments of a company|finance
  manager;financial director|1211
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager|2412
commodity broker||act as intermediary between buyers and sellers of movable and immovable property such as raw
  materials, livestock or real estate|commodity trader;commodities broker|3324
credit analyst|||credit clerk|3312
investment fund manager||implement and monitor the investment strategy of a fund|fund manager;fund director|2412
mortgage loan underwriter||ensure compliance with underwriter guidelines|loan underwriter;loan approval officer|3312
mortgage broker||handle mortgage loan applications from clients, collect loan documentation and search for new
  mortgage lending opportunities|mortgage analyst;mortgage officer|3311
insurance rating analyst|||insurance analyst|2413
stock broker||act on behalf of their individual or institutional clients in order to buy and sell stocks and other
  securities|institutional stock broker|3311
insurance broker|||insurance agent;insurance seller|3321
investment analyst||undertake research to make informed recommendations to fund managers|portfolio
  analyst;investment officer|2413
loan officer||assess and authorise the approval of loan applications for individuals and businesses|loans
  agent;loans adviser|3312
tax advisor|||tax expert;tax adviser|2411
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation|treasury
  analyst;corporate treasury manager|1211
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|finance manager;finance officer|2411
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|consortia advisor;consortia representative|2413
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments
  manager|2412
student financial support coordinator||assist students and education administrators in the management of tuition
  fees and student loans|student finance officer;financial aid coordinator|3312
insurance clerk|||insurance agent;insurance officer|4312
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk|2411
audit supervisor|||audit leader;audit inspector|2411
foreign exchange cashier||process cash transactions from clients in national and foreign currencies|forex
  cashier;foreign exchange clerk|4312
securities trader|||securities clerk;securities sales agent|3311
shipbroker||act as intermediaries between buyers and sellers of ships, cargospace on ships and charter ships for the
  transfer of cargo|shipping broker|3324
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor|2412
pension scheme manager||coordinate pension schemes in order to provide benefits in retirement to individuals or
  organisations|pension adviser;pension advisor|1346
financial broker||undertake financial market activities on behalf of their clients|broker;finance broker|3311
securities underwriter||administer the distribution activities of new securities from a business company|security
  underwriter;securities administrator|3311
credit risk analyst|||credit risk manager;credit risk surveyor|3312
investment clerk|||investment assistant;investment administrator|4312
credit manager||oversee the application of credit policy in the bank|credit controller;credit policy manager|3312
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|equity trader;securities trader|3311
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|bank risk manager;corporate risk manager|2412
grants management officer||work professionally in the administration and management of grant funds|grants
  officer;proposals manager|2411
insurance agency manager||coordinate and oversee the operations of an institution or a branch of an institution that
  offers insurance services|insurance agent;insurance company manager|1346
accounting assistant||record and report ticketing accounting situations to the accountant they work with, verify
  deposits and prepare daily reports and income|finance assistant;accountant assistant|3313
foreign exchange broker||buy and sell foreign currencies on behalf of their clients in order to secure a profit on
  fluctuations in foreign exchange rates|fx broker;forex broker|3311
securities broker||create the connection between the investors and the available investment opportunities|investment
  broker|3311
sales support assistant|||sales officer;accounts assistant|4311
business valuer|||business valuation analyst;business valuation officer|2412
accounting analyst|||accounts analyst;accounting specialist|2411
insurance collector||collect payment for an overdue insurance bill|claims clerk;insurance claims clerk|4214
securities analyst||perform research activities to gather and analyse financial, legal and economic
  information|bonds analyst;stock analyst|2413
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|mergers analyst;acquisitions analyst|2413
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor|commodity handler;commodities trader|3324
foreclosure specialist||revise documentation related to properties that are under foreclosure|bankruptcy
  manager;foreclosure manager|3315
futures trader||undertake daily trading activities in the futures trading market by buying and selling futures
  contracts|futures contracts manager|3311
brokerage firm director||organise the activities and the people involved in securities trading|brokerage
  supervisor;brokerage senior manager|1346
foreign exchange trader||buy and sell foreign currencies in order to secure a profit on fluctuations in foreign
  exchange rates|forex handler;foreign exchange handler|3311
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management|credit analyst;banking analyst|2413
bank manager||oversee the management of one or several bank activities|bank director;bank branch manager|1346
timber trader||assess the quality, quantity and market value of timber and timber products for trade|timber
  seller|3323
actuarial assistant||perform statistical data research in order to set premium rates and insurance policies|senoir
  actuarial assistant;actuarial analyst assistant|3314
# Hospitals and Health Care
specialist nurse||promote and restore people's health, and diagnose and care within a specific branch of the nursing
  field|nurse specialist;nurse practitioner|2221
midwife|||midwife researcher;childbirth assistant|2222
advanced nurse practitioner|||team manager;service manager|2221
podiatrist||are foot specialists who study foot physiology and pathology from a structural and functional
  standpoint||2269
healthcare assistant|||elderly care assistant;patient care assistant|5321
nurse assistant||provide basic patient care under direction of nursing staff|nursing assistant|5321
maternity support worker||work together in a team with midwives and health professionals within the occupational
  fields of nursing and midwifery|midwife assistant;midwifery assistant|3222
radiographer||use a range of technologies to examine, treat and care for patients|expert radiographer;clinical
  radiographer|2269
clinical perfusion scientist||operate heart-lung equipment during surgical operations to ensure breathing and blood
  circulation|medical perfusion expert;clinical perfusion expert|3211
diagnostic radiographer|||radiologic technologist;expert diagnostic radiographer|2269
healthcare institution manager|||general manager;healthcare director|1342
biomedical scientist|||medical scientist;biomedical analyst|3212
hospital pharmacist||prepare, dispense and provide medication to patients in hospitals|relief pharmacist;clinical
  pharmacist|2262
dental chairside assistant|||dental assistant;dental support worker|3251
medical laboratory assistant||work under supervision of the biomedical scientist and carry out basic laboratory
  procedures|clinical research assistant;biomedical laboratory assistant|3212
respiratory therapy technician||assist doctors and surgeons to treat respiratory problems|breathing
  technician;respiratory therapist|3259
healthcare inspector||visit healthcare facilities to ensure proper care is given to all patients in accordance with
  legal requirements|hospital inspector;care commission inspector|3257
anatomical pathology technician|||mortuary technician;pathology technician|3212
animal assisted therapist||provide support to individuals with cognitive, motoric, or social-emotional disabilities
  through animal assisted intervention||2269
general practitioner||||2211
medical records clerk|||clerical officer;health records clerk|3252
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist|2262
community health worker||provide advice and information about various health subjects to the community|community
  support worker;community health assistant|3253
clinical coder||read patients' medical records|clinical coding expert;medical coding officer|3252
chiropractor|||Licensed chiropractor;musculoskeletal therapist|2269
emergency ambulance driver|||ambulance technician;medical emergency assistant|3258
optometrist||examine and test eyes to identify abnormalities, visual problems, or disease|optometric
  expert;optometry practitioner|2267
dental hygienist|||dental therapist;oral health therapist|3251
health and safety officer||execute plans for the improvement of work environments and cultures|public health
  inspector;occupational health officer|2263
cytology screener|||cytology practitioner|3212
medical transcriptionist||interpret dictated information from the doctor or other healthcare professionals and
  convert it into documents||3344
medical administrative assistant||work very closely with health professionals|medical assistant;personal
  assistant|3344
specialist chiropractor|||specialised chiropractor;licensed specialised chiropractor|2269
occupational therapy assistant|||OT assistant;OT support worker|2269
chiropractic assistant|||chiropractic support worker|3344
home care aide|||personal care worker;personal care attendant|5322
shiatsu practitioner|||shiatsu therapist|3255
dance therapist|||movement therapist|2269
nuclear medicine radiographer||||2269
health psychologist|||healthcare psychologist;health psychology researcher|2634
medical records manager||are responsible for managing activities of medical records units which maintain and secure
  patient data|health records manager;patient records manager|3252
clinical informatics manager||oversee the daily operations of information systems used in a medical
  institutions|health informatics manager;health informatics director|1342
medical practice manager||manage the day-to-day operations of a medical practice|practice manager;health centre
  manager|3344
pharmacy assistant||perform general duties, such as stock management, serving at the cash desk, or performing
  administrative duties|dispensing assistant;pharmacy service assistant|3213
osteopath||||3259
phlebotomist||take blood samples from patients for laboratory analysis, ensuring patient safety during the blood
  collection process|phlebotomy specialist;phlebotomy technician|5329
elderly home manager|||nursing home manager;elderly home supervisor|1343
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  physiotherapist|2264
dietitian||||2265
specialist dentist||prevent, diagnose and treat anomalies and diseases affecting the teeth, mouth, jaws and
  adjoining tissues specialised in oral surgery or orthodontics|dental specialist;endodontic specialist|2261
prosthetist-orthotist|||prosthetic technician;prosthetic technologist|3214
dietetic technician|||dietetic assistant;dietetic science technician|3259
hospital porter||are professional healthcare assistants who transport people on stretchers around the hospital site,
  as well as and items|porter;general porter|5329
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist|2262
occupational therapist|||activity therapist;rehabilitation therapist|2269
specialised doctor||prevent, diagnose and treat diseases depending on their medical or surgical specialty||2212
sophrologist|||sophrology expert;sophrology specialist|3255
emergency response coordinator|||aid worker;charity coordinator|2263
acupuncturist||make use of thin needles and insert them into acupuncture points in the body in order to restore the
  imbalances of the human body and overall good health|acupuncture therapist;acupuncture specialist|2230
traditional chinese medicine therapist||use alternative medicine approaches to cure illnesses in all its forms|TCM
  therapist;TCM specialist|2230
therapeutic radiographer|||therapy radiographer;radiotherapy radiographer|2269
optician||help to improve and correct an individual's vision according to prescriptions provided by a specialised
  doctor in ophthalmology or an optometrist|optician expert;contact lens specialist|3254
# Higher Education
higher education lecturer|||HE lecturer;research lecturer|2310
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer|2359
computer science lecturer|||computer science teacher;computer science instructor|2310
engineering lecturer|||engineering teacher;engineering instructor|2310
university teaching assistant|||teaching assistant;graduate teaching assistant|2310
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director|1345
business lecturer|||business teacher;commerce teacher|2310
economics lecturer|||economics teacher;economics instructor|2310
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer|2359
education studies lecturer|||education studies teacher;education studies instructor|2310
firefighter instructor||train probationary, new academy recruits, or cadets, on the theory and practice necessary to
  become a firefighter|firefighter trainer;firefighter teaching practitioner|2320
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager|1345
education inspector|||OFSTED inspector;school inspector|2351
social work lecturer|||social work teacher;social work instructor|2310
anthropology lecturer|||anthropology teacher;anthropology instructor|2310
archaeology lecturer|||archaeology teacher;archaeology instructor|2310
architecture lecturer|||architecture teacher;architecture instructor|2310
art studies lecturer|||art studies teacher;arts studies lecturer|2310
biology lecturer|||biology teacher;biology instructor|2310
chemistry lecturer|||chemistry instructor;chemical science teacher|2310
classical languages lecturer|||classics lecturer;classical studies lecturer|2310
communications lecturer|||communications teacher;communications instructor|2310
dentistry lecturer|||dentistry teacher;dentistry instructor|2310
earth science lecturer|||geology lecturer;geography lecturer|2310
food science lecturer|||food science teacher;food sciences teacher|2310
healthcare specialist lecturer|||dietetics teacher;oncology lecturer|2310
history lecturer|||history teacher;history instructor|2310
journalism lecturer|||journalism teacher;journalism instructor|2310
law lecturer|||law teacher;law instructor|2310
linguistics lecturer|||linguistics teacher;linguistics instructor|2310
mathematics lecturer|||mathematics teacher;mathematics instructor|2310
medicine lecturer|||medicine teacher;clinical lecturer|2310
modern languages lecturer|||modern languages teacher;modern languages instructor|2310
nursing lecturer|||nurse lecturer;nursing teacher|2310
pharmacy lecturer|||pharmacy teacher;pharmacy instructor|2310
philosophy lecturer|||philosophy teacher;philosophy instructor|2310
physics lecturer|||physics teacher;physics instructor|2310
politics lecturer|||teacher;political science teacher|2310
psychology lecturer|||psychology teacher;psychology instructor|2310
religious studies lecturer|||theology teacher;theology lecturer|2310
sociology lecturer|||sociology teacher;sociology instructor|2310
space science lecturer|||space science teacher;space science instructor|2310
university literature lecturer|||literature teacher;literature lecturer|2310
veterinary medicine lecturer|||veterinary science teacher;veterinary medicine teacher|2310
police trainer||train probationary, new academy recruits, or cadets, and seasoned veterans on the theory and
  practice necessary to become a police officer|police instructor;police officer trainer|2320
physical education vocational teacher||instruct students in their specialised field of study, physical education,
  which is predominantly practical in nature|vocational PE teacher;vocational PE instructor|2320
music instructor|||music school teacher;music school lecturer|2310
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students|student support officer;university access officer|2359
curriculum administrator||develop and improve the curricula of education institutions|education manager;education
  officer|2351
university research assistant||conduct academic research for the university or college they are employed
  in|university assistant;university research technician|2310
fine arts instructor||||2310
performing arts theatre instructor|||theatre instructor;acting school teacher|2310
education welfare officer||address the social and psychological well-being of students|learning advisor;pastoral
  advisor|2635
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools|training designer;instructional engineer|2359
business administration vocational teacher|||business management teacher;business management instructor|2320
educational psychologist||are psychologists employed by educational institutions to provide psychological and
  emotional support to students in need|school psychologist;students psychologist|2634
deputy head teacher||support the management duties of their school's principals and are part of the school's
  administrative staff||1345
occupational railway instructor|||railway instructor;tram driver instructor|2320
education programme coordinator||supervise the development and implementation of educational programmes|education
  programs manager;education programme director|1345
bereavement counsellor|||bereavement officer;bereavement support worker|2635
e-learning developer|||eLearning producer;e-learning producer|2359
# Marketing Services
advertising media planner||advise on the best communication media platforms to convey ideas|media manager;media
  planner|2431
advertising specialist|||brand specialist;advertising adviser|2431
online sales channel manager||define the sales programme for e-commerces such as goods sold via e-mail, internet and
  social media|e-commerce manager;mail order manager|1221
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media|TV buyer;media buyer|2431
market research interviewer||strive to collect information on the perceptions, opinions, and preferences of
  customers in relation to commercial products or services|market research analyst;public opinion researcher|4227
advertising sales agent||sell advertising space and media time to businesses and individuals||3339
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|campaign worker|2432
online marketer||use e-mail, internet and social media in order to market goods and brands|online marketing
  specialist;internet marketing specialist|2431
customer experience manager|||guest relations manager;guest relations officer|2431
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent|2432
banking products manager|||credit products manager;banking products analyst|1221
eBusiness manager||create and execute a company's electronic strategy plan for selling products and services
  online|eCommerce manager;e-business manager|2431
tourism product manager||analyse the market, research potential offers, develop products, plan and organise the
  distribution and marketing processes|tourism product developer;tourism distribution manager|1221
digital artist||create art which applies digital technology as an essential part of the creative process|computer
  artist;digital games artist|2166
marketeer|||marketing adviser;marketing advisor|2431
product and services manager||are in charge of defining the content and structure of a catalogue or portfolio within
  a company|catalogue manager;e-catalogue manager|2431
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|market analyst;market researcher|2431
business developer||strive to improve the market share of companies in the market|business continuity analyst|2431
brand manager||analyse and plan the way a brand is positioned on the market|formula manager;graduate brand
  manager|2431
# Retail
sporting accessories specialised seller||sell sports goods, fishing gear, camping goods, boats and bicycles in
  specialised shops|sports specialised seller|5223
motor vehicle shop manager||assume responsibility for activities and staff in a vehicle showroom|car shop
  manager;car store manager|1420
specialised antique dealer||sell antique goods in specialised shops|specialised antique seller;antiques specialised
  seller|5223
personal shopper||||5223
craft shop manager|||hobby shop manager;paint shop manager|1420
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor|5222
motor vehicles parts advisor||sell motor vehicle parts, order parts and identify alternative parts|LGV parts
  advisor;PCV parts advisor|5223
orthopaedic supply shop manager|||orthohouse manager|1420
trade regional manager||are responsible for activities and staff in an assigned region for a specific chain of
  stores|area sales manager;regional sales manager|1420
bicycle shop manager||are responsible for activities and staff in specialised shops that sell and repair
  bicycles|bike shop manager;bike store manager|1420
photography shop manager||are responsible for activities and staff in a photography store|camera shop
  manager;photographic shop manager|1420
car leasing agent||represent businesses involved in financing vehicles, offering appropriate leasing schemes and
  additional services related to the vehicle|fleet leasing agent;automobile leasing agent|5223
shop assistant||work in shops where they perform assistance duties|museum shop assistant;hypermarket shop
  worker|5223
motor vehicles specialised seller||sell cars and motors vehicles in specialised shops|franchise specialised
  seller;dealership specialised seller|5223
ICT buyer|||IT buyer;IT procurement officer|3323
orthopaedic supplies specialised seller||sell orthopaedic goods in specialised shops|orthohouse specialized
  seller|5223
drugstore manager|||healthcare shop manager;drugstore counter manager|1420
# Manufacturing
vacuum forming machine operator|||molder operator;moulder operator|8142
hydraulic forging press worker|||hydraulic foundry moulder;hydraulic foundry patternmaker|7221
mechanical forging press worker|||drop forge operator;forge press operator|7221
rubber dipping machine operator||dip forms into liquid latex to manufacture rubber products such as balloons, finger
  cots or prophylactics|drop-machine operator;drop-machine operative|8141
stamping press operator|||punch operator;metal die cutter|7223
band saw operator||work with industrial saws that feature a continuous flexible blade revolving around two or more
  wheels|resaw operator;band saw worker|8172
ornamental metal worker|||welder fabricator installer|7223
glass forming machine operator|||glass moulder;glass production operator|8181
boilermaker||operate a variety of equipment and machinery to create, repipe and retube hot water and steam boilers,
  producing them in all steps of the production process|boilermaker fitter;pressure vessel maker|7213
upsetting machine operator|||crank press operator;heading machine operator|7223
extrusion machine operator|||extruder tender;extruder operator|8121
vessel engine assembler|||boat engine builder;LNG engine assembler|8211
weaving machine supervisor||monitor the weaving process|loom technician;weaving inspector|8152
metal rolling mill operator|||hammer mill operator;powder mill operator|8121
aircraft assembler|||aircraft fitter;plane assembler|8211
rolling stock assembler|||wagon builder;railcar builder|8211
foam rubber mixer||tend the machine that mixes foam rubber particles with liquid latex|rubber mixer;cushion
  maker|8141
drop forging hammer worker|||forger tender;forge operative|7221
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|sheet-metal worker|7213
industrial engineering technician||assist industrial engineers in improving efficiency, safety and productivity in
  manufacturing plants|industrial tool inspector;industrial tool technologist|3119
straightening machine operator||set up and tend straightening machines designed to form metal workpieces into their
  desired shape using pressing practices|straightening machinist;adjusting machine operator|7223
pneumatic engineering technician||evaluate operating pneumatic systems and assemblies such as compressed air
  machines, and recommend modifications for more efficiency|circuit assembly inspector;circuit assembly
  supervisor|3115
pipe welder||assemble and install parts and components of pipelines for the transport of goods such as water, steam
  and chemicals through them|industrial pipe welder|7212
moulding machine operator||operate machines that are part of the production process of moulds for the manufacturing
  of castings or other moulded materials|machine moulding worker;molding machine operator|7223
rubber goods assembler||manufacture rubber products such as water bottles, swim fins, and rubber gloves|rubber goods
  finisher;rubber products assembler|8219
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|bus engineering technician;car engineering technician|3115
robotics engineering technician|||robotics mechanic;robotics inspector|3119
pneumatic systems technician||use blueprints and technical documentation to assemble and install equipment operated
  by gas or air under pressure|vacuum systems assembler;Pneumatic systems inspector|7233
thread rolling machine operator|||thread rolling operator;thread rolling machinist|7223
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer|2144
metal drawing machine operator|||forming machine operative;forming machine technician|8121
chain making machine operator|||chain maker;lay out worker|7223
mechanical engineering technician||provide technical support to mechanical engineers in producing and manufacturing
  mechanical machinery|engineering test supervisor;engineering technical manager|3115
clothing process control technician||operate multiple process control equipment in manufacturing assembly
  lines|sample room supervisor;garment manufacturing technician|3139
wire weaving machine operator|||wire worker;wire mesh operator|8121
metal sawing machine operator|||metal cutter;shear operator|7223
clothing technologist||work on the design, development and production of textile and apparel products|clothing
  engineer;garment technologist|2141
plastic products assembler||fit and fasten parts and finished plastic products according to strictly-defined
  procedures|plastics assembler;plastic parts assembler|8219
edge bander operator||tend machines that veneer materials, mostly wood, to increase durability and make them
  aesthetically pleasing|edgebander tender;edgebander worker|8189
table saw operator||work with industrial saws that cut with a rotating circular blade|table saw tender;table saw
  worker|8172
heat sealing machine operator||operate sealing and gluing machines to join items together for further processing or
  to seal products or packages, using heat||8183
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|machine repairer;power tool mechanic|7412
steam plant operator||operate and maintain mechanical equipment such as stationary engines and boilers to provide
  utilities for domestic or industrial use|steam plant worker;steam boiler operator|8182
mechatronics engineering technician|||mechatronics technician;mechatronics technologist|3115
rolling stock engineering technician||||3115
steam engineer||provide energy and utilities to facilities, such as steam, heat and refrigeration|power steam
  engineer;steam power engineer|2144
photonics engineering technician|||laser technician;photonics technician|3119
nuclear engineer||plan and design engineering equipment and processes in nuclear plants and sites|atomic power
  engineer;atomic safety engineer|2149
rolling stock inspector||inspect wagons and carriages to asses their technical condition while grouped together and
  before they are used for transportation activities|railway inspector;carriage inspector|3115
casting machine operator||operate casting machines to manipulate metal substances into shape|metal moulder;foundry
  worker|8121
automation engineering technician||collaborate with automation engineers in the development of applications and
  systems for the automation of the production process|automation inspector;automation technician|3119
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler|2144
materials engineer||research and design new or improved materials for a diverse number of applications|ceramic
  engineer;building materials engineer|2149
mattress making machine operator||utilise machines to form mattresses|mattress factory worker;mattress factory
  operative|8159
food technician|||food technology expert;food technology specialist|3119
instrumentation engineering technician|||instrumentation technician;instrumentation technologist|3114
metal production manager||organise and manage the day-to-day and long-term project work in a metal fabrication
  factory, to process basic metals into fabricated metals|site manager;plant manager|1321
brazier|||brazer technician;combination welder|7212
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer|2141
engraving machine operator|||drill technician;engraving operator|7223
product development engineering technician||improve efficiency of product development, set up equipment and develop
  and test solutions to solve technical problems|production test operator;product development scientist|3119
metal furnace operator||monitor the process of making metal before it is cast into forms|plant manager;smelter
  operator|3135
tool and die maker|||die maker;jig maker|7222
electric meter technician||install and maintain electric meter systems in facilities or buildings|smart meter
  installer;smart meter technician|7411
filing machine operator|||filing machinist;filing room operator|8122
screw machine operator||||7223
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant|2141
vessel engine tester|||LNG engine tester;boat engine tester|3115
mechatronics engineer|||robotics engineer;cybernetics engineer|2144
microsystem engineering technician|||MEMS technician;MEMS technologist|3114
# Staffing and Recruiting
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|HR worker;HR manager|2423
public employment service manager||supervise the operations of a public employment agency|DWP manager;jobcentre
  manager|2423
equality and inclusion manager||develop policies to improve affirmative action, diversity and equality
  matters|diversity leader;equality manager|1212
occupational analyst|||job analyst;corporate business analyst|2423
career guidance advisor|||career coach;careers advisor|2423
recruitment consultant||provide the suitable candidates to employers according to the specific job profile
  requested|employment agent;recruitment officer|2423
employment agent||work for employment services and agencies|job placement officer|3333
labour relations officer||implement labour policy in an organisation, and advise trade unions on policies and
  negotiation|union representative;labour policy officer|2423
# Banking
accountant|||auditor;accounting officer|2411
bank treasurer||oversee all aspects of the financial management of a bank|treasury clerk|1211
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer|2411
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation|treasury
  analyst;corporate treasury manager|1211
credit union manager||oversee and manage member services, supervise staff and operations of credit unions|credit
  union specialist;credit unions supervisor|1346
credit analyst|||credit clerk|3312
financial auditor||collect and examine financial data for clients, organisations and companies|auditor;bank
  auditor|2411
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|consortia advisor;consortia representative|2413
securities analyst||perform research activities to gather and analyse financial, legal and economic
  information|bonds analyst;stock analyst|2413
credit manager||oversee the application of credit policy in the bank|credit controller;credit policy manager|3312
bank account manager||advise prospective clients on the type of banking accounts suitable for their needs|banking
  officer;bank accounts manager|3312
accounting analyst|||accounts analyst;accounting specialist|2411
foreclosure specialist||revise documentation related to properties that are under foreclosure|bankruptcy
  manager;foreclosure manager|3315
business valuer|||business valuation analyst;business valuation officer|2412
tax clerk||collect financial information in order to prepare accounting and tax documents|fiscal clerk;tax revenue
  officer|4312
middle office analyst|||middle office specialist;transaction reporting specialist|2413
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager|2412
bank manager||oversee the management of one or several bank activities|bank director;bank branch manager|1346
business service manager||are reponsible for the provision of professional services to companies|post-office
  manager;corporate service manager|1219
odds compiler||compile the odds in gambling|odds expert;odds trader|4212
# Telecommunications
telecommunications equipment maintainer|||telecommunications maintenance technician|7422
telecommunications engineer||design, build, test and maintain telecommunication systems and networks, including
  radio and broadcasting equipment|radio engineer;telecoms engineer|2153
ICT network administrator||maintain operation of a reliable, secure, and efficient data communications network,
  including LAN, WAN, intranet, and internet|network manager;network specialist|2522
telecommunications engineering technician|||telecoms administrator;communication administrator|3522
ICT network engineer||implement, maintain and support computer networks|network developer;networks designer|2523
aviation data communications manager||perform the planning, implementation and maintenance of data transmission
  networks||3513
telecommunications manager|||ICT manager;telecoms manager|1330
security alarm technician||install and maintain security alarm systems to protect against hazards such as fire and
  burglary|fire alarm installer;fire alarm technician|7422
ICT security manager||propose and implement necessary security updates|IT security manager;security coordinator|2529
ICT network architect||design the topology and connectivity of ICT network such as hardware, infrastructure,
  communication and hardware components|network designer|2523
telecommunications technician||install, test, maintain and troubleshoot telecommunications systems|telecoms
  technician;communication technician|7422
ICT account manager||build business relationships with customers to facilitate the sale of hardware, software,
  telecommunications or ICT services|IT account manager|2434
satellite engineer||develop, test and oversee the manufacture of satellite systems and satellite
  programmes|satellite system engineer;satellite control engineer|2152
ICT network technician|||system engineer;network engineer|3513
ICT system administrator|||server administrator;network administrator|2522
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|e-commerce
  technician;website administrator|3514
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems|data warehouse architect;data warehouse developer|2521
ICT technician|||IT engineer;ICT engineer|3512
live chat operator||respond to answers and requests posed by customers of all nature through online platforms in
  websites and online assistance services in real time|live chat agent;online chat agent|4222
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically|ICT helpdesk agent|3512
ethical hacker||perform security vulnerability assessments and penetration tests in accordance with
  industry-accepted methods and protocols|ICT security tester;vulnerability analyst|2529
# Biotechnology Research
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|laboratory assistant;laboratory technologist|3141
bioinformatics scientist||analyse biological processes using computer programmes|IT expert;IT researcher|2131
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|plant scientist;plant researcher|3141
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs||2131
pharmaceutical engineer|||biotechnology engineer;pharmaceuticals engineer|2145
geneticist||study and focus their research on genetics|genetics analyst;genetics engineer|2131
biotechnical technician||perform technological work in assistance of scientists|biotechnological
  technician;biotechnical laboratory worker|3141
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist|3111
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes|physics assistant;physicist assistant|3111
biochemical engineer||research on the field of life science striving for new discoveries|enzyme engineer;tissue
  engineer|2145
toxicologist|||toxicology analyst;toxicology scientist|2131
research manager||oversee the research and development functions of a research facility or program or
  university|research scientist;scientific director|1223
biomedical scientist advanced|||advanced medical scientist;advanced biomedical researcher|2131
# Construction
structural ironworker||||7214
plate glass installer||fit panes of glass into windows and other structural elements like glass doors, walls,
  facades and other structures|glass installer;glazing installer|7125
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|urban architect;building designer|2161
concrete finisher||work with binding agents like cement and concrete|concrete layer;floor finisher|7114
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert|2142
construction general contractor||take on the responsibility to deliver a construction project|construction project
  manager|1323
building electrician||install and maintain electricity cables and other electrical infrastructure in
  buildings|electrical installer;maintenance electrician|7411
manufactured wooden building assembler||put together wooden elements for use in construction|truss assembler;prefab
  house builder|7119
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|sheet-metal worker|7213
terrazzo setter||create terrazzo surfaces|terrazzo layer;terrazzo worker|7114
industrial electrician||install and maintain electricity cables and other electrical infrastructure in large
  industrial and commercial buildings|electrician;marine electrician|7411
plasterer||apply plaster made from gypsum, cement or other solutions to walls as a smooth finish|wall finisher|7123
fire protection technician|||fire suppression engineer|3112
architectural drafter||make drawings of the specifications and ideas provided by architects|architecture
  drafter;architectural drafting expert|3118
pipeline engineer|||pipeline field engineer;subsea pipeline engineer|2142
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant|1323
construction painter||paint the interior and exterior of buildings and other structures|industrial
  painter;specialist painter|7131
tile fitter||install tiles onto walls and floors|tiling worker;tile installer|7122
production plant crane operator|||pit crane operator;bottom cat operator|8343
fire inspector|||fire investigator;fire prevention officer|3112
vehicle glazier||install glass in motor vehicles taking into account the automobile manufacturer specifications such
  as glass type, thickness, size and shape|windscreen fitter;windscreen repairer|7125
container equipment assembler||manufacture containers such as boilers or pressure vessels||7213
roofer||cover structures with roofs|cladding installer|7121
bricklayer||assemble brick walls and structures by skilfully laying the bricks in an established pattern, using a
  binding agent like cement to bond the bricks together|trowel occupation worker|7112
construction general supervisor||keep track of the proceedings of all stages in the building process|construction
  supervisor;building programme manager|3123
electrician||fit and repair electrical circuits and wiring systems|electrical worker;electrical installer|7411
airport planning engineer||manage and coordinate the planning, design, and development programs in airports|airport
  planning manager;airport development director|2142
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations|roller driver;roller operator|8342
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment|asbestos inspector;buildings inspector|3112
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical design
  drafter;electrical drafting expert|3118
carpenter||cut, shape and assemble wooden elements for the construction of buildings and other structures|timber
  worker;joinery worker|7115
roofing supervisor||monitor the work on roofing a building|tinsmith supervisor;felt roofing supervisor|3123
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology|mechanicals engineer;engineering technician|2151
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas
  producer;gas inspector|7126
dismantling supervisor|||disassembly supervisor;disassembly team leader|3123
lacquer spray gun operator|||spray gun operator;paint booth operator|7132
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and
  sewerage|leakage operative;water network worker|7126
domestic electrician||install and maintain electrical infrastructures and domestic machinery in homes and other
  residential buildings|electrician;residential electrician|7411
railway infrastructure inspector||are responsible for checking the conditions of railways|railway infrastructure
  auditor;railway infrastructure surveyor|3112
dismantling worker||perform the dismantling of industrial equipment, machinery and buildings as instructed by the
  team leader|disassembly worker|7214
stonemason||manually carve and assemble stone for construction purposes||7113
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures|scaffolding supervisor|3123
electrical supervisor||monitor the operations involved in installing and servicing electricity cables and other
  electrical infrastructure|foreman electrician;electrician supervisor|3123
construction quality manager||make sure the quality of the work meets standards set in the contract, as well as
  minimum legislative standards|construction QA manager|3112
house builder||construct, maintain and repair houses or similar small buildings using a range of techniques and
  materials of several construction building workers|builder;home builder|7111
asbestos abatement worker|||asbestos worker;asbestos operative|7133
welder||operate welding equipment in order to join metal workpieces together|fitter;arc welder|7212
landfill supervisor||coordinate the activities and operations of landfills and landfill staff|landfill site
  supervisor;waste sortation supervisor|3112
shipwright||build and repair small type of water vessels from pleasure craft to naval vessels|boat fitter;boat
  builder|7214
# Real Estate
real estate manager||handle and oversee the operational aspects of commercial or residential properties such as
  private apartments, office buildings and retail stores|estate manager;estate coordinator|3334
real estate leasing manager||set up the lease or rental efforts of an apartment community and properties not in
  co-ownership and also manage the leasing staff|lease operator;leasing manager|3334
property appraiser||undertake detailed analysis and investigation of properties in order to determine their value
  for sales, mortgage and insurance purposes|valuation surveyor|3315
real estate investor||buy and sell own real estate such as appartements, dwellings, land and non-residential
  buildings to make a profit||3334
real estate surveyor||undertake research in order to assess the value of property for tax purposes|real estate
  analyst|3315
real estate agent||administer the sales or letting process of residential, commercial properties or land on behalf
  of their clients|estate agent;letting agent|3334
personal property appraiser||||3315
property acquisitions manager||ensure land or property acquisitions transactions|porperty acquisitions
  manager;property transactions supervisor|3334
title closer|||closing agent;escrow officer|3334
housing manager||oversee housing services for tenants or residents|housing agent;housing officer|3334
letting agent||schedule appointments with clients in order to show and lease real estate to prospective
  residents|estate agent;rental agent|3334
building caretaker||maintain and monitor the condition and security of buildings|building manager;facilities
  manager|5153
# Management Consulting
human resources manager||plan, design and implement processes related to the human capital of companies|HRM
  manager;benefits manager|1212
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|HR worker;HR manager|2423
business economics researcher||conduct research on topics regarding economy, organisations, and strategy|business
  advisor;business analyst|2631
marketing manager||carry out the implementation of efforts related to the marketing operations in a
  company|marketing director;promotions manager|1221
business analyst||research and understand the strategic position of businesses and companies in relation to their
  markets and their stakeholders|management consultant;standardisation expert|2421
strategic planning manager|||planning manager;strategy adviser|1213
commercial director||are responsible for the income generation for the commercial sector of their company|commercial
  manager;marketing director|1221
sales manager||develop sales and targeting strategies for a company|sales director;sales coordinator|1221
business consultant||analyse the position, structure and processes of businesses and companies and offer services or
  advice to improve them|business process consultant|2421
business intelligence manager|||research consultant;business research analyst|2421
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability|planning officer;development officer|2631
economic adviser||research economic developments and advise on economic problems|policy analyst;economics
  adviser|2631
manufacturing cost estimator||collect and analyse data to evaluate the money, materials, labour and time required
  for manufacturing processes|manufacturing cost analyst;manufacturing estimate clerk|2421
banking products manager|||credit products manager;banking products analyst|1221
category manager||define the sales programme for specific product groups|FMCG category manager;on-line category
  manager|1221
business coach|business coaches||corporate coach;executive coach|2424
# Computer Games
user experience analyst|||usability analyst;user experience officer|2511
digital games tester||review and test various genres of digital games by playing them in order to find bugs and
  glitches within the game's functionality or graphics|video games tester;virtual games tester|2519
ICT accessibility tester|||usability tester|2519
digital games developer||program, implement and document digital games|video games developer;virtual games
  developer|2513
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager|1330
special effects artist||create illusions for movies, videos and computer games|visual effects artist;digital effects
  artist|2166
embedded system designer|||embedded system developer;embedded systems developer|2511
# Renewable Energy Semiconductor Manufacturing
electric power generation engineer|||power plant engineer;power supply engineer|2151
energy engineer||design new, efficient and clean ways to produce, transform, and distribute energy to improve
  environmental sustainability and energy efficiency|power engineer;energies engineer|2149
wind energy engineer||design and install wind energy farms and equipment|wind engineer;wind power engineer|2149
solar energy technician||install and maintain systems that collect solar energy|solar technician;PV field
  technician|7411
energy systems engineer||supervise the energy conversion and distribution processes|distribution engineer;power
  systems engineer|2149
solar energy engineer||design systems which generate electrical energy from sunlight, such as photovoltaic
  systems|solar engineer;solar power engineer|2149
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power|solar
  farm worker;solar array worker|3131
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer|7412
wind turbine technician||maintain and repair wind turbines by performing diagnostic inspections, analysing faults,
  and performing repair duties|wind farm worker;wind turbine worker|7412
battery assembler||are welding and assembling the battery components such as electronics parts, wiring, and casing
  around the cells|battery maker;battery welder|8212
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder|8212
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy|sub-station engineer;substations engineer|2151
research engineer|||bionic engineer;engineer researcher|2149
electromagnetic engineer|||EMC engineer;electro-magnetic engineer|2151
nanoengineer||combine the scientific knowledge of atomic and molecular particles with engineering principles for
  applications in a varied array of fields|nanoscience expert;nanosystems expert|2149
biomedical engineer|||BME expert;BME adviser|2149
wood technology engineer||develop materials and components made of wood, construct production facilities and control
  and monitor the production|wood technologist;wooden technologist|2149
event electrician||set up and dismantle temporary, reliable electrical systems to support events|mobile power
  expert;generator technician|7411
quality engineer||define quality standards for the creation of products or services|QA engineer;QA inspector|2149
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager|1321
leather finishing operations manager|||drying manager;buffing manager|1321
operations manager||plan, oversee and coordinate the daily operations of production of goods and provision of
  services|operations director;operations supervisor|1321
# Venture Capital and Private Equity Principals
venture capitalist||invest in young or small startup companies by providing private funding||2412
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|investing director;investment advisor|2412
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser|2412
investment fund manager||implement and monitor the investment strategy of a fund|fund manager;fund director|2412
investment fund management assistant||provide clients with financial planning advice on financial products and serve
  as the main contact point for new and old clients|investment fund clerk;investment fund manager|2412
investor relations manager||disseminate the investment strategy of the company and monitor the reactions of the
  investment community towards it|investment strategy manager;investor relations director|2412
stock trader|||equity trader|3311
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager|2412
asset manager||invest the money of a client into financial assets, through vehicles such as investment funds or
  management of individual clients' portfolios|assets manager;wealth manager|3311
investment analyst||undertake research to make informed recommendations to fund managers|portfolio
  analyst;investment officer|2413
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|finance manager;finance officer|2411
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments
  manager|2412
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|bank risk manager;corporate risk manager|2412
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|equity trader;securities trader|3311
budget analyst||monitor the spending activities of public and private institutions and companies|budget officer|2411
grants management officer||work professionally in the administration and management of grant funds|grants
  officer;proposals manager|2411
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|mergers analyst;acquisitions analyst|2413
programme funding manager||take the lead in developing and realizing the funding strategy of the programmes of an
  organisation|grants manager;programme funding officer|2412
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  director;accounting director|1211
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management|credit analyst;banking analyst|2413
middle office analyst|||middle office specialist;transaction reporting specialist|2413
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|quantity surveyor;cost accounting clerk|2411
corporate social responsibility manager||monitor the practices of organisations and companies with regard to ethics
  and impact on the larger community|sustainable services manager;sustainability project manager|1219
chemical plant manager|||plant managing director;chemical plant supervisor|1219
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|money manager;budgeting manager|1211
# Insurance
insurance underwriter||assess business risks and liability policies and make decisions about commercial
  property|life underwriter;commercial underwriter|3321
actuarial consultant||analyse, manage and provide guidance on financial impact of risks|actuarial clerk;actuarial
  adviser|2120
insurance claims manager||lead the team of insurance claims officers to ensure they handle insurance claims properly
  and efficiently|claims manager;claims director|1346
insurance risk consultant||prepare reports for insurance underwriters|insurance adviser;insurance analyst|3321
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer|2411
insurance claims handler||ensure that all insurance claims are handled accurately and that payment for valid claims
  is made to the policyholders|claims analyst;claims handler|3315
insurance broker|||insurance agent;insurance seller|3321
property insurance underwriter||assess and determine the risk and coverage of a client's property insurance|property
  underwriter|3321
insurance clerk|||insurance agent;insurance officer|4312
insurance fraud investigator|||insurance fraud auditor;insurance fraud inspector|3315
loss adjuster|||claims adjusters supervisor|3315
property assistant||perform several duties including administrative tasks in the real estate sector|property
  clerk;real estate clerk|4312
sales support assistant|||sales officer;accounts assistant|4311
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager|2412
# Transportation, Logistics, Supply Chain and Storage
warehouse worker||execute the accurate handling, packing and storage of materials in a warehouse|order
  clerk;warehouse operator|9333
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager|4323
materials handler||execute the handling and storage of materials through activities such as loading, unloading and
  moving articles in a warehouse or storage room|storage worker|9333
rail logistics coordinator|||rail logistics analyst;railway logistics analyst|4323
water traffic coordinator|||water traffic planner;marine traffic planner|4323
airport baggage handler||receive and return the luggage of passengers at airport terminals|ramp agent;baggage
  agent|9333
freight transport dispatcher||receive and transmit reliable messages, track vehicles and equipment, and record other
  important information|dispatcher;freight dispatcher|4323
shipping agent||represent the ship owner in a foreign port|port agent;cargo agent|3331
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers|air navigation manager;air traffic supervisor|1324
cargo vehicle driver||operate vehicles such as trucks and vans|HGV driver;van driver|8332
delivery driver||transport goods and packages to specified locations by motocycle, car or van|delivery car
  driver;delivery van driver|8322
dangerous goods driver||transport fuel and bulk liquid, hazardous products and chemicals by road|ADR
  driver;explosives truck driver|8332
refuse vehicle driver||drive the large vehicles used for refuse collection||8332
road transport maintenance scheduler|||vehicle maintenance coordinator|4323
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant|2141
vessel operations coordinator|||traffic coordinator;vessel operations manager|4323
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor|3331
armoured car driver||drive the armoured car to transfer valuable items, such as money, to different
  locations|armoured truck driver|8322
stevedore||sort, handle, load and unload freight into over-the-road equipment in accordance with oral and written
  instructions, as well as state regulations|dock worker;dock labourer|9333
moving truck driver||operate lorries or trucks intended for relocating and transporting goods, belongings,
  machinery, and others|moving van driver;removal van driver|8332
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation|rail control operator;train operations manager|1324
warehouse order picker||prepare orders manually|order clerk;warehouse worker|9333
motorcycle delivery person||||8321
finished leather warehouse manager||organise and monitor the finished leather warehouse, stock levels and organise
  product packing and dispatch||1324
road transport division manager||maintain control of processes relating to vehicles, staff, customers, routes, and
  contracts|fleet director;road fleet manager|1324
supply chain manager|||global sourcing manager;supply chain specialist|1324
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director|1324
rail traffic controller||operate signals and points that help make sure trains run safely and on time|train
  controller;signal box operator|4323
logistics and distribution manager||take decisions on logistic services, operations and provisions|logistics
  manager;logistics director|1324
warehouse manager||assume the responsibility for storage facilities|inventory manager;warehouse supervisor|1324
patient transport services driver||transfer disabled, vulnerable and elderly patients to and from health care
  facilities such as hospitals or social care settings|PTS driver;ambulance care assistant|8322
bus route supervisor||coordinate vehicle movements, routes and drivers, and may supervise loading, unloading, and
  checking of baggage or express shipped by bus|bus dispatcher;bus route manager|4323
fire service vehicle operator||drive and operate emergency fire service vehicles such as firetrucks|crew
  manager;fire engine driver|8332
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer|2141
road operations manager||oversee day-to-day road transportation processes, managing processes, and striving to meet
  customer expectations|road transport manager;road operations supervisor|1324
surface engineer|||corrosion engineer;engineering operator|2141
mobile crane operator||work with a variety of crane types that can be moved easily around the road, rail and
  water|mini crane driver;bottom cat operator|8343
tram controller||assign and manage tram vehicles and drivers for the transport of passengers, including records of
  distances covered and of repairs made|tram dispatcher;tram supervisor|4323
sailor||assist the ship captain and any crew higher in hierarchy to operate ships||8350
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations|roller driver;roller operator|8342
rail switchperson||assist in the tasks of the traffic controller||8312
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers|stock coordinator;store coordinator|4321
baggage flow supervisor||monitor the flow of baggage in airports to ensure baggage makes connections, arrives at the
  destinations in a timely manner|baggage flow manager;luggage flow manager|4323
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable|cable car operator;cable car controller|8343
pipeline route manager||oversee the day-to-day operational aspects of transporting goods via pipeline
  infrastructures|pipeline division manager;pipeline route supervisor|4323
concrete pump operator||drive and operate trucks to haul concrete from the plant to project sites, and operate pumps
  to disperse concrete at the site|HGV mixer driver;LGV mixer driver|8332
dredge operator|||dredde operator;dredger operator|8342
train driver||operate trains providing passenger or cargo transport services|metro driver;engine driver|8311
train dispatcher||ensure the safe and efficient dispatch of the train services|engine dispatcher;platform
  assistant|8312
taxi driver||operate a licensed private passenger transportation vehicle, looking after customers, taking fares and
  managing vehicle servicing|cab driver;minicab driver|8322
train preparer||are responsible for checking and testing of equipment and systems on rail vehicles before vehicles
  are moved|track worker;switch tender|8312
mover||are responsible for the physical handling of goods and belongings to be relocated or transported from one
  place to the other|removal porter|9333
private chauffeur||transport their employers to a particular destination safely and on time|private driver;personal
  driver|8322
leather production planner||are responsible for planning and following production planning|leather orders
  planner;leather materials planner|2141
gas transmission system operator||transport energy in the form of natural gas||4323
airport director|||airport manager;station manager|1324
boatswain||organise the crew on deck and at the fishing hold to execute the orders received from a superior||8350
production engineer||review and evaluate production performance, perform data analysis and identify under-performing
  production systems|productions engineer;production engineering expert|2141
aircraft dispatcher||authorise, regulate, and control commercial airline flights according to governmental and
  company regulations|flight dispatcher;airline dispatcher|4323
# Hospitality
bed and breakfast operator||manage the daily operations of a bed and breakfast establishment|guest house
  operator|5152
hotel butler||provide personalised services to guests in high level hospitality establishment|household
  manager;butler administrator|5151
accommodation manager||are in charge of managing the operations and overseeing the strategy for a hospitality
  establishment|hotel manager;hotel director|1411
rooms division manager||are in charge of managing and coordinating a team of employees at front desk, reservations,
  housekeeping and maintenance departments|rooms manager;reception manager|1411
room attendant||clean, tidy and restock guest rooms as well as other public areas as directed|housekeeping
  worker|9112
camping ground operative||perform customer care in a campsite facility and other operational work|camp-site
  worker;camp-site operator|4224
hospitality establishment receptionist||provide first point of contact and assistance to the guests of a hospitality
  establishment|hotel receptionist;reservations clerk|4224
housekeeping supervisor||are in charge of supervising and coordinating the daily running of cleaning and
  housekeeping activities hospitality establishments|housekeeping manager;housekeeping coordinator|5151
chef||are culinary professionals with a flair for creativity and innovation to provide a unique gastronomic
  experience|commis chef;banqueting chef|3434
# Restaurants
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|sommelier;wine
  advisor|5131
pastry chef||are responsible for preparing, cooking and presenting desserts, sweet products and bakery
  products|pastry cook;dessert chef|3434
private chef||comply with food and sanitation rules to prepare meals for their employers|private cook;culinary
  expert|3434
restaurant manager||are in charge of managing food and beverage operations in the kitchen and other food and
  beverage outlets or units in a hospitality establishment|bar manager;cafe manager|1412
beer sommelier||understand and advise on styles, brewing and best pairing of beers with foods in locations such as
  restaurants, breweries and shops|sommelier;beer advisor|5131
kitchen porter||wash and clean kitchen areas, including pots, pans, utensils, cutlery and dishes||9412
kitchen assistant||assist in the preparation of food and cleaning of the kitchen area|kitchen worker;catering
  assistant|9412
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet||5132
barista|||coffee maker|5132
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|fry cook;fish cook|5120
# Food and Beverage Services
airline food service worker||prepare food and serve customers|kitchen assistant;food services worker|5246
sommelier||stock, prepare, advise on and serve wine and other alcoholic beverages|wine manager;restaurant
  sommelier|5131
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet||5132
barista|||coffee maker|5132
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|fry cook;fish cook|5120
# Travel Arrangements
ticket sales agent||provide initial service to customers, sell travel tickets and fit the reservation offer to
  customers' queries and needs|ticket agent;ticket booking agent|4221
tour operator representative|||tour representative;holiday representative|4221
tourist information centre manager|||tourist information supervisor|1439
railway sales agent||provide service to customers who visit the ticket counter|counter sales agent;railway station
  agent|4221
tour operators manager|||package tour manager|3339
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation|tourist assistant;tourist receptionist|4221
travel consultant||provide customised information and consultation on travel offers, make reservations and sell
  travel services together with other related services|travel advisor;business travel advisor|4221
travel agency manager||are in charge of managing employees and activities of a travel agency|travel sales
  manager;tourism sales manager|1439
tourism contract negotiator||negotiate tourism-related contracts between a tour operator and tourism service
  providers|contract manager|3339
travel agent||design and market travel programme itineraries for potential travellers or visitors|sales
  agent;reservations agent|4221
# Law Practice
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|counsellor;prosecutor assistant|2611
corporate lawyer||provide legal consulting services and representation to corporations and organisations||2611
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies|legal assistant;paralegal assistant|3342
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|inspector;private investigator|3411
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|legal
  adviser;legal advisor|2619
legal assistant||work closely together with lawyers and legal representatives in the research and preparation of
  cases brought to courts|law clerk;judicial assistant|3411
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent|2619
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries|compliance manager;regulatory manager|2619
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another|paralegal clerk;conveyancing clerk|3411
court clerk||provide assistance to judges in a court institution|judicial clerk;crown court clerk|3411
ombudsman|ombudsmen|resolve disputes between two parties where there is a power imbalance, as an impartial
  mediator||2619
# Legal Services
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies|legal assistant;paralegal assistant|3342
corporate lawyer||provide legal consulting services and representation to corporations and organisations||2611
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|counsellor;prosecutor assistant|2611
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|legal
  adviser;legal advisor|2619
legal assistant||work closely together with lawyers and legal representatives in the research and preparation of
  cases brought to courts|law clerk;judicial assistant|3411
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent|2619
judge||preside over, review and handle court cases, hearings, appeals and trials||2612
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries|compliance manager;regulatory manager|2619
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another|paralegal clerk;conveyancing clerk|3411
# Accounting
accountant|||auditor;accounting officer|2411
financial auditor||collect and examine financial data for clients, organisations and companies|auditor;bank
  auditor|2411
bookkeeper||record and assemble the day-to-day financial transactions of an organisation or company, consisting
  usually of sales, purchases, payments and receipts|accounts clerk;accounting clerk|3313
auditing clerk||||4312
financial fraud examiner||undertake anti-fraud investigations including financial statement irregularities,
  securities fraud and market abuse detection|fraud analyst;fraud prevention analyst|2411
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk|2411
budget analyst||monitor the spending activities of public and private institutions and companies|budget officer|2411
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor|2412
tax clerk||collect financial information in order to prepare accounting and tax documents|fiscal clerk;tax revenue
  officer|4312
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  director;accounting director|1211
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|quantity surveyor;cost accounting clerk|2411
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|money manager;budgeting manager|1211
# Wellness and Fitness Services
hairdresser assistant||clean the hair of clients, apply hair conditioner and dying treatment in a beauty salon||5141
hairdresser||offer beauty services such as cutting, colouring, bleaching, permanent waving and styling clients'
  hair|hair-care specialist;hairstyling specialist|5141
sport therapist||program and supervise rehabilitation exercises for individuals and groups|exercise
  therapist;exercise consultant|3423
physiotherapist|||chiropractor;eurythmy therapist|2264
barber||cut, trim, taper and style men's hair||5141
personal trainer|||personal coach;personal fitness trainer|3423
beauty salon manager||oversee the daily operations and staff management in a beauty salon|salon manager;beauty spa
  manager|1431
weight loss consultant||assist clients in obtaining and maintaining a healthy lifestyle|health coach;weight loss
  coach|5142
personal stylist||assist their clients in making fashion choices|fashion advisor;image consultant|5142
hair removal technician||provide cosmetic services to their clients by removing unwanted hair on various body
  parts|epilation specialist;depilation specialist|5142
aesthetician||offer skin care treatments|beauty specialist;skin care specialist|5142
tanning consultant||assist clients with their tanning needs|solarium worker;sun parlor worker|5142
fitness instructor||build fitness participation of new and existing members through fitness experiences that meet
  their needs|fitness specialist;aerobics instructor|3423
physiotherapy assistant|||therapy assistant;physiotherapist assistant|3255
sport facility manager||lead and manage a sport facility or venue, including its operations, programming, sales,
  promotion, health and safety, development, and staffing|director;stadium manager|1431
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities|cinema manager;fitness manager|1431
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  physiotherapist|2264
Pilates teacher||plan, teach, and adapt exercises based on the work and principles of Joseph Pilates|pilates
  coach;pilates trainer|3423
specialised outdoor animator||plan, organise, and safely deliver outdoor animator activities|personal
  instructor;skydiving instructor|3423
make-up and hair designer||develop a design concept for make-up and hair of performers and supervise the execution
  of it|wig designer|5142
activity leader||provide recreational services to people and children on vacation|youth leader;workshop leader|3423
outdoor animator||are responsible for planning and organising outdoor activities|ski teacher;riding teacher|3423
outdoor activities coordinator|||activities manager;activities coordinator|3423
advanced physiotherapist||are highly specialised|physiotherapy manager;physiotherapy team leader|2264
betting manager||organise and coordinate the activities of a betting shop|shop manager;bingo manager|1431
# Veterinary Services
veterinary nurse|||animal nursing specialist;veterinary nursing specialist|3240
pet sitter||||5164
aquatic animal health professional||diagnose, prevent and treat diseases, injuries and dysfunctions of aquatic
  animals by implementing appropriate sampling protocols|aquaculture health expert;aquaculture health adviser|2250
general veterinarian||are professionals with a comprehensive scientific education|equine veterinarian;companion
  animal veterinarian|2250
specialised veterinarian||are professionals with a comprehensive scientific education|poultry veterinary
  scientist;laboratory animal veterinarian|2250
animal shelter worker||provide animal care routine services at the animal shelter|animal shelter assistant|5164
alternative animal therapist||investigate sick or injured small and large animals and provide an alternative healing
  treatment|animal massage therapist;natural animal therapist|3240
animal care attendant|||animal cleaner;animal care worker|5164
equine dental technician||provide routine equine dental care, using appropriate equipment in accordance with
  national legislation|horse teeth technician;horse dental technician|3240
animal chiropractor||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  chiropractor|2250
veterinary technician||provide the technical and administrative support to the veterinarian in accordance with
  national legislation|veterinary assistant;veterinary practice technician|3240
animal embryo transfer technician||aid and support the carrying out of embryo transfer under veterinary supervision
  in accordance with national legislation|embryo transfer technician|3240
official veterinarian||are professionals with a comprehensive scientific education|veterinary inspector;public
  health veterinarian|2250
animal groomer||are in charge of grooming a range of animals, using the correct equipment, materials and
  methods|groomer of animals;dog grooming specialist|5164
animal welfare inspector|||animal social worker;animal welfare worker|5164
# Mental Health Care
mental health social worker||assist and provide counselling to people with mental, emotional, or substance abuse
  problems|care coordinator|2635
substance misuse worker||provide assistance and counselling to people with substance abuse problems|substance abuse
  worker;addiction social worker|2635
mental health support worker||assist and provide treatment to people with mental, emotional, or substance abuse
  problems|str worker;re-ablement worker|3412
psychotherapist|||psycoterapy expert;systemic therapist|2634
clinical social worker||provide therapy, counselling, and intervention services to clients||2635
advanced nurse practitioner|||team manager;service manager|2221
social care worker||provide support and help people with care services|care worker;social care assistant|3412
adult community care worker||perform assessment and care management of communities of adults who live with physical
  impairments or convalescing states|community carer worker;independent living advisor|3412
homelessness worker||provide on-the-spot assistance, counselling and advice to people who have housing problems or
  live on the streets|homelessness care worker;homelessness case worker|2635
clinical psychologist|||hospital psychologist;expert clinical psychologist|2634
residential care home worker||follow a specific plan to provide day-to-day care to clients|care home worker;care
  home manager|3412
youth offending team worker|||youth justice worker;youth resettlement worker|2635
hospital social worker|||social worker;medical social worker|2635
psychologist||study the behaviour and mental processes in humans|occupational psychologist;expert counselling
  psychologist|2634
community care case worker||perform assessment and care management|domiciliary care manager;domiciliary care
  supervisor|2635
palliative care social worker||provide assistance and counselling to patients with a chronic or a terminal disease
  and their families with the practical arrangements|hospice worker;hospice care assistant|2635
crisis helpline operator||provide advice and support to distraught callers via the telephone|crisis helpline
  worker;crisis hotline operator|3412
crisis situation social worker|||disaster social worker;crisis situation worker|2635
housing support worker|||housing advisor;housing officer|3412
victim support officer|||relief worker;support coordinator|2635
disability support worker||provide personal assistance and support to individuals of all ages with disability
  conditions, either intellectual or physical disabilities|disability care worker;disability care assistant|3412
legal guardian||legally assist and support minor children, mentally disabled persons or incapacitated older adults
  in their personal life||3412
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth|youth advisor;welfare advisor|2635
rehabilitation support worker||provide counselling to individuals dealing with birth defects or with major
  consequences caused by diseases, accidents, and burnouts|reablement officer;rehabilitation worker|2635
child care social worker||provide social services to children and their families in order to improve their social
  and psychological functioning|childcare social worker|2635
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator|2635
marriage counsellor||support and guide couples and families that are going through crises such as depression,
  substance abuse and relationship problems|family therapist;family counsellor|2635
life coach|life coaches|help clients set clear objectives for their personal development and help them achieve their
  goals and personal vision|personal development counsellor|3412
residential childcare worker||counsel and support children who have physical or mental disabilities|childcare
  worker;residential care worker|3412
employment support worker||provide assistance to people with difficulties to find a job and long-term unemployed
  people|employment rights worker;employment social worker|2635
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker|2635
sexual violence counsellor|||victim care worker;victim support worker|2635
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life|social therapist;youth counsellor|2635
# Events Services
event manager|||live event manager;live event producer|3332
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|sommelier;wine
  advisor|5131
venue director||plan and manage conference, banqueting and venue operations in a hospitality establishment to
  reflect clients' needs|event manager;party manager|3332
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician|3521
event assistant|||events assistant;event coordinator|3332
# Security and Investigations
security guard||observe, detect irregularities and protect people, buildings and assets|stadium guard;cemetery
  guard|5414
security guard supervisor||monitor and oversee the activities of guards who protect properties from vandalism acts
  and theft|guard manager;guard supervisor|5414
bodyguard||offer protection to their clients against injury, attacks and harassment|protection officer;personal
  safety worker|5414
police officer||use investigation methods to prevent crime, to pursue and apprehend criminals, and protect the
  public from violent and criminal activities|patrol officer;state police officer|5412
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|inspector;private investigator|3411
armoured car guard||ensure the safe transportation of valuable items such as money between locations like stores and
  banks|armoured van guard;armoured truck guard|5414
security consultant|||security expert;security advisor|5414
gate guard||control the access and exit to buildings, warehouses or other type of property to prevent unauthorized
  presence and unwanted incidents|gate attendant;security gate attendant|5414
coastguard watch officer||patrol and survey coast and sea regions to prevent accidents, as well as perform search
  and rescue missions in the event of an emergency|coastguard officer;coastguard rescue officer|5419
emergency response worker||work in missions to aid in emergency and disaster situations, such as natural disasters
  or oil spills|aid worker;clean up worker|5419
airport security officer||interact with passengers to ensure smooth transition between areas of the airport,
  compliant with safety regulations|airport security agent;airport security guard|5414
ICT security administrator||plan and carry out security measures to protect information and data from unauthorised
  access, deliberate attack, theft and corruption|IT security administrator;system security administrator|2529
# Translation and Localization
localiser||translate and adapt texts to the language and culture of a specific target audience|localisation
  tester;localiser QA tester|2643
interpreter||understand and convert spoken communication from one language to another||2643
subtitler||can work intralingually, within the same language, or interlingually, across languages|caption
  editor;closed caption editor|2643
translator||transcribe written documents from one or more languages to another ensuring that the message and nuances
  therein remain in the translated material|language leader;language specialist|2643
# Research Services
economist||perform research and develop theories in the field of economics, whether for microeconomic or
  macroeconomic analysis|macro analyst;interest analyst|2631
bioinformatics scientist||analyse biological processes using computer programmes|IT expert;IT researcher|2131
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|laboratory assistant;laboratory technologist|3141
political scientist||study political behaviour, activity and systems, including the elements that fall therein|war
  researcher;peace researcher|2633
water quality analyst||safeguard the quality of water through scientific analysis, ensuring quality and safety
  standards are met|water quality inspector;water quality specialist|2133
survey enumerator||perform interviews and fill in forms in order to collect the data provided by interviewees|census
  clerk;census worker|4227
tax policy analyst||research and develop taxation policies and legislation in order to improve and develop tax
  policies|tax analyst;fiscal analyst|2631
mineralogist||study the composition, structure and other physical aspects of the earth|mineralogy expert;mineralogy
  consultant|2114
market research interviewer||strive to collect information on the perceptions, opinions, and preferences of
  customers in relation to commercial products or services|market research analyst;public opinion researcher|4227
climatologist||study the average change in weather and climate from a long-term perspective|climate analyst;climate
  scientist|2112
clothing development manager||define product concepts that are consistent with target consumer and overall marketing
  strategy|clothing manager;sample room manager|1223
geology technician||assist in all the activities carried out by geologists|geologist;mining technician|3111
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability|planning officer;development officer|2631
statistician||collect, tabulate, and, most importantly, analyse quantitative information coming from a varied array
  of fields|statistics analyst;statistics scientist|2120
soil scientist||research and study the scientific discipline concerning soil|soil analyst;acidity tester|2133
biologist||study living organisms and life in its broader extent in combination with its environment|biology
  research scientist;biology science researcher|2131
hydrologist||research and study the quality, current challenges, and distribution of water in the Earth|hydrology
  analyst;hydrology scientist|2114
research and development manager|||researcher;market research manager|1223
insurance product manager||set and direct the development of new insurance products, following the product lifecycle
  policy and the general insurance strategy|assurance sales manager;ensurance sales manager|1223
archaeologist||research and study past civilisations and settlements through collecting and inspecting material
  remains|archaeology analyst;excavation director|2632
product development manager||coordinate the development of new products from beginning to end|product
  designer;innovation department manager|1223
sensory scientist||carry out sensory analysis in order to compose or improve flavours and fragrances for the food,
  beverage and cosmetics industry|bakery scientist;chocolate scientist|2113
biotechnical technician||perform technological work in assistance of scientists|biotechnological
  technician;biotechnical laboratory worker|3141
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes|physics assistant;physicist assistant|3111
ICT research manager|||IT research manager;IT innovation manager|1223
product manager|||product developer;product design engineer|1223
# Environmental Services
solid waste operator||operate and maintain solid waste treatment and distribution equipment, and test samples to
  monitor pollution|landfill technician;landfill site worker|3132
environmental scientist||identify problems and find solutions in order to minimize environmental hazards by
  performing analysis on samples such as air, water or soil|geologist;soil scientist|2133
ICT environmental manager|||IT environmental manager|2143
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste||2143
hazardous materials inspector|||compliance manager;waste disposal adviser|3257
recycling worker||clean materials and remove waste, and ensure the waste and collected materials are sorted in the
  appropriate recycling containers|reclamation worker;recycling operative|9612
hazardous waste inspector||||3257
environmental programme coordinator||develop programmes for the improvement of environmental sustainability and
  efficiency within an organisation or institution|environmental auditor;environmental manager|2133
refuse collector||remove waste from homes and other facilities and put it in the bin lorry so it can be transported
  to a treatment and disposal facility|waste collector;kerbside collector|9611
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations||3257
incinerator operator||tend incineration machines which burn refuse and waste|refuse worker;refuse operative|3132
environmental mining engineer||oversee the environmental performance of mining operations|specialised engineer;mine
  environmental manager|2143
recycling specialist|||waste consultant;recycling manager|2143
sorter labourer||sort recyclable materials and waste from a recycling stream, and ensure no unsuitable materials
  wind up among the recyclable materials|grader;yard labourer|9612
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester|3132
environmental expert||search for technological solutions to tackle environmental problems|geologist;soil
  scientist|2143
street sweeper||operate sweeping equipment and machinery to remove waste, leaves or debris from streets|leaf vacuum
  operator;leaf-sucker operator|9613
# Farming
agronomist||provide consulting services to companies, agricultural cooperatives, agronomical crop growers and
  horticultural crop growers on the cultivation of food crops|crop adviser;crop analyst|2132
fruit and vegetable picker||select and harvest fruits, vegetables and nuts according to the method appropriate for
  the type of fruit, vegetable or nut||9211
horticulture worker||carry out practical activities and assist in nurseries or greenhouses for the production of
  horticultural crops|crop worker;horticultural worker|6113
vineyard machinery operator|||farm machinery operator|6112
vineyard worker|||winery worker;vineyard labourer|9211
tree surgeon||maintain trees||6113
agricultural scientist|||agriculture researcher;agricultural quality scientist|2132
livestock advisor||provide complex specialist advice to farmers and livestock breeders to ensure that their business
  and production is optimised|agriculture advisor;agricultural advisor|2132
vineyard manager||orchestrate the conduct of the vineyard and the winery, in some cases also the administration and
  marketing|winery manager|6112
fruit production team leader||are responsible for leading and working with a team|fruit picking manager;fruit
  harvesting leader|6112
horticulture production team leader||are responsible for leading and working with a team|horticultural team
  manager|6113
agricultural technician||collect and conduct experiments and tests on agriculture and aquaculture
  specimens|aquaculture technician;viticulture technician|3142
aquaculture husbandry worker||are active in the production of aquatic organisms in land-based on-growing
  processes|aquaculture on-growing worker|6221
livestock worker||maintain the health and welfare of animals|stable worker;husbandry worker|9212
farm manager||plan and organise the daily operations, resourcing and business management of animal producing
  farms|agricultural manager;farming operations manager|6130
aquaculture production manager|||fishery production manager|1312
# Food and Beverage Manufacturing
dairy processing operator|||dairy operator|8160
blender operator||produce non-alcoholic flavoured waters by managing the administration of a large selection of
  ingredients to water|tank tender;soft drinks producer|8160
fruit and vegetable canner||tend machines to prepare industrial products based on fruits and vegetables for storage
  or shipping||8160
prepared meat operator||process meat either by hand or using meat machines such as meat grinding, crushing or mixing
  machines|meat manufacturer;meat process worker|8160
dairy products maker||artisanally process raw milk to make dairy products such as butter, cheese, cream and
  milk|cream maker;butter maker|7513
curing room worker||assist in the blending, aging, and fermenting of tobacco strips and stems for the production of
  cigars, chewing tobacco and snuff|tobacco roaster;curing room assistant|7516
fruit and vegetable preserver||tend machines to prepare and preserve fruit and vegetable products||7514
baking operator||tend automatic reels or conveyor-type ovens to bake bread, pastries and other bakery
  products|bakery worker|8160
meat cutter||cut carcasses of animals into large and smaller parts for further processing||7511
starch extraction operator||use equipment to extract starch from raw material such as corn, potatoes, rice, tapioca,
  wheat, etc|refinery starch operator|8160
leaf sorter||analyse colour and condition of tobacco leaves in order to determine whether they should be used as
  cigar wrappers or binders|leaf inspector;leaf quality tester|7516
leaf tier||tie tobacco leaves manually into bundles for processing|cigar bunch maker;leaf bundling attendant|7516
slaughterer||slaughter animals and process carcasses for further processing and distribution|animal
  slaughterer;animal slaughterhouse worker|7511
miller||tend mills to grind cereal crops to obtain flour||8160
baker||make a wide range of breads, pastries, and other baked goods|bakery specialist|7512
blending plant operator||control equipment to weigh and mix vegetable oils used in products such as salad oil and
  margarines|blending operator;blending plant worker|8160
meat preparations operator||prepare fresh meat with ingredients such as spices, herbs or additives in order to make
  ready-for-sale meat preparations|meat worker;abbatoir worker|7511
food production operator||supply and perform one or more tasks in different stages of the food production
  process|food worker;food production worker|8160
flour purifier operator||tend machines to blend and sift flour|flour purification operator;flour purification
  operative|8160
cocoa mill operator||tend machines to pulverise cacao beans into powder of specified fineness|cocoa mill
  worker;cocoa milling operator|8160
oil mill operator||tend mills to extract oil from oilseed following an artisanal techniques|oil mill operative;oil
  milling operative|7514
pasta maker||prepare fresh pasta, fillings, and other types of pasta following specific recipes and processes|pasta
  producer;pasta goods maker|7512
sugar refinery operator||tend and control refinery equipment to produce sugars and related products from raw sugar
  or other raw materials like corn starch|sugar worker;sugar plant operative|8160
malt kiln operator||tend kiln machines and equipment while supervising that the grain roasting operation maintains
  in specified roasting parameters|malt worker;malt kiln worker|8160
food technician|||food technology expert;food technology specialist|3119
halal slaughterer||slaughter animals and process carcasses of halal meat from cows and chickens for further
  processing and distribution|halal method slaughterer|7511
kosher slaughterer||slaughter animals and process carcasses of kosher meat for further processing and
  distribution|kosher method slaughterer|7511
fish preparation operator||realize the preparation of fish and shellfish according to hygiene, food safety and trade
  regulations|fish seller;seafood seller|7511
malt master||evaluate and grade different malts on a sensory basis for brewing purposes|malt expert;malting
  expert|7515
brew house operator||monitor the processes of mashing, lautering and boiling of raw materials|brewery worker;brewery
  operator|8160
milk reception operator||use devices that ensure the correct qualitative and quantitative reception of the raw
  milk|milk worker;milking operator|7513
cider master||envision the manufacturing process of cider|cider maker;master cider maker|2145
fruit-press operator||tend power presses to extract juice from fruits||8160
animal feed operator||tend various animal feed processing machines in industrial plants such as mixing machines,
  filling machines, and loading machines|feed worker;animal feed worker|8160
liquor grinding mill operator||run mills that grind cracked cocoa beans or nibs of cocoa bean paste as to obtain
  liquid chocolate of specified consistency||8160
butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products|animal butcher;butchery
  expert|7511
bulk filler|||bulk worker;bulk operator|8160
kettle tender||operate machines that mix chewing gum base with sugar or sweetener||8160
yeast distiller||extract alcohol from yeast to use it in the manufacture of distilled liquors|yeast handler;yeast
  distilling operative|8160
fish production operator||regulate and supervise fish product manufacturing facilities|fish production worker;fish
  products operator|8160
wine fermenter||tend tanks to ferment crushed fruit or must into wines|fermentation process operator|8160
starch converting operator||control converters to change starch into glucose or corn syrup|starch worker;starch
  operator|8160
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology|food technology expert;food technology specialist|2145
oilseed presser||operate hydraulic presses that extracts oil from oilseed||7514
sauce production operator||process, produce and manufacture sauces made from fruits, vegetables, oils and
  vinegars|sauce maker;sauce production worker|8160
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
  techniques|surveyor;geologist|3111
textile process controller|||textile process inspector;textile process supervisor|3119
chemical manufacturing quality technician|||chemicals quality inspector;manufacturing quality technician|3116
# Airlines and Aviation
helicopter pilot||fly helicopters in order to transport passengers and cargo from one place to another|helicopter
  operator;commercial helicopter pilot|3153
airline transport pilot|||airline pilot;airline transportation pilot|3153
flight operations officer||compile flight information to expedite movement of aircraft between and through
  airports|air operations officer;air operations supervisor|3154
air traffic controller||assist pilots by providing information concerning the height, speed and course|air
  controller;flight controller|3154
co-pilot|||multi-crew pilot;aircraft first officer|3153
second officer||are responsible for monitoring and controlling various aircraft systems including fixed-wing and
  rotary wing|flight engineer;inflight engineer|3153
air traffic safety technician||provide technical support regarding the safety of air traffic control and navigation
  systems||3155
cabin crew manager|||cabin service manager;cabin service director|5111
flight attendant||perform a variety of personal services conducive to the safety and comfort of airline passengers
  during flight|cabin attendant;aircraft attendant|5111
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers|air navigation manager;air traffic supervisor|1324
aviation inspector|||flight inspector;inspection officer|3154
aircraft pilot||control and navigate aircraft|aeroplane pilot;cargoplane pilot|3153
flight instructor|||pilot trainer;flying trainer|3153
commercial pilot||navigate flight of fixed-wing and multi-engine aircrafts for the transport of passengers and
  cargo|airline pilot|3153
aerospace engineer||develop, test and oversee the manufacture of flight vehicles such as aircrafts, missiles, and
  spacecrafts|missile designer;avionics engineer|2144
airport operations officer||perform supervisory and administrative work monitoring operational activities on an
  assigned shift at a large airport|airport director;operations officer|3154
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation|tourist assistant;tourist receptionist|4221
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation|rail control operator;train operations manager|1324
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements|CFD engineer;wind tunnel engineer|2144
resource manager||manage resources for all potential and assigned projects|resources manager;resource
  specialist|1324
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director|1324
astronaut||are crew members commanding spacecrafts for operations beyond low Earth orbit or higher than the regular
  altitude reached by commercial flights|shuttle pilot;flight engineer|3153
# Aviation and Aerospace Component Manufacturing
aviation safety officer||plan and develop safety procedures for aviation companies|flight safety officer;airport
  safety officer|3119
avionics technician|||line technician;avionics mechanic|7421
aircraft assembler|||aircraft fitter;plane assembler|8211
aerospace engineer||develop, test and oversee the manufacture of flight vehicles such as aircrafts, missiles, and
  spacecrafts|missile designer;avionics engineer|2144
avionics inspector||inspect instruments, electrical, mechanical and electronic systems of aircrafts to ensure their
  compliance with the performance and safety standards|aviation test inspector;avionics test inspector|3114
aerospace engineering technician||work with aerospace engineers to operate, maintain and test equipment used on
  aircraft and spacecraft|aircraft technologist;aeroplane technologist|3115
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements|CFD engineer;wind tunnel engineer|2144
flight test engineer|||CFD engineer;aircraft test engineer|2152
industrial maintenance supervisor||organise and supervise the activities and maintenance operations of machines,
  systems and equipment|machine setter supervisor;maintenance work supervisor|3115
precision mechanic||manufacture precision metal components for machines and assemble them into functional
  units|precision process engineer;mechanical precision engineer|7222
precision engineer||design processes, machines, fixtures and other equipment that have exceptionally low engineering
  tolerances, are repeatable and stable over time|precision engineering expert;precision engineering adviser|2144
motorcycle assembler||fasten motorcycle parts and components together such as frames, wheels, engines etc|bike
  builder;cycle builder|8211
waste management officer||advise and enforce regulations on facilities managing waste disposal, collection and
  recycling|recycling officer;waste disposal officer|1321
engine designer||carry out engineering duties in designing mechanical equipment such as machines and all types of
  engines|engines designer;engine test engineer|2144
marine surveyor||inspect vessels intended for operations in maritime or open sea waters|cargo surveyor;maritime ship
  inspector|3115
wood products assembler||put together products from premade pieces of wood|door assembler;stair assembler|8219
# Pharmaceutical Manufacturing
pharmaceutical quality specialist||perform inspections and precision measurements in order to test and ensure the
  quality of pharmaceutical products|pharmaceutical quality manager;pharmaceutical quality inspector|2262
biology technician||provide technical assistance in researching and analysing the relationship between living
  organisms and their environment|animal technician;wildlife technician|3141
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|plant scientist;plant researcher|3141
pharmacy technician|||pharmacy technologist;pharmaceutical technician|3213
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs||2131
pharmaceutical engineer|||biotechnology engineer;pharmaceuticals engineer|2145
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist|2262
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist|2262
capsule filling machine operator||control the filling of gelatine capsules with the specific medicinal
  preparations|capsule filler;capsule machine operator|8131
toxicologist|||toxicology analyst;toxicology scientist|2131
biomedical scientist advanced|||advanced medical scientist;advanced biomedical researcher|2131
# Medical Equipment Manufacturing
medical device assembler||manufacture instruments, machines and appliances that can be used to prevent, diagnose or
  treat medical conditions|medical device maker;medical appliance maker|8219
medical device engineering technician|||pacemaker technician;MRI machine technician|3114
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|clinical engineer;audiology engineer|2152
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer|2152
instrumentation engineering technician|||instrumentation technician;instrumentation technologist|3114
dental technician|||dental technologist;orthodontic technician|3214
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|wind energy technician;ship electrical technician|3113
equipment engineer||design and maintain the machinery and equipment in manufacturing facilities|equipment
  engineering expert;equipment engineering adviser|2144
test engineer||||2149
biomedical engineer|||BME expert;BME adviser|2149
prosthetic-orthotics technician||design, create, fit and repair supportive devices, such as braces, joints, arch
  supports, and other surgical and medical appliances|prosthetics maker;orthotic technician|3214
photonics engineer||are concerned with the generation, transmission, transformation, and detection of light|laser
  engineer;electro-optical engineer|2149
prosthetist-orthotist|||prosthetic technician;prosthetic technologist|3214
health and safety engineer||design objects and programs by combining engineering principles and health and safety
  requirements|health engineer;safety engineer|2149
aviation ground systems engineer||||2149
# Automotive
motor vehicle body assembler||fasten motor vehicle body parts and components together such as frames, doors, chassis
  and hoods|bus body assembler;car body assembler|8211
motor vehicle engine inspector||inspect diesel, gas, petrol and electric engines used for cars, buses, trucks
  etc||3115
motor vehicle parts assembler||fasten motor vehicle parts and components together|car parts assembler;auto parts
  assembler|8211
automotive electrician|||car electrician;van electrician|7412
motor vehicle assembler||install and put prefabricated motor vehicle parts and components together|car builder;car
  assembler|8211
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|bus engineering technician;car engineering technician|3115
automotive engineer|||bus designer;coach designer|2144
motor vehicle engine assembler||build and install prefabricated parts to form motor vehicle engines such as diesel,
  gas, petrol and electric engines|bus engine builder;car engine builder|8211
vehicle technician||inspect, test and maintain vehicles, motorcycles, engine tune-ups and tyre replacements|bus
  mechanic;car mechanic|7231
electrical engineer||design and develop electrical systems, electrical equipment, components, motors, and equipment
  with the feature of energy transmission|electricity engineer;electrical design engineer|2151
automotive brake technician||inspect, maintain, diagnose and repair braking, steering and suspension systems as well
  as wheels and tyres|brake technician;car brake technician|7231
roadside vehicle technician||perform onsite repairs, tests and maintenance to roadside vehicles|mobile auto
  mechanic;LGV roadside technician|7231
mine electrical engineer|||electrical engineer;electrical technologist|2151
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer|7412
motor vehicle engine tester||test the performance of diesel, petrol, gas and electric engines in specialised
  facilities such as laboratories|engine tester;bus engine tester|3115
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|machine repairer;power tool mechanic|7412
rolling stock electrician|||wagon builder;railcar builder|7412
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer|2144
lift engineer||set lifts into a prepared framed hoistway|lift builder;lift inspector|7412
rolling stock engineering technician||||3115
coachbuilder||execute work on vehicle bodies and coaches with skills to form body parts from panels, manufacture and
  assemble the frames and parts for vehicles|vehicle builder;bus-body builder|7231
electrical mechanic||install, repair and maintain mechanical and electrical components of machinery, tools and
  equipment|electrician;diagnostic electrician|7412
vessel engine inspector|||boat engine builder;LNG engine inspector|3115
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler|8212
mechatronics engineer|||robotics engineer;cybernetics engineer|2144
transport equipment painter|||car painter;van painter|7132
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler|2144
mine mechanical engineer|||mine operations manager|2144
marine electrician|||naval electrician;vessel electrician|7412
mechatronics assembler||assemble and maintain complex mechatronic equipment and machines, such as robots, elevators,
  and advanced home appliances|robotic fitter;robotic assembler|8211
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology|mechanicals engineer;engineering technician|2151
vehicle maintenance supervisor||assume responsibility for the day-to-day operation of a service station|LGV
  maintenance manager;PCV maintenance manager|7231
refurbishing technician||overhaul and refurbish inner parts of vehicles, such as engine parts and diesel pumps|car
  body repairer;engine technician|7231
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations|depot repair inspector;wagon engine inspector|3115
marine engineering technician|||marine technologist;vessel technologist|3115
electromagnetic engineer|||EMC engineer;electro-magnetic engineer|2151
ground lighting officer||carry out the inspection and maintenance of airports' lighting systems|airport lighting
  officer;ground lighting engineer|7412
mining electrician||install, maintain and repair specialised electrical mining equipment using their knowledge of
  electrical principles|auto electrician;plant electrician|7412
welding inspector||examine the connections and bonds between metals|welding supervisor;butt welding engineer|3115
tooling engineer||design new tools for manufacturing equipment|tools engineer;press tooling engineer|2144
diesel engine mechanic||repair and maintain all types of diesel engines|diesel mechanic;mechanical body fitter|7231
metallurgical manager|||metallurgy manager;plant metallurgist|1321
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager|1321
# Oil and Gas
drilling engineer||develop and supervise the drilling of gas and oil wells|wells engineer;drilling expert|2146
pipeline pump operator|||pump tender;pipeline tender|8113
petroleum pump system operator||tend pumps that keep the circulation of oil and derived products running
  smoothly||3134
gas production engineer||develop methods to optimise the extraction and production of gas for energy and
  utilities|petroleum production engineer|2145
petroleum engineer||evaluate gas and oil fields|gas engineer;reservoir engineer|2146
gas processing plant operator||operate and maintain distribution equipment in a gas distribution plant|gas
  distribution operator|3134
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas|metallurgist;mining technician|3117
liquid fuel engineer||evaluate liquid fuel extraction sites|fuel chemist;fuel engineer|2146
gas distribution engineer|||LPG distribution engineer;gas transmission engineer|2145
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|drilling supervisor|8113
refinery shift manager||supervise staff, manage plant and equipment, optimise production and ensure safety at the
  oil refinery on a day-to-day basis|shift manager;refinery manager|3134
mud logger||analyse the drilling fluids after they have been drilled up|logging geologist;surface logging
  specialist|2114
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician|8113
quarry engineer||analyse which extraction methods such as excavating, drilling and blasting are most suited to
  extract raw materials from the ground|mine engineer;quarry manager|2146
tool pusher||assume responsibility over daily drilling operations|rig manager|8113
quarry manager||plan, oversee and coordinate quarry operations|quarry engineer;quarrying engineer|1322
mine development engineer|||facility manager;development engineer|2146
# Utilities
fossil-fuel power plant operator|||generator worker;turbine operator|3131
electric power generation engineer|||power plant engineer;power supply engineer|2151
geothermal power plant operator||operate and maintain equipment, often steam-driven turbines, which produce
  electrical energy|geothermal plant worker;geo-thermal plant worker|3131
electricity distribution worker||construct and maintain electric power transmission and distribution
  systems|powerline worker;electricity transmission worker|7413
electrical transmission system operator||transport energy in the form of electrical power||3131
water treatment systems operator|||water safety tester;water quality tester|3132
water engineering technician||||3112
power production plant operator||maintain and operate the equipment in power stations and other energy production
  plants|wind plant operator;power plant operator|3131
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power|solar
  farm worker;solar array worker|3131
hydroelectric plant operator||operate and maintain the equipment used in the production of energy from the movement
  of water|hydropower plant worker;hydro-power plant worker|3131
sewerage systems manager||coordinate and plan pipe and sewer systems, and supervise sewerage construction and
  maintenance operations|sewerage manager;wastewater manager|1321
energy analyst||evaluate the consumption of energy in buidings owned by consumers and businesses|energy
  advisor;energy efficiency analyst|3112
sewer construction worker||install sewer pipes to transport wastewater out of structures and to a body of water or
  treatment facility|sewage pipe layer;sewage system worker|7126
hydropower engineer||research, design and plan the building of facilities that generate electricity from the
  movement of water||2142
electrical power distributor||operate and maintain equipment which deliver the energy from the transmission system
  to the consumer|power line worker;distribution control operator|3131
heating engineer|||HVAC inspector;heating technician|7126
bathroom fitter||install bathroom elements|bathroom installer;bathroom furniture fitter|7126
power distribution engineer||design and operate facilities which distribute power from the distribution facility to
  the consumers|power distributions engineer|2151
wastewater treatment technician|||sewage plant technician;wastewater safety tester|3132
water plant technician||maintain and repair water treatment and supply equipment in a water plant|water plant
  worker;water plant operator|3132
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester|3132
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity|nuclear reactor worker;nuclear reactor operative|3131
steam turbine operator||operate and maintain machinery which generates power|turbine hall worker;steam boiler
  operator|3131
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy|sub-station engineer;substations engineer|2151
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas
  producer;gas inspector|7126
energy conservation officer||promote the conservation of energy in both residential homes as in businesses|energy
  management officer;energy information officer|3112
street lighting electrician||construct and maintain electric power transmission and distribution in street
  lights|highway lights operative;street lighting operative|7413
cable jointer||construct and maintain power supply and control cables in underground pipes and grooves|cable
  installer;electrical cable installer|7413
overhead line worker||construct and maintain power supply and control cables in overhead power lines|overhead line
  engineer;overhead line technician|7413
plumber||maintain and install water, gas and sewage systems|gas fitter;pipe worker|7126
construction safety inspector||monitor construction sites and their conformity to health and safety
  regulations|safety advisor;safety inspector|3112
irrigation system installer||build the necessary infrastructure for irrigation of soil, usually for agricultural
  purposes|irrigation installer;irrigation specialist|7126
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and
  sewerage|leakage operative;water network worker|7126
irrigation technician||specialise in the installation, maintenance and repair of sprinklers, pipes and other
  irrigation systems|irrigation worker;irrigation operative|7126
domestic energy assessor||advise individuals on energy supply for their homes|domestic energy seller;residential
  energy seller|3112
clothing operations manager||schedule orders and delivery times in order to assure the efficient flow of the
  production system|clothing production manager;clothing operations director|1321
# Mining
surface mine plant operator|||tipper driver;aggregate driver|8342
underground heavy equipment operator|||mine machine operator;underground miner operator|8111
mine geologist||locate, identify, quantify and classify mineral resources and their geological characteristics and
  structure|geologist;mining geologist|2114
drilling engineer||develop and supervise the drilling of gas and oil wells|wells engineer;drilling expert|2146
metallurgist||specialise in the extraction and processing of metals such as iron, steel, zinc, copper and
  aluminium|chemical tester;forging engineer|2146
mine supervisor||coordinate and supervise the activities related to mining and quarrying in underground and surface
  mines and quarries|mine technician;mining supervisor|3121
exploration geologist||examine and prospect for mineral deposits|minerals engineer;economic geologist|2114
mine production manager|||mine supervisor;mining engineer|1322
process metallurgist||study the characteristics of ores including copper, nickel and iron ores and the performance
  of various metals and alloys|processing metallurgist;process metallurgy expert|2146
geologist||research the materials that form the earth|coal geologist;site geologist|2114
surface miner|||surface mining operative|8111
mine surveying technician||conduct boundary and topographic surveys and surveys of the progress of mining
  operations|mine technician;mine investigator|3117
driller||set up and operate drilling rigs and related equipment designed to drill holes for mineral exploration, in
  shotfiring operations, and for construction purposes|drillers assistant|8111
geotechnician||collect and process rock and soil samples for geomechanical testing|geologist;logging engineer|3117
chemical metallurgist||are involved in the extraction of useable metals from ores and recycleable material|steel
  industry expert;chemicals metallurgist|2146
mine manager||control, direct, plan and coordinate mining production activities|site manager;mine engineer|1322
mine safety officer||oversee health and safety systems at mining operations|mine inspector;safety manager|3117
assayer||test and analyse precious metals such as silver and gold to determine the value and properties of
  components using chemical and physical techniques|metal tester;chemical analyst|2146
mine planning engineer|||mine project engineer;mine planning supervisor|2146
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas|metallurgist;mining technician|3117
road construction worker||perform road construction on earthworks, substructure works and the pavement section of
  the road|worker;surfacing worker|8342
geochemist||study the characteristics and chemical elements in minerals, rocks and soils, and how they interact with
  hydrological systems|metals analyst;petroleum technician|2114
mineral processing engineer||develop and manage equipment and techniques to successfully process and refine valuable
  minerals from ore or raw mineral|surface manager;materials expert|2146
mining assistant||||9311
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|drilling supervisor|8113
underground miner|||coal cutter;underground mining operative|8111
hydrogeologist|||pore pressure engineer;hydrogeological consultant|2114
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician|8113
asphalt plant operator||extract raw materials such as sand and stones and operate mobile equipment for their
  transport to the plant|asphalt plant worker;mobile plant operator|8114
mineral processing operator||operate a variety of plants and equipment to convert raw materials into marketable
  products|technician;brine maker|8112
forestry equipment operator|||chainsaw operator;planting machinery|8341
# Chemical Manufacturing
chemistry technician||monitor chemical processes and conduct tests to analyse chemical substances for manufacturing
  or scientific purposes|chemistry assistant;chemical test technician|3111
chemist|||nuclear chemist;organic chemist|2113
synthetic materials engineer||develop new synthetic materials processes or improve existing ones|plastics
  engineer;polymers engineer|2145
chemical production manager||are responsible for the technical coordination and control of the chemical production
  processes|chemical process manager;chemical process engineer|1321
cosmetic chemist|||research chemist;cosmetics research chemist|2113
gas station operator||process gases for compression, transmission or recovery by using gas, steam or electric engine
  compressors|gas-compressor operator;gas-compressor operative|3133
chemical engineer|||chemicals engineer;glass chemical engineer|2145
chemical engineering technician||transform raw materials in order to develop and test chemical products|chemical
  engineering worker;chemical research technician|3116
pesticide mixer|||fungicide mixer;herbicide mixer|8131
asphalt laboratory technician||perform asphalt and related raw materials inspections and laboratory testing,
  ensuring a high quality of the products|site technician;asphalt technician|3116
photographic developer||use chemicals, instruments, and darkroom photographic techniques in specialised rooms in
  order to develop photographic films into visible images|photography developer;photography lab technician|8132
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist|3111
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology|food technology expert;food technology specialist|2145
nuclear technician||function as aids to physicists and engineers in nuclear laboratories and power plants|nuclear
  plant technician;nuclear safety technician|3111
soap drier operator||control and maintain viscous soap machine to produce soap flakes|flaker operator;soap drier
  tender|8131
soap tower operator||control, monitor and maintain tower operations, using the control panel, in order to produce
  soap powders|tower operator;soap plant worker|8131
industrial quality manager||monitor and control information assets by detailing processes and procedures to ensure
  compliance with industrial standards|industrial quality supervisor|1321
chromatographer|||LC-MS specialist;chromatography technician|3111
fermenter operator|||fermenter worker;fermentation worker|8131
nitrator operator||monitor and control equipment that processes chemical substances to produce
  explosives|binitrotoluene operator;biazzi nitrator operator|8131
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations|area production manager;production line manager|1321
pill maker operator||tend the pilling machine that create pills in various sizes and shapes|pill maker;pillmaker
  operator|8131
chemical processing plant controller||control the chemical production process|chemical operator;chemical plant
  operator|3133
chemical mixer|||mixer;chemical batch mixer|8131
paper engineer||ensure an optimal production process in the manufacture of paper and related products|process
  engineer;materials engineer|2145
plodder operator|||plodder worker;plodder operative|8131
lime kiln operator||control equipment that burns limestone to produce lime or carbon dioxide|lime kiln worker;draw
  kiln operator|8131
hazardous waste technician|||toxic waste technician;landfill site technician|3116
mine control room operator||perform a range of tasks from the control room of a mine|mine operator;panel
  controller|8131
gas processing plant supervisor|||gas compressor controller;gas processing controller|3133
# Semiconductor Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|THT operator;PCB
  assembler|8212
printed circuit board designer||diagram and design the construction of circuit boards|PCB designer;circuit board
  designer|3118
electronics engineer|||electronics engineering expert;electronics engineering adviser|2152
microelectronics engineering technician|||microelectronics technician;microelectronics technologist|3114
semiconductor processor|||microchip assembler;micro chip assembler|8212
surface-mount technology machine operator|||SMT operator;SMT machine operator|8212
microelectronics engineer||design, develop, and supervise the production of small electronic devices and components
  such as micro-processors and integrated circuits|microprocessor engineer;micro-electronic engineer|2152
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|wave operator;wave-soldering machine operator|8212
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|IC designer;analog design engineer|2152
electronics drafter||support electronic engineers in the design and conceptualisation of electronic
  equipment|electronics design drafter;electronics drafting expert|3118
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electronic
  assembler;electronics assembler|8212
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer|2152
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels|marine
  inspector;marine line inspector|7421
rolling stock engineering drafter||convert the rolling stock engineers' designs into technical drawings usually
  using software|rolling stock drafter|3118
railway electronic technician|||locomotive electrician;overhead power engineer|7421
# Computers and Electronics Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|THT operator;PCB
  assembler|8212
computer hardware engineer||design and develop computer hardware systems and components, such as circuit boards,
  modems, and printers|computer engineer;hardware engineer|2152
computer hardware test technician|||hardware tester;computer hardware tester|3114
electronics engineer|||electronics engineering expert;electronics engineering adviser|2152
printed circuit board designer||diagram and design the construction of circuit boards|PCB designer;circuit board
  designer|3118
consumer electronics repair technician|||repairer;technician|7421
mobile phone repair technician|||LCD technician;cell phone technician|7422
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|clinical engineer;audiology engineer|2152
medical device engineering technician|||pacemaker technician;MRI machine technician|3114
computer hardware repair technician||install, examine, test and repair computer hardware and peripheral
  components|computer expert;computer repairer|7422
electromechanical equipment assembler||read and interpret blueprints, drawings and instructions to assemble or
  modify electromechanical equipment or devices|electromechanical assembler;electro-mechanical equipment
  assembler|8212
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|wave operator;wave-soldering machine operator|8212
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer|2152
surface-mount technology machine operator|||SMT operator;SMT machine operator|8212
control panel assembler||read schematic drawings to assemble control panel units for electrical equipment|panel
  board assembler;control panel technician|8212
photographic equipment assembler||build photographic products such as cameras, film cameras, and projectors|camera
  assembler;projector assembler|8212
optoelectronic engineering technician|||optoelectronic technician;opto-electronic technician|3114
photonics engineering technician|||laser technician;photonics technician|3119
robotics engineering technician|||robotics mechanic;robotics inspector|3119
automotive engineering drafter||convert the automotive engineers' designs into technical drawings usually using
  software|automotive drafter;motor vehicle drafter|3118
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electronic
  assembler;electronics assembler|8212
computer hardware engineering technician|||PC hardware technician;IT engineering technician|3114
semiconductor processor|||microchip assembler;micro chip assembler|8212
computer-aided design operator||use computer hardware and software in order to add the technical dimensions to
  computer aided design drawings|CAM drafter;CAM operator|3118
microsystem engineering technician|||MEMS technician;MEMS technologist|3114
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|wind energy technician;ship electrical technician|3113
electronics drafter||support electronic engineers in the design and conceptualisation of electronic
  equipment|electronics design drafter;electronics drafting expert|3118
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|IC designer;analog design engineer|2152
dental instrument assembler||assemble various dental instruments, such as drills, lasers, probes, mirrors, and
  dental imaging devices|dental device maker;dental drill assembler|8212
electronics engineering technician||work closely with electronics engineers in the development of electronic
  equipment and devices|signal processing technician;signal processing technologist|3114
ATM repair technician||install, diagnose, maintain and repair automatic teller machines|cashpoint repair
  technician|7421
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler|8212
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer|2152
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder|8212
mobile devices technician||carry out proper fault diagnosis to improve the quality of mobile devices and repair
  them|mobile technician;mobile equipment engineer|7422
rolling stock engineering drafter||convert the rolling stock engineers' designs into technical drawings usually
  using software|rolling stock drafter|3118
aerospace engineering drafter||convert the aerospace engineers' designs into technical drawings usually using
  computer-aided design programs||3118
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels|marine
  inspector;marine line inspector|7421
sensor engineering technician||collaborate with sensor engineers in the development of sensors, sensor systems, and
  products that are equipped with sensors|sensor technician;sensor design technician|3114
marine engineering drafter||convert the marine engineers' designs into technical drawings usually using
  software|marine drafter;shipbuilding drafter|3118
calibration technician||test and calibrate electrical and electronic equipment|calibrations technician;calibration
  technologist|3113
radio technician||install, adjust, test, maintain, and repair mobile or stationary radio transmitting and receiving
  equipment and two-way radio communications systems|radio communications technician|7422
railway electronic technician|||locomotive electrician;overhead power engineer|7421
quality engineering technician||work with quality engineers or managers to analyse and solve quality problems and
  improve productivity|quality expert;quality specialist|3119
vehicle electronics installer|||auto technician;autoelectronic technician|7421
# Retail Apparel and Fashion
fashion designer|||fashion artist;fashion expert|2163
leather goods designer||are in charge of the creative process of leather goods|leatherware drafter;leatherware
  designer|2163
clothing fashion designer|||clothes designer;clothing designer|2163
footwear designer|||shoe designer;footwear CAD designer|2163
costume buyer||work with the costume designer in order to identify the materials for the costumes|costumes
  buyer|3323
fashion model||help promote products such as clothes, cosmetics and appliances by posing for journalists,
  photographers and in front of an audience on catwalks||5241
textile product developer|||textile product engineer;textile business developer|2163
clothing specialised seller||sell clothes in specialised shops|clothes specialised seller;fashion specialised
  seller|5223
department store manager||organise and control the operations and staff of establishments which provide retail
  services|outlet store manager;retail sales manager|1420
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor|5222
shop assistant||work in shops where they perform assistance duties|museum shop assistant;hypermarket shop
  worker|5223
# Maritime Transportation
international forwarding operations coordinator|||import-export clerk;import-export manager|3331
ship pilot dispatcher||coordinate ships entering or leaving port|ship pilot controller;ship pilot coordinator|4323
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager|4323
maritime pilot||are mariners who guide ships through dangerous or congested waters, such as harbours or river
  mouths|ship pilot;marine pilot|3152
water traffic coordinator|||water traffic planner;marine traffic planner|4323
import export specialist||have and apply deep knowledge of import and export goods including customs clearance and
  documentation|graduate export specialist;graduate import specialist|3331
ship planner||manage the performance of a vessel|vessel planner;ship cargo planner|4323
deck officer|||ship deck officer;ship chief officer|3152
ship captain||are in charge of a vessel for the transportation of goods and passengers, operating in offshore and
  coastal waters||3152
skipper||||3152
shipping agent||represent the ship owner in a foreign port|port agent;cargo agent|3331
fisheries deckhand||work on fishing vessels where they carry out fishing related activities||8350
ship assistant engineer||assist the ship chief engineer and the ship duty engineer in the operations of the ship's
  hull|third assistant engineer;second assistant engineer|3151
vessel operations coordinator|||traffic coordinator;vessel operations manager|4323
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor|3331
marine chief engineer||are responsible for the entire technical operations of the vessel including engineering,
  electrical, and mechanical divisions|maritime chief engineer;fisheries chief engineer|3151
engine minder||perform work related to the deck department of an inland water transport vessel|ship engine
  operator;vessel engine operator|8350
decksman|decksmen|are unlicensed members of of the deck department of an inland vessel||8350
helmsman|helmsmen|are members of the crew on the highest rank of the operational level on an inland vessel||3152
stevedore superintendent||supervise and monitor the freight handling and longshore labor in a dockyard to maximise
  productivity|stevedore manager;stevedoring manager|9333
matrose||are members of the deck department of an inland water transportship||8350
ship duty engineer||share responsibility for most of the content of the ship's hull|maritime duty engineer;ship
  engineering officer|3151
# Wholesale
commercial sales representative||represent a company in selling and providing information on goods and services to
  businesses and organisations|sales consultant;territory manager|3322
wholesale merchant||investigate potential wholesale buyers and suppliers and match their needs|wholesale
  buyer;wholesale trader|3324
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor|commodity handler;commodities trader|3324
logistics and distribution manager||take decisions on logistic services, operations and provisions|logistics
  manager;logistics director|1324
motor vehicle aftersales manager||maximise sales by closing business on an ongoing basis|car aftersales manager;van
  aftersales manager|1221
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers|stock coordinator;store coordinator|4321
supply chain manager|||global sourcing manager;supply chain specialist|1324
electricity sales representative||assess clients' energy needs, and recommend the purchase of electricity supply
  from their corporation|electricity seller;electricity sales consultant|3322
renewable energy sales representative||assess clients' energy supply needs, and attempt to secure sales of renewable
  energy methods|renewable energy seller;alternative energy seller|3322
raw material reception operator|||raw materials worker|4321
rail intermodal equipment operator||assist in the loading of trailers and containers on and off railcars and
  chassis|rail equipment operator;transfer table operator|9333
forecast manager|||forecast analyst;demand planning manager|1324
import export manager||install and maintain procedures for cross-border business, coordinating internal and external
  parties|graduate export manager;graduate import manager|1324
distribution manager||plan the distribution of goods to various points of sales|graduate logistics manager;graduate
  distribution manager|1324
intermodal logistics manager||manage and oversee commercial and operational aspects of intermodal logistics for an
  organisation|multi-modal services manager;multi-modal logistics manager|1324
promotion manager||plan and implement the implementation of promotional programs in the point-of-sale of
  products|promotion director;promotions manager|1221
distribution centre dispatcher||ensure efficient shipping of manufactured goods|product dispatcher;bulk station
  operator|9333
movie distributor||are responsible for the coordination of the distribution of motion pictures and television
  series|film distributor;distribution agent|1324
# Performing Arts
music director||lead musical groups such as orchestras and bands during live performances or recording
  sessions|conductor;band master|2652
variety artist|||mime artist;escape artist|2659
composer||create new music pieces in a variety of styles|music producer;electronic music producer|2652
stage manager|||stage supervisor;stage coordinator|3435
performance artist|||performance maker;live performance artist|2659
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|band leader;band master|2652
theatre technician||execute all technical tasks to support live performances|audio technician;stage technician|3435
fight director||coach performers to safely execute fight sequences|fight coach;fight coordinator|3435
singer||are professional musicians, skilled in the use of their voice as a musical instrument, with different vocal
  ranges||2652
stage machinist||manipulate sets and other elements in a performance based on the artistic or creative concept, in
  interaction with the performers|set technician;flying operator|3435
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|event technician;all round engineer|3435
circus artist||develop original performance pieces showcasing great artistic and performing skills, emotive depth
  and artistic proposals for the general public|fire artist;rope artist|2659
stand-up comedian||tell humorist stories, jokes and one-liners typically described as a monologue, act or
  routine||2659
musician||perform a vocal or musical part that can be recorded or played for an audience|concert master;orchestra
  section leader|2652
street performer||create street arts performances for outdoor spaces, using space and audience as a creative
  resource|street circus artist;street theater artist|2659
dancer||interpret ideas, feelings, stories or characters for audiences by using movement and body language mostly
  accompanied by music||2653
dresser|||wardrobe master|3435
flying director||design people flying effects for a performance and supervise or perform the execution of it|flying
  FX director;flying effects director|3435
puppeteer||perform shows by manipulating puppets such as hand puppets or marionettes|mime artist|2659
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician|3521
cultural facilities manager||direct the operations of facilities that provide cultural services such as theatre,
  movies and music|cultural manager;cultural services manager|1431
automated fly bar operator|||stage automation operator|3435
light board operator||control the lighting of a performance based on the artistic or creative concept, in
  interaction with the performers|LX operator;board operator|3435
pyrotechnician||control the pyrotechnical elements of a performance based on the artistic or creative concept, in
  interaction with the performers|fireworks handler;fireworks operator|3435
sound operator||control the sound of a performance based on the artistic or creative concept, in interaction with
  the performers|sound mixer;audio operator|3521
lighting designer||develop a lighting design concept for a performance and supervise the execution of it|theatre
  lighting designer|3435
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer|3435
sound designer||develop a sound design concept for a performance and supervise the execution of it|audio
  designer|3521
community artist||research, plan, organise and lead artistic activities for people brought together by a shared
  interest, capacity, environment or condition|dance leader;community arts worker|2659
followspot operator||control follow spots based on the artistic or creative concept, in interaction with the
  performers|spotlight operator;followspot lighting operator|3435
audio production technician||set up, prepare, check and maintain equipment in order to provide optimal sound quality
  for a live performance|stage manager;audio engineer|3521
# Museums, Historical Sites, and Zoos
museum scientist|||museum researcher;museum administrator|2621
exhibition curator||organise and display artworks and artefacts|exhibits manager;exhibits coordinator|2621
zoo educator|||learning officer;engagement officer|5113
arts education officer|||education officer;education coordinator|2621
environmental education officer||are responsible for promoting environmental conservation and development|ecotourism
  guide;environmental teacher|5113
park guide|||visitor guide;countryside guide|5113
collection manager||ensure the care and preservation of objects within cultural institutions, like museums,
  libraries, and archives|museum technician;collections manager|2621
conservator||organise and valorise works of art, buildings, books and furniture|building conservation officer|2621
art handler||are trained individuals who work directly with objects in museums and art galleries|museum
  technician;gallery technician|3433
guide|||city guide;tour guide|5113
zoo curator||are usually the position of middle-management within an institution|collections supervisor|1431
zookeeper|||animal care worker|5164
taxidermist|||taxidermy technician|3433
exhibition registrar||organise, manage and document movement of museum artefacts to and from storage, display and
  exhibitions|museum registrar|2621
mediation and education manager|||education manager;education consultant|2621
animal feed nutritionist|||animal feed expert|2131
zoo registrar||are responsible for the maintenance of a wide variety of records relating to animals and their care
  in zoological collections|animals registrar;aquarium registrar|2621
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities|cinema manager;fitness manager|1431
animal trainer|||pet trainer;canine trainer|5164
animal behaviourist|||animal behavior expert;animal behavior therapist|2131
dog trainer|||puppy trainer;gun dog trainer|5164
horse trainer|||equine trainer;jockey trainer|5164
animal handler||are in charge of handling animals in a working role and continue the training of the animal, in
  accordance with national legislation|stud animal handler;animal care assistant|5164
animal welfare inspector|||animal social worker;animal welfare worker|5164
# Artists and Writers
stage director||oversee and orchestrate the mounting of a performance production by unifying various endeavours and
  aspects of a theatrical production|stage manager;scene director|2166
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|band leader;band master|2652
technical director||realise the artistic visions of the creators within technical constraints|technical
  manager;technical supervisor|2166
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director|2166
book editor||find manuscripts that can be published|acquisitions editor;commissioning editor|2641
conceptual artist||||2651
printmaker||engrave or etch metal, wood, rubber or other materials to create images which are transported onto
  surfaces, generally using a printing press|relief printer;screen printer|2651
dramaturge|||dramatic advisor|2641
# Design Services
art director||shape the visual layout of a concept|designer;stage director|2166
costume designer||develop a costume design concept for a performance, a movie or a television program|costume
  consultant;costume specialist|2163
textile designer||conceptualise textile products considering visual communication and functional performance|knits
  designer;print designer|2163
textile colourist||prepare, develop and create colours for textile applications|textile color maker;dyeing range
  operator|2163
user interface designer||are in charge of designing user interfaces for applications and systems|UI
  designer;accessibility designer|2513
interior planner||help clients in planning their interiors for commercial and private use|spatial planner;interior
  adviser|3432
industrial designer||work out ideas and develop them into designs and concepts for a wide variety of manufactured
  products|CAD designer;toy designer|2163
set designer||develop a set concept for a performance and supervise the execution of it|scenic artist;scene
  designer|3432
# Architecture and Planning
landscape architect||plan and design the construction of gardens and natural spaces|landscape artist;landscape
  expert|2162
land surveyor||determine, by means of specialised equipment, the distances and positions of points at the surface of
  sites for construction purposes|surveyor;geomatics surveyor|2165
interior architect||create plans of the interior of a home, building or other structure|architect;design
  architect|2161
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|urban architect;building designer|2161
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert|2142
civil engineering technician|||civils technician|3112
construction engineer||interpret building designs and add technical specifications to construction projects|site
  engineer;building engineer|2142
landscape designer|||garden advisor;garden designer|2162
surveying technician||carry out technical surveying tasks|surveyor;mapping technician|3112
land planner||visit sites in order to create projects and plans for land usage and development|planner;city
  planner|2164
civil drafter||||3118
geographic information systems specialist|||GIS analyst;GIS specialist|2165
construction safety manager||inspect, enforce and control health and safety measures at construction sites|safety
  advisor;safety manager|3112
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant|1323
construction safety inspector||monitor construction sites and their conformity to health and safety
  regulations|safety advisor;safety inspector|3112
property developer||buy land, finance deals, order construction projects and orchestrate the process of
  development|land developer;house developer|1323
cartographer|||map maker;cartographic analyst|2165
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment|asbestos inspector;buildings inspector|3112
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth|soil analyst;geotechnical engineer|2142
# Civil Engineering
drainage engineer||design and construct drainage systems for sewers and storm water systems|sewer engineer;flood
  risk engineer|2142
water engineer||research and develop methods for the provision of clean water, water treatment and flood damage
  prevention and reaction|hydraulic engineer;water systems engineer|2142
road sign installer||take road signs to the specified location and erect it|road sign worker;highway sign
  installer|9312
transport engineer||design and set the engineering specifications for the construction and development of roadways
  and transport infrastructure|roads engineer;traffic engineer|2142
sewer construction supervisor||supervise the installation of sewer pipes and other sewage infrastructure|sewage
  pipelayer supervisor|3123
civil engineering technician|||civils technician|3112
rail project engineer||maintain a safe, cost-effective, high-quality, and environmentally responsible approach
  across the technical projects in railway companies|railway project engineer;engineering project manager|2142
civil engineering worker||perform tasks concerning the cleaning and preparation of construction sites for civil
  engineering projects|site worker;civils worker|9312
mining geotechnical engineer||in mining perform engineering, hydrological and geological tests and analyses to
  improve the safety and efficiency of mineral operations||2142
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste||2143
road marker||apply markings to roads to increase safety, indicate traffic regulations, and help road users find the
  way|road painter;construction worker|9312
construction engineer||interpret building designs and add technical specifications to construction projects|site
  engineer;building engineer|2142
tower crane operator|||tower crane driver;tower-crane operator|8343
geographic information systems specialist|||GIS analyst;GIS specialist|2165
rail construction supervisor||monitor the construction and maintenance of railway infrastructure|railway maintenance
  supervisor;railway construction supervisor|3123
pipeline engineer|||pipeline field engineer;subsea pipeline engineer|2142
underwater construction supervisor||monitor underwater construction projects such as tunnels, canal locks and bridge
  pillars|construction diving supervisor;marine construction supervisor|3123
mechanical engineering drafter|||mechanical design drafter;mechanical drafting expert|3118
rail layer||construct railway tracks on prepared sites|plate layer;track layer|9312
environmental engineer||integrate environmental and sustainable measures in the development of projects of various
  natures|sanitary engineer;pollution engineer|2143
drainage worker||assemble and maintain drainage and dewatering systems|drainage installer;drainage operative|9312
power lines supervisor||monitor the construction and maintenance of power lines and associated equipment|cable
  installer supervisor;cable installation supervisor|3123
fire safety tester|||fire tester;fire inspection technician|3112
rail maintenance technician||execute routine inspections of railway tracks, powerlines, signage stations, switches,
  and other railway infrastructure|rail repairer;rail inspector|3112
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical design
  drafter;electrical drafting expert|3118
construction safety manager||inspect, enforce and control health and safety measures at construction sites|safety
  advisor;safety manager|3112
fire protection technician|||fire suppression engineer|3112
wastewater engineer||design sewage systems and networks for the removal and treatment of wastewater from cities and
  other residential areas|sewage engineer;waste-water engineer|2142
corrosion technician||monitor the integrity from a pipeline and provide repairs to it if needed|surface
  technician;corrosion supervisor|3112
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable|cable car operator;cable car controller|8343
waterway construction labourer|||waterway maintenance worker;waterway construction worker|9312
road maintenance technician||inspect and manage roads in enclosed areas for maintenance and repair|road
  inspector;highways inspector|3112
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth|soil analyst;geotechnical engineer|2142
construction painting supervisor||plan, direct and oversee the work of the crew of painters assigned to a certain
  project or location|decorating supervisor;industrial painting supervisor|3123
water conservation technician supervisor||||3123
railway infrastructure inspector||are responsible for checking the conditions of railways|railway infrastructure
  auditor;railway infrastructure surveyor|3112
domestic energy assessor||advise individuals on energy supply for their homes|domestic energy seller;residential
  energy seller|3112
environmental expert||search for technological solutions to tackle environmental problems|geologist;soil
  scientist|2143
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures|scaffolding supervisor|3123
# Government Administration
police inspector||coordinate and supervise a division in a police department||3355
health and safety inspector||investigate the implementation and application of labour standards and policies in a
  workplace|wage inspector;labor inspector|3359
competition policy officer|||policy manager;competition policy manager|2422
environmental policy officer||research, analyse, develop and implement policies related to the environment|policy
  officer;environmental officer|2422
recreation policy officer|||sports policy advisor;sports policy officer|2422
education policy officer||research, analyse and develop education policies, and implement these policies to improve
  the existing education system|policy officer;education policy advisor|2422
fiscal affairs policy officer|||tax policy officer;fiscal policy analyst|2422
public health policy officer||develop and implement strategies for the improvement of a community's health care
  policy|general manager;healthcare planner|2422
environmental health inspector||carry out investigations to ensure that areas, organisations and companies comply
  with environmental and public health legislation|public health inspector|3257
legal policy officer|||legal policy advisor;legal policy analyst|2422
marine cargo inspector||investigate all baggage and freight listed on the ship's manifest|ship freight
  inspector|3359
food safety inspector||carry out inspections in food processing environments from a food safety standpoint|quality
  inspector;quality controller|3257
foreign affairs officer||analyse foreign affairs policies and operations, and write reports outlining their analyses
  in a clear and comprehensible manner|consulate officer;foreign affairs advisor|2422
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations||3257
fire commissioner||oversee the activity of the fire department making sure the services supplied are effective and
  the necessary equipment is provided|area manager;brigade manager|1112
government planning inspector|||planning officer;planning inspector|2422
civil service administrative officer||perform administrative duties in civil service organisations and government
  departments|local authority administrator;public administrative officer|2422
housing policy officer||research, analyse and develop housing policies which enable affordable and adequate housing
  for all|policy officer;housing policy advisor|2422
regional development policy officer||research, analyse and develop regional development policies|regional policy
  officer|2422
hazardous materials inspector|||compliance manager;waste disposal adviser|3257
political affairs officer|||political advisor;president adviser|2422
policy officer|||policy advisor;policy analyst|2422
trade development officer||develop and implement trade policies both internally and in international import and
  export relations|trade development director|2422
social security administrator|||benefits advisor;benefits officer|1213
tax compliance officer||collect fees, debt, and taxes on behalf of government institutions in cities, municipalities
  and other jurisdictions|tax officer;enforcement agent|3352
licensing officer||process licence applications and provide advice on licensing legislation|patents officer;license
  inspector|3354
agricultural policy officer||analyse and identify agricultural policy issues and develop plans for improvement and
  new policy implementation|farming advisor;agricultural consultant|2422
labour market policy officer||research, analyse and develop labour market policies|labor policy advisor;labor policy
  analyst|2422
social security officer|||benefits officer;employment advisor|3353
hazardous waste inspector||||3257
consumer rights advisor||aid consumers with complaints and provide advice and information on rights as a consumer
  after purchase of products or services|food hygiene inspector;legal services adviser|3359
food regulatory advisor||are extra-judicial or judiciary technical experts|food expert;food consultant|3257
international relations officer||ensure the development of cooperation between international public organisations
  and governments|international manager;international relations director|2422
central bank governor|||central bank manager;central bank director|1112
mayor||chair their jurisdiction's council meetings and act as main supervisor of the local government's
  administrative and operational policies|civic leader;cabinet leader|1111
community development officer||develop plans to improve quality of life in local communities|outreach support
  worker;social development officer|2422
government minister||function as decision-makers in national or regional governments, and head government
  ministries||1111
cultural policy officer||develop and implement policies to improve and promote cultural activities and events|arts
  worker;culture director|2422
fisheries observer||||3359
ambassador||represent their own government in foreign countries for diplomatic and peace-keeping purposes||1112
consul||represent governments in foreign institutions such as embassies in order to facilitate economic and
  political cooperation between the two nations||1112
social services policy officer|||social policy advisor;social policy analyst|2422
immigration policy officer||develop strategies for the integration of refugees and asylum seekers, and policies for
  the transit of people from one nation to another|asylum policy officer;refugee policy officer|2422
police commissioner||||1112
social security inspector||investigate fraudulent activities in social security that affect workers' rights|claims
  investigator;labour law inspector|3353
policy manager||are responsible for managing the development of policy programs and ensuring that the strategic
  objectives of the organization are met|ethics manager;policy coordinator|1213
city councillor||represent residents of a city in the city's council and perform local legislative duties|elected
  representative|1111
public administration manager||direct, monitor and evaluate the implementation of government policies|city
  administrator;public body manager|1112
social service consultant||aid in the development of policy and procedure for social service programs|welfare
  consultant;social services expert|2422
senator||||1111
police detective||gather and compile evidence which assists them in the solution of crimes|detective inspector|3355
employment programme coordinator||research and develop employment programmes and policies to improve employment
  standards and reduce issues such as unemployment|job creation advisor;employment programme manager|2422
freight inspector||determine if freight is secure and comes with the proper documentation|cargo surveyor;cargo
  inspector|3359
tourism policy director||develop and implement policies to improve tourism to their region|tourism policy
  manager;tourism strategy director|1213
embassy counsellor||supervise specific sections in an embassy, such as economics, defence or political
  affairs|embassy officer|1112
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety|healthcare advisor;management consultant|2422
office clerk||are responsible for performing clerical and administrative duties in an office setting and support of
  business operations within a department|clerical assistant;correspondence clerk|4110
provincial governor||||1111
secretary general||||1112
parliamentary assistant||provide support to officials and politicians of regional, national and international
  parliaments and undertake logistical tasks|executive officer;political assistant|2422
pensions administrator|||pensions technician;investments administrator|3353
customs officer|||border guard;customs inspector|3351
sports programme coordinator||coordinate sports and recreation activities and policy implementation|recreation
  officer;sports development officer|2422
# Non-profit Organizations
fundraising manager||are responsible for raising money on behalf of organisations, often non-profit such as
  charities|giving manager;philanthropic manager|2432
community social worker||help people in disadvantage or excluded from society to change their situation and handle
  their integration problems|outreach worker;neighbourhood worker|2635
social work assistant||are practice-based professionals who promote social change and development, social cohesion,
  and the empowerment and liberation of people|support worker assistant|3412
social worker||are practice-based professionals who promote social change and development, social cohesion, and the
  empowerment and liberation of people|welfare worker;community worker|2635
social services manager|||policy manager;frontline manager|1344
political campaign officer|||strategy advisor;strategy manager|2432
community development social worker||support individuals, families, and groups in socially or financially deprived
  areas|social development worker|2635
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth|youth advisor;welfare advisor|2635
activism officer|||events officer;campaign worker|2432
social services policy officer|||social policy advisor;social policy analyst|2422
social service consultant||aid in the development of policy and procedure for social service programs|welfare
  consultant;social services expert|2422
criminal justice social worker||tackle criminal behaviour and reduce risk of reoffending by promoting and
  establishing programs to prevent crime within communities|family court adviser;family court advisor|2635
humanitarian advisor|||charity worker;humanitarian consultant|2422
pastoral worker||support religious communities|lay worker;parish worker|3413
child welfare worker||provide early intervention and support to children and their families in order to improve
  their social and psychological functioning|child welfare officer|3412
family social worker||||2635
migrant social worker||provide advice to migrants in order to guide them through the necessary steps of integration,
  namely living and working in a foreign country|social worker;asylum advice worker|2635
public housing manager||develop strategies for the improvement of housing policy in a community, as well as
  providing social housing to those in need|estates manager;housing officer|1344
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|social media manager;online reachout manager|2432
gerontology social worker||provide assistance to elderly individuals and their families helping them to cope with
  their biopsychosocial needs|social worker;seniors social worker|2635
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent|2432
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator|2635
family planning counsellor|||pregnancy advisor;sexual health advisor|2635
benefits advice worker|||welfare rights worker;welfare rights adviser|2635
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker|2635
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer|2432
probation officer||supervise offenders after their release, or who were sentenced to penalties outside of
  incarceration|parole officer;probation services officer|2635
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety|healthcare advisor;management consultant|2422
chaplain||perform religious activities in secular institutions|lay representative|2636
family support worker|||family advice worker;family service worker|3412
enterprise development worker||support enterprises in solving big social problems by liaising with communities and
  customers|business social worker;industry social worker|2635
youth programme director||develop and implement programmes and policies to improve and ensure youths'
  well-being|inclusion director;youth mentoring director|1344
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life|social therapist;youth counsellor|2635
youth centre manager||plan and supervise the operations of children and youth homes which provide care and
  counselling services|youth club manager;youth program manager|1344
# Primary and Secondary Education
learning support teacher||assist students who have general learning difficulties|basic skills teacher;compensatory
  teacher|2352
special educational needs assistant||assist special education teachers in their classroom duties|SEN teaching
  assistant|5312
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher|2353
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|education advisor;degree program coach|2359
primary school teacher||instruct students on a primary school level|primary education teacher|2341
Steiner school teacher|||Steiner teacher;Waldorf school teacher|2341
secondary school teacher||provide education to students, commonly children and young adults, in a secondary school
  setting|art teacher;maths teacher|2330
special educational needs coordinator||oversee programmes and activities that provide educational support to
  children with a variety of disabilities|SEN officer;SEN director|2351
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director|1345
early years teaching assistant||support the early years teacher in an early years or nursery school|nursery teaching
  assistant;preschool teaching assistant|5312
special educational needs teacher||work with and teach children, young people, and adults with an intellectual or
  physical disability|SEN teacher;autism teacher|2352
Montessori school teacher||educate students using approaches that reflect the Montessori philosophy and
  principles|Montessori teacher;Montessori primary teacher|2342
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager|1345
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach|2359
Freinet school teacher||educate students using approaches that reflect the Freinet philosophy and principles|Freinet
  teacher;Freinet pedagogy teacher|2342
prison instructor||educate legal offenders, including prisoners, on social rehabilitation and correctional
  behaviour|prison teacher;instructional officer|2359
education programme coordinator||supervise the development and implementation of educational programmes|education
  programs manager;education programme director|1345
early years teacher|||Beauty teacher;nursery teacher|2342
e-learning architect|||eLearning designer;e-learning designer|2359
# E-Learning Providers
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher|2353
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer|2359
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer|2359
visual arts teacher||instruct students in various styles of visual arts, such as drawing, painting, and sculpting,
  in a recreational context|painting teacher;sculpture teacher|2355
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|education advisor;degree program coach|2359
sign language teacher|||sign language trainer|2353
drama teacher|||drama instructor|2355
circus arts teacher|||circus teacher;circus arts trainer|2355
education inspector|||OFSTED inspector;school inspector|2351
dance teacher||instruct students in a recreational context in the various dance genres and forms, such as ballet,
  jazz, tap, ballroom, hip-hop, latin, folk dance etc|dance coach;dance trainer|2355
photography teacher|||media arts teacher;photography instructor|2355
educational counsellor||provide practical and emotional support to students in an educational institution, either in
  small groups, classrooms, or individually|study adviser;student adviser|2359
music teacher||instruct students in various musical genres and expression forms, such as classical, jazz, folk, pop,
  blues, rock, electronic etc|singing teacher;music instructor|2354
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach|2359
tutor||provide personalised education to the children of employers or to adults, in addition to the main education
  system|students assistant|2359
educational researcher|||educational analyst;educational scientist|2351
admissions coordinator|||admissions officer;student admissions officer|2359
adult literacy teacher|||adult literacy lecturer;adult literacy instructor|2352
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students|student support officer;university access officer|2359
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools|training designer;instructional engineer|2359
deputy head teacher||support the management duties of their school's principals and are part of the school's
  administrative staff||1345
corporate trainer|||in-company trainer;educational planner|2424
ICT trainer||conduct training-needs analysis and design programs to train students in the use of software packages
  and information systems accordingly|IT trainer;ICT instructor|2356
university department head|||university department director|1345
digital literacy teacher|||digital literacy trainer;computer literacy teacher|2356
desktop publisher||are responsible for the layout of publications|DTP operator;layout editor|2166
# Media Production
camera operator||setup and operate digital film cameras to shoot domestic motion pictures or television
  programs|railcam operator;towercam operator|3521
post-production supervisor||oversee the whole post-production process|post-production manager;post-production
  coordinator|2654
producer||are responsible for managing the production of music, motion pictures or series|film director;film
  producer|2654
art director||shape the visual layout of a concept|designer;stage director|2166
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer|2166
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|new media designer;multimedia developer|2166
production designer|||TV production designer;art department manager|2166
sound editor||create the soundtrack and sound effects for motion pictures, television series or other multimedia
  productions|ADR editor;audio editor|3521
animation director||supervise and recruit multimedia artists|animations director;animation supervisor|2166
animation layout artist||work with the cameramen and director to coordinate and create optimal 3D animation
  shots|layout artist;layout animator|2166
casting director||select actors for all roles in a motion picture or television series|talent director;TV casting
  director|2166
photographer||take pictures using digital or film cameras and equipment|photographic artist;photography
  assistant|3431
music producer||are responsible for acquiring music to be published|producer;vocal producer|2654
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director|2166
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|event technician;all round engineer|3435
video operator|||visuals operator;live video operator|3521
sound designer||develop a sound design concept for a performance and supervise the execution of it|audio
  designer|3521
special effects artist||create illusions for movies, videos and computer games|visual effects artist;digital effects
  artist|2166
lighting designer||develop a lighting design concept for a performance and supervise the execution of it|theatre
  lighting designer|3435
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer|3435
dramaturge|||dramatic advisor|2641
video technician||set up, prepare, check and maintain equipment in order to provide optimal projected image quality
  for a live performance|AV technician;image technician|3521
# Book and Periodical Publishing
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|web editor;crime journalist|2642
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director|2642
business journalist||research and write articles about economy and economic events for newspapers, magazines,
  television and other media|economic journalist;financial journalist|2642
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer|2166
technical communicator|||technical editor;usability expert|2641
illustrator||provide a visual representation that corresponds to the content of the associated text or idea|drawing
  artist;storyboard artist|2166
magazine editor||decide which stories are interesting enough and will be covered in the magazine|features
  editor;magazine features editor|2642
critic||||2642
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist|2642
newspaper editor||decide which news stories are interesting enough and will be covered in the paper|sports
  editor;graphics editor|2642
copy editor||ascertain that a text is agreeable to read|language editor;editorial assistant|2642
book editor||find manuscripts that can be published|acquisitions editor;commissioning editor|2641
crime journalist||research and write articles about criminal events for newspapers, magazines, television and other
  media|forensic journalist;investigative journalist|2642
entertainment journalist||research and write articles about cultural and social events for newspapers, magazines,
  television and other media|arts journalist;film journalist|2642
political journalist||research and write articles about politics and politicians for newspapers, magazines,
  television and other media|political analyst|2642
writer||develop content for books||2641
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|magazine journalist|2642
picture editor||select and approve photographs and illustrations for newspapers, journals and magazines|image
  editor;photo editor|2642
casting director||select actors for all roles in a motion picture or television series|talent director;TV casting
  director|2166
flexographic press operator||use flexographic relief plate to print on almost any material|flexographic
  printer;flexographic operator|7322
paper embosing press operator|||paper embosser worker;paper embosser operator|7322
graphic designer||create text and images to communicate ideas|graphic artist;graphics designer|2166
# Broadcast Media Production and Distribution
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|web editor;crime journalist|2642
sports journalist||research and write articles about sport events and athletes for newspapers, magazines, television
  and other media|radio sports journalist;digital sports journalist|2642
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director|2642
news anchor||present news stories on radio and television|broadcast news analyst|2656
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist|2642
radio producer||are responsible for organising the making of radio shows|producer;radio show producer|2654
vlogger||make online videos to talk about a wide range of subjects such as politics, fashion, economics and
  sports||2642
audio-visual technician|||video technician;audio-video operator|3521
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|magazine journalist|2642
broadcast technician||install, start up, maintain, monitor and repair equipment used for the transmission and
  reception of television and radio broadcast signals|broadcasting engineer;broadcasting technician|3521
video operator|||visuals operator;live video operator|3521
presenter||host broadcast productions|broadcast journalist;finance broadcast journalist|2656
# Advertising Services
advertising media planner||advise on the best communication media platforms to convey ideas|media manager;media
  planner|2431
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|new media designer;multimedia developer|2166
advertising specialist|||brand specialist;advertising adviser|2431
advertising manager||perform the implementation of the advertising initiatives planned in the strategic marketing
  plan|promotions manager;advertising director|1222
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media|TV buyer;media buyer|2431
photojournalist||cover all kinds of news events by taken informative images|image journalist;visual journalist|3431
political campaign officer|||strategy advisor;strategy manager|2432
public relations officer||represent a company or organisation to stakeholders and the public|media consultant;press
  consultant|2432
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|campaign worker|2432
communication manager|||social media manager;communications manager|1222
intercultural communication consultant|||intercultural consultant;intercultural communication expert|2432
online marketer||use e-mail, internet and social media in order to market goods and brands|online marketing
  specialist;internet marketing specialist|2431
business developer||strive to improve the market share of companies in the market|business continuity analyst|2431
public affairs consultant||function as representatives for a client's goal|public affairs agent;public affairs
  officer|2432
marketing assistant||support all the efforts and operations carried out by marketing managers and officers|marketing
  officer;marketing practitioner|2431
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer|2432
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|market analyst;market researcher|2431
membership manager||oversee and coordinate the membership plan, support existing members and engage with possible
  new members|club manager;membership director|2431
brand manager||analyse and plan the way a brand is positioned on the market|formula manager;graduate brand
  manager|2431
spokesperson|||media coordinator;communications officer|2432
# Public Relations and Communications Services
public relations manager|||publicity manager;press office manager|1222
communication manager|||social media manager;communications manager|1222
public relations officer||represent a company or organisation to stakeholders and the public|media consultant;press
  consultant|2432
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|social media manager;online reachout manager|2432
intercultural communication consultant|||intercultural consultant;intercultural communication expert|2432
public affairs consultant||function as representatives for a client's goal|public affairs agent;public affairs
  officer|2432
spokesperson|||media coordinator;communications officer|2432
# Spectator Sports
professional athlete||compete in sports and athletic events|race car driver;motorcycle driver|3421
football coach|football coaches|train amateur or professional football teams of either youths or adults|football
  manager;football trainer|3422
sports coach|sports coaches|provide instruction in the sport of their specialisation in a recreational context to
  non-age-specific and age specific participants|sports trainer;sports instructor|3422
performance production manager||take care of a range of practical issues concerning the production|film production
  manager;theater production manager|1431
sports instructor||introduce people to a sport and teach them the skills required for the performance of sport|ski
  teacher;gym instructor|3422
sport official||||3422
spa manager||coordinate the day-to-day operations of the spa establishment in order to provide guests with the best
  customer experiences|spa director;wellness manager|1431
`
