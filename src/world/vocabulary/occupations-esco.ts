// Derived from ESCO's occupations (© European Union, reuse authorised with the source acknowledged) by
// scripts/occupations-from-esco.ts: do not edit by hand. `# Industry` opens an industry's occupations, best fitting
// first; each: the label | its plural where not the label and an s | what its holders do (ESCO's first description
// sentence after its subject) or nothing | other names job boards print, `;` between | its ISCO-08 unit group | the
// numbers of its tasks in ONET_TASKS, `,` between. A line opening with two spaces continues the one before.
export const ESCO_OCCUPATIONS = `
# Software Development
ICT usability tester|||usability developer;usability specialist;user-friendliness tester|2519|
software developer||implement or program all kinds of software systems based on specifications and designs by using
  programming languages, tools, and platforms|developer;applications developer;computer applications
  developer;software engineer;software specialist;solutions developer|2512|1,2,3
handheld software developer||||2514|
web developer||develop, implement and document web-accessible software based on the designs provided|web design
  specialist;intranet developer;web applications developer;web engineer;web specialist;web application
  developer|2513|4,5,6
mobile application developer|||mobile device developer|2514|1,2,3
user experience analyst|||usability analyst;user experience officer|2511|
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer;business continuity analyst|2519|
application programmer analyst|||analyst programmer;computer programmer;computer programmer analyst;internet
  programmer;java developer;web applications programmer|2514|7,8
user interface developer||implement, code, document and maintain the interface of a software system by using
  front-end development technologies|web developer;HTML developer;internet application developer;UI developer;front
  end developer;user interface engineer|2512|9,6,4
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software applications architect;application systems architect;computer architect;software
  designer;application architect|2512|1,2,3
ICT intelligent systems designer|||intelligent systems engineer;semantic technologies engineer;artificial
  intelligence designer|2511|
knowledge engineer|||knowledge officer;information engineer;linked data engineer|2529|
web content manager|||content manager;web operations specialist;content specialist;web content
  specialist|2513|10,11,12
ICT system developer||maintain, audit and improve organisational support systems|system developer;systems
  developer;IT system developer;component developer;ICT systems developer;system software developer|2511|
embedded systems software developer||program, implement, document and maintain software to be run on an embedded
  system|systems engineer;software systems engineer;systems software designer;embedded systems designer|2514|1,2,3
ICT accessibility tester|||usability tester|2519|
information security officer|||network security analyst;information security analyst;information security
  specialist;security analyst;computer security specialist;ISSO|2513|13,14,15
project management specialist|||implementations management specialist;planning development specialist;project
  administrator;project communications officer;project controller;project delivery manager|2513|16,17,18
software analyst|||programmer analyst;analyst of software;application analyst;programming analyst;software
  requirement analyst;software requirements analyst|2512|19,20,21
ICT system analyst||specify the system needs to meet the end user requirements|IT analyst;system analyst;network
  analyst;systems analyst;IT system analyst;IT systems analyst|2511|22,19,23
application programmer analyst|||analyst programmer;computer programmer;computer programmer analyst;internet
  programmer;java developer;web applications programmer|2514|7,8
ICT help desk manager||monitor the delivery of technical support services to clients according to the predefined
  deadlines|IT helpdesk manager;ICT helpdesk manager;software support manager;technical support manager|3512|
database administrator||test, implement and administer computer databases|database security administrator;cyber
  database administrator;information technology administrator;database manager|2521|24,25,26
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company|data storage analyst;data warehouse analyst;data warehousing
  analyst|2511|27,28,29
clinical instructor|||health education specialist;health educator;public health educator;certified diabetes
  educator;community health consultant;health education coordinator|2512|30,31,32
clinical instructor|||health education specialist;health educator;public health educator;certified diabetes
  educator;community health consultant;health education coordinator|2511|30,31,32
ICT consultant|||IT advisor;ICT advisor;IT consultant;ICT ERP consultant|2511|
computer scientist||conduct research in computer and information science, directed toward greater knowledge and
  understanding of fundamental aspects of ICT phenomena|information research scientist;research
  scientist;information scientist;IT scientist;ICT scientist;IT researcher|2511|33,34,35
ICT resilience manager|||IT resilience manager;vulnerability manager;disaster recovery manager|2529|
software tester||perform software tests|automation tester;applications tester;beta tester;tester;unit tester;module
  tester|2519|36,37,38
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer;software integration
  engineer|2511|39,40,41
data scientist|||applied scientist;data analytic scientist;data management scientist;data expert;data engineer;data
  research scientist|2511|42,43,44
system configurator||tailor a computer system to the organisation's and users' needs||2522|
ICT business development manager||||2434|
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|corporate
  webmaster;internet systems administrator;sharepoint administrator;e-commerce technician;website
  administrator|3514|45,11,46
IT director||define and implement the ICT strategy and governance||1330|47,48,49
enterprise architect||balance technological opportunities with business requirements|computer network
  architect;solutions architect;network architect;enterprise designer;enterprise developer;enterprise architecture
  manager|2511|50,51,52
information security officer|||network security analyst;information security analyst;information security
  specialist;security analyst;computer security specialist;ISSO|2511|13,14,15
project management specialist|||implementations management specialist;planning development specialist;project
  administrator;project communications officer;project controller;project delivery manager|2511|16,17,18
bioinformatics analyst|||bioinformatics specialist;biotechnician;scientific informatics analyst;bioinformatics
  technician;museum informatics specialist;balance engineer|2511|53,54,55
decision analyst|||advanced analytics associate;analytical strategist;operations research analyst;optimization
  analyst;operations analyst;forms analyst|2511|56,57,58
graduate research assistant|||social research assistant;research aide;bilingual research interviewer;economic
  research assistant;economist research assistant;historian research assistant|2511|59,60,61
survey researcher|||field interviewer;market survey representative;methodologist;public opinion analyst;telephone
  interviewer;pollster|2511|62,63,64
ICT research consultant||perform targeted ICT research and provide a final report to the client|IT research
  advisor;ICT research advisor;IT research consultant;IT research specialist;ICT research specialist|2511|
ICT system tester||perform testing activities and some test planning activities|systems tester;IT system tester;ICT
  systems tester|2519|
data quality specialist|||data quality expert;data quality officer;data integrity officer;data integrity
  specialist|2519|
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically|ICT helpdesk agent|3512|
ICT security technician||propose and implement necessary security updates and measures whenever is required|IT
  security officer;ICT security officer;IT security technician|3512|
data centre operator||maintain computer operations within the data centre|data center administrator|3511|
ethical hacker||perform security vulnerability assessments and penetration tests in accordance with
  industry-accepted methods and protocols|ICT security tester;vulnerability analyst;system security tester;network
  security tester|2529|
# IT Services and IT Consulting
ICT business analyst||are in charge of analysing and designing an organisation's processes and systems, assessing
  the business model and its integration with technology|IT business analyst;business process specialist|2511|
ICT business analysis manager||identify areas where information system changes are needed to support business plans
  and monitor the impact in terms of change management||2511|
mobile application developer|||mobile device developer|2514|1,2,3
ICT application developer|||application designer;application developer;application software engineer|2514|
web developer||develop, implement and document web-accessible software based on the designs provided|web design
  specialist;intranet developer;web applications developer;web engineer;web specialist;web application
  developer|2513|4,5,6
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer;business continuity analyst|2519|
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software applications architect;application systems architect;computer architect;software
  designer;application architect|2512|1,2,3
web content manager|||content manager;web operations specialist;content specialist;web content
  specialist|2513|10,11,12
ICT security consultant||advise and implement solutions to control access to data and programs|IT security expert;IT
  security advisor;ICT security advisor;IT security consultant|2529|
software manager||oversee the acquisition and development of software systems in order to provide support to all
  organisational units|applications manager;ICT applications manager;software applications manager|1330|65,66,67
ICT system analyst||specify the system needs to meet the end user requirements|IT analyst;system analyst;network
  analyst;systems analyst;IT system analyst;IT systems analyst|2511|22,19,23
ICT application configurator||identify, record, and maintain user-specific application configurations based upon
  user requirements and business rules||2514|
ICT auditor manager||||2519|
IT auditor|||information systems auditor;ICT auditor;information technology auditor|2511|19,68,69
network technical analyst|||systems specialist;computer network specialist;network support specialist;configuration
  technician;network operations specialist;network support technician|1330|70,71,72
green ICT consultant|||green IT consultant;IT environmental consultant;ICT environmental consultant|2511|
system configurator||tailor a computer system to the organisation's and users' needs||2522|
ICT system administrator|||computer systems administrator;systems administrator;information technology
  administrator;server administrator;network administrator;IT system administrator|2522|73,67,74
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager;data processing manager;ICT acquisitions
  manager|1330|
digital forensics expert||retrieve and analyse information from computers and other types of data storage
  devices|ICT forensics expert;cyber forensics expert;computer forensics expert;digital forensics analyst;digital
  forensics specialist;information forensics expert|2529|
IT knowledge manager|||ICT knowledge manager;IT information manager;ICT information manager|1330|
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer;software integration
  engineer|2511|39,40,41
ICT consultant|||IT advisor;ICT advisor;IT consultant;ICT ERP consultant|2511|
IT director||define and implement the ICT strategy and governance||1330|47,48,49
network technical analyst|||systems specialist;computer network specialist;network support specialist;configuration
  technician;network operations specialist;network support technician|2522|70,71,72
ICT system integration consultant||advise on bringing together different systems to interoperate within an
  organisation for enabling data sharing and reducing redundancy|network integration consultant;systems integration
  consultant;application integration consultant|2511|
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems|datastage developer;developer;server developer;data warehouse architect;data warehouse
  developer|2521|75,76,28
digital artist||create art which applies digital technology as an essential part of the creative process|computer
  artist;digital games artist;digital matte artist;digital matte painter;digital environment
  artist;computer-generated imagery artist|2166|77,78
data quality specialist|||data quality expert;data quality officer;data integrity officer;data integrity
  specialist|2519|
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company|data storage analyst;data warehouse analyst;data warehousing
  analyst|2511|27,28,29
digital games developer||program, implement and document digital games|video games developer;virtual games
  developer;computer games developer|2513|
ICT technician|||computer technician;IT engineer;ICT engineer;IT technician;computer operator|3512|79,80,81
ICT business development manager||||2434|
software tester||perform software tests|automation tester;applications tester;beta tester;tester;unit tester;module
  tester|2519|36,37,38
embedded system designer|||embedded system developer;embedded systems developer;embedded software developer|2511|
ICT security technician||propose and implement necessary security updates and measures whenever is required|IT
  security officer;ICT security officer;IT security technician|3512|
data centre operator||maintain computer operations within the data centre|data center administrator|3511|
desktop publisher||are responsible for the layout of publications|publisher;design editor;desktop operator;DTP
  operator;layout editor;desktop designer|2166|82,83,84
search engine optimisation expert||increase the ranking of a company's web pages with regard to target queries in a
  search engine|paid search specialist;SEO consultant;search consultant;SEO expert;SEO specialist|2513|85,86,87
ICT documentation manager|||documentation manager;IT documentation manager;technical communication manager|1330|
ICT presales engineer||actively drive and manage the ICT evaluation stage of the sales process, working in
  conjunction with the sales team|IT presales engineer;IT presales technician;ICT presales technician|2434|
ICT product manager||analyse and define current and target status for ICT products, services or solutions|IT product
  manager;IT products manager;ICT products manager|1330|
ICT project manager||schedule, control and direct the resources, people, funding and facilities to achieve the
  objectives of ICT projects|IT manager;web manager;IT project manager;IT projects manager;web project manager;web
  projects manager|1330|88,89,90
ICT vendor relationship manager||||1330|
IT director|||information technology director|1330|91,92,48
# Financial Services
mutual fund broker||handle and raise cash from shareholders in order to invest them in stocks, bonds and
  money-market securities|mutual fund manager|3311|
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|financial consultant;financial investment adviser;personal investment advisor;investing
  director;investment advisor;investment manager|2412|93,94,95
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser|2412|
credit adviser||offer guidance to customers related to credit services|housing counselor;accredited financial
  counselor;financial health counselor;debt counsellor|3312|96,97,98
corporate banking manager|||commercial banker;branch banker;business banker;cash management adviser;cash management
  manager;cash management officer|2412|99,100,101
bank teller||deal most frequently with customers of the bank|roving teller;collection teller;commercial teller;bank
  clerk;bank cashier;bank office clerk|4211|102,103,104
financial planner||assist people dealing with various personal financial issues|certified financial planner;estate
  planner;wealth adviser;financial adviser;personal financial adviser;personal financial planner|2412|93,105,94
financial services representative|||new accounts representative;personal banker;new accounts clerk;banking services
  representative;relationship banker;universal banker|4211|106,107,108
stock trader|||foreign exchange trader;dealer;floor trader;equity trader|3311|109,110,111
financial manager||handle all the matters in reference to the finance and investments of a
  company|controller;corporate controller;regional controller;finance manager;financial director;financial
  controller|1211|112,113,114
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager;personal trust
  supervisor|2412|
commodity broker||act as intermediary between buyers and sellers of movable and immovable property such as raw
  materials, livestock or real estate|commodity trader;commodities broker|3324|
credit analyst|||clerk;credit reference clerk;credit clerk|3312|115,116,117
investment fund manager||implement and monitor the investment strategy of a fund|portfolio manager;investment
  manager;fund manager;fund director;investments manager;investment fund adviser|2412|114,118,119
mortgage loan underwriter||ensure compliance with underwriter guidelines|mortgage loan officer;mortgage
  underwriter;underwriter;loan underwriter;loan approval officer;mortgage guideline underwriter|3312|120,121,122
mortgage broker||handle mortgage loan applications from clients, collect loan documentation and search for new
  mortgage lending opportunities|loan analyst;commercial mortgage broker;financial aid administrator;mortgage
  analyst;mortgage officer;mortgage coordinator|3311|123,99,120
insurance rating analyst|||insurance analyst|2413|
stock broker||act on behalf of their individual or institutional clients in order to buy and sell stocks and other
  securities|broker;commodities broker;bond broker;institutional stock broker|3311|124,109,125
insurance broker|||sales agent;sales representative;underwriting sales representative;insurance agent;insurance
  seller;insurance sales agent|3321|126,127,128
investment analyst||undertake research to make informed recommendations to fund managers|accounting
  analyst;portfolio analyst;investment officer;investment specialist;investment banking analyst;investment
  accounting analyst|2413|129,130,131
credit administrator|||credit representative;credit assessment analyst;credit negotiator;escrow
  representative;commercial credit analyst;credit coordinator|3312|132,133,134
loan officer||assess and authorise the approval of loan applications for individuals and businesses|commercial loan
  officer;farm mortgage agent;lender;loans agent;loans adviser;credit officer|3312|123,99,120
tax advisor|||income tax preparer;income tax advisor;income tax expert;tax expert;tax adviser;fiscal
  advisor|2411|135,136,137
corporate treasurer||determine and oversee the financial strategic policies of a company or
  organisation|treasurer;school treasurer;city treasurer;treasury analyst;corporate treasury manager;corporate
  treasury officer|1211|112,138,113
account administrator||perform administrative tasks for all the transactions registered in the trading
  room|operations clerk;registered account administrator;broker clerk;brokerage clerk;broker assistant;settlements
  clerk|4312|139,140
licensed loan officer assistant|||loan processor;mortgage loan processor;closer;loan clerk;loan closer;loan
  originator|3311|141,142,143
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|financial officer;accountant supervisor;finance manager;finance officer;finance controller;corporate
  controller|2411|112,138,144
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|risk analyst;risk manager;consortia advisor;consortia representative;operational risk
  analyst|2413|145,146,147
licensed loan officer assistant|||loan processor;mortgage loan processor;closer;loan clerk;loan closer;loan
  originator|3312|141,142,143
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments
  manager;investment consultant;global investment manager;investment portfolio manager;investments portfolio
  manager|2412|114,119,148
student financial support coordinator||assist students and education administrators in the management of tuition
  fees and student loans|student finance officer;financial aid coordinator;financial support officer;financial
  support coordinator|3312|
insurance clerk|||insurance agent;insurance officer;insurance assistant;insurance office clerk;indemnity
  administrator;insurance accounts clerk|4312|149,150,151
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk;dividends analyst;dividend calculation clerk|2411|
audit supervisor|||tax associate;audit leader;audit inspector;audit team leader;audits supervisor;auditing
  supervisor|2411|152,153,154
foreign exchange cashier||process cash transactions from clients in national and foreign currencies|forex
  cashier;foreign exchange clerk|4312|
securities trader|||customer agent;financial services agent;mutual funds agent;securities clerk;securities sales
  agent;securities sales director|3311|109,155,156
shipbroker||act as intermediaries between buyers and sellers of ships, cargospace on ships and charter ships for the
  transfer of cargo|shipping broker|3324|
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor;business advisor;enterprise coach;enterprise advisor;business finance
  advisor|2412|
pension scheme manager||coordinate pension schemes in order to provide benefits in retirement to individuals or
  organisations|fiscal specialist;pension adviser;pension advisor;pension planner;pensions adviser;pensions
  manager|1346|157,105,94
financial broker||undertake financial market activities on behalf of their clients|broker;finance broker;finance
  adviser;financial services broker;financial services adviser;financial services manager|3311|
securities underwriter||administer the distribution activities of new securities from a business company|investment
  underwriter;security underwriter;securities administrator;distribution administrator|3311|129,158,131
credit risk analyst|||credit risk manager;credit risk surveyor;credit risk consultant;credit risk controller;credit
  risk technician;financial risk analyst|3312|146,159,160
investment clerk|||investment assistant;investment administrator|4312|
credit manager||oversee the application of credit policy in the bank|branch manager;credit controller;credit policy
  manager;credit control manager;consumer credit manager;credit control supervisor|3312|112,161,113
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|investments specialist;trader;commodities trader;equity trader;securities trader;derivatives
  trader|3311|124,109,162
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|risk specialist;market risk specialist;operational risk consultant;bank risk manager;corporate risk
  manager;operational risk manager|2412|145,163,164
grants management officer||work professionally in the administration and management of grant funds|grants
  officer;proposals manager|2411|
insurance agency manager||coordinate and oversee the operations of an institution or a branch of an institution that
  offers insurance services|insurance agent;insurance company manager;insurance institution manager|1346|
accounting assistant||record and report ticketing accounting situations to the accountant they work with, verify
  deposits and prepare daily reports and income|program accountant;finance assistant;accountant
  assistant|3313|165,166,167
foreign exchange broker||buy and sell foreign currencies on behalf of their clients in order to secure a profit on
  fluctuations in foreign exchange rates|fx broker;forex broker;forex trader|3311|
securities broker||create the connection between the investors and the available investment opportunities|investment
  broker|3311|
sales support assistant|||sales officer;accounts assistant;sales accounts clerk;group sales assistant;sales clerical
  assistant;registered sales assistant|4311|
business valuer|||business valuation analyst;business valuation officer;business valuation consultant;business
  valuation specialist|2412|
accounting analyst|||revenue tax specialist;tax specialist;accounts analyst;accounting specialist;accounting methods
  analyst;accounting systems analyst|2411|153,168,169
insurance collector||collect payment for an overdue insurance bill|policy processing clerk;insurance
  clerk;underwriting clerk;claims clerk;insurance claims clerk|4214|170,171,172
securities analyst||perform research activities to gather and analyse financial, legal and economic
  information|bonds analyst;stock analyst;rating analyst;shares analyst;securities research analyst;securities
  research director|2413|173,130,131
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|investment banker;mergers analyst;acquisitions analyst|2413|129,158,131
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor|commodity handler;commodities trader;commodities trading manager|3324|
foreclosure specialist||revise documentation related to properties that are under foreclosure|bankruptcy
  manager;foreclosure manager;bankruptcy coordinator;foreclosure consultant;foreclosure coordinator|3315|
futures trader||undertake daily trading activities in the futures trading market by buying and selling futures
  contracts|stock speculator;futures contracts manager|3311|109,156,125
brokerage firm director||organise the activities and the people involved in securities trading|brokerage
  supervisor;brokerage senior manager;brokerage firm supervisor;brokerage managing director|1346|
foreign exchange trader||buy and sell foreign currencies in order to secure a profit on fluctuations in foreign
  exchange rates|installment dealer;futures trader;forex handler;foreign exchange handler|3311|174,175,176
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management|alternative financing specialist;finance analyst;pricing
  specialist;credit analyst;banking analyst;company analyst|2413|177,173,130
bank manager||oversee the management of one or several bank activities|business banking manager;banking
  manager;banking branch manager;bank director;bank branch manager;retail bank manager|1346|112,113,144
timber trader||assess the quality, quantity and market value of timber and timber products for trade|timber
  seller|3323|
actuarial assistant||perform statistical data research in order to set premium rates and insurance policies|senoir
  actuarial assistant;actuarial analyst assistant|3314|178,179,180
debt collector||compile debt owned to the organisation or third parties, mostly in cases when the debt is past its
  due date|account collector;collector;telephone collector;revenue agent;bill collector;collection
  agent|4214|181,182,183
energy trader||sell or buy shares of energy, sometimes from different sources|real-time energy trader;energy share
  trader;energy stock trader;energy stock analyst;energy market analyst;energy trading analyst|3311|124,109,125
gemmologist||value precious stones by analysing their characteristics, cut, and provenience either for trading or
  for further polishing efforts|stone buyer;gemstone buyer;gemmology analyst;gemmology scientist;gemmology
  researcher;gemmology research analyst|3315|
green coffee buyer||purchase green coffee beans from producers all around the world commissioned by coffee
  roasters|coffee buyer|3323|
non-vessel operating common carrier||||3324|
post office counter clerk||sell products and services at a post office|mail service clerk;post office
  supervisor|4211|
purchase planner||organise the continuous supply with goods out of existing contracts|client services
  administrator;production planner;material supply planner;company buyer;demand planner;material
  planner|3323|184,185,186
purchaser||select and purchase stock, materials, services or goods|procurement clerk;purchasing clerk;procurement
  assistant;buyer;buying agent;supply agent|3323|187,188,189
set buyer||analyse the script in order to identify the set dressing and the props needed for all individual
  scenes|property buyer;production buyer;set decoration buyer|3323|
statistical assistant||collect data and use statistical formulas to execute statistical studies and create
  reports|IT expert;admin assistant;computer expert;statistics assistant;statistician assistant;administrative
  assistant|3314|190,191,192
textile sourcing merchandiser||organise efforts for textile producers from fibre to final products|textile
  merchandiser;fabric purchasing manager;textile purchasing manager;textile sourcing specialist;textile sourcer
  merchandiser|3323|
waste broker||act as mediating party between clients and waste management industries|mine waste broker;animal waste
  broker;mining waste broker;quarry waste broker;abattoir waste broker;recycling waste broker|3324|
executive assistant|||administrative secretary;executive secretary;administrative aide;administrative
  associate;administrative specialist;executive administrative assistant|3314|193,194,195
purchasing administrator|||procurement official;contract specialist;contract analyst;contractor buyer;contracts
  administrator;fuel agent|3323|196,197,198
# Hospitals and Health Care
specialist nurse||promote and restore people's health, and diagnose and care within a specific branch of the nursing
  field|nurse specialist;nurse practitioner;nursing specialist;specialist nurse practitioner|2221|
registered nurse|||acute care nurse;critical care nurse|2221|199,200,201
midwife|||midwife researcher;childbirth assistant|2222|
family nurse practitioner|||ACNP;gastroenterology nurse practitioner;adult nurse practitioner;ARNP
  specialist;pediatric nurse practitioner;NP|2221|202,203,204
reproductive genetic counseling coordinator|||certified genetic counselor;genetic counselor;medical science
  liaison;prenatal genetic counselor;cancer genetic counselor;cancer program consultant|2221|205,206,207
clinical medical assistant|||cast assistant;autopsy assistant;medical assistant;surgery assistant;clinical
  assistant;surgical assistant|3256|208,209,210
advanced nurse practitioner|||team manager;service manager;community team leader;advanced nurse manager;staff
  development manager;advanced nursing practitioner|2221|
podiatrist||are foot specialists who study foot physiology and pathology from a structural and functional
  standpoint|attending physician;physician;doctor of podiatry|2269|211,212,213
healthcare assistant|||resident assistant;elderly care assistant;patient care assistant;resident care
  assistant;maternity care assistant;primary healthcare assistant|5321|214,215,216
nurse assistant||provide basic patient care under direction of nursing staff|nursing assistant|5321|217,218,219
maternity support worker||work together in a team with midwives and health professionals within the occupational
  fields of nursing and midwifery|midwife assistant;midwifery assistant;midwife care assistant;maternity care
  assistant;midwifery care assistant;maternity healthcare assistant|3222|
radiographer||use a range of technologies to examine, treat and care for patients|cardiovascular
  technologist;cardiopulmonary technologist;cardiac catheterization technologist;expert radiographer;clinical
  radiographer;specialist radiographer|2269|220,221,222
clinical perfusion scientist||operate heart-lung equipment during surgical operations to ensure breathing and blood
  circulation|medical perfusion expert;clinical perfusion expert;medical perfusion scientist|3211|
diagnostic radiographer|||radiologic technologist;expert diagnostic radiographer;diagnostic imaging
  radiographer;diagnostic radiography technician;specialist diagnostic radiographer;diagnostic radiography
  practitioner|2269|
funeral assistant|||funeral attendant;funeral home assistant;funeral home associate;funeral greeter;funeral home
  attendant;pallbearer|5321|223,224,225
funeral director|||funeral arranger;licensed funeral director;mortician;funeral arrangement director;funeral
  counselor;funeral location manager|5321|226,227,228
patient care technician|||patient transporter;transporter;orderly;attendant;operating room assistant;patient
  escort|5321|229,230,231
therapeutic program worker|||psychiatric aide;psychiatric nursing aide;mental health aide;psychiatric nursing
  assistant;resident care technician;MHA|5321|232,233,234
healthcare institution manager|||general manager;healthcare director;healthcare general manager;hospital operations
  manager;healthcare operations manager;healthcare operations director|1342|
certified nuclear medicine technologist|||nuclear cardiology technologist;nuclear medicine technologist;radiation
  safety officer;CNMT;isotope technician;nuclear medical technologist|2269|235,236,237
certified respiratory therapist|||registered respiratory therapist;respiratory care practitioner;staff respiratory
  therapist;staff therapist;RRT;RCP|2269|238,239,240
certified surgical technologist|||operating room technician;surgical technician;surgical technologist;certified
  surgical technician;operating room technologist;surgical scrub technician|2269|241,242,243
computed tomography technologist|||x-ray technologist;diagnostic radiologic technologist;imaging
  technologist;mammographer;radiology technician;x-ray technician|2269|244,245,246
magnetic resonance imaging coordinator|||MRI specialist;MRI technologist;CT technologist;MRI coordinator;staff MRI
  technologist|2269|247,248,249
radiation therapist|||dosimetrist;registered radiation therapist;staff radiation therapist;medical
  dosimetrist;radiation therapy technologist;RT|2269|250,251,252
ultrasound technician|||diagnostic medical sonographer;sonographer;ultrasonographer;cardiac sonographer;medical
  sonographer;staff sonographer|2269|253,254,255
biomedical scientist|||clinical research scientist;scientist;medical researcher;medical scientist;biomedical
  analyst;biomedical researcher|3212|256,257,258
hospital pharmacist||prepare, dispense and provide medication to patients in hospitals|relief pharmacist;clinical
  pharmacist;site lead pharmacist;hospital locum pharmacist;hospital pharmacy specialist|2262|259,260,261
dental chairside assistant|||dental assistant;dental support worker|3251|
medical laboratory assistant||work under supervision of the biomedical scientist and carry out basic laboratory
  procedures|laboratory assistant;clinical laboratory assistant;clinical research assistant;biomedical laboratory
  assistant|3212|262,263,264
medical technician|||paramedic practitioner;emergency medical technician|3258|265,266,267
respiratory therapy technician||assist doctors and surgeons to treat respiratory problems|breathing
  technician;respiratory therapist;respiratory technician;oxygen therapy technician;respiratory care
  assistant;respiratory care supervisor|3259|268,269,270
healthcare inspector||visit healthcare facilities to ensure proper care is given to all patients in accordance with
  legal requirements|hospital inspector;care commission inspector;medical facilities inspector;healthcare facilities
  inspector;healthcare enforcement inspector;healthcare environment inspector|3257|
anatomical pathology technician|||mortuary technician;pathology technician;pathology laboratory
  technician;anatomical pathology technologist|3212|
central service technician|||sterile processing technician;medical equipment preparer;central processing
  technician;sterile preparation technician;sterile technician;sterilization technician|3212|271,272,273
animal assisted therapist||provide support to individuals with cognitive, motoric, or social-emotional disabilities
  through animal assisted intervention||2269|274,275,276
ambulance driver|||EMS driver;ambulance attendant;chair car driver;CPR ambulance driver;driver medic;emergency care
  attendant|3258|277,278,279
certified surgical first assistant|||surgical first assistant;certified first assistant;certified surgical
  assistant;gastrointestinal technician;CSA;CFA|3258|280,281,282
healthcare specialist|||first responder;flight paramedic;paramedic;rescue worker|3258|283,265,284
general practitioner|||family practitioner|2211|285,286,287
medical records clerk|||health information clerk;clerical officer;health records clerk;medical records
  officer;health records assistant;medical records assistant|3252|288,289,290
certified ophthalmic surgical assistant|||certified ophthalmic technician;ophthalmic assistant;ophthalmic
  technician;ophthalmic medical technician;health technician;ophthalmic diagnostic sonographer|3259|291,292,293
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist;pharmacy practitioner;pharmacology practitioner|2262|294,259,260
community health worker||provide advice and information about various health subjects to the community|community
  support worker;community health assistant;community healthcare worker;community healthcare assistant|3253|
clinical coder||read patients' medical records|clinical coding expert;medical coding officer;clinical coding
  officer;clinical records technician|3252|
central supply technician|||certified professional midwife;homebirth midwife;licensed midwife;birth center
  midwife;certified direct-entry midwife;lay midwife|2211|295,296,297
certified physician assistant|||physician assistant;anesthesia assistant;anesthesia technician;anesthesiologist
  assistant;certified anesthesiologist assistant;cardiology physician assistant|2211|298,299,300
emergency medicine specialist|||emergency medicine physician;critical care physician;disaster medicine
  physician;emergency department doctor;ED doctor;emergency department physician|2211|301,302,303
obstetrics specialist|||medical doctor;gynecologist;OBGYN MD;obstetrics gynecology physician;physician
  gynecologist;MD|2211|304,305,306
medical records analyst|||medical records director;cancer registrar;applications analyst;clinical analyst;clinical
  data specialist;CDIS|3252|288,289,307
chiropractor|||Licensed chiropractor;musculoskeletal therapist;neuromusculoskeletal therapist|2269|308,309,310
emergency ambulance driver|||ambulance technician;medical emergency assistant|3258|
optometrist||examine and test eyes to identify abnormalities, visual problems, or disease|therapeutic
  optometrist;optometric expert;optometry practitioner|2267|311,312,313
dental hygienist|||hygienist;licensed dental hygienist;pediatric dental hygienist;dental therapist;oral health
  therapist;orthodontic therapist|3251|314,315,316
health and safety officer||execute plans for the improvement of work environments and cultures|public health
  inspector;occupational health officer|2263|
cytology screener|||cytology practitioner|3212|
medical transcriptionist||interpret dictated information from the doctor or other healthcare professionals and
  convert it into documents|radiology transcriptionist;transcriptionist;clinical medical
  transcriptionist|3344|317,318,319
medical administrative assistant||work very closely with health professionals|medical secretary;administrative
  assistant;front desk receptionist;medical assistant;personal assistant;healthcare assistant|3344|320,321,322
specialist chiropractor|||specialised chiropractor;licensed specialised chiropractor;specialised musculoskeletal
  therapist;specialised neuromusculoskeletal therapist|2269|
occupational therapy assistant|||rehabilitation assistant;OT assistant;OT support worker|2269|323,324,325
certified dental assistant|||registered dental assistant;expanded dental assistant;oral surgery
  assistant;orthodontic assistant;surgical dental assistant;DA|3251|326,327,328
chiropractic assistant|||chiropractor assistant;chiropractic support worker|3344|329,208,330
home care aide|||home health aide;certified nurses aide;caregiver;personal care worker;personal care
  attendant;elderly people assistant|5322|331,332,333
data management associate|||database administration associate;information systems administrator;PACS manager;PACS
  administrator;PACS support engineer;PACS interface analyst|3252|24,25,26
keyboard specialist|||clerk typist;typist;word processor;stenographer;continuity clerk;bordereau
  clerk|3344|334,335,336
clerk specialist|||receptionist;greeter;member service representative;scheduler;appointment clerk;space
  scheduler|3344|337,338,339
shiatsu practitioner|||shiatsu therapist|3255|
dance therapist|||movement therapist|2269|340,341,342
nuclear medicine radiographer||||2269|
health psychologist|||psychologist;staff psychologist;developmental psychologist;healthcare psychologist;health
  psychology researcher;research health psychologist|2634|343,344,345
communication assistant|||speech pathologist assistant;speech-language pathologist assistant;speech-language
  pathology assistant;certified endoscopy technician;endoscopy technician;speech assistant|2269|346,347,348
independent living specialist|||occupational therapy aide;rehabilitation aide;rehabilitation services
  aide;restorative aide;direct service professional;direct support professional|2269|349,325,350
medical records manager||are responsible for managing activities of medical records units which maintain and secure
  patient data|medical supervisor;health manager;medical manager;health records manager;patient records
  manager;health records supervisor|3252|351,352,353
clinical informatics manager||oversee the daily operations of information systems used in a medical
  institutions|health informatics manager;health informatics director;clinical informatics director;clinical
  informatics supervisor|1342|
medical practice manager||manage the day-to-day operations of a medical practice|health services
  administrator;nursing home administrator;health administrator;practice manager;health centre manager;practice
  administrator|3344|354,351,353
pharmacy assistant||perform general duties, such as stock management, serving at the cash desk, or performing
  administrative duties|dispensing assistant;pharmacy service assistant;pharmacy dispensing
  assistant|3213|355,356,357
osteopath||||3259|358,274,359
mental health technician|||mental health associate;psychiatric technician;behavioral health technician;health care
  technician;licensed psychiatric technician;mental health assistant|2269|360,361,362
phlebotomist||take blood samples from patients for laboratory analysis, ensuring patient safety during the blood
  collection process|registered phlebotomist;certified phlebotomist;laboratory phlebotomist;phlebotomy
  specialist;phlebotomy technician;phlebotomy practitioner|5329|363,364,365
behavioral analyst|||child psychiatrist;outpatient psychiatrist;psychiatrist;staff psychiatrist;adult
  psychiatrist;consulting psychiatrist|2634|366,367,368
headache specialist|||neurologist;pediatric neurologist;adult neurologist;general neurologist;child
  neurologist;chiropractic neurologist|2634|369,370,371
psychology assistant||aid psychologists in their work|psychological assistant;personality assessment
  coordinator|3259|
elderly home manager|||nursing home manager;elderly home supervisor;eldery home administrator|1343|
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  physiotherapist|2264|
dietitian|||nutritionist;clinical dietitian;registered dietitian|2265|372,373,374
specialist dentist||prevent, diagnose and treat anomalies and diseases affecting the teeth, mouth, jaws and
  adjoining tissues specialised in oral surgery or orthodontics|dental specialist;endodontic specialist;gerodontic
  specialist;dental health specialist;prosthodontic specialist;dentofacial orthopaedic specialist|2261|
prosthetist-orthotist|||certified orthotist;ABC orthotist;board orthotist;prosthetic technician;prosthetic
  technologist;artificial limb technician|3214|375,376,377
dietetic technician|||nutrition technician;nutrition assistant;dietetic assistant;dietetic science
  technician;clinical dietetic technician;medical dietetics technician|3259|378,379,380
hospital porter||are professional healthcare assistants who transport people on stretchers around the hospital site,
  as well as and items|porter;general porter;general hospital porter|5329|
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist;advanced pharmacist;clinical pharmacist;pharmacy specialist|2262|
clinical exercise specialist|||clinical exercise physiologist;exercise physiologist;certified exercise
  physiologist;exercise scientist;EPC;applied exercise physiologist|2265|381,382,383
occupational therapist|||low vision therapist;vision rehabilitation therapist;certified hand therapist;activity
  therapist;rehabilitation therapist;rehabilitation counsellor|2269|384,385,386
specialised doctor||prevent, diagnose and treat diseases depending on their medical or surgical specialty||2212|
speech and language specialist|||bilingual speech-language pathologist;speech pathologist;speech-language
  pathologist;pediatric speech-language pathologist;speech clinician;speech therapist|2269|387,388,389
sophrologist|||sophrology expert;sophrology specialist;sophrology practitioner;dynamic relaxation
  practitioner;specialist sophrology practitioner|3255|
emergency response coordinator|||aid worker;charity coordinator;disaster coordinator;emergency
  coordinator;humanitarian aid worker;emergency planning officer|2263|
acupuncturist||make use of thin needles and insert them into acupuncture points in the body in order to restore the
  imbalances of the human body and overall good health|licensed acupuncturist;acupressure therapist;auricular
  acupuncturist;acupuncture therapist;acupuncture specialist;acupuncture practitioner|2230|390,391,392
traditional chinese medicine therapist||use alternative medicine approaches to cure illnesses in all its forms|TCM
  therapist;TCM specialist;TCM practitioner;chinese medicine therapist|2230|
therapeutic radiographer|||therapy radiographer;radiotherapy radiographer;radiotherapy technologist;radiography
  therapy practitioner;therapeutic radiography practitioner|2269|
optician||help to improve and correct an individual's vision according to prescriptions provided by a specialised
  doctor in ophthalmology or an optometrist|licensed dispensing optician;licensed optician;certified
  optician;optician expert;contact lens specialist|3254|393,394,395
polygraph examiner||prepare individuals for polygraph testing, conduct the polygraph exam and interpret the
  results|latent fingerprint examiner;latent print examiner;crime scene examiner;signals analyst;polygraph
  operator;polygraph instructor|2634|396,397,398
sterile services technician||ensure decontamination of medical devices in compliance with strict hygienic
  procedures|disinfection assistant|5329|
# Higher Education
higher education lecturer|||HE lecturer;research lecturer;university lecturer;higher education instructor|2310|
military trainer|||military instructor;armed forces trainer;armed forces instructor;military academy
  instructor|2320|
college assistant lecturer||share university or college lecturers' academic workload, specifically the provision of
  lectures to students|research assistant lecturer;college assistant instructor;university assistant
  lecturer;university assistant instructor|2310|
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer;continuing education teacher;further education practitioner|2359|
computer science lecturer|||professor;associate professor;CIS professor;computer science teacher;computer science
  instructor|2310|399,400,401
engineering lecturer|||associate professor;professor;chemical engineering professor;engineering teacher;engineering
  instructor;engineering science teacher|2310|399,402,401
university teaching assistant|||graduate assistant;college biology TA;teaching assistant;graduate teaching
  assistant|2310|403,404,405
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director;arts conservatory
  director;further education director;technical institute director;post-secondary school director|1345|
business lecturer|||professor;accounting professor;associate professor;business teacher;commerce teacher;commerce
  lecturer|2310|406,400,401
economics lecturer|||professor;adjunct professor;associate professor;economics teacher;economics
  instructor;university economics teacher|2310|402,407,401
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer|2359|
education studies lecturer|||education studies teacher;education studies instructor|2310|
firefighter instructor||train probationary, new academy recruits, or cadets, on the theory and practice necessary to
  become a firefighter|firefighter trainer;firefighter teaching practitioner|2320|
dance school teacher|||dance school instructor;dance conservatory trainer;conservatory dance lecturer;conservatory
  dance instructor;dance conservatory instructor|2310|
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager;primary school manager;secondary school manager;educational institution manager|1345|
SEN head teacher||manage the day-to-day activities of a special education school||1345|
education inspector|||OFSTED inspector;school inspector;education authority officer;education institution
  inspector|2351|
social work lecturer|||professor;adjunct professor;clinical professor;social work teacher;social work
  instructor|2310|402,408,407
anthropology lecturer|||anthropology;associate professor;professor;anthropology teacher;anthropology
  instructor;university anthropology teacher|2310|406,409,401
archaeology lecturer|||archaeology teacher;archaeology instructor;university archaeology lecturer|2310|
architecture lecturer|||associate professor;professor;adjunct professor;architecture teacher;architecture
  instructor;university architecture lecturer|2310|400,407,401
art studies lecturer|||art studies teacher;arts studies lecturer;art studies instructor|2310|
biology lecturer|||biological science teacher;associate professor;professor;biology teacher;biology
  instructor;biological science lecturer|2310|399,410,401
chemistry lecturer|||chemistry teacher;professor;associate professor;chemistry instructor;chemical science
  teacher;chemical science lecturer|2310|411,410,401
classical languages lecturer|||classics lecturer;classical studies lecturer;classical languages instructor|2310|
communications lecturer|||mass communications professor;communications assistant professor;communications media
  professor;communications teacher;communications instructor;university communications teacher|2310|406,400,401
dentistry lecturer|||clinical sciences professor;dentistry teacher;dentistry instructor;dental science
  lecturer;dental sciences lecturer;university dentistry lecturer|2310|406,412,401
earth science lecturer|||associate professor;professor;astronomy professor;geology lecturer;geography
  lecturer;geoscience teacher|2310|400,406,401
food science lecturer|||food science teacher;food sciences teacher;food science instructor;food sciences
  instructor|2310|
healthcare specialist lecturer|||dietetics teacher;oncology lecturer;pathology teacher;pedagogy lecturer;dietetics
  lecturer;embryology teacher|2310|399,410,401
history lecturer|||professor;associate professor;african history professor;history teacher;history instructor;modern
  history lecturer|2310|406,400,401
journalism lecturer|||professor;associate professor;speech professor;journalism teacher;journalism instructor;media
  studies teacher|2310|406,400,401
law lecturer|||associate professor;professor;adjunct professor;law teacher;law instructor;university law
  teacher|2310|413,400,401
linguistics lecturer|||linguistics teacher;linguistics instructor;applied linguistics lecturer;university
  linguistics teacher;university linguistics lecturer|2310|
mathematics lecturer|||professor;associate professor;mathematical sciences professor;mathematics teacher;mathematics
  instructor;university maths teacher|2310|406,400,401
medicine lecturer|||medicine teacher;clinical lecturer;medicine instructor;university medicine lecturer|2310|
modern languages lecturer|||modern languages teacher;modern languages instructor|2310|
nursing lecturer|||professor;associate professor;clinical nursing professor;nurse lecturer;nursing teacher;nursing
  instructor|2310|414,415,416
pharmacy lecturer|||pharmacy teacher;pharmacy instructor;pharmaceutics lecturer;university pharmacy
  teacher;university pharmacy lecturer;pharmaceutics lecturer teacher|2310|
philosophy lecturer|||philosophy;professor;associate professor;philosophy teacher;philosophy instructor;university
  philosophy teacher|2310|406,400,401
physics lecturer|||professor;adjunct professor;associate professor;physics teacher;physics instructor;university
  physics teacher|2310|399,402,401
politics lecturer|||associate professor;professor;adjunct professor;teacher;political science teacher;political
  science lecturer|2310|406,402,401
psychology lecturer|||professor;associate professor;clinical psychology professor;psychology teacher;psychology
  instructor;university psychology lecturer|2310|399,402,401
religious studies lecturer|||religion teacher;religion professor;biblical studies professor;theology
  teacher;theology lecturer;theology instructor|2310|406,400,401
sociology lecturer|||professor;associate professor;adjunct professor;sociology teacher;sociology instructor;social
  science teacher|2310|406,400,401
space science lecturer|||space science teacher;space science instructor|2310|
university literature lecturer|||english professor;professor;associate professor;literature teacher;literature
  lecturer;HE literature teacher|2310|406,400,401
veterinary medicine lecturer|||associate professor;clinical professor;professor;veterinary science
  teacher;veterinary medicine teacher;veterinary science lecturer|2310|406,412,401
police trainer||train probationary, new academy recruits, or cadets, and seasoned veterans on the theory and
  practice necessary to become a police officer|police instructor;police officer trainer;law enforcement
  trainer;police firearms trainer;specialist police trainer;law enforcement instructor|2320|
physical education vocational teacher||instruct students in their specialised field of study, physical education,
  which is predominantly practical in nature|vocational PE teacher;vocational PE instructor|2320|
music instructor|||art professor;music professor;professor;music school teacher;music school lecturer;music school
  instructor|2310|417,418,419
criminal justice instructor|||criminal justice professor;digital forensics instructor;justice professor;criminology
  teacher;penology teacher;college professor|2310|420,418,401
ethnic origins teacher|||american studies professor;black studies professor;ethnic studies professor;humanities
  professor;ethnology teacher;gender studies professor|2310|420,401,402
fitness studies teacher|||physical education professor;kinesiology professor;physical education instructor;PE
  instructor;exercise teacher;gymnasium teacher|2310|418,402,401
fitness studies teacher|||physical education professor;kinesiology professor;physical education instructor;PE
  instructor;exercise teacher;gymnasium teacher|2310|418,402,401
geography instructor|||geography professor;human geography instructor;human geography professor;physical geography
  professor;cartography teacher;cartography professor|2310|402,418,401
spanish instructor|||french professor;spanish professor;foreign languages professor;german professor;modern
  languages professor;spanish teacher|2310|421,418,401
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students|student support officer;university access officer;university access coordinator|2359|
curriculum administrator||develop and improve the curricula of education institutions|education specialist;learning
  development specialist;program administrator;education manager;education officer;curriculum
  manager|2351|422,423,424
university research assistant||conduct academic research for the university or college they are employed
  in|university assistant;university research technician;university research technologist|2310|
adjunct instructor|||education professor;faculty member;special education professor;education teacher;counselor
  education professor;educational administration teacher|2351|421,401,418
child development instructor|||dietetics professor;human development professor;FCS professor;home economics
  teacher;nutrition instructor;sewing teacher|2351|418,402,401
classification instructor|||library science professor;information science professor;library instructor;library
  technology instructor;library professor;college faculty member|2351|406,421,418
fine arts instructor||||2310|
performing arts theatre instructor|||theatre instructor;acting school teacher;acting school instructor;conservatory
  theatre lecturer;conservatory theatre instructor|2310|
education welfare officer||address the social and psychological well-being of students|learning advisor;pastoral
  advisor;school social worker;school welfare officer;education social worker;school attendance officer|2635|
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools|instructional systems specialist;course developer;instructional technology specialist;training
  designer;instructional engineer;instructional developer|2359|425,426,424
business administration vocational teacher|||business management teacher;business management instructor;business
  administration teacher;business administration instructor|2320|
educational psychologist||are psychologists employed by educational institutions to provide psychological and
  emotional support to students in need|bilingual school psychologist;consulting psychologist;psychologist;school
  psychologist;students psychologist;students psycology specialist|2634|427,428,429
adjunct instructor|||education professor;faculty member;special education professor;education teacher;counselor
  education professor;educational administration teacher|2359|421,401,418
child development instructor|||dietetics professor;human development professor;FCS professor;home economics
  teacher;nutrition instructor;sewing teacher|2359|418,402,401
classification instructor|||library science professor;information science professor;library instructor;library
  technology instructor;library professor;college faculty member|2359|406,421,418
deputy head teacher||support the management duties of their school's principals and are part of the school's
  administrative staff||1345|
occupational railway instructor|||railway instructor;tram driver instructor;train driver instructor;engine driver
  instructor;metro driving instructor;trolley driver instructor|2320|
education programme coordinator||supervise the development and implementation of educational programmes|education
  programs manager;education programme director;education programmes manager|1345|
bereavement counsellor|||bereavement officer;bereavement support worker;adult bereavement counsellor;bereavement
  advice counsellor;bereavement social counsellor;family bereavement counsellor|2635|
e-learning developer|||eLearning producer;e-learning producer|2359|
advertising assistant||provide support in all the operations carried out in advertising departments or advertising
  agencies|order clerk;warehouse clerk;order processing clerk;advertising clerk;publicity assistant;advertising
  space clerk|4419|430,431,432
air traffic instructor|||air traffic trainer|2320|
aquaculture quality supervisor||establish standards and policies for the quality control of aquatic organisms'
  production|fish farming supervisor;fish hatchery supervisor;aquaculture quality manager|3142|
aquaculture site supervisor||supervise production processes in large-scale aquaculture operations and inspect
  aquaculture sites to maintain and improve performance|fishery site supervisor|3142|
bacteriology technician||provide technical assistance in researching and testing bacteria using laboratory
  equipment|medical technician;chemist;lab technician;biology technician;biology technologist;chemistry
  technician|3141|262,263,433
beauty vocational teacher|||beauty teacher;beauty instructor;cosmetology teacher;vocational beauty
  teacher;cosmetology vocational teacher;vocational cosmetology teacher|2320|
biochemistry technician||provide technical assistance in researching, analysing and testing the reactions caused by
  chemicals in living organisms|clinical laboratory technologist;cytogenetic technologist;medical laboratory
  technologist;chemist;biology technician;biology technologist|3141|434,435,436
cabin crew instructor||teach trainees all the matters regarding the operations in aircraft cabins|cabin crew
  trainer;cabin service instructor;flight attendant trainer;flight service instructor;flight attendant
  instructor;inflight service instructor|2320|
file clerk||are in charge of maintaining records of a company and managing forms and information|medical records
  clerk;claims clerk;clerk;filing clerk;archive clerk;copying clerk|4415|437,438,439
food service vocational teacher||for food service instruct students in their specialised field of study, food
  service, which is predominantly practical in nature|cooking teacher;cooking instructor;food service teacher;food
  technology teacher;food technology instructor|2320|440,441,442
foreign language correspondence clerk||read and reply to a company's correspondence in foreign languages|foreign
  correspondence clerk;foreign correspondent assistant|4419|
forestry technician||assist and support the forest manager and implement their decisions|foresty supervisor;forestry
  technologist;forestry operations supervisor;forestry operations technician;forestry operations
  technologist|3143|443,444
hairdressing vocational teacher||instruct students in their specialised field of study, hairdressing, which is
  predominantly practical in nature|vocational trainer;driver trainer;vocational instructor;barber
  instructor;barbering teacher;barbering instructor|2320|445,446,447
hospitality vocational teacher||instruct students in their specialised field of study, hospitality, which is
  predominantly practical in nature|hospitality instructor|2320|
human resources assistant||provide support in all the processes and efforts carried by human resources managers|HR
  associate;personnel associate|4416|448,449,450
industrial arts vocational teacher||instruct students in their specialised field of study, industrial arts, which is
  predominantly practical in nature|industrial arts teacher;industrial arts instructor;technical handicraft
  teacher;technical handicraft instructor|2320|
library assistant||assist the librarian in the day-to-day activities of the library|circulation clerk;library
  clerk;library technician;library services assistant|4411|451,452,453
mail clerk||perform mail handling, sorting, recording and other duties in connection with mail services from post
  offices or related organisations|postal clerk;mailroom clerk;direct mail clerk;sorting clerk;mail room
  clerk|4412|454,455,456
maritime instructor|||maritime trainer;boating instructor;ship pilot trainer;ship pilot instructor;maritime training
  instructor;occupational boating instructor|2320|
marketing teacher||instruct students in their specialised field of study, sales and marketing, which is
  predominantly practical in nature|marketing instructor|2320|406,457,419
messenger|||laboratory courier;mailroom courier;postal service worker|4412|458,459,460
occupational driving instructor||teach occupational drivers how to operate their vehicles according to driving
  regulations|HGV driving instructor;LGV driving instructor;PCV driving instructor;occupational driving
  teacher;specialist driving instructor|2320|
proofreader||examine facsimiles of the finished products such as books, newspaper and magazines|braille
  proofreader;production proofreader;clerical proofreader|4413|461,462,463
social work practice educator||teach, supervise and assess social work students prior, during and after they have
  obtained their degree|practice placement worker;practice placement coordinator|2310|
transport technology vocational teacher||instruct students in their specialised field of study, transport
  technology, which is predominantly practical in nature|automotive technology teacher;automotive technology
  instructor;transportation technology teacher;transportation technician instructor|2320|
viticulture adviser||advise on improving vineyard production and wine-making|viniculture adviser;viticulture
  specialist;wine production adviser|3142|
vocational teacher||instruct students in their specialised field of study, which is predominantly practical in
  nature|technology education teacher;career education teacher;career technology teacher;vocational
  lecturer;vocational instructor;vocational college teacher|2320|464,465,466
zoology technician||provide technical assistance in researching and testing animal species using laboratory
  equipment|behaviorist;wildlife manager;animal researcher;zoology researcher;zoological technician;zoology lab
  technician|3141|467,468
automation clerk|||mail handler;mail processor;mail processing clerk;assorter;dead mail checker;distributor|4412|469
biological technician|||research associate;biological science technician;marine fisheries technician;wildlife
  biology technician;biological aide;microbiology technician|3141|470,471,472
central service technician|||sterile processing technician;medical equipment preparer;central processing
  technician;sterile preparation technician;sterile technician;sterilization technician|3141|271,272,273
city carrier assistant|||city letter carrier;letter carrier;mail carrier;rural carrier associate;city carrier;city
  mail carrier|4412|473,474,475
data capture specialist|||data entry clerk;data entry operator;data transcriber;data entry keyer;data entry
  specialist;records clerk|4415|476,477,478
eligibility specialist|||program eligibility specialist;workforce services representative;business employment
  specialist;eligibility examiner;housing specialist;medicaid analyst|4416|479,480,481
forest resource specialist|||field laborer;forestry support specialist;tree planter;park maintainer;reforestation
  worker;forest worker|3143|482,483
library circulation assistant|||library aide;acquisitions assistant;cataloging assistant;library associate;library
  clerical assistant;librarian assistant|4411|484,485,486
library media specialist|||librarian;reference librarian;catalog librarian;media technician;multimedia services
  coordinator;technical services librarian|4411|487,488,489
technology teacher|||business education teacher;computer teacher;industrial technology teacher;agriscience
  technology instructor;automotive education teacher;CTE teacher|2320|440,490,491
window clerk|||postal service clerk;bulk mail technician;distribution clerk;mail agent;bulk mail clerk;delivery
  clerk|4412|492,493,494
# Marketing Services
advertising media planner||advise on the best communication media platforms to convey ideas|media manager;media
  planner;media coordinator;digital media planner;media planning expert;media planning manager|2431|
advertising specialist|||brand specialist;advertising adviser;advertising advisor;advertising consultant;advertising
  account manager;strategic marketing specialist|2431|
online sales channel manager||define the sales programme for e-commerces such as goods sold via e-mail, internet and
  social media|e-commerce manager;mail order manager;digital sales manager;internet order manager|1221|
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media|TV buyer;media buyer;press buyer;radio buyer;space buyer;media space buyer|2431|
market research interviewer||strive to collect information on the perceptions, opinions, and preferences of
  customers in relation to commercial products or services|admissions representative;admitting representative;field
  representative;market research analyst;public opinion researcher;market research representative|4227|495,496,497
advertising sales agent||sell advertising space and media time to businesses and individuals|advertising account
  representative;advertising representative;advertising sales representative|3339|498,499,500
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|book canvasser;campaign worker|2432|501,502,503
online marketer||use e-mail, internet and social media in order to market goods and brands|e-commerce
  specialist;internet e-commerce specialist;online marketing specialist;internet marketing specialist;e-commerce
  marketing specialist|2431|504,505,87
customer experience manager|||guest relations manager;guest relations officer;guest experience manager;guest
  relations specialist;guest experience specialist|2431|506,507,508
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent;political organisation manager;political
  organization manager|2432|
banking products manager|||credit products manager;banking products analyst;internet banking manager;savings
  products manager;banking products director;mortgage products manager|1221|
demo specialist|||demonstrator;in store demonstrator;product demonstrator;brand ambassador;event specialist;field
  merchandiser|2432|509,510,511
front desk agent|||front desk clerk;guest services agent;night auditor;desk clerk;front desk associate;front office
  agent|2431|512,513,514
eBusiness manager||create and execute a company's electronic strategy plan for selling products and services
  online|eCommerce manager;e-business manager;e-commerce manager;eBusiness development manager;eBusiness development
  officer;e-commerce development manager|2431|
tourism product manager||analyse the market, research potential offers, develop products, plan and organise the
  distribution and marketing processes|tourism product developer;tourism distribution manager|1221|
digital artist||create art which applies digital technology as an essential part of the creative process|computer
  artist;digital games artist;digital matte artist;digital matte painter;digital environment
  artist;computer-generated imagery artist|2166|77,78
marketeer|||search marketing strategist;digital media planner;paid search strategist;marketing adviser;marketing
  advisor;marketing analyst|2431|504,515,87
product and services manager||are in charge of defining the content and structure of a catalogue or portfolio within
  a company|catalogue manager;e-catalogue manager;sales catalogue manager;online catalogue manager;product catalogue
  manager;sales e-catalogue manager|2431|
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|marketing specialist;business development specialist;communications specialist;market analyst;market
  researcher;marketing researcher|2431|516,517,504
business developer||strive to improve the market share of companies in the market|business continuity analyst|2431|
brand manager||analyse and plan the way a brand is positioned on the market|marketing executive;formula
  manager;graduate brand manager;brand marketing manager;brand development manager;marketing development
  manager|2431|518,519,520
advertising copywriter||are responsible for the written or verbal design of advertisements and
  commercials|writer;creative writer;advertisement agency copywriter;copywriting consultant|2431|521,522,523
after-sales service technician||provide after-sales service support to customers, such as the installation,
  maintenance and repair of the sold products|field service technician;support technician;field technician;workshop
  technician;help-desk technician;field support technician|2433|79,80,81
auction house manager||are responsible for the staff and activities in an auction house|auction house
  director;auction house administrator|1221|
auctioneer||conduct auctions by accepting bids and declaring goods sold|agent|3339|
client relations manager||act as the middle person between a company and its customers|client manager;client service
  manager;customer service manager;consumer relations manager;client relationship manager;client service
  representative|2431|
creative director||manage the team that is responsible for the creation of advertisements and commercials|creative
  services director;design director;creative manager;advertising director;creative coordinator;creative services
  manager|2431|524,525,526
destination manager|||organisation manager;tourism strategy manager;destination marketing manager;destination
  development manager|1221|
hospitality entertainment manager||are in charge of managing the team which creates entertainment activities for the
  guests of a hospitality establishment|amusement manager;entertainment manager;entertainments manager;cruise
  entertainment manager;resort entertainment manager;holiday entertainment manager|3339|
hospitality revenue manager||maximise revenue generated from facilities such as hotels, holiday resorts and camping
  grounds by analysing trends and competition|yield manager;revenue manager;hospitality yields manager;hospitality
  revenues manager|2431|
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks|IP broker;IP expert;IP adviser;patent agent;IP consultant;IP specialist|3339|
licensing manager||oversee licenses and rights of a company regarding use of its products or intellectual
  property|graduate licensing manager|1221|527,528,529
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals|salesman;medical detail representative;medical field representative;medical device seller;medical
  representative;clinical representative|2433|530,531,532
network marketer|||advertising manager;promotion strategy manager;marketing promotions manager;network marketing
  specialist;commercial marketing specialist|2431|
pricing specialist|||accounting specialist;accounts payable specialist;accounts receivable specialist;price
  clerk;price analyst;price point analyst|2431|165,533,534
promoter|||booker;boxing promoter;film booker;road manager;performance tour manager|3339|535,536,537
promotion assistant||provide support in the implementation of programs and promotional efforts in
  points-of-sale|promotions assistant;promotional assistant;marketing promotion assistant|2431|
publishing rights manager||are responsible for the copyrights of books|rights manager;rights director;rights
  coordinator;digital rights manager;foreign rights manager;digital rights director|3339|
relocation officer||help businesses and organisations with the move of employees|relocation manager;relocation
  director;relocation consultant;relocation specialist;relocation services officer|3339|
renewable energy consultant||advise clients on the advantages and disadvantages of different renewable energy
  sources|technical consultant;sustainable energy consultant|2433|538,539,540
sales engineer|||LGV sales engineer;PCV sales engineer;bus sales engineer;LGV sales technician;PCV sales
  technician;bus sales technician|2433|530,541,531
solar energy sales consultant|||sales representative;inside sales representative;marketing representative;solar
  sales advisor;solar sales assistant;solar sales consultant|2433|530,531,542
talent agent||represent artists, authors, performers and athletes|agent;booking agent;athlete marketing agent;music
  agent;sport agent;literary agent|3339|543,544,545
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers|inside sales representative;outside sales representative|2433|546,547,548
venue programmer|||venue programming assistant|3339|
account representative|||customer account technician;inside salesperson;route sales representative;sales
  professional;exporter;livestock commission agent|2433|549,550,551
account representative|||customer account technician;inside salesperson;route sales representative;sales
  professional;exporter;livestock commission agent|2433|549,550,551
business development engineer|||product sales engineer;technical marketing engineer;inside sales engineer;sales
  applications engineer;technical sales engineer;field marketing representative|2433|552,553,554
business development engineer|||product sales engineer;technical marketing engineer;inside sales engineer;sales
  applications engineer;technical sales engineer;field marketing representative|2433|552,553,554
emergency management coordinator|||emergency planner;emergency services director;emergency management
  director;emergency preparedness coordinator;public safety director;civil defense director|2433|555,556,557
telephone sales representative|||telemarketer;telephone service representative;telesales
  representative;telemarketing sales representative;telesales specialist;telephone solicitor|2433|558,559,560
# Retail
sporting accessories specialised seller||sell sports goods, fishing gear, camping goods, boats and bicycles in
  specialised shops|sports specialised seller|5223|
sports shop manager|||sports store manager|1420|
motor vehicle shop manager||assume responsibility for activities and staff in a vehicle showroom|car shop
  manager;car store manager;dealership manager;vehicle shop manager;vehicle store manager;automobile shop
  manager|1420|
butchers assistant||cut up and sell meat in specialised shops|meat specialised seller|5223|
hardware shop manager||assume responsibility for activities and staff in specialised shops|hardware store
  manager;hardware superstore manager|1420|
fish specialised seller||sell fish, crustaceans and molluscs in specialised shops|seafood specialised
  seller;fisheries specialised seller|5223|
specialised antique dealer||sell antique goods in specialised shops|specialised antique seller;antiques specialised
  seller;antiquities specialised seller;collectables specialised seller|5223|
kitchen shop manager||are responsible for activities and staff in specialised shops that sell kitchens and
  bathrooms|bathroom shop manager;kitchen store manager;DIY superstore manager;bathroom store manager;kitchen
  showroom manager;bathroom showroom manager|1420|
personal shopper|||comparison shopper;competitive shopper;merchandise shopper|5223|
craft shop manager|||hobby shop manager;paint shop manager;sewing shop manager;pottery shop manager;weaving shop
  manager;craft counter manager|1420|
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor;shop staff supervisor;retail shop supervisor;retail store
  supervisor;shop general supervisor|5222|561,562,563
hardware specialised seller||sell hardware, paints and other hardware in specialised shops||5223|
motor vehicles parts advisor||sell motor vehicle parts, order parts and identify alternative parts|LGV parts
  advisor;PCV parts advisor;bus parts advisor;LGV parts operative;PCV parts operative;bus parts operative|5223|
cafeteria manager|||food service manager;food service supervisor;dietary supervisor;food production supervisor;food
  service director;kitchen supervisor|5222|564,565,566
direct care supervisor|||resident care supervisor;animal trainer supervisor;barber shop manager;bell captain;bellhop
  service captain;care guide|5222|567,563,568
orthopaedic supply shop manager|||orthohouse manager|1420|
trade regional manager||are responsible for activities and staff in an assigned region for a specific chain of
  stores|area sales manager;regional sales manager|1420|569,570,571
beauty shop manager||assume responsibility for staff and activities in a drugstore|beauty store manager;perfume shop
  manager;perfume store manager;cosmetics shop manager;cosmetics store manager|1420|
bicycle shop manager||are responsible for activities and staff in specialised shops that sell and repair
  bicycles|bike shop manager;bike store manager;cycle shop manager;cycle store manager;cycling shop manager;cycling
  store manager|1420|
photography shop manager||are responsible for activities and staff in a photography store|camera shop
  manager;photographic shop manager;photography store manager|1420|
fruit specialised seller||sell fruit and vegetables in specialised shops|greengrocery specialised seller|5223|
car leasing agent||represent businesses involved in financing vehicles, offering appropriate leasing schemes and
  additional services related to the vehicle|fleet leasing agent;automobile leasing agent;fleet leasing
  consultant;vehicle leasing consultant;automobile leasing representative|5223|
shop assistant||work in shops where they perform assistance duties|museum shop assistant;hypermarket shop
  worker;supermarket shop worker;hypermarket shop assistant;supermarket shop assistant|5223|
motor vehicles specialised seller||sell cars and motors vehicles in specialised shops|retail
  salesperson;salesperson;automotive salesperson;franchise specialised seller;dealership specialised
  seller|5223|572,573,574
ICT buyer|||IT buyer;IT procurement officer;ICT procurement officer|3323|
hi-fi specialised seller||sell audio and video equipment such as radio and television, CD, DVD etc|audio-visual
  specialised seller|5223|
counter clerk|||rental sales representative;video clerk;counter service representative;leasing consultant;rental
  assistant;rental associate|5223|575,576,577
parts clerk|||parts salesman;parts salesperson;parts specialist;parts advisor;parts consultant;parts
  counterperson|5223|578,579,580
orthopaedic supplies specialised seller||sell orthopaedic goods in specialised shops|orthohouse specialized
  seller|5223|
drugstore manager|||healthcare shop manager;drugstore counter manager;drugstore department manager|1420|
IT specialised seller||sell computers and other peripheral units in specialised shops|ICT specialised
  seller;computer specialised seller|5223|
ammunition shop manager||are responsible for activities and staff in specialised shops|gun shop manager;weapon shop
  manager;firearm shop manager;weapon store manager;firearms store manager;ammunition store manager|1420|
ammunition specialised seller||sell weapons and ammunition for individual use in specialised shops|weapon
  specialised seller;firearms specialised seller;ammunition specialized seller|5223|
antique shop manager||assume responsibility for activities and staff in specialised shops|antiques shop
  manager;antiques store manager;antiques gallery manager;antiquities shop manager;antiques showroom
  manager;antiquities store manager|1420|
audiology shop manager||assume responsibility for activities and staff in specialised shops|audiology sales
  manager;audiology centre manager|1420|
audiology specialised seller||||5223|
bakery shop manager||assume responsibility for activities and staff in specialised shops|cake shop manager;bakers
  store manager;bakery store manager;pastries shop manager;bakery counter manager;pastries store manager|1420|
bakery specialised seller||sell bread and cakes in specialised shops, post-processing the products if
  required|pastries specialised seller;patisserie specialised seller|5223|
beauty specialised seller||sell cosmetics and toilet articles in specialised shops|perfume specialised
  seller;cosmetics specialised seller|5223|
bookshop manager||assume responsibility for activities and staff in this specialised store|bookstore manager|1420|
bookshop specialised seller||sell books in specialised shops|bookstore specialised seller;newspaper specialised
  seller;stationery specialised seller|5223|
candy shop manager||assume responsibility for activities and staff in specialised shops for confectionery e.g|sweet
  shop manager;candy store manager;sweet store manager;chocolate shop manager;chocolate store manager;confectionery
  store manager|1420|
candy specialised seller||sell confectionery in specialised shops|sweet specialised seller;chocolate specialised
  seller|5223|
carpet specialised seller||sell wall and floor coverings in specialised shops|wallpaper specialised seller|5223|
carpet store manager||assume responsibility for activities and staff in specialised shops for wall and floor
  coverings|wallpaper shop manager;wallpaper store manager;carpet superstore manager|1420|
cashier||operate the cash register, receive payments from customers, issue receipts and return change due|center
  aisle cashier;central aisle cashier;check cashier;shop cashier;checkout operator;check out
  operator|5230|581,582,583
cd shop manager||assume responsibility for the activities and staff in specialised shops|cd store manager;music shop
  manager;video shop manager;record shop manager;record store manager;music superstore manager|1420|
cd specialised seller||sell musical records, audio tapes, compact discs, video tapes and DVDs in specialised
  shops|video specialised seller;record specialised seller|5223|
checkout supervisor||oversee cashiers in department stores and other big stores|checkout clerk;counter manager;till
  supervisor;checkout manager;till team leader;till team manager|5222|
clothing shop manager||assume responsibility for activities and staff in specialised shops|bridal shop
  manager;bridal store manager;clothes shop manager;fashion shop manager;clothes store manager;fashion store
  manager|1420|
computer shop manager||assume responsibility for activities and staff in specialised shops|IT shop manager;ICT shop
  manager;IT store manager;ICT store manager;IT superstore manager;ICT superstore manager|1420|
delicatessen shop manager||assume responsibility for activities and staff in specialised shops|department
  manager;delicatessen manager;gourmet shop manager;gourmet store manager;charcuterie shop manager;delicatessen
  store manager|1420|584,585,586
delicatessen specialised seller||sell delicatessen in specialised shops|gourmet specialised seller|5223|
diamond shop manager||assume responsibility for activities and staff in specialised shops|diamond store
  manager;jewellery shop manager;jewellery store manager|1420|
diamond specialised seller||sell, maintain and clean jewels and watches in specialised shops|jewellery specialised
  seller|5223|
electrical superstore manager||assume responsibility for activities and staff in specialised shops||1420|
eyewear shop manager||assume responsibility for activities and staff in specialised shops|eyewear store
  manager;opticians shop manager;spectacle shop manager;opticians store manager;spectacle store manager;optometrists
  shop manager|1420|
eyewear specialised seller||sell glasses in specialised shops|opticians specialised seller;spectacle specialised
  seller;optometrists specialised seller|5223|
fish shop manager||assume responsibility for activities and staff in specialised shops|fish stall manager;seafood
  shop manager;fisheries shop manager;fisheries store manager;fishmongers shop manager|1420|
flower specialised seller|||plants specialised seller|5223|
fruit shop manager||assume responsibility for activities and staff in specialised shops for fruit and
  vegetables|fruiterers shop manager;fruiterers store manager;greengrocers shop manager;greengrocery shop
  manager;greengrocers store manager;greengrocery store manager|1420|
fuel station manager||assume responsibility for activities and staff in a fuel station|fuel site manager;fuel retail
  manager;gas station manager;petrol site manager;retail fuel manager;petrol station manager|1420|
games shop manager||assume responsibility for the activities and staff in specialised shops|games store
  manager|1420|
games specialised seller||sell toys and games in specialised shops||5223|
green coffee buyer||purchase green coffee beans from producers all around the world commissioned by coffee
  roasters|coffee buyer|3323|
hi-fi shop manager||assume responsibility for activities and staff in specialised shops|hi-fi store
  manager;multimedia store manager;audio-visual shop manager;audio-visual store manager;multimedia superstore
  manager|1420|
kiosk manager||assume responsibility for the activities and staff in specialised shops|paper shop manager;newsagents
  shop manager;newspaper kiosk manager;stationery shop manager;newsagent retail manager;newsagents store
  manager|1420|
lottery cashier||exchange the registration of set of numbers or symbols for money and give tickets to the
  players|clerk;lottery agent;lottery clerk;lottery selling agent;lottery retailer cashier|5230|
meat trader||assume responsibility for activities and staff in specialised shops|retail butcher;pie shop
  manager;meat shop manager;meat store manager;meat counter manager;butchers shop manager|1420|
newspaper seller||sell newspapers and office supplies such as pens, pencils, paper, etc|kiosk specialised
  seller;newsagents specialised seller;stationery specialised seller|5223|
off-licence manager||assume responsibility for activities and staff in specialised shops|off-sales shop
  manager;beverages store manager;off-sales store manager;off-licence shop manager;off-licence store manager|1420|
off-licence specialised seller||sell beverages in specialised shops||5223|
pet shop manager||assume responsibility for activities and staff in specialised shops|pet store manager;animal shop
  manager;animal store manager;pet superstore manager|1420|
pet specialised seller||sell pets, pet foods, accessories, care products and related services in specialised
  shops|animal specialised seller|5223|
pharmacy manager||are responsible for activities and staff in specialised shops|drugstore manager;chemist shop
  manager|1420|
pharmacy specialised seller||dispense medicinal drugs and provide advice|drugstore specialised seller|5223|
phone shop manager||assume responsibility for activities and staff in specialised shops|phone store manager|1420|
phone specialised seller||sell telecommunication equipment and services in specialised shops||5223|
plant shop manager||assume responsibility for activities and staff in specialised shops|flower shop manager;flower
  store manager;garden store manager;nursery shop manager;plant centre manager;garden centre manager|1420|
purchase planner||organise the continuous supply with goods out of existing contracts|client services
  administrator;production planner;material supply planner;company buyer;demand planner;material
  planner|3323|184,185,186
purchaser||select and purchase stock, materials, services or goods|procurement clerk;purchasing clerk;procurement
  assistant;buyer;buying agent;supply agent|3323|187,188,189
retail department manager||are responsible for activities and staff in a section in a store|section
  manager;departmental manager;department sales manager|1420|
retail entrepreneur|||retail product developer;retail business developer|5221|
sales account manager||serve as intermediators between clients and the organisation, managing both sales and long
  term relations with the client|national sales manager;account manager;business development executive;sales
  manager;relations manager;sales coordinator|1420|569,570,587
sales assistant||represent the direct contact with clients|seller;counter assistant;hypermarket sales
  assistant;supermarket sales assistant|5223|582,588,583
sales processor||handle sales, select channels of delivery, execute orders and inform clients about dispatching and
  procedures|sales order assistant;sales order administrator;order processing representative|5223|
second-hand shop manager||assume responsibility for activities and staff in specialised shops|junk store
  manager;thrift shop manager;charity shop manager;thrift store manager;charity store manager;second-hand store
  manager|1420|
set buyer||analyse the script in order to identify the set dressing and the props needed for all individual
  scenes|property buyer;production buyer;set decoration buyer|3323|
shelf filler||stock and rotate merchandise on shelves, identifying and removing expired products|shop shelf
  filler;hypermarket shelf filler;supermarket shelf filler|9334|
shoe shop manager||assume responsibility for activities and staff in specialised shops|shoe store manager;cobblers
  shop manager;cobblers store manager;footwear store manager|1420|
shop manager||are responsible for activities and staff in specialised shops|retail manager;store manager;boutique
  manager;retail shop manager;deputy store manager;retail store manager|1420|589,590,584
specialised seller||sell goods in specialised shops|specialised trader;specialized seller;specialized
  trader;specialised sales advisor;specialized sales advisor;specialized sales manager|5223|
supermarket manager||are responsible for activities and staff in a supermarket|hypermarket manager;grocery shop
  manager;outlet centre manager;concession store manager;food supermarket manager;general merchandise manager|1420|
textile shop manager||assume responsibility for activities and staff in specialised shops|fabric shop
  manager;drapers shop manager;drapery shop manager;fabric store manager;mercers shop manager;drapers store
  manager|1420|
textile sourcing merchandiser||organise efforts for textile producers from fibre to final products|textile
  merchandiser;fabric purchasing manager;textile purchasing manager;textile sourcing specialist;textile sourcer
  merchandiser|3323|
textile specialised seller||sell textiles, fabrics and haberdashery, etc|fabric specialised seller;drapers
  specialised seller;drapery specialised seller;mercers specialised seller|5223|
ticket issuing clerk||provide service to customers, sell tickets and fit the reservation offer to customers'
  needs|ticket selling agent;museumshop selling agent|5230|
tobacco shop manager||assume responsibility for activities and staff in specialised shops|cigar shop manager;cigar
  store manager;tobacco store manager;cigarette shop manager;cigarette store manager;tobacconist shop manager|1420|
tobacco specialised seller||sell tobacco products in specialised shops|cigar specialised seller;cigarette
  specialised seller;tobacconist specialised seller;tobacconists specialised seller|5223|
purchasing administrator|||procurement official;contract specialist;contract analyst;contractor buyer;contracts
  administrator;fuel agent|3323|196,197,198
# Manufacturing
vacuum forming machine operator|||molder operator;moulder operator;thermoforming operator;thermoforming
  operative;thermoforming machine tender;thermo-forming machine tender|8142|
hydraulic forging press worker|||hydraulic foundry moulder;hydraulic foundry patternmaker;hydraulic patternmaking
  operator;hydraulic patternmaking technician|7221|
mechanical forging press worker|||machine operator;die machine operator;forging machine hand;drop forge
  operator;forge press operator;forge press operative|7221|591,592,593
metal furniture maker|||metal furniture finisher;metal furniture assembler|8219|
rubber dipping machine operator||dip forms into liquid latex to manufacture rubber products such as balloons, finger
  cots or prophylactics|drop-machine operator;drop-machine operative|8141|
stamping press operator|||press machine setter;tender;press operator;punch operator;metal die cutter;press shop
  tender|7223|594,595,596
project engineer|||systems engineer;HVAC engineer;HVACR engineer;services engineer;HVAC site engineer;HVAC project
  engineer|2144|597,598,599
band saw operator||work with industrial saws that feature a continuous flexible blade revolving around two or more
  wheels|saw operator;sawyer;beading sawyer;resaw operator;band saw worker;bandsaw operator|8172|600,601,602
ornamental metal worker|||structural metal fabricator;fitter;fabricator;welder fabricator installer|7223|603,604,605
glass forming machine operator|||glass moulder;glass production operator;production machine operator;glass-blowing
  machine operator|8181|
boilermaker||operate a variety of equipment and machinery to create, repipe and retube hot water and steam boilers,
  producing them in all steps of the production process|boilermaker pipe fitter;fitter;locomotive
  boilermaker;boilermaker fitter;pressure vessel maker;pressure vessel repairer|7213|606,607,608
upsetting machine operator|||crank press operator;heading machine operator;heading machine operative;upsetting
  machine operative|7223|591,592,609
layout inspector|||layout man;layout technician;layout worker;development mechanic;layout fabricator;layout
  fitter|7223|610,611,612
extrusion machine operator|||compacting machine setter;tender;machine operator;extruder tender;extruder
  operator;extruder operative|8121|613,614,615
vessel engine assembler|||boat engine builder;LNG engine assembler;boat engine assembler;marine engine
  builder;marine engine assembler;electric motor assembler|8211|
weaving machine supervisor||monitor the weaving process|loom technician;weaving inspector;weaving
  supervisor;loom-fixer supervisor;weave-room supervisor;weaving loom operator|8152|
metal rolling mill operator|||milk powder grinder;hammer mill operator;powder mill operator;steel mill
  operative;grinder mill operator;hammer mill operative|8121|616,617,618
aircraft assembler|||aircraft fitter;plane assembler;aeroplane assembler;fixed wing aircraft;helicopter
  assembler;jet aircraft assembler|8211|
rolling stock assembler|||wagon builder;railcar builder;wagon assembler;carriage builder;railcar assembler;carriage
  assembler|8211|
foam rubber mixer||tend the machine that mixes foam rubber particles with liquid latex|weigher and mixer;rubber
  compounder mixer;rubber mill tender;rubber mixer;cushion maker;cushion moulder|8141|619,620,621
drop forging hammer worker|||tender;forge operator;hammer operator;forger tender;forge operative;drop forge
  operator|7221|591,622,592
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|metal worker;metal fabricator;sheet-metal
  worker|7213|623,624,625
industrial engineering technician||assist industrial engineers in improving efficiency, safety and productivity in
  manufacturing plants|industrial engineering technologist;nanotechnology engineering technologist;production
  control technologist;industrial tool inspector;industrial tool technologist|3119|626,627,628
straightening machine operator||set up and tend straightening machines designed to form metal workpieces into their
  desired shape using pressing practices|wire straightener;automobile bumper straightener;straightening
  machinist;adjusting machine operator;straightening machine tender;straightening press operator|7223|629,630,594
pneumatic engineering technician||evaluate operating pneumatic systems and assemblies such as compressed air
  machines, and recommend modifications for more efficiency|circuit assembly inspector;circuit assembly
  supervisor;pneumatic systems installer|3115|
pipe welder||assemble and install parts and components of pipelines for the transport of goods such as water, steam
  and chemicals through them|residential plumber;service plumber;hydraulic plumber;industrial pipe
  welder|7212|631,632,633
moulding machine operator||operate machines that are part of the production process of moulds for the manufacturing
  of castings or other moulded materials|machine moulding worker;molding machine operator;mold maintenance
  technician|7223|
rubber goods assembler||manufacture rubber products such as water bottles, swim fins, and rubber gloves|brush
  finisher;brake lining finisher;core finisher;rubber goods finisher;rubber products assembler|8219|
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|engineering technician;automation design checker;engineering drawings checker;bus
  engineering technician;car engineering technician;coach engineering technician|3115|634,635,636
robotics engineering technician|||automation technician;EM technologist;EM engineering technologist;robotics
  mechanic;robotics inspector;robotics technician|3119|637,638,639
pneumatic systems technician||use blueprints and technical documentation to assemble and install equipment operated
  by gas or air under pressure|vacuum systems assembler;Pneumatic systems inspector|7233|
thread rolling machine operator|||thread rolling operator;thread rolling machinist|7223|
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer;railcar designer;railcar
  engineer;carriage designer;carriage engineer|2144|
metal drawing machine operator|||drawing machine setter;tender;machine operator;forming machine operative;forming
  machine technician;wiredrawing machine tender|8121|640,641,642
chain making machine operator|||diamond setter;jewel setter;hammer setter;chain maker;lay out worker;lay-out
  worker|7223|643,644,645
mechanical engineering technician||provide technical support to mechanical engineers in producing and manufacturing
  mechanical machinery|mechanical technician;mechanical inspector;engineering test supervisor;engineering technical
  manager;mechanical engineering inspector|3115|634,646,635
clothing process control technician||operate multiple process control equipment in manufacturing assembly
  lines|sample room supervisor;garment manufacturing technician;clothing manufacturing technician|3139|
blanket maker|||industrial insulator;mechanical insulator;commercial insulator;mechanic insulator;pipe coverer;pipe
  insulator|7213|647,648,649
drywall finisher|||drywall hanger;drywall installer;metal framer;ceiling installer;drywall
  mechanic;drywaller|7213|650,651,652
wire weaving machine operator|||wire worker;wire mesh operator;wire bending operator;wire weaving operator;wire
  weaving operative|8121|
plumber assistant|||pipe coverer helper;pipe fitter helper;plumber cub;plumber helper;conduit helper;hydraulic
  plumber helper|7212|653,654,655
waste water worker|||pipelayer;tailman;drain layer;drain tiler;pipe caulker;pipe connector|7212|656,657,658
metal sawing machine operator|||machine operator;profile trimmer;sawyer;metal cutter;shear operator;cut-off
  operator|7223|629,630,659
clothing technologist||work on the design, development and production of textile and apparel products|clothing
  engineer;garment technologist;textile technologist;clothing production engineer|2141|
plastic products assembler||fit and fasten parts and finished plastic products according to strictly-defined
  procedures|plastics assembler;plastic parts assembler;plastic products cutter;plastics process worker;plastic
  products finisher;plastics process operator|8219|
edge bander operator||tend machines that veneer materials, mostly wood, to increase durability and make them
  aesthetically pleasing|edgebander tender;edgebander worker;edge bander tender;edge bander worker;edgebander
  operative;edge bander operative|8189|
table saw operator||work with industrial saws that cut with a rotating circular blade|sawing machine
  setter;tender;knife setter;table saw tender;table saw worker;beam saw operator|8172|600,660,601
container equipment designer||design equipment to contain products or liquids, according to set specifications, such
  as boilers or pressure vessels|container equipment engineer|2144|
heat sealing machine operator||operate sealing and gluing machines to join items together for further processing or
  to seal products or packages, using heat|tender;machine operator;sealer operator|8183|661,662,663
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|related repairer;maintenance technician;repair technician;machine repairer;power tool
  mechanic;tool repair inspector|7412|664,665,666
steam plant operator||operate and maintain mechanical equipment such as stationary engines and boilers to provide
  utilities for domestic or industrial use|heating plant operator;steam plant worker;steam boiler operator;steam
  plant operative;steam heating operator;steam refrigeration operator|8182|667,668,669
mechatronics engineering technician|||mechatronics technician;mechatronics technologist|3115|637,670,671
rolling stock engineering technician||||3115|
steam engineer||provide energy and utilities to facilities, such as steam, heat and refrigeration|power steam
  engineer;steam power engineer;steam engineering expert;steam engineering adviser;steam technology engineer;steam
  engineering consultant|2144|672,673,674
photonics engineering technician|||engineering technologist;engineering technician;agricultural engineering
  technologist;laser technician;photonics technician;electro-optical technician|3119|675,676,677
nuclear engineer||plan and design engineering equipment and processes in nuclear plants and sites|atomic power
  engineer;atomic safety engineer;nuclear power engineer;nuclear safety engineer;atomic facility engineer;nuclear
  facility engineer|2149|678,679,680
rolling stock inspector||inspect wagons and carriages to asses their technical condition while grouped together and
  before they are used for transportation activities|railway inspector;carriage inspector;rail car
  inspector;carriage supervisor;rolling stock supervisor|3115|
casting machine operator||operate casting machines to manipulate metal substances into shape|machine
  operator;molder;casting operator;metal moulder;foundry worker;foundry operator|8121|681,682,683
automation engineering technician||collaborate with automation engineers in the development of applications and
  systems for the automation of the production process|RPA controller;RPV controller;automation inspector;automation
  technician;automated systems technician;automation control inspector|3119|637,684,639
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler|2144|
materials engineer||research and design new or improved materials for a diverse number of applications|metallurgical
  specialist;ceramic engineer;building materials engineer;materials engineering expert;materials engineering
  adviser;construction materials engineer|2149|685,686,687
mattress making machine operator||utilise machines to form mattresses|mattress factory worker;mattress factory
  operative|8159|
food technician|||food technology expert;food technology specialist|3119|688,689,690
instrumentation engineering technician|||instrumentation technician;instrumentation technologist;instrumentation
  engineering assistant|3114|691,692,693
metal production manager||organise and manage the day-to-day and long-term project work in a metal fabrication
  factory, to process basic metals into fabricated metals|production plant manager;site manager;plant manager;metal
  engineer;facility manager;operations manager|1321|694,695,696
brazier|||brazer technician;combination welder;hand brazer assembler;hand brazer operative;brazer production
  operator;brazer production operative|7212|
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer|2141|
engine assembler||build and install prefabricated parts to form aircraft engines such as lightweight piston engines
  and gas turbines|engine builder;machine builder;plane engine builder;plane engine assembler;airplane engine
  builder;aeroplane engine builder|8211|697,698,699
engraving machine operator|||drill technician;engraving operator;CNC engraving operator;engraving drill
  operator;engraving machine tender|7223|
product development engineering technician||improve efficiency of product development, set up equipment and develop
  and test solutions to solve technical problems|production test operator;product development scientist;product
  development specialist|3119|
metal furnace operator||monitor the process of making metal before it is cast into forms|furnace operator;metal
  smelter;ore smelter;plant manager;smelter operator;foundry plant manager|3135|700,701,702
quality technologist||||3119|
tool and die maker|||broach setter;die maker;jig maker;tool maker;tool machine operator;tool setting
  operator|7222|703,704,705
electric meter technician||install and maintain electric meter systems in facilities or buildings|valve
  installer;meter technician;meter installer;smart meter installer;smart meter technician;electric meter
  installer|7411|706,707
filing machine operator|||tender;band saw filer;blade filer;filing machinist;filing room operator;filing machine
  tender|8122|708,709,710
screw machine operator|||turret lathe operator|7223|711,712,713
appliance technician|||vacuum repairer;home appliance repairer;appliance mechanic;appliance repair
  mechanic;appliance repair technician;appliance service technician|7412|714,715,716
clock repairer|||watch estimator;watch technician;antique clock repairer;watch
  repairer;horologist;watchmaker|7412|717,718,719
piano technician|||banjo repair person;luthier;piano tuner;guitar repairer;instrument repair technician;mandolin
  repair person|7412|720,721,722
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant;supply chain analyst;distribution consultant;supply chain consultant|2141|184,723,724
distribution system operator|||power system operator;transmission system operator;distribution dispatcher;electric
  system operator;power system dispatcher;substation operator|8182|725,726,727
vessel engine tester|||LNG engine tester;boat engine tester;marine engine tester;electric motor tester;outboard
  motor tester;nuclear reactor tester|3115|
refrigeration mechanic|||refrigeration technician;HVAC installer;HVAC service tech;HVAC specialist;HVAC
  tech;refrigeration operator|2144|728,729,730
mechatronics engineer|||robotics engineer;cybernetics engineer;electromechanical engineer;mechanical systems
  engineer;mechatronics systems designer;advanced mechatronics engineer|2144|731,732,733
plastic furniture maker||tend plastic processing machines that produce pieces such as plastic chairs and
  tables|plastic furniture assembler;plastic furniture manufacturer|8142|
microsystem engineering technician|||MEMS technician;MEMS technologist;microsystem technician;microsystem
  technologist;microsystem engineering assistant;micro-system engineering technician|3114|
fluid power technician||install and assemble equipment that uses liquid or gas pressure to transmit or regulate
  power|hydraulic inspector;fluid power operator;fluid power supervisor;hydraulic brake operator;hydraulic brake
  inspector;hydraulic liquid mechanic|7233|
clothing quality inspector|||garment quality controller|7543|
cutting machine operator||check leather, textiles, synthetic materials, dyes and footwear|cutter;boot
  trimmer;counter cutter;sole cutter;soul cutter;cutting operator|8156|734,735
component engineer||design and envision the engineering development of different small parts composing a bigger
  project, machine, or process|assembly engineer;components engineer;component engineering expert;component
  engineering adviser;component technology engineer;component engineering consultant|2149|
deburring machine operator|||burr machine operator;burring machine operator;deburring technician;burr bench
  operator;burr tooling operator;burring bench operator|8122|709,736,710
distillery worker||operate industrial distillery equipment and machinery|spirit beverage worker;spirits production
  worker;distillery production worker|8160|737,738,739
rolling stock electrician|||wagon builder;railcar builder;carriage builder;rail electrician;depot electrician;wagon
  electrician|7412|
tumbling machine operator|||tub wash operator;yeast washer;benzene washer;washer engineer;tub washer operative;wash
  equipment operator|8122|740,741,742
optical engineer||design and develop different industrial applications with optics|optics engineer;optical
  engineering expert;optical engineering adviser;optical technology engineer;optical engineering consultant;optical
  engineering specialist|2149|743,744,745
packaging production manager||define and analyse package units in order to avoid damages or loss of quality of the
  goods packed|packaging manager;packaging consultant;packaging specialist;packaging technologist;graduate packaging
  manager;graduate operations manager|2141|
motor vehicle upholsterer||create manufacturing templates, manufacture and assemble interior components for cars,
  buses, trucks etc|bus upholsterer;car upholsterer;lorry upholsterer;truck upholsterer;bus upholstery worker;car
  upholstery worker|7534|
robotics engineer||design and develop robotic devices and applications in combination with mechanical engineering
  principles|automation engineer;robotics specialist;robotics systems engineer;control systems engineer;automation
  systems engineer;autonomous systems engineer|2149|746,732,733
process engineer|||operations engineer;manufacturing process engineer;industrial engineer;engineering
  technician;leather goods engineer;manufacturing engineer|2141|747,748,749
blacksmith||heat metal, usually steel, in a forge and shape it with a hammer, chisel, and an anvil|forge
  worker;horseshoe maker;sheet metal operative;patternmaking operator;sheet metal technician;patternmaking
  technician|7221|750,751,752
electrical engineering technician||work together with electrical engineers in electrical engineering
  research|engineering technician;engineering assistant;systems technician;electrical technician;electrical systems
  technician;electrical equipment technician|3113|692,693,753
clothing sample machinist|||sample sewing machinist;garment sample machinist;sample garment machinist|8153|
moulding machine technician||service machinery used in the casting and moulding of plastics and other
  materials|moulding operator;moulding line operator|7233|
relay technician|||substation electrician;substation technician;wireman;substation mechanic;substation
  wireman;powerhouse electrician|7411|754,755,756
water use inspector|||meter reader;water meter reader;fieldman;meter reader inspector;meter reading clerk;utility
  service worker|7411|757,758,759
doll maker||design, create and repair dolls using various materials such as porcelain, wood or plastic|doll
  repairer;dolls house maker;wooden doll maker;plastic doll maker;dolls clothes maker;porcelain doll maker|7533|
aerospace engineering technician||work with aerospace engineers to operate, maintain and test equipment used on
  aircraft and spacecraft|aircraft technologist;aeroplane technologist;spaceship technologist;spacecraft
  technologist;aeronautical technologist;aircraft engineering technician|3115|
V-belt builder||form V-belts out of calendered rubber rolls|band builder;roll builder;pocket
  builder|8141|661,760,761
solderer|||silver solderer;acetylene torch solderer;barrel ribs solderer;soldering technician|7212|762,763,764
automated cutting machine operator||||8156|765,766,767
froth flotation deinking operator||tend a tank that takes in recycled paper and mixes it with water||8171|
water plant technician||maintain and repair water treatment and supply equipment in a water plant|plant
  operator;water treatment operator;water operator;water plant worker;water plant operator;water plant
  operative|3132|768,769,770
mine mechanical engineer|||mine operations manager|2144|
mechanical engineer|||machinery engineer;mechanics engineer;mechanical engineering expert;mechanical engineering
  adviser;mechanical technology engineer;mechanical engineering consultant|2144|597,598,599
refining machine operator||tend machines to refine crude oils, such as soybean oil, cottonseed oil, and peanut
  oil|refining worker;refining operator;refining machine worker;refining machine operative|8160|771,617,618
research agricultural engineer|||agricultural systems specialist;product technology scientist;agriculturl
  scientist;agricultural systems engineer;agricultural equipment designer;agricultural equipment
  engineer|2144|772,773,774
leather goods worker|||leather goods technician|3119|
tyre builder||build pneumatic tyres from rubber components|belt builder;cord tire builder;tread builder;tire
  maker;tyre maker;tire builder|8141|775,776
electronics engineering technician||work closely with electronics engineers in the development of electronic
  equipment and devices|engineering technologist;technologist;communications technologist;signal processing
  technician;signal processing technologist;electronics engineering assistant|3114|691,692,777
optomechanical engineering technician|||optomechanical technician;optomechanical technologist;optomechanical
  engineering assistant|3115|
air separation plant operator|||oxygen plant operator|3133|
spark erosion machine operator|||loom setter;machine setter;tool setter|7223|
grinding machine operator|||grinder machine setter;abrasive worker;filing machine operator;abrasive wheel
  operator;convex grinder operator;grinding machine worker|7223|709,736,710
blow moulding machine operator||operate and monitor blow moulding machine to mould plastic goods, according to
  requirements|blow molding technician;blow moulding technician|8142|
rubber cutting machine tender||operate the machine that cuts rubber stock into slabs|machine cutter;cutter
  tender;cutting machine operator;rubber cutter;rubber slab cutter;rubber cutter tender|8141|778,779,780
rolling stock assembly inspector||||7543|
swaging machine operator|||forging machine tender;swaging machine tender;forging machine operative;swaging machine
  operative|7223|591,592,609
container equipment assembler||manufacture containers such as boilers or pressure vessels||7213|
rolling stock assembly supervisor||coordinate the employees involved in rolling stock manufacturing and schedule
  their activities|wagon assembly supervisor;railcar assembly supervisor;wagon production supervisor;carriage
  assembly supervisor;traction assembly supervisor;railcar production supervisor|3122|
fiberglass laminator||mould fiberglass materials to form hulls and boat decks|laminator;fiberglass
  technician;lamination technician;fibreglass lamination technician;fiberglass-spraying machine
  operator;fibreglass-spraying machine operator|8142|781,782,783
clarifier||operate equipment to remove sediments and moisture from oleo and oils|batch tank controller;clarifier
  operator;extractor machine operator;oil extractor operator;oil extractor operative;clarifier equipment
  operator|8160|737,784,785
automation engineer||research, design, and develop applications and systems for the automation of the production
  process|operating systems specialist;automated systems engineer;automation systems engineer;automated systems
  specialist;agricultural automation engineer|2141|1,3,786
coppersmith||craft and repair items made of non-ferrous metals such as copper, brass and similar materials|brass
  worker;non-ferrous metal worker|7213|
wire harness assembler||bind wires or cables to form wire harnesses used in electronic and electrical systems and
  equipment|cable harness assembler;wire harness technician;cable harness technician|8212|787,788,789
pest management worker|||pest technician;moth exterminator;rat exterminator;pest control worker;pest control
  technician|7544|790,791,792
industrial tool design engineer||design various industrial tools in accordance with customer needs, manufacturing
  requirements, and building specifications|tool design engineer;industrial tool designer;industrial tool
  engineer;industrial tool developer|2144|
application engineer|||research engineer;applied engineer;applied research engineer;application engineering
  expert;application engineering adviser;application technology engineer|2149|793,794,795
motorcycle assembler||fasten motorcycle parts and components together such as frames, wheels, engines etc|bike
  builder;cycle builder;moped builder;bicycle builder;cycle assembler;moped assembler|8211|
product quality inspector||check products in order to assess their compliance in reference to a standard or
  reference guideline|applications QA specialist;implementation specialist;quality assurance specialist;QA
  engineer;QA inspector;QS inspector|7543|796,797,798
rolling stock engine tester||test the performance of diesel and electric engines used for locomotives|diesel engine
  tester;railcar engine tester;electric engine tester;locomotive engine tester|3115|
coquille casting worker||||7211|
foundry operative|||metal moulder;casting worker;foundry worker;casting operator;foundry operator;mold casting
  worker|7211|682,799,683
plasma cutting machine operator|||cutter;cutting torch operator;acetylene operator;arc cutter;acetylene cutter;arc
  torch cutter|7223|762,800,801
heat treatment furnace operator||monitor the process of heat treatment of castings|tender;furnace operator;induction
  machine setter;batch heat operative;billet heater operator;mining oven technician|7223|802,803,804
tire shop mechanic|||tire changer;tire technician;alignment technician;lube technician;tire buster;tire
  installer|8141|805,806,807
ammunition assembler||put together explosives and other ammunition components|shell maker;munitions
  worker;ammunition worker;munitions assembler;explosives assembler;munitions plant worker|8219|
leather production worker||tend specific machines in the industrial production of leather goods products|leather
  products machinist;leather production machinist|8156|
frame maker||build frames, mostly out of wood, for pictures and mirrors|fabricator;air bag builder;arm rest
  builder;frames maker;frame builder;frame producer|7522|
metalworking lathe operator|||brake drum operator;lathe scalper operator;spinning lathe operator|7223|808,711,712
cigarette making machine operator||tend cigarette-making machines to encase tobacco in continuous paper rolls
  followed by cutting cigarettes from roll|rolling machine operator;cigarette maker;cigarette machine
  driver;cigarette machine tender;cigarette maker operator;cigarette machine operator|8160|614,809,615
welding engineer||research and develop optimal effective welding techniques and design the corresponding, equally
  efficient equipment to aid in the welding process|brazing engineer;soldering engineer;tack welding engineer;butt
  welding inspector;stitch welding inspector;robotic welding inspector|2144|810,811,812
industrial machinery mechanic||work on new machinery and equipment in operation|mechanic;industrial mechanic;canal
  equipment mechanic;electronic fitter;mechanical fitter;engineering fitter|7233|813,814,815
production engineering technician||plan production, follow up production processes and develop and test solutions to
  solve technical problems|data collection technician;production engineering mechanic;production maintenance
  inspector;production engineering supervisor;production engineering coordinator|3115|
motor vehicle assembly inspector|||assembly inspector|7543|
metal annealer||operate electric or gas kilns to soften metal so it can be cut and shaped more easily|annealer;box
  annealer;wire annealer;annealing operator;annealing kiln worker;metal annealing worker|8121|802,803,804
telecommunications technician||install, test, maintain and troubleshoot telecommunications systems|repairer;except
  line installer;service technician;telecoms technician;communication technician;phone systems
  technician|7422|816,817,818
freezer operator|||freezer person;certified refrigeration operator;engine room operator;ice cream maker;batch
  freezer;brewery cellar worker|8160|819,820
abrasive blasting operator||use the proper equipment and machinery to smoothen rough surfaces by abrasive
  blasting|grinder operator;mill operator;grinder;sander operator;sander operative;sand blasting
  operator|8122|616,821,822
optomechanical engineer||design and develop optomechanical systems, devices, and components, such as optical mirrors
  and optical mounts|optical design engineer;opto-mechanics engineer;opto-mechanical engineer;optomechanical design
  engineer;optomechanical engineering expert;optomechanical engineering adviser|2144|823,824,733
sensor engineering technician||collaborate with sensor engineers in the development of sensors, sensor systems, and
  products that are equipped with sensors|sensor technician;sensor design technician;sensor systems
  technician;electronic sensor technician;sensor engineering assistant;electronics sensor technician|3114|
nanoengineer||combine the scientific knowledge of atomic and molecular particles with engineering principles for
  applications in a varied array of fields|nanotechnology materials scientist;nanoscience expert;nanosystems
  expert;nanoscience engineer;nanosystems engineer;nanotechnology expert|2149|825,826,827
hydrogenation machine operator||control equipment to process base oils for manufacture of margarine and shortening
  products|hydrogenation operator;hydrogenation process operator;hydrogenation machine operative|8160|
process engineering technician|||resident inspector;production inspector;production supervisor;process engineering
  supervisor;engineering operations inspector;engineering operational inspector|3119|
pre-stitching machine operator|||edge burnisher;heel burnisher;shank burnisher;gluing operator;skiving
  operator;skiving machine tender|8156|734,735
wood pallet maker||create wood pallets for use in storage, shipping and manipulation of goods|wooden pallet
  maker;pallet machine worker;pallet machine operator;pallet machine specialist;pallet machine technician|7523|
motor vehicle assembly supervisor||coordinate the employees involved in motor vehicle manufacturing and schedule
  their activities||3122|828,829,830
protective clothing apparel manufacturer|||protective gear manufacturer;protective clothes manufacturer|8153|
paper cutter operator||tend a machine that cuts paper to the desired size and shape|shearer operator;shearer
  specialist;shearer technician;paper cutter worker;paper cutter operative;paper cutter specialist|8143|778,831,780
laser cutting machine operator|||tender;cutter;cutter operator;laser cutter;CNC laser cutter;laser mill
  operator|7223|765,766,767
milling machine operator|||tender;machine operator;miller;CNC milling operative;milling machine tender;horizontal
  machining operator|7223|832,833,834
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity|nuclear reactor worker;nuclear reactor operative;nuclear
  reactor controller;nuclear reactor technician|3131|
mobile devices technician||carry out proper fault diagnosis to improve the quality of mobile devices and repair
  them|mobile technician;mobile equipment engineer;mobile hardware technician;mobile equipment technician|7422|
perfume production machine operator|||perfume plant worker;fragrance plant worker;perfume factory worker;fragrance
  factory worker;perfume production worker;fragrance production worker|8131|
knitting machine operator||set up, operate and monitor knitting machines|weaving machine setter;tender;braid pattern
  setter;knitter operator;knitting machinist;knitting machine tender|8152|835,836,766
weaving machine operator|||weaving tender;weaving machinist;weaving loom operator|8152|
clothing CAD patternmaker||design, adjust and modify patterns for all kinds of wearing apparel using CAD
  systems|computer patternmaker;fabric CAD patternmaker|7532|
firework assembler||create explosive devices, coloured lights and set pieces for use as fireworks|firework
  maker;fireworks maker;fireworks assembler;pyrotechnics assembler;signal flare assembler;firework assembly
  worker|8219|
rustproofer|||sandblast operator;rustproofing worker;rust-proofing worker;paint prepping operative|8122|
boat rigger||use hand and power tools to install motors, gauges, controls and accessories such as batteries, lights,
  fuel tanks and ignition switches|rigger;motor rigger;gantry rigger;boat tester;deck rigger;sail
  rigger|7215|837,838,839
electroplating machine operator|||plater;machine operator;barrel plater;metal plating technician;electrodeposition
  operator;galvanising machine operator|8122|840,841,842
glass polisher||finish plate glass to make a variety of glass products|finisher;grinder;polisher;glass
  finisher;plate glass polisher;glass production polisher|8181|843,844,845
clothing alteration machinist||ensure the alteration of finished garments in line with business demands|hand
  alterations seamstress;hand alterations tailor;clothing alteration operator|8153|846,847,848
bulk filler|||bin filler;bag filler;barrel filler;bulk worker;bulk operator;bulk filling worker|8160|849,850,851
fisheries assistant engineer||||7233|
clothing cutter||mark, cut, shape, and trim textile or related materials according to blueprint or specification in
  the manufacture of wearing apparel|coat cutter;collar cutter;dress cutter;fur cutter;fabric cutter;garment
  cutter|7532|852,853,854
mattress maker||form mattresses by creating pads and coverings|bench hand;pad hand;production hand;mattress
  builder;soft furnishing maker;mattress-making machine operator|7534|
router operator|||router tender;router operative;CNC router tender;CNC router operator;CNC router
  operative;multi-spindle routing machinist|7223|855,856,857
briquetting machine operator||tend equipment to dry, mix, and compress metal chips into briquettes for use in a
  smelter|briquette operator;briquette maker;briquetter operator;briquette machine operator;briquetting machines
  operator|7223|613,614,615
marine engineering technician|||marine technologist;vessel technologist;submarine technologist;boat engineering
  technician;ship engineering technician;yacht engineering technician|3115|858,859,860
control operator||are responsible for the safe and proper operation of power plants, switchyards and associated
  control structures|control room operator;plant control operator;power station operator;electricity generation
  operator;electricity generation operative|3131|667,861,668
protection engineer|||fire protection consultant;fire prevention engineer;fire protection engineer|2149|862,863,864
marine engineer|||naval architect specialist;architect specialist;engineering specialist;ship engineer;naval
  engineer;vessel engineer|2144|865,866,867
precision device inspector||make sure precision devices, such as micrometers and gauges, operate according to design
  specifications|precision instrument inspector;precision instrument supervisor|7543|
sewing machine operator||tend specific sewing machines in the industrial production chain of wearing apparel|machine
  operator;binding stitcher;brim stitcher;garment maker;bartack machinist;clothing machinist|8153|868,869,870
casting mould maker||create metal, wooden or plastic models of the finished product to be cast|patternmaker;pattern
  maker;acoustical tile patternmaker;metal patternmaker;pleat patternmaker;metal pattern maker|7222|871,872,873
coking furnace operator|||coke oven operator;coking oven operator;coke quencher operator;coking furnace
  technician|8131|
spring maker|||assembling machine operator;chair springer;box spring maker;spring assembler;coil spring maker;leaf
  spring maker|8121|
cake press operator||set up and tend the hydraulic presses that compress and bake plastic chips into cake moulds to
  produce plastic sheets|hydraulic press operator;cake press tender;cake press worker;cake press operative;hydraulic
  press tender;hydraulic press worker|8142|613,614,809
laundry ironer||re-shape clothing items and linen and remove creases from them by using irons, presses and
  steamers|pants presser;shirt presser;dry cleaner presser;dry cleaner;laundry worker;laundry
  assistant|8157|874,875,876
control panel tester||test the electrical control panels|panel tester;panel builder;panels tester;control
  tester;controls tester;control panel inspector|7543|877,878,879
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations|depot repair inspector;wagon engine inspector;railcar engine inspector;carriage engine
  inspector;workshop repair inspector;locomotive engine inspector|3115|
tunnel kiln operator||control preheating chambers and tunnel kilns to preheat and bake clay products, such as
  bricks, sewer popes, mosaic, ceramic or quarry tiles|tunnel kiln worker;dryer kiln operator;dryer kiln
  operative;tunnel kiln operative;drying tunnel operator|8181|880,881,882
electrical production supervisor||coordinate, plan and direct the production process of electrical equipment||3122|
rail intermodal equipment operator||assist in the loading of trailers and containers on and off railcars and
  chassis|hostler helper;oiler helper;rail equipment operator;transfer table operator;railway equipment
  operator;railroad equipment operator|9333|
engine designer||carry out engineering duties in designing mechanical equipment such as machines and all types of
  engines|test engineer;tool engineer;tool designer;engines designer;engine test engineer;electrical engine
  designer|2144|598,883,884
compression moulding machine operator||set up and operate machines to mould plastic products, according to
  requirements|casting machine setter;mold setter;coremaking machine setter;molding machine operative;moulding
  machine operative|8142|681,682,683
industrial quality manager||monitor and control information assets by detailing processes and procedures to ensure
  compliance with industrial standards|industrial quality supervisor|1321|
packing worker||perform the final revision of the leather goods products|packing attendant|8183|
boring machine operator|||borer operator;bore mill tender;boring operative;bore mill operator;boring mill
  tender;boring mill operator|7223|885,886,887
candy machine operator||tend machines that mix candy ingredients|candy machine operative;candy production
  worker;sweets machine operator;candy production operative|8160|
lasting machine operator|||side laster;thread laster;bed laster;lasting machine tender;lasting-machine
  operator|8156|734,735
manufacturing engineer||design manufacturing processes for different kinds of production processes|validation
  specialist;efficiency expert;factory expert;manufacture engineer;manufacturing process engineer;manufacturing
  engineering expert|2141|748,888,889
hand lasting operator||shape and secure linings and uppers over the last by hand|hand lasting technician;manual
  lasting operator|7536|
tunnel boring machine operator||work on large pieces of tunnelling equipment commonly known as TBMs|TBM
  operator;tunnelling machine operator;tunnelling equipment operator;tunnelling equipment operative|8113|
bioengineer||combine state of the art findings in the field of biology with engineering logics in order to develop
  solutions aimed at improving the well-being of society|biological engineer;bioengineering expert;bioengineering
  adviser;bioengineering consultant;bioengineering specialist;bioengineering technology expert|2149|890,891,892
utilities inspector|||sewer inspector;turbine inspector;utilities manager;utility inspector;pipeline
  inspector;sewerage inspector|3119|893,877,878
soap tower operator||control, monitor and maintain tower operations, using the control panel, in order to produce
  soap powders|tower operator;soap plant worker;soap plant operative|8131|
product quality controller||check the quality of manufactured products|process controller;process inspector;product
  inspector;assembly inspector;production inspector;production controller|7543|894,877,878
fish production operator||regulate and supervise fish product manufacturing facilities|fish production worker;fish
  products operator|8160|
embroiderer||puch designs and decorate textile surfaces by hand or by using an embroidery machine|coat
  finisher;dress finisher;garment finisher;embroidery worker;embroidery finisher;embroidery
  operator|7533|868,869,895
metal products assembler|||artificial breast fabricator;assembly operator;canvas worker
  apprentice;assembler;production worker;assembly technician|8219|
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations|manufacturing manager;production manager;industrial
  manager;area production manager;production line manager;production control manager|1321|896,897,898
metal polisher|||finisher;bevel polisher;bottom polisher;bed finisher;hand finisher;tube finisher|7224|708,709,710
textile chemical quality technician||perform chemical laboratory tests on textile materials and products||3119|
textile quality technician||perform physical laboratory tests on textile materials and products|textile texting
  technician;textile laboratory technician|3119|
fermenter operator|||process operator;pharmaceutical worker;chemical process operator;fermenter worker;fermentation
  worker;fermenter operative|8131|899,900,901
braiding machine operator||supervise the braiding process of a group of machines, monitoring fabric quality and
  braiding conditions|braider;textile braiding supervisor|8159|868,902,869
textile machine operator|||textile machinist;textile supervisor;textile operations supervisor;textile processing
  supervisor|8152|
laminating machine operator||tend a machine that applies a plastic layer to paper to strenghten it and protect it
  from wetness and stains|refractory specialist;field weatherization specialist;weatherization specialist;laminator
  operator;laminating assistant;laminator specialist|8171|903,904,905
molding machine tender||tend moulding machines that melts polycarbonate pellets and inject the plastic into a mould
  cavity|moulding machine tender|8142|
industrial engineer||design a vast array of production systems aiming to present efficient and effective
  solutions|industrial waste engineer;industrial engineering expert;industrial engineering adviser;industrial
  technology engineer;industrial engineering consultant;industrial engineering specialist|2141|906,907,908
distillation operator||run and oversee the oil distillation process and assist with troubleshooting|oil refinery
  expert;refinery technician;distillation process expert;petroleum refinery operator;petroleum refinery
  technician|8131|
quality engineer||define quality standards for the creation of products or services|software systems engineer;QA
  engineer;QA inspector;QS inspector;product inspector;quality inspector|2149|36,797,798
sauce production operator||process, produce and manufacture sauces made from fruits, vegetables, oils and
  vinegars|sauce maker;sauce production worker;sauce production operative|8160|
line supervisor||check and coordinate activities of operators in the lasting room|shop foreman;concrete
  foreman;lasting supervisor;assembly supervisor;assembly team leader;assembling team leader|3122|909,829,910
leather technologist||perform and interface between design and actual production|leatherware engineer;leather
  product engineer;leather product technologist;leatherware product developer|3119|
laser marking machine operator|||laser marking operator;laser engraving operator|7223|
anodising machine operator|||anode line operator;anode machine operator;anode treater operator;anode machine
  operative;anode machine technician;anodise machine operator|8122|
industrial robot controller|||delta robot controller;scara robot controller;industrial robot operator;industrial
  robot operative;robotic equipment operator;industrial robot technician|3139|
coating machine operator|||jewelry coater;tube coater;ceramic coater;coater operator;coater technician;coating
  machine operative|8122|840,911,842
spot welder||set up and tend spot welding machines designed to press and join metal workpieces together|butt
  welder;tack welder;flash welder;stitch welder;robotic welder;resistance welder|7212|763,912,913
paper stationery machine operator|||paper creaser operator;paper puncher operator;paper creaser specialist;paper
  creaser technician;paper puncher specialist;paper puncher technician|8171|
process engineer||apply engineering concepts in order to improve all kinds of production and manufacturing processes
  in terms of efficiency and productivity|quality engineer;quality control expert;processes engineer;processing
  engineer;process engineering expert;industrial quality engineer|2141|747,748,889
pesticides sprayer||||7544|
tracer powder blender|||diamond powder mixer;powder blender;powder mixer;tracer powder maker;tracer powder
  mixer;igniter powder mixer|8131|914,915,916
drilling machine operator|||setup mill operator;setup technician;broacher;drilling mill operator;drilling machine
  tender;drilling machine worker|7223|885,917,887
water jet cutter operator|||water jet operator;waterjet technician;water jet technician;water-jet
  technician;waterjet cutter operator;waterjet cutter operative|7223|
leather production machine operator||use the tannery machinery and programs according to the specific requirements
  to achieve the department's standards|tender;machine operator;book trimmer;hide machine operator;beating machine
  tender;icing machine operator|8155|778,918,779
photonics engineer||are concerned with the generation, transmission, transformation, and detection of light|optical
  specialist;test engineer;laser systems engineer;laser engineer;electro-optical engineer;optical systems
  engineer|2149|823,824,919
food production manager||oversee and monitor production and have overall responsibility for staffing and related
  issues||1321|694,695,920
tanner||program and use tannery drums|tender;ager tender;ammonia box tender;drum tender;drum operator;tanning
  worker|8155|921,922,923
pulp control operator|||pulp producer;pulp control worker;pulp paper operator;pulping control worker;pulp production
  operator;pulping control operator|3139|
coagulation operator||control machines to coagulate synthetic rubber latex into rubber crumb slurry|coagulation
  worker;coagulation operative;latex coagulation worker;rubber coagulation worker;latex coagulation operator;latex
  coagulation operative|8141|924,784,785
marine surveyor||inspect vessels intended for operations in maritime or open sea waters|ship surveyor;cargo
  surveyor;maritime ship inspector;marine warranty surveyor|3115|925,926,927
engine tester|||plane engine tester;airplane engine tester;aeroplane engine tester;helicopter engine tester;engine
  inspection engineer;engine inspection technician|3115|
dismantling engineer||research and plan the optimal way to dismantle industrial equipment, machinery and buildings
  that reached the end-of-life phase|disassembly planner;dismantling manager;dismantling planner|2149|
textile process controller|||textile process inspector;textile process supervisor;textile process
  coordinator;quality assurance supervisor|3119|
metal nibbling operator||cut detailed patterns from metal surfaces by using manual or powered metal nibblers, such
  as a handheld nibbling drill or a nibbling machine|nibbling drill operator;nibbling drill operative;nibbling drill
  technician|7223|
metal planer operator||||7223|
dismantling worker||perform the dismantling of industrial equipment, machinery and buildings as instructed by the
  team leader|disassembly worker|7214|
construction commercial diver|||diver;hard hat diver;salvage diver;HAZMAT diver;inshore diver;offshore
  diver|7541|928,929,930
upholsterer||provide objects such as furniture, panels, orthopaedic devices, fixtures or vehicle parts with padding
  or soft covering|seat builder;seat maker;chair maker;chair builder;mattress maker;mattress builder|7534|
enameller||embellish metals such as gold, silver, copper, steel, cast iron or platinum by painting it|machine
  operator;cast iron dipper;coating machine operator;jewelery artist;dipping machine technician|8122|931,932,933
HVACR technician|||HVAC project technician;HVAC systems technician;air conditioning technician|3115|
tool fitter|||machine tool fitter;assembly line fitter;tool engineering fitter|7223|
vessel assembly supervisor||coordinate the employees involved in boat and ship manufacturing and schedule their
  activities|boat assembly supervisor;ship assembly supervisor|3122|
product assembly inspector||evaluate products for compliance with specifications and defects in-line with clients'
  requirements and organisational policies|products;assembly inspector;goods compliance inspector;products assembly
  inspector;product compliance inspector|7543|
leather production manager||plan all aspects of the leather production process|leather logistics manager;leather
  operations director;leather production director;leather manufacturing director|1321|
marine upholsterer||manufacture, assemble and repair interior components for all types of boats|boat
  upholsterer;ship upholsterer;marine furniture maker;marine upholstery maker;marine upholstery finisher;marine
  upholstery repairer|7534|
paper machine operator||tend a machine that takes in pulp slurry, spread it out over a screen, and drains out the
  water|paper maker;paper machine specialist;paper machine technician;paper-making machine operator;paper-making
  machine specialist;paper-making machine technician|8171|934
surface grinding machine operator||||8122|
paper engineer||ensure an optimal production process in the manufacture of paper and related products|process
  engineer;materials engineer;mechanical engineer;pulp paper engineer|2145|598,883,935
agricultural engineer||intervene in a variety of matters within the agriculture field in combination with
  engineering concepts|agriculture consultant;landscape irrigation specialist;agriculture engineer;agricultural
  engineering expert;agricultural landscape engineer;agricultural consultant engineer|2144|772,773,936
boiler operator||maintain heating systems such as low-pressure boilers, high-pressure boilers and power
  boilers|plant operator;power operator;powerhouse tender;boiler tender;boiler worker;boiler
  operative|8182|672,937,938
wearing apparel patternmaker|||garment patternmaker;apparel patternmaker|7532|939,940,941
fibreglass machine operator|||fiberglass machine operator;fiberglass-spraying machine operator;fibreglass-spraying
  machine operator|8142|
pultrusion machine operator|||pultrusion operator;pultrusion machine worker;pultrusion process worker;pultruded
  fibreglass maker;pultruded fibreglass worker;pultrusion process operator|8142|
industrial assembly supervisor||are in charge of organizing, planning and coordinating assembly
  operations|manufacturing planner;materials planner;production foreman;assembly planner;quality supervisor;assembly
  controller|3122|896,694,942
automotive test driver||drive prototype and pre-production vehicles and assess their performance, safety and
  comfort|car tester;test driver;car test driver;road test driver;car test technician;automobile test driver|7543|
fashion production manager|||production planning manager|1321|
plodder operator|||plodder worker;plodder operative;soap production worker;plodding-machine worker;plodding-machine
  operator;soap production operative|8131|613,614,615
leather goods patternmaker||design and cut patterns for various kinds of leather goods using a variety of hand and
  simple machine tools||7532|
furniture assembler||place together all parts of furniture and auxiliary items such as furniture legs and
  cushions|assembly technician;assembly worker;furniture hand assembler;furniture assembly worker;wooden furniture
  assembler;furniture assembly operative|8219|943,944,945
fibreboard machine operator||work with machines to bond particles or fibres made from wood or cork|fibreboard
  machine specialist;fibreboard machine technician;particleboard machine operator;particleboard machine
  specialist;particleboard machine technician|8172|
fibre machine tender||operate and maintain extrusion machines that form sliver from filaments|tender;machine
  operator;fiber machine tender;fibre machine operator;fiber machine operative;fibre machine
  operative|8181|946,947,948
electrical equipment inspector||check finished electrical products for physical defects and faulty electrical
  connections|tester;QA inspector;QC inspector;electrical inspector;electrical QA inspector;electrical QC
  inspector|7543|893,877,878
precision mechanics supervisor||oversee, train and manage workers who fit together complex parts of small-size
  machines such as measuring or control mechanisms||3122|
stitching machine operator||join the cut pieces of leather and other materials to produce the uppers||8156|734,735
product grader||perform preventive and operational quality control on products and rescources|grader;quality
  grader;product inspector;quality inspector;product quality grader;product quality inspector|7543|
wash deinking operator||operate a tank where recycled paper is mixed with water and dispersants to wash out printing
  inks|deinking worker;deinking operator;deinking operative;deinking specialist;deinking technician;wash deinking
  worker|8171|
optical instrument production supervisor||coordinate, plan and direct the optical instrument production
  process||3122|
metallurgical manager|||metallurgy manager;plant metallurgist;metallurgy specialist|1321|
stagehand||assist stage technicians setting up and preparing equipment for live performance|hand;loader;banana
  loader;theater assistant;theatre assistant|7215|949,950,951
slitter operator||set up, operate, or tend machines, in order to cut, slit, bend, or straighten sheets of metal,
  paper, or other materials to specific widths|slicing machine setter;panel machine setter;angle shearer;slitter
  tender;slitter operative;slitting machinist|8189|778,831,952
corrugator operator|||corrugator worker;corrugator operative;corrugator specialist;corrugator technician;corrugated
  paper maker;carton machine operator|8143|681,682,799
lathe|||tender;lathe operator;CNC lathe tender;turning machine tender;turning machine operator|7223|808,711,712
cellar operator|||cellar worker;fermentation operator;fermentation inspector;vinegar production
  operator;fermentation cellar operative;fermentation cellar supervisor|8160|784,738,785
block machine operator||control, maintain and operate concrete blocks casting machine which fills and vibrate molds
  to compact wet concrete into finished blocks|block machine operative;concrete plant operative;block-making machine
  operator|8114|
capsule filling machine operator||control the filling of gelatine capsules with the specific medicinal
  preparations|filler operator;machine operator;ampoule filler;capsule filler;capsule machine operator;filling
  machine operator|8131|953,954,955
fat-purification worker||operate acidulation tanks and equipment that help with the separation of undesirable
  components from oils|fat-purification operator;fat-purification operative|8160|
marine mechanic||are in charge of the engines and mechanical parts of the vessel and replace defective equipment and
  parts|motorboat mechanic;mechanic;boat mechanic;ship machinist;cargo ship mechanic;cruise ship
  mechanic|7233|956,957,958
laundry worker|||fur cleaner;leather cleaner;machine washer;dry cleaner;dry cleaning worker|8157|959,960,961
wood products assembler||put together products from premade pieces of wood|door builder;joiner;production
  assembler;door assembler;stair assembler;window assembler|8219|
leather sorter|||upholstery parts sorter;lens matcher;upper leather sorter;grader;leather grader;leather
  inspector|7535|893,877,962
jewellery assembler||assemble jewelry parts to form different types of jewellery such as bracelets, necklaces or
  earrings|antique jewelry repairer;chain assembler;brooch assembler;jewelry repairer;earring assembler;bracelet
  assembler|8219|643,644,963
knitting machine supervisor|||knitter supervisor;knitting inspector;fabric knitting supervisor|8152|
quantity surveyor|||construction estimator;cost consultant;building construction estimator;quntity
  surveyor;quantities surveyor;graduate quantity surveyor|2149|964,965,966
mine control room operator||perform a range of tasks from the control room of a mine|mine operator;panel
  controller;mining supervisor;mining operations supervisor|8131|
diesel engine mechanic||repair and maintain all types of diesel engines|truck mechanic;bus mechanic;fleet
  mechanic;diesel mechanic;mechanical body fitter;mechanical bogie fitter|7231|967,968,969
electronic equipment inspector||check electronic equipment for any defects and malfunctions|electronics scale
  tester;electronics tester;electronics inspector;electronic QC inspector;electronic testing
  engineer|7543|893,877,878
vehicle electronics installer|||auto technician;autoelectronic technician;vehicle electronics repairer;vehicle
  electronics technician|7421|
tooling engineer||design new tools for manufacturing equipment|tools engineer;press tooling engineer;tooling design
  engineer;tooling engineering expert;tooling engineering adviser;tooling technology engineer|2144|970,971,972
shoe technician||perform a wide range of activities regarding footwear manufacturing|footwear engineer;footwear
  technician|3119|
welding coordinator||supervise the workflow of welding applications|welding supervisor;welding technician;butt
  welding supervisor;tack welding supervisor;stitch welding supervisor;robotic welding supervisor|7212|
leather finishing operations manager|||drying manager;buffing manager;plating manager;spraying manager;drying
  supervisor;finishing manager|1321|
cutter operator|||paper cutter;flat cutter;cutter;die cutter;leather cutter;leather die cutter|7536|778,831,780
mine ventilation engineer|||ventilation officer;ventilation system coordinator|2144|
crane technician||assemble industrial and harbor cranes components||7233|973,974,975
derrickhand||guide the positions and movements of drill pipes||8113|976,977,978
laundry workers supervisor||monitor and coordinate the activities of the laundry and dry-cleaning staff of laundry
  shops and industrial laundry companies||8157|
aviation assembly inspector||||7543|
vessel assembly inspector|||boat assembly inspector;ship assembly inspector|7543|
leather tannery supervisor||monitor and coordinate day-to-day production activities of a leather goods manufacturing
  plant|leather products supervisor|3122|
aeroplane assembly supervisor||coordinate the employees involved in aircraft manufacturing and schedule their
  activities||3122|
electrolytic cell maker||create, finish and test concrete electrolytic cells using equipments, tools and concrete
  mixers|cell maker;cover maker;electrolytic cell builder|8114|
industrial machinery assembler||manufacture industrial equipment such as industrial robots, assembly line machines,
  and labeling machines|sub assembler;assembly worker;final assembler;assembly line operator;assembly line
  operative;manufacturing assembler|8211|979,980,981
shoemaker||use hand or machine operations for traditional manufacturing of a various range of
  footwear||7536|982,983,984
roustabout||maintain and repair oil field equipment and machinery using hand and power tools|oil field
  roustabout;production roustabout|8113|985,986,987
shipwright||build and repair small type of water vessels from pleasure craft to naval vessels|scaffold builder;beam
  builder;brattice builder;boat fitter;boat builder;boat repairer|7214|988,989,990
gear machinist||make precision parts for gears and other driving elements|machinist;CNC machinist;maintenance
  machinist;auto machinist;auto change machinist;gear change machinist|7223|991,992,993
riveter|||boiler riveter;cupola tapper;passer|7214|
design engineer||develop new conceptual and detailed designs|RFID specialist;product engineer;industrial
  expert;designing engineer;industrial specialist;product design engineer|2149|994,995,996
production engineer||review and evaluate production performance, perform data analysis and identify under-performing
  production systems|productions engineer;production engineering expert;production engineering adviser;agricultural
  production engineer;production engineering consultant;production engineering specialist|2141|
dairy processing technician|||dairy technician|3122|
contract engineer||combine technical knowledge of contracts and legal matters with understanding of engineering
  specifications and principles|contractor engineer;subcontractor engineer;contract engineering expert;contract
  engineering adviser;contract engineering consultant;contract engineering specialist|2149|
dressmaker||design, make or fit, alter, repair tailored, bespoke or hand-made garments from textile fabrics, light
  leather, fur and other material for women and children||7531|997,847,854
tailor|||coat tailor;collar tailor;drapery seamstress;suit maker;garment maker;garment worker|7531|998,997,847
harvest diver|||harvesting diver|7541|
paperboard products assembler||construct the components or parts made from paperboard according to strictly laid
  down procedures|craft board maker;cardboard box maker;corrugated box maker;corrugated box cutter;cardboard box
  assembler;corrugated box assembler|8143|
electronics production supervisor||coordinate, plan and direct the electronics production process|electronics
  supervisor;production line supervisor;electronics production manager;electronics manufacturing manager;electronics
  manufacturing supervisor|3122|909,829,910
fashion production manager|||production planning manager|1321|
animal feed supervisor||supervise the manufacturing process of animal feeds|feed manufacturer;livestock feed
  supervisor;fodder production supervisor|3122|
consumer goods inspector|||quality control inspector;quality inspector;control inspector;consumer goods;toys
  inspector;consumer products|7543|893,877,878
factory hand||assist machine operators and product assemblers|factory worker;factory labourer;factory
  operative;process operative;production assistant;production team operative|9329|
railway car upholsterer||create manufacturing templates, manufacture and assemble interior components for train
  carriages|carriage upholsterer;train coach upholsterer;train upholstery worker;multiple unit upholsterer;train
  carriage upholsterer|7534|
operations manager||plan, oversee and coordinate the daily operations of production of goods and provision of
  services|general manager;business manager;social insurance administrator;operations director;operations
  supervisor;operations administrator|1321|999,1000,1001
acoustical engineer||study and apply the science of sound to various applications|acoustics engineer;acoustical
  engineering expert;acoustical engineering adviser;acoustical technology engineer;acoustical engineering
  consultant;acoustical engineering specialist|2149|1002,1003,1004
automated assembly line operator||operate, maintain and clean production machines|production line worker;production
  line operative|3139|
biogas technician||work in the derivation of gas from organic matter and produced as landfill gas or digested
  gas|biomass plant technician;biogas equipment technician;biogas generation technician;biogas production
  technician;anaerobic digester technician|3133|
calculation engineer||draw conclusions about real systems, such as on strength, stability and durability, by
  performing experiments on virtual models|stress engineer;process engineer;technical engineer;structural
  engineer;computational engineer;process modelling engineer|2149|1005,1006,1007
chemical processing supervisor||coordinate the activities and the staff involved in the chemical production process,
  ensuring the production goals and deadlines are met|quality assurance supervisor;chemical supervisor;processing
  supervisor;chemical production supervisor|3122|909,829,910
coffee coordinator||||3122|
commissioning engineer||supervise the final stages of a project when systems are installed and tested||2149|
compliance engineer||strive to keep the highest compliance of systems with engineering specifications|compliance
  engineering expert;compliance engineering adviser;compliance engineering consultant;compliance engineering
  specialist|2149|
distillery supervisor||coordinate the production processes comprised in the production of spirits and manage the
  workers engaged in the process|distillery manager;distilling supervisor|3122|1008,1009,1010
food production planner||prepare production plans, evaluate all the variables in the process and strive to ensure
  that production objectives be achieved|food manufacturing planner|3122|
installation engineer||oversee and manage the installing of structures, which take often many years to design and
  construct|structural design engineer;design engineer;building engineer;structural engineer;commissioning
  engineer;field installation engineer|2149|1011,1005,1012
logistics engineer||design and implement systems aimed to optimise the time and efforts invested in transportation
  activities|supply management specialist;logistics specialist;automated logistics specialist;logistics engineering
  expert;logistics engineering adviser;logistics technology engineer|2149|723,1013,1014
machine operator supervisor||coordinate and direct workers who set up and operate machines|assembly
  supervisor;manufacturing supervisor;machining supervisor;leading machinist;machine shop supervisor;machine setter
  supervisor|3122|828,909,829
maintenance and repair engineer||focus on the optimization of equipment, procedures, machineries and
  infrastructure|systems engineer;plant engineer;repair engineer;machine engineer;equipment engineer;engineering
  manager|2141|1015,748,889
malt house supervisor||oversee the malting processes in its integrity|malt supervisor;malt house manager;malting
  supervisor;malt house coordinator|3122|909,1016,910
metal production supervisor||oversee the day-to-day working process and activities of the labourers in a metal
  fabrication factory|production manager;production supervisor;fabrication supervisor;melter manager;melter
  supervisor;mechanical supervisor|3122|909,829,1017
panel board operator|||control room attendant|3133|
panel controller|||panel board operator;monitoring panel operator;plant monitoring operator|3134|
paper mill supervisor||coordinate and monitor the operations at a paper mill during production of products such as
  corrugated board, cardboard boxes or padded envelopes|paper mill manager;paper mill controller|3122|909,829,910
patent engineer||advise companies on different aspects of intellectual property law|technical engineer;patent
  agent;patent scientist;technical patent specialist;intellectual property engineer|2149|1018,1019,1020
print studio supervisor|||master printer;print senior operator;print shop supervisor;print senior specialist;print
  senior technician;print production supervisor|3122|
production supervisor||coordinate, plan and direct manufacturing and production processes|plant
  supervisor;production zone leader;production controller;production team leader;manufacturing supervisor;quality
  control operator|3122|909,829,910
renewable energy engineer||research alternative sources of energy in order to design systems for renewable energy
  production|except wind;wind energy engineer;energy efficiency engineer;turbine engineer;renewables
  engineer;renewable power engineer|2149|1018,1021,1022
supervisor||perform a range of tasks from the control room of an oil refinery|process operator;operations
  supervisor;control room technician;refinery process operator;petroleum process operator;refinery process
  technician|3134|
textile operations manager||schedule orders and delivery times in order to assure the efficient flow of the
  production system|textile production manager;textile operations supervisor;textile operations coordinator|3122|
textile technologist||develop and supervise production systems for textiles|textile engineer;fabric
  technologist;diploma textile engineer;textile technology officer;light industry technologist;analytical textile
  technologist|2141|
thermal engineer||design systems which provide heating or cooling, using thermodynamics, that transfer heat or
  energy through liquids and gases|thermal plant operator;thermal power engineer;thermal engineering expert;thermal
  engineering adviser;thermal technology engineer;thermal engineering consultant|2149|
waste management supervisor||coordinate waste collection, recycling, and disposal facilities||3122|
wood assembly supervisor||monitor the various processes in the assembly of wood products|wood assembly
  manager;wooden assembly manager;wood assembly controller;wooden assembly controller;wooden assembly
  supervisor|3122|
wood production supervisor||monitor processes involved in the conversion of felled trees into usable lumber|sawmill
  controller;sawmill supervisor;saw mill controller;saw mill supervisor;sawmill senior manager;wood production
  manager|3122|
# Staffing and Recruiting
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|human resources administrator;HR administrator;HR worker;HR manager;HR
  officer;HR director|2423|1023,1024,1025
public employment service manager||supervise the operations of a public employment agency|DWP manager;jobcentre
  manager;job centre manager;careers advice manager;jobcentre plus manager;employment service manager|2423|
equality and inclusion manager||develop policies to improve affirmative action, diversity and equality
  matters|diversity leader;equality manager;civil rights manager;equity program director;equity programme
  director;employment equity director|1212|
occupational analyst|||job analyst;corporate business analyst;corporate business consultant;organizational structure
  analyst|2423|1026,1027,1028
compensation and benefits manager|||compensation director;compensation manager;benefits coordinator;employee
  benefits coordinator;employee benefits director;employee benefits manager|2423|1029,1030,1031
career guidance advisor|||career coach;careers advisor;careers officer;educational advisor;school careers
  advisor;career guidance counsellor|2423|
recruitment consultant||provide the suitable candidates to employers according to the specific job profile
  requested|recruiter;corporate recruiter;executive recruiter;employment agent;recruitment officer;job placement
  officer|2423|1032,1033,1034
career counselor|||academic counselor;admissions counselor;job coach;career coach;business coach;corporate
  coach|2423|1035,1036,1037
employment agent||work for employment services and agencies|job placement officer|3333|
labour relations officer||implement labour policy in an organisation, and advise trade unions on policies and
  negotiation|union representative;labour policy officer;labor relations officer;industrial liaison
  officer;industrial relations officer|2423|
human resources assistant||provide support in all the processes and efforts carried by human resources managers|HR
  associate;personnel associate|4416|448,449,450
eligibility specialist|||program eligibility specialist;workforce services representative;business employment
  specialist;eligibility examiner;housing specialist;medicaid analyst|4416|479,480,481
# Banking
accountant|||financial auditor;general accountant;tax accountant;auditor;accounting officer;accounting
  supervisor|2411|152,168,1038
bank treasurer||oversee all aspects of the financial management of a bank|treasury clerk|1211|
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer;public finance manager;public finance officer|2411|
corporate treasurer||determine and oversee the financial strategic policies of a company or
  organisation|treasurer;school treasurer;city treasurer;treasury analyst;corporate treasury manager;corporate
  treasury officer|1211|112,138,113
credit union manager||oversee and manage member services, supervise staff and operations of credit unions|financial
  examiner;bank examiner;compliance specialist;credit union specialist;credit unions supervisor;financial
  cooperative manager|1346|1039,1040,1041
credit analyst|||clerk;credit reference clerk;credit clerk|3312|115,116,117
financial auditor||collect and examine financial data for clients, organisations and companies|bank
  accountant;information systems auditor;auditor;bank auditor;finance auditor;external auditor|2411|168,1042,1043
credit administrator|||credit representative;credit assessment analyst;credit negotiator;escrow
  representative;commercial credit analyst;credit coordinator|3312|132,133,134
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|risk analyst;risk manager;consortia advisor;consortia representative;operational risk
  analyst|2413|145,146,147
securities analyst||perform research activities to gather and analyse financial, legal and economic
  information|bonds analyst;stock analyst;rating analyst;shares analyst;securities research analyst;securities
  research director|2413|173,130,131
credit manager||oversee the application of credit policy in the bank|branch manager;credit controller;credit policy
  manager;credit control manager;consumer credit manager;credit control supervisor|3312|112,161,113
bank account manager||advise prospective clients on the type of banking accounts suitable for their needs|banking
  officer;bank accounts manager;bank operations manager;commercial bank manager;banking accounts manager;bank
  relationship manager|3312|
accounting analyst|||revenue tax specialist;tax specialist;accounts analyst;accounting specialist;accounting methods
  analyst;accounting systems analyst|2411|153,168,169
foreclosure specialist||revise documentation related to properties that are under foreclosure|bankruptcy
  manager;foreclosure manager;bankruptcy coordinator;foreclosure consultant;foreclosure coordinator|3315|
business valuer|||business valuation analyst;business valuation officer;business valuation consultant;business
  valuation specialist|2412|
tax clerk||collect financial information in order to prepare accounting and tax documents|revenue officer;fiscal
  clerk;tax revenue officer;tax collection clerk;tax collection officer;tax compliance officer|4312|1044,1045,1046
middle office analyst|||middle office specialist;transaction reporting specialist|2413|
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager;personal financial advisor|2412|
bank manager||oversee the management of one or several bank activities|business banking manager;banking
  manager;banking branch manager;bank director;bank branch manager;retail bank manager|1346|112,113,144
business service manager||are reponsible for the provision of professional services to companies|post-office
  manager;corporate service manager;service operations manager;corporate services consultant;professional services
  manager;professional services consultant|1219|
odds compiler||compile the odds in gambling|odds expert;odds trader;risk trader;odds manager;sports trader;betting
  expert|4212|
back office specialist||perform operation of administrative and organisational nature in service of running a
  financial company|back office clerk;back office officer;back office administrator;financial office
  specialist|4312|
bankruptcy trustee|||bankruptcy analyst;insolvency practitioner|2411|
billing clerk||create invoices and credit memos, issuing them to customers by all necessary means, and updating
  customer files|pre-audit clerk;statement clerk;item processing clerk;invoice clerk;posting clerk;financial
  clerk|4311|1047,1048,1049
bingo caller||organise and run games of bingo in a bingo hall, social club or other entertainment facility|bingo
  agent;bingo cashier;bingo assistant;bingo attendant|4212|
bookmaker|||bingo clerk;pari mutuel clerk;sports clerk;betting clerk;bookmaker clerk;bookmaker
  manager|4212|1050,1051,1052
casino cashier||exchange tokens, coins or chips for money|cashier;vault cashier;floor cashier;cage cashier;game
  cashier;booth cashier|4212|1053,1054,1055
casino gaming manager||oversee the day-to-day operations of gaming facilities|gaming manager;gaming team
  manager;group gaming manager;gaming service manager;electronic gaming manager;gaming operations manager|4212|
casino pit boss|casino pit bosses|support the management team and are able to manage, inspect and deal with all
  gaming activities|floor supervisor;casino manager;pit supervisor;pit manager;gaming supervisor;gaming floor
  manager|4212|1056,1057,1058
debt collector||compile debt owned to the organisation or third parties, mostly in cases when the debt is past its
  due date|account collector;collector;telephone collector;revenue agent;bill collector;collection
  agent|4214|181,182,183
defence administration officer|||defence administration manager|1219|
department manager||are responsible for the operations of a certain division or department of a company|unit
  manager;unit director;division manager;business unit manager;department coordinator;business unit
  coordinator|1219|
economic policy officer||develop economic strategies|finance policy officer;economic policy advisor;economic policy
  analyst;economical policy officer;economic policy researcher;economic policy specialist|2412|
energy trader||sell or buy shares of energy, sometimes from different sources|real-time energy trader;energy share
  trader;energy stock trader;energy stock analyst;energy market analyst;energy trading analyst|3311|124,109,125
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance|facility coordinator;maintenance manager;maintenance superintendent;facilities
  coordinator;facilities administrator;building maintenance manager|1219|1059,1060,1061
foundry manager|||process manager;engineering manager;foundry plant manager;production controller;foundry operations
  manager;foundry production manager|1219|
gaming dealer||operate table games|gambling dealer;blackjack dealer;table games dealer;game operator;gaming
  operator|4212|1062,1063,1064
gemmologist||value precious stones by analysing their characteristics, cut, and provenience either for trading or
  for further polishing efforts|stone buyer;gemstone buyer;gemmology analyst;gemmology scientist;gemmology
  researcher;gemmology research analyst|3315|
grants administrator||handle the pass-through track of grants, often given out by the government to the grant
  recipient|education administrator;special education administrator;proposals administrator;research grants
  administrator|3313|
lottery operator||run the day-to-day functions of lotteries||4212|
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities|production coordinator;maintenance manager;manufacturing director;manufacturing
  coordinator;manufacturing plant manager;manufacturing production manager|1219|1065,1066,1067
pawnbroker||offer loans to clients by securing them with personal objects or items|ticket broker;soliciting freight
  agent;pawnshop manager;pawnshop operator|4213|
payroll clerk||manage the time sheets and pay checks of the employees|timekeeping clerk;personnel
  technician;attendance clerk;wages clerk;payroll officer;payroll technician|4313|1068,1069,1070
post office counter clerk||sell products and services at a post office|mail service clerk;post office
  supervisor|4211|
power plant manager||supervise operations in power plants which produce and transport energy|plant manager;plant
  supervisor;power project manager;power plant director;power supply manager;power station
  manager|1219|896,1066,1071
programme manager||coordinate and oversee several projects working simultaneously|programme director;projects
  portfolio manager;programme management coordinator|1213|1072,1073,1074
project manager||ensure that a project is completed on time, within budget, and that its objectives are
  met|brownfields practice leader;wind technician leader;project development leader;project leader;project
  director;projects manager|1219|1075,1076,1077
quality services manager||manage the quality of services in business organisations|quality assurance manager;quality
  manager;quality control supervisor;quality control manager;quality assurance supervisor;quality assurance
  coordinator|1219|1078,1079,1080
security manager||ensure security for people, such as customers and employees, and company's assets either fixed,
  movable, machines, vehicles, and real state|safety manager;security officer;security specialist;surveillance
  manager;private security manager;security systems manager|1219|1081,1082,1083
statistical assistant||collect data and use statistical formulas to execute statistical studies and create
  reports|IT expert;admin assistant;computer expert;statistics assistant;statistician assistant;administrative
  assistant|3314|190,191,192
tote operator|||tote manager;tote technician;advanced tote operator|4212|
water treatment plant manager||supervise water treatment, storage and distribution in a water plant|water plant
  engineer;water facility manager;water treatment manager;water treatment engineer;water treatment specialist|1219|
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade|wood
  manager;timber factory manager;wood factory controller;wood factory supervisor;wood factory coordinator;furniture
  factory manager|1219|
casino cage cashier|||gaming cashier;gambling cage worker;gaming cage worker;mutuel clerk;gambling cashier;purse
  paymaster|4212|1084,1085,1086
executive assistant|||administrative secretary;executive secretary;administrative aide;administrative
  associate;administrative specialist;executive administrative assistant|3314|193,194,195
# Telecommunications
telecommunications equipment maintainer|||telecommunications maintenance technician|7422|
telecommunications engineer||design, build, test and maintain telecommunication systems and networks, including
  radio and broadcasting equipment|radio engineer;telecoms engineer;broadcast engineer;transmission
  engineer;communications designer;communications engineer|2153|50,1087,1088
ICT network administrator||maintain operation of a reliable, secure, and efficient data communications network,
  including LAN, WAN, intranet, and internet|network manager;network specialist;networks administrator|2522|
telecommunications engineering technician|||telecoms administrator;communication administrator;communications
  administrator;telecommunications administrator|3522|
ICT network engineer||implement, maintain and support computer networks|network developer;networks designer;networks
  engineer;networks developer|2523|
aviation data communications manager||perform the planning, implementation and maintenance of data transmission
  networks||3513|
telecommunications manager|||ICT manager;telecoms manager;communications manager;telecommunications project
  manager;telecommunications service manager;telecommunications systems manager|1330|
security alarm technician||install and maintain security alarm systems to protect against hazards such as fire and
  burglary|alarm technician;installer;security installer;fire alarm installer;fire alarm technician;security alarm
  fitter|7422|1089,1090,1091
ICT security manager||propose and implement necessary security updates|IT security manager;security
  coordinator;information security manager|2529|
ICT network architect||design the topology and connectivity of ICT network such as hardware, infrastructure,
  communication and hardware components|network designer|2523|
telecommunications technician||install, test, maintain and troubleshoot telecommunications systems|repairer;except
  line installer;service technician;telecoms technician;communication technician;phone systems
  technician|7422|816,817,818
ICT account manager||build business relationships with customers to facilitate the sale of hardware, software,
  telecommunications or ICT services|IT account manager|2434|
satellite engineer||develop, test and oversee the manufacture of satellite systems and satellite
  programmes|satellite system engineer;satellite control engineer;satellite software engineer;satellite software
  developer;satellite engineering analyst;satellite communication engineer|2152|
home theater installer|||satellite installer;field service representative;low voltage electrician;television
  analyzer;television repairman;television installer|7422|1092,1093,1094
radio frequency technician|||tower technician;two-way radio technician;communications systems technician;radio
  repairman;radio mechanic;radio repairer|7422|1095,1096,1097
ICT network technician|||system engineer;network engineer;network technician;networks technician;IT network
  technician|3513|2,786,1098
ICT system administrator|||computer systems administrator;systems administrator;information technology
  administrator;server administrator;network administrator;IT system administrator|2522|73,67,74
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|corporate
  webmaster;internet systems administrator;sharepoint administrator;e-commerce technician;website
  administrator|3514|45,11,46
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems|datastage developer;developer;server developer;data warehouse architect;data warehouse
  developer|2521|75,76,28
IT knowledge manager|||ICT knowledge manager;IT information manager;ICT information manager|1330|
ICT technician|||computer technician;IT engineer;ICT engineer;IT technician;computer operator|3512|79,80,81
live chat operator||respond to answers and requests posed by customers of all nature through online platforms in
  websites and online assistance services in real time|live chat agent;online chat agent;virtual chat agent;online
  chat operator;virtual chat operator|4222|
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically|ICT helpdesk agent|3512|
member services representative||provide information to customers via the telephone and other media such as
  email|call center representative;client services representative;client services clerk;customer contact
  clerk;customer service clerk;customer helpdesk clerk|4222|1099,1100,1101
directory assistance operator|||long distance operator;telephone operator;live source operator;telecommunications
  operator;toll operator;LD operator|4222|1102
ethical hacker||perform security vulnerability assessments and penetration tests in accordance with
  industry-accepted methods and protocols|ICT security tester;vulnerability analyst;system security tester;network
  security tester|2529|
telecommunications analyst||review, analyse and evaluate an organisation's telecommunications needs and
  systems|network analyst;network consultant;network planner;communication analyst;communications
  analyst;telecommunications consultant|2153|50,1103,1104
# Biotechnology Research
biomedical science specialist|||specialist medical scientist;biomedical scientist specialist;specialist biomedical
  researcher|2131|
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|dairy technologist;laboratory technician;research technician;laboratory assistant;laboratory
  technologist;laboratory technology expert|3141|1105,1106,1107
bioinformatics scientist||analyse biological processes using computer programmes|bioinformatics computer
  scientist;bioinformatics data analyst;data analyst;IT expert;IT researcher;data scientist|2131|1108,1109,1110
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|research scientist;research soil scientist;scientist;plant
  scientist;plant researcher;forest technician|3141|1111,1112,1113
animal scientist|||animal nutritionist;beef cattle nutritionist;animal nutrition consultant;beef cattle
  specialist;companion animal nutritionist;dairy nutrition consultant|3141|1114,1115,1116
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs||2131|
pharmaceutical engineer|||biotechnology engineer;pharmaceuticals engineer;pharmaceutical process
  engineer;pharmaceutical project engineer;pharmaceutical research engineer;pharmaceutical engineering
  expert|2145|890,1117,891
chemical process exploration manager|||environmental program manager;natural sciences manager;clinical program
  manager;clinical research coordinator;clinical trial manager;research coordinator|2145|1118,1119,1120
geneticist||study and focus their research on genetics|biological scientist;cellular biologist;biologist;genetics
  analyst;genetics engineer;genetics scientist|2131|1121,1122,1123
biotechnical technician||perform technological work in assistance of scientists|biotechnological
  technician;biotechnical laboratory worker;biotechnical laboratory specialist;biotechnical laboratory
  technician;biotechnological laboratory technician|3141|
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist;leather chemical tester;leather chemical technician|3111|
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes|physics assistant;physicist assistant;physics lab technician;reprographics technician;health physics
  technician;medical physics technician|3111|
biochemical engineer||research on the field of life science striving for new discoveries|process engineer;research
  engineer;biochemical development engineer;enzyme engineer;tissue engineer;bio-fuel engineer|2145|1124,890,1125
toxicologist|||toxicology analyst;toxicology scientist;toxicology researcher;toxicology studies analyst;toxicology
  research analyst;toxicology studies scientist|2131|1126,1127,1128
research manager||oversee the research and development functions of a research facility or program or
  university|laboratory manager;research scientist;scientific director;scientific research
  director|1223|1129,1130,1131
biomedical scientist advanced|||advanced medical scientist;advanced biomedical researcher|2131|
air pollution analyst||conduct field and lab tests to examine the pollution of air in different areas|environmental
  technician;air analyst;environmental field technician;environmental analyst;air quality consultant;air quality
  technician|3111|1132,1133,1134
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports|airport environmental expert;airport environmental officer|2133|
analytical chemist||research and describe the chemical composition of substances|forensic scientist;chemical
  laboratory scientist;scientist;chemist;organic chemist;chemistry analyst|2113|1135,1136,1137
aquaculture biologist|||aquaculture biology expert;aquaculture biology analyst;aquaculture biology
  scientist;aquaculture biology researcher;aquaculture biology specialist|2131|
aquaculture environmental analyst|||marine scientist;aquaculture environmental scientist;aquaculture environmental
  specialist|2133|
aquaculture recirculation manager|||aquaculture recirculation supervisor|2132|
astronomer||research the formation, structures, properties, and development of celestial bodies and interstellar
  matter|research scientist;scientist;extragalactic astronomer;astronomy analyst;astronomy scientist;astronomy
  researcher|2111|1138,1139,1140
aviation meteorologist||forecast weather conditions in airports|meteorological technician;meteorological aviation
  inspector;aviation meteorological specialist|2112|1141,1142,1143
bacteriology technician||provide technical assistance in researching and testing bacteria using laboratory
  equipment|medical technician;chemist;lab technician;biology technician;biology technologist;chemistry
  technician|3141|262,263,433
biochemist||study and perform research on the reactions caused by chemicals in living organisms|analytical research
  chemist;scientist;clinical biochemist;biological chemist;biochemistry analyst;biochemistry
  scientist|2131|1126,1144,1145
biochemistry technician||provide technical assistance in researching, analysing and testing the reactions caused by
  chemicals in living organisms|clinical laboratory technologist;cytogenetic technologist;medical laboratory
  technologist;chemist;biology technician;biology technologist|3141|434,435,436
biophysicist||study the existing relation between living organisms and physics|biophysics analyst;biophysics
  scientist;biophysics researcher;biophysics research analyst;biophysics research scientist;biophysics science
  researcher|2131|1126,1144,1146
botanist||are occupied with the maintenance of an range of plants from around the world, often in a botanic
  garden|botany manager;garden manager;garden supervisor;horticulture manager|2131|1147,1111,1112
brewmaster||ensure brewing quality of current products and create mixtures for the development of new products|beer
  brewer;brewery manager;brewing manager;beer production manager|2145|737,1148,739
chemical application specialist||develop chemical products according to the needs and expectation of the
  clients|specialist chemist;development chemist;product development chemist;product formulation chemist;application
  specialist chemist;chemical application technician|2113|
chemical tester||||2113|1149,1150,1151
conservation scientist||manage the quality of specific forests, parks and other natural resources|research soil
  scientist;resource conservationist;rangeland management specialist;environmental scientist;conservation programs
  specialist|2133|1152,1153,1154
cosmologist||focus on the study of the universe as a whole, which is made up by its origin, evolution and ultimate
  fate|data scientist;cosmology scientist;cosmology data scientist;cosmology research scientist|2111|1155,1140,1156
countryside officer||are responsible for a range of activities that manage and maintain the natural environment and
  associated public access and recreation|rural areas officer|2133|
ecologist|||industrial ecologist;restoration ecologist;aquatic ecologist;environmental scientist;conservationist
  scientist|2133|1157,1158,1159
environmental geologist||study how mineral operations may impact the composition and physical characteristics of the
  earth and its resources|research scientist;research environmental scientist;researcher;minerals
  analyst;geologicial engineer;mineralogical analyst|2114|1160,1161,1162
environmental technician||investigate sources of pollution and aid in the development of pollution prevention and
  environment protection plans|pollution control technician;pollution prevention technician;groundwater protection
  technician;environmental protection technician;environmental conservation technician|3111|1163,1164,1165
epidemiologist||centre their research on origin and causes for illness eruption in humans|nurse
  epidemiologist;research epidemiologist;chronic disease epidemiologist;epidemiology analyst;epidemiology
  scientist;epidemiology researcher|2131|257,1166,1167
fisheries adviser||provide consultancy on fish stocks and their habitats|fisheries scientist;fisheries
  consultant;fisheries specialist;marine fisheries adviser;marine fisheries scientist;marine fisheries
  consultant|2132|
food analyst||perform standardised tests to determine the chemical, physical, or microbiological features of
  products for human consumption|food researcher;food analysis expert;food analysis specialist;food research
  specialist|3111|1105,1107,689
food biotechnologist||study the life cycle of food from its preservation up to the spoilage and the food-borne
  pathogens||2131|
forestry adviser||provide services and advice on economic and environmental issues in compliance with laws and
  regulations|forestry advisor;woodland manager;forestry consultant;woodland consultant|2132|1168,1169,1170
fragrance chemist|||flavour chemist;perfume chemist;fragrance developer;application engineer;fragrance research
  chemist;fragrance product developer|2113|
games development manager||supervise and coordinate the creation, development, distribution, and selling of
  games|games development director;gaming development manager;gaming development director;gambling development
  manager;gambling development director|1223|
geophysicist||study the physical characteristics of the earth and apply physical measurements to geological
  situations|seismologist;geophysical engineer|2114|1171,1172,1173
groundwater monitoring technician|||protection technician;environmental laboratory technician;environmental sampling
  technician;groundwater technician;groundwater sampling technician;groundwater laboratory
  technician|3111|1133,1134,1174
hydrographic surveying technician||perform oceanographic and surveying operations in marine environments|marine
  surveyor;mapping technician;surveying technician;hydrographic surveyor;oceanographic surveyor;oceanographic
  scientist|3111|1175,1176,1177
immunologist|||pediatric immunologist;clinical immunologist;laboratory immunologist;immunology analyst;immunology
  scientist;immunology researcher|2131|1178,1179,1180
material testing technician|||material tester;materials tester;materials testing technician;material testing
  technologist;materials testing technologist|3111|
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users|research meteorologist;atmospheric analyst;meteorology analyst;atmospheric
  scientist;meteorology scientist;atmospheric researcher|2112|1141,1181,1182
meteorology technician||collect large amounts of meteorological information for weather information users such as
  aviation companies or meteorological institutions|space scientist;forecaster;general forecaster;wind
  technician;atmospheric scientist;metrologist assistant|3111|1142,1181,1182
metrologist||study and practice the science of measurement|MEMS device scientist;nanomaterials research
  scientist;optical engineer;process engineer;research engineer;research scientist|2112|1018,733,1183
metrology technician||apply their practical knowledge of metrology to calibrate measuring instruments, test
  equipment and analyse their performance|calibration technician;color scientist;meter technician;composite
  technician;dimensional engineer;instrument specialist|3111|1184,1185,671
microbiologist||study and research the life forms, characteristics, and processes of microscopic organisms|quality
  control microbiologist;clinical laboratory scientist;clinical microbiologist;microbiology analyst;microbiology
  scientist;microbiology researcher|2131|1186,1187
natural resources consultant|||resources consultant;natural resources expert;natural resources adviser;natural
  resources specialist|2133|
nature conservation officer||manage and improve the local environment within all the sectors of a local
  community|game warden;state game warden;wildlife officer;conservation officer;wildlife control agent;conservation
  programmes officer|2133|1188,1189,1190
oceanographer||study and perform research on matters related to the sea and oceans|marine chemist;marine
  geologist;oceanography analyst;oceanography scientist;oceanography researcher;marine research
  scientist|2114|1171,1172,1173
oenologist||track the wine manufacturing process in its entirety and supervise the workers in wineries|wine
  maker;wine advisor;wine producer;winery cellar master;wine production expert;wine production specialist|2145|
palaeontologist||research and analyse forms of life that existed in ancient eras of the planet Earth|palaeontology
  analyst;palaeontology scientist;palaeontology researcher;palaeontology research analyst;palaeontology research
  scientist;palaeontology science researcher|2114|
pharmacologist|||research scientist;clinical pharmacologist;pharmacology analyst;pharmacology scientist;pharmacology
  researcher;pharmacology studies analyst|2131|1191,257,258
physicist||are scientists who study physical phenomena|health physicist;research scientist;scientist;physics
  analyst;physics scientist;physics researcher|2111|1192,1193,1194
physiologist||study and exert research on the functioning of different living organisms, the parts they are composed
  of, and their interactions|anatomy analyst;anatomy scientist;anatomy researcher;physiology analyst;physiology
  scientist;physiology researcher|2131|1195,1196,1197
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects||2133|
radiation protection technician|||radiation monitor;radiation protection monitor;radiation protection
  expert;radiological monitoring technician;radiological protection technician|3111|1198,1199,1200
remote sensing technician||collect airborne data|science technician;remote sensing technologist|3111|1201,1202,1203
seismologist||study the movement of tectonic plaques in the Earth which causes the propagation of seismic waves and
  earthquakes|seismology analyst;seismology scientist;seismology researcher;seismology research analyst;seismology
  research scientist;seismology science researcher|2114|1171,1172,1173
textile chemist||coordinate and supervise chemical processes for textiles like yarn and fabric forming such as
  dyeing and finishing|textile chemical supervisor;textile chemical technician;textile chemical
  coordinator|2113|1204,1205,1137
weather forecaster||gather meteorological data|weather analyst;meteorology analyst;meteorology scientist;meteorology
  researcher;meteorology research analyst;meteorology science researcher|2112|1141,1181,1182
zoology technician||provide technical assistance in researching and testing animal species using laboratory
  equipment|behaviorist;wildlife manager;animal researcher;zoology researcher;zoological technician;zoology lab
  technician|3141|467,468
animal scientist|||animal nutritionist;beef cattle nutritionist;animal nutrition consultant;beef cattle
  specialist;companion animal nutritionist;dairy nutrition consultant|2131|1114,1115,1116
athletic instructor|||athletic trainer;certified athletic trainer;athletic lecturer;resident athletic
  trainer;clinical athletic instructor;physical trainer|2131|1206,1207,1208
biological technician|||research associate;biological science technician;marine fisheries technician;wildlife
  biology technician;biological aide;microbiology technician|3141|470,471,472
dental officer|||dentist;family dentist;general dentist;pediatric dentist;dental surgery doctor;dental medicine
  doctor|2131|1209,1210,1211
geospatial intelligence analyst|||remote sensing analyst;sensor specialist;data analytics scientist;remote sensing
  scientist;inventor;remote sensing engineer|3111|1212,1213,1214
glaucoma specialist|||ophthalmologist;retina specialist;clinical ophthalmologist;cornea specialist;oculoplastic
  specialist;ophthalmic surgeon|2131|1215,1216,1217
home care physical therapist|||inpatient physical therapist;pediatric physical therapist;acute care PT;outpatient
  physical therapist;registered physical therapist;pediatric PT|2131|1218,1219,1220
nuclear control operator|||nuclear station operator;reactor operator;licensed reactor operator;nuclear plant
  operator;nuclear supervising operator;nuclear unit operator|3111|1221,1222,1223
nuclear medicine specialist|||diagnostic radiologist;nuclear medicine physician;radiologist;interventional
  neuroradiologist;interventional radiologist;neuroradiologist|2131|1224,1225,1226
# Construction
structural ironworker|||steel worker;ironworker;structural steel worker|7214|1227,1228,1229
plate glass installer||fit panes of glass into windows and other structural elements like glass doors, walls,
  facades and other structures|commercial glazier;stained glass glazier;glass fitter;glass installer;glazing
  installer;plate glass fitter|7125|1230,1231,1232
fence builder|||fence erector;fence installer;fence laborer;fence contractor;fence mechanic;fence
  technician|7214|1233,1234,1235
iron installer|||iron worker;rodbuster;field ironworker;reinforced ironworker;rodman;steel tier|7214|1236,1237,1238
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|planner;facilities planner;residential designer;urban
  architect;building designer;commercial architect|2161|1239,1240,1241
concrete finisher||work with binding agents like cement and concrete|finisher;concrete mason;mason;concrete
  layer;floor finisher;cement finisher|7114|1242,1243,1244
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert;civil engineering adviser;civil engineering
  consultant;civil engineering specialist;infrastructure project manager|2142|
paver installer|||paver;paving stone installer;segmental paver;paver layer;segmental wall installer;concrete
  pavement installer|7114|1245,1246,1247
construction general contractor||take on the responsibility to deliver a construction project|construction project
  manager|1323|
building electrician||install and maintain electricity cables and other electrical infrastructure in
  buildings|industrial electrician;commercial electrician;electrical installer;maintenance electrician;installation
  electrician;electrical systems installer|7411|1248,1249,1250
manufactured wooden building assembler||put together wooden elements for use in construction|truss assembler;prefab
  house builder;prefab home assembler;prefab house assembler;manufactured building assembler;prefabricated building
  assembler|7119|
dimmer board operator|||gaffer;lamp operator;electrical lighting technician;ELT;entertainment lighting
  technician;lighting controls technician|7411|1251,1252,1253
electrician assistant|||electrician helper;electrical helper;automotive electrician helper;electrical
  apprentice;electrical assistant;electrician apprentice|7411|1254,1255,1256
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|metal worker;metal fabricator;sheet-metal
  worker|7213|623,624,625
terrazzo setter||create terrazzo surfaces|terrazzo tile setter;rustic terrazzo setter;terrazzo layer;terrazzo
  worker;terrazzo team worker;poured flooring worker|7114|1257,1258,1259
industrial electrician||install and maintain electricity cables and other electrical infrastructure in large
  industrial and commercial buildings|electrician;marine electrician;electrical technician;industrial electrical
  technician;industrial maintenance electrician|7411|1248,1260,1249
blanket maker|||industrial insulator;mechanical insulator;commercial insulator;mechanic insulator;pipe coverer;pipe
  insulator|7213|647,648,649
drywall finisher|||drywall hanger;drywall installer;metal framer;ceiling installer;drywall
  mechanic;drywaller|7213|650,651,652
plasterer||apply plaster made from gypsum, cement or other solutions to walls as a smooth finish|artisan
  plasterer;molding plasterer;ornamental plasterer;wall finisher|7123|1261,1262,1263
facilities painter|||maintenance painter;highway painter;house painter;interior painter;stage settings
  painter;bitumastic applier|7123|1264,1265,1266
plaster tender|||painter helper;plaster helper;shipyard painter helper;hydroblaster;painter assistant;paperhanger
  assistant|7123|1267,1268,1269
fire protection technician|||fire suppression engineer|3112|
architectural drafter||make drawings of the specifications and ideas provided by architects|architecture
  drafter;architectural drafting expert;architectural drafting adviser;architectural drafting
  consultant;architectural drafting specialist;architectural engineering drafter|3118|1270,1271,1272
pipeline engineer|||pipeline field engineer;subsea pipeline engineer;pipeline field technician;offshore pipeline
  engineer;pipeline integrity engineer;pipeline engineering technician|2142|
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant;construction project manager;quantity surveying
  consultant|1323|1273,1274,1275
construction painter||paint the interior and exterior of buildings and other structures|industrial
  painter;specialist painter|7131|
tile fitter||install tiles onto walls and floors|floor coverings installer;composition floor setter;plastic tile
  setter;tiling worker;tile installer|7122|1276,1277,1278
production plant crane operator|||tower operator;crane operator;mobile crane operator;pit crane operator;bottom cat
  operator;mill crane operator|8343|1279,1280,1281
fire inspector|||investigator;arson investigator;fire prevention inspector;fire investigator;fire prevention
  officer|3112|1282,1283,1284
vehicle glazier||install glass in motor vehicles taking into account the automobile manufacturer specifications such
  as glass type, thickness, size and shape|repairer;automotive glass technician;glass technician;windscreen
  fitter;windscreen repairer;windscreen technician|7125|1285,1286,1287
container equipment assembler||manufacture containers such as boilers or pressure vessels||7213|
roofer||cover structures with roofs|commercial roofer;industrial roofer;residential roofer;cladding
  installer|7121|1288,1289,1290
bricklayer||assemble brick walls and structures by skilfully laying the bricks in an established pattern, using a
  binding agent like cement to bond the bricks together|brickmason;block layer;adobe layer;trowel occupation
  worker|7112|1291,1292,1293
construction general supervisor||keep track of the proceedings of all stages in the building process|construction
  supervisor;building programme manager;building programme supervisor;construction programme manager;construction
  project supervisor;construction generall supervisor|3123|
electrician||fit and repair electrical circuits and wiring systems|inside wireman;control electrician;housing
  maintenance electrician;electrical worker;electrical installer;maintenance electrician|7411|1248,1249,1294
airport planning engineer||manage and coordinate the planning, design, and development programs in airports|airport
  planning manager;airport development director;airport development engineer;aviation development planner|2142|
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations|roller driver;roller operator;roller operative;road roller
  driver;rough roller operator;roller-compactor driver|8342|1295,1296,1297
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment|asbestos inspector;buildings inspector;construction inspector;building control officer;building
  control surveyor;building services inspector|3112|1298,1299,1300
carpet installer|||carpet mechanic;flooring installer;carpet layer;floor coverer;floor covering installer;floor
  installation mechanic|7122|1301,1302,1303
floor mechanic|||floor sander;hardwood floor sander;floor refinisher;hardwood floor refinisher;sander;bowling alley
  refinisher|7122|1304,1305,1306
insulation installer|||insulation estimator;insulator;retrofit installer;attic blower;insulation mechanic;insulation
  worker|7122|1307,1308,1309
tile and marble installer|||tile mechanic;tile setter;ceramic tile mechanic;ceramic tile setter;marble mason;tile
  finisher|7122|1310,1311,1312
wall covering installer|||bill poster;paper hanger;paperhanger;wallpaper hanger;bill board
  poster;hanger|7122|1313,1314,1315
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical systems
  drafter;electrical design drafter;electrical drafting expert;electrical drafting adviser;electrical drafting
  consultant;electrical drafting specialist|3118|1316,1317,1318
carpenter||cut, shape and assemble wooden elements for the construction of buildings and other structures|form
  carpenter;bridge carpenter;concrete carpenter;timber worker;joinery worker;joiner supervisor|7115|989,1319,1320
roofer assistant|||roofer helper;commercial roofing helper;commercial roofing laborer;industrial roofer
  helper;residential roofer helper;roofer apprentice|7121|1321,1322,1323
cupola repairer|||ladle liner;refractory bricklayer;refractory technician;cell reliner;furnace repairer;hot
  repairman|7112|1324,1325
mason tender|||bricklayer helper;hod carrier;marble finisher helper;mason helper;boat joiner helper;brick
  carrier|7112|1326,1327,1328
dimmer board operator|||gaffer;lamp operator;electrical lighting technician;ELT;entertainment lighting
  technician;lighting controls technician|7411|1251,1252,1253
electrician assistant|||electrician helper;electrical helper;automotive electrician helper;electrical
  apprentice;electrical assistant;electrician apprentice|7411|1254,1255,1256
bituminous asphalt technician|||construction laborer;post framer;drop crew laborer;form setter;scaffolding
  operator;site work laborer|8342|1329,1330,1331
roofing supervisor||monitor the work on roofing a building|tinsmith supervisor;felt roofing supervisor;house roofing
  supervisor;asphalt roofing supervisor;roofing carpentry supervisor;cladding installation
  supervisor|3123|1332,1333,1334
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology|mechanicals engineer;engineering technician;electro-mechanic engineer;electro-mechanics
  engineer;electromechanical designer;electric machinery engineer|2151|
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas plant
  operator;gas controller;gas dispatcher;gas producer;gas inspector;gas installer|7126|1335,1336,1337
dismantling supervisor|||disassembly supervisor;disassembly team leader;dismantling team leader|3123|
mobile home installer|||mobile home laborer;delivery crew worker;set up technician;manufactured buildings
  repairer;house trailer servicer;mobile home mechanic|7115|1338,1339,1340
lacquer spray gun operator|||spray painter;paint operator;spraying machine operator;spray gun operator;paint booth
  operator;lacquer spray painter|7132|1341,1342,932
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and
  sewerage|leakage operative;water network worker;pumping station worker;water network operator;pumping station
  operator;water leakage technician|7126|
domestic electrician||install and maintain electrical infrastructures and domestic machinery in homes and other
  residential buildings|electrician;residential electrician|7411|
silk-screen operator|||decorator;glazer;pottery decorator;decaler;glass decorator;in mold coater|7132|1343,1344,1345
railway infrastructure inspector||are responsible for checking the conditions of railways|railway infrastructure
  auditor;railway infrastructure surveyor|3112|
dismantling worker||perform the dismantling of industrial equipment, machinery and buildings as instructed by the
  team leader|disassembly worker|7214|
stonemason||manually carve and assemble stone for construction purposes|monument setter;curbstone setter;granite
  setter|7113|1346,1347,1348
HVAC mechanic||install and maintain industrial heating, air conditioning and possibly refrigeration systems|HVACR
  inspector;air conditioning inspector|7127|
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures|scaffolding supervisor|3123|
electrical supervisor||monitor the operations involved in installing and servicing electricity cables and other
  electrical infrastructure|installation manager;maintenance supervisor;service supervisor;foreman
  electrician;electrician supervisor;electrical service supervisor|3123|1349,1350,1351
construction quality manager||make sure the quality of the work meets standards set in the contract, as well as
  minimum legislative standards|construction QA manager|3112|
house builder||construct, maintain and repair houses or similar small buildings using a range of techniques and
  materials of several construction building workers|derrick builder;concrete fence builder;builder;home
  builder;domestic property builder;residential property builder|7111|904,1352,1353
asbestos abatement worker|||abatement worker;asbestos worker;asbestos operative;asbestos abatement advisor;asbestos
  removal operative;asbestos abatement operative|7133|1354,1355,1356
welder||operate welding equipment in order to join metal workpieces together|welder fitter;certified maintenance
  welder;production line welder;fitter;arc welder;gas welder|7212|762,800,763
landfill supervisor||coordinate the activities and operations of landfills and landfill staff|landfill site
  supervisor;waste sortation supervisor|3112|
shipwright||build and repair small type of water vessels from pleasure craft to naval vessels|scaffold builder;beam
  builder;brattice builder;boat fitter;boat builder;boat repairer|7214|988,989,990
bricklaying supervisor||monitor bricklaying activities|construction foreman;insulation foreman;sheet metal
  foreman;brickwork supervisor;bricklayer supervisor;brickmason supervisor|3123|1357,1358,1359
bridge construction supervisor||monitor the construction of bridges|bridgebuilding supervisor;bridge building
  supervisor|3123|
building construction worker||prepare and maintain building construction activities on construction
  sites|construction worker;building site worker;construction labourer;building site labourer;construction site
  worker;civil construction worker|9313|
bulldozer operator||operate a heavy vehicle to move earth, rubble or other material over the ground|construction
  bulldozer operator;dozer driver;dozer operative;bulldozer driver;earthmover driver;bulldozer
  operative|8342|1360,1361,1362
carpenter supervisor||monitor carpentry operations in construction|carpenter foreman;framer supervisor;joiner
  supervisor;joinery supervisor;carpentry supervisor;joinery shop supervisor|3123|1357,1358,1363
concrete finisher supervisor||monitor the concrete finishing process|power floater supervisor;concrete layer
  supervisor;floor finishing supervisor;concrete finishing supervisor;flooring operative supervisor;powerfloat
  finisher supervisor|3123|
container crane operator||operate electrically powered cranes equipped with cantilevers on which hoisting gear is
  supported to load or unload container cargo|crane driver;dock crane operator;ship crane operator;dockside crane
  operator;straddle crane operator|8343|
crane crew supervisor||are present to supervise crane operations|crane supervisor;crane safety supervisor;crane
  operator supervisor;crane operations supervisor;lifting operations supervisor|3123|1364,1365,1366
demolition supervisor||monitor operations involved in the demolition of buildings and clean up of debris|demolition
  manager;demolition project manager;demolition site supervisor;demolition project supervisor;demolition operations
  supervisor|3123|
dredging supervisor||monitor dredging operations|dredging site supervisor;dredge operator supervisor;dredging
  project supervisor;dredging operations supervisor|3123|
electron beam welder||set up and tend machines designed to join separate metal workpieces together through the use
  of a high-velocity electron beam|welder;fabrication welder;MIG welder;arc welder;butt welder;flash
  welder|7212|763,912,764
excavator operator||use excavators to dig into earth or other materials to remove it|heavy equipment
  operator;backhoe operator;equipment operator;excavation worker;backhoe excavator operator;tracked excavator
  operator|8342|1367,1368,1369
glass installation supervisor|||glazing supervisor;window installation supervisor;fenestration installation
  supervisor|3123|
grader operator||work with a heavy piece of mobile equipment that creates a flat surface by slicing off the top soil
  with a large blade|catshovel driver;equipment driver;landfill grader;grader driver;grader worker;grader
  operative|8342|1360,1370,1361
insulation supervisor||monitor insulation operations|insulation installers supervisor|3123|1332,1363,1333
laser beam welder|||welder;laser welder;repair fitter;laser tube welder;laser repair welder;LBW machine
  operator|7212|
lift installation supervisor|||lift installation engineer;lift construction supervisor;elevator construction
  supervisor;elevator installation supervisor|3123|
paperhanger supervisor||monitor the hanging of wallpaper|decorator supervisor;wall paperer supervisor;wallpaper
  hanger supervisor;wallpaper decorator supervisor|3123|1357,1358,1332
pile driving hammer operator||work with a piece of heavy equipment that positions piles and hammers them into the
  ground using a rigging mechanism|piling operative;pile hammer operator;pile-driver operator;pile-driver
  operative;piling equipment operator;piling equipment operative|8342|
plastering supervisor||monitor plastering activities|stucco supervisor;dry lining supervisor;plasterboarding
  supervisor|3123|1357,1358,1332
plumbing supervisor||monitor plumbing operations|pipework supervisor;domestic plumbing supervisor;commercial
  plumbing supervisor|3123|
road construction supervisor||monitor the construction and maintenance of roads|surfacing supervisor;highway
  construction supervisor|3123|
road maintenance worker||perform routine inspections of roads, and are sent out to perform repairs when called
  for|highways operative;highway maintenance worker;road maintenance operative|9312|
scraper operator||work with a mobile piece of heavy equipment that scrapes the top layer of the ground and deposits
  it in a hopper to be hauled off|scraper driver;scraper worker;scraper operative;motor-scraper driver;towed-scraper
  driver;towed-scraper operator|8342|1360,1370,1361
snow-clearing worker||operate trucks and plows to remove snow and ice from public sidewalks, streets and other
  locations||8342|
structural ironwork supervisor||monitor ironworking activities|rebar supervisor;steel fitting supervisor;steel
  erection supervisor;structural ironworks supervisor;structural steelwork supervisor;construction ironwork
  supervisor|3123|
terrazzo setter supervisor||monitor terrazzo setting operations|terrazzo team supervisor;terrazzo layer
  supervisor;poured flooring supervisor;terrazzo worker supervisor;concrete flooring supervisor;terrazzo flooring
  supervisor|3123|
tiling supervisor||monitor tile fitting operations|wall tiling supervisor;floor tiling supervisor;mosaic tiling
  supervisor;tiling worker supervisor;surface tiling supervisor;tile installation supervisor|3123|
cargo supervisor|||line service supervisor;loadmaster;ramp supervisor;ground operations supervisor;aircraft
  loadmaster;air cargo supervisor|3123|1371,1372,1373
continuous miner operator|||continuous mining operator;miner operator;bore miner operator;continuous
  miner;miner;CMO|8342|1374,1375,1376
continuous miner operator|||continuous mining operator;miner operator;bore miner operator;continuous
  miner;miner;CMO|8342|1374,1375,1376
grounds manager|||golf course superintendent;grounds supervisor;landscape supervisor;grounds crew supervisor;grounds
  foreman;grounds maintenance supervisor|3123|1377,1378,1379
grounds manager|||golf course superintendent;grounds supervisor;landscape supervisor;grounds crew supervisor;grounds
  foreman;grounds maintenance supervisor|3123|1377,1378,1379
loader operator|||skidder driver;skidder operator;delimber operator;feller buncher operator;harvester operator;log
  processor operator|8342|1380,1381,1382
loader operator|||skidder driver;skidder operator;delimber operator;feller buncher operator;harvester operator;log
  processor operator|8342|1380,1381,1382
# Real Estate
real estate manager||handle and oversee the operational aspects of commercial or residential properties such as
  private apartments, office buildings and retail stores|property manager;rental manager;real estate
  administrator;estate manager;estate coordinator;real estate officer|3334|1383,1384,1385
real estate leasing manager||set up the lease or rental efforts of an apartment community and properties not in
  co-ownership and also manage the leasing staff|leasing property manager;commercial property manager;lease
  administrator;lease operator;leasing manager;leasing administrator|3334|1383,1384,1385
property appraiser||undertake detailed analysis and investigation of properties in order to determine their value
  for sales, mortgage and insurance purposes|appraiser;assessor;commercial appraiser;valuation
  surveyor|3315|1386,1387,1388
real estate investor||buy and sell own real estate such as appartements, dwellings, land and non-residential
  buildings to make a profit|investor|3334|129,1389,173
real estate surveyor||undertake research in order to assess the value of property for tax purposes|real estate
  analyst|3315|
real estate agent||administer the sales or letting process of residential, commercial properties or land on behalf
  of their clients|sales agent;land agent;right-of-way agent;estate agent;letting agent;lettings
  agent|3334|1390,1391,1392
personal property appraiser|||business property;estate appraiser;machinery appraiser|3315|1393,1394,1395
managing broker|||real estate broker;realtor;broker associate;designated broker;real estate associate;buyer
  broker|3334|1396,1397,1398
property acquisitions manager||ensure land or property acquisitions transactions|porperty acquisitions
  manager;property transactions supervisor|3334|
title closer|||title officer;title agent;closing agent;escrow officer;closing coordinator|3334|1399,1400,1401
housing manager||oversee housing services for tenants or residents|housing agent;housing officer;housing
  coordinator;housing administrator;neighbourhood manager|3334|1402,1385,1403
letting agent||schedule appointments with clients in order to show and lease real estate to prospective
  residents|residence leasing agent;contracts specialist;leasing specialist;estate agent;rental agent;leasing
  agent|3334|1390,1404,1392
building caretaker||maintain and monitor the condition and security of buildings|building manager;facilities
  manager;building technician|5153|1405,1406,1083
managing broker|||real estate broker;realtor;broker associate;designated broker;real estate associate;buyer
  broker|3334|1396,1397,1398
amusement park cleaner||work to keep the amusement park clean and take on small repairs|cleaning worker;janitorial
  worker;premises maintenance worker|5153|
domestic butler||serve at official meals, monitor meal preparations and table setting and manage the household
  staff|domestic house manager|5152|
domestic housekeeper||are responsible for all the household activities in a private house|private housekeeping
  director|5152|
house sitter||move in the house of their employers in order to maintain security of the property during their
  absence||5153|
verger||perform administrative duties for churches and parishes, ensure equipment maintenance and support the parish
  priest or other superiors|church officer|5153|
# Management Consulting
human resources manager||plan, design and implement processes related to the human capital of companies|employee
  relations manager;industrial relations director;recruitment director;HRM manager;benefits manager;staffing
  manager|1212|1023,1025,1407
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|human resources administrator;HR administrator;HR worker;HR manager;HR
  officer;HR director|2423|1023,1024,1025
business economics researcher||conduct research on topics regarding economy, organisations, and
  strategy|economist;environmental economist;natural resource economist;business advisor;business analyst;business
  researcher|2631|1408,1409,1410
marketing manager||carry out the implementation of efforts related to the marketing operations in a
  company|marketing director;promotions manager;telemarketing manager;advertising sales manager;product marketing
  manager|1221|1411,1412,1413
business analyst||research and understand the strategic position of businesses and companies in relation to their
  markets and their stakeholders|management analyst;business consultant;organizational development
  consultant;management consultant;standardisation expert;standardization expert|2421|1414,1415,1416
strategic planning manager|||planning manager;strategy adviser;strategy manager;strategic manager;strategic
  development manager|1213|
extension agent|||extension educator;agricultural extension educator;community educator;extension
  specialist;agricultural agent;extension service specialist|2421|1417,1418,1419
commercial director||are responsible for the income generation for the commercial sector of their company|marketing
  manager;business development manager;commercial manager;marketing director;commercial strategy director;corporate
  commercial manager|1221|518,1420,519
sales manager||develop sales and targeting strategies for a company|commercial director;sales director;sales
  coordinator;area sales manager;group sales manager;inside sales manager|1221|570,571,1421
business consultant||analyse the position, structure and processes of businesses and companies and offer services or
  advice to improve them|business process consultant|2421|1414,1415,1416
extension agent|||extension educator;agricultural extension educator;community educator;extension
  specialist;agricultural agent;extension service specialist|2421|1417,1418,1419
business intelligence manager|||research consultant;business research analyst;market intelligence manager;business
  research consultant;business intelligence analyst;business intelligence consultant|2421|
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability|planning officer;development officer;regeneration
  manager;development consultant;economic development officer;economic development consultant|2631|
economic adviser||research economic developments and advise on economic problems|policy analyst;economics
  adviser;economics consultant;economic policy advisor;economic policy researcher;economic development officer|2631|
manufacturing cost estimator||collect and analyse data to evaluate the money, materials, labour and time required
  for manufacturing processes|cost recovery technician;manufacturing cost analyst;manufacturing estimate
  clerk|2421|964,1422,966
banking products manager|||credit products manager;banking products analyst;internet banking manager;savings
  products manager;banking products director;mortgage products manager|1221|
category manager||define the sales programme for specific product groups|pricing manager;FMCG category
  manager;on-line category manager;product category manager;graduate category manager;indirect category
  manager|1221|518,519,520
business coach|business coaches||corporate coach;executive coach;leadership coach;business leadership coach;business
  development coach;personal development coach|2424|
auction house manager||are responsible for the staff and activities in an auction house|auction house
  director;auction house administrator|1221|
corporate training manager||coordinate all the training activities and development programmes in a
  company|training;development manager;education director;learning manager;training manager;training
  coordinator|2424|1423,1424,1425
destination manager|||organisation manager;tourism strategy manager;destination marketing manager;destination
  development manager|1221|
intelligence officer||develop and execute plans to gather information and intelligence|criminal
  investigator;investigator;forensic specialist;cyber investigator;intelligence analyst;counter-terrorism
  analyst|2422|1426,1427,1428
licensing manager||oversee licenses and rights of a company regarding use of its products or intellectual
  property|graduate licensing manager|1221|527,528,529
# Computer Games
user experience analyst|||usability analyst;user experience officer|2511|
digital games tester||review and test various genres of digital games by playing them in order to find bugs and
  glitches within the game's functionality or graphics|video games tester;virtual games tester;computer games
  tester|2519|
ICT accessibility tester|||usability tester|2519|
digital games developer||program, implement and document digital games|video games developer;virtual games
  developer;computer games developer|2513|
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager;data processing manager;ICT acquisitions
  manager|1330|
special effects artist||create illusions for movies, videos and computer games|animator;artist;graphic artist;visual
  effects artist;digital effects artist;special effects animator|2166|77,78
embedded system designer|||embedded system developer;embedded systems developer;embedded software developer|2511|
CAD CAM programmer||develop computer programs to control automatic machines and equipment involved in manufacturing
  processes|programmer;CNC programmer;numerical tool maker|2514|1429,1430,1431
ICT documentation manager|||documentation manager;IT documentation manager;technical communication manager|1330|
ICT integration tester||perform tests in groups of system components, units or even applications|compatibility
  tester;IT compatibility tester;ICT compatibility tester;module integration tester;module compatibility
  tester|2519|
ICT product manager||analyse and define current and target status for ICT products, services or solutions|IT product
  manager;IT products manager;ICT products manager|1330|
ICT project manager||schedule, control and direct the resources, people, funding and facilities to achieve the
  objectives of ICT projects|IT manager;web manager;IT project manager;IT projects manager;web project manager;web
  projects manager|1330|88,89,90
ICT quality assurance manager|||ICT test manager;ICT quality manager|2519|
ICT system architect||design architecture, components, modules, interfaces, and data for a multi-components system
  to meet specified requirements|systems architect;solution architect;IT system architect;IT systems architect;ICT
  systems architect;information systems architect|2511|
ICT test analyst||work in testing environments, assessing products, checking for quality and accuracy, or creating
  tests scripts|test designer;IT test analyst|2519|
ICT vendor relationship manager||||1330|
IT director|||information technology director|1330|91,92,48
art restorer||work to perform corrective treatment based on an evaluation of the aesthetic, historic and scientific
  characteristics of art objects|objects conservator;ceramic restorer;document restorer;restorer;restoration
  artist;art objects repairer|2651|1432,1433,1434
artistic painter|||sign painter;matte painter;street painter;creative painter|2651|
boom operator||set up and operate the boom microphone, either by hand, on an arm or on a moving platform|TV boom
  operator;shotgun operator;film boom operator;sound equipment technician;shotgun microphone operator|3521|
cartoonist||draw people, objects, events, etc|comic artist|2651|750,751,1435
ceramicist|||ceramics artist|2651|
drawing artist||express concepts by providing a drawn representation corresponding to the idea|visual
  artist;artist;street artist;cartoon artist|2651|750,751,752
glass artist||create original artworks by assembling pieces of glass|stained glass artist;stained glass
  restorer|2651|750,751,752
mask maker||construct, adapt and maintain masks for live performances|mask builder|2651|
mastering engineer||convert finished recordings to the desired format such as CD, vinyl and digital|mixing
  engineer;mastering technician;audio mastering engineer;audio mastering operator;sound mastering engineer;digital
  mastering technician|3521|1436,1437,1438
projectionist||operate and maintain projection equipment in cinema theatres|motion picture projectionist;movie
  projectionist;digital projectionist;booth operator;projector operator;movie projector operator|3521|1439,1440,1441
recording studio technician||operate and maintain microphones and headsets in recording booths in recording
  studios|studio engineer;sound effects technician;sound recording technician;sound mixer;audio editor;audio
  restorer|3521|1002,1436,1437
sculptor||may use a wide variety of materials to create sculptures, such as stone, clay, glass, wood, plaster, or
  any material of their choice|concrete sculptor;non-representational metal sculptor;sculpting
  artist|2651|750,751,1435
sound artist||use sound as a main creative medium|live sound artist|3521|
storyboard artist||draw out the scenes of a motion picture or television series according to the script in order to
  see what will be possible during production|illustrator;computer graphics illustrator|2651|77,78
video artist|||visuals artist;visual technician;video effects artist;video graphics artist;interactive video
  artist|2651|
# Renewable Energy Semiconductor Manufacturing
electric power generation engineer|||power plant engineer;power supply engineer;power station engineer;gas
  generation engineer;energy generation engineer;electricity generation engineer|2151|
energy engineer||design new, efficient and clean ways to produce, transform, and distribute energy to improve
  environmental sustainability and energy efficiency|power engineer;energies engineer;energy engineering
  expert;energy efficiency engineer;energy engineering adviser;energy technology engineer|2149|1442,1018,1022
wind energy engineer||design and install wind energy farms and equipment|wind engineer;wind power engineer;wind
  turbine engineer;wind-turbine engineer;wind energies engineer;wind energy specialist|2149|1442,1443,1444
solar energy technician||install and maintain systems that collect solar energy|solar photovoltaic
  installer;installer;photovoltaic installer;solar technician;PV field technician;solar farm
  technician|7411|1445,1446,1447
energy systems engineer||supervise the energy conversion and distribution processes|energy engineer;project
  engineer;controls engineering specialist;distribution engineer;power systems engineer;energy conservation
  engineer|2149|1448,1018,1443
solar energy engineer||design systems which generate electrical energy from sunlight, such as photovoltaic
  systems|solar engineer;solar power engineer;solar energies engineer|2149|1018,1443,1022
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power|solar
  farm worker;solar array worker;solar farm operator;solar array operator;solar farm operative;solar array
  operative|3131|
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer;dry cell repairer;dry cell installer;car battery installer;bus battery technician|7412|
wind turbine technician||maintain and repair wind turbines by performing diagnostic inspections, analysing faults,
  and performing repair duties|wind technician;service technician;turbine technician;wind farm worker;wind turbine
  worker;wind energy installer|7412|1449,1450,1451
battery assembler||are welding and assembling the battery components such as electronics parts, wiring, and casing
  around the cells|anode builder;transformer builder;computer builder;battery maker;battery welder;battery
  builder|8212|787,788,1452
coil finisher|||armature winder;coil winder;winder;auto-winder;hand winder;motor winder|8212|1453,1454,1455
quality director||manage and promote the systems of quality assurance implemented in the organisations|quality
  control director;quality supervisor;quality control manager;quality managing director;leatherware quality
  manager;leatherware quality director|1321|1078,1079,1456
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder;electric keyboard maker;electric keyboard
  builder|8212|
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy|sub-station engineer;substations engineer;sub-stations engineer;substation
  engineering expert;substation engineering adviser;substation technology engineer|2151|
research engineer|||bionic engineer;engineer researcher;engineering analyst;engineering scientist;engineering
  researcher;engineering research analyst|2149|1018,733,1457
electromagnetic engineer|||EMC engineer;electro-magnetic engineer;electromagnetics engineer;electro-magnetics
  engineer;electromagnetic design engineer;electromagnetic systems engineer|2151|
nanoengineer||combine the scientific knowledge of atomic and molecular particles with engineering principles for
  applications in a varied array of fields|nanotechnology materials scientist;nanoscience expert;nanosystems
  expert;nanoscience engineer;nanosystems engineer;nanotechnology expert|2149|825,826,827
biomedical engineer|||BME expert;BME adviser;BME consultant;BME specialist;bio-medical engineer;biomedical
  engineering expert|2149|1124,1458,891
wood technology engineer||develop materials and components made of wood, construct production facilities and control
  and monitor the production|wood technologist;wooden technologist;wood products engineer;wood technology
  expert;timber products engineer;wood technology operator|2149|
event electrician||set up and dismantle temporary, reliable electrical systems to support events|mobile power
  expert;generator technician;live event electrician|7411|
quality engineer||define quality standards for the creation of products or services|software systems engineer;QA
  engineer;QA inspector;QS inspector;product inspector;quality inspector|2149|36,797,798
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager;industrial production supervisor;manufacturing production
  manager|1321|896,695,1459
leather finishing operations manager|||drying manager;buffing manager;plating manager;spraying manager;drying
  supervisor;finishing manager|1321|
operations manager||plan, oversee and coordinate the daily operations of production of goods and provision of
  services|general manager;business manager;social insurance administrator;operations director;operations
  supervisor;operations administrator|1321|999,1000,1001
ride technician||work to maintain and repair amusement park attractions|aquatic technician;theme park
  technician;engineering supervisor;ride mechanical engineer;ride maintenance engineer|7412|
# Venture Capital and Private Equity Principals
venture capitalist||invest in young or small startup companies by providing private funding||2412|
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|financial consultant;financial investment adviser;personal investment advisor;investing
  director;investment advisor;investment manager|2412|93,94,95
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser|2412|
investment fund manager||implement and monitor the investment strategy of a fund|portfolio manager;investment
  manager;fund manager;fund director;investments manager;investment fund adviser|2412|114,118,119
investment fund management assistant||provide clients with financial planning advice on financial products and serve
  as the main contact point for new and old clients|investment fund clerk;investment fund manager;investment fund
  assistant;investment fund specialist|2412|
investor relations manager||disseminate the investment strategy of the company and monitor the reactions of the
  investment community towards it|investment strategy manager;investor relations director;investor relations
  supervisor|2412|
stock trader|||foreign exchange trader;dealer;floor trader;equity trader|3311|109,110,111
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager;personal trust
  supervisor|2412|
asset manager||invest the money of a client into financial assets, through vehicles such as investment funds or
  management of individual clients' portfolios|personal financial advisor;portfolio manager;wealth advisor;assets
  manager;wealth manager;financial advisor|3311|157,93,94
investment analyst||undertake research to make informed recommendations to fund managers|accounting
  analyst;portfolio analyst;investment officer;investment specialist;investment banking analyst;investment
  accounting analyst|2413|129,130,131
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|financial officer;accountant supervisor;finance manager;finance officer;finance controller;corporate
  controller|2411|112,138,144
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments
  manager;investment consultant;global investment manager;investment portfolio manager;investments portfolio
  manager|2412|114,119,148
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|risk specialist;market risk specialist;operational risk consultant;bank risk manager;corporate risk
  manager;operational risk manager|2412|145,163,164
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|investments specialist;trader;commodities trader;equity trader;securities trader;derivatives
  trader|3311|124,109,162
budget analyst||monitor the spending activities of public and private institutions and companies|policy analyst;cost
  analyst;budget officer|2411|1460,1461,1462
grants management officer||work professionally in the administration and management of grant funds|grants
  officer;proposals manager|2411|
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|investment banker;mergers analyst;acquisitions analyst|2413|129,158,131
programme funding manager||take the lead in developing and realizing the funding strategy of the programmes of an
  organisation|grants manager;programme funding officer;programme funding coordinator|2412|
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  manager;accounting supervisor;accounts manager;financial director;accounting director;cost accounting
  manager|1211|1463,144,1464
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management|alternative financing specialist;finance analyst;pricing
  specialist;credit analyst;banking analyst;company analyst|2413|177,173,130
middle office analyst|||middle office specialist;transaction reporting specialist|2413|
managing director||are the right hand and second in command of a company's chief executive officer|acting general
  manager|1120|1465,91,1466
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|estimator;acquisition cost estimator;electrical
  estimator;quantity surveyor;cost accounting clerk;cost accounting officer|2411|964,1467,1422
corporate social responsibility manager||monitor the practices of organisations and companies with regard to ethics
  and impact on the larger community|sustainable services manager;sustainability project manager;corporate
  responsibility manager;corporate responsibility director;corporate sustainability director|1219|
chemical plant manager|||plant managing director;chemical plant supervisor|1219|
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|financial counselor;estate planning counselor;investment counselor;money manager;budgeting manager;budget
  coordinator|1211|93,1468,1469
executive director||hold the highest ranking in a pyramidal corporate structure|executive vice president;operations
  vice president;managing director|1120|1465,1470,1471
airport chief executive||lead a group of airport directors who are responsible for all areas of the airport|airport
  manager;airport general manager|1120|
animal facility manager||coordinate and plan all activities of a zoo|zoo managing director;aquarium managing
  director|1120|
branch manager||are responsible for the management of all the affairs related with a company in a specific
  geographic region or business branch|regional manager;branch supervisor;regional director;subsidiary manager;area
  office manager;recruitment agency manager|1120|570,587,1472
business manager|||corporate manager;operations coordinator;team manager;general manager;operations manager;business
  coordinator|1120|999,1000,1001
defence administration officer|||defence administration manager|1219|
department manager||are responsible for the operations of a certain division or department of a company|unit
  manager;unit director;division manager;business unit manager;department coordinator;business unit
  coordinator|1219|
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance|facility coordinator;maintenance manager;maintenance superintendent;facilities
  coordinator;facilities administrator;building maintenance manager|1219|1059,1060,1061
foundry manager|||process manager;engineering manager;foundry plant manager;production controller;foundry operations
  manager;foundry production manager|1219|
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities|production coordinator;maintenance manager;manufacturing director;manufacturing
  coordinator;manufacturing plant manager;manufacturing production manager|1219|1065,1066,1067
power plant manager||supervise operations in power plants which produce and transport energy|plant manager;plant
  supervisor;power project manager;power plant director;power supply manager;power station
  manager|1219|896,1066,1071
project manager||ensure that a project is completed on time, within budget, and that its objectives are
  met|brownfields practice leader;wind technician leader;project development leader;project leader;project
  director;projects manager|1219|1075,1076,1077
quality services manager||manage the quality of services in business organisations|quality assurance manager;quality
  manager;quality control supervisor;quality control manager;quality assurance supervisor;quality assurance
  coordinator|1219|1078,1079,1080
security manager||ensure security for people, such as customers and employees, and company's assets either fixed,
  movable, machines, vehicles, and real state|safety manager;security officer;security specialist;surveillance
  manager;private security manager;security systems manager|1219|1081,1082,1083
water treatment plant manager||supervise water treatment, storage and distribution in a water plant|water plant
  engineer;water facility manager;water treatment manager;water treatment engineer;water treatment specialist|1219|
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade|wood
  manager;timber factory manager;wood factory controller;wood factory supervisor;wood factory coordinator;furniture
  factory manager|1219|
# Insurance
insurance underwriter||assess business risks and liability policies and make decisions about commercial
  property|account underwriter;underwriter;health underwriter;life underwriter;commercial underwriter;fire insurance
  underwriter|3321|1473,1474,1475
actuarial consultant||analyse, manage and provide guidance on financial impact of risks|pricing actuary;product
  development actuary;retirement actuary;actuarial clerk;actuarial adviser;actuarial advisor|2120|1476,1477,1478
insurance claims manager||lead the team of insurance claims officers to ensure they handle insurance claims properly
  and efficiently|claims manager;claims director;insurance claims director;insurance claims coordinator;insurance
  claims administrator|1346|
insurance risk consultant||prepare reports for insurance underwriters|insurance adviser;insurance analyst;insurance
  consultant;insurance risk surveyor|3321|
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer;public finance manager;public finance officer|2411|
insurance claims handler||ensure that all insurance claims are handled accurately and that payment for valid claims
  is made to the policyholders|examiner;corporate claims examiner;field claims adjuster;claims analyst;claims
  handler;claims inspector|3315|1479,1480,1481
insurance broker|||sales agent;sales representative;underwriting sales representative;insurance agent;insurance
  seller;insurance sales agent|3321|126,127,128
property insurance underwriter||assess and determine the risk and coverage of a client's property insurance|property
  underwriter|3321|
insurance clerk|||insurance agent;insurance officer;insurance assistant;insurance office clerk;indemnity
  administrator;insurance accounts clerk|4312|149,150,151
insurance fraud investigator|||investigator;field investigator;accident investigator;insurance fraud
  auditor;insurance fraud inspector|3315|1482,1481,1483
loss adjuster|||appraiser;automobile damage appraiser;auto damage appraiser;claims adjusters
  supervisor|3315|1484,1485,1486
property assistant||perform several duties including administrative tasks in the real estate
  sector|clerk;administrative clerk;general clerk;property clerk;real estate clerk;real estate
  assistant|4312|1487,1488,1489
sales support assistant|||sales officer;accounts assistant;sales accounts clerk;group sales assistant;sales clerical
  assistant;registered sales assistant|4311|
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager;personal financial advisor|2412|
CBX operator|||PBX operator;switchboard operator;central communications specialist;communications
  operator;information specialist;switchboard receptionist|4312|1490,1491,1492
correspondence coordinator|||office technician;technical clerk;chargeback specialist;claims correspondence
  clerk;correspondence representative;correspondent|4312|1493,1494,1495
biometrician||perform research in the field of biometrics|biometrics analyst;biometrics scientist;biometrics
  researcher;biometrics research analyst;biometrics research scientist;biometrics science
  researcher|2120|1496,1497,1498
content developer||create, develop and produce content for new lottery and similar games for large audiences|game
  content developer;lottery games developer|2120|
demographer||study a variety of parameters related with population|demography analyst;demography
  scientist;demography researcher;demography studies analyst;demography research analyst;demography studies
  scientist|2120|1499,1500,1496
lottery quality controller||||2120|
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field|computational mathematician;research scientist;computational scientist;logic
  scientist;logic researcher;mathematics scientist|2120|1501,1502,1503
# Transportation, Logistics, Supply Chain and Storage
warehouse worker||execute the accurate handling, packing and storage of materials in a warehouse|stock clerk;marking
  clerk;grocery clerk;order clerk;warehouse operator;warehouse operative|9333|1504,1505,1506
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager;port operations manager;port terminal supervisor;port operations supervisor;port operations
  coordinator|4323|
materials handler||execute the handling and storage of materials through activities such as loading, unloading and
  moving articles in a warehouse or storage room|storage worker|9333|
rail logistics coordinator|||rail logistics analyst;railway logistics analyst;rail transportation specialist;rail
  transportation coordinator;railway transportation specialist|4323|
water traffic coordinator|||water traffic planner;marine traffic planner;dock traffic coordinator;port traffic
  coordinator;waterway traffic planner|4323|
airport baggage handler||receive and return the luggage of passengers at airport terminals|transportation ticket
  agent;travel clerk;customer service agent;ramp agent;baggage agent;ramp attendant|9333|1507,1508,1509
freight transport dispatcher||receive and transmit reliable messages, track vehicles and equipment, and record other
  important information|city dispatcher;taxi dispatcher;aircraft dispatcher;dispatcher;freight
  dispatcher;dispatching officer|4323|1510,1511,1512
shipping agent||represent the ship owner in a foreign port|freight agent;drop shipment clerk;logistics service
  representative;port agent;cargo agent;liner agent|3331|1513,1514,1515
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers|air navigation manager;air traffic supervisor;flight control manager;flight navigation manager|1324|
destination specialist|||travel counselor;auto travel counselor;beach expert;corporate travel
  consultant;international travel consultant;tour coordinator|9333|1516,1517,1518
cargo vehicle driver||operate vehicles such as trucks and vans|light truck driver;driver;bulk delivery driver;HGV
  driver;van driver;lorry driver|8332|1519,1520,1521
delivery driver||transport goods and packages to specified locations by motocycle, car or van|driver;call
  person;call worker person;delivery car driver;delivery van driver;dry cleaning driver|8322|1522,1523,1524
public safety dispatcher|||public safety telecommunicator;emergency communications operator;police
  dispatcher;telecommunicator;alarm operator;call taker|4323|1525,1526,1527
dangerous goods driver||transport fuel and bulk liquid, hazardous products and chemicals by road|ADR
  driver;explosives truck driver;hazardous materials driver|8332|
receiving clerk|||receiver;shipper;shipping clerk;materials control associate;order fulfillment specialist;receiving
  associate|3331|1528,1529,1530
refuse vehicle driver||drive the large vehicles used for refuse collection||8332|
route driver|||driver salesman;route salesman;delivery man;pizza delivery driver;route delivery driver;route sales
  driver|8332|1531,1532,1533
road transport maintenance scheduler|||vehicle maintenance coordinator|4323|
city carrier assistant|||city letter carrier;letter carrier;mail carrier;rural carrier associate;city carrier;city
  mail carrier|8322|473,474,475
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant;supply chain analyst;distribution consultant;supply chain consultant|2141|184,723,724
vessel operations coordinator|||traffic coordinator;vessel operations manager;shipping operations manager;shipping
  traffic coordinator;vessel operations supervisor|4323|
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor;logistics line manager;freight forwarding agent;freight forwarding manager|3331|
armoured car driver||drive the armoured car to transfer valuable items, such as money, to different
  locations|armoured truck driver|8322|
stevedore||sort, handle, load and unload freight into over-the-road equipment in accordance with oral and written
  instructions, as well as state regulations|laborer;material handler;non-ferrous material handler;dock worker;dock
  labourer;ship freight handler|9333|949,951,1534
moving truck driver||operate lorries or trucks intended for relocating and transporting goods, belongings,
  machinery, and others|moving van driver;removal van driver;moving lorry driver;removal lorry driver;removal truck
  driver;removal van operator|8332|
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation|rail control operator;train operations manager;railway operations manager;train operations
  specialist;railway operations specialist|1324|
warehouse order picker||prepare orders manually|order clerk;warehouse worker;warehouse operator;warehouse
  operative|9333|1535,1536,1537
motorcycle delivery person||||8321|
finished leather warehouse manager||organise and monitor the finished leather warehouse, stock levels and organise
  product packing and dispatch||1324|
road transport division manager||maintain control of processes relating to vehicles, staff, customers, routes, and
  contracts|fleet director;road fleet manager;motor transport manager;road operations director|1324|
crematory operator|||cremation arranger;pet crematory operator|9333|1538,1539,1540
supply chain manager|||logistics management specialist;global sourcing manager;supply chain specialist;supply chain
  coordinator|1324|1541,1542,1543
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director|1324|
rail traffic controller||operate signals and points that help make sure trains run safely and on time|train
  controller;signal box operator;signal box controller;railway signal operator|4323|
logistics and distribution manager||take decisions on logistic services, operations and provisions|distribution
  manager;supply chain manager;supply chain director;logistics manager;logistics director;logistics
  coordinator|1324|1544,1545,1546
warehouse manager||assume the responsibility for storage facilities|transportation manager;ammunition storage
  superintendent;canal superintendent;inventory manager;warehouse supervisor;warehouse operations
  manager|1324|1547,1548,1549
patient transport services driver||transfer disabled, vulnerable and elderly patients to and from health care
  facilities such as hospitals or social care settings|PTS driver;ambulance care assistant;patient transport
  driver|8322|
bus route supervisor||coordinate vehicle movements, routes and drivers, and may supervise loading, unloading, and
  checking of baggage or express shipped by bus|bus dispatcher;bus route manager;transit supervisor;bus service
  manager;coach route manager;coach route supervisor|4323|
fire service vehicle operator||drive and operate emergency fire service vehicles such as firetrucks|crew
  manager;fire engine driver;fire engine operator;fire appliance driver;fire appliance operator|8332|
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer|2141|
road operations manager||oversee day-to-day road transportation processes, managing processes, and striving to meet
  customer expectations|road transport manager;road operations supervisor;road operations coordinator|1324|
surface engineer|||corrosion engineer;engineering operator;engineering operative;heavy equipment operative;surface
  engineering expert;surface engineering worker|2141|
mobile crane operator||work with a variety of crane types that can be moved easily around the road, rail and
  water|crane;mini crane driver;bottom cat operator;mini crane operator;mobile crane driver;compact crane
  driver|8343|1280,1550,1281
distribution operation supervisor|||distribution operations manager;postmaster;delivery supervisor;distribution
  operations supervisor;mail delivery supervisor;postal supervisor|1324|1551,1552,1553
distribution operation supervisor|||distribution operations manager;postmaster;delivery supervisor;distribution
  operations supervisor;mail delivery supervisor;postal supervisor|1324|1551,1552,1553
tram controller||assign and manage tram vehicles and drivers for the transport of passengers, including records of
  distances covered and of repairs made|tram dispatcher;tram supervisor;traffic supervisor;tram system
  controller;tram system supervisor|4323|
sailor||assist the ship captain and any crew higher in hierarchy to operate ships|merchant mariner;pleasure craft
  sailor|8350|1554,1555,1556
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations|roller driver;roller operator;roller operative;road roller
  driver;rough roller operator;roller-compactor driver|8342|1295,1296,1297
rail switchperson||assist in the tasks of the traffic controller||8312|
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers|pricing associate;stockroom associate;backroom associate;stock coordinator;store
  coordinator;inventory controller|4321|1535,1557,1506
baggage flow supervisor||monitor the flow of baggage in airports to ensure baggage makes connections, arrives at the
  destinations in a timely manner|baggage flow manager;luggage flow manager;luggage flow supervisor;baggage flow
  coordinator;luggage flow coordinator;baggage operations manager|4323|
bituminous asphalt technician|||construction laborer;post framer;drop crew laborer;form setter;scaffolding
  operator;site work laborer|8342|1329,1330,1331
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable|cable car operator;cable car controller|8343|
pipeline route manager||oversee the day-to-day operational aspects of transporting goods via pipeline
  infrastructures|pipeline division manager;pipeline route supervisor;pipeline operations manager;pipeline division
  supervisor;pipeline operations supervisor|4323|
concrete pump operator||drive and operate trucks to haul concrete from the plant to project sites, and operate pumps
  to disperse concrete at the site|tractor-trailer truck driver;driver;line haul driver;HGV mixer driver;LGV mixer
  driver;cement mixer driver|8332|1558,1559,1560
dredge operator|||dredde operator;dredger operator;port dredge operator;port dredger operator|8342|1561,1562
train driver||operate trains providing passenger or cargo transport services|passenger locomotive engineer;train
  engineer;locomotive operator;metro driver;engine driver;train operator|8311|1563,1564,1565
train dispatcher||ensure the safe and efficient dispatch of the train services|engine dispatcher;platform
  assistant;railway dispatcher|8312|1566,1510,1511
taxi driver||operate a licensed private passenger transportation vehicle, looking after customers, taking fares and
  managing vehicle servicing|taxi cab driver;bicycle taxi driver;hack driver;cab driver;minicab driver;private
  driver|8322|1567,1568,1569
train preparer||are responsible for checking and testing of equipment and systems on rail vehicles before vehicles
  are moved|track maintainer;oil distributor tender;track grinder operator;track worker;switch tender;track
  repairer|8312|1570,1571,1572
mover||are responsible for the physical handling of goods and belongings to be relocated or transported from one
  place to the other|material mover;lumber mover;piano mover;removal porter|9333|949,951,1534
freight conductor|||railroad conductor;yardmaster;train master;car chaser;train conductor;yard
  manager|8311|1573,1574,1575
light rail operator|||rail operator;rapid transit operator;combined rail operator;streetcar operator;transit
  operator;trolley operator|8311|1576,1577,1578
locomotive switch operator|||brakeman;railroad switchman;trainman;fireman;railroad brakeman;terminal
  carman|8311|1579,1580,1581
railroad engineer|||engineer;railcar switcher;switchman;carman;hostler;yard engineer|8311|1582,1583,1584
public safety dispatcher|||public safety telecommunicator;emergency communications operator;police
  dispatcher;telecommunicator;alarm operator;call taker|8312|1525,1526,1527
bus driver|||school bus driver;shuttle bus driver;school bus operator;campus driver;special education
  driver|8322|1585,1586,1587
bus operator|||motor coach operator;transit bus driver;charter bus driver;coach operator;motor coach driver;transit
  coach operator|8322|1588,1589,1590
shuttle driver|||chauffeur;airport shuttle driver;limo driver;courtesy car driver;courtesy van driver;funeral car
  driver|8322|1591,1567,1592
private chauffeur||transport their employers to a particular destination safely and on time|private driver;personal
  driver|8322|
leather production planner||are responsible for planning and following production planning|leather orders
  planner;leather materials planner|2141|
gas transmission system operator||transport energy in the form of natural gas||4323|
airport director|||terminal manager;airport manager;station manager;finance director;airport duty manager;airport
  section director|1324|1593,1547,1548
hide purchasing manager||plan and purchase supplies of hides, skins, wet-blue or crust in coordination with the
  production requirements||1324|
boatswain||organise the crew on deck and at the fishing hold to execute the orders received from a
  superior||8350|1594,1364,1595
production engineer||review and evaluate production performance, perform data analysis and identify under-performing
  production systems|productions engineer;production engineering expert;production engineering adviser;agricultural
  production engineer;production engineering consultant;production engineering specialist|2141|
aircraft dispatcher||authorise, regulate, and control commercial airline flights according to governmental and
  company regulations|dispatcher;flight tower dispatcher;flight dispatcher;airline dispatcher;airplane
  dispatcher;aeroplane dispatcher|4323|1596,1597,1598
bicycle courier||collect and deliver packages and mail by bicycle||9331|
carriage driver||tranport passengers in horse-drawn carriages|fiacre driver;horse-drawn fiacre driver;horse-drawn
  carriage driver|9332|
customs and excise officer||approve or deny the passage of goods through customs barriers for international business
  and ensure compliance with consignment legislation|corporate licensed broker;driver license agent;licensed customs
  broker;customs agent;clearing agent;customs broker|3331|1599,1600,1601
gas scheduling representative||track and control the flow of natural gas between pipelines and the distribution
  system, compliant with schedules and demands|short range planner;gas production planner|4323|
hotel porter||welcome guests to accommodation facilities, help them carry their luggage and provide services such as
  occasional cleaning|baggage porter;hall porter;lobby porter;porter|9621|1602,1603,1604
maintenance and repair engineer||focus on the optimization of equipment, procedures, machineries and
  infrastructure|systems engineer;plant engineer;repair engineer;machine engineer;equipment engineer;engineering
  manager|2141|1015,748,889
move coordinator||envision all the activities required for a successful moving|moving planner;removal planner;moving
  coordinator;relocation planner;company move planner;corporate move planner|4323|
shelf filler||stock and rotate merchandise on shelves, identifying and removing expired products|shop shelf
  filler;hypermarket shelf filler;supermarket shelf filler|9334|
taxi controller||take bookings, dispatch vehicles, and are responsible for coordinating drivers while maintaining
  customer liaison|taxi dispatcher;minicab controller;minicab dispatcher;private hire controller;private hire
  dispatcher|4323|
textile technologist||develop and supervise production systems for textiles|textile engineer;fabric
  technologist;diploma textile engineer;textile technology officer;light industry technologist;analytical textile
  technologist|2141|
guest service agent|||chef concierge;club concierge;hotel concierge;concierge;activities concierge;certified
  concierge|9621|1605,1606,1607
parking lot attendant|||valet attendant;valet parker;hiker;parking cashier;parking ramp attendant;valet parking
  attendant|9621|1608,1609,1610
# Hospitality
bed and breakfast operator||manage the daily operations of a bed and breakfast establishment|guest house
  operator|5152|
hotel butler||provide personalised services to guests in high level hospitality establishment|household
  manager;butler administrator|5151|
accommodation manager||are in charge of managing the operations and overseeing the strategy for a hospitality
  establishment|hospitality manager;hotel manager;hotel director;resort manager;resident manager;restaurant
  manager|1411|1611,506,1612
rooms division manager||are in charge of managing and coordinating a team of employees at front desk, reservations,
  housekeeping and maintenance departments|rooms manager;reception manager;front desk manager;front office
  manager;reservations manager|1411|506,1613,1614
front desk agent|||front desk clerk;guest services agent;night auditor;desk clerk;front desk associate;front office
  agent|1411|512,513,514
room attendant||clean, tidy and restock guest rooms as well as other public areas as directed|dining room
  maid;housekeeping attendant;rest room maid;housekeeping worker|9112|1615,1616,1617
camping ground operative||perform customer care in a campsite facility and other operational work|camp-site
  worker;camp-site operator;camp-site operative;campgrounds operative;countryside operative;camping facility
  worker|4224|
hospitality establishment receptionist||provide first point of contact and assistance to the guests of a hospitality
  establishment|hotel receptionist;reservations clerk|4224|
housekeeping supervisor||are in charge of supervising and coordinating the daily running of cleaning and
  housekeeping activities hospitality establishments|housekeeper supervisor;housekeeping manager;housekeeping
  coordinator|5151|1618,1619,1620
chef||are culinary professionals with a flair for creativity and innovation to provide a unique gastronomic
  experience|commis chef;banqueting chef;industrial chef;managing partner chef|3434|1621,1622,1623
aircraft groomer||clean aircraft cabins and airplanes after usage|cabin cleaner;plane cleaner;aeroplane
  cleaner;groomer for aircraft|9112|
amusement park cleaner||work to keep the amusement park clean and take on small repairs|cleaning worker;janitorial
  worker;premises maintenance worker|5153|
building cleaner||maintain the cleanliness and overall functionality of various types of buildings such as offices,
  hospitals and public institutions|cleaner;housekeeping cleaner;building custodian;office cleaner;janitors
  manager;maintenance worker|9112|1624,1625,1626
diet cook||prepare and present meals according to special dietary or nutrition needs|cook;cafeteria cook;chef;diet
  chef;dietary cook;nursery cook|5120|1627,1628,1629
domestic butler||serve at official meals, monitor meal preparations and table setting and manage the household
  staff|domestic house manager|5152|
domestic housekeeper||are responsible for all the household activities in a private house|private housekeeping
  director|5152|
fish cook||are responsible for preparing and presenting fish dishes using a variety of techniques|fish chef;seafood
  cook;sea food cook;fish section chef;fish section cook;fish station chef|5120|
furniture cleaner||maintain furniture items by removing dust, applying furniture polish, cleaning stains and
  maintaining colouring|upholstery cleaner|9112|959,960,1630
grill cook||prepare and present meat, vegetables and fish using grill equipment such as grills and
  rotisseries|cook;short order cook;deli cook;line chef;line cook;grill chef|5120|1631,1632,1633
house sitter||move in the house of their employers in order to maintain security of the property during their
  absence||5153|
industrial cook||create new food designs and recipes|catering cook;catering worker;institutional cook|5120|
toilet attendant||clean and maintain toilet facilities in accordance with company standards and policies|restroom
  cleaner;rest room cleaner;lavatory attendant;restroom attendant;washroom attendant;powder room attendant|9112|
train cleaner||keep the interiors of trains tidy and clean|train day cleaner;train depot cleaner;train night
  cleaner;train cleaning operative|9112|
verger||perform administrative duties for churches and parishes, ensure equipment maintenance and support the parish
  priest or other superiors|church officer|5153|
bus cleaner|||automotive detailer;car washer;detailer;reconditioner;car detailer;detail
  technician|9112|1634,1635,1636
pizza cook|||fast food cook;fryer;pizza maker;pizza baker;fryline attendant;pancake professional|5120|1637,1638,1639
# Restaurants
table service manager||||5131|
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|deck
  steward;sommelier;wine advisor;wine choice consultant;wine selection advisor|5131|1640,1641,1642
snack maker||prepare, cook and serve food and beverages in a quick service operation|crepes maker;pancakes
  maker;fast food worker|9411|
pastry chef||are responsible for preparing, cooking and presenting desserts, sweet products and bakery products|cake
  decorator;french pastry cook;industrial cook;pastry cook;dessert chef;confectionary chef|3434|1643,1644,1645
pastry chef||manage pastry staff and ensure the preparation, cooking and presentation of desserts, sweet products
  and pastry products|master pastry chef;master dessert chef;executive pastry chef;executive dessert
  chef|3434|1646,1647,1648
private chef||comply with food and sanitation rules to prepare meals for their employers|cook;certified personal
  chef;personal chef;private cook;culinary expert;private culinary expert|3434|1649,1650,1651
restaurant manager||are in charge of managing food and beverage operations in the kitchen and other food and
  beverage outlets or units in a hospitality establishment|bar manager;cafe manager;catering manager;beverage
  supervisor|1412|1652,1653,1654
chef||manage the kitchen to oversee the preparation, cooking and service of food|banquet chef;certified executive
  chef;sous chef;master Chef;executive chef;kitchen manager|3434|1647,1655,1648
beer sommelier||understand and advise on styles, brewing and best pairing of beers with foods in locations such as
  restaurants, breweries and shops|sommelier;beer advisor;beer selection advisor|5131|
kitchen porter||wash and clean kitchen areas, including pots, pans, utensils, cutlery and dishes|steward;glass
  washer;pan washer|9412|1656,1657,1658
kitchen assistant||assist in the preparation of food and cleaning of the kitchen area|kitchen worker;catering
  assistant|9412|1659,1660,1661
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar
  outlet|banquet bartender|5132|1662,1663,1664
barista|||catering barista;coffee maker|5132|1665,1666,1667
buffet attendant|||barback;bus boy;bus person;busser;dining room attendant;food service aide|5132|1668,1669,1670
food service worker|||room server;room service server;tray server;kitchen runner;boat hop;car
  attendant|5132|1671,1672,1673
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|line cook;prep cook;appetizer preparer;fry cook;fish cook;food cook|5120|1674,1675,1676
# Food and Beverage Services
airline food service worker||prepare food and serve customers|kitchen assistant;food services worker;airline
  catering worker;food production assistant;airline catering assistant|5246|
snack maker||prepare, cook and serve food and beverages in a quick service operation|crepes maker;pancakes
  maker;fast food worker|9411|
wine manager||manage the ordering, preparing and servicing of wine and other related beverages in a hospitality
  service unit|master sommelier|5131|
food server|||server;banquet server|5131|1640,1677,1641
sommelier||stock, prepare, advise on and serve wine and other alcoholic beverages|wine manager;restaurant
  sommelier|5131|1677,1678,1642
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar
  outlet|banquet bartender|5132|1662,1663,1664
barista|||catering barista;coffee maker|5132|1665,1666,1667
buffet attendant|||barback;bus boy;bus person;busser;dining room attendant;food service aide|5132|1668,1669,1670
food service worker|||room server;room service server;tray server;kitchen runner;boat hop;car
  attendant|5132|1671,1672,1673
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|line cook;prep cook;appetizer preparer;fry cook;fish cook;food cook|5120|1674,1675,1676
cocktail bartender||perform expert mixing of alcoholic and non-alcoholic cocktails||5132|
diet cook||prepare and present meals according to special dietary or nutrition needs|cook;cafeteria cook;chef;diet
  chef;dietary cook;nursery cook|5120|1627,1628,1629
fish cook||are responsible for preparing and presenting fish dishes using a variety of techniques|fish chef;seafood
  cook;sea food cook;fish section chef;fish section cook;fish station chef|5120|
grill cook||prepare and present meat, vegetables and fish using grill equipment such as grills and
  rotisseries|cook;short order cook;deli cook;line chef;line cook;grill chef|5120|1631,1632,1633
industrial cook||create new food designs and recipes|catering cook;catering worker;institutional cook|5120|
pizza cook|||fast food cook;fryer;pizza maker;pizza baker;fryline attendant;pancake professional|5120|1637,1638,1639
# Travel Arrangements
ticket sales agent||provide initial service to customers, sell travel tickets and fit the reservation offer to
  customers' queries and needs|ticket agent;ticket booking agent;ticket reservation agent|4221|
tour operator representative|||tour representative;holiday representative|4221|
tourist information centre manager|||tourist information supervisor|1439|
railway sales agent||provide service to customers who visit the ticket counter|counter sales agent;railway station
  agent;railway station cashier|4221|
tour operators manager|||package tour manager|3339|
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation|tourist assistant;tourist receptionist;tourist centre officer;tourist information
  agent|4221|
travel consultant||provide customised information and consultation on travel offers, make reservations and sell
  travel services together with other related services|cruise agent;travel advisor;business travel advisor;tourism
  promotion agent;leisure travel consultant;business travel consultant|4221|1679,1680,1681
travel agency manager||are in charge of managing employees and activities of a travel agency|travel sales
  manager;tourism sales manager;tourism agency manager|1439|1682,1683,1684
tourism contract negotiator||negotiate tourism-related contracts between a tour operator and tourism service
  providers|contract manager|3339|
travel agent||design and market travel programme itineraries for potential travellers or visitors|sales
  agent;reservations agent;travel sales agent;travel booking agent|4221|
ground attendant|||passenger services agent;ground attendant supervisor;passenger service attendant;passenger
  service supervisor;passenger services supervisor|4221|
camping ground manager||plan, direct, or coordinate all campsite facilities and manages employees|camping
  manager;camp-site manager;campground manager;campgrounds manager;countryside manager;camping pitch manager|1439|
contact centre manager||coordinate and plan the daily operations of contact centres|customer service manager|1439|
garage manager||oversee the work of road vehicle mechanics and administrative personnel|service manager;shop
  manager;automotive service manager;car workshop manager|1439|1685,1686,1687
laundry manager||oversee the laundry operations in an institutional laundry|laundromat manager;launderette
  manager;laundry service manager;dry-cleaning service manager|1439|
tour organiser||are in charge of managing and supervising the itinerary of a touristic voyage and provide practical
  information to tourists|tour leader;excursion leader|4221|
# Law Practice
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|insurance attorney;corporate counselor;general counselor;counsellor;prosecutor assistant|2611|1688,1689,1690
corporate lawyer||provide legal consulting services and representation to corporations and
  organisations|lawyer;attorney;city attorney|2611|1688,1689,1691
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies|administrative assistant;confidential secretary;secretary;legal assistant;paralegal
  assistant;certified legal assistant|3342|1692,1693,1694
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|licensed private investigator;inspector;private investigator|3411|1695,1696,1697
city clerk|||license clerk;town clerk;city recorder;license specialist;municipal clerk;permits
  specialist|3342|1698,1699,1700
stenotype operator|||certified shorthand reporter;court reporter;court stenographer;official court reporter;court
  monitor;court recording monitor|3342|1701,1702,1703
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|cyber legal
  advisor;legal adviser;legal advisor;city legal adviser;city legal advisor;legal nurse
  consultant|2619|1688,1704,1705
loss prevention investigator|||loss prevention associate;asset protection associate;loss prevention specialist;bus
  monitor;cafeteria monitor;gamewell operator|3411|1706,1707,1708
legal assistant||work closely together with lawyers and legal representatives in the research and preparation of
  cases brought to courts|certified paralegal;litigation paralegal;paralegal assistant;law clerk;judicial
  assistant;paralegal specialist|3411|1709,1710,1711
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent;notary signing agent|2619|
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries|brownfield redevelopment specialist;environmental quality specialist;damage
  restoration specialist;compliance manager;regulatory manager;bank compliance officer|2619|527,1712,1713
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another|paralegal clerk;conveyancing clerk;property law clerk;conveyance law clerk|3411|
court clerk||provide assistance to judges in a court institution|law clerk;appellate law clerk;career law
  clerk;judicial clerk;crown court clerk;judicial assistant|3411|1714,1715,1716
ombudsman|ombudsmen|resolve disputes between two parties where there is a power imbalance, as an impartial
  mediator||2619|1717,1718,1719
business agent|||business representative;field operations coordinator;labor relations specialist;grievance
  manager;employee relations specialist;industrial relations analyst|2619|1720,1721,1722
administrative court justice|||police justice;trial justice|2612|1723,1724,1725
case administrator||supervise the progress of criminal and civil cases from the point of opening to closing|legal
  case administrator;prison case administrator;legal administation officer;probation case administrator|3411|
civil registrar||collect and record acts of birth, marriage, civil partnership and death|civil status officer;civil
  registration officer|3342|
coroner||oversee the examination of deceased individuals in order to determine the cause of death in uncommon
  circumstances|county coroner;deputy coroner;examiner|2619|1726,1727,1728
court administrative officer||perform administrative and assisting duties for the court and judges|court clerk;court
  registrar;court administrator;court administration officer;tribunal administration officer;tribunal administrative
  officer|3411|
court bailiff||maintain order and security in courtrooms|court officer;deputy bailiff;security officer;enforcement
  agent;court administrator;court security officer|3411|1729,1730,1731
court enforcement officer|||debt collector;enforcement agent;tribunals officer;court administrator;court
  adminstrative officer|3411|1732,1733,1734
court jury coordinator||aid lawyers in the preparation of the trial by researching jury members|jury
  consultant;trial assistant;court consultant;trial consultant;court legal advisor;court adminsistrative
  officer|2619|
election observer||||2619|
human rights officer||investigate and handle human rights violations, as well as develop plans to reduce violations
  and to ensure compliance to human rights legislation||2619|
legislative drafter||research pieces of legislations and edit them in order to make them stronger and more
  clear|researcher;parliamentary drafter|2619|
mediator||resolve disputes between two parties by examining the case, interviewing both parties, and advising on a
  solution which would be the most beneficial for them|labor arbitrator;divorce mediator;federal mediator;advice
  worker|2619|1717,1735,1719
prosecutor||represent governmental bodies and the general public in court cases against parties accused of illegal
  activity|deputy prosecuting attorney|2611|1705,1689,1736
store detective||monitor the activities in the store in order to prevent and detect shoplifting|investigator;loss
  prevention detective;asset protection detective;loss prevention agent;loss prevention officer;asset protection
  officer|3411|1695,1696,1697
supreme court judge||preside in high courts, dealing with complex criminal and civil cases||2612|
administrative hearings officer|||administrative judge;administrative law judge;hearings officer;adjudications
  specialist;adjudicator;appeals examiner|2612|1737,1738,1739
business agent|||business representative;field operations coordinator;labor relations specialist;grievance
  manager;employee relations specialist;industrial relations analyst|2619|1720,1721,1722
loss prevention investigator|||loss prevention associate;asset protection associate;loss prevention specialist;bus
  monitor;cafeteria monitor;gamewell operator|3411|1706,1707,1708
# Legal Services
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies|administrative assistant;confidential secretary;secretary;legal assistant;paralegal
  assistant;certified legal assistant|3342|1692,1693,1694
corporate lawyer||provide legal consulting services and representation to corporations and
  organisations|lawyer;attorney;city attorney|2611|1688,1689,1691
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|insurance attorney;corporate counselor;general counselor;counsellor;prosecutor assistant|2611|1688,1689,1690
city clerk|||license clerk;town clerk;city recorder;license specialist;municipal clerk;permits
  specialist|3342|1698,1699,1700
stenotype operator|||certified shorthand reporter;court reporter;court stenographer;official court reporter;court
  monitor;court recording monitor|3342|1701,1702,1703
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|cyber legal
  advisor;legal adviser;legal advisor;city legal adviser;city legal advisor;legal nurse
  consultant|2619|1688,1704,1705
legal assistant||work closely together with lawyers and legal representatives in the research and preparation of
  cases brought to courts|certified paralegal;litigation paralegal;paralegal assistant;law clerk;judicial
  assistant;paralegal specialist|3411|1709,1710,1711
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent;notary signing agent|2619|
judge||preside over, review and handle court cases, hearings, appeals and trials|magistrate
  judge;magistrate;district court judge|2612|1740,1741,1742
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries|brownfield redevelopment specialist;environmental quality specialist;damage
  restoration specialist;compliance manager;regulatory manager;bank compliance officer|2619|527,1712,1713
administrative hearings officer|||administrative judge;administrative law judge;hearings officer;adjudications
  specialist;adjudicator;appeals examiner|2612|1737,1738,1739
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another|paralegal clerk;conveyancing clerk;property law clerk;conveyance law clerk|3411|
administrative court justice|||police justice;trial justice|2612|1723,1724,1725
case administrator||supervise the progress of criminal and civil cases from the point of opening to closing|legal
  case administrator;prison case administrator;legal administation officer;probation case administrator|3411|
civil registrar||collect and record acts of birth, marriage, civil partnership and death|civil status officer;civil
  registration officer|3342|
coroner||oversee the examination of deceased individuals in order to determine the cause of death in uncommon
  circumstances|county coroner;deputy coroner;examiner|2619|1726,1727,1728
court administrative officer||perform administrative and assisting duties for the court and judges|court clerk;court
  registrar;court administrator;court administration officer;tribunal administration officer;tribunal administrative
  officer|3411|
court bailiff||maintain order and security in courtrooms|court officer;deputy bailiff;security officer;enforcement
  agent;court administrator;court security officer|3411|1729,1730,1731
court enforcement officer|||debt collector;enforcement agent;tribunals officer;court administrator;court
  adminstrative officer|3411|1732,1733,1734
court jury coordinator||aid lawyers in the preparation of the trial by researching jury members|jury
  consultant;trial assistant;court consultant;trial consultant;court legal advisor;court adminsistrative
  officer|2619|
election observer||||2619|
human rights officer||investigate and handle human rights violations, as well as develop plans to reduce violations
  and to ensure compliance to human rights legislation||2619|
legislative drafter||research pieces of legislations and edit them in order to make them stronger and more
  clear|researcher;parliamentary drafter|2619|
mediator||resolve disputes between two parties by examining the case, interviewing both parties, and advising on a
  solution which would be the most beneficial for them|labor arbitrator;divorce mediator;federal mediator;advice
  worker|2619|1717,1735,1719
prosecutor||represent governmental bodies and the general public in court cases against parties accused of illegal
  activity|deputy prosecuting attorney|2611|1705,1689,1736
store detective||monitor the activities in the store in order to prevent and detect shoplifting|investigator;loss
  prevention detective;asset protection detective;loss prevention agent;loss prevention officer;asset protection
  officer|3411|1695,1696,1697
supreme court judge||preside in high courts, dealing with complex criminal and civil cases||2612|
# Accounting
accountant|||financial auditor;general accountant;tax accountant;auditor;accounting officer;accounting
  supervisor|2411|152,168,1038
financial auditor||collect and examine financial data for clients, organisations and companies|bank
  accountant;information systems auditor;auditor;bank auditor;finance auditor;external auditor|2411|168,1042,1043
bookkeeper||record and assemble the day-to-day financial transactions of an organisation or company, consisting
  usually of sales, purchases, payments and receipts|account clerk;accounts payables clerk;accounts payable
  clerk;accounts clerk;accounting clerk;bookkeeping clerk|3313|165,533,534
auditing clerk|||classification control clerk|4312|1743,1744,1745
financial fraud examiner||undertake anti-fraud investigations including financial statement irregularities,
  securities fraud and market abuse detection|investigator;confidential investigator;financial investigator;fraud
  analyst;fraud prevention analyst;financial fraud investigator|2411|1746,1747,1748
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk;dividends analyst;dividend calculation clerk|2411|
budget analyst||monitor the spending activities of public and private institutions and companies|policy analyst;cost
  analyst;budget officer|2411|1460,1461,1462
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor;business advisor;enterprise coach;enterprise advisor;business finance
  advisor|2412|
tax clerk||collect financial information in order to prepare accounting and tax documents|revenue officer;fiscal
  clerk;tax revenue officer;tax collection clerk;tax collection officer;tax compliance officer|4312|1044,1045,1046
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  manager;accounting supervisor;accounts manager;financial director;accounting director;cost accounting
  manager|1211|1463,144,1464
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|estimator;acquisition cost estimator;electrical
  estimator;quantity surveyor;cost accounting clerk;cost accounting officer|2411|964,1467,1422
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|financial counselor;estate planning counselor;investment counselor;money manager;budgeting manager;budget
  coordinator|1211|93,1468,1469
back office specialist||perform operation of administrative and organisational nature in service of running a
  financial company|back office clerk;back office officer;back office administrator;financial office
  specialist|4312|
bankruptcy trustee|||bankruptcy analyst;insolvency practitioner|2411|
billing clerk||create invoices and credit memos, issuing them to customers by all necessary means, and updating
  customer files|pre-audit clerk;statement clerk;item processing clerk;invoice clerk;posting clerk;financial
  clerk|4311|1047,1048,1049
economic policy officer||develop economic strategies|finance policy officer;economic policy advisor;economic policy
  analyst;economical policy officer;economic policy researcher;economic policy specialist|2412|
grants administrator||handle the pass-through track of grants, often given out by the government to the grant
  recipient|education administrator;special education administrator;proposals administrator;research grants
  administrator|3313|
payroll clerk||manage the time sheets and pay checks of the employees|timekeeping clerk;personnel
  technician;attendance clerk;wages clerk;payroll officer;payroll technician|4313|1068,1069,1070
# Wellness and Fitness Services
hairdresser assistant||clean the hair of clients, apply hair conditioner and dying treatment in a beauty
  salon||5141|
hairdresser||offer beauty services such as cutting, colouring, bleaching, permanent waving and styling clients'
  hair|stylist;beauty specialist;colorist;hair-care specialist;hairstyling specialist;scalp treatment
  specialist|5141|1749,1750,1751
sport therapist||program and supervise rehabilitation exercises for individuals and groups|exercise
  therapist;exercise consultant;exercise specialist;health exercise specialist|3423|
hair and makeup designer|||makeup artist;commercial makeup artist;prosthetic makeup designer;beauty therapist;body
  make-up artist;makeup technician|5141|1752,1753,1754
physiotherapist|||therapist;creative arts therapist;group therapist;chiropractor;eurythmy therapist;physical
  therapist|2264|358,274,1755
barber||cut, trim, taper and style men's hair|licensed barber|5141|1756,1757,1758
personal trainer|||certified personal trainer;personal coach;personal fitness trainer;personal progress
  manager;well-being personal trainer|3423|1759,1760,1761
beauty salon manager||oversee the daily operations and staff management in a beauty salon|salon director;salon
  manager;beauty spa manager;hair salon manager;beauty spa director;beauty centre manager|1431|561,1762,562
weight loss consultant||assist clients in obtaining and maintaining a healthy lifestyle|health coach;weight loss
  coach;weight loss advisor;weight loss counsellor;personal care consultant|5142|
cafeteria manager|||food service manager;food service supervisor;dietary supervisor;food production supervisor;food
  service director;kitchen supervisor|1431|564,565,566
direct care supervisor|||resident care supervisor;animal trainer supervisor;barber shop manager;bell captain;bellhop
  service captain;care guide|1431|567,563,568
personal stylist||assist their clients in making fashion choices|style advisor;fur stylist;stylist;fashion
  advisor;image consultant;fashion consultant|5142|1763,1764,1765
hair removal technician||provide cosmetic services to their clients by removing unwanted hair on various body
  parts|epilation specialist;depilation specialist;body waxing technician;electrolysis technician;hair removal
  specialist;wax depilation specialist|5142|
aesthetician||offer skin care treatments|skincare specialist;medical esthetician;clinical esthetician;beauty
  specialist;skin care specialist;skin care technician|5142|1766,1767,1768
floral clerk|||floral designer;florist;floral artist;floral department specialist;wedding decorator;florist
  designer|5142|1769,1770,1771
tanning consultant||assist clients with their tanning needs|solarium worker;sun parlor worker;solarium
  attendant;tanning specialist;solarium consultant;sun parlor attendant|5142|
fitness instructor||build fitness participation of new and existing members through fitness experiences that meet
  their needs|exercise trainer;fitness trainer;private trainer;fitness specialist;aerobics instructor;spinning
  instructor|3423|1760,1772,1773
physiotherapy assistant|||rehabilitation assistant;therapy assistant;physiotherapist assistant;geriatric therapy
  assistant;physiotherapy care assistant;remedial physiotherapy assistant|3255|1774,1775,1776
shampoo assistant|||shampoo technician;shampooer;stylist assistant;hair assistant;shampoo person;scalp treatment
  operator|5142|1777,1778
sport facility manager||lead and manage a sport facility or venue, including its operations, programming, sales,
  promotion, health and safety, development, and staffing|director;stadium manager;sport hall manager;sport venue
  manager;fitness club manager;swimming pool manager|1431|
physical therapy attendant|||physical therapist aide;physical therapy aide;rehabilitation
  attendant;PTA;physiotherapy aide;therapy aide|3255|1779,1774,1780
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities|cinema manager;fitness manager;theatre manager;amusement park
  manager;sports facility manager;leisure facility manager|1431|999,1000,1001
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  physiotherapist|2264|
Pilates teacher||plan, teach, and adapt exercises based on the work and principles of Joseph Pilates|pilates
  coach;pilates trainer;pilates instructor;matwork pilates teacher;pilates matwork teacher;pilates matwork
  instructor|3423|
specialised outdoor animator||plan, organise, and safely deliver outdoor animator activities|personal
  instructor;skydiving instructor;paragliding instructor;scuba diving instructor;outdoor education
  instructor;outdoor education specialist|3423|
make-up and hair designer||develop a design concept for make-up and hair of performers and supervise the execution
  of it|wig designer|5142|
activity leader||provide recreational services to people and children on vacation|activity coordinator;recreation
  leader;play leader;youth leader;workshop leader;youth coordinator|3423|1781,1782,1783
outdoor animator||are responsible for planning and organising outdoor activities|equestrian trainer;ski
  teacher;riding teacher;ski instructor;rafting teacher;canoeing teacher|3423|1784,1785,1786
outdoor activities coordinator|||activities manager;activities coordinator;outdoor activities manager;sports
  inclusion coordinator;outdoor activities supervisor|3423|
theme park manager|||boat club manager;events manager;golf club manager;marina club manager;park recreation
  manager;park superintendent|3423|1787,1788,1789
advanced physiotherapist||are highly specialised|physiotherapy manager;physiotherapy team leader;specialist
  physiotherapist;clinical lead physiotherapist|2264|
betting manager||organise and coordinate the activities of a betting shop|shop manager;bingo manager;casino
  manager;betting shop coordinator|1431|1790,1791,1792
animal hydrotherapist||provide a therapeutic treatment following veterinary diagnosis or referral||3255|
animal massage therapist|||veterinary massage therapist|3255|
animal therapist||provide a therapeutic treatment following veterinary diagnosis or referral|animal rehab
  therapist;animal convalescence therapist;animal rehabilitation therapist|3255|358,274,1793
aromatherapist|||manipulative therapy specialist;aviation medicine specialist;ear specialist;relaxation
  therapist;aromatherapy specialist;aromatherapy practitioner|3255|1794,1795,275
beauty salon attendant|||solarium worker;sun parlor worker;solarium attendant;beauty salon worker;suntan salon
  worker;sun parlor attendant|5142|
hair stylist||wash, dry, cut and style the hair of singers and presenters and various types of actors, including
  stage, movie, tv and music video actors|wedding makeup artist;hair artist|5141|1750,1751,1796
herbal therapist||use herbal medicine to relief pain and treat illnesses such as allergies, chronic physical
  conditions or stress-related conditions|treating practitioner;physician;sanipractic physician;herbal
  practitioner;herbal medicine therapist;herbal medicine practitioner|3230|1797,1798,1799
horse riding instructor||advise and guide individuals and groups on riding horses|dramatic coach;voice coach;riding
  coach;riding teacher;riding instructor;horse riding coach|3423|441,1800,442
leisure attendant||promote health and fitness participation for new and existing members|club attendant;pool
  attendant;sports assistant;sports attendant;fitness assistant;fitness attendant|3423|
make-up artist|||prosthetics maker;make-up consultant;make-up specialist;prosthetics builder;fashion makeup
  artist;theatre makeup artist|5142|
manicurist||provide fingernail care|nail technician;finger nail technician|5142|1801,1802,1803
massage therapist||provide therapeutic massage treatments to improve the well-being of their clients|certified
  massage therapist;licensed massage therapist;bodywork therapist;Thai massage therapist;body massage
  therapist;Swedish massage therapist|3255|1804,1805,1806
mountain guide||assist visitors, interpret natural heritage and provide information and guidance to tourists on
  mountain expeditions|outdoor guide;ski guide;alpine guide;hiking guide;climbing guide;outdoor
  leader|3423|1807,1808,1809
outdoor activities instructor|||outdoor pursuits instructor|3423|
pedicurist||offer cosmetic treatment and care for their clients' feet and toenails|salon assistant;beauty salon
  assistant|5142|1801,1810,1811
performance hairdresser||||5141|
salon therapist|||massage therapist;thai massage therapist;swedish massage therapist;professional massage
  therapist|5142|1812,1805,1806
spa attendant||interact with guests at the reception desk to provide indications and explain the available services
  in the spa center|club room attendant;hot room attendant;spa technician;wellness consultant;health spa
  attendant;sauna room attendant|5142|1813,1814,1815
survival instructor|||survival trainer;wilderness instructor;wilderness survival trainer;survival education
  instructor;survival techniques instructor;wilderness survival instructor|3423|
vessel steering instructor||teach people the theory and practice of how to operate a vessel safely and according to
  regulations|helm teacher;helm instructor;helmsman teacher;helmsman instructor;ship steering teacher;cruise ship
  instructor|3423|
hair and makeup designer|||makeup artist;commercial makeup artist;prosthetic makeup designer;beauty therapist;body
  make-up artist;makeup technician|5141|1752,1753,1754
recreation attendant|||golf course ranger;ride operator;ski lift operator;activities attendant;coaster
  attendant;golf course starter|5142|1816,1817,1818
# Veterinary Services
veterinary nurse|||animal nursing specialist;veterinary nursing specialist;veterinary practice
  assistant|3240|1819,1820,1821
pet sitter|||hot walker;walker|5164|1822,1823,1824
aquatic animal health professional||diagnose, prevent and treat diseases, injuries and dysfunctions of aquatic
  animals by implementing appropriate sampling protocols|aquaculture health expert;aquaculture health
  adviser;aquaculture health consultant;aquaculture health specialist|2250|
certified veterinary assistant|||animal care provider;animal caregiver;veterinarian assistant;avian keeper;emergency
  veterinary assistant;inpatient technician assistant|3240|1825,1826,1827
general veterinarian||are professionals with a comprehensive scientific education|equine veterinarian;companion
  animal veterinarian|2250|
specialised veterinarian||are professionals with a comprehensive scientific education|veterinarian;emergency
  veterinarian;small animal veterinarian;poultry veterinary scientist;laboratory animal veterinarian;diagnostic
  imaging veterinarian|2250|1828,1829,1830
animal shelter worker||provide animal care routine services at the animal shelter|kennel helper;animal shelter
  assistant|5164|1831,1822,1823
alternative animal therapist||investigate sick or injured small and large animals and provide an alternative healing
  treatment|animal massage therapist;natural animal therapist;holistic animal therapist;complementary animal
  therapist|3240|
animal care attendant|||animal caretaker;animal daycare provider;animal rehabilitator;animal cleaner;animal care
  worker;animal rescue officer|5164|1831,1822,1823
equine dental technician||provide routine equine dental care, using appropriate equipment in accordance with
  national legislation|horse teeth technician;horse dental technician|3240|
animal chiropractor||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  chiropractor|2250|1832,1833,1834
veterinary technician||provide the technical and administrative support to the veterinarian in accordance with
  national legislation|veterinary assistant;veterinary practice technician|3240|1835,1836,1837
animal enforcement officer|||community service officer;animal control worker;animal attendant;animal safety
  officer;community safety officer;dog control officer|5164|1838,1839,1840
animal embryo transfer technician||aid and support the carrying out of embryo transfer under veterinary supervision
  in accordance with national legislation|embryo transfer technician|3240|
certified veterinary assistant|||animal care provider;animal caregiver;veterinarian assistant;avian keeper;emergency
  veterinary assistant;inpatient technician assistant|3240|1825,1826,1827
official veterinarian||are professionals with a comprehensive scientific education|veterinary inspector;public
  health veterinarian;government veterinary officer|2250|1832,1833,1830
animal groomer||are in charge of grooming a range of animals, using the correct equipment, materials and
  methods|groomer;pet groomer;groomer of animals;dog grooming specialist;animal grooming
  specialist|5164|1831,1823,1824
animal welfare inspector|||animal social worker;animal welfare worker;animal control officer;animal rescue
  operator;animal welfare officer;animal rescue inspector|5164|
animal artificial insemination technician||are in charge of the impregnation of an animal using collected semen, in
  accordance with national legislation|animal technician;artificial insemination technician;large herd specialist;AI
  engineer;AI specialist;AI technician|3240|1841,1842,1843
cattle pedicure||are specialists in taking care of hooves of cattle, in compliance with any regulatory requirements
  by the national legal authority|cattle pedicure specialist|5164|
dog breeder||oversee the production and day-to-day care of dogs||5164|1841,1842,1844
dog trainer||train dogs to be responsible in guiding blind people to travel effectively|trainer;service dog
  trainer;guide dog trainer;hearing dog instructor;seeing-eye dog trainer;assistance dog
  instructor|5164|1845,1846,1847
game keeper||manage the habitat and wild game population in a defined area|estate supervisor|5164|
kennel supervisor||monitor the daily operations of the kennel under their supervision|kennel manager;kennel
  operator;animal care manager;pet boarding manager;pet boarding operator;animal care supervisor|5164|1848,1008,1849
kennel worker||handle animals in kennels or catteries and provide care for pets|keeper;monkey keeper;pound
  keeper;pound attendant;kennel attendant|5164|1831,1822,1824
zoo section leader||are responsible for managing and leading a team of zoo keepers|team leader;section leader;zoo
  team leader|5164|
animal enforcement officer|||community service officer;animal control worker;animal attendant;animal safety
  officer;community safety officer;dog control officer|5164|1838,1839,1840
field manager|||farm labor contractor;field supervisor;harvesting contractor;farm contractor;farm crew leader;farm
  crew member|5164|1850,1851,1852
# Mental Health Care
mental health social worker||assist and provide counselling to people with mental, emotional, or substance abuse
  problems|social worker;community support worker;mental health worker;care coordinator|2635|1853,1854,1855
substance misuse worker||provide assistance and counselling to people with substance abuse problems|substance abuse
  worker;addiction social worker;alcohol outreach worker;substance misuse adviser;substance mis-use counsellor|2635|
case manager|||addictions counselor;chemical dependency counselor;substance abuse counselor;chemical dependency
  professional;clinical counselor;prevention specialist|2635|1856,1857,1858
community health outreach worker|||community health promoter;community nutrition educator;apprise counselor;HIV CTS
  specialist;CHW;community health advisor|2635|1859,1860,1861
employment specialist|||rehabilitation counselor;vocational rehabilitation counselor;rehabilitation
  specialist;vocational case manager;vocational placement specialist;VRC|2635|1862,1863,1864
mental health specialist|||clinician;mental health therapist;mental health counselor;behavior analyst;behavior
  support specialist;licensed professional counselor|2635|1865,1866,1867
mental health support worker||assist and provide treatment to people with mental, emotional, or substance abuse
  problems|str worker;re-ablement worker;intensive support worker;mental healthcare worker|3412|
psychotherapist|||therapist;behavior therapist;behavioral therapist;psycoterapy expert;systemic
  therapist;psychotherapy practitioner|2634|1868,1869,1870
residential support worker||counsel and support elderly who have physical or mental disabilities||3412|
adult services worker||counsel and support vulnerable adults who have physical or mental disabilities or addiction
  issues||3412|
clinical social worker||provide therapy, counselling, and intervention services to clients||2635|1871,1872,1873
registered nurse|||acute care nurse;critical care nurse|2221|199,200,201
home care worker||provide domiciliary services to vulnerable adults including frail elderly or disabled people who
  are living with physical impairment or convalescing|homecare assistant;home care assistant;domiciliary care
  worker;domiciliary homecare worker|3412|
advanced nurse practitioner|||team manager;service manager;community team leader;advanced nurse manager;staff
  development manager;advanced nursing practitioner|2221|
social care worker||provide support and help people with care services|care worker;social care assistant|3412|
adult community care worker||perform assessment and care management of communities of adults who live with physical
  impairments or convalescing states|community carer worker;independent living advisor|3412|
family nurse practitioner|||ACNP;gastroenterology nurse practitioner;adult nurse practitioner;ARNP
  specialist;pediatric nurse practitioner;NP|2221|202,203,204
reproductive genetic counseling coordinator|||certified genetic counselor;genetic counselor;medical science
  liaison;prenatal genetic counselor;cancer genetic counselor;cancer program consultant|2221|205,206,207
homelessness worker||provide on-the-spot assistance, counselling and advice to people who have housing problems or
  live on the streets|homelessness care worker;homelessness case worker;homelessness team worker;homelessness advice
  worker;homelessness social worker;homelessness support worker|2635|
clinical psychologist|||counseling psychologist;psychologist;licensed clinical psychologist;hospital
  psychologist;expert clinical psychologist;clinical psychology practitioner|2634|1874,1875,1876
residential care home worker||follow a specific plan to provide day-to-day care to clients|care home worker;care
  home manager;care home assistant;care support worker;care home supervisor|3412|
youth offending team worker|||youth justice worker;youth resettlement worker;juvenile probation officer;youth
  resettlement officer|2635|
hospital social worker|||social worker;medical social worker|2635|1871,1877,1872
psychologist||study the behaviour and mental processes in humans|industrial-organizational psychologist;industrial
  psychologist;organizational psychologist;occupational psychologist;expert counselling psychologist;counselling
  psychology practitioner|2634|1878,1879,1880
community care case worker||perform assessment and care management|domiciliary care manager;domiciliary care
  supervisor;independent living coordinator|2635|
palliative care social worker||provide assistance and counselling to patients with a chronic or a terminal disease
  and their families with the practical arrangements|hospice worker;hospice care assistant;hospice nursing
  assistant;palliative care assistant;palliative care supervisor|2635|
crisis helpline operator||provide advice and support to distraught callers via the telephone|crisis helpline
  worker;crisis hotline operator;distress hotline operator;distress helpline operator|3412|
crisis situation social worker|||disaster social worker;crisis situation worker;emergency social worker;crisis
  situation counsellor;crisis intervention counsellor|2635|
housing support worker|||housing advisor;housing officer;housing advice worker;housing outreach worker;housing
  support officer|3412|
victim support officer|||relief worker;support coordinator;victim care officer;victim service manager;victim service
  officer;restorative justice officer|2635|
disability support worker||provide personal assistance and support to individuals of all ages with disability
  conditions, either intellectual or physical disabilities|disability care worker;disability care
  assistant;disability support assistant|3412|
legal guardian||legally assist and support minor children, mentally disabled persons or incapacitated older adults
  in their personal life||3412|
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth|youth advisor;welfare advisor;youth centre worker;youth social
  worker;juvenile care worker;youth support worker|2635|
drug counsellor|||alcohol counsellor;addictions counsellor;substance abuse counsellor|2635|
rehabilitation support worker||provide counselling to individuals dealing with birth defects or with major
  consequences caused by diseases, accidents, and burnouts|reablement officer;rehabilitation worker;disability
  social worker;rehabilitation social worker;rehabilitation outreach worker;rehabilitation support specialist|2635|
child care social worker||provide social services to children and their families in order to improve their social
  and psychological functioning|childcare social worker|2635|
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator|2635|
marriage counsellor||support and guide couples and families that are going through crises such as depression,
  substance abuse and relationship problems|clinical therapist;outpatient therapist;counselor;family
  therapist;family counsellor;couples counsellor|2635|1881,1882,1883
life coach|life coaches|help clients set clear objectives for their personal development and help them achieve their
  goals and personal vision|counselor;AIDS counselor;HIV counselor;personal development counsellor|3412|
residential childcare worker||counsel and support children who have physical or mental disabilities|childcare
  worker;residential care worker|3412|
employment support worker||provide assistance to people with difficulties to find a job and long-term unemployed
  people|employment rights worker;employment social worker;unemployment social worker;supported employment
  worker;employability support worker|2635|
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker;socio-cultural animator;social pedagogy
  practitioner;community education practitioner|2635|
sexual violence counsellor|||victim care worker;victim support worker;sexual violence advisor;sexual assault
  counsellor;domestic violence counsellor|2635|
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life|social therapist;youth counsellor;crisis counsellor;personal counsellor;social
  psychologist;relationship advisor|2635|
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents|placement officer;foster care worker;placement supervisor;fostering support worker;placement support
  worker;supervising social worker|3412|
military welfare worker|||army social worker;navy social worker;army welfare officer;forces social worker;navy
  welfare officer;forces welfare worker|2635|
policy advisor||deliver high quality social work services by contributing to the development and improvement of
  social work and social care practice|academic social worker|2635|
polygraph examiner||prepare individuals for polygraph testing, conduct the polygraph exam and interpret the
  results|latent fingerprint examiner;latent print examiner;crime scene examiner;signals analyst;polygraph
  operator;polygraph instructor|2634|396,397,398
# Events Services
event manager|||event planner;conference planner;conference organizer;live event manager;live event
  producer|3332|1884,1885,1886
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|deck
  steward;sommelier;wine advisor;wine choice consultant;wine selection advisor|5131|1640,1641,1642
wine manager||manage the ordering, preparing and servicing of wine and other related beverages in a hospitality
  service unit|master sommelier|5131|
venue director||plan and manage conference, banqueting and venue operations in a hospitality establishment to
  reflect clients' needs|banquet director;catering director;event manager;party manager;venue manager;banquet
  manager|3332|1652,1653,1887
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician;equipment hire technician;performance rental engineer|3521|
event assistant|||events assistant;event coordinator;special event assistant|3332|
body artist||decorate clients' skin temporarily or permanently|piercing artist;henna artist;tattoo artist;tattoo
  studio assistant;tattoo studio attendant|3435|
broadcasting programme director||make the programme schedule|content director;programme planner;programme
  controller;TV programme director;programme coordinator;radio programme director|3435|1888,1073,1074
camping ground manager||plan, direct, or coordinate all campsite facilities and manages employees|camping
  manager;camp-site manager;campground manager;campgrounds manager;countryside manager;camping pitch manager|1439|
cocktail bartender||perform expert mixing of alcoholic and non-alcoholic cocktails||5132|
contact centre manager||coordinate and plan the daily operations of contact centres|customer service manager|1439|
costume attendant|||dresser;theatrical wardrobe dresser;wardrobe dresser;costume assistant;wardrobe
  assistant;wardrobe attendant|3435|1889,1890,1891
extra||perform actions in the background or in crowds during filming|motion picture actor;television actor;movie
  actor;background artist|3435|1892,1893,1894
first assistant director||are responsible for the organisation, scheduling and planning of the cast, crew and
  activities on a set|third assistant director;second assistant director|3435|
garage manager||oversee the work of road vehicle mechanics and administrative personnel|service manager;shop
  manager;automotive service manager;car workshop manager|1439|1685,1686,1687
intelligent lighting engineer|||automated lighting engineer;automated lighting technician;intelligent lighting
  technician|3435|
laundry manager||oversee the laundry operations in an institutional laundry|laundromat manager;launderette
  manager;laundry service manager;dry-cleaning service manager|1439|
lighting technician||setup, prepare, check and maintain equipment in order to provide optimal lighting quality for
  live performances and motion pictures|lighting engineer;lighting technician manager;lighting technician
  assistant;lighting technician coordinator|3435|
location manager||are responsible for procuring locations for filming outside of the studio and all the logistics
  this includes|location director;location assistant;TV location manager;location coordinator;set location
  manager;film location manager|3435|1895,1896,1897
prompter||prompt or cue performers when they forget their lines or neglect to move to the right position on the
  stage||3435|
prop maker||construct, build, prepare, adapt and maintain props used on stage and for filming movies or television
  programs|model set artist;prop builder;property maker;property builder|3435|1898,1899,1900
scenery technician||setup, prepare, check and maintain pre-assembled sets in order to provide optimal scenery
  quality for a live performance|scenery assembler;scenic technician;entertainment technician|3435|
script supervisor||are responsible for the continuity of the movie or television program|script coordinator;TV
  script supervisor;TV script coordinator;continuity supervisor;continuity coordinator;film script
  supervisor|3435|1901,1902,1903
stand-in||replace actors before the filming starts|actor understudy|3435|1892,1893,1904
stunt performer|||double;movie stunt performer;stunt artist|3435|1892,1893,1894
wedding planner||assist with all logistical details required concerning their client's wedding ceremony|meeting
  planner;convention planner;corporate meeting planner;events planner;matrimony planner;wedding
  consultant|3332|1884,1905,1906
workshop coordinator|||deputy workshop manager;scenic workshop manager;stage workshop supervisor;deputy workshop
  supervisor;theater crafstmanship coordinator;theatre craftsmanship coordinator|3435|
administrative coordinator|||administrative manager;business administrator;administrative services
  manager;administrative director;administrator;business office manager|3435|1907,1908,1909
customer service supervisor|||reservations supervisor;sales leader;sales supervisor;driver sales
  supervisor;information center supervisor;inside sales supervisor|3435|1910,1911,1912
emergency management coordinator|||emergency planner;emergency services director;emergency management
  director;emergency preparedness coordinator;public safety director;civil defense director|3435|555,556,557
# Security and Investigations
security guard||observe, detect irregularities and protect people, buildings and assets|stadium guard;cemetery
  guard;security manager;security supervisor;event security guard;plant security guard|5414|1913,1914,1915
security guard supervisor||monitor and oversee the activities of guards who protect properties from vandalism acts
  and theft|security manager;guard manager;guard supervisor;security supervisor;security guard manager;security
  officers manager|5414|1916,1917,1918
bodyguard||offer protection to their clients against injury, attacks and harassment|security officer;protection
  officer;personal safety worker;close protection officer;personal security worker;personal safety
  specialist|5414|1919,1920,1921
police officer||use investigation methods to prevent crime, to pursue and apprehend criminals, and protect the
  public from violent and criminal activities|police patrol officer;city constable;state patrol officer;patrol
  officer;state police officer;highway patrol officer|5412|1922,1923,1924
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|licensed private investigator;inspector;private investigator|3411|1695,1696,1697
armoured car guard||ensure the safe transportation of valuable items such as money between locations like stores and
  banks|armoured van guard;armoured truck guard|5414|
security consultant|||security expert;security advisor;security manager;security specialist;security
  supervisor|5414|1925,1916,1918
parking control officer|||parking enforcement officer;parking enforcer;ticket writer;parking enforcement
  worker;parking enforcement technician;parking officer|5414|1926,1927,1928
transportation security officer|||security screener;transportation security screener;TSO;airport security
  screener;flight security specialist;airline security representative|5414|1929,1930,1931
homicide squad commanding officer|||police captain;patrol commander;police supervisor;deputy chief sheriff;detective
  supervisor;harbor master|5412|1932,1933,1934
railroad police officer|||patrolman;railroad police;transit police officer;law enforcement officer;patrol man;police
  specialist|5412|1935,1936,1937
gate guard||control the access and exit to buildings, warehouses or other type of property to prevent unauthorized
  presence and unwanted incidents|security guard;armed guard;armored car guard;gate attendant;security gate
  attendant;security entrance attendant|5414|1938,1939,1921
parking control officer|||parking enforcement officer;parking enforcer;ticket writer;parking enforcement
  worker;parking enforcement technician;parking officer|5414|1926,1927,1928
transportation security officer|||security screener;transportation security screener;TSO;airport security
  screener;flight security specialist;airline security representative|5414|1929,1930,1931
coastguard watch officer||patrol and survey coast and sea regions to prevent accidents, as well as perform search
  and rescue missions in the event of an emergency|coastguard officer;coastguard rescue officer|5419|
emergency response worker||work in missions to aid in emergency and disaster situations, such as natural disasters
  or oil spills|aid worker;clean up worker;emergency worker;first response worker;disaster relief worker;incident
  response worker|5419|
airport security officer||interact with passengers to ensure smooth transition between areas of the airport,
  compliant with safety regulations|airport security agent;airport security guard|5414|
ICT security administrator||plan and carry out security measures to protect information and data from unauthorised
  access, deliberate attack, theft and corruption|IT security administrator;system security administrator;network
  security administrator|2529|
CFC manager||||1349|
aircraft marshaller||signal pilots to assist them in operations such as turning, slowing down, stopping, and
  shutting down engines|marshaller of aircraft;aircraft ground handler;aeroplane ground handler|5419|
airside safety manager||supervise the airside operations' safety and security and advise the civil aviation
  authorities on the airport information systems changes|airport safety manager;airport safety director;airside
  safety director;aviation safety manager;aviation safety director|1349|
airspace manager||control activities aimed at developing the European airspace into a continuum that is flexible and
  reactive to changes of users' needs in airspace|airspace management officer|1349|
archive manager||ensure the care and preservation of a cultural institution and the archives within|archive
  administrator;archive services manager;cultural records manager|1349|
artistic director||are in charge of the programme of an artistic project or a cultural organisation|opera
  director;ballet director;theatre director;festival director;artistic consultant;venue programming
  manager|1349|524,1940,526
book publisher||are responsible for the selection of new materials|publishing house manager|1349|
civil enforcement officer|||parking manager;parking attendant;civil enforcement agent;civil enforcement
  supervisor|5419|
commercial art gallery manager||manage the commercial and artistic success of the gallery|display manager;gallery
  manager;arts space manager;art gallery manager;gallery programme manager|1349|
correctional services manager||manage the operations of a correctional facility|correctional institution
  director|1349|
court administrator||perform managerial tasks in a court institution, such as supervision of staff, administration,
  communicating with judges and reviewing procedures|legal administrator;court administration manager;court
  administrative officer|1349|
criminal investigator||examine and process the scenes of crimes and the evidence found in them|forensic
  officer;fingerprint officer;crime scene investigator;forensic science officer|3355|1941,1942,1943
crossing guard|||adult crossing guard;road crossing guard;substitute crossing guard;school crossing
  guard|5419|1944,1945,1946
crowd controller|||spectator controller|5414|
door supervisor||||5414|
energy manager|||sustainability manager;energy sustainability manager;sustainability energy manager;green policy
  manager;energy policy manager;smart energy specialist|1349|92,49,1947
environmental protection manager||provide advice on the development of environmental policies to governmental and
  official institutions|environmental manager;environmental safety specialist;environmental protection
  specialist|1349|1948,1949,1159
fire battalion chief||supervise a fire department|fire marshal;fire prevention chief|1349|1950,1951,1952
firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous
  situations|airfield firefighter;operational firefighter|5411|1953,1954,1955
hospitality establishment security officer|||hotel security manager;hotel security officer;hospitality security
  manager;hospitality security officer|5414|
industrial firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous
  situations in industrial areas or facilities|site firefighter;factory firefighter|5411|
interpretation agency manager||oversee operations in the delivery of interpretation services|educational
  interpreter;spanish interpreter;spanish translator;translation agency manager;translation service
  manager;interpretation agency director|1349|1956,1957,1958
juvenile correctional officer||monitor and provide security to juvenile offenders|correctional counselor;probation
  counselor;correctional officer;detention officer;youth detention worker;young offenders
  officer|5413|1959,1960,1961
legal service manager||oversee the general management of a legal service office|legal firm manager;legal practice
  manager;legal department director|1349|
library manager||supervise the correct usage of library equipment and items|library director;library
  administrator;public library manager;library services manager;library operations manager|1349|
life guard||monitor and ensure safety in the aquatic facility by preventing and responding to any emergencies|ocean
  lifeguard;beach attendant;pool lifeguard;pool attendant|5419|1962,1963,1964
marine firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous situations
  in marine environments|vessel firefighter;harbour firefighter;shipboard firefighter|5411|1953,1955,1965
medical laboratory manager||oversee the daily operations of a medical laboratory|medical laboratory
  supervisor;clinical laboratory supervisor;medical laboratory administrator;clinical laboratory administrator|1349|
mine rescue officer||coordinate mine rescue operations and need to be trained to work underground|mines rescue
  officer;mining rescue officer;mining safety officer;mine emergency officer|5411|
museum director||oversee the management of the art collections, artefacts, and exposition facilities|museum
  manager;art gallery director;art collection director|1349|
prison officer||supervise inmates in a correctional facility and ensure the security and peace-keeping in the
  facility|deputy jailer;convict guard;correctional guard;prison guard;detention officer;corrections
  officer|5413|1966,1967,1968
publications coordinator|||publications manager;publications director;global publications manager;corporate
  publications manager;print publications coordinator;technical publications manager|1349|
pump operator||assist firefighting operations by controlling the pumps which supply water and other substances for
  extinguishing fires|wildland firefighter;forest firefighter;municipal firefighter;firefighter|5411|1969,1970,1971
rescue centre manager||supervise operations of a rescue centre, performing administrative duties and supervision of
  staff|rescue center manager;rescue centre supervisor;rescue centre coordinator|1349|
security alarm investigator||respond to burglar alarm signals and investigate disturbances identified by the alarm
  system on the clients' premises|alarm specialist;alarm investigator;fire safety inspector;alarm system
  specialist;alarm signal investigator|5414|
service manager||are responsible for the supervision and coordination of the provision of different professional and
  technical services to customers|customer service director;customer manager;support manager;service
  director;service coordinator;field service manager|1349|1901,1972,1973
sport administrator|||programme administrator;sports club administrator;cricket club administrator;sport
  administration officer;sports administration officer|1349|
street warden||patrol designated areas to ensure a sense of security with the public, and provide general
  support|bylaw enforcement officer;community support officer|5419|
translation agency manager||oversee operations in the delivery of translation services|translation service
  manager;interpretation agency director;interpretation agency supervisor|1349|1956,1957,1958
venue house manager||are responsible for those areas of a live event venue that are accessible to the
  public|theatrical house manager|1349|
administrative coordinator|||administrative manager;business administrator;administrative services
  manager;administrative director;administrator;business office manager|1349|1907,1908,1909
correctional supervisor|||correctional officer captain;guard chief;ward supervisor;detention director;detention
  supervisor;juvenile justice supervisor|5413|1974,1975,1976
customer service supervisor|||reservations supervisor;sales leader;sales supervisor;driver sales
  supervisor;information center supervisor;inside sales supervisor|1349|1910,1911,1912
fire management officer|||fire prevention technician;forest officer;forest patrolman;fire operations forester;fire
  technician;forestry patrolman|1349|1977,1978,1979
# Translation and Localization
localiser||translate and adapt texts to the language and culture of a specific target audience|localisation
  tester;localiser QA tester;localisation games tester;localisation project manager|2643|
interpreter||understand and convert spoken communication from one language to another|bilingual
  interpreter|2643|1956,1957,1958
subtitler||can work intralingually, within the same language, or interlingually, across languages|caption
  editor;closed caption editor|2643|
translator||transcribe written documents from one or more languages to another ensuring that the message and nuances
  therein remain in the translated material|language leader;language specialist;linguistic coordinator;translator
  coordinator;translation project manager;language specialist consultant|2643|1956,1957,1958
graphologist||analyse written or printed materials in order to draw conclusions and evidence about traits,
  personality, abilities and authorship of the writer|forensic science examiner;forensic specialist;ballistic
  expert;handwriting expert;handwriting specialist;forensic handwriting expert|2643|397,398,1980
lawyer linguist||interpret and translate legal pieces from one language to another|legal linguistic expert;legal
  linguistics expert;legal linguistic specialist;legal linguistics specialist|2643|
lexicographer||write and compile the content for dictionaries|dictionary editor;bilingual dictionary editor|2643|
linguist||study languages scientifically|social scientist;intelligence specialist;scientific linguist;linguistic
  scientist;phonetics specialist;linguistic researcher|2643|1981,1982,1983
proofreader||examine facsimiles of the finished products such as books, newspaper and magazines|braille
  proofreader;production proofreader;clerical proofreader|4413|461,462,463
sign language interpreter||understand and convert sign language into spoken language and vice
  versa||2643|1956,1957,1958
# Research Services
economist||perform research and develop theories in the field of economics, whether for microeconomic or
  macroeconomic analysis|labor economist;macro analyst;interest analyst;economics analyst;economics
  scientist;economics researcher|2631|1984,1408,1410
bioinformatics scientist||analyse biological processes using computer programmes|bioinformatics computer
  scientist;bioinformatics data analyst;data analyst;IT expert;IT researcher;data scientist|2131|1108,1109,1110
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|dairy technologist;laboratory technician;research technician;laboratory assistant;laboratory
  technologist;laboratory technology expert|3141|1105,1106,1107
political scientist||study political behaviour, activity and systems, including the elements that fall
  therein|government affairs researcher;war researcher;peace researcher;political analyst;political
  researcher;political studies scientist|2633|1985,1986,1987
water quality analyst||safeguard the quality of water through scientific analysis, ensuring quality and safety
  standards are met|laboratory technician;materials exchange specialist;waste specialist;water quality
  inspector;water quality specialist;water quality technician|2133|1133,1174,1988
survey enumerator||perform interviews and fill in forms in order to collect the data provided by
  interviewees|interviewer;admissions clerk;registration clerk;census clerk;census worker;street
  surveyor|4227|1989,495,496
pre-production manager|||footwear product manager|1223|
tax policy analyst||research and develop taxation policies and legislation in order to improve and develop tax
  policies|tax analyst;fiscal analyst;tax policy adviser;tax policy advisor;pecunary consultant;tax research
  analyst|2631|
mineralogist||study the composition, structure and other physical aspects of the earth|mineralogy expert;mineralogy
  consultant;process mineralogy consultant|2114|1171,1172,1173
market research interviewer||strive to collect information on the perceptions, opinions, and preferences of
  customers in relation to commercial products or services|admissions representative;admitting representative;field
  representative;market research analyst;public opinion researcher;market research representative|4227|495,496,497
climatologist||study the average change in weather and climate from a long-term perspective|climate analyst;climate
  scientist;climate researcher;climatology analyst;climatology scientist;climatology researcher|2112|1141,1143,1181
clothing development manager||define product concepts that are consistent with target consumer and overall marketing
  strategy|clothing manager;sample room manager;clothing product manager;apparel product developer;clothes product
  developer|1223|
geology technician||assist in all the activities carried out by geologists|material technician;petroleum
  technician;geologist;mining technician;mineral technician;geological technician|3111|1990,1991,1992
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability|planning officer;development officer;regeneration
  manager;development consultant;economic development officer;economic development consultant|2631|
statistician||collect, tabulate, and, most importantly, analyse quantitative information coming from a varied array
  of fields|mathematical statistician;statistical analyst;research scientist;statistics analyst;statistics
  scientist;statistical scientist|2120|1499,1993,1500
soil scientist||research and study the scientific discipline concerning soil|soil analyst;acidity tester;soil
  technician;soil wetland scientist;soil biology specialist;soil testing technician|2133|
biologist||study living organisms and life in its broader extent in combination with its environment|fisheries
  biologist;aquatic biologist;fisheries management biologist;biology research scientist;biology science
  researcher|2131|467,468
hydrologist||research and study the quality, current challenges, and distribution of water in the Earth|research
  hydrologist;physical scientist;scientist;hydrology analyst;hydrology scientist;hydrology
  researcher|2114|1994,1995,1996
research and development manager|||researcher;market research manager|1223|
insurance product manager||set and direct the development of new insurance products, following the product lifecycle
  policy and the general insurance strategy|assurance sales manager;ensurance sales manager;insurance sales
  manager;assurance branch manager;assurance office manager;ensurance branch manager|1223|
archaeologist||research and study past civilisations and settlements through collecting and inspecting material
  remains|researcher;historical archaeologist;research archaeologist;archaeology analyst;excavation
  director;archaeology scientist|2632|1997,1998,1999
product development manager||coordinate the development of new products from beginning to end|research
  manager;research development manager;product designer;innovation department manager;product development
  specialist|1223|2000,1131,2001
sensory scientist||carry out sensory analysis in order to compose or improve flavours and fragrances for the food,
  beverage and cosmetics industry|bakery scientist;chocolate scientist;sensory science advisor;haircare sensory
  scientist;sensory research scientist;sensory science consultant|2113|1105,689,690
hydrologic technician|||hydrography technician;hydrologic aid|2114|2002,2003,2004
biotechnical technician||perform technological work in assistance of scientists|biotechnological
  technician;biotechnical laboratory worker;biotechnical laboratory specialist;biotechnical laboratory
  technician;biotechnological laboratory technician|3141|
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes|physics assistant;physicist assistant;physics lab technician;reprographics technician;health physics
  technician;medical physics technician|3111|
ICT research manager|||IT research manager;IT innovation manager;ICT innovation manager;technology innovation
  manager|1223|
product manager|||business developer;product developer;product design engineer;sports product engineer;product
  marketing manager;product development manager|1223|518,519,520
anthropologist||research all aspects of life pertaining to humans|applied cultural anthropologist;applied
  anthropologist;research anthropologist;arts scientist;movie scientist;music scientist|2632|1997,2005,2006
astronomer||research the formation, structures, properties, and development of celestial bodies and interstellar
  matter|research scientist;scientist;extragalactic astronomer;astronomy analyst;astronomy scientist;astronomy
  researcher|2111|1138,1139,1140
aviation meteorologist||forecast weather conditions in airports|meteorological technician;meteorological aviation
  inspector;aviation meteorological specialist|2112|1141,1142,1143
behavioural scientist||research, observe and describe human behaviour in society|behavioral scientist;behavioural
  science analyst;behavioural science researcher|2632|
biometrician||perform research in the field of biometrics|biometrics analyst;biometrics scientist;biometrics
  researcher;biometrics research analyst;biometrics research scientist;biometrics science
  researcher|2120|1496,1497,1498
communication scientist|||communication analyst;communication researcher;communications scientist;communication
  studies analyst;communication research analyst;communication research scientist|2632|
content developer||create, develop and produce content for new lottery and similar games for large audiences|game
  content developer;lottery games developer|2120|
cosmologist||focus on the study of the universe as a whole, which is made up by its origin, evolution and ultimate
  fate|data scientist;cosmology scientist;cosmology data scientist;cosmology research scientist|2111|1155,1140,1156
criminologist||study conditions pertaining to humans such as the social and psychological aspects that could lead
  them to commit criminal acts|criminology scientist;criminology researcher;criminology studies
  scientist;criminology research scientist;criminology science researcher;criminology studies
  researcher|2632|2007,2008,2009
demographer||study a variety of parameters related with population|demography analyst;demography
  scientist;demography researcher;demography studies analyst;demography research analyst;demography studies
  scientist|2120|1499,1500,1496
games development manager||supervise and coordinate the creation, development, distribution, and selling of
  games|games development director;gaming development manager;gaming development director;gambling development
  manager;gambling development director|1223|
genealogist||trace history and lineages of families|researcher;field court researcher;genealogist
  researcher;ancestry expert;genealogy expert;family tree researcher|2633|2010,2011,2012
geographer||are scholars who study human and physical geography|earth observations scientist;GIS
  geographer;scientist;geography research scientist|2632|2013,2014,2015
historian||research, analyze, interpret, and present the past of human societies||2633|
lottery quality controller||||2120|
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field|computational mathematician;research scientist;computational scientist;logic
  scientist;logic researcher;mathematics scientist|2120|1501,1502,1503
media scientist|||media analyst;media researcher;media research analyst;media studies scientist;media research
  scientist;media science researcher|2632|
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users|research meteorologist;atmospheric analyst;meteorology analyst;atmospheric
  scientist;meteorology scientist;atmospheric researcher|2112|1141,1181,1182
metrologist||study and practice the science of measurement|MEMS device scientist;nanomaterials research
  scientist;optical engineer;process engineer;research engineer;research scientist|2112|1018,733,1183
philosopher||study and argument over general and structural problems pertaining to society, humans and
  individuals|philosophy expert|2633|
physicist||are scientists who study physical phenomena|health physicist;research scientist;scientist;physics
  analyst;physics scientist;physics researcher|2111|1192,1193,1194
social work researcher||manage research projects aiming to investigate and provide reports on social issues|social
  scientist;social science researcher|2632|
sociologist||focus their research on explaining social behaviour and the way people have organised themselves as a
  society|research scientist;social scientist;clinical sociologist;sociology analyst;sociology scientist;sociology
  researcher|2632|2007,2008,2016
thanatology researcher||study death and the dying in a variety of scientific fields such as psychology, sociology,
  physiology and anthropology|thanatological researcher|2632|
weather forecaster||gather meteorological data|weather analyst;meteorology analyst;meteorology scientist;meteorology
  researcher;meteorology research analyst;meteorology science researcher|2112|1141,1181,1182
# Environmental Services
solid waste operator||operate and maintain solid waste treatment and distribution equipment, and test samples to
  monitor pollution|landfill technician;landfill site worker;landfill site operative|3132|
environmental scientist||identify problems and find solutions in order to minimize environmental hazards by
  performing analysis on samples such as air, water or soil|extractions technologist;geologist;soil scientist;field
  scientist;mineral technician;mineral technologist|2133|1990,1992,2017
ICT environmental manager|||IT environmental manager|2143|
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste||2143|
hazardous materials inspector|||environmental compliance inspector;environmental inspector;waste management
  specialist;compliance manager;waste disposal adviser;industrial waste analyst|3257|2018,2019,2020
liquid waste tester||||3132|2021,768,769
recycling worker||clean materials and remove waste, and ensure the waste and collected materials are sorted in the
  appropriate recycling containers|auto dismantler;reclamation worker;recycling operative;recycling site
  worker;recycling site operative;waste reclamation worker|9612|2022,2023,2024
hazardous waste inspector||||3257|
environmental programme coordinator||develop programmes for the improvement of environmental sustainability and
  efficiency within an organisation or institution|environmental auditor;environmental manager;environmental
  officer;environmental consultant;sustainability consultant;environmental health officer|2133|
refuse collector||remove waste from homes and other facilities and put it in the bin lorry so it can be transported
  to a treatment and disposal facility|recyclable material collector;garbage man;garbage collector;waste
  collector;kerbside collector;recycling operator|9611|2025,2026,2027
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations||3257|2018,2028,2029
incinerator operator||tend incineration machines which burn refuse and waste|process operator;refuse worker;refuse
  operative;incinerator worker;incinerator operative;waste incinerator worker|3132|2030,2031,2032
environmental mining engineer||oversee the environmental performance of mining operations|specialised engineer;mine
  environmental manager;mine environmental engineer;environmental mining manager;mine environmental
  specialist;mining environmental engineer|2143|
recycling specialist|||waste reduction coordinator;recycling program manager;recycling technician;waste
  consultant;recycling manager;recycling director|2143|2033,2034,2035
sorter labourer||sort recyclable materials and waste from a recycling stream, and ensure no unsuitable materials
  wind up among the recyclable materials|apple sorter;potato grader;agriculture laborer;grader;yard labourer;yard
  operative|9612|2036,2037
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester;waystewater safety operative;waystewater quality operative|3132|2021,768,770
environmental expert||search for technological solutions to tackle environmental problems|specialist;environmental
  programs specialist;climate analyst;geologist;soil scientist;mineral technician|2143|2038,2039,2040
street sweeper||operate sweeping equipment and machinery to remove waste, leaves or debris from streets|bobcat
  driver;spike driver;stock driver;leaf vacuum operator;leaf-sucker operator;street sweeper driver|9613|949,951,2041
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports|airport environmental expert;airport environmental officer|2133|
aquaculture environmental analyst|||marine scientist;aquaculture environmental scientist;aquaculture environmental
  specialist|2133|
conservation scientist||manage the quality of specific forests, parks and other natural resources|research soil
  scientist;resource conservationist;rangeland management specialist;environmental scientist;conservation programs
  specialist|2133|1152,1153,1154
countryside officer||are responsible for a range of activities that manage and maintain the natural environment and
  associated public access and recreation|rural areas officer|2133|
ecologist|||industrial ecologist;restoration ecologist;aquatic ecologist;environmental scientist;conservationist
  scientist|2133|1157,1158,1159
natural resources consultant|||resources consultant;natural resources expert;natural resources adviser;natural
  resources specialist|2133|
nature conservation officer||manage and improve the local environment within all the sectors of a local
  community|game warden;state game warden;wildlife officer;conservation officer;wildlife control agent;conservation
  programmes officer|2133|1188,1189,1190
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects||2133|
# Farming
agronomist||provide consulting services to companies, agricultural cooperatives, agronomical crop growers and
  horticultural crop growers on the cultivation of food crops|crop nutrition scientist;field agronomist;field
  research agronomist;crop adviser;crop analyst;crop scientist|2132|1147,1111,2042
fruit and vegetable picker||select and harvest fruits, vegetables and nuts according to the method appropriate for
  the type of fruit, vegetable or nut|harvester;carrot harvester;fruit harvester|9211|2043,2044,2045
horticulture worker||carry out practical activities and assist in nurseries or greenhouses for the production of
  horticultural crops|picker;citrus picker;corn picker;crop worker;horticultural worker;horticultural farm
  worker|6113|2046,2044,2047
vineyard machinery operator|||farm machinery operator|6112|
vineyard worker|||winery worker;vineyard labourer|9211|
tree surgeon||maintain trees|vine pruner;grape pruner|6113|2048,2049,2050
agricultural scientist|||agriculture researcher;agricultural quality scientist;agricultural research
  scientist;agricultural development consultant;agricultural development specialist|2132|
livestock advisor||provide complex specialist advice to farmers and livestock breeders to ensure that their business
  and production is optimised|agriculture advisor;agricultural advisor;livestock consultant;livestock business
  advisor;agricultural business advisor|2132|
vineyard manager||orchestrate the conduct of the vineyard and the winery, in some cases also the administration and
  marketing|winery manager|6112|
fruit production team leader||are responsible for leading and working with a team|fruit picking manager;fruit
  harvesting leader;fruit production leader;apple production manager;fruit production manager;fruit production
  supervisor|6112|
horticulture production team leader||are responsible for leading and working with a team|horticultural team
  manager|6113|
agricultural technician||collect and conduct experiments and tests on agriculture and aquaculture
  specimens|agricultural research technician;agricultural research technologist;research assistant;aquaculture
  technician;viticulture technician;horticultural technician|3142|2051,2052,2053
aquaculture husbandry worker||are active in the production of aquatic organisms in land-based on-growing
  processes|aquaculture on-growing worker|6221|
livestock worker||maintain the health and welfare of animals|stable worker;husbandry worker;farm animal
  worker;animal husbandry worker|9212|
farm manager||plan and organise the daily operations, resourcing and business management of animal producing
  farms|farm operations manager;agricultural manager;farming operations manager;agricultural operations
  manager|6130|2054,2055,2056
aquaculture production manager|||fishery production manager|1312|
aquaculture harvesting manager|||harvesting operations manager;aquaculture harvesting supervisor|1312|
aquaculture husbandry manager||specialise in the husbandry of ongrowing aquatic species, especially in the feeding,
  growth, and stock management processes|aquaculture on-growing manager;aquaculture on-growing supervisor|1312|
aquaculture quality supervisor||establish standards and policies for the quality control of aquatic organisms'
  production|fish farming supervisor;fish hatchery supervisor;aquaculture quality manager|3142|
aquaculture recirculation manager|||aquaculture recirculation supervisor|2132|
aquaculture site supervisor||supervise production processes in large-scale aquaculture operations and inspect
  aquaculture sites to maintain and improve performance|fishery site supervisor|3142|
fisheries adviser||provide consultancy on fish stocks and their habitats|fisheries scientist;fisheries
  consultant;fisheries specialist;marine fisheries adviser;marine fisheries scientist;marine fisheries
  consultant|2132|
forester||are responsible for monitoring the natural and economic viability of a woodland or forest and for
  activities related to its management and conservation|area forester;environmental protection forester;fire
  prevention forester;forestry manager;woodland manager|1311|2057,2058,2059
forestry adviser||provide services and advice on economic and environmental issues in compliance with laws and
  regulations|forestry advisor;woodland manager;forestry consultant;woodland consultant|2132|1168,1169,1170
forklift operator||are responsible for operating forklifts to move, locate, relocate, stack, and count
  merchandise|spotter driver;shag truck driver;truck driver;forklift driver;order picker driver;forklift truck
  operator|8344|
land-based machinery operator||operate specialised equipment and machinery for agricultural production and
  maintenance of landscape|equipment operator;combine driver;farm tractor operator;tractor driver;combined
  driver;forest tractor driver|8341|2060,2061,2062
land-based machinery supervisor||plan and organise land-based machinery services for agricultural production and
  landscaping in close cooperation with their clients|farm equipment supervisor;farm machinery supervisor;tractor
  driver supervisor;combined driver supervisor;landbased machinery supervisor;agricultural equipment
  supervisor|8341|
viticulture adviser||advise on improving vineyard production and wine-making|viniculture adviser;viticulture
  specialist;wine production adviser|3142|
load haul dump operator|||loading machine operator;shuttle car operator;coal hauler operator;production miner;ram
  car operator;buggy man|8344|2063,2064,2065
loading operator|||tankerman;truck loader;oil movements operator;PVC loader;rail car loader;tank car
  loader|8344|2066,2067
pile driver|||pile driver operator;pile driving operator;pile driver engineer;pile driving nozzleman;driving
  inspector;driving operator|8344|2068,2069,2070
# Food and Beverage Manufacturing
dairy plant worker||set up, operate and tend equipment to process milk, cheese, ice cream and other dairy
  products|dairy products worker;dairy production worker|8160|
dairy processing operator|||dairy operator|8160|
blender operator||produce non-alcoholic flavoured waters by managing the administration of a large selection of
  ingredients to water|mixer tender;tank tender;soft drinks producer;beverage manufacturer;soft drinks
  manufacturer|8160|2071,2072,2073
fruit and vegetable canner||tend machines to prepare industrial products based on fruits and vegetables for storage
  or shipping||8160|
prepared meat operator||process meat either by hand or using meat machines such as meat grinding, crushing or mixing
  machines|meat manufacturer;meat process worker;meat machine operator|8160|
dairy products maker||artisanally process raw milk to make dairy products such as butter, cheese, cream and
  milk|cream maker;butter maker;cheese maker;yoghurt maker;cream producer;butter producer|7513|
curing room worker||assist in the blending, aging, and fermenting of tobacco strips and stems for the production of
  cigars, chewing tobacco and snuff|drying machine operator;tender;machine operator;tobacco roaster;curing room
  assistant;curing room attendant|7516|2074,2075,2076
fruit and vegetable preserver||tend machines to prepare and preserve fruit and vegetable products||7514|
baking operator||tend automatic reels or conveyor-type ovens to bake bread, pastries and other bakery
  products|bakery worker|8160|
meat cutter||cut carcasses of animals into large and smaller parts for further processing|fish cutter;beef
  trimmer;breast trimmer|7511|2077,2078,2079
starch extraction operator||use equipment to extract starch from raw material such as corn, potatoes, rice, tapioca,
  wheat, etc|refinery starch operator|8160|
leaf sorter||analyse colour and condition of tobacco leaves in order to determine whether they should be used as
  cigar wrappers or binders|peanut separator;tobacco sorter;leaf inspector;leaf quality tester;leaf quality
  analyst;leaf quality inspector|7516|2036,2037
leaf tier||tie tobacco leaves manually into bundles for processing|band tier;buncher;cigar binder;cigar bunch
  maker;leaf bundling attendant;tobacco processing operative|7516|
slaughterer||slaughter animals and process carcasses for further processing and distribution|hog
  slaughterer;livestock slaughterer;poultry slaughterer;animal slaughterer;animal slaughterhouse worker|7511|
miller||tend mills to grind cereal crops to obtain flour||8160|2080,832,2081
baker||make a wide range of breads, pastries, and other baked goods|bakery specialist|7512|2082,2083,1644
blending plant operator||control equipment to weigh and mix vegetable oils used in products such as salad oil and
  margarines|blending operator;blending plant worker|8160|2084,916,2085
meat preparations operator||prepare fresh meat with ingredients such as spices, herbs or additives in order to make
  ready-for-sale meat preparations|meat worker;abbatoir worker;meat processing worker|7511|
food production operator||supply and perform one or more tasks in different stages of the food production
  process|food worker;food production worker;food manufacturing worker;food production operative|8160|
milk treatment operator|||milk processing operator;milk treatment operative;milk processing operative|8160|
cell technician|||CNC machine setter;machine technician;fabrication set-up person;injection molding
  technician;production operator;tooling set-up person|8160|2086,2087,2088
flour purifier operator||tend machines to blend and sift flour|flour purification operator;flour purification
  operative|8160|
cocoa mill operator||tend machines to pulverise cacao beans into powder of specified fineness|cocoa mill
  worker;cocoa milling operator|8160|
oil mill operator||tend mills to extract oil from oilseed following an artisanal techniques|oil mill operative;oil
  milling operative|7514|
pasta maker||prepare fresh pasta, fillings, and other types of pasta following specific recipes and processes|pasta
  producer;pasta goods maker;pasta products maker;pasta making operative|7512|2089,2071,2090
sugar refinery operator||tend and control refinery equipment to produce sugars and related products from raw sugar
  or other raw materials like corn starch|sugar worker;sugar plant operative;sugar refinery operative;sugar
  production operative|8160|
malt kiln operator||tend kiln machines and equipment while supervising that the grain roasting operation maintains
  in specified roasting parameters|malt worker;malt kiln worker;malt kiln operative;malt kiln specialist|8160|
food technician|||food technology expert;food technology specialist|3119|688,689,690
halal slaughterer||slaughter animals and process carcasses of halal meat from cows and chickens for further
  processing and distribution|halal method slaughterer|7511|
kosher slaughterer||slaughter animals and process carcasses of kosher meat for further processing and
  distribution|kosher method slaughterer|7511|
fish preparation operator||realize the preparation of fish and shellfish according to hygiene, food safety and trade
  regulations|fish seller;seafood seller;fish shop worker;fish stall worker;fish counter worker;fish processing
  operator|7511|
malt master||evaluate and grade different malts on a sensory basis for brewing purposes|malt expert;malting
  expert;malting master|7515|
brew house operator||monitor the processes of mashing, lautering and boiling of raw materials|brewery worker;brewery
  operator;brewing operator;brew house worker|8160|
milk reception operator||use devices that ensure the correct qualitative and quantitative reception of the raw
  milk|milk worker;milking operator;milk dairy worker;milk reception operative|7513|
cider master||envision the manufacturing process of cider|cider maker;master cider maker;cider production
  manager;cider manufacture manager|2145|
fruit-press operator||tend power presses to extract juice from fruits||8160|
animal feed operator||tend various animal feed processing machines in industrial plants such as mixing machines,
  filling machines, and loading machines|feed worker;animal feed worker|8160|
liquor grinding mill operator||run mills that grind cracked cocoa beans or nibs of cocoa bean paste as to obtain
  liquid chocolate of specified consistency|grinding mill operator|8160|616,2091,618
butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products|animal butcher;butchery
  expert;butchery worker|7511|2092,2093,2094
bulk filler|||bin filler;bag filler;barrel filler;bulk worker;bulk operator;bulk filling worker|8160|849,850,851
kettle tender||operate machines that mix chewing gum base with sugar or sweetener|tender;machine operator;gum
  machine operator|8160|2095,2096,2097
yeast distiller||extract alcohol from yeast to use it in the manufacture of distilled liquors|yeast handler;yeast
  distilling operative|8160|2098,2095,2096
fish production operator||regulate and supervise fish product manufacturing facilities|fish production worker;fish
  products operator|8160|
wine fermenter||tend tanks to ferment crushed fruit or must into wines|fermentation process operator|8160|
starch converting operator||control converters to change starch into glucose or corn syrup|starch worker;starch
  operator;starch conversion worker|8160|
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology|technologist;research food technologist;hybrid technologist;food
  technology expert;food technology specialist|2145|2099,2100,2101
oilseed presser||operate hydraulic presses that extracts oil from oilseed||7514|
sauce production operator||process, produce and manufacture sauces made from fruits, vegetables, oils and
  vinegars|sauce maker;sauce production worker;sauce production operative|8160|
food production manager||oversee and monitor production and have overall responsibility for staffing and related
  issues||1321|694,695,920
liquor blender||regauge, filter, rectify, blend and verify proof of alcoholic drinks before these are prepared for
  bottling|blender|8160|924,1148,785
coffee taster||taste coffee samples in order to evaluate the features of the product or to prepare blending
  formulas|banana expert;cotton expert;food taster;coffee tasting expert;coffee tasting specialist|7515|2036,2037
food grader||inspect, sort and grade food products|food product grader|7515|
chilling operator||perform various processes and tend specific machines for manufacturing prepared meals and
  dishes|prepared meals operator|8160|
soil surveying technician||analyse soil by carrying out technical surveying tasks, using soil surveying
  techniques|mineral surveying technician;surveyor;geologist;field surveyor;soil scientist;soil
  technician|3111|2102,2103,1176
textile process controller|||textile process inspector;textile process supervisor;textile process
  coordinator;quality assurance supervisor|3119|
chemical manufacturing quality technician|||chemicals quality inspector;manufacturing quality technician|3116|
beverage filtration technician||operate machines that clarify beverages prior to filtering|drink filter
  operator;drinks filtration worker;beverage filtration expert;beverage filtration worker|8160|
blanching operator||remove outer coverings or skins from almonds and nuts in general|blanching worker;blanching
  operative;blanching process worker|8160|
cacao bean roaster||set up and operate cacao processing equipments such as a continuous roasters, crackers fanners,
  drying and grinding equipment|cocoa bean roaster;bean roaster;cocoa roaster|8160|2074,2075,2104
cacao beans cleaner||operate machines for the removal of foreign materials such as stones, string and dirt from
  cacao beans||8160|
carbonation operator||perform the injection of carbonation into beverages|gasifier operator;sparkling machine
  operator;beverage carbonation worker|8160|
centrifuge operator||tend centrifugal machines that separate impurities from food materials aimed to be further
  processed as to achieve finished foodstuffs|spinning operator;spinning operative;centrifuge operative;centrifugal
  process operator|8160|
chocolate moulding operator||tend machines and equipment that pour tempered chocolate into moulds to form bars,
  blocks, and other shapes of chococlate|chocolate moulder|8160|
chocolatier||make confectionery products with chocolate|chocolate maker;chocolate producer;chocolate goods
  maker|7512|1622,1646,2105
cider fermentation operator||control the fermentation process of mash or wort inoculated with yeast||8160|
clothing finisher|||clothes finisher|9321|
cocoa press operator|||cocoa pressing operator;cocoa pressing operative;cocoa compression operator;cocoa compression
  operative|8160|737,924,785
coffee grinder||operate grinding machines to grind coffee beans to specified fineness|machine operator;grinding
  machine operator;industrial coffee grinder;grinder operator;grinding machine attendant|8160|616,2091,618
coffee roaster||control gas fired roasters to dry coffee beans|coffee bean roaster|8160|2074,2075,2076
colour sampling technician||prepare recipes of colours and dyeing mixes|color kitchen worker;colour kitchen
  worker;color sampling technician;colour kitchen technician|3116|
confectioner||make a varied range of cakes, candies and other confectionery items for industrial purposes or for
  direct selling|cake maker;confectionary worker;confectionary products worker|7512|1622,1646,2105
desalination technician||operate, monitor and maintain desalination plant equipment|desalination plant
  technician;desalination equipment operator|3117|
distillery miller||tend distillery mills in order to clean and grind whole grain for use in production of distilled
  liquors|miller;laboratory miller;custom miller|8160|771,2091,617
dryer attendant||tend rotary dryers to remove moisture from raw materials or food products in transformation|drying
  worker;drying attendant|8160|
extract mixer tester||sift spices using mechanical sifters|extract mixer;mechanical sifter operator|8160|
farm milk controller||are responsible for measuring and analysing the production and quality of the milk and
  providing advise accordingly|farm milk analyst;dairy milk analyst;dairy milk controller|7515|
fish canning operator||brine, cook and package fish|fish canning operative|8160|
fish trimmer||cut off fish heads and remove organs from the body for fish and seafood production|fish preparation
  worker|7511|
germination operator||tend steeping and germination vessels where barley is germinated to produce malt|brewery
  technician;steep vessel operator|8160|737,924,784
halal butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products in accordance with
  Islamic practices|meat butcher;meat slicer;slicer;Muslim butcher;halal meat butcher|7511|2092,2093,2094
hand packer||collect, pack and label goods and materials by hand|packer;selector packer;bandoleer packer;manual
  packaging operative|9321|2106,850,2107
honey extractor||operate machines to extract liquid honey from honeycombs|honey process worker;honey production
  worker;honey extraction operative|8160|2108,2109,2110
kosher butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products in accordance with
  Jewish practices|Jewish butcher;kosher meat butcher|7511|2092,2093,2094
pasta operator||manufacture dry pasta products|pasta manufacturer;pasta production operator|8160|
pastry maker||prepare and bake cakes, cookies, croissants, pies and alike products according to recipes|pastry
  cook;pastry production worker;pastry production operator|7512|
vermouth manufacturer||perform all the production processes required to produce vermouth|vermouth producer;vermouth
  operative;vermouth production operator;vermouth production operative|8160|
wood caulker||drive oakum into the seams between planking in deck or hull of wooden ships to make them
  watertight|steel plate caulker|9329|
# Airlines and Aviation
helicopter pilot||fly helicopters in order to transport passengers and cargo from one place to another|EMS
  helicopter pilot;transport pilot;helicopter operator;commercial helicopter pilot|3153|2111,2112,2113
aviation systems technician||make preflight and postflight inspections, adjustments, and minor repairs to ensure
  safe and sound performance of aircrafts||3153|
airline transport pilot|||airline captain;pilot;airbus captain;airline pilot;airline transportation
  pilot|3153|2111,2114,2115
flight operations officer||compile flight information to expedite movement of aircraft between and through
  airports|air operations officer;air operations supervisor;aviation dispatch officer;flight operations
  supervisor|3154|
air traffic controller||assist pilots by providing information concerning the height, speed and course|certified
  professional controller;air route controller;airport traffic controller;air controller;flight
  controller|3154|1596,2116,1597
co-pilot|||multi-crew pilot;aircraft first officer|3153|2117,2118,2115
second officer||are responsible for monitoring and controlling various aircraft systems including fixed-wing and
  rotary wing|flight engineer;inflight engineer|3153|
air traffic safety technician||provide technical support regarding the safety of air traffic control and navigation
  systems||3155|
cabin crew manager|||cabin service manager;cabin service director;flight service manager;inflight service
  manager;customer service director|5111|
flight attendant||perform a variety of personal services conducive to the safety and comfort of airline passengers
  during flight|in-flight crew member;airline stewardess;flight steward;cabin attendant;aircraft attendant;inflight
  service attendant|5111|2119,2120,2121
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers|air navigation manager;air traffic supervisor;flight control manager;flight navigation manager|1324|
aviation inspector|||aircraft inspector;quality inspector;maintenance inspector;flight inspector;inspection
  officer;transportation inspector|3154|2122,927,2123
aircraft pilot||control and navigate aircraft|first officer;army helicopter pilot;aeroplane pilot;cargoplane
  pilot;helicopter pilot;aircraft first officer|3153|2111,2124,2115
aircraft mechanic||advise on maintaining procedures to engines of aircrafts and helicopters|aircraft
  technician;aircraft maintenance technician;helicopter mechanic;engine test specialist;plane engine
  specialist;aircraft engine mechanic|7232|2125,2126,2127
flight instructor|||pilot trainer;flying trainer;pilot instructor;flying instructor;aviation instructor;flight
  simulation instructor|3153|440,2128,2129
aircraft cleaner|||aircraft service attendant;aircraft deicer;aircraft refueler;airplane refueler;aircraft
  detailer;aircraft fueler|7232|2130,2131,2132
commercial pilot||navigate flight of fixed-wing and multi-engine aircrafts for the transport of passengers and
  cargo|commercial airline pilot;airline pilot|3153|2133,2111,2115
aerospace engineer||develop, test and oversee the manufacture of flight vehicles such as aircrafts, missiles, and
  spacecrafts|design engineer;test engineer;aeronautical design engineer;missile designer;avionics
  engineer;spacecraft engineer|2144|2134,2135,2136
airport operations officer||perform supervisory and administrative work monitoring operational activities on an
  assigned shift at a large airport|operations coordinator;airport director;operations officer;ground operations
  officer;airport operations manager;aerodrome operations officer|3154|2137,2138,2139
plane maintenance manager||plan, schedule, and manage the preparation and maintenance works in the hangars and
  workshops|airplane maintenance manager;aeroplane maintenance manager;plane maintenance coordinator;helicopter
  maintenance manager;airplane maintenance coordinator;aviation maintenance coordinator|7232|
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation|tourist assistant;tourist receptionist;tourist centre officer;tourist information
  agent|4221|
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation|rail control operator;train operations manager;railway operations manager;train operations
  specialist;railway operations specialist|1324|
aeroplane engine mechanic||perform overhaul, maintenance and repair work on gas turbine engines||7232|
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements|physical aerodynamicist;CFD engineer;wind tunnel engineer;aerodynamics
  test engineer;aerodynamics design engineer;aerodynamics research engineer|2144|2134,2135,2136
resource manager||manage resources for all potential and assigned projects|land resource specialist;natural resource
  specialist;natural resources specialist;resources manager;resource specialist;resource
  coordinator|1324|2140,1153,1154
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director|1324|
astronaut||are crew members commanding spacecrafts for operations beyond low Earth orbit or higher than the regular
  altitude reached by commercial flights|shuttle pilot;flight engineer;science officer;spacecraft pilot|3153|
aeronautical information service officer||maintain the operational timing from sunrise to sunset in order to ensure
  that the information passed by agencies is authentic|aeronautical information officer|3154|
aeronautical information specialist||provide high quality aeronautical information management services through
  technological means|aeronautical data specialist;aeronautical information manager|3154|
bath stewardess|bath stewardesses||flight attendant|5111|2141,2142,2143
de-icer installer|||harness installer;metal fitter;aeroplane de-icer installer;spacecraft de-icer
  installer|7232|2144,2145,2146
move manager||coordinate all the resources and activities comprised in moving services|moving manager;removal
  manager;relocation manager;removal coordinator;company move manager;corporate move manager|1324|
naval architect||design, build, maintain and repair all types of boats from pleasure crafts to naval vessels,
  including submarines|boat designer;hull designer;ship designer;yacht designer;vessel designer;marine
  architect|2144|2147,865,867
packing machinery engineer||are in charge of and responsible for packaging machinery|packaging
  engineer;machine-packing engineer;mechanical packing engineer;packing machinery inspector;packaging machinery
  engineer;mechanical packaging engineer|2144|
private pilot||operate non-commercial airplanes for leisure with a limited amount of seats and engine
  horsepower|commercial pilot;captain;pilot;charter pilot;air taxi pilot;air-taxi pilot|3153|2148,2111,2149
purchasing manager||are in charge of buying goods, equipment and services for their company, and try to ensure the
  most competitive prices|contract administrator;subcontract administrator;buyer;buying manager;purchasing
  officer;procurement manager|1324|2150,2151,2152
rotating equipment engineer||develop designs and specifications for rotating equipment according to any applicable
  standards|rotating component engineer;rotational equipment engineer|2144|
tour organiser||are in charge of managing and supervising the itinerary of a touristic voyage and provide practical
  information to tourists|tour leader;excursion leader|4221|
train attendant||work on trains to provide services to passengers such as welcoming passengers, answering their
  questions and serving meals|passenger representative;passenger service representative|5111|2141,2142,2143
facilities technician|||maintenance engineer;maintenance mechanic;building mechanic;equipment engineering
  technician;maintenance journeyman;maintenance specialist|7232|2153,2154,2155
ferry engineer|||port engineer;tug boat engineer;barge engineer;harbor engineer;towboat engineer;tugboat
  engineer|2144|2156,2157,2158
grain buyer|||grain merchandiser;purchasing agent;grain origination specialist;tobacco buyer;cattle buyer;food
  broker|1324|2159,2160,2161
grocery buyer|||procurement specialist;purchasing coordinator;retail buyer;merchandise buyer;fur buyer;gold
  buyer|1324|2162,2163,2164
lobby attendant|||ticket taker;usher;visitor services representative;docent;ticket attendant;visitor services
  assistant|5111|2165,2166,2167
lobby attendant|||ticket taker;usher;visitor services representative;docent;ticket attendant;visitor services
  assistant|5111|2165,2166,2167
# Aviation and Aerospace Component Manufacturing
aviation mechanic|||pneudraulic systems mechanic;cabin mechanic;aircraft engineer;aircraft technician;aeroplane
  technician;aviation line inspector|7232|2125,2126,2127
aircraft cleaner|||aircraft service attendant;aircraft deicer;aircraft refueler;airplane refueler;aircraft
  detailer;aircraft fueler|7232|2130,2131,2132
aviation safety officer||plan and develop safety procedures for aviation companies|flight safety officer;airport
  safety officer;airfield safety officer;flight safety supervisor;airport safety supervisor;aviation security
  officer|3119|
avionics technician|||test technician;systems test technician;aerospace mechanic;line technician;avionics
  mechanic;avionics test technician|7421|2168,2169,2170
aviation electrical technician|||avionics electronics technician;avionics installer;aviation electronics
  technician;electronic technician;aircraft electrician;aircraft armament mechanic|7421|2171,2172,2173
aircraft assembler|||aircraft fitter;plane assembler;aeroplane assembler;fixed wing aircraft;helicopter
  assembler;jet aircraft assembler|8211|
aerospace engineer||develop, test and oversee the manufacture of flight vehicles such as aircrafts, missiles, and
  spacecrafts|design engineer;test engineer;aeronautical design engineer;missile designer;avionics
  engineer;spacecraft engineer|2144|2134,2135,2136
avionics inspector||inspect instruments, electrical, mechanical and electronic systems of aircrafts to ensure their
  compliance with the performance and safety standards|systems inspector;safety inspector;aviation test
  inspector;avionics test inspector;flight safety inspector;aviation repair inspector|3114|2174,2175,927
engine inspector||inspect all types of engines used for aircrafts in factories to ensure compliance with safety
  standards and regulations|plane engine inspector;airplane engine inspector;aeroplane engine inspector;engine
  inspection engineer;helicopter engine inspector;engine inspection technician|3115|
aerospace engineering technician||work with aerospace engineers to operate, maintain and test equipment used on
  aircraft and spacecraft|aircraft technologist;aeroplane technologist;spaceship technologist;spacecraft
  technologist;aeronautical technologist;aircraft engineering technician|3115|
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements|physical aerodynamicist;CFD engineer;wind tunnel engineer;aerodynamics
  test engineer;aerodynamics design engineer;aerodynamics research engineer|2144|2134,2135,2136
flight test engineer|||aircraft design engineer;aircraft engineer;flight engineer;CFD engineer;aircraft test
  engineer;flight test technician|2152|2134,2135,2136
industrial maintenance supervisor||organise and supervise the activities and maintenance operations of machines,
  systems and equipment|machine setter supervisor;maintenance work supervisor;leading maintenance
  machinist;maintenance machining supervisor|3115|
precision mechanic||manufacture precision metal components for machines and assemble them into functional
  units|precision process engineer;mechanical precision engineer;precision mechanical engineer;precision operations
  mechanic;precision processing engineer;precision engineering supervisor|7222|
plane maintenance manager||plan, schedule, and manage the preparation and maintenance works in the hangars and
  workshops|airplane maintenance manager;aeroplane maintenance manager;plane maintenance coordinator;helicopter
  maintenance manager;airplane maintenance coordinator;aviation maintenance coordinator|7232|
precision engineer||design processes, machines, fixtures and other equipment that have exceptionally low engineering
  tolerances, are repeatable and stable over time|precision engineering expert;precision engineering
  adviser;precision engineering consultant;precision engineering specialist|2144|
motorcycle assembler||fasten motorcycle parts and components together such as frames, wheels, engines etc|bike
  builder;cycle builder;moped builder;bicycle builder;cycle assembler;moped assembler|8211|
waste management officer||advise and enforce regulations on facilities managing waste disposal, collection and
  recycling|recycling officer;waste disposal officer;waste diversion manager;waste recycling officer;waste disposal
  operative|1321|
engine designer||carry out engineering duties in designing mechanical equipment such as machines and all types of
  engines|test engineer;tool engineer;tool designer;engines designer;engine test engineer;electrical engine
  designer|2144|598,883,884
marine surveyor||inspect vessels intended for operations in maritime or open sea waters|ship surveyor;cargo
  surveyor;maritime ship inspector;marine warranty surveyor|3115|925,926,927
wood products assembler||put together products from premade pieces of wood|door builder;joiner;production
  assembler;door assembler;stair assembler;window assembler|8219|
IT repair inspector|||IT repair technician;copier repair technician;office service inspector;office equipment
  repairer;office facilities manager;office service technician|7421|
airport maintenance technician|||airport maintenance officer;airport maintenance specialist|3119|
bicycle assembler||build, tune and ensure good working order of all types of bicycles such as mountain bikes, road
  bikes, children's bikes etc|bike maker;cycle maker;bike assembler;cycle assembler;road bike maker;tag-along
  maker|8219|2176,2177,2178
commissioning technician||work with commissioning engineers to supervise the final stages of a project when systems
  are installed and tested||3119|
communication infrastructure maintainer||install, repair, run and maintain infrastructure for communication
  systems|cable technician;telecoms infrastructure engineer;telecoms infrastructure technician|7422|
cutting torch operator||||7223|
de-icer installer|||harness installer;metal fitter;aeroplane de-icer installer;spacecraft de-icer
  installer|7232|2144,2145,2146
drill press operator|||tender;metal;machine operator;drill operator;drill operative;reamer operator|7223|885,886,887
electrical cable assembler|||wire assembler;cable assembler;cabling technician;cable wiring operative|8212|
electron beam welder||set up and tend machines designed to join separate metal workpieces together through the use
  of a high-velocity electron beam|welder;fabrication welder;MIG welder;arc welder;butt welder;flash
  welder|7212|763,912,764
event scaffolder||set up and dismantle temporary seating, stages and structures to support performance equipment,
  artists and audience|scaffolding worker;scaffolding installer|7215|
farrier||inspect, trim and shape the hooves of horses and make and fit horseshoes, in compliance with any regulatory
  requirements by the National legal authority|horse shoe fitter;pedicure specialist;horse pedicure
  specialist|7221|1831,1822,2179
footwear technologist||provide interface between design and production|footwear product engineer;footwear product
  technologist|3119|
foundry moulder||manufacture cores for metal moulds, which are used to fill a space in the mould that must remain
  unfilled during casting|molder;sand molder;no bake molder;core maker;sand moulder;foundry
  worker|7211|2180,2181,2182
ground rigger||assist level riggers assembling temporary suspension structures to support performance equipment|down
  rigger|7215|
gunsmith||modify and repair metal fabricated firearms for special costumer specifications|metal worker;rifle
  engraver;firearm builder;shotgun builder;custom rifle designer|7222|
high rigger||assemble and hoist temporary suspension structures on heights to support performance equipment|up
  rigger;level rigger;aerial rigger;height rigger;climbing rigger;bucket high rigger|7215|2183,838,839
hydropower technician||install and maintain systems in hydropower plants|wave power technician;tidal power
  technician;hydroelectric technician;marine energy technician;hydropower plant technician;hydroelectric plant
  technician|3113|
language engineer||work within the field of computing science, and more specifically in the field of natural
  language processing|linguistic engineer;language technologist;language engineering adviser;language technology
  engineer;machine translation engineer;language engineering consultant|2152|
laser beam welder|||welder;laser welder;repair fitter;laser tube welder;laser repair welder;LBW machine
  operator|7212|
locksmith||install and repair mechanical and electronic lock systems using specialized tools|certified master
  locksmith;forensic locksmith;road service locksmith;key maker|7222|2184,2185,2186
machinist||set-up, maintain and control a computer numerical control machine in order to execute the product
  orders|machine operator;machine set-up operator;CNC operator;CNC machinist;CNC mill operator;CNC drill
  operator|7223|2187,2188,2189
material stress analyst||plan and use software to perform structural analyses including static, stability and
  fatigue analyses on a variety of machines|stress tester;stress analyst;materials analyst;stress
  technician;structure engineer;structural engineer|3115|
microsystem engineer|||MEMS engineer;micro-system engineer;microsystems engineer;advanced MEMS
  engineer;micro-systems engineer;microsystem engineering expert|2152|1018,1443,733
mouldmaker||manually create moulds for the production of metal products|mold maker;foundry sand moulder;hand-moulded
  casting worker|7211|
pipeline compliance coordinator||track, compile and summarise all the compliance and conformance activities in
  pipeline infrastructures and fields|pipeline inspector;pipeline safety inspector;pipeline safety
  coordinator;pipeline compliance inspector;roadside pipeline coordinator|3119|
punch press operator|||brake operator;brake machine operator;brake press operator;press inspector;press
  operative;punchpress worker|7223|594,2190,595
rigger||specialise in the lifting of heavy objects, often helped by a crane or derrick|tent rigger;crane
  rigger;marquee rigger|7215|837,2183,838
rigging supervisor||oversee rigging operations|site superintendent;building construction superintendent;drilling
  superintendent;rigging manager;lifting supervisor|7215|1357,1359,1363
sensor engineer||design and develop sensors, sensor systems and products that are equipped with sensors|sensor
  designer;sensor developer;sensors engineer;sensor design engineer;sensor systems engineer;sensor engineering
  expert|2152|
shredder operator|||smelter operative;recyling operative;metal shredder operator;recycled metal operative;metal
  recycling operative;metal processing operative|7223|
tent installer||set up and dismantle temporary shelters, tents and circus tents with the associated accommodation
  for events and performances|installer;tent builder;field installer;tent crew installer;party tent installer;tent
  installation worker|7215|
textile quality manager||implement, manage and promote quality systems|textile quality supervisor|1321|
tool grinder|||sharpener;cutter grinder;card grinder|7224|2191,2192,2193
all terrain vehicle technician|||motorcycle mechanic;motorcycle technician;custom bike builder;motorcycle service
  technician;motorsports technician;scooter mechanic|8219|2194,2195,2196
facilities technician|||maintenance engineer;maintenance mechanic;building mechanic;equipment engineering
  technician;maintenance journeyman;maintenance specialist|7232|2153,2154,2155
hoist operator|||hoistman;winch derrick operator;coal trimmer;cupola hoist operator;jammer operator;marine railway
  operator|7215|2197,2198,2199
mold mechanic|||caster;molding line operator;carver;sandblaster;stone carver;stone cutter|7211|2200,2201,2202
# Pharmaceutical Manufacturing
pharmaceutical quality specialist||perform inspections and precision measurements in order to test and ensure the
  quality of pharmaceutical products|pharmaceutical quality manager;pharmaceutical quality inspector;pharmaceutical
  quality technician|2262|
biology technician||provide technical assistance in researching and analysing the relationship between living
  organisms and their environment|fish technologist;animal technician;wildlife technician;mammalogy
  technician;animal lab technician;biology lab technician|3141|467,468
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|research scientist;research soil scientist;scientist;plant
  scientist;plant researcher;forest technician|3141|1111,1112,1113
pharmacy technician|||pharmacy technologist;pharmaceutical technician;pharmaceutical technologist;pharmacy technical
  assistant|3213|2203,2204,2205
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs||2131|
pharmaceutical engineer|||biotechnology engineer;pharmaceuticals engineer;pharmaceutical process
  engineer;pharmaceutical project engineer;pharmaceutical research engineer;pharmaceutical engineering
  expert|2145|890,1117,891
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist;pharmacy practitioner;pharmacology practitioner|2262|294,259,260
quality director||manage and promote the systems of quality assurance implemented in the organisations|quality
  control director;quality supervisor;quality control manager;quality managing director;leatherware quality
  manager;leatherware quality director|1321|1078,1079,1456
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist;advanced pharmacist;clinical pharmacist;pharmacy specialist|2262|
fashion production manager|||production planning manager|1321|
capsule filling machine operator||control the filling of gelatine capsules with the specific medicinal
  preparations|filler operator;machine operator;ampoule filler;capsule filler;capsule machine operator;filling
  machine operator|8131|953,954,955
toxicologist|||toxicology analyst;toxicology scientist;toxicology researcher;toxicology studies analyst;toxicology
  research analyst;toxicology studies scientist|2131|1126,1127,1128
biomedical scientist advanced|||advanced medical scientist;advanced biomedical researcher|2131|
fashion production manager|||production planning manager|1321|
dry house attendant||monitor and maintain the drying room, making sure the pyrotechnics are dried and stored within
  the correct parameters and specifications|pyrotechnics production worker|8131|
fertiliser mixer||operate and maintain machines that mix chemical ingredients in order to produce fertilisers,
  making sure the end product is according to specifications|fertilizer mixer|8131|
gauger||test oil during the processing and before dispatch|field gauger;refiner;tank terminal
  gauger|8131|2206,2207,2208
granulator machine operator|||wet-mix operator;granulation operator;granulation operative;granulating machine
  operator;granulating machine operative;granulation machine operative|8131|620,915,2209
industrial pharmacist||are involved in the research and creation of medications|informatics pharmacist;registered
  pharmacist;pharmacy consultant;pharmacist;industrial pharmacy consultant;industrial pharmacy
  specialist|2262|294,259,260
lacquer maker||operate and maintain laquers and syntetic paints mixers and jar mills, making sure the end product is
  according to formula|machine sand mixer;lacquer mixer|8131|771,2210,2091
motion picture film developer||develop film material into visible videos and material|photo specialist;film
  technician;photo lab specialist;film developer;film lab expert;film lab developer|8132|2211,2212,2213
nitroglycerin neutraliser||maintain explosives mixing tanks by neutralizing the process remaining
  acids|nitroglycerin production worker;nitroglycerin production operator;nitroglycerin production operative|8131|
nitroglycerin separator operator|||tender;chemical operator;devulcanizer tender;nitro-separator operator;chemical
  equipment worker;nitro-separator operative|8131|899,2214,901
nonwoven filament machine operator||perform chemical nonwoven processing operations|nonwoven yarn worker;non-woven
  yarn worker;nonwoven filament machinist|8131|
paint mixer|||paint maker;paint mixer worker;paint mixer operator;paint mixer operative;paint production
  worker;paint production assistant|8131|2084,915,2215
soap chipper||operate the machinery that turns soap bars into soap chips, making sure the end product is according
  to specifications|machine feeder;dryer feeder;feeder;soap chipper tender;soap chipper operator;soap chipper
  operative|8131|2216,2217,2218
soap maker||operate equipments and mixers that produce soap, making sure the end product is produced according to
  specified formula|boiler;oil boiler;salt boiler;artisan soap maker;soap factory operator|8131|880,881,2219
varnish maker||operate equipment and mixers for varnish production, by melting, mixing and cooking the required
  chemical ingredients, according to specifications|kettle worker;kiln charger;pulp cooker;kettle operator;varnish
  production worker|8131|880,881,2219
wax bleacher||operate and maintain filter presses and tanks, used in wax bleaching, for candle production
  processes|lard bleacher;tank pumper;candle production worker;candle production operator;candle production
  operative|8131|2220,2221,785
camera repair technician|||camera repairman;camera technician;photo equipment technician;photo
  technologist;photographic equipment technician;photographic technician|8132|2222,2223,2224
chipper operator|||flumer;packaging line operator;debarker operator;package line operator;packing line
  operator;strapper operator|8131|2225,2226
field operator|||pumper;well tender;wellhead pumper;lease attendant;oilfield plant operator;well field
  technician|8131|2227,2228,2229
# Medical Equipment Manufacturing
medical device assembler||manufacture instruments, machines and appliances that can be used to prevent, diagnose or
  treat medical conditions|medical appliance technician;medical assembler;medical device maker;medical appliance
  maker;medical furniture maker;medical instrument maker|8219|2230,2231,2232
medical device engineering technician|||biomedical technician;biomedical engineering technician;biomedical
  engineering technologist;pacemaker technician;MRI machine technician;medical device builder|3114|2233,2234,2235
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|medical engineer;clinical engineer;audiology engineer;biomedical
  engineer;orthopaedic engineer;medical device developer|2152|1458,891,1125
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer;mine instrumentation
  engineer;instrumentation engineering expert;instrumentation engineering adviser;instrumentation engineering
  consultant|2152|2236,2237,2238
instrumentation engineering technician|||instrumentation technician;instrumentation technologist;instrumentation
  engineering assistant|3114|691,692,693
dental technician|||certified dental technologist;dental technologist;orthodontic technician;prosthetic
  technologist;orthodontic technologist;clinical dental technician|3214|2239,2240,2241
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|product test specialist;electromechanical technologist;automation test specialist;wind
  energy technician;ship electrical technician;electromechanical technician|3113|637,684,671
equipment engineer||design and maintain the machinery and equipment in manufacturing facilities|electrical
  electronics engineers;equipment engineering expert;equipment engineering adviser;equipment technology
  engineer;equipment engineering consultant;equipment engineering specialist|2144|2242,2243,2244
test engineer||||2149|2245,772,774
research agricultural engineer|||agricultural systems specialist;product technology scientist;agriculturl
  scientist;agricultural systems engineer;agricultural equipment designer;agricultural equipment
  engineer|2144|772,773,774
biomedical engineer|||BME expert;BME adviser;BME consultant;BME specialist;bio-medical engineer;biomedical
  engineering expert|2149|1124,1458,891
prosthetic-orthotics technician||design, create, fit and repair supportive devices, such as braces, joints, arch
  supports, and other surgical and medical appliances|prosthetics technician;orthopedic technician;brace
  maker;prosthetics maker;orthotic technician;orthotics technician|3214|2230,2232,2246
photonics engineer||are concerned with the generation, transmission, transformation, and detection of light|optical
  specialist;test engineer;laser systems engineer;laser engineer;electro-optical engineer;optical systems
  engineer|2149|823,824,919
prosthetist-orthotist|||certified orthotist;ABC orthotist;board orthotist;prosthetic technician;prosthetic
  technologist;artificial limb technician|3214|375,376,377
tanyard area supervisor||plan and organise the work, the staff and equipment of the department involving the washing
  of the raw hides or skins|beamhouse department manager|1321|
health and safety engineer||design objects and programs by combining engineering principles and health and safety
  requirements|industrial safety engineer;EHS specialist;chemical detection expert;health engineer;safety
  engineer;safety case expert|2149|2247,2248,2249
aviation ground systems engineer||||2149|
acoustical engineer||study and apply the science of sound to various applications|acoustics engineer;acoustical
  engineering expert;acoustical engineering adviser;acoustical technology engineer;acoustical engineering
  consultant;acoustical engineering specialist|2149|1002,1003,1004
audiology technician||create and service hearing aids and hearing protection products|hearing aid specialist;hearing
  specialist;hearing care specialist;audiology assistant;hearing aid technician;hearing help
  technician|3214|2250,2251,2252
bicycle assembler||build, tune and ensure good working order of all types of bicycles such as mountain bikes, road
  bikes, children's bikes etc|bike maker;cycle maker;bike assembler;cycle assembler;road bike maker;tag-along
  maker|8219|2176,2177,2178
calculation engineer||draw conclusions about real systems, such as on strength, stability and durability, by
  performing experiments on virtual models|stress engineer;process engineer;technical engineer;structural
  engineer;computational engineer;process modelling engineer|2149|1005,1006,1007
commissioning engineer||supervise the final stages of a project when systems are installed and tested||2149|
compliance engineer||strive to keep the highest compliance of systems with engineering specifications|compliance
  engineering expert;compliance engineering adviser;compliance engineering consultant;compliance engineering
  specialist|2149|
installation engineer||oversee and manage the installing of structures, which take often many years to design and
  construct|structural design engineer;design engineer;building engineer;structural engineer;commissioning
  engineer;field installation engineer|2149|1011,1005,1012
logistics engineer||design and implement systems aimed to optimise the time and efforts invested in transportation
  activities|supply management specialist;logistics specialist;automated logistics specialist;logistics engineering
  expert;logistics engineering adviser;logistics technology engineer|2149|723,1013,1014
patent engineer||advise companies on different aspects of intellectual property law|technical engineer;patent
  agent;patent scientist;technical patent specialist;intellectual property engineer|2149|1018,1019,1020
renewable energy engineer||research alternative sources of energy in order to design systems for renewable energy
  production|except wind;wind energy engineer;energy efficiency engineer;turbine engineer;renewables
  engineer;renewable power engineer|2149|1018,1021,1022
thermal engineer||design systems which provide heating or cooling, using thermodynamics, that transfer heat or
  energy through liquids and gases|thermal plant operator;thermal power engineer;thermal engineering expert;thermal
  engineering adviser;thermal technology engineer;thermal engineering consultant|2149|
all terrain vehicle technician|||motorcycle mechanic;motorcycle technician;custom bike builder;motorcycle service
  technician;motorsports technician;scooter mechanic|8219|2194,2195,2196
hearing therapist|||audiologist;audiology doctor;clinical audiologist;educational audiologist;dispensing
  audiologist;forensic audiologist|3214|2253,2254,2255
# Automotive
motor vehicle body assembler||fasten motor vehicle body parts and components together such as frames, doors, chassis
  and hoods|bus body assembler;car body assembler;coach body assembler;lorry body assembler;truck body
  assembler;motorcycle body assembler|8211|
motor vehicle engine inspector||inspect diesel, gas, petrol and electric engines used for cars, buses, trucks
  etc||3115|
motor vehicle parts assembler||fasten motor vehicle parts and components together|car parts assembler;auto parts
  assembler;lorry parts assembler;automotive parts assembler|8211|
automotive electrician|||automotive technician;installation technician;car electrician;van electrician;truck
  electrician;vehicle body electrician|7412|2256,2257,2258
motor vehicle assembler||install and put prefabricated motor vehicle parts and components together|auto battery
  builder;body builder;production line assembler;car builder;car assembler;lorry builder|8211|
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|engineering technician;automation design checker;engineering drawings checker;bus
  engineering technician;car engineering technician;coach engineering technician|3115|634,635,636
automotive engineer|||design engineer;process engineer;ventilating expert;bus designer;coach designer;lorry
  designer|2144|597,2259,972
motor vehicle engine assembler||build and install prefabricated parts to form motor vehicle engines such as diesel,
  gas, petrol and electric engines|bus engine builder;car engine builder;gas engine builder;bus engine assembler;car
  engine assembler;coach engine builder|8211|
vehicle technician||inspect, test and maintain vehicles, motorcycles, engine tune-ups and tyre
  replacements|mechanic;hybrid car mechanic;air conditioning mechanic;bus mechanic;car mechanic;van
  mechanic|7231|2260,2261,2262
electrical engineer||design and develop electrical systems, electrical equipment, components, motors, and equipment
  with the feature of energy transmission|design engineer;electricity engineer;electrical design engineer;electrical
  systems engineer;advanced electrical engineer;electrical engineering expert|2151|2236,2237,2238
automotive brake technician||inspect, maintain, diagnose and repair braking, steering and suspension systems as well
  as wheels and tyres|diagnostic technician;automotive repair technician;repair technician;brake technician;car
  brake technician;suspension technician|7231|2260,2263,2264
roadside vehicle technician||perform onsite repairs, tests and maintenance to roadside vehicles|mobile auto
  mechanic;LGV roadside technician;PCV roadside technician;bus roadside technician;car recovery technician;mobile
  vehicle mechanic|7231|
project engineer|||systems engineer;HVAC engineer;HVACR engineer;services engineer;HVAC site engineer;HVAC project
  engineer|2144|597,598,599
automotive body technician|||body man;body technician;collision repair technician;collision technician;frame
  man;refinish technician|7231|2265,2266,2267
fuel dock attendant|||gas attendant;service station attendant;dock attendant;dock hand;fuel attendant;gas
  pumper|7231|2268,2269,2270
mine electrical engineer|||electrical engineer;electrical technologist;mines electrical engineer;mine electrical
  technician;mining electrical engineer;electrical engineering expert|2151|
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer;dry cell repairer;dry cell installer;car battery installer;bus battery technician|7412|
automotive body technician|||body man;body technician;collision repair technician;collision technician;frame
  man;refinish technician|7231|2265,2266,2267
fuel dock attendant|||gas attendant;service station attendant;dock attendant;dock hand;fuel attendant;gas
  pumper|7231|2268,2269,2270
motor vehicle engine tester||test the performance of diesel, petrol, gas and electric engines in specialised
  facilities such as laboratories|compressed gas tester;electric meter tester;electric motor tester;engine
  tester;bus engine tester;car engine tester|3115|877,878,879
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|related repairer;maintenance technician;repair technician;machine repairer;power tool
  mechanic;tool repair inspector|7412|664,665,666
rolling stock electrician|||wagon builder;railcar builder;carriage builder;rail electrician;depot electrician;wagon
  electrician|7412|
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer;railcar designer;railcar
  engineer;carriage designer;carriage engineer|2144|
appliance technician|||vacuum repairer;home appliance repairer;appliance mechanic;appliance repair
  mechanic;appliance repair technician;appliance service technician|7412|714,715,716
clock repairer|||watch estimator;watch technician;antique clock repairer;watch
  repairer;horologist;watchmaker|7412|717,718,719
piano technician|||banjo repair person;luthier;piano tuner;guitar repairer;instrument repair technician;mandolin
  repair person|7412|720,721,722
lift engineer||set lifts into a prepared framed hoistway|elevator mechanic;elevator service technician;elevator
  technician;lift builder;lift inspector;lift installer|7412|2271,2272,2273
rolling stock engineering technician||||3115|
coachbuilder||execute work on vehicle bodies and coaches with skills to form body parts from panels, manufacture and
  assemble the frames and parts for vehicles|vehicle builder;bus-body builder;coach-body builder;caravan-body
  builder;vehicle-body builder;vintage vehicle-body builder|7231|
electrical mechanic||install, repair and maintain mechanical and electrical components of machinery, tools and
  equipment|neon sign mechanic;street light mechanic;traffic signal mechanic;electrician;diagnostic
  electrician;production electrician|7412|1248,1249,1294
engine assembler||build and install prefabricated parts to form aircraft engines such as lightweight piston engines
  and gas turbines|engine builder;machine builder;plane engine builder;plane engine assembler;airplane engine
  builder;aeroplane engine builder|8211|697,698,699
AC repairer||use electrical equipment to test resistance or voltage and to identify appliances' malfunctions|dryer
  repairer;dishwasher repairer;refrigerator repairer|7412|
vessel engine inspector|||boat engine builder;LNG engine inspector;marine engine tester;boat engine assembler;boat
  engine inspector;marine engine builder|3115|
door installer|||garage door installer;garage door technician;mechanical door repairer;commercial door
  installer;commercial installer;door technician|7412|2274,2275,2276
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler|8212|
mechatronics engineer|||robotics engineer;cybernetics engineer;electromechanical engineer;mechanical systems
  engineer;mechatronics systems designer;advanced mechatronics engineer|2144|731,732,733
transport equipment painter|||painter;hand sprayer;industrial painter;car painter;van painter;truck
  painter|7132|2277,932,2278
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler|2144|
mine mechanical engineer|||mine operations manager|2144|
marine electrician|||naval electrician;vessel electrician;marine design electrician;marine repair electrician;marine
  systems electrician;marine diagnostic electrician|7412|1248,1249,1294
mechatronics assembler||assemble and maintain complex mechatronic equipment and machines, such as robots, elevators,
  and advanced home appliances|robotic fitter;robotic assembler;mechatronics fitter;mechatronics installer;robotic
  equipment operator;robotic equipment repairer|8211|
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology|mechanicals engineer;engineering technician;electro-mechanic engineer;electro-mechanics
  engineer;electromechanical designer;electric machinery engineer|2151|
vehicle maintenance supervisor||assume responsibility for the day-to-day operation of a service station|LGV
  maintenance manager;PCV maintenance manager;bus maintenance manager;service station manager;fast-fit service
  manager;coach maintenance manager|7231|
refurbishing technician||overhaul and refurbish inner parts of vehicles, such as engine parts and diesel pumps|car
  body repairer;engine technician;truck body repairer;bus engine technician;car engine technician;gas engine
  technician|7231|
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations|depot repair inspector;wagon engine inspector;railcar engine inspector;carriage engine
  inspector;workshop repair inspector;locomotive engine inspector|3115|
marine engineering technician|||marine technologist;vessel technologist;submarine technologist;boat engineering
  technician;ship engineering technician;yacht engineering technician|3115|858,859,860
electromagnetic engineer|||EMC engineer;electro-magnetic engineer;electromagnetics engineer;electro-magnetics
  engineer;electromagnetic design engineer;electromagnetic systems engineer|2151|
ground lighting officer||carry out the inspection and maintenance of airports' lighting systems|airport lighting
  officer;ground lighting engineer;airfield lighting officer;airport lighting supervisor|7412|
mining electrician||install, maintain and repair specialised electrical mining equipment using their knowledge of
  electrical principles|electrical system specialist;auto electrician;plant electrician;electrical
  specialist;maintenance electrician;mine machinery specialist|7412|1248,1260,1249
welding inspector||examine the connections and bonds between metals|welding supervisor;butt welding engineer;flash
  welding engineer;tack welding inspector;stitch welding engineer;robotic welding engineer|3115|
tooling engineer||design new tools for manufacturing equipment|tools engineer;press tooling engineer;tooling design
  engineer;tooling engineering expert;tooling engineering adviser;tooling technology engineer|2144|970,971,972
diesel engine mechanic||repair and maintain all types of diesel engines|truck mechanic;bus mechanic;fleet
  mechanic;diesel mechanic;mechanical body fitter;mechanical bogie fitter|7231|967,968,969
metallurgical manager|||metallurgy manager;plant metallurgist;metallurgy specialist|1321|
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager;industrial production supervisor;manufacturing production
  manager|1321|896,695,1459
RV repair technician|||RV service technician;RV technician;hitch technician;RV body mechanic;RV repairer;RV
  mechanic|7231|2279,2280,2281
rail car mechanic|||rail car repairer;rail car repairman;rail car welder;freight maintenance specialist;locomotive
  repairman;rail car sandblaster|7231|2282,2283,2284
small engine mechanic|||chainsaw technician;golf cart mechanic;lawnmower repair mechanic;shop mechanic;small engine
  technician;gas engine repairer|7231|2285,2286,2287
electrical cable assembler|||wire assembler;cable assembler;cabling technician;cable wiring operative|8212|
material stress analyst||plan and use software to perform structural analyses including static, stability and
  fatigue analyses on a variety of machines|stress tester;stress analyst;materials analyst;stress
  technician;structure engineer;structural engineer|3115|
naval architect||design, build, maintain and repair all types of boats from pleasure crafts to naval vessels,
  including submarines|boat designer;hull designer;ship designer;yacht designer;vessel designer;marine
  architect|2144|2147,865,867
packing machinery engineer||are in charge of and responsible for packaging machinery|packaging
  engineer;machine-packing engineer;mechanical packing engineer;packing machinery inspector;packaging machinery
  engineer;mechanical packaging engineer|2144|
restoration technician||overhaul old and classic cars|conservation specialist;car restorer;old car restorer;vehicle
  restorer;classic car restorer;old vehicle restorer|7231|1432,1433,1434
ride technician||work to maintain and repair amusement park attractions|aquatic technician;theme park
  technician;engineering supervisor;ride mechanical engineer;ride maintenance engineer|7412|
rotating equipment engineer||develop designs and specifications for rotating equipment according to any applicable
  standards|rotating component engineer;rotational equipment engineer|2144|
surface treatment operator||apply chemicals and paint to the material surface in order to protect against
  corrosion|ship painter;vessel painter;marine vessel painter;surface treatment worker;surface coatings
  technician;surface treatment operative|7132|
textile quality manager||implement, manage and promote quality systems|textile quality supervisor|1321|
tyre fitter||inspect, maintain, repair and fit tyres to vehicles|machinist;wheel fitter;tyre inspector;wheel
  machinist;garage assistant|7231|
vehicle maintenance attendant||execute basic tasks such as changing oil, changing filters, changing spark plugs at a
  vehicle maintenance station|LGV service technician;PCV service technician;bus service technician;coach service
  technician;LGV maintenance attendant;PCV maintenance attendant|7231|
# Oil and Gas
drilling engineer||develop and supervise the drilling of gas and oil wells|completion engineer;oil drilling
  engineer;wells engineer;drilling expert;drilling technician;offshore drilling engineer|2146|2288,2289,2290
gas operations manager|||gas production manager;oil operations manager;oil production manager;gasfield production
  manager;oilfield production manager|1322|
pipeline pump operator|||pump operator;pipeline operator;tank tender;pump tender;pipeline tender;gas transfer
  operator|8113|2291,2292,2293
petroleum pump system operator||tend pumps that keep the circulation of oil and derived products running
  smoothly||3134|2206,2207,2294
gas production engineer||develop methods to optimise the extraction and production of gas for energy and
  utilities|petroleum production engineer|2145|
petroleum engineer||evaluate gas and oil fields|petroleum production engineer;gas engineer;reservoir
  engineer;petroleum geologist;petroleum production technician|2146|2288,2290,2295
field operator|||pumper;well tender;wellhead pumper;lease attendant;oilfield plant operator;well field
  technician|3134|2227,2228,2229
gas processing plant operator||operate and maintain distribution equipment in a gas distribution plant|gas
  distribution operator|3134|1335,1336,1337
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas|metallurgist;mining technician;minerals technician;extraction technician;metallurgy
  technician;laboratory metallurgist|3117|
liquid fuel engineer||evaluate liquid fuel extraction sites|fuel chemist;fuel engineer;fuel specialist;petrol
  engineer;biofuel engineer;chemical engineer|2146|
gas distribution engineer|||LPG distribution engineer;gas transmission engineer;gas distributions engineer|2145|
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|post hole digger;drilling supervisor|8113|2296,2297,2298
refinery shift manager||supervise staff, manage plant and equipment, optimise production and ensure safety at the
  oil refinery on a day-to-day basis|shift manager;refinery manager;shift supervisor;refinery coordinator;refinery
  shift supervisor|3134|584,2299,2300
explosive technician|||blaster;powderman;blast setter;dynamite shooter;dynamiter;explosive ordnance
  handler|8113|2301,2302,2303
roof bolter operator|||bolter;roof bolter;underground roof bolter;bolting machine operator;bolting
  inspector|8113|2304,2305,2306
mud logger||analyse the drilling fluids after they have been drilled up|drilling fluids specialist;electrical
  logger;geophysical support specialist;logging geologist;surface logging specialist;surface logging
  technician|2114|1990,2307,2308
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician;drilling equipment operator;drilling equipment technician|8113|
quarry engineer||analyse which extraction methods such as excavating, drilling and blasting are most suited to
  extract raw materials from the ground|planning engineer;mine engineer;quarry manager;mining engineer;explosives
  engineer;mine planning engineer|2146|2309,2310,2311
tool pusher||assume responsibility over daily drilling operations|rig manager|8113|2312,976,2313
quarry manager||plan, oversee and coordinate quarry operations|quarry engineer;quarrying engineer;quarry management
  expert;quarry operations manager;quarry operations engineer;quarrying industry manager|1322|
derrick operator|||derrick hand;derrick man;floor hand;derrick worker;rotary derrick operator;drilling
  motorman|8113|2314,2315,2316
pulling unit operator|||rig operator;service operator;service rig operator;reverse unit operator;wireline
  operator;fishing tool operator|8113|2317,2318,2319
mine development engineer|||facility manager;development engineer;mine development expert;mine development
  manager|2146|
drill operator||supervise a team during rigging and drilling operations|daylight driller;driller;oil well
  driller;rig drill operator|8113|977,2313,2320
explosives engineer||design drilling patterns and determine the amount of explosives required|blasting
  engineer;ordnance engineer;munitions engineer|2146|2321,2322,2323
mine safety engineer||||2146|
panel controller|||panel board operator;monitoring panel operator;plant monitoring operator|3134|
roughneck||make or break connections when the drill pipe is tripped in or out of the drilling
  hole||8113|2324,2325,2326
supervisor||perform a range of tasks from the control room of an oil refinery|process operator;operations
  supervisor;control room technician;refinery process operator;petroleum process operator;refinery process
  technician|3134|
blacksmith assistant|||maintenance aide;maintenance helper;mechanic helper;HVAC helper;HVAC installation
  helper;mechanic repair helper|8113|2327,2328,2329
carpenter assistant|||carpenter helper;timber framer helper;cabinetmaker helper;carpenter mate;hammerer helper;beam
  builder helper|8113|2330,2331,2332
welder assistant|||helper;press helper;production helper;boilermaker helper;charger operator helper;chemical
  compounder helper|8113|2333,2334,2335
# Utilities
fossil-fuel power plant operator|||power plant operator;plant operator;station operator;generator worker;turbine
  operator;turbine operative|3131|668,2336,669
electric power generation engineer|||power plant engineer;power supply engineer;power station engineer;gas
  generation engineer;energy generation engineer;electricity generation engineer|2151|
geothermal power plant operator||operate and maintain equipment, often steam-driven turbines, which produce
  electrical energy|geothermal plant worker;geo-thermal plant worker;geothermal plant operator;geo-thermal plant
  operator;geothermal plant operative;geo-thermal plant operative|3131|
electricity distribution worker||construct and maintain electric power transmission and distribution
  systems|electrical lineman;power lineman;power lineman technician;powerline worker;electricity transmission
  worker;electricity distribution technician|7413|2337,2338,2339
electrical transmission system operator||transport energy in the form of electrical power||3131|
water treatment systems operator|||water systems operator;water safety tester;water quality tester;water safety
  operative;water quality operative;water treatment operator|3132|2021,768,769
signal inspector|||signal maintainer;signalman;railroad signal maintainer;signal maintenance technician;signal
  technician;train control technician|7413|2340,2341,2342
water engineering technician||||3112|
power production plant operator||maintain and operate the equipment in power stations and other energy production
  plants|electric operator;wind plant operator;power plant operator;power station worker;biomass plant
  operator;power station operator|3131|668,669,2343
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power|solar
  farm worker;solar array worker;solar farm operator;solar array operator;solar farm operative;solar array
  operative|3131|
hydroelectric plant operator||operate and maintain the equipment used in the production of energy from the movement
  of water|hydroelectric plant technician;plant technician;power plant technician;hydropower plant
  worker;hydro-power plant worker;hydropower plant operator|3131|667,668,669
sewerage systems manager||coordinate and plan pipe and sewer systems, and supervise sewerage construction and
  maintenance operations|sewerage manager;wastewater manager;sewerage network manager;sewerage control
  engineer;wastewater network manager;wastewater systems manager|1321|
energy analyst||evaluate the consumption of energy in buidings owned by consumers and businesses|permit
  specialist;energy audit advisor;energy advisor;energy efficiency analyst;energy performance analyst;energy
  procurement analyst|3112|2344,2345,2346
sewer construction worker||install sewer pipes to transport wastewater out of structures and to a body of water or
  treatment facility|sewage pipe layer;sewage system worker|7126|
hydropower engineer||research, design and plan the building of facilities that generate electricity from the
  movement of water||2142|
electrical power distributor||operate and maintain equipment which deliver the energy from the transmission system
  to the consumer|power line worker;distribution control operator|3131|
heating engineer|||HVAC inspector;heating technician;HVAC heating mechanic;electrical heating
  engineer|7126|793,2347,883
bathroom fitter||install bathroom elements|bathroom installer;bathroom furniture fitter;bathroom fitting
  specialist;replacement bathroom fitter;bathroom installation worker;replacement bathroom installer|7126|
power distribution engineer||design and operate facilities which distribute power from the distribution facility to
  the consumers|power systems engineer;distribution engineer;power distributions engineer|2151|2236,2237,2238
wastewater treatment technician|||wastewater operator;wastewater treatment operator;sewage plant operator;sewage
  plant technician;wastewater safety tester;wastewater quality tester|3132|768,769,770
water plant technician||maintain and repair water treatment and supply equipment in a water plant|plant
  operator;water treatment operator;water operator;water plant worker;water plant operator;water plant
  operative|3132|768,769,770
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester;waystewater safety operative;waystewater quality operative|3132|2021,768,770
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity|nuclear reactor worker;nuclear reactor operative;nuclear
  reactor controller;nuclear reactor technician|3131|
steam turbine operator||operate and maintain machinery which generates power|turbine hall worker;steam boiler
  operator;steam generator operator;steam-electric power operator|3131|667,669,2343
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy|sub-station engineer;substations engineer;sub-stations engineer;substation
  engineering expert;substation engineering adviser;substation technology engineer|2151|
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas plant
  operator;gas controller;gas dispatcher;gas producer;gas inspector;gas installer|7126|1335,1336,1337
energy conservation officer||promote the conservation of energy in both residential homes as in businesses|energy
  management officer;energy information officer|3112|
street lighting electrician||construct and maintain electric power transmission and distribution in street
  lights|highway lights operative;street lighting operative;highway lighting operative|7413|
cable jointer||construct and maintain power supply and control cables in underground pipes and
  grooves|telecommunications line installer;installer;cable television installer;cable installer;electrical cable
  installer;cable maintenance electrician|7413|2348,2349,2350
overhead line worker||construct and maintain power supply and control cables in overhead power
  lines|lineworker;electrical lineworker;ground crew linesman;overhead line engineer;overhead line
  technician|7413|2337,2338,2339
plumber||maintain and install water, gas and sewage systems|gas main fitter;gas plumber;gas fitter;pipe
  worker|7126|2351,632,633
construction safety inspector||monitor construction sites and their conformity to health and safety
  regulations|safety advisor;safety inspector;safety controller;site safety advisor;site safety
  inspector;construction safety controller|3112|2352,2353,2354
signal inspector|||signal maintainer;signalman;railroad signal maintainer;signal maintenance technician;signal
  technician;train control technician|7413|2340,2341,2342
irrigation system installer||build the necessary infrastructure for irrigation of soil, usually for agricultural
  purposes|irrigation installer;irrigation specialist;irrigation project worker|7126|
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and
  sewerage|leakage operative;water network worker;pumping station worker;water network operator;pumping station
  operator;water leakage technician|7126|
construction safety consultant|||certified industrial hygienist;industrial hygiene consultant;industrial
  hygienist;advisory industrial hygienist;industrial hygiene engineer;safety research
  professional|3112|2355,2356,2357
irrigation technician||specialise in the installation, maintenance and repair of sprinklers, pipes and other
  irrigation systems|maintenance worker;maintenance technician;irrigation worker;irrigation operative;sprinkler
  system operator;irrigation machinery worker|7126|2358,2359,2360
lawn specialist|||lawn technician;licensed pesticide applicator;spray technician;chemical applicator;pesticide
  applicator;spray applicator|7126|2361,2362,2363
domestic energy assessor||advise individuals on energy supply for their homes|domestic energy seller;residential
  energy seller|3112|
clothing operations manager||schedule orders and delivery times in order to assure the efficient flow of the
  production system|clothing production manager;clothing operations director|1321|
drain technician||install and maintain drainage equipment used in sewer systems, such as pipes and valves|sewer pipe
  cleaner;service technician;public works technician;drain cleaner;sewer cleaner;sewer inspector|7126|2364,2365,2366
pipeline maintenance worker||operate different equipment to keep the suitability of the pipelines|gas pipeline
  worker;oil pipeline worker;pipeline technician;gas pipeline operator;oil pipeline operator;water pipeline
  worker|7126|
septic tank servicer||clean and maintain septic systems|septic cleaner;septic tank cleaner;septic tank
  repairer|7126|2367,2365,2366
sewerage network operative||maintain sewerage systems which remove and transport wastewater and sewerage|sewerage
  network operator;wastewater system operative;wastewater network operative;wastewater systems operative;wastewater
  infrastructure operator;wastewater infrastructure operative|7126|
sprinkler fitter||are responsible for the installation of fire protection systems that sprinkle water|solar thermal
  installer;installer;solar installer;sprinkler installer;sprinkler technician;fire sprinkler
  fitter|7126|2351,632,2368
water conservation technician||install systems to recover, filter, store and distribute water from different sources
  such as rainwater and domestic greywater|water conservation officer;water recycling specialist;water conservation
  specialist;environmental systems technician|7126|
plumber assistant|||pipe coverer helper;pipe fitter helper;plumber cub;plumber helper;conduit helper;hydraulic
  plumber helper|7126|653,654,655
waste water worker|||pipelayer;tailman;drain layer;drain tiler;pipe caulker;pipe connector|7126|656,657,658
# Mining
surface mine plant operator|||tipper driver;aggregate driver;quarry plant operator|8342|
underground heavy equipment operator|||mine machine operator;underground miner operator|8111|
mine geologist||locate, identify, quantify and classify mineral resources and their geological characteristics and
  structure|project geologist;engineering geologist;environmental protection geologist;geologist;mining
  geologist;resource geologist|2114|1171,1172,1173
drilling engineer||develop and supervise the drilling of gas and oil wells|completion engineer;oil drilling
  engineer;wells engineer;drilling expert;drilling technician;offshore drilling engineer|2146|2288,2289,2290
metallurgist||specialise in the extraction and processing of metals such as iron, steel, zinc, copper and
  aluminium|extractive metallurgist;foundry metallurgist;chemical tester;forging engineer;chemical
  technician;physical metallurgist|2146|685,810,2369
mine supervisor||coordinate and supervise the activities related to mining and quarrying in underground and surface
  mines and quarries|concrete foreman;construction foreman;mine technician;mining supervisor;quarry
  supervisor;resident supervisor|3121|1273,2370,2371
exploration geologist||examine and prospect for mineral deposits|minerals engineer;economic geologist;wellsite
  geologist;exploratory geologist;exploration field geologist;exploration geology analyst|2114|1171,1172,1173
materials scientist|||polymer materials consultant;polymer specialist;metal alloy scientist;plastics
  scientist|2146|2372,2373,2374
mine production manager|||mine supervisor;mining engineer;resident manager;mine operations manager;mine production
  engineer;mining operations manager|1322|2309,2310,2311
process metallurgist||study the characteristics of ores including copper, nickel and iron ores and the performance
  of various metals and alloys|processing metallurgist;process metallurgy expert;process metallurgy adviser;process
  metallurgy analyst;process metallurgy scientist;process metallurgy consultant|2146|
geologist||research the materials that form the earth|research geologist;geophysical prospector;prospector;coal
  geologist;site geologist;field geologist|2114|1171,1172,1173
surface miner|||surface mining operative|8111|
mine surveying technician||conduct boundary and topographic surveys and surveys of the progress of mining
  operations|mine technician;mine investigator;surveyors assistant;mine surveyors assistant|3117|
driller||set up and operate drilling rigs and related equipment designed to drill holes for mineral exploration, in
  shotfiring operations, and for construction purposes|blast hole driller;diamond driller;churn driller;drillers
  assistant|8111|2296,2297,2298
geotechnician||collect and process rock and soil samples for geomechanical testing|geologist;logging
  engineer;geological expert;logging geologist;geological operator;mine geological technician|3117|
chemical metallurgist||are involved in the extraction of useable metals from ores and recycleable material|steel
  industry expert;chemicals metallurgist;extraction metallurgist;chemical metallurgy expert;chemical metallurgy
  adviser;chemical metallurgy analyst|2146|
mine manager||control, direct, plan and coordinate mining production activities|operations supervisor;site
  manager;mine engineer;plant manager;quarry manager;mine supervisor|1322|2375,2376,897
explosive technician|||blaster;powderman;blast setter;dynamite shooter;dynamiter;explosive ordnance
  handler|8111|2301,2302,2303
roof bolter operator|||bolter;roof bolter;underground roof bolter;bolting machine operator;bolting
  inspector|8111|2304,2305,2306
mine safety officer||oversee health and safety systems at mining operations|mine inspector;safety manager;safety
  officer;mines inspector;mining inspector;mine safety expert|3117|
assayer||test and analyse precious metals such as silver and gold to determine the value and properties of
  components using chemical and physical techniques|chemical technician;laboratory analyst;laboratory
  technician;metal tester;chemical analyst;geo-science technician|2146|1149,1151,2377
mine planning engineer|||mine project engineer;mine planning supervisor|2146|
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas|metallurgist;mining technician;minerals technician;extraction technician;metallurgy
  technician;laboratory metallurgist|3117|
road construction worker||perform road construction on earthworks, substructure works and the pavement section of
  the road|worker;surfacing worker;rad construction worker;road costruction worker;rod construction worker;road
  constructinn worker|8342|
geochemist||study the characteristics and chemical elements in minerals, rocks and soils, and how they interact with
  hydrological systems|oil analyst;petroleum analyst;metals analyst;petroleum technician;geoscience
  technician|2114|1990,1991,2378
mineral processing engineer||develop and manage equipment and techniques to successfully process and refine valuable
  minerals from ore or raw mineral|surface manager;materials expert;mineral engineer|2146|
mining assistant||||9311|
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|post hole digger;drilling supervisor|8113|2296,2297,2298
underground miner|||coal cutter;underground mining operative|8111|
hydrogeologist|||pore pressure engineer;hydrogeological consultant;formation evaluation engineer|2114|1994,1995,1996
hydrologic technician|||hydrography technician;hydrologic aid|2114|2002,2003,2004
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician;drilling equipment operator;drilling equipment technician|8113|
asphalt plant operator||extract raw materials such as sand and stones and operate mobile equipment for their
  transport to the plant|asphalt plant worker;mobile plant operator;asphalt plant operative;asphalt production
  worker|8114|667,668,669
mineral processing operator||operate a variety of plants and equipment to convert raw materials into marketable
  products|technician;brine maker;cement mixer;blender tender;calciner operator;ore separator
  tender|8112|627,2379,2380
forestry equipment operator|||all-round logger;chainsaw operator;planting machinery;mobile sawmill operator;logging
  equipment operator;site preparation machinery|8341|2381,2382,2383
cement plant worker||tend machines used to produce moulded concrete products|concrete precast moulder|8114|
desalination technician||operate, monitor and maintain desalination plant equipment|desalination plant
  technician;desalination equipment operator|3117|
dewatering technician||install and operate pumps, spares, pipe ranges, and vacuum dewatering systems to collect and
  remove liquids and chemicals|filter operator;dewatering operator;site services technician;infrastructure
  technician;dewatering filter operator;dewatering equipment operator|8111|
drill operator||supervise a team during rigging and drilling operations|daylight driller;driller;oil well
  driller;rig drill operator|8113|977,2313,2320
environmental geologist||study how mineral operations may impact the composition and physical characteristics of the
  earth and its resources|research scientist;research environmental scientist;researcher;minerals
  analyst;geologicial engineer;mineralogical analyst|2114|1160,1161,1162
explosives engineer||design drilling patterns and determine the amount of explosives required|blasting
  engineer;ordnance engineer;munitions engineer|2146|2321,2322,2323
forklift operator||are responsible for operating forklifts to move, locate, relocate, stack, and count
  merchandise|spotter driver;shag truck driver;truck driver;forklift driver;order picker driver;forklift truck
  operator|8344|
geophysicist||study the physical characteristics of the earth and apply physical measurements to geological
  situations|seismologist;geophysical engineer|2114|1171,1172,1173
land-based machinery operator||operate specialised equipment and machinery for agricultural production and
  maintenance of landscape|equipment operator;combine driver;farm tractor operator;tractor driver;combined
  driver;forest tractor driver|8341|2060,2061,2062
land-based machinery supervisor||plan and organise land-based machinery services for agricultural production and
  landscaping in close cooperation with their clients|farm equipment supervisor;farm machinery supervisor;tractor
  driver supervisor;combined driver supervisor;landbased machinery supervisor;agricultural equipment
  supervisor|8341|
mine safety engineer||||2146|
mine shift manager||supervise staff, manage plant and equipment, optimise productivity and ensure safety at the mine
  on a day to day basis|scheduling officer;mine shifts manager;mine shift supervisor;mine shift coordinator;mine
  scheduling engineer|3121|
mineral crushing operator||operate and monitor crushers and other machines to crush materials and minerals|stone
  crushing operator|8112|
oceanographer||study and perform research on matters related to the sea and oceans|marine chemist;marine
  geologist;oceanography analyst;oceanography scientist;oceanography researcher;marine research
  scientist|2114|1171,1172,1173
palaeontologist||research and analyse forms of life that existed in ancient eras of the planet Earth|palaeontology
  analyst;palaeontology scientist;palaeontology researcher;palaeontology research analyst;palaeontology research
  scientist;palaeontology science researcher|2114|
precast moulder||handcast decorative and structural concrete building products such as fireplace units, blocks or
  coloured tiles|pre-cast moulder;cement-tile maker;brick veneer maker|8114|
roughneck||make or break connections when the drill pipe is tripped in or out of the drilling
  hole||8113|2324,2325,2326
seismologist||study the movement of tectonic plaques in the Earth which causes the propagation of seismic waves and
  earthquakes|seismology analyst;seismology scientist;seismology researcher;seismology research analyst;seismology
  research scientist;seismology science researcher|2114|1171,1172,1173
slate mixer||operate and maintain slate mixing machines that mix multicolored slate granules used for asphalt-coated
  roofing felt surfacing|granule mixer;slate-mixer tender;slate-mixer worker;slate granule mixer;slate-mixer
  operator;slate-mixer operative|8114|2084,915,2209
stone driller||operate the drilling machine that bores holes into stone blocks|slate cutter;stone drilling
  worker|8112|778,779,780
stone planer||operate and maintain planing machines that are used for stone blocks and slabs finishing|polishing
  machine setter;tender;breaker tender|8112|616,2210,2384
stone polisher||operate grinding and polishing tools and equipment in order to smooth stones|mold
  polisher;polisher;strip polisher;marble polisher;granite polisher;surface polisher|8114|616,2210,821
stone splitter||operate and maintain machines that split stone|rock splitter;splitter operator;rock
  breaker;splitting machine worker;splitting machine operative|8114|2385,2386,2387
blacksmith assistant|||maintenance aide;maintenance helper;mechanic helper;HVAC helper;HVAC installation
  helper;mechanic repair helper|8113|2327,2328,2329
carpenter assistant|||carpenter helper;timber framer helper;cabinetmaker helper;carpenter mate;hammerer helper;beam
  builder helper|8113|2330,2331,2332
load haul dump operator|||loading machine operator;shuttle car operator;coal hauler operator;production miner;ram
  car operator;buggy man|8344|2063,2064,2065
loading operator|||tankerman;truck loader;oil movements operator;PVC loader;rail car loader;tank car
  loader|8344|2066,2067
pile driver|||pile driver operator;pile driving operator;pile driver engineer;pile driving nozzleman;driving
  inspector;driving operator|8344|2068,2069,2070
welder assistant|||helper;press helper;production helper;boilermaker helper;charger operator helper;chemical
  compounder helper|8113|2333,2334,2335
# Chemical Manufacturing
chemistry technician||monitor chemical processes and conduct tests to analyse chemical substances for manufacturing
  or scientific purposes|chemical lab technician;chemical laboratory assistant;chemical lab assistant;chemistry
  assistant;chemical test technician;chemistry lab technician|3111|1149,1150,1151
chemist|||air quality chemist;QC chemist;pharmaceutical chemist;nuclear chemist;organic chemist;chemical
  analyst|2113|1204,1136,2388
synthetic materials engineer||develop new synthetic materials processes or improve existing ones|plastics
  engineer;polymers engineer;plastics quality engineer;polymers quality engineer;plastics research engineer;polymers
  research engineer|2145|
chemical production manager||are responsible for the technical coordination and control of the chemical production
  processes|chemical process manager;chemical process engineer;chemical operations manager;chemical production
  planner;chemical production director;chemical production engineer|1321|
cosmetic chemist|||product development chemist;research chemist;cosmetics research chemist;cosmetics development
  chemist;cosmetics formulation chemist;cosmetics formulations chemist|2113|1204,1136,1205
gas station operator||process gases for compression, transmission or recovery by using gas, steam or electric engine
  compressors|compressor station operator;compressor operator;gas operator;gas-compressor operator;gas-compressor
  operative;butane compressor operator|3133|2389,2390,2391
chemical engineer|||process engineer;chemical process engineer;chemicals engineer;glass chemical engineer;refinery
  process engineer;ceramics chemical engineer|2145|2392,2393,2321
chemical engineering technician||transform raw materials in order to develop and test chemical products|chemical
  engineering worker;chemical research technician;chemical engineering developer;production chemistry
  technician|3116|675,2394,2395
pesticide mixer|||fungicide mixer;herbicide mixer;insecticide mixer|8131|
asphalt laboratory technician||perform asphalt and related raw materials inspections and laboratory testing,
  ensuring a high quality of the products|site technician;asphalt technician;bitumen technician;materials
  technician;road surface technician;asphalt production technician|3116|
photographic developer||use chemicals, instruments, and darkroom photographic techniques in specialised rooms in
  order to develop photographic films into visible images|lab technician;developer;film printer;photography
  developer;photography lab technician;photography laboratory technician|8132|2211,2396,2397
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist;leather chemical tester;leather chemical technician|3111|
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology|technologist;research food technologist;hybrid technologist;food
  technology expert;food technology specialist|2145|2099,2100,2101
nuclear technician||function as aids to physicists and engineers in nuclear laboratories and power plants|radiation
  technician;nuclear plant technician;nuclear safety technician;radiation safety technician;nuclear equipment
  technician;nuclear monitoring technician|3111|1198,1199,2398
camera repair technician|||camera repairman;camera technician;photo equipment technician;photo
  technologist;photographic equipment technician;photographic technician|8132|2222,2223,2224
soap drier operator||control and maintain viscous soap machine to produce soap flakes|backing-in machine
  tender;flaker operator;soap drier tender;soap dryer operator|8131|880,881,2219
soap tower operator||control, monitor and maintain tower operations, using the control panel, in order to produce
  soap powders|tower operator;soap plant worker;soap plant operative|8131|
industrial quality manager||monitor and control information assets by detailing processes and procedures to ensure
  compliance with industrial standards|industrial quality supervisor|1321|
chromatographer|||LC-MS specialist;chromatography technician;mass spectrometry specialist;mass spectrometry
  technician;chromatography machine operator;chromatography machine operative|3111|
fermenter operator|||process operator;pharmaceutical worker;chemical process operator;fermenter worker;fermentation
  worker;fermenter operative|8131|899,900,901
nitrator operator||monitor and control equipment that processes chemical substances to produce explosives|storage
  worker;binitrotoluene operator;biazzi nitrator operator;biazzi-nitrator operator;tetryl nitrator
  operator;tetryl-nitrator operator|8131|
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations|manufacturing manager;production manager;industrial
  manager;area production manager;production line manager;production control manager|1321|896,897,898
pill maker operator||tend the pilling machine that create pills in various sizes and shapes|pill maker;pillmaker
  operator;piling machine tender;pill production worker;piling machine operator;piling machine operative|8131|
chemical processing plant controller||control the chemical production process|system operator;pressure
  controller;chemical operator;chemical plant operator|3133|2399,2400,2401
chemical mixer|||blending machine setter;tender;machine operator;mixer;chemical batch mixer;chemical mixer
  tender|8131|619,2402,916
paper engineer||ensure an optimal production process in the manufacture of paper and related products|process
  engineer;materials engineer;mechanical engineer;pulp paper engineer|2145|598,883,935
plodder operator|||plodder worker;plodder operative;soap production worker;plodding-machine worker;plodding-machine
  operator;soap production operative|8131|613,614,615
tanyard area supervisor||plan and organise the work, the staff and equipment of the department involving the washing
  of the raw hides or skins|beamhouse department manager|1321|
lime kiln operator||control equipment that burns limestone to produce lime or carbon dioxide|lime kiln worker;draw
  kiln operator;calcinator operator;flare kiln operator;lime kiln operative;shaft kiln operator|8131|880,881,2219
hazardous waste technician|||toxic waste technician;landfill site technician;waste sortation technician;waste
  treatment technician|3116|1174,2403,1988
mine control room operator||perform a range of tasks from the control room of a mine|mine operator;panel
  controller;mining supervisor;mining operations supervisor|8131|
gas processing plant supervisor|||gas compressor controller;gas processing controller;gas production
  controller|3133|
air pollution analyst||conduct field and lab tests to examine the pollution of air in different areas|environmental
  technician;air analyst;environmental field technician;environmental analyst;air quality consultant;air quality
  technician|3111|1132,1133,1134
analytical chemist||research and describe the chemical composition of substances|forensic scientist;chemical
  laboratory scientist;scientist;chemist;organic chemist;chemistry analyst|2113|1135,1136,1137
biogas technician||work in the derivation of gas from organic matter and produced as landfill gas or digested
  gas|biomass plant technician;biogas equipment technician;biogas generation technician;biogas production
  technician;anaerobic digester technician|3133|
brewmaster||ensure brewing quality of current products and create mixtures for the development of new products|beer
  brewer;brewery manager;brewing manager;beer production manager|2145|737,1148,739
chemical application specialist||develop chemical products according to the needs and expectation of the
  clients|specialist chemist;development chemist;product development chemist;product formulation chemist;application
  specialist chemist;chemical application technician|2113|
chemical tester||||2113|1149,1150,1151
colour sampling technician||prepare recipes of colours and dyeing mixes|color kitchen worker;colour kitchen
  worker;color sampling technician;colour kitchen technician|3116|
dry house attendant||monitor and maintain the drying room, making sure the pyrotechnics are dried and stored within
  the correct parameters and specifications|pyrotechnics production worker|8131|
environmental technician||investigate sources of pollution and aid in the development of pollution prevention and
  environment protection plans|pollution control technician;pollution prevention technician;groundwater protection
  technician;environmental protection technician;environmental conservation technician|3111|1163,1164,1165
fertiliser mixer||operate and maintain machines that mix chemical ingredients in order to produce fertilisers,
  making sure the end product is according to specifications|fertilizer mixer|8131|
food analyst||perform standardised tests to determine the chemical, physical, or microbiological features of
  products for human consumption|food researcher;food analysis expert;food analysis specialist;food research
  specialist|3111|1105,1107,689
fragrance chemist|||flavour chemist;perfume chemist;fragrance developer;application engineer;fragrance research
  chemist;fragrance product developer|2113|
gauger||test oil during the processing and before dispatch|field gauger;refiner;tank terminal
  gauger|8131|2206,2207,2208
granulator machine operator|||wet-mix operator;granulation operator;granulation operative;granulating machine
  operator;granulating machine operative;granulation machine operative|8131|620,915,2209
groundwater monitoring technician|||protection technician;environmental laboratory technician;environmental sampling
  technician;groundwater technician;groundwater sampling technician;groundwater laboratory
  technician|3111|1133,1134,1174
hydrographic surveying technician||perform oceanographic and surveying operations in marine environments|marine
  surveyor;mapping technician;surveying technician;hydrographic surveyor;oceanographic surveyor;oceanographic
  scientist|3111|1175,1176,1177
lacquer maker||operate and maintain laquers and syntetic paints mixers and jar mills, making sure the end product is
  according to formula|machine sand mixer;lacquer mixer|8131|771,2210,2091
material testing technician|||material tester;materials tester;materials testing technician;material testing
  technologist;materials testing technologist|3111|
meteorology technician||collect large amounts of meteorological information for weather information users such as
  aviation companies or meteorological institutions|space scientist;forecaster;general forecaster;wind
  technician;atmospheric scientist;metrologist assistant|3111|1142,1181,1182
metrology technician||apply their practical knowledge of metrology to calibrate measuring instruments, test
  equipment and analyse their performance|calibration technician;color scientist;meter technician;composite
  technician;dimensional engineer;instrument specialist|3111|1184,1185,671
motion picture film developer||develop film material into visible videos and material|photo specialist;film
  technician;photo lab specialist;film developer;film lab expert;film lab developer|8132|2211,2212,2213
nitroglycerin neutraliser||maintain explosives mixing tanks by neutralizing the process remaining
  acids|nitroglycerin production worker;nitroglycerin production operator;nitroglycerin production operative|8131|
nitroglycerin separator operator|||tender;chemical operator;devulcanizer tender;nitro-separator operator;chemical
  equipment worker;nitro-separator operative|8131|899,2214,901
nonwoven filament machine operator||perform chemical nonwoven processing operations|nonwoven yarn worker;non-woven
  yarn worker;nonwoven filament machinist|8131|
oenologist||track the wine manufacturing process in its entirety and supervise the workers in wineries|wine
  maker;wine advisor;wine producer;winery cellar master;wine production expert;wine production specialist|2145|
paint mixer|||paint maker;paint mixer worker;paint mixer operator;paint mixer operative;paint production
  worker;paint production assistant|8131|2084,915,2215
panel board operator|||control room attendant|3133|
radiation protection technician|||radiation monitor;radiation protection monitor;radiation protection
  expert;radiological monitoring technician;radiological protection technician|3111|1198,1199,1200
remote sensing technician||collect airborne data|science technician;remote sensing technologist|3111|1201,1202,1203
soap chipper||operate the machinery that turns soap bars into soap chips, making sure the end product is according
  to specifications|machine feeder;dryer feeder;feeder;soap chipper tender;soap chipper operator;soap chipper
  operative|8131|2216,2217,2218
soap maker||operate equipments and mixers that produce soap, making sure the end product is produced according to
  specified formula|boiler;oil boiler;salt boiler;artisan soap maker;soap factory operator|8131|880,881,2219
textile chemist||coordinate and supervise chemical processes for textiles like yarn and fabric forming such as
  dyeing and finishing|textile chemical supervisor;textile chemical technician;textile chemical
  coordinator|2113|1204,1205,1137
varnish maker||operate equipment and mixers for varnish production, by melting, mixing and cooking the required
  chemical ingredients, according to specifications|kettle worker;kiln charger;pulp cooker;kettle operator;varnish
  production worker|8131|880,881,2219
wax bleacher||operate and maintain filter presses and tanks, used in wax bleaching, for candle production
  processes|lard bleacher;tank pumper;candle production worker;candle production operator;candle production
  operative|8131|2220,2221,785
chipper operator|||flumer;packaging line operator;debarker operator;package line operator;packing line
  operator;strapper operator|8131|2225,2226
geospatial intelligence analyst|||remote sensing analyst;sensor specialist;data analytics scientist;remote sensing
  scientist;inventor;remote sensing engineer|3111|1212,1213,1214
nuclear control operator|||nuclear station operator;reactor operator;licensed reactor operator;nuclear plant
  operator;nuclear supervising operator;nuclear unit operator|3111|1221,1222,1223
# Semiconductor Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|circuit board
  assembler;THT operator;PCB assembler;PCB assembly operative;through-hole technology assembler|8212|787,788,1452
printed circuit board designer||diagram and design the construction of circuit boards|printed circuit designer;PCB
  designer;circuit board designer|3118|2404,1317,1318
electronics engineer|||electronics engineering expert;electronics engineering adviser;electronics engineering
  consultant;electronics engineering specialist|2152|2405,2406,2407
microelectronics engineering technician|||microelectronics technician;microelectronics
  technologist;micro-electronics engineering technician|3114|
semiconductor processor|||semiconductor processing technician;manufacturing technician;electronic component
  processor;microchip assembler;micro chip assembler;semiconductor assembler|8212|2408,2409,2410
surface-mount technology machine operator|||SMT operator;SMT machine operator;soldering machine operative|8212|
microelectronics engineer||design, develop, and supervise the production of small electronic devices and components
  such as micro-processors and integrated circuits|design engineer;microprocessor engineer;micro-electronic
  engineer;micro-electronics engineer;microelectronics design engineer|2152|731,1443,743
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|machine operator;soldering machine operator;wave operator;wave-soldering machine operator;wave-soldering
  machine operative|8212|2411,2412,2413
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|circuit design engineer;circuit designer;IC design engineer;IC designer;analog design
  engineer;integrated circuit designer|2152|2242,2243,994
electronics drafter||support electronic engineers in the design and conceptualisation of electronic
  equipment|drafter;circuit board drafter;PCB drafter;electronics design drafter;electronics drafting
  expert;electronics drafting adviser|3118|1316,1317,1318
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electrical
  assembler;assembly worker;production worker;electronic assembler;electronics assembler|8212|787,788,2414
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer;opto-electronics engineer;optoelectronical
  engineer;opto-electronical engineer;optoelectronics specialist|2152|
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels|electronics
  installer;electronics mechanic;mobile electronics installer;marine inspector;marine line inspector;marine
  electrical mechanic|7421|2415,2416,2417
rolling stock engineering drafter||convert the rolling stock engineers' designs into technical drawings usually
  using software|rolling stock drafter|3118|
railway electronic technician|||locomotive electrician;overhead power engineer;electrical train electrician;railway
  electronic inspector;telecommunication electronic inspector;telecommunication electronic technician|7421|
# Computers and Electronics Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|circuit board
  assembler;THT operator;PCB assembler;PCB assembly operative;through-hole technology assembler|8212|787,788,1452
computer hardware engineer||design and develop computer hardware systems and components, such as circuit boards,
  modems, and printers|microchip specialist;computer engineer;hardware engineer;IT hardware engineer;PC hardware
  engineer;IT hardware specialist|2152|2418,2419,2407
computer hardware test technician|||hardware tester;computer hardware tester;computer hardware inspector|3114|
electronics engineer|||electronics engineering expert;electronics engineering adviser;electronics engineering
  consultant;electronics engineering specialist|2152|2405,2406,2407
printed circuit board designer||diagram and design the construction of circuit boards|printed circuit designer;PCB
  designer;circuit board designer|3118|2404,1317,1318
consumer electronics repair technician|||casting repairer;barrel repairer;bonded structures
  repairer;repairer;technician;electronics repairer|7421|2022,2420,2024
mobile phone repair technician|||LCD technician;cell phone technician;mobile phone repairer;cellullar phone
  technician|7422|
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|medical engineer;clinical engineer;audiology engineer;biomedical
  engineer;orthopaedic engineer;medical device developer|2152|1458,891,1125
medical device engineering technician|||biomedical technician;biomedical engineering technician;biomedical
  engineering technologist;pacemaker technician;MRI machine technician;medical device builder|3114|2233,2234,2235
computer hardware repair technician||install, examine, test and repair computer hardware and peripheral
  components|office machine repairer;service technician;computer repair technician;computer expert;computer
  repairer;computer technician|7422|2421,2422,2423
electromechanical equipment assembler||read and interpret blueprints, drawings and instructions to assemble or
  modify electromechanical equipment or devices|electro-mechanical assembler;electromechanical
  assembler;electro-mechanical equipment assembler;electromechanical instrument assembler|8212|979,980,981
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|machine operator;soldering machine operator;wave operator;wave-soldering machine operator;wave-soldering
  machine operative|8212|2411,2412,2413
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer;mine instrumentation
  engineer;instrumentation engineering expert;instrumentation engineering adviser;instrumentation engineering
  consultant|2152|2236,2237,2238
surface-mount technology machine operator|||SMT operator;SMT machine operator;soldering machine operative|8212|
control panel assembler||read schematic drawings to assemble control panel units for electrical equipment|panel
  board assembler;control panel technician;monitoring panel assembler|8212|
photographic equipment assembler||build photographic products such as cameras, film cameras, and projectors|camera
  assembler;projector assembler;video camera assembler;photography equipment assembler|8212|979,980,981
optoelectronic engineering technician|||optoelectronic technician;opto-electronic technician;optoelectronic systems
  technician;optoelectronic systems technologist;opto-electronic engineering technician;optoelectronic engineering
  technologist|3114|
photonics engineering technician|||engineering technologist;engineering technician;agricultural engineering
  technologist;laser technician;photonics technician;electro-optical technician|3119|675,676,677
robotics engineering technician|||automation technician;EM technologist;EM engineering technologist;robotics
  mechanic;robotics inspector;robotics technician|3119|637,638,639
automotive engineering drafter||convert the automotive engineers' designs into technical drawings usually using
  software|automotive drafter;motor vehicle drafter;automotive drafting expert;automotive drafting
  adviser;automotive drafting consultant;automotive drafting specialist|3118|
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electrical
  assembler;assembly worker;production worker;electronic assembler;electronics assembler|8212|787,788,2414
calibration specialist|||clockmaker;calibrator;time stamp assembler;banking pin adjuster;hairspring vibrator;timing
  adjuster|8212|2424,2425,2426
computer hardware engineering technician|||PC hardware technician;IT engineering technician;computer hardware
  technician;computer engineering technician|3114|
semiconductor processor|||semiconductor processing technician;manufacturing technician;electronic component
  processor;microchip assembler;micro chip assembler;semiconductor assembler|8212|2408,2409,2410
computer-aided design operator||use computer hardware and software in order to add the technical dimensions to
  computer aided design drawings|computer-aided drafting designer;draftsman;architectural draftsman;CAM drafter;CAM
  operator;CADD Designer|3118|1270,2427,2428
microsystem engineering technician|||MEMS technician;MEMS technologist;microsystem technician;microsystem
  technologist;microsystem engineering assistant;micro-system engineering technician|3114|
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|product test specialist;electromechanical technologist;automation test specialist;wind
  energy technician;ship electrical technician;electromechanical technician|3113|637,684,671
electronics drafter||support electronic engineers in the design and conceptualisation of electronic
  equipment|drafter;circuit board drafter;PCB drafter;electronics design drafter;electronics drafting
  expert;electronics drafting adviser|3118|1316,1317,1318
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|circuit design engineer;circuit designer;IC design engineer;IC designer;analog design
  engineer;integrated circuit designer|2152|2242,2243,994
dental instrument assembler||assemble various dental instruments, such as drills, lasers, probes, mirrors, and
  dental imaging devices|dental device maker;dental drill assembler;dental laser assembler;dental probe
  assembler;dental device assembler;dental mirror assembler|8212|
electronics engineering technician||work closely with electronics engineers in the development of electronic
  equipment and devices|engineering technologist;technologist;communications technologist;signal processing
  technician;signal processing technologist;electronics engineering assistant|3114|691,692,777
ATM repair technician||install, diagnose, maintain and repair automatic teller machines|cashpoint repair
  technician|7421|
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler|8212|
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer;opto-electronics engineer;optoelectronical
  engineer;opto-electronical engineer;optoelectronics specialist|2152|
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder;electric keyboard maker;electric keyboard
  builder|8212|
quality technologist||||3119|
mobile devices technician||carry out proper fault diagnosis to improve the quality of mobile devices and repair
  them|mobile technician;mobile equipment engineer;mobile hardware technician;mobile equipment technician|7422|
rolling stock engineering drafter||convert the rolling stock engineers' designs into technical drawings usually
  using software|rolling stock drafter|3118|
aerospace engineering drafter||convert the aerospace engineers' designs into technical drawings usually using
  computer-aided design programs||3118|
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels|electronics
  installer;electronics mechanic;mobile electronics installer;marine inspector;marine line inspector;marine
  electrical mechanic|7421|2415,2416,2417
sensor engineering technician||collaborate with sensor engineers in the development of sensors, sensor systems, and
  products that are equipped with sensors|sensor technician;sensor design technician;sensor systems
  technician;electronic sensor technician;sensor engineering assistant;electronics sensor technician|3114|
marine engineering drafter||convert the marine engineers' designs into technical drawings usually using
  software|marine drafter;shipbuilding drafter;naval engineering drafter|3118|
calibration technician||test and calibrate electrical and electronic equipment|equipment technician;hydrometer
  calibrator;instrument technician;calibrations technician;calibration technologist;instrument calibration
  technician|3113|2429,2430,2431
radio technician||install, adjust, test, maintain, and repair mobile or stationary radio transmitting and receiving
  equipment and two-way radio communications systems|radio communications technician|7422|2432,2433,2434
biomedical electronics technician|||biomedical equipment technician;medical equipment repairer;dental equipment
  technician;x-ray service engineer;BMET;electromedical equipment repairer|3113|2435,2436,2437
control technician|||electrical maintenance technician;scale technician;microwave technician;aerial
  erector;amplifier mechanic;control systems technician|3113|2438,2439,2440
railway electronic technician|||locomotive electrician;overhead power engineer;electrical train electrician;railway
  electronic inspector;telecommunication electronic inspector;telecommunication electronic technician|7421|
quality engineering technician||work with quality engineers or managers to analyse and solve quality problems and
  improve productivity|engineering technician;nanofabrication specialist;research specialist;quality expert;quality
  specialist;quality technician|3119|626,627,2441
leather technologist||perform and interface between design and actual production|leatherware engineer;leather
  product engineer;leather product technologist;leatherware product developer|3119|
vehicle electronics installer|||auto technician;autoelectronic technician;vehicle electronics repairer;vehicle
  electronics technician|7421|
HVAC design engineer|||HVACR design engineer;HVACR drafting expert;HVACR drafting adviser;HVACR drafting
  consultant;HVACR drafting specialist|3118|
IT repair inspector|||IT repair technician;copier repair technician;office service inspector;office equipment
  repairer;office facilities manager;office service technician|7421|
airport maintenance technician|||airport maintenance officer;airport maintenance specialist|3119|
commissioning technician||work with commissioning engineers to supervise the final stages of a project when systems
  are installed and tested||3119|
communication infrastructure maintainer||install, repair, run and maintain infrastructure for communication
  systems|cable technician;telecoms infrastructure engineer;telecoms infrastructure technician|7422|
footwear technologist||provide interface between design and production|footwear product engineer;footwear product
  technologist|3119|
hydropower technician||install and maintain systems in hydropower plants|wave power technician;tidal power
  technician;hydroelectric technician;marine energy technician;hydropower plant technician;hydroelectric plant
  technician|3113|
language engineer||work within the field of computing science, and more specifically in the field of natural
  language processing|linguistic engineer;language technologist;language engineering adviser;language technology
  engineer;machine translation engineer;language engineering consultant|2152|
microsystem engineer|||MEMS engineer;micro-system engineer;microsystems engineer;advanced MEMS
  engineer;micro-systems engineer;microsystem engineering expert|2152|1018,1443,733
pipeline compliance coordinator||track, compile and summarise all the compliance and conformance activities in
  pipeline infrastructures and fields|pipeline inspector;pipeline safety inspector;pipeline safety
  coordinator;pipeline compliance inspector;roadside pipeline coordinator|3119|
sensor engineer||design and develop sensors, sensor systems and products that are equipped with sensors|sensor
  designer;sensor developer;sensors engineer;sensor design engineer;sensor systems engineer;sensor engineering
  expert|2152|
telecommunications analyst||review, analyse and evaluate an organisation's telecommunications needs and
  systems|network analyst;network consultant;network planner;communication analyst;communications
  analyst;telecommunications consultant|2153|50,1103,1104
# Retail Apparel and Fashion
fashion warehouse operative||||4321|
fashion designer|||apparel fashion designer;apparel accessories specialist;fashion artist;fashion expert;textile
  expert;apparel designer|2163|2442,1764,2443
leather goods designer||are in charge of the creative process of leather goods|leatherware drafter;leatherware
  designer;leather goods drafter|2163|
floral clerk|||floral designer;florist;floral artist;floral department specialist;wedding decorator;florist
  designer|2163|1769,1770,1771
clothing fashion designer|||clothes designer;clothing designer;clothing product designer|2163|2444,2445,2443
footwear designer|||shoe designer;footwear CAD designer;footwear technologist;sports footwear designer;fashion
  footwear designer;footwear fashion designer|2163|
costume buyer||work with the costume designer in order to identify the materials for the costumes|costumes
  buyer|3323|
fashion model||help promote products such as clothes, cosmetics and appliances by posing for journalists,
  photographers and in front of an audience on catwalks|model;figure model;fine arts model|5241|2446
textile product developer|||textile product engineer;textile business developer;textile product specialist;technical
  application manager|2163|
clothing specialised seller||sell clothes in specialised shops|clothes specialised seller;fashion specialised
  seller;clothing specialized seller|5223|
department store manager||organise and control the operations and staff of establishments which provide retail
  services|store manager;outlet store manager;retail sales manager;general retail manager;department shop
  manager|1420|999,2447,1001
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor;shop staff supervisor;retail shop supervisor;retail store
  supervisor;shop general supervisor|5222|561,562,563
shop assistant||work in shops where they perform assistance duties|museum shop assistant;hypermarket shop
  worker;supermarket shop worker;hypermarket shop assistant;supermarket shop assistant|5223|
ammunition shop manager||are responsible for activities and staff in specialised shops|gun shop manager;weapon shop
  manager;firearm shop manager;weapon store manager;firearms store manager;ammunition store manager|1420|
antique shop manager||assume responsibility for activities and staff in specialised shops|antiques shop
  manager;antiques store manager;antiques gallery manager;antiquities shop manager;antiques showroom
  manager;antiquities store manager|1420|
audiology shop manager||assume responsibility for activities and staff in specialised shops|audiology sales
  manager;audiology centre manager|1420|
automotive designer||create model designs in 2D or 3D and prepare isometric drawings and graphics|car designer;truck
  designer;automobile designer;automotives designer;automotive model maker|2163|598,2259,2448
bakery shop manager||assume responsibility for activities and staff in specialised shops|cake shop manager;bakers
  store manager;bakery store manager;pastries shop manager;bakery counter manager;pastries store manager|1420|
bookshop manager||assume responsibility for activities and staff in this specialised store|bookstore manager|1420|
candy shop manager||assume responsibility for activities and staff in specialised shops for confectionery e.g|sweet
  shop manager;candy store manager;sweet store manager;chocolate shop manager;chocolate store manager;confectionery
  store manager|1420|
carpet store manager||assume responsibility for activities and staff in specialised shops for wall and floor
  coverings|wallpaper shop manager;wallpaper store manager;carpet superstore manager|1420|
cd shop manager||assume responsibility for the activities and staff in specialised shops|cd store manager;music shop
  manager;video shop manager;record shop manager;record store manager;music superstore manager|1420|
clothing shop manager||assume responsibility for activities and staff in specialised shops|bridal shop
  manager;bridal store manager;clothes shop manager;fashion shop manager;clothes store manager;fashion store
  manager|1420|
computer shop manager||assume responsibility for activities and staff in specialised shops|IT shop manager;ICT shop
  manager;IT store manager;ICT store manager;IT superstore manager;ICT superstore manager|1420|
delicatessen shop manager||assume responsibility for activities and staff in specialised shops|department
  manager;delicatessen manager;gourmet shop manager;gourmet store manager;charcuterie shop manager;delicatessen
  store manager|1420|584,585,586
diamond shop manager||assume responsibility for activities and staff in specialised shops|diamond store
  manager;jewellery shop manager;jewellery store manager|1420|
electrical superstore manager||assume responsibility for activities and staff in specialised shops||1420|
eyewear shop manager||assume responsibility for activities and staff in specialised shops|eyewear store
  manager;opticians shop manager;spectacle shop manager;opticians store manager;spectacle store manager;optometrists
  shop manager|1420|
fish shop manager||assume responsibility for activities and staff in specialised shops|fish stall manager;seafood
  shop manager;fisheries shop manager;fisheries store manager;fishmongers shop manager|1420|
fruit shop manager||assume responsibility for activities and staff in specialised shops for fruit and
  vegetables|fruiterers shop manager;fruiterers store manager;greengrocers shop manager;greengrocery shop
  manager;greengrocers store manager;greengrocery store manager|1420|
fuel station manager||assume responsibility for activities and staff in a fuel station|fuel site manager;fuel retail
  manager;gas station manager;petrol site manager;retail fuel manager;petrol station manager|1420|
furniture designer||work on items of furniture and related products|craft artist;artist;glass artist;furniture
  maker;furniture artist;furniture builder|2163|2449,2450,2451
games shop manager||assume responsibility for the activities and staff in specialised shops|games store
  manager|1420|
hi-fi shop manager||assume responsibility for activities and staff in specialised shops|hi-fi store
  manager;multimedia store manager;audio-visual shop manager;audio-visual store manager;multimedia superstore
  manager|1420|
jewellery designer|||jewelry artist;jewellery artist|2163|
kiosk manager||assume responsibility for the activities and staff in specialised shops|paper shop manager;newsagents
  shop manager;newspaper kiosk manager;stationery shop manager;newsagent retail manager;newsagents store
  manager|1420|
meat trader||assume responsibility for activities and staff in specialised shops|retail butcher;pie shop
  manager;meat shop manager;meat store manager;meat counter manager;butchers shop manager|1420|
model maker||create three-dimensional scale models or various designs or concepts and for various purposes, such as
  models of human skeletons or organs|clay modeler;form builder;metal model builder;maker;model expert;model
  builder|2163|2452,2453,2454
off-licence manager||assume responsibility for activities and staff in specialised shops|off-sales shop
  manager;beverages store manager;off-sales store manager;off-licence shop manager;off-licence store manager|1420|
pet shop manager||assume responsibility for activities and staff in specialised shops|pet store manager;animal shop
  manager;animal store manager;pet superstore manager|1420|
pharmacy manager||are responsible for activities and staff in specialised shops|drugstore manager;chemist shop
  manager|1420|
phone shop manager||assume responsibility for activities and staff in specialised shops|phone store manager|1420|
plant shop manager||assume responsibility for activities and staff in specialised shops|flower shop manager;flower
  store manager;garden store manager;nursery shop manager;plant centre manager;garden centre manager|1420|
puppet designer||design and create puppets and manipulable objects for performers|puppet maker;puppet builder|2163|
retail department manager||are responsible for activities and staff in a section in a store|section
  manager;departmental manager;department sales manager|1420|
sales account manager||serve as intermediators between clients and the organisation, managing both sales and long
  term relations with the client|national sales manager;account manager;business development executive;sales
  manager;relations manager;sales coordinator|1420|569,570,587
second-hand shop manager||assume responsibility for activities and staff in specialised shops|junk store
  manager;thrift shop manager;charity shop manager;thrift store manager;charity store manager;second-hand store
  manager|1420|
shoe shop manager||assume responsibility for activities and staff in specialised shops|shoe store manager;cobblers
  shop manager;cobblers store manager;footwear store manager|1420|
shop manager||are responsible for activities and staff in specialised shops|retail manager;store manager;boutique
  manager;retail shop manager;deputy store manager;retail store manager|1420|589,590,584
supermarket manager||are responsible for activities and staff in a supermarket|hypermarket manager;grocery shop
  manager;outlet centre manager;concession store manager;food supermarket manager;general merchandise manager|1420|
textile shop manager||assume responsibility for activities and staff in specialised shops|fabric shop
  manager;drapers shop manager;drapery shop manager;fabric store manager;mercers shop manager;drapers store
  manager|1420|
tobacco shop manager||assume responsibility for activities and staff in specialised shops|cigar shop manager;cigar
  store manager;tobacco store manager;cigarette shop manager;cigarette store manager;tobacconist shop manager|1420|
sample maker|||craftsman;sample worker;product development carpenter;sample builder;jig builder;last model
  maker|2163|2455,2456,2457
# Maritime Transportation
maritime transport manager||coordinate the administrative activities that go with the management of vessels in the
  context of maritime water transport||1324|
international forwarding operations coordinator|||import-export clerk;import-export manager;import-export
  officer;import-export coordinator;international logistics manager;international logistics director|3331|
ship pilot dispatcher||coordinate ships entering or leaving port|ship pilot controller;ship pilot
  coordinator;shipping pilot dispatcher|4323|1566,1511,1512
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager;port operations manager;port terminal supervisor;port operations supervisor;port operations
  coordinator|4323|
maritime pilot||are mariners who guide ships through dangerous or congested waters, such as harbours or river
  mouths|harbor pilot;river pilot;boat pilot;ship pilot;marine pilot;vessel pilot|3152|2458,2459,2460
water traffic coordinator|||water traffic planner;marine traffic planner;dock traffic coordinator;port traffic
  coordinator;waterway traffic planner|4323|
import export specialist||have and apply deep knowledge of import and export goods including customs clearance and
  documentation|graduate export specialist;graduate import specialist|3331|
ship planner||manage the performance of a vessel|vessel planner;ship cargo planner;inland ship planner;vessel cargo
  planner;inland vessel planner;maritime ship planner|4323|
boat operator|||crew boat operator;launch operator;water taxi operator;motorboat operator;charter boat
  operator;launchman|3152|2461,2462,2463
bridge operator|||bridge tender;lock tender;lock operator;dam operator;drawbridge operator;bridge
  leverman|3152|2464,2465,2466
deck officer|||mate;barge mate;coastal tug mate;ship deck officer;ship chief officer;ship first
  officer|3152|2467,2459,2468
ship captain||are in charge of a vessel for the transportation of goods and passengers, operating in offshore and
  coastal waters||3152|2458,2459,2460
skipper|||captain;ferry boat captain;tugboat captain|3152|2469,2458,2460
boat operator|||crew boat operator;launch operator;water taxi operator;motorboat operator;charter boat
  operator;launchman|3152|2461,2462,2463
bridge operator|||bridge tender;lock tender;lock operator;dam operator;drawbridge operator;bridge
  leverman|3152|2464,2465,2466
shipping agent||represent the ship owner in a foreign port|freight agent;drop shipment clerk;logistics service
  representative;port agent;cargo agent;liner agent|3331|1513,1514,1515
fisheries deckhand||work on fishing vessels where they carry out fishing related activities|commercial
  fisherman;deckhand;abalone fisherman|8350|2470,2471,2472
receiving clerk|||receiver;shipper;shipping clerk;materials control associate;order fulfillment specialist;receiving
  associate|3331|1528,1529,1530
ship assistant engineer||assist the ship chief engineer and the ship duty engineer in the operations of the ship's
  hull|third assistant engineer;second assistant engineer;maritime assistant engineer;shipping assistant
  engineer|3151|
vessel operations coordinator|||traffic coordinator;vessel operations manager;shipping operations manager;shipping
  traffic coordinator;vessel operations supervisor|4323|
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor;logistics line manager;freight forwarding agent;freight forwarding manager|3331|
marine chief engineer||are responsible for the entire technical operations of the vessel including engineering,
  electrical, and mechanical divisions|maritime chief engineer;fisheries chief engineer|3151|
engine minder||perform work related to the deck department of an inland water transport vessel|ship engine
  operator;vessel engine operator|8350|
decksman|decksmen|are unlicensed members of the deck department of an inland vessel||8350|
helmsman|helmsmen|are members of the crew on the highest rank of the operational level on an inland vessel||3152|
stevedore superintendent||supervise and monitor the freight handling and longshore labor in a dockyard to maximise
  productivity|labor utilization superintendent;stevedore manager;stevedoring manager;stevedore
  supervisor;stevedoring controller;stevedoring supervisor|9333|2033,2473,2474
matrose||are members of the deck department of an inland water transportship||8350|
ship duty engineer||share responsibility for most of the content of the ship's hull|maritime duty engineer;ship
  engineering officer;maritime engineering officer|3151|
hide purchasing manager||plan and purchase supplies of hides, skins, wet-blue or crust in coordination with the
  production requirements||1324|
customs and excise officer||approve or deny the passage of goods through customs barriers for international business
  and ensure compliance with consignment legislation|corporate licensed broker;driver license agent;licensed customs
  broker;customs agent;clearing agent;customs broker|3331|1599,1600,1601
fisheries refrigeration engineer||perform maintenance and repair machines and equipment in the fish hold and
  refrigeration system on board of fishing vessels|fisheries electrician;refrigeration plant engineer;fishery
  refrigeration engineer;fisheries refrigerating engineer;fisheries refrigeration technician|3151|
gas scheduling representative||track and control the flow of natural gas between pipelines and the distribution
  system, compliant with schedules and demands|short range planner;gas production planner|4323|
move coordinator||envision all the activities required for a successful moving|moving planner;removal planner;moving
  coordinator;relocation planner;company move planner;corporate move planner|4323|
move manager||coordinate all the resources and activities comprised in moving services|moving manager;removal
  manager;relocation manager;removal coordinator;company move manager;corporate move manager|1324|
ordinary seaman|ordinary seamen|occupy the lowest rank of a maritime ship's deck crew|able bodied seaman;able
  seaman;AB seaman|8350|1554,1555,1556
purchasing manager||are in charge of buying goods, equipment and services for their company, and try to ensure the
  most competitive prices|contract administrator;subcontract administrator;buyer;buying manager;purchasing
  officer;procurement manager|1324|2150,2151,2152
taxi controller||take bookings, dispatch vehicles, and are responsible for coordinating drivers while maintaining
  customer liaison|taxi dispatcher;minicab controller;minicab dispatcher;private hire controller;private hire
  dispatcher|4323|
grain buyer|||grain merchandiser;purchasing agent;grain origination specialist;tobacco buyer;cattle buyer;food
  broker|1324|2159,2160,2161
grocery buyer|||procurement specialist;purchasing coordinator;retail buyer;merchandise buyer;fur buyer;gold
  buyer|1324|2162,2163,2164
# Wholesale
commercial sales representative||represent a company in selling and providing information on goods and services to
  businesses and organisations|accounts representative;business-to-business sales representative;independent sales
  representative;sales consultant;territory manager;sales representative|3322|546,2475,2476
wholesale merchant||investigate potential wholesale buyers and suppliers and match their needs|wholesale
  buyer;wholesale trader;wholesale merchandiser|3324|
telephone sales representative|||telemarketer;telephone service representative;telesales
  representative;telemarketing sales representative;telesales specialist;telephone solicitor|3322|558,559,560
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor|commodity handler;commodities trader;commodities trading manager|3324|
logistics and distribution manager||take decisions on logistic services, operations and provisions|distribution
  manager;supply chain manager;supply chain director;logistics manager;logistics director;logistics
  coordinator|1324|1544,1545,1546
motor vehicle aftersales manager||maximise sales by closing business on an ongoing basis|car aftersales manager;van
  aftersales manager;truck aftersales manager;car aftersales specialist;van aftersales specialist;truck aftersales
  specialist|1221|
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers|pricing associate;stockroom associate;backroom associate;stock coordinator;store
  coordinator;inventory controller|4321|1535,1557,1506
supply chain manager|||logistics management specialist;global sourcing manager;supply chain specialist;supply chain
  coordinator|1324|1541,1542,1543
distribution network manager|||distribution network planner|1324|
electricity sales representative||assess clients' energy needs, and recommend the purchase of electricity supply
  from their corporation|electricity seller;electricity sales consultant|3322|
renewable energy sales representative||assess clients' energy supply needs, and attempt to secure sales of renewable
  energy methods|renewable energy seller;alternative energy seller|3322|
raw material reception operator|||raw materials worker|4321|
rail intermodal equipment operator||assist in the loading of trailers and containers on and off railcars and
  chassis|hostler helper;oiler helper;rail equipment operator;transfer table operator;railway equipment
  operator;railroad equipment operator|9333|
forecast manager|||forecast analyst;demand planning manager;forecast planning manager|1324|
import export manager||install and maintain procedures for cross-border business, coordinating internal and external
  parties|export manager;graduate export manager;graduate import manager|1324|569,570,1472
distribution manager||plan the distribution of goods to various points of sales|traffic manager;materials
  planner;graduate logistics manager;graduate distribution manager;graduate distribution planner|1324|1593,1547,1548
intermodal logistics manager||manage and oversee commercial and operational aspects of intermodal logistics for an
  organisation|multi-modal services manager;multi-modal logistics manager;transportation logistics manager|1324|
promotion manager||plan and implement the implementation of promotional programs in the point-of-sale of
  products|promotion director;promotions manager;promotions director;promotion coordinator;promotions
  coordinator;sales promotion manager|1221|2477,2478,1411
distribution centre dispatcher||ensure efficient shipping of manufactured goods|product dispatcher;bulk station
  operator;bulk station dispatcher;distribution center operator;distribution centre operator;manufactured goods
  dispatcher|9333|
movie distributor||are responsible for the coordination of the distribution of motion pictures and television
  series|film distributor;distribution agent;film distribution agent;movie distribution agent;motion picture
  distributor;television distribution agent|1324|
bicycle courier||collect and deliver packages and mail by bicycle||9331|
carriage driver||tranport passengers in horse-drawn carriages|fiacre driver;horse-drawn fiacre driver;horse-drawn
  carriage driver|9332|
non-vessel operating common carrier||||3324|
waste broker||act as mediating party between clients and waste management industries|mine waste broker;animal waste
  broker;mining waste broker;quarry waste broker;abattoir waste broker;recycling waste broker|3324|
# Performing Arts
theatrical performer|||thrill performer|2655|1892,2479,1894
music director||lead musical groups such as orchestras and bands during live performances or recording
  sessions|chorus master;band leader;orchestra leader;conductor;band master;music leader|2652|2480,2481,2482
variety artist|||amusement park entertainer;mime artist;escape artist;burlesque artist;lookalike artist;musical hall
  artist|2659|
composer||create new music pieces in a variety of styles|producer;digital composer;film composer;music
  producer;electronic music producer|2652|2480,2481,2482
stage manager|||production supervisor;stage supervisor;stage coordinator;deputy stage manager;production
  coordinator;production stage manager|3435|1888,1073,2483
performance artist|||performance maker;live performance artist;multimedia performance artist|2659|1892,1893,2479
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|choral director;band leader;band master;choir leader;choir director;concert master|2652|2480,2481,2484
theatre technician||execute all technical tasks to support live performances|audio technician;stage
  technician;lighting technician;theatrical technician;performance technician|3435|2485,2486,2487
fight director||coach performers to safely execute fight sequences|fight coach;fight coordinator;sword fight
  director;stage fight instructor;stage combat instructor;stage fight coordinator|3435|
singer||are professional musicians, skilled in the use of their voice as a musical instrument, with different vocal
  ranges|gospel singer;concert singer;songwriter|2652|2488,2489,2490
stage machinist||manipulate sets and other elements in a performance based on the artistic or creative concept, in
  interaction with the performers|set technician;flying operator;theater machinist;theatre machinist;flying system
  operator;flying system technician|3435|
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|video operator;event technician;all round engineer;theater technician;theatre
  technician;stage technician manager|3435|2491,2486,2487
circus artist||develop original performance pieces showcasing great artistic and performing skills, emotive depth
  and artistic proposals for the general public|performer;aquatic performer;marionette performer;fire artist;rope
  artist;silk artist|2659|
stand-up comedian||tell humorist stories, jokes and one-liners typically described as a monologue, act or
  routine|comedian|2659|
dance rehearsal director||||2653|
choir accompanist|||worship accompanist|2652|2492,2489,2493
orchestra assistant|||first assistant director;second assistant director|3435|
musician||perform a vocal or musical part that can be recorded or played for an audience|guitar player;piano
  player;soloist;concert master;orchestra section leader|2652|2494,2495,2496
street performer||create street arts performances for outdoor spaces, using space and audience as a creative
  resource|street circus artist;street theater artist;street theatre artist;street performing artist|2659|
choral director||||2652|2481,2497,2484
dancer||interpret ideas, feelings, stories or characters for audiences by using movement and body language mostly
  accompanied by music|company dancer;latin dancer;performing artist|2653|2498,2499,2500
dresser|||costume mistress;wardrobe master|3435|1889,2501,1891
flying director||design people flying effects for a performance and supervise or perform the execution of it|flying
  FX director;flying effects director|3435|
puppeteer||perform shows by manipulating puppets such as hand puppets or marionettes|mime artist|2659|2502,2479,2503
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician;equipment hire technician;performance rental engineer|3521|
cultural facilities manager||direct the operations of facilities that provide cultural services such as theatre,
  movies and music|cultural manager;cultural services manager;cultural facilities director|1431|
automated fly bar operator|||stage automation operator|3435|
light board operator||control the lighting of a performance based on the artistic or creative concept, in
  interaction with the performers|LX operator;board operator;LX board operator;lighting operator;light board
  controller;lighting board controller|3435|
pyrotechnician||control the pyrotechnical elements of a performance based on the artistic or creative concept, in
  interaction with the performers|fireworks handler;fireworks operator;fireworks specialist;fireworks
  technician;pyrotechnics operator;pyrotechnics specialist|3435|
sound operator||control the sound of a performance based on the artistic or creative concept, in interaction with
  the performers|mixer;sound technician;rerecording mixer;sound mixer;audio operator;audio board
  operator|3521|1002,1436,1437
lighting designer||develop a lighting design concept for a performance and supervise the execution of it|theatre
  lighting designer|3435|2504,2505
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer|3435|
sound designer||develop a sound design concept for a performance and supervise the execution of it|music
  engineer;audio designer|3521|1002,1436,1437
community artist||research, plan, organise and lead artistic activities for people brought together by a shared
  interest, capacity, environment or condition|dance leader;community arts worker;community dance artist;community
  dance leader;community drama artist;community arts practitioner|2659|
followspot operator||control follow spots based on the artistic or creative concept, in interaction with the
  performers|spotlight operator;followspot lighting operator|3435|
prop assistant|||prop technician;prop coordinator;property technician;property coordinator|3435|
audio production technician||set up, prepare, check and maintain equipment in order to provide optimal sound quality
  for a live performance|stage manager;audio engineer;sound engineer;event technician;venue technician;live sound
  engineer|3521|1436,1004,1437
choreographer||create sequences of movements in which motion, form or both are specified|ballet director;dance
  director;musical choreographer;movement director;choreographer assistant;dance notation
  specialist|2653|2506,2507,2508
choreologist||are specialised creators of dance in specific styles or traditions, such as ethnic dance, early dance
  or baroque dance||2653|
cultural centre director|||center director;centre director;arts centre manager;arts center director;arts centre
  director;cultural center manager|1431|
disc jockey||mix music from various sources using turntables or a mixing console and play music at events in front
  of a live audience|club DJ;event disc jockey;event DJ;live mixer;live music mixer|2659|2509,2510,2511
gambling manager||organise and coordinate the activities of a gambling facility|general manager;gambling general
  manager;gambling facility manager;gambling managing director|1431|
lottery manager||organise and coordinate the activities of a lottery organisation|general manager;lottery shop
  manager;lottery general manager;lottery managing director|1431|
music arranger||create arrangements for music after its creation by a composer|music orchestrator;arrangement
  expert;musical arrangement consultant;musical arrangement specialist|2652|2480,2481,2512
street artist|||urban artist;stencil artist;graffiti artist;light street artist;street visual artist;paste-up street
  artist|2659|
tourist animator||develop and organise entertainment activities for guests of a hospitality
  establishment|entertainment attendant;cruise entertainment attendant;resort entertainment attendant;hospitality
  entertainment officer|2659|
# Museums, Historical Sites, and Zoos
museum scientist|||museum researcher;museum administrator;conservationist scientist|2621|
exhibition curator||organise and display artworks and artefacts|curator;education curator;exhibitions
  curator;exhibits manager;exhibits coordinator|2621|2513,2514,2515
zoo educator|||environmental educator;energy conservation educator;urban environmental educator;learning
  officer;engagement officer;education instructor|5113|2516,407,457
arts education officer|||education officer;education coordinator;visitor service officer;museum education
  officer;visitor services officer;visitor service coordinator|2621|
agriculture instructor|||agriculture professor;instructor;agronomy professor;animal science professor;horticulture
  instructor;horticulture professor|5113|407,402,457
forest management teacher|||forestry professor;conservation biology professor;extension professor;forest technology
  professor;lecturer;natural resources professor|5113|421,402,401
environmental education officer||are responsible for promoting environmental conservation and development|ecotourism
  guide;environmental teacher;environmental trainer;enviromental promotions officer;environmental education
  teacher;environmental education trainer|5113|2140,2517,2518
park guide|||park interpretive ranger;park protection ranger;park worker;visitor guide;countryside guide;countryside
  manager|5113|1154,2519,2520
collection manager||ensure the care and preservation of objects within cultural institutions, like museums,
  libraries, and archives|collections curator;museum technician;collections manager|2621|2513,2514,2515
conservator||organise and valorise works of art, buildings, books and furniture|building conservation
  officer|2621|1432,1433,2521
art handler||are trained individuals who work directly with objects in museums and art
  galleries|conservator;paintings conservator;preparator;museum technician;gallery technician;museology
  technician|3433|1432,1433,2522
guide|||escort;discovery guide;establishment guide;city guide;tour guide;tour leader|5113|1807,1808,1809
zoo curator||are usually the position of middle-management within an institution|collections supervisor|1431|
zookeeper|||animal care worker|5164|1831,1823,1824
taxidermist|||taxidermy technician|3433|2449,2523,2524
exhibition registrar||organise, manage and document movement of museum artefacts to and from storage, display and
  exhibitions|museum registrar|2621|
mediation and education manager|||education supervisor;education manager;education consultant;education
  specialist;art mediation developer;visitor service manager|2621|423,425,2525
animal feed nutritionist|||animal feed expert|2131|
zoo registrar||are responsible for the maintenance of a wide variety of records relating to animals and their care
  in zoological collections|animals registrar;aquarium registrar;records coordinator;zoo animal
  registrar;collections registrar;animal records coordinator|2621|
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities|cinema manager;fitness manager;theatre manager;amusement park
  manager;sports facility manager;leisure facility manager|1431|999,1000,1001
animal trainer|||marine animal trainer;pet trainer;canine trainer;zoo animal trainer;dog training specialist;animal
  behaviour trainer|5164|1845,1847,2526
animal behaviourist|||animal behavior expert;animal behavior therapist;animal behavior specialist|2131|
dog trainer|||agility instructor;pet trainer;pet training instructor;puppy trainer;gun dog trainer;pet dog
  trainer|5164|1845,1847,2526
horse trainer|||equestrian trainer;equine trainer;jockey trainer;racehorse trainer;riding instructor;horse riding
  coach|5164|1845,1847,2526
animal handler||are in charge of handling animals in a working role and continue the training of the animal, in
  accordance with national legislation|dog handler;handler;pet handler;stud animal handler;animal care
  assistant|5164|1845,1846,1847
animal welfare inspector|||animal social worker;animal welfare worker;animal control officer;animal rescue
  operator;animal welfare officer;animal rescue inspector|5164|
aquaculture biologist|||aquaculture biology expert;aquaculture biology analyst;aquaculture biology
  scientist;aquaculture biology researcher;aquaculture biology specialist|2131|
archivist||assess, collect, organise, preserve and provide access to records and archives|museum
  archivist;university archivist;archival records clerk;archives researcher;archives specialist;archives record
  clerk|2621|2527,2528,2529
big data archive librarian||classify, catalogue and maintain libraries of digital media||3433|
biochemist||study and perform research on the reactions caused by chemicals in living organisms|analytical research
  chemist;scientist;clinical biochemist;biological chemist;biochemistry analyst;biochemistry
  scientist|2131|1126,1144,1145
biophysicist||study the existing relation between living organisms and physics|biophysics analyst;biophysics
  scientist;biophysics researcher;biophysics research analyst;biophysics research scientist;biophysics science
  researcher|2131|1126,1144,1146
botanist||are occupied with the maintenance of an range of plants from around the world, often in a botanic
  garden|botany manager;garden manager;garden supervisor;horticulture manager|2131|1147,1111,1112
cattle pedicure||are specialists in taking care of hooves of cattle, in compliance with any regulatory requirements
  by the national legal authority|cattle pedicure specialist|5164|
cultural centre director|||center director;centre director;arts centre manager;arts center director;arts centre
  director;cultural center manager|1431|
dog breeder||oversee the production and day-to-day care of dogs||5164|1841,1842,1844
dog trainer||train dogs to be responsible in guiding blind people to travel effectively|trainer;service dog
  trainer;guide dog trainer;hearing dog instructor;seeing-eye dog trainer;assistance dog
  instructor|5164|1845,1846,1847
epidemiologist||centre their research on origin and causes for illness eruption in humans|nurse
  epidemiologist;research epidemiologist;chronic disease epidemiologist;epidemiology analyst;epidemiology
  scientist;epidemiology researcher|2131|257,1166,1167
food biotechnologist||study the life cycle of food from its preservation up to the spoilage and the food-borne
  pathogens||2131|
gambling manager||organise and coordinate the activities of a gambling facility|general manager;gambling general
  manager;gambling facility manager;gambling managing director|1431|
game keeper||manage the habitat and wild game population in a defined area|estate supervisor|5164|
genealogist||trace history and lineages of families|researcher;field court researcher;genealogist
  researcher;ancestry expert;genealogy expert;family tree researcher|2633|2010,2011,2012
historian||research, analyze, interpret, and present the past of human societies||2633|
immunologist|||pediatric immunologist;clinical immunologist;laboratory immunologist;immunology analyst;immunology
  scientist;immunology researcher|2131|1178,1179,1180
kennel supervisor||monitor the daily operations of the kennel under their supervision|kennel manager;kennel
  operator;animal care manager;pet boarding manager;pet boarding operator;animal care supervisor|5164|1848,1008,1849
kennel worker||handle animals in kennels or catteries and provide care for pets|keeper;monkey keeper;pound
  keeper;pound attendant;kennel attendant|5164|1831,1822,1824
lottery manager||organise and coordinate the activities of a lottery organisation|general manager;lottery shop
  manager;lottery general manager;lottery managing director|1431|
microbiologist||study and research the life forms, characteristics, and processes of microscopic organisms|quality
  control microbiologist;clinical laboratory scientist;clinical microbiologist;microbiology analyst;microbiology
  scientist;microbiology researcher|2131|1186,1187
pharmacologist|||research scientist;clinical pharmacologist;pharmacology analyst;pharmacology scientist;pharmacology
  researcher;pharmacology studies analyst|2131|1191,257,258
philosopher||study and argument over general and structural problems pertaining to society, humans and
  individuals|philosophy expert|2633|
physiologist||study and exert research on the functioning of different living organisms, the parts they are composed
  of, and their interactions|anatomy analyst;anatomy scientist;anatomy researcher;physiology analyst;physiology
  scientist;physiology researcher|2131|1195,1196,1197
zoo section leader||are responsible for managing and leading a team of zoo keepers|team leader;section leader;zoo
  team leader|5164|
athletic instructor|||athletic trainer;certified athletic trainer;athletic lecturer;resident athletic
  trainer;clinical athletic instructor;physical trainer|2131|1206,1207,1208
dental officer|||dentist;family dentist;general dentist;pediatric dentist;dental surgery doctor;dental medicine
  doctor|2131|1209,1210,1211
glaucoma specialist|||ophthalmologist;retina specialist;clinical ophthalmologist;cornea specialist;oculoplastic
  specialist;ophthalmic surgeon|2131|1215,1216,1217
home care physical therapist|||inpatient physical therapist;pediatric physical therapist;acute care PT;outpatient
  physical therapist;registered physical therapist;pediatric PT|2131|1218,1219,1220
nuclear medicine specialist|||diagnostic radiologist;nuclear medicine physician;radiologist;interventional
  neuroradiologist;interventional radiologist;neuroradiologist|2131|1224,1225,1226
# Artists and Writers
theatrical performer|||thrill performer|2655|1892,2479,1894
stage director||oversee and orchestrate the mounting of a performance production by unifying various endeavours and
  aspects of a theatrical production|stage manager;scene director;circus director;stage supervisor;theater
  director;theatre director|2166|2530,1073,2531
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|choral director;band leader;band master;choir leader;choir director;concert master|2652|2480,2481,2484
technical director||realise the artistic visions of the creators within technical constraints|technical
  manager;technical supervisor|2166|2532,2533,2534
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director;lighting art director;TV lighting
  supervisor;television lighting director;television lighting supervisor|2166|
book editor||find manuscripts that can be published|scientific publications editor;publications editor;acquisitions
  editor;commissioning editor;book editorial director;manuscripts editorial director|2641|2535,2536,2537
conceptual artist||||2651|
printmaker||engrave or etch metal, wood, rubber or other materials to create images which are transported onto
  surfaces, generally using a printing press|ben-day artist;relief printer;screen printer;printmaking artist;silk
  screen printer|2651|2538,2539,2540
dramaturge|||dramatic advisor|2641|
CGI animator||are in charge of animating 3D models of objects, virtual environments, layouts, characters and 3D
  virtual animated agents|CGI designer;computer-generated imagery animator|2166|77,78
animator||use software to create animations, these are rapidly sequenced together images to create an illusion of
  movement|computer artist;cartoon artist;computer graphic artist;CGI animator;animation artist;cartoon
  animator|2166|77,78
art restorer||work to perform corrective treatment based on an evaluation of the aesthetic, historic and scientific
  characteristics of art objects|objects conservator;ceramic restorer;document restorer;restorer;restoration
  artist;art objects repairer|2651|1432,1433,1434
artistic painter|||sign painter;matte painter;street painter;creative painter|2651|
blogger||write online articles on a wide range of subjects such as politics, fashion, economics and sports|sports
  writer;community blogger|2642|521,522,522
broadcast news editor||decide which news stories will be covered during the news|news editor;radio editor;news
  director;TV news editor;radio journalist;tv news director|2642|
cartoonist||draw people, objects, events, etc|comic artist|2651|750,751,1435
ceramicist|||ceramics artist|2651|
digital games designer||develop the layout, logic, concept and gameplay of a digital game|video games
  designer;virtual games designer;computer games designer|2166|
disc jockey||mix music from various sources using turntables or a mixing console and play music at events in front
  of a live audience|club DJ;event disc jockey;event DJ;live mixer;live music mixer|2659|2509,2510,2511
drawing artist||express concepts by providing a drawn representation corresponding to the idea|visual
  artist;artist;street artist;cartoon artist|2651|750,751,752
fact checker||make certain that all the information in texts that are ready for publishing is correct|specifications
  checker;waterway traffic checker|2642|
game developer||design 3D models of objects, virtual environments, layouts, characters, and 3D virtual animated
  agents||2166|77,78
games designer||design innovative gambling, betting and lottery games|lottery games designer|2166|
glass artist||create original artworks by assembling pieces of glass|stained glass artist;stained glass
  restorer|2651|750,751,752
literary scholar|||literary analyst;literary scientist;literary researcher;literary research analyst;literary
  studies scientist;literary research scientist|2641|
lyricist||interpret the style of a music piece and write words to accompany the melody|song
  lyricist|2641|2541,2542,521
mask maker||construct, adapt and maintain masks for live performances|mask builder|2651|
music arranger||create arrangements for music after its creation by a composer|music orchestrator;arrangement
  expert;musical arrangement consultant;musical arrangement specialist|2652|2480,2481,2512
script writer||create scripts for motion pictures or television series|film writer;movie writer;radio script
  writer|2641|521,522,523
sculptor||may use a wide variety of materials to create sculptures, such as stone, clay, glass, wood, plaster, or
  any material of their choice|concrete sculptor;non-representational metal sculptor;sculpting
  artist|2651|750,751,1435
speechwriter||research and write speeches on multiple topics|communications specialist;advertising
  specialist;speechwriting consultant;speechwriting specialist|2641|2541,2542,521
stop-motion animator||create animations by using puppets or clay models|model animator;puppet animator;stop-motion
  artist;stop-motion clay animator;stop-motion puppet animator;stop-motion animation artist|2166|
storyboard artist||draw out the scenes of a motion picture or television series according to the script in order to
  see what will be possible during production|illustrator;computer graphics illustrator|2651|77,78
street artist|||urban artist;stencil artist;graffiti artist;light street artist;street visual artist;paste-up street
  artist|2659|
tourist animator||develop and organise entertainment activities for guests of a hospitality
  establishment|entertainment attendant;cruise entertainment attendant;resort entertainment attendant;hospitality
  entertainment officer|2659|
video artist|||visuals artist;visual technician;video effects artist;video graphics artist;interactive video
  artist|2651|
voice-over artist||perform the dialogues of animated television or movie characters|male voice-over artist;female
  voice-over artist|2655|1892,2479,1894
# Design Services
art director||shape the visual layout of a concept|artistic director;designer;stage director;creative
  director;visual art director;advertising art director|2166|524,525,526
costume designer||develop a costume design concept for a performance, a movie or a television program|wardrobe
  stylist;costume consultant;costume specialist;wardrobe specialist|2163|1889,1890,2543
textile designer||conceptualise textile products considering visual communication and functional performance|stained
  glass artist;knits designer;print designer;textile artist;fabric designer;textiles designer|2163|2504,2505
textile colourist||prepare, develop and create colours for textile applications|color maker;textile color
  maker;dyeing range operator|2163|1149,2377,2544
user interface designer||are in charge of designing user interfaces for applications and systems|UI
  designer;accessibility designer|2513|36,37,2545
interior planner||help clients in planning their interiors for commercial and private use|design consultant;spatial
  planner;interior adviser;interior designer;interior architect;interior space planner|3432|2546,2547,2548
industrial designer||work out ideas and develop them into designs and concepts for a wide variety of manufactured
  products|ceramic designer;color expert;product expert;CAD designer;toy designer;product designer|2163|2504,2505
set designer||develop a set concept for a performance and supervise the execution of it|scenic artist;scene
  designer;scenery artist;scenic designer;theater designer;theatre designer|3432|2549,2550,2551
HVAC design engineer|||HVACR design engineer;HVACR drafting expert;HVACR drafting adviser;HVACR drafting
  consultant;HVACR drafting specialist|3118|
automotive designer||create model designs in 2D or 3D and prepare isometric drawings and graphics|car designer;truck
  designer;automobile designer;automotives designer;automotive model maker|2163|598,2259,2448
furniture designer||work on items of furniture and related products|craft artist;artist;glass artist;furniture
  maker;furniture artist;furniture builder|2163|2449,2450,2451
interior designer||design or renovate of internal spaces, including structural alterations, fixtures and fittings,
  lighting and colour schemes, furnishings|space planner;spacial designer;spatial designer;interiors
  designer;interior space planner;facility interior designer|3432|
jewellery designer|||jewelry artist;jewellery artist|2163|
merchandiser||are responsible for positioning goods following standards and procedures|graduate
  merchandiser;merchandising manager;merchandising controller;merchandising supervisor;graduate retail
  merchandiser;retail merchandising manager|3432|
miniature set designer||design and build miniature props and sets of motion pictures|miniature maker;miniatures
  builder;model set designer;miniature model maker;miniature set builder|3432|2550,2551,2552
model maker||create three-dimensional scale models or various designs or concepts and for various purposes, such as
  models of human skeletons or organs|clay modeler;form builder;metal model builder;maker;model expert;model
  builder|2163|2452,2453,2454
puppet designer||design and create puppets and manipulable objects for performers|puppet maker;puppet builder|2163|
scenic painter||decorate sets for live performances|including painter;painter;animated cartoons painter;scene
  painter;scenic artist;scenery artist|3432|750,751,2553
set builder||construct, build, prepare, adapt and maintain scenic elements used on stage and for filming movies or
  television programs|miniature set builder;prop maker;stage builder;scenic builder;blacksmith welder;exhibition
  builder|3432|1898,988,989
visual merchandiser||are specialised in the promotion of the sale of goods, especially their presentation in retail
  outlets|display associate;merchandiser;in-store marketing associate;display designer;image controller;display
  assistant|3432|2554,2555,2556
sample maker|||craftsman;sample worker;product development carpenter;sample builder;jig builder;last model
  maker|2163|2455,2456,2457
# Architecture and Planning
landscape architect||plan and design the construction of gardens and natural spaces|golf course
  architect;architect;professional landscape architect;landscape artist;landscape expert;landscape
  engineer|2162|2557,2558,2559
land surveyor||determine, by means of specialised equipment, the distances and positions of points at the surface of
  sites for construction purposes|geodetic surveyor;county surveyor;registered land surveyor;surveyor;geomatics
  surveyor;surveying engineer|2165|2560,2561,2562
interior architect||create plans of the interior of a home, building or other structure|building architect;green
  building architect;structural architect;architect;design architect;building designer|2161|1239,2563,1241
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|planner;facilities planner;residential designer;urban
  architect;building designer;commercial architect|2161|1239,1240,1241
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert;civil engineering adviser;civil engineering
  consultant;civil engineering specialist;infrastructure project manager|2142|
civil engineering technician|||engineering assistant;engineering technician;civil engineering assistant;civils
  technician|3112|2564,2565,2566
construction engineer||interpret building designs and add technical specifications to construction projects|building
  construction engineer;site engineer;building engineer;engineering support manager;construction design
  engineer;buildng construction engineer|2142|2567,1005,1006
landscape designer|||garden advisor;garden designer;landscape advisor;landscape consultant;landscaping
  designer;landscaping architect|2162|2568,2569,2558
traffic control technician|||traffic signal technician;traffic technician;transportation technician;field traffic
  investigator;traffic analyst;traffic investigator|3112|2570
surveying technician||carry out technical surveying tasks|instrument operator;CAD technician;transit
  man;surveyor;mapping technician;geomatics technician|3112|2571,1176,1177
land planner||visit sites in order to create projects and plans for land usage and development|community development
  planner;community planner;neighborhood planner;planner;city planner;land manager|2164|2572,2573,2574
civil drafter||||3118|1270,1271,2575
geographic information systems specialist|||document management specialist;systems consultant;artificial
  intelligence specialist;GIS analyst;GIS specialist;GIS technician|2165|2576,2577,2578
construction safety manager||inspect, enforce and control health and safety measures at construction
  sites|environmental projects advisor;safety advisor;safety manager;safety officer;safety supervisor;construction
  safety supervisor|3112|2579,2580,2581
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant;construction project manager;quantity surveying
  consultant|1323|1273,1274,1275
construction safety inspector||monitor construction sites and their conformity to health and safety
  regulations|safety advisor;safety inspector;safety controller;site safety advisor;site safety
  inspector;construction safety controller|3112|2352,2353,2354
property developer||buy land, finance deals, order construction projects and orchestrate the process of
  development|land developer;house developer;office developer;housing developer;speculative builder;commercial
  developer|1323|
cartographer|||digital cartographer;photo cartographer;maritime cartographer;map maker;cartographic
  analyst;cartographic drafter|2165|2582,2583,2584
construction safety consultant|||certified industrial hygienist;industrial hygiene consultant;industrial
  hygienist;advisory industrial hygienist;industrial hygiene engineer;safety research
  professional|3112|2355,2356,2357
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment|asbestos inspector;buildings inspector;construction inspector;building control officer;building
  control surveyor;building services inspector|3112|1298,1299,1300
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth|soil analyst;geotechnical engineer;construction geologist;site
  geological consultant;geological engineering expert;geological engineering adviser|2142|
bridge inspector||inspect bridge structures for joint break, cracks, rust and other faults|bridge
  engineer;structures inspector;highway structures inspector|3112|
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community|land agent;cadastral surveyor;cadastral land surveyor;cadastral mapping
  technician|2165|
clothing CAD technician||use software to create design plans for clothing products|CAD fashion designer;clothing CAD
  operator;fashion CAD technician;clothing CAD specialist|3118|
construction quality inspector||monitor the activities at larger construction sites to make sure everything happens
  according to standards and specifications||3112|
drafter||prepare and create technical drawings using a special software or manual techniques, to show how something
  is built or works|structural drafter;building drafter;CAD drafter;drafting expert;drafting adviser;drafting
  consultant|3118|1270,1272,2585
electromechanical drafter||draw and create blueprints together with electromechanical engineers|electromechanics
  drafter;electric machinery drafter;electrical machinery drafter;electromechanical design drafter;electromechanical
  drafting expert;electromechanical drafting adviser|3118|
energy assessor||determine the energy performance of buildings|energy savings advisor;energy consumption
  advisor|3112|
energy consultant||advise clients on the advantages and disadvantages of different energy sources|energy
  advisor;energy saving advisor;energy advice consultant;energy saving consultant;sustainability consultant;energy
  procurement advisor|3112|2344,2346,2586
hydrographic surveyor||measure and map, by means of specialised equipment, marine environments|hydrographic
  analyst;hydrography surveyor;hydrographic scientist;hydrographic researcher;hydrographic research
  analyst;hydrographic research scientist|2165|
mine surveyor||prepare and maintain mining plans in line with statutory and management requirements|mine plan
  maker;mining surveyor;mine planning surveyor;mine operations surveyor|2165|2587,2588,2561
printer repairer||assist in the designing and programming of products, ranging from prosthetic products to 3D
  miniatures|printer technician;prototyping technician;printing machine technician|3118|
product development engineering drafter||design and draw blueprints to bring new concepts and products to
  life||3118|
sewerage maintenance technician||inspect sewers and pipeline systems|CCTV operator;CCTV operative;CCTV
  technician;sewerage investigation technician;sewerage investigative technician|3112|
transport planner|||traffic planner;traffic engineer;road traffic planner|2164|
urban planner||create development plans for towns, urban areas, cities, and regions|city planner;town
  planner;country planner;regional planner;urban planning engineer|2164|2572,2573,2589
# Civil Engineering
drainage engineer||design and construct drainage systems for sewers and storm water systems|project engineer;water
  engineer;water project engineer;sewer engineer;flood risk engineer;irrigation engineer|2142|2590,1006,2591
water engineer||research and develop methods for the provision of clean water, water treatment and flood damage
  prevention and reaction|hydraulic engineer;water systems engineer;water resource engineer;water management
  specialist|2142|1005,1006,2591
road sign installer||take road signs to the specified location and erect it|highway worker;lane marker
  installer;road worker;road sign worker;highway sign installer;traffic sign installer|9312|2592,2593,2594
transport engineer||design and set the engineering specifications for the construction and development of roadways
  and transport infrastructure|roads engineer;traffic engineer;highways engineer;transportation engineer;transport
  project engineer;transport projects engineer|2142|2567,1005,1006
sewer construction supervisor||supervise the installation of sewer pipes and other sewage infrastructure|sewage
  pipelayer supervisor|3123|
civil engineering technician|||engineering assistant;engineering technician;civil engineering assistant;civils
  technician|3112|2564,2565,2566
rail project engineer||maintain a safe, cost-effective, high-quality, and environmentally responsible approach
  across the technical projects in railway companies|railway project engineer;engineering project manager;rail
  engineering specialist|2142|
civil engineering worker||perform tasks concerning the cleaning and preparation of construction sites for civil
  engineering projects|site worker;civils worker;ground worker;building worker;civils operative;construction
  worker|9312|
mining geotechnical engineer||in mining perform engineering, hydrological and geological tests and analyses to
  improve the safety and efficiency of mineral operations||2142|
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste||2143|
traffic control technician|||traffic signal technician;traffic technician;transportation technician;field traffic
  investigator;traffic analyst;traffic investigator|3112|2570
road marker||apply markings to roads to increase safety, indicate traffic regulations, and help road users find the
  way|road painter;construction worker;road marking worker;road marking operator;road marking operative;road marking
  technician|9312|
construction engineer||interpret building designs and add technical specifications to construction projects|building
  construction engineer;site engineer;building engineer;engineering support manager;construction design
  engineer;buildng construction engineer|2142|2567,1005,1006
tower crane operator|||tower crane driver;tower-crane operator;tower crane operative|8343|1279,1280,1550
geographic information systems specialist|||document management specialist;systems consultant;artificial
  intelligence specialist;GIS analyst;GIS specialist;GIS technician|2165|2576,2577,2578
rail construction supervisor||monitor the construction and maintenance of railway infrastructure|railway maintenance
  supervisor;railway construction supervisor;railtrack maintenance supervisor;railtrack construction
  supervisor|3123|
pipeline engineer|||pipeline field engineer;subsea pipeline engineer;pipeline field technician;offshore pipeline
  engineer;pipeline integrity engineer;pipeline engineering technician|2142|
underwater construction supervisor||monitor underwater construction projects such as tunnels, canal locks and bridge
  pillars|construction diving supervisor;marine construction supervisor;tunnel construction supervisor;harbour
  construction supervisor;sub-sea construction supervisor|3123|
mechanical engineering drafter|||mechanical drafter;design drafter;drafter;mechanical design drafter;mechanical
  drafting expert;mechanical drafting adviser|3118|2595,2596,2597
rail layer||construct railway tracks on prepared sites|machine operator;plate layer;track layer;tramway
  layer;railtrack layer;light rail layer|9312|2598,2599,2600
environmental engineer||integrate environmental and sustainable measures in the development of projects of various
  natures|engineering consultant;environmental remediation specialist;sanitary engineer;pollution
  engineer;environmental analyst;water pollution engineer|2143|2601,2602,2603
drainage worker||assemble and maintain drainage and dewatering systems|drainage installer;drainage
  operative;drainage pipe layer;deep drainage worker;deep drainage operative;drainage system installer|9312|
power lines supervisor||monitor the construction and maintenance of power lines and associated equipment|cable
  installer supervisor;cable installation supervisor;electric powerline supervisor|3123|
fire safety tester|||fire tester;fire inspection technician|3112|
rail maintenance technician||execute routine inspections of railway tracks, powerlines, signage stations, switches,
  and other railway infrastructure|rail repairer;rail inspector;rail track inspector;rail quality
  inspector;permanent way inspector;track quality inspector|3112|
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical systems
  drafter;electrical design drafter;electrical drafting expert;electrical drafting adviser;electrical drafting
  consultant;electrical drafting specialist|3118|1316,1317,1318
construction safety manager||inspect, enforce and control health and safety measures at construction
  sites|environmental projects advisor;safety advisor;safety manager;safety officer;safety supervisor;construction
  safety supervisor|3112|2579,2580,2581
fire protection technician|||fire suppression engineer|3112|
wastewater engineer||design sewage systems and networks for the removal and treatment of wastewater from cities and
  other residential areas|process engineer;sewage engineer;waste-water engineer;sewer system designer;sewage system
  engineer;sewer pipeline engineer|2142|2604,2591,2605
corrosion technician||monitor the integrity from a pipeline and provide repairs to it if needed|surface
  technician;corrosion supervisor;surface coating technician;corrosion control technician;offshore corrosion
  technician;cathodic protection technician|3112|
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable|cable car operator;cable car controller|8343|
waterway construction labourer|||waterway maintenance worker;waterway construction worker;waterway maintenance
  operative;waterway construction operative|9312|
road maintenance technician||inspect and manage roads in enclosed areas for maintenance and repair|road
  inspector;highways inspector;highways technician;road maintenance worker;road maintenance inspector;road
  maintenance supervisor|3112|
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth|soil analyst;geotechnical engineer;construction geologist;site
  geological consultant;geological engineering expert;geological engineering adviser|2142|
construction painting supervisor||plan, direct and oversee the work of the crew of painters assigned to a certain
  project or location|decorating supervisor;industrial painting supervisor;specialist painting supervisor;commercial
  decorating supervisor;construction decorating supervisor|3123|
water conservation technician supervisor||||3123|
railway infrastructure inspector||are responsible for checking the conditions of railways|railway infrastructure
  auditor;railway infrastructure surveyor|3112|
domestic energy assessor||advise individuals on energy supply for their homes|domestic energy seller;residential
  energy seller|3112|
environmental expert||search for technological solutions to tackle environmental problems|specialist;environmental
  programs specialist;climate analyst;geologist;soil scientist;mineral technician|2143|2038,2039,2040
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures|scaffolding supervisor|3123|
bricklaying supervisor||monitor bricklaying activities|construction foreman;insulation foreman;sheet metal
  foreman;brickwork supervisor;bricklayer supervisor;brickmason supervisor|3123|1357,1358,1359
bridge construction supervisor||monitor the construction of bridges|bridgebuilding supervisor;bridge building
  supervisor|3123|
bridge inspector||inspect bridge structures for joint break, cracks, rust and other faults|bridge
  engineer;structures inspector;highway structures inspector|3112|
bulldozer operator||operate a heavy vehicle to move earth, rubble or other material over the ground|construction
  bulldozer operator;dozer driver;dozer operative;bulldozer driver;earthmover driver;bulldozer
  operative|8342|1360,1361,1362
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community|land agent;cadastral surveyor;cadastral land surveyor;cadastral mapping
  technician|2165|
carpenter supervisor||monitor carpentry operations in construction|carpenter foreman;framer supervisor;joiner
  supervisor;joinery supervisor;carpentry supervisor;joinery shop supervisor|3123|1357,1358,1363
clothing CAD technician||use software to create design plans for clothing products|CAD fashion designer;clothing CAD
  operator;fashion CAD technician;clothing CAD specialist|3118|
concrete finisher supervisor||monitor the concrete finishing process|power floater supervisor;concrete layer
  supervisor;floor finishing supervisor;concrete finishing supervisor;flooring operative supervisor;powerfloat
  finisher supervisor|3123|
construction quality inspector||monitor the activities at larger construction sites to make sure everything happens
  according to standards and specifications||3112|
container crane operator||operate electrically powered cranes equipped with cantilevers on which hoisting gear is
  supported to load or unload container cargo|crane driver;dock crane operator;ship crane operator;dockside crane
  operator;straddle crane operator|8343|
crane crew supervisor||are present to supervise crane operations|crane supervisor;crane safety supervisor;crane
  operator supervisor;crane operations supervisor;lifting operations supervisor|3123|1364,1365,1366
demolition supervisor||monitor operations involved in the demolition of buildings and clean up of debris|demolition
  manager;demolition project manager;demolition site supervisor;demolition project supervisor;demolition operations
  supervisor|3123|
drafter||prepare and create technical drawings using a special software or manual techniques, to show how something
  is built or works|structural drafter;building drafter;CAD drafter;drafting expert;drafting adviser;drafting
  consultant|3118|1270,1272,2585
dredging supervisor||monitor dredging operations|dredging site supervisor;dredge operator supervisor;dredging
  project supervisor;dredging operations supervisor|3123|
electromechanical drafter||draw and create blueprints together with electromechanical engineers|electromechanics
  drafter;electric machinery drafter;electrical machinery drafter;electromechanical design drafter;electromechanical
  drafting expert;electromechanical drafting adviser|3118|
energy assessor||determine the energy performance of buildings|energy savings advisor;energy consumption
  advisor|3112|
energy consultant||advise clients on the advantages and disadvantages of different energy sources|energy
  advisor;energy saving advisor;energy advice consultant;energy saving consultant;sustainability consultant;energy
  procurement advisor|3112|2344,2346,2586
excavator operator||use excavators to dig into earth or other materials to remove it|heavy equipment
  operator;backhoe operator;equipment operator;excavation worker;backhoe excavator operator;tracked excavator
  operator|8342|1367,1368,1369
glass installation supervisor|||glazing supervisor;window installation supervisor;fenestration installation
  supervisor|3123|
grader operator||work with a heavy piece of mobile equipment that creates a flat surface by slicing off the top soil
  with a large blade|catshovel driver;equipment driver;landfill grader;grader driver;grader worker;grader
  operative|8342|1360,1370,1361
hydrographic surveyor||measure and map, by means of specialised equipment, marine environments|hydrographic
  analyst;hydrography surveyor;hydrographic scientist;hydrographic researcher;hydrographic research
  analyst;hydrographic research scientist|2165|
insulation supervisor||monitor insulation operations|insulation installers supervisor|3123|1332,1363,1333
lift installation supervisor|||lift installation engineer;lift construction supervisor;elevator construction
  supervisor;elevator installation supervisor|3123|
mine surveyor||prepare and maintain mining plans in line with statutory and management requirements|mine plan
  maker;mining surveyor;mine planning surveyor;mine operations surveyor|2165|2587,2588,2561
paperhanger supervisor||monitor the hanging of wallpaper|decorator supervisor;wall paperer supervisor;wallpaper
  hanger supervisor;wallpaper decorator supervisor|3123|1357,1358,1332
pile driving hammer operator||work with a piece of heavy equipment that positions piles and hammers them into the
  ground using a rigging mechanism|piling operative;pile hammer operator;pile-driver operator;pile-driver
  operative;piling equipment operator;piling equipment operative|8342|
plastering supervisor||monitor plastering activities|stucco supervisor;dry lining supervisor;plasterboarding
  supervisor|3123|1357,1358,1332
plumbing supervisor||monitor plumbing operations|pipework supervisor;domestic plumbing supervisor;commercial
  plumbing supervisor|3123|
printer repairer||assist in the designing and programming of products, ranging from prosthetic products to 3D
  miniatures|printer technician;prototyping technician;printing machine technician|3118|
product development engineering drafter||design and draw blueprints to bring new concepts and products to
  life||3118|
road construction supervisor||monitor the construction and maintenance of roads|surfacing supervisor;highway
  construction supervisor|3123|
road maintenance worker||perform routine inspections of roads, and are sent out to perform repairs when called
  for|highways operative;highway maintenance worker;road maintenance operative|9312|
scraper operator||work with a mobile piece of heavy equipment that scrapes the top layer of the ground and deposits
  it in a hopper to be hauled off|scraper driver;scraper worker;scraper operative;motor-scraper driver;towed-scraper
  driver;towed-scraper operator|8342|1360,1370,1361
sewerage maintenance technician||inspect sewers and pipeline systems|CCTV operator;CCTV operative;CCTV
  technician;sewerage investigation technician;sewerage investigative technician|3112|
snow-clearing worker||operate trucks and plows to remove snow and ice from public sidewalks, streets and other
  locations||8342|
structural ironwork supervisor||monitor ironworking activities|rebar supervisor;steel fitting supervisor;steel
  erection supervisor;structural ironworks supervisor;structural steelwork supervisor;construction ironwork
  supervisor|3123|
terrazzo setter supervisor||monitor terrazzo setting operations|terrazzo team supervisor;terrazzo layer
  supervisor;poured flooring supervisor;terrazzo worker supervisor;concrete flooring supervisor;terrazzo flooring
  supervisor|3123|
tiling supervisor||monitor tile fitting operations|wall tiling supervisor;floor tiling supervisor;mosaic tiling
  supervisor;tiling worker supervisor;surface tiling supervisor;tile installation supervisor|3123|
cargo supervisor|||line service supervisor;loadmaster;ramp supervisor;ground operations supervisor;aircraft
  loadmaster;air cargo supervisor|3123|1371,1372,1373
# Government Administration
police inspector||coordinate and supervise a division in a police department||3355|
health and safety inspector||investigate the implementation and application of labour standards and policies in a
  workplace|wage inspector;labor inspector;labour inspector;employment officer|3359|
competition policy officer|||policy manager;competition policy manager;consumer protection officer;entrepreneurship
  policy officer|2422|
environmental policy officer||research, analyse, develop and implement policies related to the environment|policy
  officer;environmental officer;environmental policy advisor;environmental policy analyst;environmental policy
  consultant;environmental policy researcher|2422|
recreation policy officer|||sports policy advisor;sports policy officer;recreation policy advisor;recreation policy
  specialist|2422|
education policy officer||research, analyse and develop education policies, and implement these policies to improve
  the existing education system|policy officer;education policy advisor;education policy analyst;education policy
  researcher;education policy specialist|2422|
fiscal affairs policy officer|||tax policy officer;fiscal policy analyst;fiscal policy officer;fiscal policy
  developer;fiscal policy consultant;fiscal policy researcher|2422|
public health policy officer||develop and implement strategies for the improvement of a community's health care
  policy|general manager;healthcare planner;health service manager;healthcare planning officer|2422|
environmental health inspector||carry out investigations to ensure that areas, organisations and companies comply
  with environmental and public health legislation|public health inspector|3257|2352,2606,2607
legal policy officer|||legal policy advisor;legal policy analyst;legal policy specialist|2422|
marine cargo inspector||investigate all baggage and freight listed on the ship's manifest|shipping inspector;ship
  freight inspector|3359|2608,2609,927
food safety inspector||carry out inspections in food processing environments from a food safety standpoint|unit
  controller;inventory controller;quality inspector;quality controller;food safety officer;food quality
  inspector|3257|2610,2611,2612
foreign affairs officer||analyse foreign affairs policies and operations, and write reports outlining their analyses
  in a clear and comprehensible manner|consulate officer;foreign affairs advisor;foreign affairs analyst;foreign
  affairs manager;foreign affairs specialist;international affairs analyst|2422|
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations||3257|2018,2028,2029
health inspector||perform workplace audits to ensure compliance with government and environment legislation|safety
  inspector;HSE inspector;safety officer;factory inspector;environmental health officer;environmental health
  inspector|3257|2352,2613,2354
fire commissioner||oversee the activity of the fire department making sure the services supplied are effective and
  the necessary equipment is provided|area manager;brigade manager|1112|
government planning inspector|||planning officer;planning inspector;examining inspector|2422|
civil service administrative officer||perform administrative duties in civil service organisations and government
  departments|local authority administrator;public administrative officer;government administrative officer|2422|
housing policy officer||research, analyse and develop housing policies which enable affordable and adequate housing
  for all|policy officer;housing policy advisor;housing policy analyst;housing policy researcher|2422|
transportation safety manager||are responsible for maintaining safety standards, reducing risk to company, staff and
  customers and achieving industry standards||3257|
inventory control specialist|||expeditor;production scheduler;material requirements planner;materials
  coordinator;production clerk;alterations workroom clerk|3257|2614,2615,2616
log buyer|||log grader;log scaler;scaler;log check scaler;lumber grader;timber buyer|3257|2617,2618
regional development policy officer||research, analyse and develop regional development policies|regional policy
  officer|2422|
hazardous materials inspector|||environmental compliance inspector;environmental inspector;waste management
  specialist;compliance manager;waste disposal adviser;industrial waste analyst|3257|2018,2019,2020
political affairs officer|||political advisor;president adviser;political consultant;prime minister
  adviser;political campaign officer;political-military affairs officer|2422|1985,2619,1986
policy officer|||health policy analyst;policy advisor;policy analyst;policy manager;strategy advisor;strategy
  manager|2422|2619,1986,2620
trade development officer||develop and implement trade policies both internally and in international import and
  export relations|trade development director|2422|
social security administrator|||benefits advisor;benefits officer;administrative officer;social security
  advisor;community services director;community services administrator|1213|
tax compliance officer||collect fees, debt, and taxes on behalf of government institutions in cities, municipalities
  and other jurisdictions|revenue agent;internal revenue agent;customs agent;tax officer;enforcement agent;council
  tax officer|3352|1044,2621,1046
licensing officer||process licence applications and provide advice on licensing legislation|compliance
  officer;regulatory affairs specialist;driver license examiner;patents officer;license inspector;driver licensing
  officer|3354|2018,2622,2623
agricultural policy officer||analyse and identify agricultural policy issues and develop plans for improvement and
  new policy implementation|farming advisor;agricultural consultant;agriculture policy advisor;agriculture policy
  manager;agriculture policy officer;agriculture policy coordinator|2422|
labour market policy officer||research, analyse and develop labour market policies|labor policy advisor;labor policy
  analyst;labor policy officer;labour policy advisor;labour policy analyst;labour policy officer|2422|
social security officer|||benefits officer;employment advisor;invalidity adviser;social security adviser;healthcare
  insurance adviser;government administrative officer|3353|
hazardous waste inspector||||3257|
consumer rights advisor||aid consumers with complaints and provide advice and information on rights as a consumer
  after purchase of products or services|food hygiene inspector;legal services adviser;legal services
  advisor;consumer rights adviser;trading standards officer|3359|
food regulatory advisor||are extra-judicial or judiciary technical experts|food expert;food consultant;food law
  advisor;food safety expert;food safety auditor;food labelling specialist|3257|
international relations officer||ensure the development of cooperation between international public organisations
  and governments|international manager;international relations director;international development officer|2422|
central bank governor|||central bank manager;central bank director|1112|
mayor||chair their jurisdiction's council meetings and act as main supervisor of the local government's
  administrative and operational policies|civic leader;cabinet leader;council leader|1111|
community development officer||develop plans to improve quality of life in local communities|outreach support
  worker;social development officer|2422|
government minister||function as decision-makers in national or regional governments, and head government
  ministries||1111|
cultural policy officer||develop and implement policies to improve and promote cultural activities and events|arts
  worker;culture director;arts administrator;cultural policy worker;culture policy officer;cultural policy
  director|2422|
fisheries observer||||3359|
ambassador||represent their own government in foreign countries for diplomatic and peace-keeping purposes||1112|
consul||represent governments in foreign institutions such as embassies in order to facilitate economic and
  political cooperation between the two nations||1112|527,2624,2622
social services policy officer|||social policy advisor;social policy analyst;social policy officer;social policy
  researcher;social policy specialist|2422|
immigration policy officer||develop strategies for the integration of refugees and asylum seekers, and policies for
  the transit of people from one nation to another|asylum policy officer;refugee policy officer;government policy
  manager;immigration policy analyst|2422|
police commissioner||||1112|
social security inspector||investigate fraudulent activities in social security that affect workers' rights|claims
  investigator;labour law inspector;benefit fraud investigator;claimant fraud investigator;social service
  investigator;social security investigator|3353|
policy manager||are responsible for managing the development of policy programs and ensuring that the strategic
  objectives of the organization are met|compliance manager;environmental manager;ethics manager;policy
  coordinator;compliance director;advocacy coordinator|1213|2625,2626,2627
city councillor||represent residents of a city in the city's council and perform local legislative duties|elected
  representative|1111|
public administration manager||direct, monitor and evaluate the implementation of government policies|city
  administrator;public body manager;public administrator;county council manager;local authority officer;public
  service director|1112|
social service consultant||aid in the development of policy and procedure for social service programs|welfare
  consultant;social services expert;social services planner;social services developer;social planning
  consultant;social services consultant|2422|
compliance director|||security information manager;security information director|1213|
senator||||1111|2628,2629,2630
police detective||gather and compile evidence which assists them in the solution of crimes|detective;fugitive
  detective;narcotics detective;detective inspector|3355|2631,2632,2633
employment programme coordinator||research and develop employment programmes and policies to improve employment
  standards and reduce issues such as unemployment|job creation advisor;employment programme manager|2422|
freight inspector||determine if freight is secure and comes with the proper documentation|marine cargo
  surveyor;marine surveyor;surveyor;cargo surveyor;cargo inspector;freight surveyor|3359|2634,2608,2609
tourism policy director||develop and implement policies to improve tourism to their region|tourism policy
  manager;tourism strategy director;visitor attraction director;economic development director|1213|
embassy counsellor||supervise specific sections in an embassy, such as economics, defence or political
  affairs|embassy officer|1112|
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety|healthcare advisor;management consultant;retirement healthcare advisor;healthcare management
  consultant|2422|1414,1415,1416
office clerk||are responsible for performing clerical and administrative duties in an office setting and support of
  business operations within a department|office assistant;front office clerk;general office clerk;clerical
  assistant;correspondence clerk|4110|2635,2636,1488
provincial governor||||1111|
secretary general||||1112|
parliamentary assistant||provide support to officials and politicians of regional, national and international
  parliaments and undertake logistical tasks|executive officer;political assistant;constituency assistant|2422|
CBX operator|||PBX operator;switchboard operator;central communications specialist;communications
  operator;information specialist;switchboard receptionist|4110|1490,1491,1492
correspondence coordinator|||office technician;technical clerk;chargeback specialist;claims correspondence
  clerk;correspondence representative;correspondent|4110|1493,1494,1495
pensions administrator|||pensions technician;investments administrator;pensions administration officer|3353|
customs officer|||special agent;border patrol agent;ALE agent;border guard;customs inspector;detection
  officer|3351|2637,1923,2638
homicide squad commanding officer|||police captain;patrol commander;police supervisor;deputy chief sheriff;detective
  supervisor;harbor master|3351|1932,1933,1934
railroad police officer|||patrolman;railroad police;transit police officer;law enforcement officer;patrol man;police
  specialist|3351|1935,1936,1937
sports programme coordinator||coordinate sports and recreation activities and policy implementation|recreation
  officer;sports development officer;community development officer;sports development coordinator;recreation
  programme coordinator|2422|
agricultural inspector||monitor agricultural operations in farms and other agricultural facilities|cattle
  examiner;consumer compliance examiner;farm auditor;farm inspector;agriculture auditor;agricultural
  auditor|3359|2639,2640
criminal investigator||examine and process the scenes of crimes and the evidence found in them|forensic
  officer;fingerprint officer;crime scene investigator;forensic science officer|3355|1941,1942,1943
diplomat||represent their home nation and government in international organisations|diplomatic agent;foreign service
  officer;diplomatic service officer|1112|
engineering assistant||ensure the administration and monitoring of technical and engineering files for projects,
  assignments, and quality matters|tech assistant;technical assistant;technology assistant;project support
  worker;technological assistant;technical support worker|4110|2564,2565,2566
forestry inspector||monitor forestry operations to ensure that workers and their activities comply with proper
  legislation and standards|forestry auditor;arboriculture inspector;urban forestry inspector;forestry operations
  inspector|3359|2639,2640
gaming inspector|||surveillance investigator;casino investigator;gambling inspector;gambling supervisor;gaming
  investigator;gambling investigator|3359|2641,2642,2643
hand luggage inspector||check individuals' luggage to detect potential threatening objects|baggage inspector;airport
  cargo worker;airport customs agent;airport baggage worker;airport customs worker;airport luggage worker|3351|
immigration adviser|||immigration advisor;immigration consultant;global immigration consultant|3354|1688,2644,1704
immigration officer||monitor the eligibility of people, food, electronic devices and merchandise entering a country
  via an entry point|customs inspector;immigration guard;border force officer;passport checking
  officer|3351|1923,2645,2646
intelligence officer||develop and execute plans to gather information and intelligence|criminal
  investigator;investigator;forensic specialist;cyber investigator;intelligence analyst;counter-terrorism
  analyst|2422|1426,1427,1428
membership administrator||ensure an effective membership administration, documentation and communication|membership
  officer;account administrator;administrative support officer;membership sales administrator;regional membership
  administrator|4110|
passport officer||provide passports and other travel documents such as certificates of identity and refugee travel
  documents|border control officer;passport examining officer;passport issuing administrator|3354|
programme manager||coordinate and oversee several projects working simultaneously|programme director;projects
  portfolio manager;programme management coordinator|1213|1072,1073,1074
tax inspector||are responsible for the calculation of taxation and the ensurance of its timely payment by
  individuals and organisations|excise officer;fiscal advisor;tax specialist;pecunary consultant;contributions
  advisor;public funds inspector|3352|
weights and measures inspector||ensure adherance to regulations and agreements pertaining to the weights and
  measures of packaged goods|trading standards manager;trading standards officer;regulatory services officer;trading
  standards supervisor|3359|
# Non-profit Organizations
fundraising manager||are responsible for raising money on behalf of organisations, often non-profit such as
  charities|campaign fundraiser;capital campaign fundraiser;community fundraiser;giving manager;philanthropic
  manager;fundraising consultant|2432|2647,2648,2649
account supervisor|||annual giving director;development director;fundraising director;business development
  director;community manager;donor relations manager|2432|2650,2651,2649
community social worker||help people in disadvantage or excluded from society to change their situation and handle
  their integration problems|outreach worker;neighbourhood worker;housing social worker;estate outreach
  worker;community support worker;community outreach worker|2635|
social work assistant||are practice-based professionals who promote social change and development, social cohesion,
  and the empowerment and liberation of people|social worker assistant;support worker assistant|3412|2652,2653,2654
social worker||are practice-based professionals who promote social change and development, social cohesion, and the
  empowerment and liberation of people|adolescent counselor;adoption counselor;child care counselor;welfare
  worker;community worker;community counsellor|2635|2655
social services manager|||policy manager;frontline manager;social care manager;elderly homes manager;residential
  home manager|1344|2656,2657,2658
funeral home manager|||funeral service manager;mortuary operations manager;arranging funeral director;funeral home
  director;funeral sales manager|1344|2659,2660,2661
residence hall director|||residence life director;resident director;residential advisor;hall coordinator;residence
  director;residence life coordinator|1344|2662,2663,2664
political campaign officer|||strategy advisor;strategy manager;political advisor;political consultant;campaign
  strategy consultant;political campaign consultant|2432|1985,1986,1987
community development social worker||support individuals, families, and groups in socially or financially deprived
  areas|social development worker|2635|
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth|youth advisor;welfare advisor;youth centre worker;youth social
  worker;juvenile care worker;youth support worker|2635|
activism officer|||events officer;campaign worker;charity officer;activism coordinator|2432|2665,540,2666
social services policy officer|||social policy advisor;social policy analyst;social policy officer;social policy
  researcher;social policy specialist|2422|
social service consultant||aid in the development of policy and procedure for social service programs|welfare
  consultant;social services expert;social services planner;social services developer;social planning
  consultant;social services consultant|2422|
criminal justice social worker||tackle criminal behaviour and reduce risk of reoffending by promoting and
  establishing programs to prevent crime within communities|social worker;social insurance adviser;race relations
  adviser;family court adviser;family court advisor;prison social worker|2635|
humanitarian advisor|||charity worker;humanitarian consultant;humanitarian affairs advisor;humanitarian affairs
  officer;humanitarian assistance advisor|2422|
pastoral worker||support religious communities|church worker;lay worker;parish worker;religious worker;church
  pastoral worker;ministry pastoral worker|3413|
child welfare worker||provide early intervention and support to children and their families in order to improve
  their social and psychological functioning|child welfare officer|3412|2655
family social worker||||2635|
migrant social worker||provide advice to migrants in order to guide them through the necessary steps of integration,
  namely living and working in a foreign country|social worker;asylum advice worker;asylum support worker;migrant
  advice worker;refugee social worker;immigrant advice worker|2635|
public housing manager||develop strategies for the improvement of housing policy in a community, as well as
  providing social housing to those in need|housing manager;estates manager;housing officer;housing policy
  analyst;housing policy manager;public housing officer|1344|1385,1403,2667
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|new media strategist;social media manager;online reachout manager;social media
  specialist;digital community manager;online community specialist|2432|504,515,87
gerontology social worker||provide assistance to elderly individuals and their families helping them to cope with
  their biopsychosocial needs|social worker;seniors social worker;geriatric social worker;gerontological social
  worker|2635|1871,1872,2668
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent;political organisation manager;political
  organization manager|2432|
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator|2635|
family planning counsellor|||pregnancy advisor;sexual health advisor;family planning advisor;reproductive health
  advisor|2635|
benefits advice worker|||welfare rights worker;welfare rights adviser;welfare rights officer;welfare benefits
  adviser;welfare rights counsellor|2635|
clergy|clergies||minister;catholic priest;spiritual leader|2636|2669,2670,2671
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker;socio-cultural animator;social pedagogy
  practitioner;community education practitioner|2635|
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer;electorate officer;parliamentary agent|2432|
probation officer||supervise offenders after their release, or who were sentenced to penalties outside of
  incarceration|probation worker;parole officer;probation services officer|2635|1959,1960,1961
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety|healthcare advisor;management consultant;retirement healthcare advisor;healthcare management
  consultant|2422|1414,1415,1416
christian education director|||religious education director;youth director;adult ministries director;religious
  education coordinator;student ministries director;youth ministry director|2636|2672,2673,2674
chaplain||perform religious activities in secular institutions|college chaplain;hospice chaplain;resident
  chaplain;lay representative|2636|2669,2675,2676
family support worker|||social worker;family advice worker;family service worker;family engagement worker;family
  intervention worker|3412|2655
enterprise development worker||support enterprises in solving big social problems by liaising with communities and
  customers|business social worker;industry social worker;corporate social worker;enterprise social
  worker;cooperative development worker;enterprise development adviser|2635|
youth programme director||develop and implement programmes and policies to improve and ensure youths'
  well-being|inclusion director;youth mentoring director;youth development director;youth programme
  coordinator|1344|
christian education director|||religious education director;youth director;adult ministries director;religious
  education coordinator;student ministries director;youth ministry director|2636|2672,2673,2674
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life|social therapist;youth counsellor;crisis counsellor;personal counsellor;social
  psychologist;relationship advisor|2635|
youth centre manager||plan and supervise the operations of children and youth homes which provide care and
  counselling services|youth club manager;youth program manager;youth centre coordinator|1344|
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents|placement officer;foster care worker;placement supervisor;fostering support worker;placement support
  worker;supervising social worker|3412|
military welfare worker|||army social worker;navy social worker;army welfare officer;forces social worker;navy
  welfare officer;forces welfare worker|2635|
missionary|missionaries|supervise the execution of missions of outreach from a church foundation|christian social
  worker;humanitarian aid worker;catholic humanitarian worker|2636|
policy advisor||deliver high quality social work services by contributing to the development and improvement of
  social work and social care practice|academic social worker|2635|
religion scientific researcher||study concepts related to religions, beliefs and spirituality|theology
  researcher;theology studies researcher;religious studies researcher|2636|
# Primary and Secondary Education
elementary principal||are responsible for meeting curriculum standards, which facilitate academic development for
  the students|middle school principal;vice principal;high school director;secondary school
  director|1345|2677,2678,2679
preschool director|||site coordinator;childcare director;education site manager;preschool program director;ECP
  supervisor;child care director|1345|2680,2681,2682
secondary school||||2352|2683,2684,2685
primary school assistant||provide instructional and practical support to primary school teachers||5312|
secondary school assistant||provide various support services to secondary school teachers such as instructional and
  practical support||5312|
primary school director||manage the day-to-day activities of a primary school or elementary school||1345|
adapted physical education specialist|||adapted physical educator;DAPE specialist;DAPE teacher;APE
  specialist;adapted PE teacher;autism tutor|2352|2686,2687,2688
emotional disabilities teacher|||resource program teacher;academic interventionist;behavior specialist;blind
  teacher;braille teacher;early interventionist|2352|2689,2690,2691
intervention specialist|||exceptional children teacher;deaf teacher;handicapped teacher;MR teacher;HI teacher;lip
  reading teacher|2352|2692,2693,2685
special education inclusion teacher|||special education teacher;emotional support teacher;exceptional needs
  teacher;HI itinerant teacher;home therapy teacher;inclusion teacher|2352|2694,2695,2690
special education teacher assistant|||special education aide;special education paraprofessional;special education
  paraeducator;BSIP instructional aide;special education assistant;special education associate|2352|2696,2697,2698
learning support teacher||assist students who have general learning difficulties|early intervention teacher;resource
  specialist;basic skills teacher;compensatory teacher;developmental teacher;development support
  teacher|2352|2699,2700,2701
special educational needs assistant||assist special education teachers in their classroom duties|SEN teaching
  assistant|5312|
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher;TESOL practitioner;language
  school lecturer;language school instructor|2353|
high-school music teacher||||2330|
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|career advisor;education advisor;degree program coach;student career guide;degree program advisor;academic
  student advisor|2359|2702,2703,1035
primary school teacher||instruct students on a primary school level|primary education teacher|2341|
Steiner school teacher|||Steiner teacher;Waldorf school teacher;Steiner school instructor;Waldorf school
  instructor|2341|
secondary school teacher||provide education to students, commonly children and young adults, in a secondary school
  setting|secondary teacher;art educator;chemical educator;art teacher;maths teacher;academy
  teacher|2330|464,466,2704
special educational needs coordinator||oversee programmes and activities that provide educational support to
  children with a variety of disabilities|SEN officer;SEN director;SEN coordinator|2351|
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director;arts conservatory
  director;further education director;technical institute director;post-secondary school director|1345|
early years teaching assistant||support the early years teacher in an early years or nursery school|nursery teaching
  assistant;preschool teaching assistant;reception teaching assistant;kindergarten teaching assistant|5312|
gifted pupils teacher||||2352|
special educational needs teacher||work with and teach children, young people, and adults with an intellectual or
  physical disability|resource teacher;EC special educator;hearing impaired teacher;SEN teacher;autism
  teacher;special needs teacher|2352|2700,2705,2690
Montessori school teacher||educate students using approaches that reflect the Montessori philosophy and
  principles|Montessori teacher;Montessori primary teacher;mulit-age classroom teacher;Montessori school
  instructor;Montessori elementary teacher|2342|
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager;primary school manager;secondary school manager;educational institution manager|1345|
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach|2359|
Freinet school teacher||educate students using approaches that reflect the Freinet philosophy and principles|Freinet
  teacher;Freinet pedagogy teacher;Freinet school instructor|2342|
SEN visiting teacher||instruct disabled or sick children in their homes|SEN itinerant teacher;SEN peripatetic
  teacher|2352|
prison instructor||educate legal offenders, including prisoners, on social rehabilitation and correctional
  behaviour|prison teacher;instructional officer;prison training officer;correctional training instructor|2359|
education programme coordinator||supervise the development and implementation of educational programmes|education
  programs manager;education programme director;education programmes manager|1345|
faculty director||||1345|
early years teacher|||nursery school teacher;Beauty teacher;nursery teacher;preschool teacher;reception
  teacher;kindergarten teacher|2342|2706,2707,2708
bilingual kindergarten teacher|||classroom teacher;educator;kindergarten classroom teacher;transitional kindergarten
  teacher;bilingual education teacher;early childhood teacher|2342|2709,2706,2710
child care worker|||childcare provider;infant teacher;toddler teacher;family manager;nanny;child
  caregiver|2342|2711,2712,2713
e-learning architect|||eLearning designer;e-learning designer;eLearning developer|2359|
ICT teacher|||computing teacher|2330|
art teacher||||2330|
biology teacher||||2330|440,466,2704
drama teacher||||2330|
geography teacher||||2330|
high school teacher|||PE teacher;physical education teacher|2330|464,466,2704
history teacher||||2330|440,466,2704
literature teacher|||english literature teacher|2330|
maths teacher|||mathematics teacher|2330|440,466,2704
modern languages teacher||||2330|
philosophy teacher||||2330|
physics teacher||||2330|
religious studies teacher|||religious education teacher|2330|
science teacher||||2330|440,466,2704
elementary school teacher|||elementary teacher;elementary education teacher;math teacher;reading teacher;elementary
  educator;home teacher|2330|440,2714,2710
elementary school teacher|||elementary teacher;elementary education teacher;math teacher;reading teacher;elementary
  educator;home teacher|2330|440,2714,2710
language arts teacher|||english teacher;middle school teacher;social studies teacher;band teacher;ESL
  teacher;intermediate teacher|2330|440,464,2715
language arts teacher|||english teacher;middle school teacher;social studies teacher;band teacher;ESL
  teacher;intermediate teacher|2330|440,464,2715
# E-Learning Providers
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher;TESOL practitioner;language
  school lecturer;language school instructor|2353|
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer;continuing education teacher;further education practitioner|2359|
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer|2359|
visual arts teacher||instruct students in various styles of visual arts, such as drawing, painting, and sculpting,
  in a recreational context|arts teacher;painting teacher;sculpture teacher;visual arts instructor|2355|2716,417,419
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|career advisor;education advisor;degree program coach;student career guide;degree program advisor;academic
  student advisor|2359|2702,2703,1035
sign language teacher|||sign language trainer|2353|2700,2690,2701
drama teacher|||drama;drama instructor|2355|417,2717,419
circus arts teacher|||circus teacher;circus arts trainer;circus arts instructor|2355|
education inspector|||OFSTED inspector;school inspector;education authority officer;education institution
  inspector|2351|
dance teacher||instruct students in a recreational context in the various dance genres and forms, such as ballet,
  jazz, tap, ballroom, hip-hop, latin, folk dance etc|dancing instructor;driver trainer;dance coach;dance
  trainer;dancing teacher;dance instructor|2355|440,2128,2129
photography teacher|||media arts teacher;photography instructor|2355|2716,419,2718
educational counsellor||provide practical and emotional support to students in an educational institution, either in
  small groups, classrooms, or individually|advisor;guidance counselor;school counselor;study adviser;student
  adviser;student advisor|2359|2702,1035,2719
music teacher||instruct students in various musical genres and expression forms, such as classical, jazz, folk, pop,
  blues, rock, electronic etc|singing teacher;music instructor;rythmics teacher;instrument teacher;private music
  teacher;individual music teacher|2354|417,2717,419
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach|2359|
SEN head teacher||manage the day-to-day activities of a special education school||1345|
tutor||provide personalised education to the children of employers or to adults, in addition to the main education
  system|professional tutor;accounting tutor;finance tutor;students assistant|2359|2720,2721,2722
english substitute teacher|||school substitute teacher;short-term substitute teacher;substitute aide;substitute
  classroom teacher;substitute educator;substitute enrichment teacher|2359|2723,2724,2725
instructional assistant|||paraeducator;paraprofessional;teacher assistant;educational assistant;teacher
  aide;learning support aide|2359|2726,2696,2697
educational researcher|||educational analyst;educational scientist;educational science researcher|2351|
admissions coordinator|||admissions officer;student admissions officer;school admissions coordinator;college
  admissions coordinator;student admissions coordinator;university admissions coordinator|2359|2727,2728,2729
adult literacy teacher|||literacy teacher;adult literacy lecturer;adult literacy instructor|2352|2730,2731,2732
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students|student support officer;university access officer;university access coordinator|2359|
SEN visiting teacher||instruct disabled or sick children in their homes|SEN itinerant teacher;SEN peripatetic
  teacher|2352|
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools|instructional systems specialist;course developer;instructional technology specialist;training
  designer;instructional engineer;instructional developer|2359|425,426,424
deputy head teacher||support the management duties of their school's principals and are part of the school's
  administrative staff||1345|
corporate trainer|||development specialist;job training specialist;training specialist;in-company
  trainer;educational planner;skill development coach|2424|2733,2734,2735
ICT trainer||conduct training-needs analysis and design programs to train students in the use of software packages
  and information systems accordingly|IT trainer;ICT instructor;system trainer;blended learning
  trainer;distance-learning trainer|2356|
university department head|||university department director|1345|
digital literacy teacher|||digital literacy trainer;computer literacy teacher;digital literacy lecturer;digital
  literacy instructor;computer literacy instructor|2356|
desktop publisher||are responsible for the layout of publications|publisher;design editor;desktop operator;DTP
  operator;layout editor;desktop designer|2166|82,83,84
corporate training manager||coordinate all the training activities and development programmes in a
  company|training;development manager;education director;learning manager;training manager;training
  coordinator|2424|1423,1424,1425
# Media Production
animation director||are responsible for the overall production of a movie or television program|director;film
  maker;TV director;film director;movie director;video director|2166|2736,2737,2483
producer||supervise the entire production of a movie or television programme|news producer;multimedia producer;film
  maker;film producer;movie producer;video producer|2654|2738,2739,2483
camera operator||setup and operate digital film cameras to shoot domestic motion pictures or television
  programs|news videographer;motion picture cameraman;movie shot cameraman;railcam operator;towercam
  operator;steadicam operator|3521|2740,2741,2742
post-production supervisor||oversee the whole post-production process|post-production manager;post-production
  coordinator;post-production team leader;post-production editing supervisor;post-production workflow
  supervisor;post-production technical coordinator|2654|
photography director||||2166|
producer||are responsible for managing the production of music, motion pictures or series|production
  director;production manager;music video director;film director;film producer;music producer|2654|1888,1073,2743
art director||shape the visual layout of a concept|artistic director;designer;stage director;creative
  director;visual art director;advertising art director|2166|524,525,526
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer|2166|
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|interactive designer;media designer;multimedia designer;new media
  designer;multimedia developer;digital media engineer|2166|77,78
production designer|||TV production designer;art department manager;film production designer;art department
  supervisor;animation production designer;television production designer|2166|2744,2745,2746
sound editor||create the soundtrack and sound effects for motion pictures, television series or other multimedia
  productions|ADR editor;audio editor;foley artist;foley editor;music editor;sound designer|3521|1002,1437,1438
animation director||supervise and recruit multimedia artists|technical director;animations director;animation
  supervisor;supervising animator;film animation director;animation design director|2166|1888,1073,2483
animation layout artist||work with the cameramen and director to coordinate and create optimal 3D animation
  shots|layout artist;layout animator;background layout artist;animation layout designer;layout technical
  director|2166|
casting director||select actors for all roles in a motion picture or television series|model booker;talent
  director;TV casting director;casting coordinator;film casting director;movie casting director|2166|2747,2748,2739
photographer||take pictures using digital or film cameras and equipment|graduation photographer;biological
  photographer;marine photographer;photographic artist;photography assistant;photography
  technician|3431|2749,2750,2751
music producer||are responsible for acquiring music to be published|producer;vocal producer;record producer;pop
  music producer;rock music producer;dance music producer|2654|2530,2483,2752
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director;lighting art director;TV lighting
  supervisor;television lighting director;television lighting supervisor|2166|
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|video operator;event technician;all round engineer;theater technician;theatre
  technician;stage technician manager|3435|2491,2486,2487
video operator|||visuals operator;live video operator;projection operator;video projection operator;visual
  projection operator;video projection technician|3521|2753,2486,2487
sound designer||develop a sound design concept for a performance and supervise the execution of it|music
  engineer;audio designer|3521|1002,1436,1437
special effects artist||create illusions for movies, videos and computer games|animator;artist;graphic artist;visual
  effects artist;digital effects artist;special effects animator|2166|77,78
lighting designer||develop a lighting design concept for a performance and supervise the execution of it|theatre
  lighting designer|3435|2504,2505
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer|3435|
prop assistant|||prop technician;prop coordinator;property technician;property coordinator|3435|
dramaturge|||dramatic advisor|2641|
video technician||set up, prepare, check and maintain equipment in order to provide optimal projected image quality
  for a live performance|audio technician;AV specialist;AV production specialist;AV technician;image
  technician;visuals technician|3521|2485,2486,2487
body artist||decorate clients' skin temporarily or permanently|piercing artist;henna artist;tattoo artist;tattoo
  studio assistant;tattoo studio attendant|3435|
broadcasting programme director||make the programme schedule|content director;programme planner;programme
  controller;TV programme director;programme coordinator;radio programme director|3435|1888,1073,1074
costume attendant|||dresser;theatrical wardrobe dresser;wardrobe dresser;costume assistant;wardrobe
  assistant;wardrobe attendant|3435|1889,1890,1891
extra||perform actions in the background or in crowds during filming|motion picture actor;television actor;movie
  actor;background artist|3435|1892,1893,1894
first assistant director||are responsible for the organisation, scheduling and planning of the cast, crew and
  activities on a set|third assistant director;second assistant director|3435|
intelligent lighting engineer|||automated lighting engineer;automated lighting technician;intelligent lighting
  technician|3435|
lighting technician||setup, prepare, check and maintain equipment in order to provide optimal lighting quality for
  live performances and motion pictures|lighting engineer;lighting technician manager;lighting technician
  assistant;lighting technician coordinator|3435|
location manager||are responsible for procuring locations for filming outside of the studio and all the logistics
  this includes|location director;location assistant;TV location manager;location coordinator;set location
  manager;film location manager|3435|1895,1896,1897
prompter||prompt or cue performers when they forget their lines or neglect to move to the right position on the
  stage||3435|
prop maker||construct, build, prepare, adapt and maintain props used on stage and for filming movies or television
  programs|model set artist;prop builder;property maker;property builder|3435|1898,1899,1900
scenery technician||setup, prepare, check and maintain pre-assembled sets in order to provide optimal scenery
  quality for a live performance|scenery assembler;scenic technician;entertainment technician|3435|
script supervisor||are responsible for the continuity of the movie or television program|script coordinator;TV
  script supervisor;TV script coordinator;continuity supervisor;continuity coordinator;film script
  supervisor|3435|1901,1902,1903
stand-in||replace actors before the filming starts|actor understudy|3435|1892,1893,1904
stunt performer|||double;movie stunt performer;stunt artist|3435|1892,1893,1894
voice-over artist||perform the dialogues of animated television or movie characters|male voice-over artist;female
  voice-over artist|2655|1892,2479,1894
workshop coordinator|||deputy workshop manager;scenic workshop manager;stage workshop supervisor;deputy workshop
  supervisor;theater crafstmanship coordinator;theatre craftsmanship coordinator|3435|
# Book and Periodical Publishing
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|anchor;news reporter;radio news anchor;web editor;crime journalist;sports journalist|2642|2754,2755,2756
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director|2642|
business journalist||research and write articles about economy and economic events for newspapers, magazines,
  television and other media|foreign correspondent;economic journalist;financial journalist;on-line business
  journalist|2642|2757,2758,2759
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer|2166|
technical communicator|||information developer;documentation designer;engineering writer;technical editor;usability
  expert;information architect|2641|2760,2761,2762
illustrator||provide a visual representation that corresponds to the content of the associated text or idea|fine
  artist;artist;automotive artist;drawing artist;storyboard artist;comic strip artist|2166|750,751,1435
magazine editor||decide which stories are interesting enough and will be covered in the magazine|features
  editor;magazine features editor;magazine supplements editor|2642|2763,2536,2764
critic|||book critic;book reviewer;movie critic|2642|2757,2765,2759
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist|2642|2755,2766,2756
newspaper editor||decide which news stories are interesting enough and will be covered in the paper|editor;newspaper
  copy editor;business editor;sports editor;graphics editor;newspaper graphics editor|2642|2767,2768,2536
copy editor||ascertain that a text is agreeable to read|news copy editor;language editor;editorial
  assistant|2642|461,2769,2770
book editor||find manuscripts that can be published|scientific publications editor;publications editor;acquisitions
  editor;commissioning editor;book editorial director;manuscripts editorial director|2641|2535,2536,2537
crime journalist||research and write articles about criminal events for newspapers, magazines, television and other
  media|forensic journalist;investigative journalist|2642|
entertainment journalist||research and write articles about cultural and social events for newspapers, magazines,
  television and other media|arts journalist;film journalist;music journalist;live event journalist|2642|
political journalist||research and write articles about politics and politicians for newspapers, magazines,
  television and other media|political analyst|2642|
writer||develop content for books|book author;fiction author;game author|2641|521,522,523
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|newspaper columnist;magazine journalist|2642|2757,2756,2759
picture editor||select and approve photographs and illustrations for newspapers, journals and magazines|image
  editor;photo editor;photograph editor|2642|
casting director||select actors for all roles in a motion picture or television series|model booker;talent
  director;TV casting director;casting coordinator;film casting director;movie casting director|2166|2747,2748,2739
flexographic press operator||use flexographic relief plate to print on almost any material|copper plate printer;die
  mounter;label printer;flexographic printer;flexographic operator;flexographic print maker|7322|2771,2539,2540
paper embosing press operator|||paper embosser worker;paper embosser operator;paper embosser specialist;paper
  embosser technician|7322|
graphic designer||create text and images to communicate ideas|artist;production artist;layout artist;graphic
  artist;graphics designer;advertising artist|2166|2744,2772,2773
bindery operator||tend machines that bind printed or unprinted paper into volumes using staples, twine, glue or
  other binding technologies|custom bookbinder;stitcher operator;bindery machine tender;bindery worker;binding
  operator;bindery operative|7323|2774,2775,2776
blogger||write online articles on a wide range of subjects such as politics, fashion, economics and sports|sports
  writer;community blogger|2642|521,522,522
book restorer||work to correct and treat books based on an evaluation of their aesthetic, historic and scientific
  characteristics|book repairer;rare book restorer;master book restorer|7323|
book-sewing machine operator||tend a machine that stitches paper together to form a volume|book-sewing machine
  tender;stitching machine operator;book-sewing machine specialist;book-sewing machine technician|7323|
broadcast news editor||decide which news stories will be covered during the news|news editor;radio editor;news
  director;TV news editor;radio journalist;tv news director|2642|
digital printer||work with machines that print directly to the medium, without an intervening plate|press
  operator;printer;web press operator;digital web printer;retoucher and printer;digital press
  operator|7322|2771,2539,2540
fact checker||make certain that all the information in texts that are ready for publishing is correct|specifications
  checker;waterway traffic checker|2642|
graphologist||analyse written or printed materials in order to draw conclusions and evidence about traits,
  personality, abilities and authorship of the writer|forensic science examiner;forensic specialist;ballistic
  expert;handwriting expert;handwriting specialist;forensic handwriting expert|2643|397,398,1980
gravure press operator||work with gravure presses, where the image is engraved directly on a roll|printing press
  operator;roller print tender;printing machine operator;gravure operator;gravure specialist;gravure
  technician|7322|2538,2771,2539
hot foil operator||tend machines which apply a metallic foil on other materials using pressure cylinders and
  heating|hot press operator;hot stamp operator;foil press operator;hot foil specialist;hot foil technician;hot
  press specialist|7322|
imagesetter||process images and graphic templates by using phototypesetting machines|imagesetter
  engineer;imagesetter technician;phototypesetter engineer;phototypesetter operator;phototypesetter
  technician;phototypesetting machine engineer|7321|
lawyer linguist||interpret and translate legal pieces from one language to another|legal linguistic expert;legal
  linguistics expert;legal linguistic specialist;legal linguistics specialist|2643|
lexicographer||write and compile the content for dictionaries|dictionary editor;bilingual dictionary editor|2643|
linguist||study languages scientifically|social scientist;intelligence specialist;scientific linguist;linguistic
  scientist;phonetics specialist;linguistic researcher|2643|1981,1982,1983
lithographer||make and prepare metal plates to be used as the original in various printing processes and media|CTP
  worker;CTP operator;plate worker;CT technician;CTP specialist;lithographic printer|7321|
offset printer||handle an offset press in order to print an image|pressman;printing pressman;cut pressman;newspaper
  printer;offset press operator;offset press assistant|7322|2771,2539,2540
prepress operator||create a prepress proof, or sample of what the finished product will look like|prepress
  technician;electronic prepress technician;prepress specialist;proof-press operator;proof-press
  specialist;proof-press technician|7321|2777,2778,2779
prepress technician||prepare printing processes by formatting, setting and composing text and graphics into a
  suitable form|press specialist;press technician;prepress worker;prepress engineer;graphics technician;prepress
  specialist|7321|2777,2778,2779
print folding operator||tend a machine that folds paper and bundles of paper|folder machine tender;folder cutter
  operator;folder gluer specialist;folder machine operator;paper folding machinist;print folding specialist|7323|
printing textile technician||perform operations related to setting up the printing processes|screen printing
  technician;printing textile supervisor;textile printing technician|7322|
reprographics technician|||machine operator;copy technician;graphics production specialist;mailroom
  specialist;mailroom technician;print room operator|7322|2780,2781,2782
scanning operator||tend scanners|scanner;composing machine tender;photoengraving machine tender;scanner
  tender;scanner worker;scanning clerk|7321|2777,2778,2783
screen making technician||engrave or etch screens for textile printing|etcher;engraver;chemical engraver;rotary
  engraver;textile engraver;etcher and engraver|7321|2784
screen printer||tend a press that presses ink through a screen|silk-screen printer;screen printing
  operator;silk-screen printing operator|7322|2785,2771,2540
sign language interpreter||understand and convert sign language into spoken language and vice
  versa||2643|1956,1957,1958
textile printer||perform textile printing operations|screen printer;silk printer;silk screen operator;roller
  printer;silk screen printer;textile screen printer|7322|2538,2771,2539
typesetter||ensure that printed text is correctly set and visually pleasing|graphic technician;computer
  typesetter;typesetting worker;typesetting operator;typesetting operative;typesetting
  specialist|7321|2777,2778,2783
# Broadcast Media Production and Distribution
news editor|||news video editor;news videotape editor;editor;film editor;video editor;cinema
  editor|2654|2786,2787,2788
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|anchor;news reporter;radio news anchor;web editor;crime journalist;sports journalist|2642|2754,2755,2756
sports journalist||research and write articles about sport events and athletes for newspapers, magazines, television
  and other media|broadcast journalist;digital commentator;radio commentator;radio sports journalist;digital sports
  journalist;on-line sports journalist|2642|2756,2789,2758
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director|2642|
news anchor||present news stories on radio and television|broadcaster;morning news anchor;radio
  broadcaster;broadcast news analyst|2656|2790,2791,2792
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist|2642|2755,2766,2756
radio producer||are responsible for organising the making of radio shows|broadcast producer;content
  producer;broadcast news producer;producer;radio show producer;radio broadcast producer|2654|1888,1073,1074
vlogger||make online videos to talk about a wide range of subjects such as politics, fashion, economics and
  sports||2642|
audio-visual technician|||video technician;audio-video operator;audio-visual engineer;audio-visual
  operator;audiovisual assistant;audio-video technician|3521|2485,2486,2487
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|newspaper columnist;magazine journalist|2642|2757,2756,2759
broadcast technician||install, start up, maintain, monitor and repair equipment used for the transmission and
  reception of television and radio broadcast signals|broadcast engineer;radio engineer;transmitter
  operator;broadcasting engineer;broadcasting technician;broadcast transmitter operator|3521|2432,2793,2434
video operator|||visuals operator;live video operator;projection operator;video projection operator;visual
  projection operator;video projection technician|3521|2753,2486,2487
presenter||host broadcast productions|broadcast announcer;morning show host;radio announcer;broadcast
  journalist;finance broadcast journalist|2656|2790,2794,2792
audio describer|||audio description expert|2656|
boom operator||set up and operate the boom microphone, either by hand, on an arm or on a moving platform|TV boom
  operator;shotgun operator;film boom operator;sound equipment technician;shotgun microphone operator|3521|
mastering engineer||convert finished recordings to the desired format such as CD, vinyl and digital|mixing
  engineer;mastering technician;audio mastering engineer;audio mastering operator;sound mastering engineer;digital
  mastering technician|3521|1436,1437,1438
projectionist||operate and maintain projection equipment in cinema theatres|motion picture projectionist;movie
  projectionist;digital projectionist;booth operator;projector operator;movie projector operator|3521|1439,1440,1441
recording studio technician||operate and maintain microphones and headsets in recording booths in recording
  studios|studio engineer;sound effects technician;sound recording technician;sound mixer;audio editor;audio
  restorer|3521|1002,1436,1437
sound artist||use sound as a main creative medium|live sound artist|3521|
# Advertising Services
advertising media planner||advise on the best communication media platforms to convey ideas|media manager;media
  planner;media coordinator;digital media planner;media planning expert;media planning manager|2431|
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|interactive designer;media designer;multimedia designer;new media
  designer;multimedia developer;digital media engineer|2166|77,78
advertising specialist|||brand specialist;advertising adviser;advertising advisor;advertising consultant;advertising
  account manager;strategic marketing specialist|2431|
advertising manager||perform the implementation of the advertising initiatives planned in the strategic marketing
  plan|promotions director;account executive;account director;promotions manager;advertising director;campaigns
  coordinator|1222|2795,2796,1411
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media|TV buyer;media buyer;press buyer;radio buyer;space buyer;media space buyer|2431|
photojournalist||cover all kinds of news events by taken informative images|newspaper photojournalist;image
  journalist;visual journalist;photographic journalist|3431|2797,2749,2751
political campaign officer|||strategy advisor;strategy manager;political advisor;political consultant;campaign
  strategy consultant;political campaign consultant|2432|1985,1986,1987
public relations officer||represent a company or organisation to stakeholders and the public|communications
  coordinator;media consultant;press consultant;media coordinator;communications officer;public affairs
  officer|2432|2798,2799,2800
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|book canvasser;campaign worker|2432|501,502,503
communication manager|||social media manager;communications manager;public relations manager;communication
  practitioner;online communication manager;corporate communication manager|1222|2801,2802,2803
demo specialist|||demonstrator;in store demonstrator;product demonstrator;brand ambassador;event specialist;field
  merchandiser|2432|509,510,511
intercultural communication consultant|||intercultural consultant;intercultural communication expert;intercultural
  communication adviser;intercultural communication specialist;intercultural communications consultant|2432|
online marketer||use e-mail, internet and social media in order to market goods and brands|e-commerce
  specialist;internet e-commerce specialist;online marketing specialist;internet marketing specialist;e-commerce
  marketing specialist|2431|504,505,87
business developer||strive to improve the market share of companies in the market|business continuity analyst|2431|
public affairs consultant||function as representatives for a client's goal|public information officer;corporate
  communications specialist;public information specialist;public affairs agent;public affairs officer;public affairs
  specialist|2432|2798,2799,2800
marketing assistant||support all the efforts and operations carried out by marketing managers and officers|marketing
  officer;marketing practitioner;general marketing assistant;marketing executive assistant;marketing operations
  assistant|2431|
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer;electorate officer;parliamentary agent|2432|
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|marketing specialist;business development specialist;communications specialist;market analyst;market
  researcher;marketing researcher|2431|516,517,504
membership manager||oversee and coordinate the membership plan, support existing members and engage with possible
  new members|club manager;membership director;subscription manager;membership supervisor;membership
  coordinator;membership sales manager|2431|2656,2657,2804
brand manager||analyse and plan the way a brand is positioned on the market|marketing executive;formula
  manager;graduate brand manager;brand marketing manager;brand development manager;marketing development
  manager|2431|518,519,520
funeral home manager|||funeral service manager;mortuary operations manager;arranging funeral director;funeral home
  director;funeral sales manager|2431|2659,2660,2661
residence hall director|||residence life director;resident director;residential advisor;hall coordinator;residence
  director;residence life coordinator|2431|2662,2663,2664
spokesperson|||communications specialist;environmental communications specialist;media specialist;media
  coordinator;communications officer;public relations officer|2432|2798,2799,2800
CGI animator||are in charge of animating 3D models of objects, virtual environments, layouts, characters and 3D
  virtual animated agents|CGI designer;computer-generated imagery animator|2166|77,78
ICT presales engineer||actively drive and manage the ICT evaluation stage of the sales process, working in
  conjunction with the sales team|IT presales engineer;IT presales technician;ICT presales technician|2434|
advertising copywriter||are responsible for the written or verbal design of advertisements and
  commercials|writer;creative writer;advertisement agency copywriter;copywriting consultant|2431|521,522,523
after-sales service technician||provide after-sales service support to customers, such as the installation,
  maintenance and repair of the sold products|field service technician;support technician;field technician;workshop
  technician;help-desk technician;field support technician|2433|79,80,81
animator||use software to create animations, these are rapidly sequenced together images to create an illusion of
  movement|computer artist;cartoon artist;computer graphic artist;CGI animator;animation artist;cartoon
  animator|2166|77,78
auctioneer||conduct auctions by accepting bids and declaring goods sold|agent|3339|
client relations manager||act as the middle person between a company and its customers|client manager;client service
  manager;customer service manager;consumer relations manager;client relationship manager;client service
  representative|2431|
creative director||manage the team that is responsible for the creation of advertisements and commercials|creative
  services director;design director;creative manager;advertising director;creative coordinator;creative services
  manager|2431|524,525,526
digital games designer||develop the layout, logic, concept and gameplay of a digital game|video games
  designer;virtual games designer;computer games designer|2166|
game developer||design 3D models of objects, virtual environments, layouts, characters, and 3D virtual animated
  agents||2166|77,78
games designer||design innovative gambling, betting and lottery games|lottery games designer|2166|
hospitality entertainment manager||are in charge of managing the team which creates entertainment activities for the
  guests of a hospitality establishment|amusement manager;entertainment manager;entertainments manager;cruise
  entertainment manager;resort entertainment manager;holiday entertainment manager|3339|
hospitality revenue manager||maximise revenue generated from facilities such as hotels, holiday resorts and camping
  grounds by analysing trends and competition|yield manager;revenue manager;hospitality yields manager;hospitality
  revenues manager|2431|
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks|IP broker;IP expert;IP adviser;patent agent;IP consultant;IP specialist|3339|
literary scholar|||literary analyst;literary scientist;literary researcher;literary research analyst;literary
  studies scientist;literary research scientist|2641|
lyricist||interpret the style of a music piece and write words to accompany the melody|song
  lyricist|2641|2541,2542,521
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals|salesman;medical detail representative;medical field representative;medical device seller;medical
  representative;clinical representative|2433|530,531,532
network marketer|||advertising manager;promotion strategy manager;marketing promotions manager;network marketing
  specialist;commercial marketing specialist|2431|
pricing specialist|||accounting specialist;accounts payable specialist;accounts receivable specialist;price
  clerk;price analyst;price point analyst|2431|165,533,534
promoter|||booker;boxing promoter;film booker;road manager;performance tour manager|3339|535,536,537
promotion assistant||provide support in the implementation of programs and promotional efforts in
  points-of-sale|promotions assistant;promotional assistant;marketing promotion assistant|2431|
publishing rights manager||are responsible for the copyrights of books|rights manager;rights director;rights
  coordinator;digital rights manager;foreign rights manager;digital rights director|3339|
relocation officer||help businesses and organisations with the move of employees|relocation manager;relocation
  director;relocation consultant;relocation specialist;relocation services officer|3339|
renewable energy consultant||advise clients on the advantages and disadvantages of different renewable energy
  sources|technical consultant;sustainable energy consultant|2433|538,539,540
sales engineer|||LGV sales engineer;PCV sales engineer;bus sales engineer;LGV sales technician;PCV sales
  technician;bus sales technician|2433|530,541,531
script writer||create scripts for motion pictures or television series|film writer;movie writer;radio script
  writer|2641|521,522,523
solar energy sales consultant|||sales representative;inside sales representative;marketing representative;solar
  sales advisor;solar sales assistant;solar sales consultant|2433|530,531,542
speechwriter||research and write speeches on multiple topics|communications specialist;advertising
  specialist;speechwriting consultant;speechwriting specialist|2641|2541,2542,521
stop-motion animator||create animations by using puppets or clay models|model animator;puppet animator;stop-motion
  artist;stop-motion clay animator;stop-motion puppet animator;stop-motion animation artist|2166|
talent agent||represent artists, authors, performers and athletes|agent;booking agent;athlete marketing agent;music
  agent;sport agent;literary agent|3339|543,544,545
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers|inside sales representative;outside sales representative|2433|546,547,548
venue programmer|||venue programming assistant|3339|
# Public Relations and Communications Services
public relations manager|||marketing communications manager;publicity manager;press office manager;communications
  manager;communications officer;public affairs manager|1222|2801,2802,2803
communication manager|||social media manager;communications manager;public relations manager;communication
  practitioner;online communication manager;corporate communication manager|1222|2801,2802,2803
public relations officer||represent a company or organisation to stakeholders and the public|communications
  coordinator;media consultant;press consultant;media coordinator;communications officer;public affairs
  officer|2432|2798,2799,2800
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|new media strategist;social media manager;online reachout manager;social media
  specialist;digital community manager;online community specialist|2432|504,515,87
intercultural communication consultant|||intercultural consultant;intercultural communication expert;intercultural
  communication adviser;intercultural communication specialist;intercultural communications consultant|2432|
public affairs consultant||function as representatives for a client's goal|public information officer;corporate
  communications specialist;public information specialist;public affairs agent;public affairs officer;public affairs
  specialist|2432|2798,2799,2800
spokesperson|||communications specialist;environmental communications specialist;media specialist;media
  coordinator;communications officer;public relations officer|2432|2798,2799,2800
# Spectator Sports
professional athlete||compete in sports and athletic events|baseball player;sulky driver;billiard player;race car
  driver;motorcycle driver|3421|2805,2806,2807
hoof and shoe inspector|||horse show judge;referee;sports official;basketball referee;diving judge;dressage
  judge|3421|2808,2809,2810
football coach|football coaches|train amateur or professional football teams of either youths or adults|college
  football coach;football manager;football trainer;football instructor;football team coach;football team
  manager|3422|1784,2811,2812
sports coach|sports coaches|provide instruction in the sport of their specialisation in a recreational context to
  non-age-specific and age specific participants|sports trainer;sports instructor;children sports trainer;sports
  instruction practitioner|3422|
performance production manager||take care of a range of practical issues concerning the production|film production
  manager;theater production manager;theatre production manager|1431|
sports instructor||introduce people to a sport and teach them the skills required for the performance of
  sport|sports teacher;ski teacher;gym instructor;ski instructor;tennis teacher;polo instructor|3422|2811,2813,1786
sport official||||3422|1735,2814,2815
spa manager||coordinate the day-to-day operations of the spa establishment in order to provide guests with the best
  customer experiences|wellness director;wellness spa manager;spa director;wellness manager|1431|2816,2817,2818
artistic coach|artistic coaches||acting teacher;dance coach;acting coach;ballet coach;dance teacher;ballet
  teacher|3422|440,441,1800
boxing instructor||train individuals or groups in boxing|boxing coach;boxing teacher;boxing trainer;kickboxing
  instructor;kick boxing instructor;kick-boxing instructor|3422|2819,2811,2820
golf instructor||train and teach golf to individuals or groups|basketball coach;coach;baseball coach;golf coach;golf
  teacher|3422|2819,2811,1786
horse riding instructor||advise and guide individuals and groups on riding horses|dramatic coach;voice coach;riding
  coach;riding teacher;riding instructor;horse riding coach|3423|441,1800,442
ice-skating coach|ice-skating coaches|teach and train individuals or groups in ice skating and related sports such
  as figure skating and speed skating|skating coach;ice-skating teacher;ice-skating trainer;speed skating
  coach;figure skating coach;speed skating trainer|3422|
leisure attendant||promote health and fitness participation for new and existing members|club attendant;pool
  attendant;sports assistant;sports attendant;fitness assistant;fitness attendant|3423|
lifeguard instructor|||lifeguard trainer;pool lifeguard trainer;pool lifeguard instructor;lifeguard training
  instructor;lifeguard training practitioner|3422|
mountain guide||assist visitors, interpret natural heritage and provide information and guidance to tourists on
  mountain expeditions|outdoor guide;ski guide;alpine guide;hiking guide;climbing guide;outdoor
  leader|3423|1807,1808,1809
outdoor activities instructor|||outdoor pursuits instructor|3423|
ski instructor||teach individuals or groups to ski and advanced skiing techniques|snowboard instructor;ski coach;ski
  teacher;ski trainer;skiing instructor;cross-country ski instructor|3422|2821,1800,442
snowboard instructor||teach groups or individuals how to ride a snowboard|snowboard coach;snowboard
  teacher;snowboard trainer|3422|440,2128,442
survival instructor|||survival trainer;wilderness instructor;wilderness survival trainer;survival education
  instructor;survival techniques instructor;wilderness survival instructor|3423|
swimming teacher||train and advise groups or individuals on swimming|diving instructor;swimming coach;swimming
  instructor;baby swimming teacher;education swimming teacher|3422|1784,2819,2811
tennis coach|tennis coaches|advise and guide individuals and groups on playing tennis|tennis teacher;tennis
  trainer;mini tennis coach;tennis instructor;cardio tennis coach;performance tennis coach|3422|2819,2811,2813
vessel steering instructor||teach people the theory and practice of how to operate a vessel safely and according to
  regulations|helm teacher;helm instructor;helmsman teacher;helmsman instructor;ship steering teacher;cruise ship
  instructor|3423|
`

// Tasks O*NET gives the holders of an occupation (O*NET 27.0 Database, U.S. Department of Labor, Employment and
// Training Administration, CC BY 4.0; first letter lowered, full stop dropped), one a line, numbered from 1.
export const ONET_TASKS = `
analyze user needs and software requirements to determine feasibility of design within time and cost constraints
coordinate installation of software system
develop or direct software system testing or validation procedures, programming, or documentation
write supporting code for Web applications or Web sites
develop databases that support Web applications and Web sites
develop or implement procedures for ongoing Web site revision
write or contribute to instructions or manuals to guide end users
assign, coordinate, and review work and activities of programming personnel
develop and document style guidelines for Web site content
document application and Web site changes or change procedures
review or update Web page content or links in a timely manner, using appropriate tools
adhere to legal policies and procedures related to handling digital media
modify computer security files to incorporate new software, correct errors, or change individual access status
document computer security and emergency measures policies, procedures, and tests
train users and promote security awareness to ensure system security and to improve server and network efficiency
create project status presentations for delivery to customers or project personnel
identify project needs such as resources, staff, or finances by reviewing project objectives and schedules
report project status, such as budget, resources, technical issues, or customer satisfaction, to managers
develop, document, and revise system design procedures, test procedures, and quality standards
train staff and users to work with computer systems and programs
assess the usefulness of pre-developed application packages and adapt them to a user environment
expand or modify system to serve new purposes or improve work flow
define the goals of the system and devise flow charts and diagrams describing logical operational steps of programs
modify existing databases and database management systems or direct programmers and analysts to make changes
review procedures in database management system manuals to make changes to database
plan and install upgrades of database management system software to enhance database performance
develop data warehouse process models, including sourcing, loading, transformation, and extraction
map data between source systems, data warehouses, and data marts
provide or coordinate troubleshooting support for data warehouses
develop, conduct, or coordinate health needs assessments and other public health surveys
develop operational plans and policies necessary to achieve health education objectives and services
develop and maintain health education libraries to provide resources for staff and community agencies
analyze problems to develop solutions involving computer hardware and software
meet with managers, vendors, and others to solicit cooperation and resolve problems
design computers and the software that runs them
document software defects, using a bug tracking system, and report defects to software developers
design test plans, scenarios, scripts, or procedures
plan test schedules or strategies in accordance with project scope or delivery dates
develop system engineering, software engineering, system integration, or distributed system architectures
identify system data, hardware, or software components required to meet user needs
evaluate existing systems to determine effectiveness, and suggest changes to meet organizational requirements
analyze, manipulate, or process large sets of data using statistical software
create graphs, charts, or other visualizations to convey the results of data analysis using specialized software
identify business problems or management objectives that can be addressed through data analysis
monitor systems for intrusions or denial of service attacks, and report security breaches to appropriate personnel
set up or maintain monitoring tools on Web servers or Web sites
implement corrective action plans to solve organizational or departmental problems
develop, or oversee the development of, marketing or outreach media for sustainability projects or events
formulate or implement sustainability campaign or marketing strategies
coordinate network or design activities with designers of associated networks
develop conceptual, logical, or physical network designs
use network computer-aided design (CAD) software packages to optimize network designs
maintain awareness of new and emerging computational methods and technologies
conduct quality analyses of data inputs and resulting analyses or predictions
participate in the preparation of reports or scientific publications
perform validation and testing of models to ensure adequacy, and reformulate models, as necessary
present the results of mathematical modeling and data analysis to management or other end users
collaborate with others in the organization to ensure successful implementation of chosen problem solutions
prepare tables, graphs, fact sheets, and written reports summarizing research results
develop and implement research quality control procedures
conduct internet-based and library research
conduct research to gather information about survey topics
direct and review the work of staff members, including survey support staff and interviewers who gather survey data
write training manuals to be used by survey interviewers
configure, monitor, and maintain email applications or virus protection software
confer with network users about solutions to existing system problems
design, configure, and test computer hardware, networking software and operating system software
develop or implement policies or practices to ensure the privacy, confidentiality, or security of patient information
develop or deliver training programs for health information technology, creating operating manuals as needed
analyze and report computer network security breaches or attempted breaches
document network support activities
install new hardware or software systems or components, ensuring integration with existing network systems
plan, coordinate, and implement network security measures to protect data, software, and hardware
load computer tapes and disks, and install software and printer paper or forms
develop data models for applications, metadata tables, views or related database structures
develop or maintain archived procedures, procedural codes, or queries for applications
design complex graphics and animation, using independent judgment, creativity, and computer equipment
create basic designs, drawings, and illustrations for product labels, cartons, direct mail, or television
answer user inquiries regarding computer software or hardware operation to resolve problems
oversee the daily performance of computer systems
refer major hardware or software problems or defective products to vendors or technicians for service
operate desktop publishing software and equipment to design, lay out, and produce camera-ready copy
prepare sample layouts for approval, using computer software
study layout or other design instructions to determine work to be done and sequence of operations
identify appropriate Key Performance Indicators (KPIs) and report key metrics from digital campaigns
identify, evaluate, or procure hardware or software for implementing online marketing campaigns
execute or manage social media campaigns to inform search marketing tactics
recommend Web site improvements, and develop budgets to support recommendations
direct the analysis, development, and operation of complete computer systems
manage project execution to ensure adherence to budget, schedule, and scope
direct or conduct studies or research on issues affecting areas of responsibility
develop, or oversee the development of, sustainability evaluation or monitoring systems
analyze financial information obtained from clients to determine strategies for meeting clients' financial objectives
explain to clients the personal financial advisor's responsibilities and the types of services to be provided
recommend financial products, such as stocks, bonds, mutual funds, or insurance
create debt management plans, spending plans, or budgets to assist clients to meet financial goals
recommend educational materials or resources to clients on matters, such as financial planning, budgeting, or credit
refer clients to social service or community resources for needs beyond those of credit or debt counseling
analyze applicants' financial status, credit, and property evaluations to determine feasibility of granting loans
stay abreast of new types of loans and other financial services and products to better meet customers' needs
market bank products to individuals and firms, promoting bank services that may meet customers' needs
receive checks and cash for deposit, verify amounts, and check accuracy of deposit slips
carry out special services for customers, such as ordering bank cards and checks
receive and count daily inventories of cash, drafts, and travelers' checks
answer clients' questions about the purposes and details of financial plans and strategies
answer customers' questions and explain available services, such as deposit accounts, bonds, and securities
interview customers to obtain information needed for opening accounts or renting safe-deposit boxes
refer customers to appropriate bank personnel to meet their financial needs
buy or sell stocks, bonds, commodity futures, foreign currencies, or other securities on behalf of investment dealers
develop financial plans, based on analysis of clients' financial status
devise trading, option, or hedge strategies
oversee the flow of cash or financial instruments
advise management on short-term and long-term financial objectives, policies, and actions
manage investment funds to maximize return on client investments
compile and analyze credit information gathered by investigation
call customers to collect payment on delinquent accounts
consult with customers to resolve complaints or verify financial or credit transactions
select specific investments or investment mixes for purchase by an investment fund
monitor financial or operational performance of individual investments to ensure portfolios meet risk goals
approve loans within specified limits, and refer loan applications outside those limits to management for approval
review loan agreements to ensure that they are complete and accurate according to policy
review and update credit and loan files
meet with applicants to obtain information for loan applications and to answer questions about the process
make bids or offers to buy or sell securities
explain stock market terms or trading practices to clients
customize insurance programs to suit individual customers, often covering a variety of risks
explain features, advantages, and disadvantages of various policies to promote sale of insurance plans
develop marketing strategies to compete with other individuals or companies who sell insurance
assess companies as investments for clients by examining company facilities
inform investment decisions by analyzing financial information to forecast business, industry, or economic conditions
recommend investments and investment timing to companies, investment firm staff, or the public
generate financial ratios, using computer programs, to evaluate customers' financial status
prepare reports that include the degree of risk involved in extending credit or lending money
consult with customers to resolve complaints and verify financial and credit transactions
interview clients to obtain additional information on taxable income and deductible expenses and allowances
prepare or assist in preparing simple to complex tax returns for individuals or small businesses
explain federal and state tax laws to individuals and companies
receive, record, and authorize requests for disbursements in accordance with company policies and procedures
file, type, or operate standard office machines
perform clerical tasks, such as answering phones or distributing mail
verify and examine information and accuracy of loan application and closing documents
record applications for loan and credit, loan information, and disbursements of funds, using computers
submit loan applications with recommendation for underwriting approval
lead staff training and development in budgeting and financial management areas
analyze areas of potential risk to the assets, earning capacity, or success of organizations
conduct statistical analyses to quantify risk, using statistical analysis software or econometric models
recommend ways to control or reduce risk
attend investment briefings or consult financial media to stay abreast of relevant investment markets
correspond with insured or agent to obtain information or to inform them of account status or changes
notify insurance agent and accounting department of policy cancellation
enter insurance- and claims-related information into database systems
prepare detailed reports on audit findings
supervise auditing of establishments, and determine scope of investigation required
report to management regarding the finances of establishment
determine customers' financial services needs and prepare proposals to sell services that address these needs
inform other traders, managers, or customers of market conditions, including volume, price, competition, or dynamics
manage client portfolios, keeping client plans up-to-date
purchase investments for companies in accordance with company policy
document, and ensure communication of, key risks
inform financial decisions by analyzing financial information to forecast business, industry, or economic conditions
oversee training programs
discuss financial options with clients and keep them informed about transactions
confer with traders to identify and communicate risks associated with specific trading strategies or positions
contribute to development of risk management systems
operate computers programmed with accounting software to record, store, and analyze information
receive, record, and bank cash, checks, and vouchers
reconcile or note and report discrepancies found in records
confer with company officials about financial and regulatory matters
establish tables of accounts and assign entries to proper accounts
prepare insurance claim forms or related documents, and review them for completeness
transmit claims for payment or further investigation
process and record new insurance policies and claims
evaluate capital needs of clients and assess market conditions to inform structuring of financial packages
provide application or analytical support to researchers or traders on issues such as valuations or data
interpret results of financial analysis procedures
identify, track, or maintain metrics for trading system operations
conduct financial analyses related to investments in green construction or green retrofitting projects
compute and analyze data, using statistical formulas and computers or calculators
check source data to verify completeness and accuracy
enter data into computers for use in analyses or reports
record information about financial status of customers and status of collection efforts
locate and notify customers of delinquent accounts by mail, telephone, or personal visits to solicit payment
receive payments and post amounts paid to customer accounts
direct availability and allocation of materials, supplies, and finished products
redesign the movement of goods to maximize value and minimize costs
protect and control proprietary materials
perform buying duties when necessary
prepare purchase orders and send copies to suppliers and to departments originating requests
compare suppliers' bills with bids and purchase orders to verify accuracy
answer telephones and give information to callers, take messages, or transfer calls to appropriate individuals
create, maintain, and enter information into databases
use computers for various applications, such as database management or word processing
manage and maintain executives' schedules
make travel arrangements for executives
answer phone calls and direct calls to appropriate parties or take messages
negotiate, renegotiate, and administer contracts with suppliers, vendors, and other representatives
formulate policies and procedures for bid proposals and procurement of goods and services
hire, train, or supervise purchasing clerks, buyers, and expediters
collaborate with members of multidisciplinary health care teams to plan, manage, or assess patient treatments
advocate for patients' and families' needs, or provide emotional support for patients and their families
collaborate with other health care professionals and service providers to ensure optimal patient care
maintain complete and detailed records of patients' health care plans and prognoses
develop treatment plans, based on scientific rationale, standards of care, and professional practice guidelines
provide patients with information needed to promote health, reduce risk factors, or prevent disease or disability
analyze genetic information to identify patients or families at risk for specific disorders or syndromes
prepare or provide genetics-related educational materials to patients or medical personnel
engage in research activities related to the field of medical genetics or genetic counseling
record patients' medical history, vital statistics, or information such as test results in medical records
explain treatment procedures, medications, diets, or physicians' instructions to patients
contact medical facilities or departments to schedule patients for tests or admission
treat bone, muscle, and joint disorders affecting the feet and ankles
advise patients about treatments and foot care techniques necessary for prevention of future problems
prescribe medications, corrective devices, physical therapy, or surgery
administer bedside or personal care, such as ambulation or personal hygiene assistance
perform housekeeping duties, such as cooking, cleaning, washing clothes or dishes, or running errands
instruct or advise clients on issues, such as household cleanliness, utilities, hygiene, nutrition, or infant care
feed patients or assist patients to eat or drink
assist nurses or physicians in the operation of medical equipment or provision of patient care
provide information, such as directions, visiting hours, or patient status information to visitors or callers
explain testing procedures to patients to obtain cooperation and reduce anxiety
obtain and record patient identification, medical history, or test results
prepare and position patients for testing
greet people at the funeral home
transport the deceased to the funeral home
perform general maintenance tasks for funeral homes, such as maintaining equipment or caring for funeral grounds
provide information on funeral service options, products, or merchandise, and maintain a casket display area
offer counsel and comfort to bereaved families or friends
close caskets and lead funeral corteges to churches or burial sites
disinfect or sterilize equipment or supplies, using germicides or sterilizing equipment
respond to emergency situations, such as emergency medical calls, security calls, or fire alarms
transport portable medical equipment or medical supplies between rooms or departments
listen and provide emotional support and encouragement to psychiatric patients
restrain or aid patients as necessary to prevent injury
work as part of a team that may include psychiatrists, psychologists, psychiatric nurses, or social workers
explain test procedures and safety precautions to patients and provide them with assistance during test procedures
dispose of radioactive materials and store radiopharmaceuticals, following radiation safety procedures
train or supervise student or subordinate nuclear medicine technologists
maintain charts that contain patients' pertinent identification and therapy information
demonstrate respiratory care procedures to trainees or other healthcare personnel
teach, train, supervise, or use the assistance of students, respiratory therapy technicians, or assistants
maintain a proper sterile field during surgical procedures
scrub arms and hands and assist the surgical team to scrub and put on gloves, masks, and surgical clothing
monitor and continually assess operating room conditions, including patient and surgical team needs
determine patients' x-ray needs by reading requests or instructions from physicians
operate mobile x-ray equipment in operating room, emergency room, or at patient's bedside
assign duties to radiologic staff to maintain patient flows and achieve production goals
operate magnetic resonance imaging (MRI) scanners
explain magnetic resonance imaging (MRI) procedures to patients, patient representatives, or family members
instruct medical staff or students in magnetic resonance imaging (MRI) procedures or equipment operation
follow principles of radiation protection for patient, self, and others
check radiation therapy equipment to ensure proper operation
provide assistance to other healthcare personnel during dosimetry procedures and tumor localization
provide sonogram and oral or written summary of technical findings to physician for use in medical diagnosis
record and store suitable images, using camera unit connected to the ultrasound equipment
supervise or train students or other medical sonographers
follow strict safety procedures when handling toxic materials to avoid contamination
plan and direct studies to investigate human or animal disease, preventive methods, and treatments for disease
write applications for research grants
assess the identity, strength, or purity of medications
provide information and advice regarding drug interactions, side effects, dosage, and proper medication storage
advise customers on the selection of medication brands, medical equipment, or healthcare supplies
set up, maintain, calibrate, clean, and test sterility of medical laboratory equipment
supervise or instruct other technicians or laboratory assistants
embed tissue specimens into paraffin wax blocks, or infiltrate tissue specimens with wax
administer first aid treatment or life support care to sick or injured persons in prehospital settings
coordinate work with other emergency medical team members or police or fire department personnel
drive mobile intensive care unit to specified location, following instructions from emergency medical dispatcher
collect patients' medical information needed to customize tests
explain testing procedures to patients, answering questions or reassuring patients, as needed
assist in training technicians, medical students, residents, or other staff members
clean instruments to prepare them for sterilization
record sterilizer test results
maintain records of inventory or equipment usage and order medical instruments or supplies when inventory is low
develop individualized treatment plans that incorporate studio art therapy, counseling, or psychotherapy techniques
write treatment plans, case summaries, or progress or other reports related to individual clients or client groups
adapt existing or develop new music therapy assessment instruments or procedures to meet an individual client's needs
drive ambulances or assist ambulance drivers in transporting sick, injured, or convalescent persons
report facts concerning accidents or emergencies to hospital personnel or law enforcement officials
place patients on stretchers, and load stretchers into ambulances, usually with assistance from other attendants
cover patients with surgical drapes to create and maintain a sterile operative field
maintain an unobstructed operative field, using surgical retractors, sponges, or suctioning and irrigating equipment
obtain or inspect sterile or non-sterile surgical equipment, instruments, or supplies
administer drugs, orally or by injection, or perform intravenous procedures
assess nature and extent of illness or injury to establish and prioritize medical procedures
advise patients and community members concerning diet, activity, hygiene, and disease prevention
refer patients to medical specialists or other practitioners when necessary
train residents, medical students, and other health care professionals
protect the security of medical records to ensure that confidentiality is maintained
retrieve patient medical records for physicians, technicians, or other medical personnel
scan patients' health records into electronic formats
take and document patients' medical histories
operate ophthalmic equipment, such as autorefractors, phoropters, tomographs, or retinoscopes
clean or sterilize ophthalmic or surgical instruments
review prescriptions to assure accuracy, to ascertain the needed ingredients, and to evaluate their suitability
provide necessary medical care for infants at birth, including emergency care such as resuscitation
assess birthing environments to ensure cleanliness, safety, and the availability of appropriate supplies
inform patients of how to prepare and supply birth sites
prescribe therapy or medication with physician approval
provide physicians with assistance during surgery or complicated medical procedures
supervise and coordinate activities of technicians and technical assistants
conduct primary patient assessments that include information from prior medical care
discuss patients' treatment plans with physicians and other medical professionals
evaluate patients' vital signs or laboratory data to determine emergency intervention needs and priority of treatment
collect, record, and maintain patient information, such as medical histories, reports, or examination results
analyze records, reports, test results, or examination information to diagnose medical condition of patient
refer patient to medical specialist or other practitioner when necessary
train medical records staff
evaluate the functioning of the neuromuscularskeletal system and the spine using systems of chiropractic diagnosis
advise patients about recommended courses of treatment
consult with or refer patients to appropriate health practitioners when necessary
prescribe, supply, fit and adjust eyeglasses, contact lenses, and other vision aids
educate and counsel patients on contact lens care, visual hygiene, lighting arrangements, and safety factors
prescribe therapeutic procedures to correct or conserve vision
clean calcareous deposits, accretions, and stains from teeth and beneath margins of gums, using dental instruments
maintain dental equipment and sharpen and sterilize dental instruments
feel lymph nodes under patient's chin to detect swelling or tenderness that could indicate presence of oral cancer
identify mistakes in reports and check with doctors to obtain the correct information
take dictation using shorthand, a stenotype machine, or headsets and transcribing machines
decide which information should be included or excluded in reports
schedule and confirm patient diagnostic appointments, surgeries, or medical consultations
transmit correspondence or medical records by mail, e-mail, or fax
maintain medical records, technical library, or correspondence files
monitor patients' performance in therapy activities, providing encouragement
select therapy activities to fit patients' needs and capabilities
transport patients to and from the occupational therapy work area
assist dentist in management of medical or dental emergencies
order and monitor dental supplies and equipment inventory
expose dental diagnostic x-rays
interview patients to obtain medical information and measure their vital signs, weight, and height
prepare treatment rooms for patient examinations, keeping the rooms neat and clean
bathe patients
entertain, converse with, or read aloud to patients to keep them mentally healthy and alert
plan, purchase, prepare, or serve meals to patients or other family members, according to prescribed diets
check completed work for spelling, grammar, punctuation, and format
print and make copies of work
transmit work electronically to other locations
schedule appointments and maintain and update appointment calendars
hear and resolve complaints from customers or the public
analyze data to determine answers to questions from customers or members of the public
conduct therapy sessions to improve patients' mental and physical well-being
confer with members of treatment team to plan and evaluate therapy programs
counsel and encourage patients to develop leisure activities
educate and supervise practicum students, psychology interns, or hospital staff
participate in educational programs, in-service training, or workshops to remain current in methods and techniques
provide education or counseling to individuals and families
implement treatment plans or protocols as directed by speech-language pathologists
assist speech-language pathologists in the remediation or development of speech and language skills
select or prepare speech-language instructional materials
encourage patients and attend to their physical needs to facilitate the attainment of therapeutic goals
demonstrate therapy techniques, such as manual and creative arts and games
direct or conduct recruitment, hiring, and training of personnel
establish objectives and evaluative or operational criteria for units managed
develop and implement organizational policies and procedures for the facility or medical unit
establish work schedules and assignments for staff, according to workload, space, and equipment availability
greet customers and help them locate merchandise
operate cash register to process cash or credit sales
answer telephone inquiries, referring callers to pharmacist when necessary
confer with other professionals on client's treatment team to develop, coordinate, or integrate treatment plans
confer with professionals on client's treatment team to develop, coordinate, or integrate treatment plans
take and record measures of patients' physical condition, using devices such as thermometers or blood pressure gauges
provide nursing, psychiatric, or personal care to mentally ill, emotionally disturbed, or mentally retarded patients
train or instruct new employees on procedures to follow with psychiatric patients
process blood or other fluid samples for further analysis by other medical professionals
document route of specimens from collection to laboratory analysis and diagnosis
transport specimens or fluid samples from collection sites to laboratories
design individualized care plans, using a variety of treatments
analyze and evaluate patient data or test findings to diagnose nature or extent of mental disorder
counsel outpatients or other patients during office visits
interview patients to obtain information, such as complaints, symptoms, medical histories, and family histories
order or interpret results of laboratory analyses of patients' blood or cerebrospinal fluid
diagnose neurological conditions based on interpretation of examination findings, histories, or test results
evaluate laboratory tests in preparing nutrition recommendations
plan, conduct, and evaluate dietary, nutritional, and epidemiological research
write research reports and other publications to document and communicate research findings
fit, test, and evaluate devices on patients, and make adjustments for proper fit, function, and comfort
instruct patients in the use and care of orthoses and prostheses
train and supervise support staff, such as orthopedic and prosthetic assistants and technicians
supervise food production or service or assist dietitians or nutritionists in food service supervision or planning
attend interdisciplinary meetings with other health care professionals to discuss patient care
provide dietitians with assistance researching food, nutrition, or food service systems
demonstrate correct use of exercise equipment or performance of exercise routines
provide clinical oversight of exercise for participants at all risk levels
supervise maintenance of exercise or exercise testing equipment
provide training and supervision in therapy techniques and objectives for students or nurses and other medical staff
conduct research in occupational therapy
provide consultation, support, or education to groups such as parents and teachers
monitor patients' progress and adjust treatments accordingly
supervise or collaborate with therapy team
develop speech exercise programs to reduce disabilities
insert needles to provide acupuncture treatment
treat patients using tools, such as needles, cups, ear balls, seeds, pellets, or nutritional supplements
treat medical conditions, using techniques such as acupressure, shiatsu, or tuina
recommend specific lenses, lens coatings, and frames to suit client needs
obtain a customer's previous record, or verify a prescription with the examining optometrist or ophthalmologist
fabricate lenses to meet prescription specifications
keep records and prepare reports detailing findings, investigative methods, and laboratory techniques
collect evidence from crime scenes, storing it in conditions that preserve its integrity
use photographic or video equipment to document evidence or crime scenes
evaluate and grade students' class work, laboratory work, assignments, and papers
maintain student attendance records, grades, and other required records
collaborate with colleagues to address teaching and research issues
supervise undergraduate or graduate teaching, internship, and research work
evaluate and grade examinations, assignments, or papers, and record grades
develop teaching materials, such as syllabi, visual aids, answer keys, supplementary notes, or course Web sites
meet with supervisors to discuss students' grades or to complete required grade-related paperwork
evaluate and grade students' class work, assignments, and papers
advise students on academic and vocational curricula and on career issues
collaborate with colleagues and community agencies to address teaching and research issues
advise students on academic and vocational curricula, career issues, and laboratory and field research
supervise students' laboratory work
evaluate and grade students' class work, laboratory performance, assignments, and papers
supervise laboratory sessions
evaluate and grade students' class work, assignments, papers, and oral presentations
evaluate and grade students' class work, laboratory and clinic work, assignments, and papers
supervise students' laboratory and clinical work
assess clinical education needs and patient and client teaching needs using a variety of methods
evaluate and grade students' class work, performances, projects, assignments, and papers
plan, evaluate, and revise curricula, course content, course materials, and methods of instruction
maintain regularly scheduled office hours to advise and assist students
initiate, facilitate, and moderate classroom discussions
prepare course materials, such as syllabi, homework assignments, and handouts
observe work of teaching staff to evaluate performance and to recommend changes that could strengthen teaching skills
interpret and enforce provisions of state education codes and rules and regulations of state education boards
design learning products, including Web-based aids or electronic performance support systems
research, evaluate, and prepare recommendations on curricula, instructional methods, and materials for school systems
analyze performance data to determine effectiveness of instructional systems, courses, or instructional materials
interpret test results and prepare psychological reports for teachers, administrators, and parents
collaborate with other educational professionals to develop teaching strategies and school programs
provide educational programs on topics such as classroom management, teaching strategies, or parenting skills
review orders for completeness according to reporting procedures and forward incomplete orders for further processing
confer with production, sales, shipping, warehouse, or common carrier personnel to expedite or trace shipments
direct specified departments or units to prepare and ship orders to designated locations
operate computerized laboratory equipment to dehydrate, decalcify, or microincinerate tissue samples
enter data from analysis of medical tests or clinical results into computer for storage
provide technical information about test results to physicians, family members, or researchers
maintain laboratory equipment such as photomicroscopes, inverted microscopes, and standard darkroom equipment
add new material to file records or create new records as necessary
modify or improve filing systems or implement new filing systems
design forms related to filing systems
adapt teaching methods and instructional materials to meet students' varying needs and interests
prepare and administer written, oral, and performance tests, and issue grades in accordance with performance
meet with other instructors to discuss individual students and their progress
patrol park or forest areas to protect resources and prevent damage
map forest tract data using digital mapping systems
observe and evaluate students' work to determine progress, provide feedback, and make suggestions for improvement
administer oral, written, or performance tests to measure progress and to evaluate training effectiveness
provide individualized instruction and tutorial or remedial instruction
gather personnel records from other departments or employees
examine employee files to answer inquiries and provide information for personnel actions
compile and prepare reports and documents pertaining to personnel activities
process print and non-print library materials to prepare them for inclusion in library collections
provide assistance to teachers and students by locating materials and helping to complete special projects
compile and maintain records relating to circulation, materials, and equipment
sort and route incoming mail, and collect outgoing mail, using carts as necessary
affix postage to packages or letters by hand, or stamp materials, using postage meters
determine manner in which mail is to be sent, and prepare it for delivery to mailing facilities
plan, evaluate, and revise curricula, course content, and course materials and methods of instruction
obtain signatures and payments, or arrange for recipients to make payments
record information, such as items received and delivered and recipients' responses to messages
walk, ride bicycles, drive vehicles, or use public conveyances to reach destinations to deliver messages or materials
read corrected copies or proofs to ensure that all corrections have been made
correct or record omissions, errors, or inconsistencies found
route proofs with marked corrections to authors, editors, typists, or typesetters for correction or reprinting
observe and evaluate students' performance, behavior, social development, and physical health
instruct and monitor students in the use and care of equipment and materials to prevent injury and damage
prepare, administer, and grade tests and assignments to evaluate students' progress
inventory or estimate plant and wildlife populations
check for, and ensure compliance with, environmental laws, and notify law enforcement when violations are identified
clear jams in sorting equipment
monitor and observe experiments, recording production and test data for evaluation by research personnel
analyze experimental data and interpret results to write reports and summaries of findings
keep detailed logs of all work-related activities
scan labels on letters or parcels to confirm receipt
return to the post office with mail collected from homes, businesses, and public mailboxes
report any unusual circumstances concerning mail delivery, including the condition of street letter boxes
locate and correct data entry errors, or report them to supervisors
compile, sort, and verify the accuracy of data before it is entered
compare data with source documents, or re-enter data in verification format to detect errors
interview benefits recipients at specified intervals to certify their eligibility for continuing benefits
keep records of assigned cases, and prepare required reports
answer applicants' questions about benefits and claim procedures
check equipment to ensure that it is operating properly
confer with other workers to discuss issues, such as safety, cutting heights, or work needs
locate library materials for patrons, including books, periodicals, tape cassettes, Braille volumes, and pictures
answer routine inquiries and refer patrons in need of professional assistance to librarians
schedule, supervise, and train clerical workers, volunteers, student assistants, and other library employees
check books in and out of the library
explain use of library facilities, resources, equipment, and services, and provide information about library policies
direct and train library staff in duties, such as receiving, shelving, researching, cataloging, and equipment use
instruct and monitor students in the use and care of equipment and materials to prevent injuries and damage
use computers, audio-visual aids, and other equipment and materials to supplement presentations
weigh letters and parcels, compute mailing costs based on type, weight, and destination, and affix correct postage
check mail to ensure correct postage and that packages and letters are in proper condition for mailing
obtain signatures from recipients of registered or special delivery mail
review data obtained from interview for completeness and accuracy
compile, record, and code results or data from interview or survey, using computer or specified form
perform patient services, such as answering the telephone or assisting patients with financial or medical questions
maintain assigned account bases while developing new accounts
locate and contact potential clients to offer advertising services
prepare promotional plans, sales literature, media kits, and sales contracts, using computer
explain products or services and prices and demonstrate use of products
develop prospect lists
persuade customers to purchase merchandise or services
participate in the development or implementation of online marketing strategy
propose online or multiple-sales-channel campaigns to marketing executives
confer and cooperate with other managers to ensure coordination of hotel activities
greet and register guests
monitor the revenue activity of the hotel or facility
provide product samples, coupons, informational brochures, or other incentives to persuade people to buy products
demonstrate or explain products, methods, or services to persuade customers to purchase products or use services
research or investigate products to be presented to prepare for demonstrations
greet, register, and assign rooms to guests of hotels or motels
contact housekeeping or maintenance staff when guests report problems
keep records of room availability and guests' accounts, manually or using computers
create content strategies for digital media
measure the effectiveness of marketing, advertising, and communications programs and strategies
gather data on competitors and analyze their prices, sales, and method of marketing and distribution
develop pricing strategies, balancing firm objectives and customer satisfaction
consult with product development personnel on product specifications, such as design, color, or packaging
initiate market research studies, or analyze their findings
write articles, bulletins, sales letters, speeches, and other related informative, marketing and promotional material
collaborate with other writers on specific projects
work with staff to develop script, story, or advertising concepts
manage own accounts and projects, working within budget and scheduling requirements
present final layouts to clients for approval
work with creative directors to develop design solutions
provide responses to regulatory agencies regarding product information or issues
order parts, tools, or equipment needed to maintain, restore, or improve wind field operations
review, negotiate, or approve wind farm contracts
visit establishments to evaluate needs or to promote product or service sales
compute customer's installation or production costs and estimate savings from new services, products, or equipment
collaborate with colleagues to exchange information, such as selling strategies or marketing information
access computerized financial information to answer general questions as well as those related to specific accounts
debit, credit, and total accounts on computer spreadsheets and databases, using specialized accounting software
keep informed of industry trends and deals
schedule promotional or performance engagements for clients
arrange meetings concerning issues involving their clients
conduct or oversee contingency plan integration and operation
provide technical or administrative support for sustainability programs or issues
research or review regulatory, technical, or market issues related to sustainability
contact new or existing customers to discuss how specific products or services can meet their needs
gather information from prospective customers to identify their solar energy needs
collect fees, commissions, or other payments, according to contract terms
conduct auditions or interviews to evaluate potential clients
confer with clients to develop strategies for their careers, and to explain actions taken on their behalf
answer customers' questions about services, prices, availability, or credit terms
consult with clients after sales or contract signings to resolve problems and provide ongoing support
contact prospective or existing customers to discuss how services can meet their needs
answer customers' questions about products, prices, availability, product uses, and credit terms
recommend products to customers, based on customers' needs and interests
consult with clients after sales or contract signings to resolve problems and to provide ongoing support
create sales or service contracts for products or services
prepare and deliver technical presentations that explain products or services to customers and prospective customers
develop sales plans to introduce products in new markets
collaborate with other officials to prepare and analyze damage assessments following disasters or emergencies
review emergency plans of individual organizations, such as medical facilities, to ensure their adequacy
maintain and update all resource materials associated with emergency preparedness plans
explain products or services and prices, and answer questions from customers
obtain customer information such as name, address, and payment method, and enter orders into computers
adjust sales scripts to better target the needs and interests of specific individuals
apply customer feedback to service improvement efforts
meet with managers or other supervisors to stay informed of changes affecting workers or operations
observe and evaluate workers' appearance and performance to ensure quality service and compliance with specifications
resolve customer complaints regarding food service
train workers in food preparation, and in service, sanitation, and safety procedures
specify food portions and courses, production and time sequences, and workstation and equipment arrangements
assign work schedules, following work requirements, to ensure quality and timely delivery of service
train workers in proper operational procedures and functions and explain company policies
resolve customer complaints regarding sales and service
oversee regional and local sales managers and their staffs
plan and direct staffing, training, and performance evaluations to develop and control sales and service programs
greet customers and ascertain what each customer wants or needs
recommend, select, and help locate or obtain merchandise based on customer needs and desires
compute sales prices, total purchases, and receive and process cash or credit payment
receive orders for services, such as rentals, repairs, dry cleaning, and storage
explain rental fees, policies, and procedures
provide information about rental items, such as availability, operation, or description
receive and fill telephone orders for parts
read catalogs, microfiche viewers, or computer displays to determine replacement part stock numbers and prices
examine returned parts for defects, and exchange defective parts or refund money
receive payment by cash, check, credit cards, vouchers, or automatic debits
answer customers' questions, and provide information on procedures or policies
issue receipts, refunds, credits, or change due to customers
instruct staff on how to handle difficult and complicated sales
review inventory and sales records to prepare reports for management and budget departments
establish and implement policies, goals, objectives, and procedures for the department
monitor customer preferences to determine focus of sales efforts
help customers find the location of products
provide customer service by greeting and assisting customers and responding to customer inquiries and complaints
examine merchandise to ensure that it is correctly priced and displayed and that it functions as advertised
read work orders or blueprints to determine specified tolerances and sequences of operations for machine setup
turn handles or knobs to set pressures and depths of ram strokes and to synchronize machine operations
confer with other workers about machine setups and operational specifications
position, align, and secure workpieces against fixtures or stops on machine beds or on dies
adjust ram strokes of presses to specified lengths, using hand tools
plan sequences of operations, applying knowledge of physical properties of workpiece materials
recommend design modifications to eliminate machine or system malfunctions
design test control apparatus or equipment or develop procedures for testing products
provide feedback to design engineers on customer problems or needs
adjust saw blades, using wrenches and rulers, or by turning handwheels or pressing pedals, levers, or panel buttons
monitor sawing machines, adjusting speed and tension and clearing jams to ensure proper operation
guide workpieces against saws, saw over workpieces by hand, or operate automatic feeding devices to guide cuts
verify conformance of workpieces to specifications, using squares, rulers, and measuring tapes
lay out and examine metal stock or workpieces to be processed to ensure that specifications are met
hammer, chip, and grind workpieces to cut, bend, and straighten metal
bolt or arc weld pressure vessel structures and parts together, using wrenches or welding equipment
straighten or reshape bent pressure vessel plates or structure parts, using hammers, jacks, or torches
clean pressure vessel equipment, using scrapers, wire brushes, and cleaning solvents
remove dies from machines when production runs are finished
fit and align fabricated parts to be welded or assembled
lay out and fabricate metal structural parts such as plates, bulkheads, and frames
design and prepare templates of wood, paper, or metal
press control buttons to activate machinery and equipment
monitor machine operations and observe lights and gauges to detect malfunctions
synchronize speeds of sections of machines when producing products involving several steps or processes
move controls to start, stop, or adjust machinery and equipment that crushes, grinds, polishes, or blends materials
tend accessory equipment, such as pumps and conveyors, to move materials or ingredients through production processes
record data from operations, testing, and production on specified forms
weigh or measure materials, ingredients, or products to ensure conformance to requirements
compound or process ingredients or dyes, according to formulas
dump or pour specified amounts of materials into machinery or equipment
measure and inspect machined parts to ensure conformance to product specifications
convert blueprints into shop drawings to be followed in the construction or assembly of sheet metal products
select gauges or types of sheet metal or nonmetallic material, according to product specifications
shape metal material over anvils, blocks, or other forms, using hand tools
develop or implement programs to address problems related to production, materials, safety, or quality
monitor and adjust production processes or equipment for quality and productivity
calibrate nanotechnology equipment, such as weighing, testing, or production equipment
start machines, monitor their operations, and record operational data
test and adjust machine speeds or actions, according to product specifications, using gauges and hand tools
shut off steam, water, or other gases or liquids from pipe sections, using valve keys or wrenches
fill pipes or plumbing fixtures with water or air and observe pressure gauges to detect and locate leaks
direct helpers engaged in pipe cutting, preassembly, or installation of plumbing systems or components
interpret engineering sketches, specifications, or drawings
assist engineers to design, develop, test, or manufacture industrial machinery, consumer products, or other equipment
read and interpret blueprints, schematics, work specifications, drawings, or charts
install or program computer hardware or machine or instrumentation software in microprocessor-based systems
build or assemble robotic devices or systems
assist engineers in the design, configuration, or application of robotic systems
determine setup procedures and select machine dies and parts, according to specifications
install dies, machine screws, and sizing rings on machines that extrude thermoplastic or metal materials
change dies on extruding machines, according to production line changes
position stones and metal pieces, and set, mount, and secure items in place, using setting and hand tools
create jewelry from materials such as gold, silver, platinum, and precious or semiprecious stones
lay out designs on metal stock, and cut along markings to fabricate pieces used to cast metal molds
provide technical support to other employees regarding mechanical design, fabrication, testing, or documentation
measure and cut insulation for covering surfaces, using tape measures, handsaws, knives, and scissors
fit insulation around obstructions, and shape insulating materials and protective coverings as required
read blueprints and specifications to determine job requirements
assemble or install metal framing or decorative trim for windows, doorways, or vents
coordinate work with drywall finishers who cover the seams between drywall panels
install horizontal and vertical metal or wooden studs to frames so that wallboard can be attached to interior walls
measure, cut, thread and assemble new pipe, placing the assembled pipe in hangers or other supports
assist pipe fitters in the layout, assembly, and installation of piping for air, ammonia, gas, and water systems
cut pipe and lift up to fitters
cut pipes to required lengths
connect pipe pieces and seal joints, using welding equipment, cement, or glue
cover pipes with earth or other materials
clean and lubricate machines
mount and bolt sawing blades or attachments to machine shafts
align and position materials being joined to ensure accurate application of adhesive or heat sealing
monitor machine operations to detect malfunctions and report or resolve problems
remove jammed materials from machines and readjust components as necessary to resume normal operations
record repairs required, parts used, and labor time
disassemble defective equipment so that repairs can be made, using hand tools
adjust working parts, such as fan belts, contacts, and springs, using hand tools and gauges
monitor power plant equipment and indicators to detect evidence of operating problems
start or stop generators, auxiliary pumping equipment, turbines, or other power plant equipment as necessary
operate high-pressure steam boiler or water chiller equipment for electrical cogeneration operations
fabricate or assemble mechanical, electrical, or electronic components or assemblies
test performance of robotic assemblies, using instruments such as oscilloscopes, electronic voltmeters, or bridges
monitor boiler water, chemical, and fuel levels, and make adjustments to maintain required levels
clean and lubricate boilers and auxiliary equipment and make minor adjustments as needed, using hand tools
contact equipment manufacturers or appropriate specialists when necessary to resolve equipment problems
select, calibrate, or operate equipment used in the non-destructive testing of products or materials
document procedures, such as calibration of optical or fiber optic equipment
assemble fiber optical, optoelectronic, or free-space optics components, subcomponents, assemblies, or subassemblies
write operational instructions to be used in nuclear plant operation or nuclear fuel or waste handling and disposal
design or direct nuclear research projects to develop, test, modify, or discover new uses for theoretical models
design fuel cycle models or processes to reduce the quantity of radioactive waste generated from nuclear activities
turn valves and dials of machines to regulate pressure, temperature, and speed and feed rates, and to set cycle times
observe meters and gauges to verify and record temperatures, pressures, and press-cycle times
remove parts, such as dies, from machines after production runs are finished
maintain service records of robotic equipment or automated production systems
analyze product failure data and laboratory test results to determine causes of problems and develop solutions
conduct or supervise tests on raw materials or finished products to ensure their quality
guide technical staff in developing materials for specific uses in projected products or devices
monitor and control temperature of products
mix, blend, or cultivate ingredients to make reagents or to manufacture food or beverage products
supervise other food science technicians
modify, maintain, or repair electronics equipment or systems to ensure proper functioning
maintain system logs or manuals to document testing or operation of equipment
educate equipment operators on the proper use of equipment
review operations and confer with technical or administrative staff to resolve production or processing problems
review plans and confer with research or support staff to develop new products or processes
plan or coordinate hydroelectric production operations to meet customer requirements
read and interpret assembly blueprints or specifications manuals, and plan assembly or building operations
position or align components for assembly, manually or using hoists
lay out and drill, ream, tap, or cut parts for assembly
record production data, and maintain production logs
operate controls to move or discharge metal workpieces from furnaces
drain, transfer, or remove molten metal from furnaces, and place it into molds, using hoists, pumps, or ladles
visualize and compute dimensions, sizes, shapes, and tolerances of assemblies, based on specifications
select metals to be used from a range of metals and alloys, based on properties such as hardness or heat tolerance
design jigs, fixtures, and templates for use as work aids in the fabrication of parts or products
record maintenance information, including test results, material usage, and repairs made
lubricate wearing surfaces of mechanical parts, using oils or other lubricants
observe machine operations to detect any problems, making necessary adjustments to correct problems
move machine controls to index workpieces, and to adjust machines for pre-selected operational settings
set and adjust machine controls according to product specifications, using knowledge of machine operation
start lathe or turning machines and observe operations to ensure that specifications are met
move controls to set cutting speeds and depths and feed rates, and to position tools in relation to workpieces
compute unspecified dimensions and machine settings, using knowledge of metal properties and shop mathematics
bill customers for repair work, and collect payment
provide repair cost estimates, and recommend whether appliance repair or replacement is a better choice
service and repair domestic electrical or gas appliances, such as clothes washers, refrigerators, stoves, and dryers
clean, rinse, and dry timepiece parts, using solutions and ultrasonic or mechanical watch-cleaning machines
perform regular adjustment and maintenance on timepieces, watch cases, and watch bands
fabricate parts for watches and clocks, using small lathes and other machines
disassemble instruments and parts for repair and adjustment
compare instrument pitches with tuning tool pitches to tune instruments
string instruments, and adjust trusses and bridges of instruments to obtain specified string tensions and heights
stay informed of logistics technology advances and apply appropriate technology to improve logistics processes
propose logistics solutions for customers
respond to emergencies, such as transformer or transmission line failures, and route current around affected areas
manipulate controls to adjust or activate power distribution equipment or machines
calculate load estimates or equipment requirements to determine required control settings
install, connect, or adjust thermostats, humidistats, or timers
install expansion and control valves, using acetylene torches and wrenches
cut or drill holes in floors, walls, or roof to install equipment, using power saws or drills
create mechanical design documents for parts, assemblies, or finished products
design software to control robotic systems for applications, such as military defense or manufacturing
conduct research on robotic technology to create new robotic systems or system capabilities
perform routine equipment maintenance such as cleaning and lubricating machines or replacing broken needles
cut excess thread or material from shoe parts, using scissors or knives
mount and position tools in machine chucks, spindles, or other tool holding devices, using hand tools
operate machines to process materials in compliance with applicable safety, energy, or environmental regulations
inspect machines or equipment for hazards, operating efficiency, malfunctions, wear, or leaks
collect samples of materials or products for laboratory analysis
observe machine operations, gauges, or thermometers, and adjust controls to maintain specified conditions
set controls to regulate temperature and length of cycles, and start conveyors, pumps, agitators, and machines
drain, clean, and refill machines or tanks at designated intervals, using cleaning solutions or water
design or develop industrial air quality microsystems, such as carbon dioxide fixing devices
design gas lasers, solid state lasers, infrared, or other light emitting or light sensitive devices
determine commercial, industrial, scientific, or other uses for electro-optical applications or devices
design engineering systems for the automation of industrial tasks
incorporate new manufacturing methods or processes to improve existing operations
communicate manufacturing capabilities, production schedules, or other information to facilitate production processes
evaluate manufactured products according to specifications and quality standards
use materials such as pens and ink, watercolors, charcoal, oil, or computer software to create artwork
maintain portfolios of artistic work to demonstrate styles, interests, and abilities
market artwork through brochures, mailings, or Web sites
supervise the installation or operation of electronic equipment or systems
prepare and maintain records detailing tests, repairs, and maintenance
open and close switches to isolate defective relays, performing adjustments or repairs
notify facility personnel of equipment shutdowns
read electric, gas, water, or steam consumption meters and enter data in route books or hand-held computers
inspect meters for unauthorized connections, defects, and damage, such as broken seals
leave messages to arrange different times to read meters in cases in which meters are not accessible
remove and stack completed materials or products, and restock materials to be joined
mount or load material such as paper, plastic, wood, or rubber in feeding mechanisms of cementing or gluing machines
operate safety equipment and use safe work habits
determine required equipment and welding methods, applying knowledge of metallurgy, geometry, and welding techniques
weld separately or in combination, using aluminum, stainless steel, cast iron, and other alloys
inspect products to ensure that the quality standards and specifications are met
start machines, monitor operations, and make adjustments as needed
adjust machine controls, such as heating mechanisms, tensions, or speeds, to produce specified products
collect and test water and sewage samples, using test equipment and color analysis standards
maintain, repair, and lubricate equipment, using hand tools and power tools
direct and coordinate plant workers engaged in routine operations and maintenance activities
examine materials, ingredients, or products, visually or with hands, to ensure conformance to established standards
design agricultural machinery components and equipment, using computer-aided design (CAD) technology
test agricultural machinery and equipment to ensure adequate performance
design food processing plants and related mechanical systems
trim excess rubber and imperfections during retreading processes
fill cuts and holes in tires, using hot rubber
select electronics equipment, components, or systems to meet functional specifications
press buttons, pull levers, or depress pedals to start and operate cutting and slicing machines
adjust machine controls to alter position, alignment, speed, or pressure
position stock along cutting lines, or against stops on beds of scoring or cutting machines
mix catalysts into resins, and saturate cloth and mats with mixtures, using brushes
select precut fiberglass mats, cloth, and wood-bracing materials as required by projects being assembled
bond wood reinforcing strips to decks and cabin structures of watercraft, using resin-saturated fiberglass
set up or adjust machine controls to regulate conditions such as material flow, temperature, or pressure
remove clogs, defects, or impurities from machines, tanks, conveyors, screens, or other processing equipment
monitor functioning of equipment to ensure system operates in conformance with specifications
position, align, or adjust workpieces or electrical parts to facilitate wiring or assembly
explain assembly procedures or techniques to other workers
fabricate or form parts, coils, or structures according to specifications, using drills, calipers, cutters, or saws
recommend treatment and prevention methods for pest problems to clients
clean work site after completion of job
drive truck equipped with power spraying equipment
provide technical consultation or direction related to the development or production of fuel cell systems
recommend or implement changes to fuel cell system designs
provide technical direction to other engineers or engineering support personnel
document test procedures to ensure replicability and compliance with standards
develop or specify standards, methods, or procedures to determine product quality or release readiness
install and configure recreations of software production environments to allow testing of software performance
connect water hoses to cooling systems of dies, using hand tools
detect faulty operation of equipment or defective materials and notify supervisors
mark or tag material with proper job number, piece marks, and other identifying marks as required
remove parts from furnaces after specified times, and air dry or cool parts in water, oil brine, or other baths
move controls to light gas burners and to adjust gas and water flow and flame temperature
instruct new workers in machine operation
identify tire size and ply and inflate tires accordingly
glue tire patches over ruptures in tire casings, using rubber cement
separate tubed tires from wheels, using rubber mallets and metal bars or mechanical tire changers
replace worn tools, and sharpen dull cutting tools and dies, using bench grinders or cutter-grinding machines
clear jams, and remove defective or substandard materials or products
design and direct the testing or control of processing procedures
evaluate technical specifications and economic factors relating to process or product design objectives
plan and evaluate new projects, consulting with other engineers and corporate executives, as necessary
repair or maintain the operating condition of industrial production or processing machinery or equipment
disassemble machinery or equipment to remove parts and make repairs
cut and weld metal to repair broken metal parts, fabricate new parts, or assemble new equipment
test connections to ensure that power supplies are adequate and that communications links function
clean and maintain tools, test equipment, and motor vehicles
adjust or modify equipment to enhance equipment performance or to respond to customer requests
record temperatures, amounts of materials processed, or test results on report forms
assemble equipment, and attach pipes, fittings, or valves, using hand tools
dislodge and clear jammed materials or other items from machinery and equipment, using hand tools
load materials into machinery and equipment, using hand tools
design, integrate, or test photonics systems or components
conduct testing to determine functionality or optimization or to establish limits of photonics systems or components
apply mechatronic or automated solutions to the transfer of materials, components, or finished goods
analyze existing development or manufacturing procedures and suggest improvements
identify new applications for existing nanotechnologies
inspect materials, products, or equipment to detect defects or malfunctions
confer with other supervisors to coordinate operations and activities within or between departments
interpret specifications, blueprints, job orders, and company policies and procedures for workers
stack and sort cut material for packaging, further processing, or shipping, according to types and sizes of material
observe milling or planing machine operation, and adjust controls to ensure conformance with specified tolerances
select cutting speeds, feed rates, and depths of cuts, applying knowledge of metal properties and shop mathematics
select and install cutting tools and other accessories according to specifications, using hand tools or power tools
inspect products to ensure that specifications are met and to determine if machines need adjustment
observe woven cloth to detect weaving defects
test rigging to ensure safety and reliability
attach loads to rigging to provide support or prepare them for moving, using hand and power tools
fabricate, set up, and repair rigging, supporting structures, hoists, and pulling gear, using hand and power tools
immerse workpieces in coating solutions or liquid metal or plastic for specified times
adjust dials to regulate flow of current and voltage supplied to terminals to control plating processes
remove excess materials or impurities from objects, using air hoses or grinding machines
move controls to adjust, start, or stop equipment during grinding and polishing processes
remove completed workpieces from equipment or work tables, using hand tools, and place workpieces in containers
measure and mark equipment, objects, or parts to ensure grinding and polishing standards are met
measure parts, such as sleeves or pant legs, and mark or pin-fold alteration lines
fit and study garments on customers to determine required alterations
press garments, using hand irons or pressing machines
measure, weigh, and count products and materials
obtain, move, and sort products, materials, containers, and orders, using hand tools
mark and label containers, container tags, or products, using marking tools
trim excess material, using scissors
estimate how much a garment will cost to make, based on factors such as time and material requirements
position patterns of garment parts on fabric, and cut fabric along outlines, using scissors
monitor operation of machines and make adjustments to correct problems and ensure conformance to specifications
adjust machine tables or cutting devices and set controls on machines to produce specified cuts or operations
inspect pulleys, drive belts, guards, or fences on machines to ensure that machines will operate safely
prepare reports on non-destructive testing results
assist engineers in the development of new products, fixtures, tools, or processes
assist scientists or engineers in the conduct of photonic experiments
control generator output to match the phase, frequency, or voltage of electricity supplied to panels
design fire detection equipment, alarm systems, and fire extinguishing devices and systems
develop training materials and conduct training sessions on fire protection
evaluate fire department performance and the laws and regulations affecting fire prevention or fire safety
design and oversee testing, installation, and repair of marine apparatus and equipment
procure materials needed to repair marine equipment and machinery
maintain and coordinate repair of marine machinery and equipment for installation on vessels
monitor machine operation to detect problems such as defective stitching, breaks in thread, or machine malfunctions
guide garments or garment parts under machine needles and presser feet to sew parts together
repair or alter items by adding replacement parts or missing stitches
repair and rework templates and patterns
assemble pattern sections, using hand tools, bolts, screws, rivets, glue, or welding equipment
construct platforms, fixtures, and jigs for holding and placing patterns
straighten, smooth, or shape materials to prepare them for pressing
finish pants, jackets, shirts, skirts and other dry-cleaned and laundered articles, using hand irons
clean and maintain pressing machines, using cleaning solutions and lubricants
inspect, test, or measure materials, products, installations, or work for conformance to specifications
write test or inspection reports describing results, recommendations, or needed repairs
read dials or meters to verify that equipment is functioning at specified levels
monitor equipment operation, gauges, and panel lights to detect deviations from standards
press and adjust controls to activate, set, and regulate equipment according to specifications
transport materials and products to and from work areas, manually or using carts, handtrucks, or hoists
develop fuel cell materials or fuel cell test equipment
design or implement fuel cell testing or development programs
move machine controls to lower tools to workpieces and to engage automatic feeds
change worn cutting tools, using wrenches
observe drilling or boring machine operations to detect any problems
design tests of finished products or process capabilities to establish standards or validate process requirements
analyze the financial impacts of sustainable manufacturing processes or sustainable product manufacturing
research new materials to be used for products, such as implanted artificial organs
consult with chemists or biologists to develop or evaluate novel technologies
develop bioremediation processes to reduce pollution, protect the environment, or treat waste products
discard or reject products, materials, or equipment not meeting specifications
notify supervisors or other personnel of production problems
attach tape, trim, appliques, or elastic to specified garments or garment parts, according to item specifications
direct or coordinate production, processing, distribution, or marketing activities of industrial organizations
identify opportunities to improve plant electrical equipment, controls, or process control methodologies
conduct cost, material, and efficiency studies for biofuels production plants or operations
inspect equipment or units to detect leaks or malfunctions, shutting equipment down, if necessary
read plant specifications to determine products, ingredients, or prescribed modifications of plant procedures
drain equipment, and pump water or other solutions through to flush and clean tanks or equipment
position items under needles, using marks on machines, clamps, templates, or cloth as guides
determine amount of air leakage in buildings, using a blower door machine
inspect buildings to identify required weatherization measures, including repair work, modification, or replacement
prepare cost estimates or specifications for rehabilitation or weatherization services
communicate with management and user personnel to develop production and design standards
design cognitive aids, such as procedural storyboards or decision support systems
draw samples of raw materials, intermediate products, or finished products for validation testing
plan and establish work schedules, assignments, and production sequences to meet production goals
plan and develop new products and production processes
maintain production records
position and secure workpieces, using hoists, cranes, wire, and banding machines or hand tools
hammer out bulges or bends in metal workpieces
read work orders to determine production specifications or information
mix or blend ingredients by starting machines and mixing for specified times
test samples of materials or products to ensure compliance with specifications, using test equipment
establish zero reference points on workpieces, such as at the intersections of two edges or over hole locations
start machines to verify setups, and make any necessary adjustments
design electro-optical sensing or imaging systems
analyze quality control test results and provide feedback and interpretation to production management or staff
prepare dyeing machines for production runs, and conduct test runs of machines to ensure their proper operation
test solutions used to process textile goods to detect variations from standards
study guides, charts, and specification sheets, and confer with supervisors to determine machine setup requirements
turn valves or move controls to admit, drain, separate, filter, clarify, mix, or transfer materials
read draft markings to determine depths of vessels in water
measure vessels' holds and depths of fuel and water in tanks, using sounding lines and tape measures
inspect vehicles or equipment to ensure compliance with rules, standards, or regulations
repair ships, bridge foundations, or other structures below the water line, using caulk, bolts, and hand tools
operate underwater video, sonar, recording, or related equipment to investigate underwater structures or marine life
cut and weld steel, using underwater welding equipment, jigs, and supports
monitor painting operations to identify flaws, such as blisters or streaks, and correct their causes
fill hoppers, reservoirs, troughs, or pans with material used to coat, paint, or spray, using conveyors or pails
determine paint flow, viscosity, and coating quality by performing visual inspections, or by using viscometers
disassemble machines to maintain, repair, or replace broken or worn parts, using hand or power tools
establish production or quality control standards
design and supervise environmental and land reclamation projects in agriculture and related industries
analyze problems and take appropriate action to ensure continuous and reliable operation of equipment and systems
develop operation, safety, and maintenance procedures or assist in their development
input specifications into computers to assist with pattern design and pattern cutting
draw outlines of pattern parts by adapting or copying existing patterns, or by drafting new patterns
create a paper pattern from which to mass-produce a design concept
draw samples of biofuels products or secondary by-products for quality control testing
perform quality checks on products and parts
review work orders and blueprints to ensure work is performed according to specifications
supervise assemblers and train employees on job procedures
notify other workers of defects, and direct them to adjust extruding and forming machines
load materials into extruding and forming machines, using hand tools, and adjust feed mechanisms to set feed rates
clean and maintain extruding and forming machines, using hand tools
sort cargo before loading and unloading
attach identifying tags to containers or mark them with identifying information
read work orders or receive oral instructions to determine work assignments or material or equipment needs
maintain production records, such as quantities, types, and dimensions of materials produced
observe machine operations to ensure quality and conformity of filled or packaged products to standards
start machine by engaging controls
adjust machine components and machine tension and pressure according to size or processing angle of product
mount motors to boats, and operate boats at various speeds on waterways to conduct operational tests
repair engine mechanical equipment, such as power tilts, bilge pumps, or power take-offs
replace parts, such as gears, magneto points, piston rings, or spark plugs, and reassemble engines
load articles into washers or dry-cleaning machines, or direct other workers to perform loading
remove items from washers or dry-cleaning machines, or direct other workers to do so
sort and count articles removed from dryers, and fold, wrap, or hang them
position products, components, or parts for testing
cut and file pieces of jewelry such as rings, brooches, bracelets, and lockets
collect historical cost data to estimate costs for current or future products
review material and labor requirements to decide whether it is more cost-effective to produce or purchase components
conduct special studies to develop and establish standard hour and related cost data or to reduce cost
raise trucks, buses, and heavy parts or equipment using hydraulic jacks or hoists
inspect, repair, and maintain automotive and mechanical equipment and machinery, such as pumps and compressors
specialize in repairing and maintaining parts of the engine, such as fuel injection systems
investigate equipment failures or difficulties to diagnose faulty operation and recommend remedial actions
estimate costs or submit bids for engineering, construction, or extraction projects
develop engineering specifications or cost estimates for automotive design concepts
repair and replace damaged or worn parts
research, order, and maintain parts inventory for services and repairs
adjust and maintain industrial machinery, using control and regulating devices
connect sections of drill pipe, using hand tools and powered wrenches and tongs
start and examine operation of slush pumps to ensure circulation and consistency of drilling fluid or mud in well
locate and recover lost or broken bits, casings, and drill pipes from wells, using special tools
position, align, and adjust parts for proper fit and assembly
connect cables, tubes, and wiring, according to specifications
read blueprints and specifications to determine component parts and assembly sequences of electromechanical units
cut out parts, following patterns or outlines, using knives, shears, scissors, or machine presses
repair and recondition leather products such as trunks, luggage, shoes, saddles, belts, purses, and baseball gloves
inspect articles for defects, and remove damaged or worn parts, using hand tools
keep pipe deck and main deck areas clean and tidy
unscrew or tighten pipes, casing, tubing, and pump rods, using hand and power wrenches and tongs
walk flow lines to locate leaks, using electronic detectors and by making visual inspections, and repair the leaks
measure and mark cutting lines on materials, using a ruler, pencil, chalk, and marking gauge
shape or cut materials to specified measurements, using hand tools, machines, or power saws
remove damaged or defective parts or sections of structures and repair or replace, using hand tools
machine parts to specifications, using machine tools, such as lathes, milling machines, shapers, or grinders
set up, adjust, or operate basic or specialized machine tools used to perform precision machining operations
fit and assemble parts to make or repair machine tools
integrate tags, readers, or software in radio frequency identification device (RFID) designs
perform systems analysis or programming of radio frequency identification device (RFID) technology
test radio frequency identification device (RFID) software to ensure proper functioning
measure customers, using tape measures, and record measurements
let out or take in seams in suits and other garments to improve fit
direct administrative activities directly related to making products or providing services
direct or coordinate financial or budget activities to fund operations, maximize investments, or increase efficiency
plan or direct activities, such as sales promotions, that require coordination with other department managers
record speech, music, and other sounds on recording media, using recording equipment
regulate volume level and sound quality during recording sessions, using control consoles
set up, test, and adjust recording equipment for recording sessions and live performances
plan and design transportation or hydraulic systems or structures, using computer-assisted design or drawing tools
design or engineer drainage, erosion, or sedimentation control systems for transportation projects
prepare final project layout drawings that include details such as stress calculations
observe animals for signs of illness, injury, or unusual behavior, notifying veterinarians or managers as warranted
train workers in spawning, rearing, cultivating, and harvesting methods, and in the use of equipment
confer with managers to determine production requirements, conditions of equipment and supplies, and work schedules
compute load and grade requirements, water flow rates, or material stress factors to determine design specifications
estimate quantities and cost of materials, equipment, or labor to determine project feasibility
participate in the assessment and review of design alternatives and design change proposal impacts
prepare logistic strategies or conceptual designs for production facilities
prepare documentation for new manufacturing processes or engineering procedures
calculate labor and equipment requirements and production specifications, using standard formulas
confer with management or subordinates to resolve worker problems, complaints, or grievances
research renewable or alternative energy systems or technologies, such as solar thermal or photovoltaic energy
maintain technical project files
prepare nanotechnology-related invention disclosures or patent applications
promote awareness or use of alternative or renewable energy sources
design photonics products, such as light sources, displays, or photovoltaics, to achieve increased energy efficiency
identify staff vacancies and recruit, interview, and select applicants
prepare personnel forecast to project employment needs
administer compensation, benefits, and performance management systems, and safety and recreation programs
evaluate job positions, determining classification, exempt or non-exempt status, and salary
prepare occupational classifications, job descriptions, and salary scales
provide advice on the resolution of classification and salary complaints
study legislation, arbitration decisions, and collective bargaining contracts to assess industry trends
prepare budgets for personnel operations
develop methods to improve employment policies, processes, and practices, and recommend changes to management
review employment applications and job orders to match applicants with job requirements
select qualified job applicants or refer them to managers, making hiring recommendations when appropriate
interview job applicants to obtain information on work history, training, education, or job skills
teach classes and present self-help or information sessions on subjects related to education and career planning
attend meetings, educational conferences, and training workshops, and serve on committees
supervise, train, and direct professional staff and interns
review accounts for discrepancies and reconcile differences
recommend actions to ensure compliance with laws and regulations, or to protect solvency of institutions
train other examiners in the financial examination process
verify and inspect cash reserves, assigned collateral, and bank-owned securities to check internal control procedures
examine records and interview workers to ensure recording of transactions and compliance with laws and regulations
review data about material assets, net worth, liabilities, capital stock, surplus, income, or expenditures
send notices to taxpayers when accounts are delinquent
contact taxpayers by mail or telephone to address discrepancies and to request supporting documentation
answer questions from taxpayers and assist them in completing tax forms
prepare itemized statements, bills, or invoices and record amounts due for items purchased or services rendered
contact customers to obtain or relay account information
create billing documents, shipping labels, credit memorandums, or credit forms
collect bets in the form of cash or chips, verifying and recording amounts
collect cards or tickets from players
answer questions about game rules or casino policies
exchange money, credit, tickets, or casino chips and make change for customers
count money and audit money drawers
check identifications to verify age of players
perform paperwork required for monetary transactions
greet customers and ask about the quality of service they are receiving
answer patrons' questions about gaming machine functions and payouts
manage leasing of facility space
participate in architectural and engineering planning and design, including space and installation management
coordinate security operations or activities with public law enforcement, fire and other agencies
pay winnings or collect losing bets as established by the rules and procedures of a specific game
stand behind a gaming table and deal the appropriate number of cards to each player
start and control games and gaming equipment, and announce winning numbers or colors
develop or enforce procedures for normal operation of manufacturing systems
supervise biomass plant or substation operations, maintenance, repair, or testing activities
direct operations, maintenance, or repair of hydroelectric power facilities
keep track of leave time, such as vacation, personal, and sick leave, for employees
compile employee time, production, and payroll data from time sheets and other records
complete time sheets showing employees' arrival and departure times
evaluate power production or demand trends to identify opportunities for improved operations
plan details such as framing, composition, camera movement, sound, and actor movement for each shot or scene
coordinate the activities of writers, directors, managers, and other personnel throughout the production process
direct and coordinate activities of personnel engaged in broadcast news, sports, or programming
manage wind project costs to stay within budget limits
provide verbal or written project status reports to project teams, management, subcontractors, customers, or owners
update schedules, estimates, forecasts, or budgets for wind projects
review and update standard operating procedures or quality assurance manuals
monitor performance of quality control systems to ensure effectiveness and efficiency
coordinate the selection and implementation of quality control equipment, such as inspection gauges
create or implement security standards, policies, and procedures
plan, direct, or coordinate security activities to safeguard company employees, guests, or others on company property
train subordinate security professionals or other organization members in security rules and procedures
follow all gaming regulations
convert gaming checks, coupons, tokens, or coins to currency for gaming patrons
maintain cage security
communicate with customers, sales staff, or marketing staff to determine customer needs
prepare design presentations and proposals for staff or customers
demonstrate systems for customers and explain details, such as the causes and consequences of false alarms
test and repair circuits and sensors, following wiring and system specifications
examine systems to locate problems, such as loose connections or broken insulation
confer with customers to determine the nature of problems or to explain repairs
instruct customers on the safe and proper use of equipment
make service calls to repair units in customers' homes, or return units to shops for major repairs
test operation of tower transmission components, using sweep testing tools or software
install, connect, or test underground or aboveground grounding systems
monitor radio range stations to detect transmission flaws and adjust controls to eliminate flaws
recommend purchase of equipment to control dust, temperature, or humidity in area of system installation
check to ensure that appropriate changes were made to resolve customers' problems
contact customers to respond to inquiries or to notify them of claim investigation results or any planned adjustments
determine charges for services requested, collect deposits or payments, or arrange for billing
offer special assistance to persons such as those who are unable to dial or who are in emergency situations
review and evaluate requests from engineers, managers, and technicians for system modifications
assess existing facilities' needs for new or modified telecommunications systems
record or compile test results or prepare graphs, charts, or reports
maintain records of testing results or other documents as required by state or other governing agencies
analyze test results to classify products or compare results with standard tables
evaluate genetic data by performing appropriate mathematical or statistical calculations and analyses
confer with information technology specialists to develop computer applications for genetic data analysis
design sampling plans or coordinate the field collection of samples such as tissue specimens
conduct experiments to investigate the underlying mechanisms of plant growth and response to the environment
provide advice regarding the development of regulatory standards for land reclamation or soil conservation
develop improved measurement techniques, soil conservation methods, soil sampling devices, or related technology
study nutritional requirements of animals and nutritive values of animal feed materials
develop improved practices in feeding, housing, sanitation, or parasite and disease control of animals
conduct research concerning animal nutrition, breeding, or management to improve products or processes
confer with research and biomanufacturing personnel to ensure the compatibility of design and production
hire, supervise, or evaluate engineers, technicians, researchers, or other staff
plan or direct research, development, or production activities
review project activities and prepare and review research, testing, or operational reports
instruct undergraduate and graduate students within the areas of cellular or molecular biology
coordinate molecular or cellular research activities with scientists specializing in other fields
write grants and papers or attend fundraising events to seek research funds
adapt or design computer hardware or software for medical science uses
review existing manufacturing processes to identify opportunities for yield improvement or reduced process variation
develop new methods to study the mechanisms of biological processes
research the chemical effects of substances, such as drugs, serums, hormones, or food, on tissues or vital processes
research transformations of substances in cells, using atomic isotopes
direct recruitment, placement, and evaluation of architecture or engineering project staff
prepare, or oversee the preparation of, experimental plans for biofuels research or development
provide technical or scientific guidance to technical staff in the conduct of biofuels research or development
discuss test results and analyses with customers
record test data and prepare reports, summaries, or charts that interpret test results
develop or implement programs for monitoring of environmental pollution or radiation
maintain laboratory instruments to ensure proper working order and troubleshoot malfunctions when needed
prepare test solutions, compounds, or reagents for laboratory personnel to conduct tests
purchase laboratory supplies, such as chemicals, when supplies are low or near their expiration date
collaborate with other astronomers to carry out research projects
analyze research data to determine its significance, using computers
study celestial phenomena, using a variety of ground-based and space-borne telescopes and scientific instruments
develop or use mathematical or computer models for weather forecasting
prepare weather reports or maps for analysis, distribution, or use in weather broadcasts, using computer graphics
conduct numerical simulations of climate conditions to understand and predict global or regional weather patterns
prepare reports or recommendations, based upon research outcomes
study the mutations in organisms that lead to cancer or other diseases
study spatial configurations of submicroscopic molecules, such as proteins, using x-rays or electron microscopes
develop methods of conserving or managing soil that can be applied by farmers or forestry companies
examine samples to verify qualities such as clarity, cleanliness, consistency, dryness, or texture
maintain, clean, or sterilize laboratory instruments or equipment
monitor product quality to ensure compliance with standards and specifications
compile and interpret results of tests and analyses
develop or conduct environmental studies, such as plant material field trials or wildlife habitat impact studies
manage forage resources through fire, herbicide use, or revegetation to maintain a sustainable yield from the land
coordinate with federal land managers and other agencies and organizations to manage and protect rangelands
present research findings at scientific conferences and in papers written for scientific journals
supervise students' research on celestial and astronomical phenomena
conduct site assessments to certify a habitat or to ascertain environmental damage or restoration needs
plan environmental restoration projects, using biological databases, environmental strategies, and planning software
recommend methods to protect the environment or minimize environmental damage from industrial production practices
monitor effects of pollution or land degradation and recommend means of prevention or control
monitor the environmental impact of development activities, pollution, or land degradation
investigate the impact of changed land management or land use practices on ecosystems
collect and analyze pollution samples, such as air or ground water
decontaminate or test field equipment used to clean or test pollutants from soil, air, or water
prepare and package environmental samples for shipping or testing
investigate diseases or parasites to determine cause and risk factors, progress, life cycle, or mode of transmission
communicate research findings on various types of diseases to health practitioners, policy makers, and the public
monitor contract compliance and results of forestry activities to assure adherence to government regulations
determine methods of cutting and removing timber with minimum waste and environmental damage
supervise activities of other forestry workers
analyze and interpret geological data, using computer software
identify risks for natural disasters, such as mudslides, earthquakes, or volcanic eruptions
locate and review research articles or environmental, historical, or technical reports
investigate hazardous conditions or spills or outbreaks of disease or food poisoning, collecting samples for analysis
check all layers of maps to ensure accuracy, identifying and marking errors and making corrections
provide assistance in the development of methods and procedures for conducting field surveys
prepare cost estimates for mapping projects
educate patients about diagnoses, prognoses, or treatments
provide therapies, such as allergen immunotherapy or immunoglobin therapy, to treat immune conditions
conduct research in the prevention or treatment of injuries or medical conditions related to sports and exercise
conduct meteorological research into the processes or determinants of atmospheric phenomena, weather, or climate
develop computer programs to collect meteorological data or to present meteorological information
synthesize, process, or characterize nanomaterials, using advanced tools or techniques
verify part dimensions or clearances to ensure conformance to specifications, using precision measuring instruments
select electromechanical equipment, materials, components, or systems to meet functional specifications
prepare technical reports and recommendations, based upon research outcomes
supervise biological technologists and technicians and other scientists
investigate hunting accidents or reports of fish or game law violations
provide assistance to other local law enforcement agencies as required
design or implement control measures to prevent or counteract damage caused by wildlife or people
evaluate effects of drugs, gases, pesticides, parasites, and microorganisms at various levels
analyze data from research conducted to detect and measure physical phenomena
design computer simulations to model physical data so that it can be better understood
write research proposals to receive funding
verify all financial, physical, and human resources assigned to research or development projects are used as planned
maintain laboratory notebooks that record research methods, procedures, and results
search scientific literature to select and modify methods and procedures most appropriate for genetic research goals
follow nuclear equipment operational policies and procedures that ensure environmental safety
conduct surveillance testing to determine safety of nuclear equipment
provide initial response to abnormal events or to alarms from radiation monitoring equipment
verify integrity and accuracy of data contained in remote sensing image analysis systems
integrate remotely sensed data with other geospatial data
manipulate raw data to enhance interpretation, either on the ground or during remote sensing flights
conduct quality control tests
develop, improve, or customize products, equipment, formulas, processes, or analytical methods
care for athletic injuries, using physical therapy equipment, techniques, or medication
clean and sanitize athletic training rooms
conduct research or provide instruction on subject matter related to athletic training or sports medicine
use dental air turbines, hand instruments, dental appliances, or surgical implements
treat exposure of pulp by pulp capping, removal of pulp from pulp chamber, or root canal, using dental instruments
analyze or evaluate dental needs to determine changes or trends in patterns of dental disease
manage or analyze data obtained from remote sensing systems to obtain meaningful results
develop or build databases for remote sensing or related geospatial project information
collect supporting data, such as climatic or field survey data, to corroborate remote sensing data analyses
prescribe or administer topical or systemic medications to treat ophthalmic conditions and to manage pain
perform, order, or interpret the results of diagnostic or clinical tests
provide ophthalmic consultation to other medical professionals
instruct patient and family in treatment procedures to be continued at home
inform patients and refer to appropriate practitioners when diagnosis reveals findings outside physical therapy
teach physical therapy students or those in other health professions
respond to system or unit abnormalities, diagnosing the cause, and recommending or taking corrective action
monitor or operate boilers, turbines, wells, or auxiliary power plant equipment
conduct inspections or operations outside of control rooms as necessary
communicate examination results or diagnostic information to referring physicians, patients, or families
formulate plans and procedures for nuclear medicine departments
teach nuclear medicine, diagnostic radiology, or other specialties at graduate educational level
bolt aligned structural steel members in position for permanent riveting, bolting, or welding into place
fasten structural steel members to hoist cables, using chains, cables, or rope
cut, bend, or weld steel pieces, using metal shears, torches, or welding equipment
fabricate or install metal sashes or moldings for glass installation, using aluminum or steel framing
install pre-assembled metal or wood frameworks for windows or doors to be fitted with glass panels, using hand tools
pack spaces between moldings and glass with glazing compounds and trim excess material with glazing knives
measure and lay out fence lines and mark posthole positions, following instructions, drawings, or specifications
attach fence rail supports to posts, using hammers and pliers
nail top and bottom rails to fence posts, or insert them in slots on posts
space and fasten together rods in forms according to blueprints, using wire and pliers
cut rods to required lengths, using metal shears, hacksaws, bar cutters, or acetylene torches
bend steel rods with hand tools or rod-bending machines and weld them with arc-welding equipment
prepare scale drawings or architectural designs, using computer-aided design or other tools
integrate engineering elements into unified architectural designs
design or plan construction of green building projects to minimize adverse environmental impact or conserve energy
spread, level, and smooth concrete, using rake, shovel, hand or power trowel, hand or power screed, and float
signal truck driver to position truck to facilitate pouring concrete, and move chute to direct concrete on forms
wet concrete surface, and rub with stone to smooth surface and obtain specified finish
set pavers, aligning and spacing them correctly
sweep sand into the joints and compact pavement until the joints are full
design paver installation layout pattern and create markings for directional references of joints and stringlines
work from ladders, scaffolds, or roofs to install, maintain, or repair electrical wiring, equipment, or fixtures
direct or train workers to install, maintain, or repair electrical wiring, equipment, or fixtures
install ground leads and connect power cables to equipment, such as motors
consult with lighting director or production staff to determine lighting requirements
match light fixture settings, such as brightness and color, to lighting design plans
program lighting consoles or load automated lighting control systems onto consoles
measure, cut, and bend wire and conduit, using measuring instruments and hand tools
examine electrical units for loose connections and broken insulation and tighten connections, using hand tools
erect electrical system components and barricades, and rig scaffolds, hoists, and shoring
grind surfaces with a power grinder, or polish surfaces with polishing or surfacing machines
blend marble chip mixtures, place into panels, and push a roller over the surface to embed the chips
sprinkle colored marble or stone chips, powdered steel, or coloring powder over surface to produce prescribed finish
maintain current electrician's license or identification card to meet governmental regulations
mix mortar and plaster to desired consistency or direct workers who perform mixing
create decorative textures in finish coat, using brushes or trowels, sand, pebbles, or stones
rough the undercoat surface with a scratcher so the finish coat will adhere
fill cracks, holes, or joints with caulk, putty, plaster, or other fillers, using caulking guns or putty knives
cover surfaces with dropcloths or masking tape and paper to protect surfaces during painting
remove fixtures such as pictures, door knobs, lamps, or electric switch covers prior to painting
clean work areas and equipment
perform support duties to assist painters, paperhangers, plasterers, or masons
fill cracks or breaks in surfaces of plaster articles or areas with putty or epoxy compounds
supervise and train other technologists, technicians, and drafters
determine the order of work and method of presentation, such as orthographic or isometric drawing
create freehand drawings and lettering to accompany drawings
plan, schedule, or coordinate construction project activities to meet deadlines
requisition supplies or materials to complete construction projects
evaluate construction methods and determine cost-effectiveness of plans, using computer models
cut flooring material to fit around obstructions
roll and press sheet wall and floor covering into cement base to smooth and finish surface, using hand roller
disconnect and remove appliances, light fixtures, and worn floor and wall covering from floors, walls, and cabinets
determine load weights and check them against lifting capacities to prevent overload
inspect and adjust crane mechanisms or lifting accessories to prevent malfunctions or damage
load or unload bundles from trucks, or move containers to storage bins, using moving equipment
conduct inspections and acceptance testing of newly installed fire protection systems
teach public education programs on fire safety and prevention
recommend changes to fire prevention, inspection, and fire code endorsement procedures
allow all glass parts installed with urethane ample time to cure, taking temperature and humidity into account
install replacement glass in vehicles
check for and remove moisture or contamination in damaged areas and keep areas dry until repairs are complete
apply alternate layers of hot asphalt or tar and roofing paper to roofs
install vapor barriers or layers of insulation on flat roofs
install skylights on roofs to increase natural light inside structures or to reduce energy costs
break or cut bricks, tiles, or blocks to size, using trowel edge, hammer, or power saw
fasten or fuse brick or other building material to structure with wire clamps, anchor holes, torch, or cement
clean working surface to remove scale, dust, soot, or chips of brick and mortar, using broom, wire brush, or scraper
repair or replace wiring, equipment, or fixtures, using hand tools or power tools
fill tanks, hoppers, or machines with paving materials
drive machines onto truck trailers, and drive trucks to transport machines and material to and from job sites
operate machines to spread, smooth, level, or steel-reinforce stone, concrete, or asphalt on road beds
approve building plans that meet required specifications
inspect and monitor construction sites to ensure adherence to safety standards, building codes, or specifications
train, direct, or supervise other construction inspectors
join edges of carpet and seam edges where necessary, by sewing or by using tape with glue and heated carpet iron
install carpet on some floors using adhesive, following prescribed method
fasten metal treads across door openings or where carpet meets flooring to hold carpet in place
buff and vacuum floors to ensure their cleanliness prior to the application of finish
scrape and sand floor edges and areas inaccessible to floor sanders, using scrapers, disk-type sanders, and sandpaper
guide sanding machines over surfaces of floors until surfaces are smooth
measure and cut insulation for covering surfaces, using tape measures, handsaws, power saws, knives, or scissors
move controls, buttons, or levers to start blowers and regulate flow of materials through nozzles
fill blower hoppers with insulating materials
finish and dress the joints and wipe excess grout from between tiles, using damp sponge
cut, surface, polish, and install marble and granite or install pre-cast terrazzo, granite or marble units
apply mortar to tile back, position the tile, and press or tap with trowel handle to affix tile to base
smooth strips or sections of paper with brushes or rollers to remove wrinkles and bubbles and to smooth joints
mark vertical guidelines on walls to align strips, using plumb bobs and chalk lines
cover interior walls and ceilings of rooms with decorative wallpaper or fabric, using hand tools
assemble documentation packages and produce drawing sets to be checked by an engineer or an architect
design electrical systems, such as lighting systems
review work orders or procedural manuals and confer with vendors or design staff to resolve problems or modify design
bore boltholes in timber, masonry or concrete walls, using power drill
dig or direct digging of post holes and set poles to support structures
sweep and clean roofs to prepare them for the application of new roofing materials
cover roofs with layers of roofing felt or asphalt strips before installing tile, slate, or composition materials
place tiles, nail them to roof boards, and cover nailheads with roofing cement
reline or repair ladles and pouring spouts with refractory clay, using trowels
chip slag from linings of ladles or remove linings when beyond repair, using hammers and chisels
provide assistance in the preparation, installation, repair, or rebuilding of tile, brick, or stone surfaces
locate and supply materials to masons for installation, following drawings or numbered sequences
move or position materials such as marble slabs, using cranes, hoists, or dollies
signal equipment operators to facilitate alignment, movement, or adjustment of machinery, equipment, or materials
measure, mark, or record openings or distances to layout areas where construction work will be performed
clean or prepare construction sites to eliminate possible hazards
assign work to employees, based on material or worker requirements of specific jobs
estimate materials, equipment, and personnel needed for residential or commercial solar installation projects
coordinate or schedule building inspections for solar installation projects
start and shut down plant equipment
clean, maintain, and repair equipment, using hand tools, or request that repair and maintenance work be performed
collaborate with other operators to solve unit problems
move and set up mobile homes or prefabricated buildings on owners' lots or at mobile home parks
remove damaged exterior panels, repair and replace structural frame members, and seal leaks, using hand tools
repair leaks in plumbing or gas lines, using caulking compounds and plastic or copper pipe
hold or position spray guns to direct spray onto articles
spray prepared surfaces with specified amounts of primers and decorative or finish coatings
examine finished surfaces of workpieces to verify conformance to specifications and retouch any defective areas
clean and maintain tools and equipment, using solvents, brushes, and rags
read job orders and inspect workpieces to determine work procedures and materials required
shape, trim, face and cut marble or stone preparatory to setting, using power saws, cutting equipment, and hand tools
clean excess mortar or grout from surface of marble, stone, or monument, using sponge, brush, water, or acid
drill holes in marble or ornamental stone and anchor brackets in holes
plan and coordinate installations of photovoltaic (PV) solar and solar thermal systems to ensure conformance to codes
assess system performance or functionality at the system, subsystem, and component levels
purchase or rent equipment for solar energy system installation
make minor repairs using basic hand or power tools and materials, such as glass, lumber, and drywall
apply spackling, compounding, or other materials to repair holes in walls
identify asbestos, lead, or other hazardous materials to be removed, using monitoring devices
prepare hazardous material for removal or storage
remove or limit contamination following emergencies involving hazardous substances
inspect work progress, equipment, or construction sites to verify safety or to ensure that specifications are met
read specifications, such as blueprints, to determine construction requirements or to plan procedures
supervise, coordinate, or schedule the activities of construction or extractive workers
signal operators to guide movement of tractor-drawn machines
monitor operations to ensure that health and safety standards are met
select and fasten bulldozer blades or other attachments to tractors, using hitches
train workers in construction methods, operation of equipment, safety procedures, or company policies
enforce safety rules and regulations
confer with customers, supervisors, contractors, or other personnel to exchange information or to resolve problems
resolve worker problems or collaborate with employees to assist in problem resolution
set up or inspect equipment prior to operation
receive written or oral instructions regarding material movement or excavation
move materials over short distances, such as around a construction site, factory, or warehouse
repair and maintain equipment, making emergency adjustments or assisting with major repairs as necessary
determine the quantity and orientation of cargo, and compute an aircraft's center of gravity
direct ground crews in the loading, unloading, securing, or staging of aircraft cargo or baggage
train new employees in areas such as safety procedures or equipment operation
hang ventilation tubing and ventilation curtains to ensure that the mining face area is kept properly ventilated
check the stability of roof and rib support systems before mining face areas
operate mining machines to gather coal and convey it to floors or shuttle cars
schedule work for crews, depending on work priorities, crew or equipment availability, or weather conditions
tour grounds, such as parks, botanical gardens, cemeteries, or golf courses, to inspect conditions of plants and soil
confer with managers or landscape architects to develop plans or schedules for landscaping maintenance or improvement
inspect equipment for safety prior to use, and perform necessary basic maintenance tasks
control hydraulic tractors equipped with tree clamps and booms to lift, swing, and bunch sheared trees
fill out required job or shift report forms
prepare detailed budgets and financial reports for properties
direct and coordinate the activities of staff and contract personnel and evaluate their performance
act as liaisons between on-site managers or tenants and owners
inspect new construction and major improvements to existing structures to determine values
explain assessed values to property owners and defend appealed assessments at public hearings
obtain county land values and sales information about nearby properties to aid in establishment of property values
determine the prices at which securities should be syndicated and offered to the public
compare a property with similar properties that have recently sold to determine its competitive market price
display commercial, industrial, agricultural, and residential properties to clients and explain their features
visit properties to assess them before showing them to clients
document physical characteristics of property such as measurements, quality, and design
inspect personal or business property
write and submit appraisal reports for property, such as jewelry, art, antiques, collectibles, and equipment
sell, for a fee, real estate owned by others
obtain agreements from property owners to place properties for sale with real estate firms
manage or operate real estate offices, handling associated business details
copy or summarize recorded documents, such as mortgages, trust deeds, and contracts, that affect property titles
obtain maps or drawings delineating properties from company title plants, county surveyors, or assessors' offices
enter into record-keeping systems appropriate data needed to create new title records or to update existing ones
market vacant space to prospective tenants through leasing agents, advertising, or other methods
inspect grounds, facilities, and equipment routinely to determine necessity of repairs or maintenance
coordinate appointments to show homes to prospective buyers
monitor the facility to ensure that it remains safe, secure, and well-maintained
review financial reports to ensure efficiency and quality of security operations
analyze training needs to design employee development, language training, and health and safety programs
formulate recommendations, policies, or plans to solve economic problems or to interpret markets
collect and analyze data to compare the environmental implications of economic policy or practice alternatives
develop economic models, forecasts, or scenarios to predict future economic and environmental outcomes
monitor and analyze sales promotion results to determine cost effectiveness of promotion campaigns
develop comprehensive marketing strategies, using knowledge of products and technologies, markets, and regulations
maintain portfolios of marketing campaigns, strategies, and other marketing products or ideas
gather and organize information on problems or procedures
confer with personnel concerned to ensure successful functioning of newly implemented systems or procedures
analyze data gathered and develop solutions or alternative methods of proceeding
conduct classes or deliver lectures on subjects such as nutrition, home management, and farming techniques
collect and evaluate data to determine community program needs
conduct agricultural research, analyze data, and prepare research reports
compile lists describing product or service offerings
direct, coordinate, and review sales and service accounting and record-keeping, as well as receiving and shipping
analyze blueprints and other documentation to prepare time, cost, materials, and labor estimates
analyze training needs to develop new training programs or modify and improve existing programs
train instructors and supervisors in techniques and skills for training and dealing with employees
conduct or arrange for ongoing technical training and personal development classes for staff members
prepare reports that detail investigation findings
maintain records of evidence and write and review reports
gather intelligence information by field observation, confidential information sources, or public records
revise programs or tapes to eliminate errors, and retest programs to check that problems have been solved
modify existing programs to enhance efficiency
sort shop orders into groups to maximize materials utilization and minimize machine setup time
photograph objects for documentation
determine whether objects need repair and choose the safest and most effective method of repair
notify superior when restoration of artifacts requires outside experts
photograph objects, places, or scenes for reference material
separate instruments, vocals, and other sounds, and combine sounds during the mixing or postproduction stage
reproduce and duplicate sound recordings from original recording media, using sound editing and duplication equipment
convert video and audio recordings into digital formats for editing or archiving
monitor operations to ensure that standards for sound and image projection quality are met
operate equipment to show films in a number of theaters simultaneously
inspect projection equipment prior to operation to ensure proper working order
identify and recommend energy savings strategies to achieve more energy-efficient operation
design or develop energy products using nanomaterials or nanoprocesses, such as micro-nano machining
create or maintain wind farm layouts, schematics, or other visual documentation for wind farms
identify and resolve any deficiencies in photovoltaic (PV) system installation or materials
install required labels on solar system components and hardware
install active solar systems, including solar collectors, concentrators, pumps, or fans
conduct energy audits to evaluate energy use and to identify conservation and cost reduction measures
diagnose problems involving wind turbine generators or control systems
climb wind turbine towers to inspect, maintain, or repair equipment
maintain tool and spare parts inventories required for repair, installation, or replacement services
clean parts, using cleaning solutions, air hoses, and cloths
attach, alter, and trim materials such as wire, insulation, and coils, using hand tools
cut, strip, and bend wire leads at ends of coils, using pliers and wire scrapers
select and load materials such as workpieces, objects, and machine parts onto equipment used in coiling processes
direct the tracking of defects, test results, or other regularly reported quality control data
design or conduct tests of new nanotechnology products, processes, or systems
evaluate the safety, efficiency, and effectiveness of biomedical equipment
direct product testing activities throughout production cycles
analyze monthly department budgeting and accounting reports to maintain expenditure controls
examine budget estimates for completeness, accuracy, and conformance with procedures and regulations
review operating budgets to analyze trends affecting budget needs
evaluate data pertaining to costs to plan budgets
develop or direct development of offering documents or marketing materials
appoint department heads or managers and assign or delegate responsibilities to them
direct sustainability program operations to ensure compliance with environmental or governmental regulations
prepare estimates used by management for purposes such as planning, organizing, and scheduling work
investigate available investment opportunities to determine compatibility with client financial plans
monitor financial market trends to ensure that client plans are responsive
establish departmental responsibilities and coordinate functions among departments and sites
preside over, or serve on, boards of directors, management committees, or other governing boards
advise dealers and distributors on policies and operating procedures to ensure functional effectiveness of business
decline excessive risks
review company records to determine amount of insurance in force on single risk or group of closely related risks
authorize reinsurance of policy when risk is high
provide advice to clients on a contract basis, working as a consultant
analyze statistical information to estimate mortality, accident, sickness, disability, and retirement rates
determine policy contract provisions for each type of insurance
enter claim payments, reserves and new claims on computer system, inputting concise yet sufficient file documentation
resolve complex, severe exposure claims, using high service oriented file handling
maintain claim files, such as records of settled claims and an inventory of claims requiring detailed analysis
examine claims forms and other records to determine insurance coverage
refer questionable claims to investigator or claims adjuster for investigation or settlement
evaluate practicality of repair as opposed to payment of market value of vehicle before accident
prepare insurance forms to indicate repair cost estimates and recommendations
arrange to have damage appraised by another appraiser to resolve disagreement with shop on repair cost
review files, records, and other documents to obtain information to respond to requests
open, sort, and route incoming mail, answer correspondence, and prepare outgoing mail
compute, record, and proofread data and other information, such as records or reports
operate communication systems, such as telephone, switchboard, intercom, two-way radio, or public address
answer incoming calls, greeting callers, providing information, transferring calls or taking messages as necessary
page individuals to inform them of telephone calls, using paging or interoffice communication equipment
maintain files and control records to show correspondence activities
read incoming correspondence to ascertain nature of writers' concerns and to determine disposition of correspondence
route correspondence to other departments for reply
review clinical or other medical research protocols and recommend appropriate statistical analyses
determine project plans, timelines, or technical objectives for statistical aspects of biological research studies
apply research or simulation results to extend biological theory or recommend new research projects
determine whether statistical methods are appropriate, based on user needs or research questions of interest
draw conclusions or make predictions, based on data summaries or statistical analyses
address the relationships of quantities, magnitudes, and forms through the use of numbers and symbols
develop mathematical or statistical models of phenomena to be used for analysis or for computational simulation
develop new principles and new relationships between existing mathematical principles to advance mathematical science
receive and count stock items, and record data manually or on computer
mark stock items, using identification tags, stamps, electric marking tools, or other labeling equipment
keep records on the use or damage of stock or stock-handling equipment
trace lost, delayed, or misdirected baggage for customers
check baggage and cargo and direct passengers to designated locations for loading
confer with customers to determine their service requirements and travel preferences
confer with customers or supervising personnel to address questions, problems, or requests for service or equipment
receive or prepare work orders
monitor personnel or equipment locations and utilization to coordinate service and schedules
negotiate and arrange transport of goods with shipping or freight companies
determine method of shipment and prepare bills of lading, invoices, and other shipping documents
estimate freight or postal rates and record shipment costs and weights
collect payment for transportation and accommodations from customer
record and maintain information on clients, vendors, and travel packages
print or request transportation carrier tickets, using computer printer system or system link to travel carrier
turn in receipts and money received from deliveries
load and unload trucks, vans, or automobiles
maintain records, such as vehicle logs, records of cargo, or billing statements, in accordance with regulations
load vehicles with listed goods, ensuring goods are loaded correctly and taking precautions with hazardous goods
sort items to be delivered according to the delivery route
plan and follow the most efficient routes for delivering goods
record details of calls, dispatches, and messages
observe alarm registers and scan maps to determine whether a specific emergency is in the dispatch service area
answer routine inquiries, and refer calls not requiring dispatches to appropriate departments and agencies
requisition and store shipping materials and supplies to maintain inventory of stock
prepare documents, such as work orders, bills of lading, or shipping orders, to route materials
contact carrier representatives to make arrangements or to issue instructions for shipping and delivery of materials
drive trucks to deliver such items as food, medical supplies, or newspapers
inform regular customers of new products or services and price changes
record sales or delivery information on daily sales or delivery record
sort materials, such as metals, glass, wood, paper or plastics, into appropriate containers for recycling
answer customers' questions about merchandise and advise customers on merchandise selection
keep records of out-going orders
read orders to ascertain catalog numbers, sizes, colors, and quantities of merchandise
explain the cremation process to family or friends of the deceased
pick up and handle human or pet remains in a respectful manner
place corpses into crematory machines to reduce remains to bone fragments using flame, heat, or alkaline hydrolysis
monitor inventory levels of products or materials in warehouses
plan or implement improvements to internal or external systems or processes
design or implement plant warehousing strategies for production materials or finished products
establish or monitor specific supply chain-based performance measurement systems
document physical supply chain processes, such as workflows, cycle times, position responsibilities, or system flows
design or implement supply chains that support environmental policies
plan, develop, or implement warehouse safety and security programs and activities
resolve problems concerning transportation, logistics systems, imports or exports, or customer issues
analyze inventories to determine how to increase inventory turns, reduce waste, or optimize customer service
direct helpers engaged in placing blocking or outrigging under cranes
monitor employees' work schedules and attendance for payroll purposes
organize and supervise activities, such as the processing of incoming and outgoing mail
direct and coordinate operational, management, and supportive services of one or a number of postal facilities
maintain a ship's engines under the direction of the ship's engineering officers
operate, maintain, or repair ship equipment, such as winches, cranes, derricks, or weapons system
paint or varnish decks, superstructures, lifeboats, or sides of ships
store items in an orderly and accessible manner in warehouses, tool rooms, supply rooms, or other areas
check vehicles to ensure that mechanical, safety, and emergency equipment is in good working order
crank trailer landing gear up or down to safely secure vehicles
drive trucks to weigh stations before and after loading and along routes in compliance with state regulations
start and stop engines to operate equipment
pump water to clear machinery pipelines
interpret train orders, signals, or railroad rules and regulations that govern the operation of locomotives
call out train signals to assistants to verify meanings
respond to emergency conditions or breakdowns, following applicable safety procedures and rules
prepare daily work and run schedules
collect fares or vouchers from passengers, and make change or issue receipts as necessary
drive taxicabs or privately owned vehicles to transport passengers
perform minor vehicle repairs, such as cleaning spark plugs, or take vehicles to mechanics for servicing
repair or adjust track switches, using wrenches and replacement parts
clean tracks or clear ice or snow from tracks or switch boxes
grind ends of new or worn rails to attain smooth joints, using portable grinders
receive information regarding train or rail problems from dispatchers or from electronic monitoring devices
receive instructions from dispatchers regarding trains' routes, timetables, and cargoes
arrange for the removal of defective cars from trains at stations or stops
operate controls to open and close transit vehicle doors
report delays, mechanical problems, and emergencies to supervisors or dispatchers, using radios
regulate vehicle speed and the time spent at each stop to maintain schedules
observe train signals along routes and verify their meanings for engineers
pull or push track switches to reroute cars
signal other workers to set brakes and to throw track switches when switching cars from trains to way stations
confer with conductors and other workers via radiotelephones or computers to exchange switching information
drive engines within railroad yards or other establishments to couple, uncouple, or switch railroad cars
operate track switches, derails, automatic switches, and retarders to change routing of train or cars
follow safety rules as students board and exit buses or cross streets near bus stops
keep bus interiors clean for students
record bus routes
park vehicles at loading areas so that passengers can board
inspect vehicles and check gas, oil, and water levels prior to departure
maintain cleanliness of bus or motor coach
arrange to pick up particular customers or groups on a regular schedule
drive shuttle busses, limousines, company cars, or privately owned vehicles to transport passengers
supervise the activities of workers engaged in receiving, storing, testing, and shipping products or materials
direct or coordinate the activities of workers, such as flight or car attendants
meet with managers or other supervisors to stay informed of changes affecting operations
transfer control of departing flights to traffic control centers and accept control of arriving flights
compile information about flights from flight plans, pilot reports, radar, or observations
organize flight plans or traffic management plans to prepare for planes about to enter assigned airspace
prepare and process import and export documentation according to customs regulations, laws, or procedures
clear goods through customs and to their destinations for clients
confer with officials in various agencies to facilitate clearance of goods through customs and quarantine
receive and mark baggage by completing and attaching claim checks
greet incoming guests and escort them to their rooms
maintain clean lobbies or entrance areas for travelers or guests
provide directions to guests
provide business services for guests, such as sending or receiving faxes or shipping packages
arrange childcare services for guests
explain and calculate parking charges, collect fees from customers, and respond to customer complaints
park and retrieve automobiles for customers in parking lots, storage garages, or new car lots
keep parking areas clean and orderly to ensure that space usage is maximized
answer inquiries pertaining to hotel policies and services, and resolve occupants' complaints
develop and implement policies and procedures for the operation of a department or establishment
coordinate front-office activities of hotels or motels, and resolve problems
inspect guest rooms, public areas, and grounds for cleanliness and appearance
keep storage areas and carts well-stocked, clean, and tidy
empty wastebaskets, empty and clean ashtrays, and transport other trash and waste to disposal areas
clean rugs, carpets, upholstered furniture, and draperies, using vacuum cleaners and shampooers
supervise in-house services, such as laundries, maintenance and repair, dry cleaning, or valet services
select the most suitable cleaning materials for different types of linens, furniture, flooring, and surfaces
advise managers, desk clerks, or admitting personnel of rooms ready for occupancy
monitor sanitation practices to ensure that employees follow standards and regulations
check the quality of raw or cooked food products to ensure that standards are met
meet with customers to discuss menus for special occasions, such as weddings, parties, or banquets
clean building floors by sweeping, mopping, scrubbing, or vacuuming
clean windows, glass partitions, or mirrors, using soapy water or other cleaners, sponges, or squeegees
notify managers concerning the need for major repairs or additions to building operating systems
cook foodstuffs according to menus, special dietary or nutritional restrictions, or numbers of portions to be served
wash pots, pans, dishes, utensils, or other cooking equipment
clean, cut, and cook meat, fish, or poultry
clean machine filters, and lubricate equipment
grill, cook, and fry foods such as french fries, eggs, and pancakes
take orders from customers and cook foods requiring short preparation times, according to customer requirements
grill and garnish hamburgers or other meats, such as steaks and chops
clean and polish vehicle windows
mix cleaning solutions, abrasive compositions, or other compounds, according to formulas
turn valves or disconnect hoses to eliminate water, cleaning solutions, or vapors from machinery or tanks
operate large-volume cooking equipment, such as grills, deep-fat fryers, or griddles
wash, cut, and prepare foods designated for cooking
clean food preparation areas, cooking surfaces, and utensils
take orders from patrons for food or beverages
stock service areas with supplies such as coffee, food, tableware, and linens
bring wine selections to tables with appropriate glasses, and pour the wines for customers
check products for quality, and identify damaged or expired goods
decorate baked goods, such as cakes or pastries
roll, knead, cut, or shape dough to form sweet rolls, pie crusts, tarts, cookies, or other products
determine production schedules and staff requirements necessary to ensure timely delivery of services
supervise or coordinate activities of cooks or workers engaged in food preparation
instruct cooks or other workers in the preparation, cooking, garnishing, or presentation of food
specialize in preparing fancy dishes or food for special diets
serve meals and snacks to employing families and their guests
plan and prepare food for parties, holiday meals, luncheons, special functions, and other social events
keep records required by government agencies regarding sanitation or food subsidies
investigate and resolve complaints regarding food quality, service, or accommodations
schedule and receive food and beverage deliveries, checking delivery contents to verify product quality and quantity
determine how food should be presented and create decorative food displays
wash dishes, glassware, flatware, pots, or pans, using dishwashers or by hand
place clean dishes, utensils, or cooking equipment in storage areas
maintain kitchen work areas, equipment, or utensils in clean and orderly condition
clean and sanitize work areas, equipment, utensils, dishes, or silverware
store food in designated containers and storage areas to prevent spoilage
take and record temperature of food and food storage areas, such as refrigerators and freezers
clean glasses, utensils, and bar equipment
collect money for drinks served
serve snacks or food items to customers seated at the bar
scrub and polish counters, steam tables, and other equipment, and clean glasses, dishes, and fountain equipment
perform cleaning duties, such as sweeping, mopping, and washing dishes, to keep equipment and facilities sanitary
prepare or serve hot or cold beverages, such as coffee, espresso drinks, blended coffees, or teas
clean up spilled food or drink or broken dishes and remove empty bottles and trash
carry food, dishes, trays, or silverware from kitchens or supply departments to serving counters
carry trays from food counters to tables for cafeteria patrons
place food servings on plates or trays according to orders or instructions
take food orders and relay orders to kitchens or serving counters so they can be filled
carry food, silverware, or linen on trays or use carts to carry trays
season and cook food according to recipes or personal judgment and experience
turn or stir foods to ensure even cooking
bake, roast, broil, and steam meats, fish, vegetables, and other foods
serve food or beverages to patrons, and prepare or serve specialty dishes at tables as required
prepare hot, cold, and mixed drinks for patrons, and chill bottles of wine
plan tour itineraries, applying knowledge of travel routes and destination sites
sell travel packages
evaluate services received on the tour, and report findings to tour organizers
sell products, services, or memberships
recruit, interview, or hire employees
train staff in the use or sale of products, programs, or activities
interpret specifications, blueprints, or job orders to construct templates and lay out reference points for workers
monitor tool and part inventories and the condition and maintenance of shops to ensure adequate working conditions
recommend or initiate personnel actions, such as hires, promotions, transfers, discharges, or disciplinary measures
analyze the probable outcomes of cases, using knowledge of legal precedents
represent clients in court or before government agencies
examine legal data to determine advisability of defending or prosecuting lawsuit
supervise legal assistants
mail, fax, or arrange for delivery of legal correspondence to clients, witnesses, and court officials
receive and place telephone calls
assist attorneys in collecting information such as employment, medical, and other records
write reports or case summaries to document investigations
conduct private investigations on a paid basis
expose fraudulent insurance claims or stolen funds
record and edit the minutes of meetings and distribute to appropriate officials or staff members
record and maintain all vital and fiscal records and accounts
perform record checks on past or current licensees, as required by investigations
log and store exhibits from court proceedings
file and store shorthand notes of court session
file a legible transcript of records of a court case with the court clerk's office
interpret laws, rulings and regulations for individuals and businesses
present evidence to defend clients or prosecute defendants in criminal or civil litigation
implement or monitor processes to reduce property or financial losses
monitor compliance with standard operating procedures for loss prevention, physical security, or risk management
train establishment personnel in loss prevention activities
prepare legal documents, including briefs, pleadings, appeals, wills, contracts, and real estate closing statements
file pleadings with court clerk
gather and analyze research data, such as statutes, decisions, and legal articles, codes, and documents
develop regulatory strategies and implementation plans for the preparation and submission of new products
review materials such as marketing literature or user manuals to ensure that regulatory agency requirements are met
research laws, court decisions, documents, opinions, briefs, or other information related to cases before the court
keep abreast of changes in the law and inform judges when cases are affected by such changes
respond to questions from judicial officers or court staff on general legal issues
prepare written opinions or decisions regarding cases
conduct hearings to obtain information or evidence relative to disposition of claims
set up appointments for parties to meet for mediation
monitor company or workforce adherence to labor agreements
present the position of the company or of labor during arbitration or other labor negotiations
provide expert testimony in legal proceedings related to labor relations or labor contracts
settle disputes between opposing attorneys
impose restrictions upon parties in civil cases until trials can be held
supervise other judges, court officers, and the court's administrative staff
inquire into the cause, manner, and circumstances of human deaths and establish the identities of deceased persons
complete death certificates, including the assignment of cause and manner of death
provide information concerning the circumstances of death to relatives of the deceased
escort prisoners to and from courthouse and maintain custody of prisoners during court proceedings
maintain order in courtroom during trial and guard jury from outside contact
provide security by patrolling interior and exterior of courthouse and escorting judges and other court employees
enforce courtroom rules of behavior and warn persons not to smoke or disturb court procedure
arrest persons in court when arrest warrants have been issued
provide assistance to the public, such as directions to court offices
apply relevant laws, regulations, policies, or precedents to reach conclusions
evaluate findings and develop strategies and arguments in preparation for presentation of cases
prepare written opinions and decisions
explain to claimants how they can appeal rulings that go against them
issue subpoenas and administer oaths in preparation for formal hearings
award compensation for damages to litigants in civil cases in relation to findings by juries or by the court
advise attorneys, juries, litigants, and court personnel regarding conduct, issues, and proceedings
research legal issues and write opinions on the issues
check figures, postings, and documents for correct entry, mathematical accuracy, and proper codes
comply with federal, state, and company policies, procedures, and regulations
code documents according to company procedures
prepare written reports of investigation findings
review reports of suspected fraud to determine need for further investigation
train others in fraud detection and prevention techniques
bleach, dye, or tint hair, using applicator or brush
analyze patrons' hair and other physical features to determine and recommend beauty treatment or suggest hair styles
shampoo, rinse, condition, and dry hair and scalp or hairpieces with water, liquid soap, or other solutions
apply makeup to enhance or alter the appearance of people appearing in productions such as movies
select desired makeup shades from stock, or mix oil, grease, and coloring to achieve specific color effects
cleanse and tone the skin to prepare it for makeup application
conduct, or assist in the conduct of, music therapy research
clean and sterilize scissors, combs, clippers, and other instruments
question patrons regarding desired services and haircut styles
apply lather and shave beards or neck and temple hair contours, using razors
observe participants and inform them of corrective measures necessary for skill improvement
offer alternatives during classes to accommodate different levels of fitness
teach proper breathing techniques used during physical exertion
collaborate with staff members to plan or develop programs of events or schedules of activities
confer with sales and management executives or with clients to discuss design ideas
purchase new or used clothing and accessory items as needed to complete designs
visit textile showrooms to keep up-to-date on the latest fabrics
demonstrate how to clean and care for skin properly and recommend skin-care regimens
refer clients to medical personnel for treatment of serious skin problems
remove body and facial hair by applying wax
confer with clients regarding price and type of arrangement desired and the date, time, and place of delivery
select flora and foliage for arrangements, working with numerous combinations to synthesize and develop new creations
create and change in-store and window displays, designs, and looks to enhance a shop's image
instruct participants in maintaining exertion levels to maximize benefits from exercise routines
teach and demonstrate use of gymnastic and training equipment, such as trampolines and weights
secure patients into or onto therapy equipment
clean work area and check and store equipment after treatment
monitor operation of equipment and record use of equipment and administration of treatment
massage, shampoo, and condition patron's hair and scalp to clean them and remove excess oil
advise patrons with chronic or potentially contagious scalp conditions to seek medical treatment
clean and organize work area and disinfect equipment after treatment
schedule patient appointments with physical therapists and coordinate therapists' schedules
enforce rules and regulations of recreational facilities to maintain discipline and ensure safety
manage the daily operations of recreational facilities
evaluate recreation areas, facilities, and services to determine if they are producing desired results
plan, organize, and conduct practice sessions
monitor athletes' use of equipment to ensure safe and proper use
explain and demonstrate the use of sports and training equipment, such as trampolines or weights
clean equipment and areas of amusement park, cruise ship, or other recreational facility
plan programs of events or schedules of activities
talk to customers to convey information about events or activities
explain and interpret house rules, such as game rules or betting limits
resolve customer complaints regarding problems, such as payout errors
market or promote the casino to bring in business
analyze data to determine the effectiveness of treatments or therapy approaches
observe and document client reactions, progress, or other outcomes related to art therapy
design art therapy sessions or programs to meet client's goals or objectives
comb, brush, and spray hair or wigs to set style
advise patients about therapeutic exercise and nutritional medicine regimens
provide instructions to patients or family members concerning diagnoses or treatment plans
prepare diagnostic or treatment reports for other medical practitioners or therapists
confer with other teachers and professionals to plan and schedule lessons promoting learning and development
apply undercoat and clear or colored polish onto nails with brush
remove previously applied nail polish, using liquid remover and swabs
promote and sell nail care products
develop and propose client treatment plans that specify which types of massage are to be used
treat clients in professional settings or travel to clients' offices and homes
perform other adjunctive therapies or treatment techniques in addition to massage
describe tour points of interest to group members, and respond to questions
monitor visitors' activities to ensure compliance with establishment or tour regulations and safety practices
provide directions and other pertinent information to visitors
advise clients on nail care and use of products and colors
polish nails, using powdered polish and buffer
maintain massage areas by restocking supplies or sanitizing equipment
provide towels and sheets to clients in public baths, steam rooms, and restrooms
monitor patrons' facility use to ensure that rules and regulations are followed, and safety and order are maintained
clean facilities such as floors or locker rooms
sell tickets and collect fees from customers
provide information about facilities, entertainment options, and rules and regulations
direct patrons to rides, seats, or attractions
discuss medical health of pets with clients, such as post-operative status
provide information or counseling regarding issues such as animal health care, behavior problems, or nutrition
bathe animals, clip nails or claws, and brush or cut animals' hair
provide treatment to sick or injured animals, or contact veterinarians to secure treatment
exercise animals to maintain their physical and mental health
advise pet owners on how to care for their pets' health
hold or restrain animals during veterinary procedures
monitor animals recovering from surgery and notify veterinarians of any unusual changes or symptoms
assist veterinarians in examining animals to determine the nature of illnesses or injuries
collect body tissue, feces, blood, urine, or other body fluids for examination and analysis
operate diagnostic equipment, such as radiographic or ultrasound equipment, and interpret the resulting images
educate the public about diseases that can be spread from animals to humans
feed and water animals according to schedules and feeding instructions
treat sick or injured animals by prescribing medication, setting bones, dressing wounds, or performing surgery
inoculate animals against various diseases, such as rabies or distemper
advise animal owners regarding sanitary measures, feeding, general care, medical conditions, or treatment options
prepare and administer medications, vaccines, serums, or treatments, as prescribed by veterinarians
provide veterinarians with the correct equipment or instruments, as needed
provide assistance with animal euthanasia and the disposal of remains
educate the public about animal welfare, and animal control laws and regulations
clean facilities and equipment such as dog pens and animal control trucks
remove captured animals from animal-control service vehicles and place animals in shelter cages or other enclosures
feed and water animals, and clean and disinfect pens, cages, yards, and hutches
observe animals in heat to detect approach of estrus and exercise animals to induce or hasten estrus, if necessary
brand, tattoo, or tag animals to allow animal identification
purchase and stock supplies of feed and medicines
feed or exercise animals or provide other general care, such as cleaning or maintaining holding or performance areas
observe animals' physical conditions to detect illness or unhealthy conditions requiring medical care
evaluate animals to determine their temperaments, abilities, or aptitude for training
assign tasks such as feeding and treatment of animals, and cleaning and maintenance of animal quarters
treat animal illnesses or injuries, following experience or instructions of veterinarians
pay wages of contracted farm laborers
provide food, drinking water, and field sanitation facilities to contracted workers
recruit and hire agricultural workers
monitor, evaluate, and record client progress with respect to treatment goals
supervise or direct other workers who provide services to clients or patients
counsel or aid family members to assist them in understanding, dealing with, or supporting the client or patient
assess individuals' degree of drug dependency by collecting and analyzing urine samples
conduct chemical dependency program orientation sessions
develop client treatment plans based on research, clinical experience, and client histories
maintain updated client records with plans, notes, appropriate forms, or related information
advise clients or community groups on issues related to improving general health, such as diet or exercise
refer community members to needed health services
develop rehabilitation plans that fit clients' aptitudes, education levels, physical abilities, and career goals
monitor and record clients' progress to ensure that goals and objectives are met
develop and maintain relationships with community referral sources, such as schools or community groups
discuss with individual patients their plans for life after leaving therapy
counsel family members to assist them in understanding, dealing with, or supporting clients or patients
gather information about community mental health needs or resources that could be used in conjunction with therapy
conduct assessments of patients' risk for harm to self or others
write reports on clients and maintain required paperwork
consult with or provide consultation to other doctors, therapists, or clinicians regarding patient care
collaborate with other professionals to evaluate patients' medical or physical condition and to assess client needs
supervise and direct other workers providing services to clients or patients
conduct social research to advance knowledge in the social work field
develop and implement individual treatment plans, specifying type, frequency, intensity, and duration of therapy
advise clients on how they could be helped by counseling
refer clients to other specialists, institutions, or support services as necessary
identify environmental impediments to client or patient progress through interviews and review of patient records
conduct presentations on research findings for clients or at research meetings
provide expert testimony in employment lawsuits
train clients to administer human resources functions, including testing, selection, and performance management
ask questions that will help clients identify their feelings and behaviors
maintain case files that include activities, progress notes, evaluations, and recommendations
provide instructions to clients on how to obtain help with legal, financial, and other personal issues
confer with staff at a chosen event site to coordinate details
negotiate contracts with such service providers and suppliers as hotels, convention centers, and speakers
hire, train, and supervise volunteers and support staff required for events
assess staffing needs and recruit staff, using methods such as newspaper advertisements or attendance at job fairs
direct live broadcasts, films and recordings, or non-broadcast programming for public entertainment or education
create worksheets for dressing lists, show notes, or costume checks
design or construct costumes or send them to tailors for construction, major repairs, or alterations
clean and press costumes before and after performances and perform any minor repairs
collaborate with other actors as part of an ensemble
work closely with directors, other actors, and playwrights to find the interpretation most suited to the role
prepare and perform action stunts for motion picture, television, or stage productions
establish, maintain, or test call trees to ensure appropriate communication during disaster
conduct security audits to identify potential vulnerabilities related to physical security or staff safety
prepare, maintain, or update security procedures, security system drawings, or related documentation
follow established safety rules and regulations and maintain a safe and clean environment
maintain records, document actions, and present written progress reports
maintain job records and schedule work crew
resolve customer complaints or answer customers' questions regarding policies and procedures
discuss job performance problems with employees to identify causes and issues and to work on resolving problems
coordinate activities with other supervisory personnel or with other work units or departments
sing or dance during dramatic or comedic performances
inspect event facilities to ensure that they conform to customer requirements
maintain records of event aspects, including financial details
establish work procedures or schedules to organize the daily work of administrative staff
learn to operate new office technologies as they are developed and implemented
supervise administrative staff and provide training and orientation to new staff
monitor sales staff performance to ensure that goals are met
listen to and resolve customer complaints regarding services, products, or personnel
keep records pertaining to purchases, sales, and requisitions
inspect and adjust security equipment to ensure it is operational or to detect evidence of tampering
investigate disturbances on the premises, such as security alarms, altercations, and suspicious activity
patrol the premises to prevent or detect intrusion, protect property, or preserve order
apprehend or evict trespassers, rule violators, or other security threats from the premises
assign security personnel to posts or patrols
monitor the behavior of security employees to ensure adherence to quality standards, deadlines, or procedures
call police or fire departments in cases of emergency, such as fire or presence of unauthorized persons
respond to medical emergencies by administering basic first aid or by obtaining assistance from paramedics
circulate among visitors, patrons, or employees to preserve order and protect property
identify, pursue, and arrest suspects and perpetrators of criminal acts
drive vehicles or patrol specific areas to detect law violators, issue citations, and make arrests
verify that the proper legal charges have been made against law offenders
advise employees in handling problems or resolving complaints from customers, tenants, detainees, or other persons
patrol an assigned area by vehicle or on foot to ensure public compliance with existing parking ordinance
write warnings and citations for illegally parked vehicles
respond to and make radio dispatch calls regarding parking violations and complaints
notify supervisors or other appropriate personnel when security breaches occur
follow those who breach security until police or other security personnel arrive to apprehend them
close entry areas following security breaches or reopen areas after receiving notification that the airport is secure
explain police operations to subordinates to assist them in performing their job duties
train staff in proper police work procedures
prepare news releases and respond to police correspondence
monitor transit areas and conduct security checks to protect railroad properties, patrons, and employees
direct security activities at derailments, fires, floods, or strikes involving railroad property
provide training to the public or law enforcement personnel in railroad safety or security
lock doors and gates of entrances and exits to secure buildings
answer alarms and investigate disturbances
review and approve art materials, copy materials, and proofs of printed copy developed by staff members
obtain summary of incident from officer in charge at crime scene, taking care to avoid disturbing evidence
secure persons at scene, keeping witnesses from conversing or leaving the scene before investigators arrive
photograph crime or accident scenes for evidence records
direct or escort pedestrians across streets, stopping traffic, as necessary
monitor traffic flow to locate safe gaps through which pedestrians can cross streets
communicate traffic and crossing rules and other information to students and adults
research environmental sustainability issues, concerns, or stakeholder interests
provide analytical support for policy briefs related to renewable energy, energy efficiency, or climate change
review existing policies or legislation to identify environmental impacts
serve as a working leader of an engine, hand, helicopter, or prescribed fire crew of three or more firefighters
direct firefighters in station maintenance duties, and participate in these duties
maintain knowledge of fire laws and fire prevention techniques and tactics
assess fires and situations and report conditions to superiors to receive instructions, using two-way radios
inspect fire sites after flames have been extinguished to ensure that there is no further danger
clean and maintain fire stations and fire fighting equipment and apparatus
follow ethical codes that protect the confidentiality of information
identify and resolve conflicts related to the meanings of words, concepts, practices, or behaviors
compile information on content and context of information to be translated and on intended audience
prepare and maintain case folder for each assigned inmate or offender
recommend remedial action or initiate court action in response to noncompliance with terms of probation or parole
write reports describing offenders' progress
patrol or monitor recreational areas, such as trails, slopes, or swimming areas, on foot, in vehicles, or from towers
rescue distressed persons, using rescue techniques and equipment
contact emergency medical personnel in case of serious injury
take action to contain any hazardous chemicals that could catch fire, leak, or spill
search prisoners and vehicles and conduct shakedowns of cells for valuables and contraband, such as weapons or drugs
maintain records of prisoners' identification and charges
guard facility entrances to screen visitors
select and attach hose nozzles, depending on fire type, and direct streams of water or chemicals onto fires
operate pumps connected to high-pressure hoses
extinguish flames and embers to suppress fires, using shovels or engine- or hand-driven water or chemical pumps
interpret and communicate work procedures and company policies to staff
implement corporate or departmental policies, procedures, and service standards in conjunction with management
supervise and direct the work of correctional officers to ensure the safe custody, discipline, and welfare of inmates
conduct roll calls of correctional officers
convey correctional officers' or inmates' complaints to superiors
direct crews working on firelines during forest fires
locate forest fires on area maps, using azimuth sighters and known landmarks
administer regulations regarding sanitation, fire prevention, violation corrections, and related forest regulations
train new technicians or other personnel on forensic science techniques
interpret data from traffic modeling software, geographic information systems, or associated databases
collaborate with engineers to research, analyze, or resolve complex transportation design issues
prepare or review engineering studies or specifications
study economic and statistical data in area of specialization, such as finance, labor, or agriculture
teach political science
disseminate research results through academic publications, written reports, or public presentations
advise political science students
develop or implement site recycling or hazardous waste stream programs
identify and report problems in obtaining valid data
collect or prepare solid or fluid samples for analysis
read and study reports in order to compile information and data for geological and geophysical prospecting
collect geological data from potential geothermal energy plant sites
process large amounts of data for statistical modeling and graphic analysis, using computers
measure and graph phenomena such as lake levels, stream flows, and changes in water volumes
conduct research and communicate information to promote the conservation and preservation of water resources
study and document quantities, distribution, disposition, and development of underground and surface waters
research, survey, or assess sites of past societies and cultures in search of answers to specific research questions
gather and analyze artifacts and skeletal remains to increase knowledge of ancient cultures
lead field training sites and train field staff, students, and volunteers in excavation methods
confer with management, production, or marketing staff to discuss project specifications or procedures
prepare biofuels research and development reports for senior management or technical professionals
answer technical questions from hydrologists, policymakers, or other customers developing water conservation plans
assist in designing programs to ensure the proper sealing of abandoned wells
develop computer models for hydrologic predictions
write about and present research findings for a variety of specialized and general audiences
develop and test theories concerning the origin and development of past cultures
analyze and interpret data to increase the understanding of human social behavior
prepare publications and reports containing research findings
present research findings at professional meetings
research the history of a particular country or region, or of a specific time period
trace historical development in a particular field, such as social, cultural, political, or diplomatic history
interview people to gather information about historical events and to record oral histories
analyze geographic distributions of physical and cultural phenomena on local, regional, continental, or global scales
write and present reports of research findings
study the economic, political, and cultural characteristics of a specific region's population
teach sociology
compile data used to address environmental issues, such as the suitability of potential landfill sites
advise licensees or other individuals or groups concerning licensing, permit, or passport regulations
report law or regulation violations to appropriate boards or agencies
recommend changes to company procedures in response to changes in regulations or standards
add chemicals, such as ammonia, chlorine, or lime, to disinfect and deodorize water and other liquids
monitor and adjust operations of geothermal power plant equipment or systems
prepare and maintain logs, reports, or other documentation of work performed
identify equipment options, such as compressors, and make appropriate selections
operate equipment that compresses collected refuse
dump refuse or recyclable materials at disposal sites
dismount garbage trucks to collect garbage and remount trucks to ride to the next collection point
investigate employment practices or alleged violations of laws to document and correct discriminatory factors
prepare correspondence, reports of inspections or investigations, or recommendations for action
process refined feedstock with additives in fermentation or reaction process vessels
inspect biofuels plant or processing equipment regularly, recording or reporting damage and mechanical problems
clean biofuels processing work area, ensuring compliance with safety regulations
maintain a safe working environment by monitoring safety procedures and equipment
oversee recycling pick-up or drop-off programs to ensure compliance with community ordinances
supervise recycling technicians, community service workers, or other recycling operations employees or volunteers
place products in containers according to grade and mark grades on containers
weigh products or estimate their weight, visually or by feel
develop, or contribute to the development of, educational or outreach programs on the environment or climate change
present and defend proposals for climate change research projects
identify or develop strategies or methods to minimize the environmental impact of industrial production processes
clean recycling yard by sweeping, raking, picking up broken glass and loose paper debris, or moving barrels and bins
study ways to improve agricultural sustainability, such as the use of new methods of composting
direct and monitor the work of casual and seasonal help during planting and harvesting
participate in the inspection, grading, sorting, storage, and post-harvest treatment of crops
harvest fruits and vegetables by hand
record information about crops, such as pesticide use, yields, or costs
inform farmers or farm managers of crop progress
climb trees, using climbing hooks and belts, or climb ladders to gain access to work areas
provide information to the public regarding trees, such as advice on tree care
clear sites, streets, and grounds of woody and herbaceous materials, such as tree stumps and fallen trees and limbs
record data pertaining to experimentation, research, or animal care
measure or weigh ingredients used in laboratory testing
supervise or train agricultural technicians or farm laborers
maintain financial, operational, production, or employment records for farms or ranches
supervise the construction of farm or ranch structures, such as buildings, fences, drainage systems, wells, or roads
monitor environments to ensure maintenance of optimum animal or plant life
establish short- and long-term plans for management of forest lands and forest resources
perform inspections of forests or forest nurseries
direct, and participate in, forest fire suppression
observe and listen to machinery operation to detect equipment malfunctions
operate or tend equipment used in agricultural production, such as tractors, combines, and irrigation equipment
adjust, repair, and service farm machinery and notify supervisors when machinery malfunctions
drive loaded shuttle cars to ramps and move controls to discharge loads into mine cars or onto conveyors
control conveyors that run the entire length of shuttle cars to distribute loads as loading progresses
monitor loading processes to ensure that materials are loaded according to specifications
seal outlet valves on tank cars, barges, and trucks
check conditions and weights of vessels to ensure cleanliness and compliance with loading procedures
drive pilings to provide support for buildings or other structures, using heavy equipment with a pile driver head
conduct pre-operational checks on equipment to ensure proper functioning
clean, lubricate, and refill equipment
follow recipes to produce food products of specified flavor, texture, clarity, bouquet, or color
select and measure or weigh ingredients, using English or metric measures and balance scales
determine mixing sequences, based on knowledge of temperature effects and of the solubility of specific ingredients
observe, feel, taste, or otherwise examine products during and after processing to ensure conformance to standards
weigh or measure products, using scale hoppers or scale conveyors
read work orders to determine quantities and types of products to be baked, dried, or roasted
use knives, cleavers, meat saws, bandsaws, or other equipment to perform meat cutting and trimming
inspect meat products for defects, bruises or blemishes and remove them along with any excess fat
cut and trim meat to prepare for packing
verify alignment of workpieces on machines, using measuring instruments such as rules, gauges, or calipers
turn valves or pull levers to start and regulate the flow of coolant or lubricant to work areas
place dough in pans, molds, or on sheets, and bake in production ovens or on grills
observe color of products being baked, and adjust oven temperatures, humidity, or conveyor speeds accordingly
observe production or monitor equipment to ensure safe and efficient operation
tend accessory equipment, such as pumps or conveyors, to move materials or ingredients through production processes
observe machine operation to detect workpiece defects or machine malfunctions, adjusting machines as necessary
change worn machine accessories, such as cutting tools or brushes, using hand tools
instruct other workers in machine set-up and operation
clean and sterilize vats and factory processing areas
turn valve controls to start equipment and to adjust operation to maintain product quality
weigh or measure materials, ingredients, or products at specified intervals to ensure conformance to requirements
prepare and place meat cuts and products in display counter to appear attractive and catch the shopper's eye
cut, trim, bone, tie, and grind meats, such as beef, pork, poultry, and fish, to prepare in cooking form
receive, inspect, and store meat upon delivery to ensure meat quality
measure or weigh ingredients, using scales or measuring containers
set temperature, pressure, and time controls, and start conveyers, machines, or pumps
notify or signal other workers to operate equipment or when processing is complete
read work orders, recipes, or formulas to determine cooking times and temperatures, and ingredient specifications
test new products for flavor, texture, color, nutritional content, and adherence to government and industry standards
study the structure and composition of food or the changes foods undergo in storage and processing
develop new food items for production, based on consumer feedback
compare survey computations with applicable standards to determine adequacy of data
analyze aerial photographs to detect and interpret significant military, industrial, resource, or topographical data
fill or remove product from trays, carts, hoppers, or equipment, using scoops, peels, or shovels, or by hand
check the quantity and quality of received products
seal containers or materials, using glues, fasteners, nails, and hand tools
clean containers, materials, supplies, or work areas, using cleaning solutions and hand tools
feed and water livestock and monitor food and water supplies
herd livestock to pastures for grazing or to scales, trucks, or other enclosures
mark livestock to identify ownership and grade, using brands, tags, paint, or tattoos
monitor engine operation, fuel consumption, and functioning of aircraft systems during flights
file instrument flight plans with air traffic control so that flights can be coordinated with other air traffic
plan flights according to government and company regulations, using aeronautical charts and navigation instruments
brief crews about flight details, such as destinations, duties, and responsibilities
instruct other pilots and student pilots in aircraft operations and the principles of flight
relay air traffic information, such as courses, altitudes, or expected arrival times, to control centers
use instrumentation to guide flights when visibility is poor
direct activities of aircraft crews during flights
monitor passenger behavior to identify threats to the safety of the crew and other passengers
prepare passengers and aircraft for landing, following procedures
greet passengers boarding aircraft and direct them to assigned seats
recommend remedial procedures to correct any violations found during inspections
inspect repairs to transportation vehicles or equipment to ensure that repair work was performed properly
monitor gauges, warning devices, and control panels to verify aircraft performance and to regulate engine speed
inspect completed work to certify that maintenance meets standards and that aircraft are ready for operation
maintain repair logs, documenting all preventive and corrective aircraft maintenance
reassemble engines following repair or inspection and reinstall engines in aircraft
observe students to determine qualifications, limitations, abilities, interests, and other individual characteristics
maintain accurate and complete student records as required by administrative policy
clean aircraft interiors by picking up waste, wiping down windows, or vacuuming
refuel aircraft using hoses connected to fuel trucks
remove exhaust stains from aircraft using cleaning fluids
inspect aircraft for defects and malfunctions, according to pre-flight checklists
maintain records of performance reports for future reference
design or engineer filtration systems that reduce harmful emissions
evaluate biofuel performance specifications to determine feasibility for aerospace applications
implement airfield safety procedures to ensure a safe operating environment for personnel and aircraft operation
initiate or conduct airport-wide coordination of snow removal on runways and taxiways
manage wildlife on and around airport grounds
monitor projects during or after construction to ensure projects conform to design specifications
secure passengers for transportation by buckling seatbelts or fastening wheelchairs with tie-down straps
provide boarding assistance to elderly, sick, or injured people
respond to passengers' questions, requests, or complaints
adjust, repair, rework, or replace parts or assemblies to ensure proper operation
fabricate parts needed for assembly or installation, using shop machinery or equipment
assemble prefabricated parts to form subassemblies
design layout of craft interior, including cargo space, passenger compartments, ladder wells, and elevators
use instrumentation to pilot aircraft when visibility is poor
co-pilot aircraft or perform captain's duties, as required
represent companies in negotiating contracts and formulating policies with suppliers
develop and implement purchasing and contract management instructions, policies, and procedures
review purchase order claims and contracts for conformance to company policy
inspect, operate, or test machinery or equipment to diagnose machine malfunctions
design new equipment to aid in the repair or maintenance of machines, mechanical equipment, or building structures
estimate costs to repair machinery, equipment, or building structures
install engine controls, propeller shafts, or propellers
clean engine parts and keep engine rooms clean
order and receive engine room stores, such as oil or spare parts, maintain inventories, and record usage of supplies
purchase, for further processing or for resale, farm products, such as milk, grains, or Christmas trees
arrange for processing or resale of purchased products
negotiate contracts with farmers for the production or purchase of farm products
buy merchandise or commodities for resale to wholesale or retail consumers
recommend mark-up rates, mark-down rates, or merchandise selling prices
obtain information about customer needs or preferences by conferring with sales or purchasing personnel
sell or collect admission tickets, passes, or facility memberships from patrons at entertainment events
examine tickets or passes to verify authenticity, using criteria such as color or date issued
refuse admittance to undesirable persons or persons without tickets or passes
inspect, diagnose, maintain, and operate test setups and equipment to detect malfunctions
confer with engineering personnel regarding details and implications of test procedures and results
adjust, repair, or replace faulty components of test setups and equipment
test and troubleshoot instruments, components, and assemblies, using circuit testers, oscilloscopes, or voltmeters
assemble components such as switches, electrical controls, and junction boxes, using hand tools or soldering irons
coordinate work with that of engineers, technicians, and other aircraft maintenance personnel
prepare and maintain detailed repair, inspection, investigation, and certification records and reports
recommend replacement, repair, or modification of aircraft equipment
help customers select bicycles that fit their body sizes and intended bicycle uses
assemble new bicycles
sell bicycles and accessories
examine and observe animals to detect signs of illness, disease, or injury
sift and pack sand into mold sections, core boxes, and pattern contours, using hand or pneumatic ramming tools
clean and smooth molds, cores, and core boxes, and repair surface imperfections
sprinkle or spray parting agents onto patterns and mold sections to facilitate removal of patterns from molds
signal or verbally direct workers engaged in hoisting and moving loads to ensure safety of workers and materials
cut new or duplicate keys, using key cutting machines
cut new or duplicate keys, using impressions or code key machines
move picklocks in cylinders to open door locks without keys
transfer commands from servers to computer numerical control (CNC) modules, using computer network links
insert control instructions into machine control units to start operation
monitor machine operation and control panel displays, and compare readings to specifications to detect malfunctions
load workpieces, plastic material, or chemical solutions into machines
inspect, feel, and measure workpieces to ensure that surfaces and dimensions meet specifications
turn valves to direct flow of coolant against cutting wheels and workpieces during grinding
set up and operate grinding or polishing machines to grind metal workpieces, such as dies, parts, and tools
mount, balance, change, or check condition or pressure of tires
replace defective parts, using hand tools, arbor presses, flexible power presses, or power tools
install motorcycle accessories
start engines of hoists or winches and use levers and pedals to wind or unwind cable on drums
observe equipment gauges and indicators and hand signals of other workers to verify load positions or depths
select loads or materials according to weight and size specifications
pour, pack, spread, or press plaster, concrete, or other materials into or around models or molds
cut, shape, and finish rough blocks of building or monumental stone, according to diagrams or patterns
drill holes and cut or carve moldings and grooves in stone, according to diagrams and patterns
establish or maintain patient profiles, including lists of medications taken by individual patients
mix pharmaceutical preparations, according to written prescriptions
order, label, and count stock of medications, chemicals, or supplies and enter inventory data into computer
monitor process indicators, instruments, gauges, and meters to detect and report any possible problems
control or operate manifold and pumping systems to circulate liquids through a petroleum refinery
collect product samples by turning bleeder valves, or by lowering containers into tanks to obtain oil samples
add or mix chemicals or ingredients for processing, using hand tools or other devices
clean, adjust, and maintain equipment, using hand tools
create prints according to customer specifications and laboratory protocols
set or adjust machine controls, according to specifications, type of operation, or material requirements
fill tanks of processing machines with solutions such as developer, dyes, stop-baths, fixers, bleaches, or washes
direct activities of workers assisting in control or verification of processes or in unloading of materials
record operational or production data on specified forms
inspect materials and products for defects, and to ensure conformance to specifications
weigh or measure materials or products to ensure conformance to specifications
transfer materials and products to and from machinery and equipment, using industrial trucks or hand trucks
record gauge readings, test results, and shift production in log books
communicate processing instructions to other workers
maintain logs of instrument readings, test results, or shift production for entry in computer databases
disassemble equipment to gain access to defect, using hand tools
clean and lubricate cameras and polish camera lenses, using cleaning materials and work aids
requisition parts or materials
inform supervisors of equipment malfunctions that need to be addressed
distribute materials, supplies, and equipment to work stations, using lifts and trucks
monitor pumps and flow lines for gas and fluid leaks
gauge oil and gas production
repair gas and oil meters and gauges
drill and tap holes for rivets, and glue, weld, bolt, or rivet parts together to form prosthetic or orthotic devices
lay out and mark dimensions of parts, using templates and precision measuring instruments
fit appliances onto patients, and make any necessary adjustments
write documents describing protocols, policies, standards for use, maintenance, and repair of medical equipment
advise hospital administrators on the planning, acquisition, and use of medical equipment
design and deliver technology, such as prosthetic devices, to assist people with disabilities
operate computer-assisted engineering or design software or equipment to perform engineering tasks
confer with engineers, customers, or others to discuss existing or potential engineering projects or products
compile data and write reports regarding existing or potential electrical engineering studies or projects
test appliances for conformance to specifications and accuracy of occlusion, using articulators and micrometers
place tooth models on an apparatus that mimics bite and movement of patient's jaw to evaluate functionality of model
train or supervise other dental technicians or dental laboratory bench workers
operate computer-assisted engineering or design software or equipment to perform electronics engineering tasks
provide technical support or instruction to staff or customers regarding electronics equipment standards
prepare, review, or maintain maintenance schedules, design documentation, or operational reports or charts
prepare reports, sketches, working drawings, specifications, proposals, and budgets for proposed sites or systems
instruct patients in use of prosthetic or orthotic devices
investigate industrial accidents, injuries, or occupational diseases to determine causes and preventive measures
evaluate product designs for safety
confer with medical professionals to assess health risks and to develop ways to manage health issues and concerns
train clients to use hearing aids or other augmentative communication devices
maintain or repair hearing aids or other communication devices
create or modify impressions for earmolds and hearing aid shells
evaluate hearing and balance disorders to determine diagnoses and courses of treatment
fit, dispense, and repair assistive devices, such as hearing aids
monitor patients' progress and provide ongoing observation of hearing or balance status
cut openings and drill holes for fixtures and equipment, using electric drills and routers
record results of diagnostic tests
replace and clean electrical or electronic components
conduct research studies to develop new concepts in the field of automotive engineering
inspect vehicles for damage and record findings so that necessary repairs can be made
perform routine and scheduled maintenance services, such as oil changes, lubrications, and tune-ups
repair and service air conditioning, heating, engine cooling, and electrical systems
repair, reline, replace, and adjust brakes
tear down, repair, and rebuild faulty assemblies, such as power systems, steering systems, and linkages
review damage reports, prepare or review repair cost estimates, and plan work to be performed
remove small pits and dimples in body metal, using pick hammers and punches
soak fiberglass matting in resin mixtures and apply layers of matting over repair areas to specified thicknesses
perform minor repairs, such as adjusting brakes, replacing spark plugs, or changing engine oil or filters
clean parking areas, offices, restrooms, or equipment, and remove trash
order stock, and price and shelve incoming goods
connect electrical wiring to control panels and electric motors
maintain log books that detail all repairs and checks performed
bolt or weld steel rails to the walls of shafts to guide elevators, working from scaffolding or platforms
carry springs to tops of doors, using ladders or scaffolding, and attach springs to tracks to install spring systems
repair or replace worn or broken door parts, using hand tools
prepare doors for hardware installation, such as drilling holes to install locks
disassemble, clean, and reassemble sprayers or power equipment, using solvents, wire brushes, and cloths
fill small dents or scratches with body fillers and smooth surfaces to prepare for painting
repair plumbing or propane gas lines, using caulking compounds and plastic or copper pipe
examine or test operation of parts or systems to ensure completeness of repairs
inspect recreational vehicles to diagnose problems and perform necessary adjustment, repair, or overhaul
record conditions of cars, and repair and maintenance work performed or to be performed
test units for operability before and after repairs
repair, fabricate, and install steel or wood fittings, using blueprints, shop sketches, and instruction manuals
record repairs made, time spent, and parts used
repair or replace defective parts such as magnetos, water pumps, gears, pistons, and carburetors, using hand tools
reassemble engines after repair or maintenance work is complete
specify and supervise well modification and stimulation programs to maximize oil and gas recovery
direct and monitor the completion and evaluation of wells, well testing, or well surveys
develop plans for oil and gas field drilling, and for product recovery and treatment
connect hoses and pipelines to pumps and vessels prior to material transfer, using hand tools
clean, lubricate, and repair pumps and vessels, using hand tools and equipment
test materials and solutions, using testing equipment
maintain and repair equipment, or report malfunctioning equipment to supervisors so that repairs can be scheduled
evaluate findings to develop, design, or test equipment or processes
operate controls to stabilize machines and to position and align drills
start, stop, and control drilling speed of machines and insertion of casings into holes
retrieve lost equipment from bore holes, using retrieval tools and equipment
examine products purchased for resale or received for storage to assess the condition of each product or item
enforce safety, health, and security rules
measure depths of drilled blast holes, using weighted tape measures
lay primacord between rows of charged blast holes, and tie cord into main lines to form blast patterns
drive trucks to transport explosives and blasting equipment to blasting sites
drill bolt holes into roofs at specified distances from ribs or adjacent bolts
force bolts into holes, using hydraulic mechanisms of self-propelled bolting machines
position safety jacks to support underground mine roofs until bolts can be installed
apply new technologies, such as improved seismic imaging techniques, to locate untapped oil or natural gas deposits
conduct geophysical surveys of potential sites for wind farms or solar installations to determine their suitability
prepare technical reports for use by mining, engineering, and management personnel
prepare schedules, reports, and estimates of the costs involved in developing and operating mines
monitor mine production rates to assess operational effectiveness
train crews, and introduce procedures to make drill work more safe and effective
direct rig crews in drilling and other activities, such as setting up rigs and completing or servicing wells
inspect derricks, or order their inspection, prior to being raised or lowered
inspect derricks for flaws, and clean and oil derricks to maintain proper working conditions
start pumps that circulate mud through drill pipes and boreholes to cool drill bits and flush out drill cuttings
maintain and perform safety inspections on equipment and tools
listen to engines, rotary chains, or other equipment to detect faulty operations or unusual well conditions
select fishing methods or tools for removing obstacles such as liners, broken casing, screens, or drill pipe
remove core samples during drilling to determine the nature of the strata being drilled
prepare estimate of production costs and production progress reports for management
determine most effective arrangement of operations such as mixing, crushing, heat transfer, distillation, and drying
design and plan layout of equipment
observe and monitor equipment operation during the extraction process to detect any problems
repair and maintain automotive and drilling equipment, using hand tools
load materials into well holes or into equipment, using hand tools
install or replace machinery, equipment, and new or replacement parts and instruments, using hand or power tools
diagnose electrical problems and install and rewire electrical components
disassemble broken or defective equipment to facilitate repair and reassemble equipment when repairs are complete
fasten timbers or lumber with glue, screws, pegs, or nails and install hardware
drill holes in timbers or lumber
cut timbers, lumber, or paneling to specified dimensions
operate machinery used in the production process, or assist machine operators
place products in equipment or on work surfaces for further processing, inspecting, or wrapping
observe equipment operations so that malfunctions can be detected, and notify operators of any malfunctions
operate landfill gas, methane, or natural gas fueled electrical generation systems
coordinate work assignment preparation and completion with other workers
dig holes, using augers, and set poles, using cranes and power equipment
install watt-hour meters and connect service drops between power lines and consumers' facilities
inspect switch-controlling mechanisms on trolley wires and in track beds, using hand tools and test equipment
inspect, maintain, and replace batteries as needed
lubricate moving parts on gate-crossing mechanisms and swinging signals
operate valves, pumps, engines, or generators to control and adjust production of biofuels or biomass-fueled power
prepare audit reports containing energy analysis results or recommendations for energy cost savings
identify opportunities to improve the operation, maintenance, or energy efficiency of building or process systems
recommend energy-efficient technologies or alternate energy sources
validate design of fuel cells, fuel cell components, or fuel cell systems
set up service for customers, installing, connecting, testing, or adjusting equipment
string cables between structures and lines from poles, towers, or trenches, and pull lines to proper tension
lay underground cable directly in trenches, or string it through conduits running through trenches
plan pipe system layout, installation, or repair, according to specifications
order suspension of activities that pose threats to workers' health or safety
conduct safety training or education programs and demonstrate the use of safety equipment
conduct audits at hazardous waste sites or industrial sites or participate in hazardous waste site investigations
prepare or calibrate equipment used to collect or analyze samples
maintain all required environmental records and documentation
verify availability or monitor use of safety equipment, such as hearing protection or respirators
gather and remove litter
use hand tools, such as shovels, rakes, pruning saws, saws, hedge or brush trimmers, or axes
water lawns, trees, or plants, using portable sprinkler systems, hoses, or watering cans
mix pesticides, herbicides, or fungicides for application to trees, shrubs, lawns, or botanical crops
fill sprayer tanks with water and chemicals, according to formulas
lift, push, and swing nozzles, hoses, and tubes to direct spray over designated areas
inspect manholes to locate sewer line stoppages
clean and repair septic tanks, sewer lines, or related structures such as manholes, culverts, and catch basins
service, adjust, and make minor repairs to equipment, machines, and attachments
prepare and keep records of actions taken, including maintenance and repair work
install solar thermal system controllers and sensors
modify properties of metal alloys, using thermal and mechanical treatments
direct and supervise construction or related workers
determine labor requirements for dispatching workers to construction sites
devise testing methods to evaluate the effects of various conditions on particular materials
recommend materials for reliable performance in various environments
test material samples for tolerance under tension, compression, and shear to determine the cause of metal failures
conduct site audits to ensure adherence to safety and environmental regulations
perform or direct the performance of preventative maintenance on geothermal plant equipment
train new employees on topics such as the proper operation of laboratory equipment
assemble, maintain, or distribute information for library or record systems
select material quantities or processing methods needed to achieve efficient production
repair nanotechnology processing or testing equipment or submit work orders for equipment repair
saw back-cuts, leaving sufficient sound wood to control direction of fall
trim off the tops and limbs of trees, using chainsaws, delimbers, or axes
select trees to be cut down, assessing factors such as site, terrain, and weather conditions before beginning work
read work orders to determine production specifications and information
locate grain line patterns to determine how rocks will split when cut
remove pieces of stone from larger masses, using jackhammers, wedges, and other tools
insert wedges and feathers into holes, and drive wedges with sledgehammers to split stone sections from masses
evaluate laboratory safety procedures to ensure compliance with standards or to make improvements as needed
move controls and turn valves to start compressor engines, pumps, and auxiliary equipment
operate power-driven pumps that transfer liquids, semi-liquids, gases, or powdered materials
read gas meters, and maintain records of the amounts of gas received and dispensed from holders
troubleshoot problems with chemical manufacturing processes
conduct research to develop new and improved chemical manufacturing processes
identify defects in solid materials, using ultrasonic testing techniques
test or perform failure analysis for optomechanical or optoelectrical products, according to test plans
operate scanners or related computer equipment to digitize negatives, photographic prints, or other images
load circuit boards, racks or rolls of film, negatives, or printing paper into processing or printing machines
instruct personnel in radiation safety procedures and demonstrate use of protective clothing and equipment
regulate or shut down equipment during emergency situations, as directed by supervisory personnel
draw samples of products and conduct quality control tests to monitor processing and to ensure that standards are met
record operating data, such as process conditions, test results, or instrument readings
examine materials, ingredients, or products visually or with hands to ensure conformance to established standards
monitor emission control devices to ensure they are operating properly and comply with state and federal regulations
review completed construction drawings and cost estimates for accuracy and conformity to standards and regulations
direct technicians, engineering designers or other technical support personnel as needed
store, retrieve, and manipulate data for analysis of system capabilities and requirements
provide training and support to system designers and users
maintain processing, production, and inspection information and reports
load and unload equipment chambers and transport finished product to storage or to area for further processing
place semiconductor wafers in processing containers or equipment holders, using vacuum wand or tweezers
read blueprints, work orders, or production schedules to determine product or job instructions or specifications
set up, operate, or tend welding machines that join or bond components to fabricate metal products or assemblies
give directions to other workers regarding machine set-up and use
confer with supervisors or engineers to plan or review work activities or to resolve production problems
reassemble and test equipment after repairs
splice wires with knives or cutting pliers, and solder connections to fixtures, outlets, and equipment
install new fuses, electrical cables, or power sources as required
update knowledge and skills to keep up with rapid advancements in computer technology
select hardware and material, assuring compliance with specifications and product requirements
identify and correct malfunctions of geothermal plant equipment, electrical systems, instrumentation, or controls
reassemble machines after making repairs or replacing parts
travel to customers' stores or offices to service machines or to provide emergency repair service
maintain parts inventories and order any additional parts needed for repairs
assemble and install components of timepieces to complete mechanisms, using watchmakers' tools and loupes
replace specified parts to repair malfunctioning timepieces, using watchmakers' tools, loupes, and holding fixtures
clean and lubricate timepiece parts and assemblies, using solvents, buff sticks, and oil
check dimensions of materials to be used and assign numbers to lists of materials
calculate weights, volumes, and stress factors and their implications for technical aspects of designs
develop new calibration methods or techniques based on measurement science, analyses, or calibration requirements
maintain or repair measurement devices or equipment used for calibration testing
plan sequences of calibration tests according to equipment specifications and scientific principles
monitor and log transmitter readings
maintain programming logs as required by station management and the Federal Communications Commission
control audio equipment to regulate volume and sound quality during radio and television broadcasts
keep records of maintenance, repair, and required updates of equipment
perform preventive maintenance or service, such as cleaning, lubricating, or adjusting equipment
explain or demonstrate correct operation or preventive maintenance of medical equipment to personnel
maintain equipment logs that record performance problems, repairs, calibrations, or tests
set up and test industrial equipment to ensure that it functions properly
install repaired equipment in various settings, such as industrial or military establishments
provide advice or training to other technicians
identify target markets for designs, looking at factors such as age, gender, and socioeconomic status
collaborate with other designers to coordinate special products and designs
select materials and production techniques to be used for products
adapt other designers' ideas for the mass market
pose for artists and photographers, with or without clothes
prepare staff work schedules and assign specific duties
conduct automotive design reviews
create functional or decorative objects by hand, using a variety of methods and materials
develop concepts or creative ideas for craft objects
plan and attend craft shows to market products
cut, shape, and form metal parts, using lathes, power saws, snips, power brakes and shears, files, and mallets
rework or alter component model or parts as required to ensure that products meet standards
use computer-aided design (CAD) and computer-aided manufacturing (CAM) software or hardware to fabricate model parts
verify dimensions and contours of models during hand-forming processes, using templates and measuring devices
plan, lay out, and draw outlines of units, sectional patterns, or full-scale mock-ups of products
build jigs that can be used as guides for assembling oversized or special types of box shooks
operate ship-to-shore radios to exchange information needed for ship operations
stand watches on vessels during specified periods while vessels are under way
inspect vessels to ensure efficient and safe operation of vessels and equipment and conformance to regulations
direct safety operations in emergency situations
operate engine throttles and steering mechanisms to guide boats on desired courses
secure boats to docks with mooring lines, and cast off lines to enable departure
direct movements of vessels in locks or bridge areas, using signals, telecommunication equipment, or loudspeakers
observe position and progress of vessels to ensure best use of lock spaces or bridge opening spaces
observe approaching vessels to determine size and speed, and listen for whistle signals indicating desire to pass
consult maps, charts, weather reports, or navigation equipment to determine and direct ship movements
supervise crews in cleaning or maintaining decks, superstructures, or bridges
prevent ships under navigational control from engaging in unsafe operations
put fishing equipment into the water and anchor or tow equipment, according to the fishing method used
maintain engines, fishing gear, and other on-board equipment and perform minor repairs
remove catches from fishing equipment and measure them to ensure compliance with legal size
examine freight to determine loading sequences
collaborate with workers and managers to solve work-related problems
inform customers of contracts or other information pertaining to purchased services
monitor market conditions, innovations, and competitors' services, prices, and sales
coordinate with the media to disseminate advertising
coordinate activities of departments, such as sales, graphic arts, media, finance, and research
learn about characters in scripts and their relationships to each other to develop role interpretations
apply elements of music theory to create musical and tonal structures, including harmonies and melodies
transcribe ideas for musical compositions into musical notation, using instruments, pen and paper, or computers
confer with producers and directors to define the nature and placement of film or television music
supervise and assign duties to workers engaged in technical control and production of radio and television programs
rewrite original musical scores in different musical styles by changing rhythms, harmonies, or tempos
record and edit audio material, such as movie soundtracks, using audio recording and editing equipment
perform minor repairs and routine cleaning of audio and video equipment
design layouts of audio and video equipment and perform upgrades and maintenance
perform before live audiences in concerts, recitals, educational presentations, and other social gatherings
memorize musical selections and routines, or sing following printed text, musical notation, or customer instructions
provide the musical background for live shows, such as ballets, operas, musical theatre, and cabarets
direct and coordinate activities of assistants and other personnel during production
sing a cappella or with musical accompaniment
sight-read musical parts during rehearsals
specialize in playing a specific family of instruments or a particular type of music
sing as a soloist or as a member of a vocal group
observe choral leaders or prompters for cues or directions in vocal presentation
position members within groups to obtain balance among instrumental or vocal sections
harmonize body movements to rhythm of musical accompaniment
coordinate dancing with that of partners or dance ensembles
collaborate with choreographers to refine or modify dance steps
arrange costumes in order of use to facilitate quick-change procedures for performances
study and rehearse roles from scripts to interpret, learn and memorize lines, stunts, and cues as directed
read from scripts or books to narrate action or to inform or entertain audiences, utilizing few or no stage props
present designs and reports to customers or design committees for approval and discuss need for modification
participate in new product planning or market research, including studying the potential need for new products
teach students, dancers, and other performers about rhythm and interpretive movement
read and study story lines and musical scores to determine how to translate ideas and moods into dance movements
direct and stage dance presentations for various forms of entertainment
create tailored playlists by aligning music with event functions
listen to music before playing at events to ensure recordings are appropriate and meet quality standards
mix, cut, or sample recorded music using DJ controllers, CDJs, or DJ mixers
transpose music from one voice or instrument to another to accommodate particular musicians
plan and conduct special research projects in area of interest or expertise
provide information from the institution's holdings to other curators and to the public
negotiate and authorize purchase, sale, exchange, or loan of collections
supervise students' laboratory and field work
develop environmental educational programs and curricula for schools
construct historical, scientific, and nature visitor-center displays
prepare and present illustrated lectures and interpretive talks about park features
perform emergency duties to protect human life, government property, and natural features of park
recommend preservation procedures, such as control of temperature and humidity, to curatorial and building staff
enter information about museum collections into computer databases
cut, shape, fit, join, mold, or otherwise process materials, using hand tools, power tools, or machinery
develop product packaging, display, and pricing strategies
interview subject-matter experts or conduct other research to develop instructional content
advise animal owners regarding the purchase of specific animals
organize archival records and develop classification systems to facilitate access to archival materials
prepare archival records, such as document descriptions, to allow easy access to information
research and record the origins and historical significance of archival materials
conduct meetings with staff to discuss production progress and to ensure production objectives are attained
hire principal cast members and crew members, such as art directors, cinematographers, and costume designers
meet with department heads, managers, supervisors, vendors, and others, to solicit cooperation and resolve problems
review project plans to plan and coordinate project activity
evaluate data processing proposals to assess project feasibility and requirements
write text, such as stories, articles, editorials, or newsletters
plan the contents of publications according to the publication's style, editorial policy, and publishing requirements
review and approve proofs submitted by composing room prior to publication production
collect and inspect random samples during print runs to identify any necessary adjustments
secure printing plates to printing units and adjust tolerances
clean ink fountains, plates, or printing unit cylinders when press runs are completed
vary language and tone of messages based on product and medium
present drafts and ideas to clients
examine costume fit on cast members and sketch or write notes for alterations
write technical reports or prepare graphs or charts to document experimental results
test system modifications to prepare for implementation
design plans to be safe and to be compliant with the American Disabilities Act (ADA)
coordinate with other professionals, such as contractors, architects, engineers, and plumbers, to ensure job success
estimate material requirements and costs, and present design to client for approval
develop set designs, based on evaluation of scripts, budgets, research information, and available locations
read scripts to determine location, set, and design requirements
design and build scale models of set designs, or miniature sets used in filming backgrounds or special effects
estimate set- or exhibit-related costs, including materials, construction, and rental of props or locations
study different techniques to learn how to apply them to artistic endeavors
change or rotate window displays, interior display areas, or signage to reflect changes in inventory or promotion
develop ideas or plans for merchandise displays or window decorations
obtain plans from display designers or display managers and discuss their implementation with clients or supervisors
prepare graphic representations or drawings of proposed plans or designs
develop planting plans to help clients garden productively or to achieve particular aesthetic effects
collaborate with estimators to cost projects, create project plans, or coordinate bids from landscaping contractors
verify the accuracy of survey data, including measurements and calculations conducted at survey sites
plan and conduct ground surveys designed to establish baselines, elevations, and other geodetic measurements
calculate the exact horizontal and vertical position of points on the Earth's surface
create three-dimensional or interactive representations of designs, using computer-assisted design software
draft detailed dimensional drawings and design layouts for projects to ensure conformance to specifications
analyze proposed site factors and design maps, graphs, tracings, and diagrams to illustrate findings
report maintenance problems occurring at project site to supervisor and negotiate changes to resolve system conflicts
manage and direct the construction, operations, or maintenance activities at project site
confer with clients, engineering personnel, or architects on landscape projects
integrate existing land features or landscaping into designs
prepare graphs, charts, diagrams, or other aids to illustrate observations or conclusions
compile information necessary to stake projects for construction, using engineering plans
mediate community disputes or assist in developing alternative plans or recommendations for programs or projects
evaluate proposals for infrastructure projects or other development for environmental impact or sustainability
supervise or coordinate the work of urban planning technicians or technologists
calculate excavation tonnage and prepare graphs and fill-hauling diagrams for use in earth-moving operations
provide technical expertise in Geographic Information Systems (GIS) technology to clients or users
design, program, or model Geographic Information Systems (GIS) applications or procedures
operate data capture technology to import digitized documents into document management system
train loss prevention staff, retail managers, or store employees on loss control and prevention measures
manage site assessments or environmental studies for wind fields
inspect sites to assess environmental damage or monitor cleanup progress
study legal records to establish boundaries of local, national, and international properties
revise existing maps and charts, making all necessary corrections and adjustments
build and update digital databases
prepare colored drawings of landscape and interior designs for presentation to client
analyze energy bills, including utility rates or tariffs, to gather historical energy usage data
prepare, or supervise preparation of, all data, charts, plots, maps, records, and documents related to surveys
adjust surveying instruments to maintain their accuracy
review and evaluate environmental impact reports pertaining to private or public planning projects or programs
direct engineering activities, ensuring compliance with environmental, safety, or other governmental regulations
design water runoff collection networks, water supply channels, or water supply system networks
set out signs and cones around work areas to divert traffic
perform preventative maintenance on vehicles and heavy equipment
haul and spread sand, gravel, and clay to fill washouts and repair road shoulders
produce three-dimensional models, using computer-aided design (CAD) software
modify and revise designs to correct operating deficiencies or to reduce production problems
check dimensions of materials to be used and assign numbers to the materials
patrol assigned track sections so that damaged or broken track can be located and reported
operate single- or multiple-head spike driving machines to drive spikes into ties and secure rails
clean, grade, or level ballast on railroad tracks
assess the existing or potential environmental impact of land use projects on air, water, or land
prepare or present public briefings on the status of environmental engineering projects
develop, implement, or manage plans or programs related to conservation or management of natural resources
review and critique proposals, plans, or designs related to water or wastewater treatment systems
conduct environmental impact studies related to water and wastewater collection, treatment, or distribution
provide new-employee health and safety orientations and develop materials for these presentations
inspect specified areas to ensure the presence of fire prevention equipment, safety equipment, or first-aid supplies
inspect shipments to ensure that freight is securely braced and blocked
record details about freight conditions, handling of freight, and any problems encountered
collect or prepare measurement, weight, or identification labels and attach them to products
signal or instruct other workers to weigh, move, or check products
collect product samples and prepare them for laboratory analysis or testing
investigate accidents to identify causes or to determine how such accidents might be prevented in the future
distribute production schedules or work orders to departments
requisition and maintain inventories of materials or supplies necessary to meet production demands
plan production commitments or timetables for business units, specific programs, or jobs, using sales forecasts
evaluate log characteristics and determine grades, using established criteria
record data about individual trees or load volumes into tally books or hand-held collection terminals
maintain current knowledge of government policy decisions
identify issues for research and analysis
notify taxpayers of any overpayment or underpayment, and either issue a refund or request further payment
provide assistance to internal or external auditors in compliance reviews
examine permits, licenses, applications, and records to ensure compliance with licensing requirements
provide employee training on compliance related topics, policies, or procedures
direct documentation efforts to ensure compliance with domestic and international regulations and standards
contribute to the development or implementation of business unit strategic and operating plans
direct the development or implementation of policies and procedures related to compliance throughout an organization
prepare drafts of amendments, government policies, laws, rules, regulations, budgets, programs and procedures
read and review concerns of constituents or the general public and determine if governmental action is necessary
review bills in committee, and make recommendations about their future
analyze completed police reports to determine what additional information and investigative work is needed
search for and collect evidence, such as fingerprints, using investigative equipment
obtain and verify evidence by interviewing and observing suspects and witnesses or by analyzing records
prepare and submit reports after completion of freight shipments
maintain and update filing, inventory, mailing, and database systems, either manually or using a computer
compile, copy, sort, and file records of office activities, business transactions, and other activities
record facts to prepare reports that document incidents and activities
determine duty and taxes to be paid on goods
inspect food products and processing procedures to determine whether products are safe to eat
interpret and enforce government acts and regulations and explain required standards to agricultural workers
develop and maintain log of surveillance observations
inspect and monitor audio or video surveillance equipment to ensure it is working appropriately
act as oversight or security agents for management or customers
select jurors, argue motions, meet with judges, and question witnesses during the course of a trial
locate and seize contraband, undeclared merchandise, and vehicles, aircraft, or boats that contain such merchandise
interpret and explain laws and regulations to travelers, prospective immigrants, shippers, and manufacturers
develop or implement fundraising activities, such as annual giving campaigns or direct mail programs
compile or develop materials to submit to granting or other funding organizations
plan and direct special events for fundraising, such as silent auctions, dances, golf events, or walks
assign, supervise, and review the activities of fundraising staff
develop fundraising activity plans that maximize participation or contributions and minimize costs
assess clients' cognitive abilities and physical and emotional needs to determine appropriate interventions
develop and implement behavioral management and care plans for clients
provide information or refer individuals to public or private agencies or community services for assistance
maintain case history records and prepare reports
establish and oversee administrative procedures to meet objectives set by boards of directors or senior management
direct activities of professional and technical staff members and volunteers
implement and evaluate staff, volunteer, or community training programs
monitor funeral service operations to ensure that they comply with applicable policies, regulations, and laws
plan and implement changes to service offerings to meet community needs or increase funeral home revenues
plan and implement sales promotions or other marketing strategies and activities for funeral home operations
make regular rounds to ensure that residents and areas are safe and secure
mediate interpersonal problems between residents
develop and coordinate educational programs for residents
develop disaster recovery plans for physical locations with critical assets, such as data centers
identify or investigate violations of natural resources, waste management, recycling, or other environmental policies
purchase building and maintenance supplies, equipment, or furniture
develop or advise on social policy and assist in community development
organize and lead regular religious services
plan or lead religious education programs
counsel individuals or groups concerning their spiritual, emotional, or personal needs
develop or direct study courses or religious education programs within congregations
train and supervise religious education instructional staff
analyze member participation or changes in congregational emphasis to determine needs for religious education
visit people in homes, hospitals, or prisons to provide them with comfort and support
refer people to community support services, psychologists, or doctors
counsel and provide guidance to students regarding personal, academic, vocational, or behavioral issues
create school improvement plans, using student performance data
plan and lead professional development activities for teachers, administrators, and support staff
teach classes or courses or provide direct care to children
set educational standards and goals and help establish policies, procedures, and programs to carry them out
plan, direct, and monitor instructional methods and content of educational, vocational, or student activity programs
develop and implement strategies to meet the needs of students with a variety of handicapping conditions
meet with other professionals to discuss individual students' needs and progress
coordinate placement of students with special needs into mainstream classes
assist in screening or placement of students in adapted physical education programs
evaluate the motor needs of individual students to determine their need for adapted physical education services
review adapted physical education programs or practices to ensure compliance with government or other regulations
collaborate with other teachers or administrators to develop, evaluate, or revise kindergarten programs
monitor teachers or teacher assistants to ensure adherence to special education program requirements
teach socially acceptable behavior, employing techniques such as behavior modification or positive reinforcement
teach socially acceptable behavior, employing techniques such as behavior modification and positive reinforcement
teach students personal development skills, such as goal setting, independence, and self-advocacy
administer standardized ability and achievement tests to elementary students with special needs
modify the general elementary education curriculum for special-needs students
discuss assigned duties with classroom teachers to coordinate instructional efforts
distribute teaching materials, such as textbooks, workbooks, papers, and pencils, to students
laminate teaching materials to increase their durability under repeated use
teach students personal development skills, such as goal setting, independence, or self-advocacy
develop or implement strategies to meet the needs of students with a variety of disabilities
modify the general preschool curriculum for special-needs students
provide crisis intervention to students when difficult situations occur at schools
maintain accurate and complete student records as required by laws, district policies, and administrative regulations
instruct and monitor students in the use of equipment and materials to prevent injuries and damage
administer tests to help determine children's developmental levels, needs, or potential
teach basic skills, such as color, shape, number and letter recognition, personal hygiene, and social skills
read books to entire classes or to small groups
arrange indoor and outdoor space to facilitate creative play, motor-skill activities, and safety
instruct students individually and in groups, adapting teaching methods to meet students' varying needs and interests
supervise, evaluate, and plan assignments for teacher assistants and volunteers
read to children and teach them simple painting, drawing, handicrafts, and songs
work with parents to develop and implement discipline programs to promote desirable child behavior
help develop or monitor family schedule
read books to entire classes or small groups
organize and supervise games and other recreational activities to promote physical, mental, and social development
explain and demonstrate artistic techniques
prepare students for performances, exams, or assessments
display students' work in schools, galleries, and exhibitions
address community groups, faculty, and staff members to explain available counseling services
assess students' progress throughout tutoring sessions
teach students study skills, note-taking skills, and test-taking strategies
participate in training and development sessions to improve tutoring practices or learn new tutoring techniques
assist students with boarding or exiting school buses
enforce school and class rules to maintain order in the classroom
teach a variety of subjects, such as English, mathematics, and social studies
conduct demonstrations to teach skills, such as sports, dancing, and handicrafts
design or use assessments to monitor student learning outcomes
advise students on issues such as course selection, progress toward graduation, and career decisions
participate in faculty and college committee activities
observe and evaluate students' work to determine progress and make suggestions for improvement
adapt teaching methods and instructional materials to meet students' varying needs, abilities, and interests
register, orient, and assess new students according to standards and procedures
offer specific training programs to help workers maintain or improve job skills
design, plan, organize, or direct orientation and training programs for employees or customers
devise programs to develop executive potential among employees in lower-level positions
supervise and coordinate the work of camera, lighting, design, and sound crew members
compile scripts, program notes, and other material related to productions
select plays, scripts, books, news content, or ideas to be produced
select performers for roles or submit lists of suitable performers to producers or directors for final selection
adjust positions and controls of cameras, printers, and related equipment to change focus, exposure, and lighting
operate zoom lenses, changing images according to specifications and rehearsal instructions
use cameras in any of several different camera mounts, such as stationary, track-mounted, or crane-mounted
observe pictures through monitors and direct camera and video staff concerning shading and composition
create designs, concepts, and sample layouts, based on knowledge of layout principles and esthetic design concepts
key information into computer equipment to create layouts for client or supervisor
research new software or design concepts
hold auditions for parts or negotiate contracts with actors determined suitable for specific roles
prepare actors for auditions by providing scripts and information about roles and casting requirements
manipulate and enhance scanned or digital images to create desired effects, using computers and specialized software
take pictures of individuals, families, and small groups, either in studio or on location
set up, mount, or install photographic equipment and cameras
schedule use of studio and editing facilities for producers and engineering and maintenance staff
diagnose and resolve media system problems
analyze and interpret news and information received from various sources to broadcast the information
research a story's background information to provide complete and accurate information
report news stories for publication or broadcast, describing the background and details of events
write commentaries, columns, or scripts, using computers
conduct taped or filmed interviews or narratives
write columns, editorials, commentaries, or reviews that interpret events or offer opinions
edit, standardize, or make changes to material prepared by other writers or establishment personnel
develop or maintain online help documentation
observe production, developmental, and experimental activities to determine operating procedure and detail
develop story or content ideas, considering reader or audience appeal
assign topics, events and stories to individual writers or reporters for coverage
review and evaluate notes taken about news events to isolate pertinent facts and details
present news stories, and introduce in-depth videotaped segments or live transmissions from on-the-scene reporters
prepare, rewrite and edit copy to improve readability, or supervise others who do this work
confer with management and editorial staff members regarding placement and emphasis of developing news stories
consult reference books or secure aid of readers to check references with rules of grammar and composition
archive documents, conduct research, and read copy, using the internet and various computer programs
monitor automated press operation systems and respond to fault, error, or alert messages
develop graphics and layouts for product illustrations, company logos, and Web sites
use computer software to generate new images
trim edges of books to size, using cutting machines, book trimming machines, or hand cutters
set up or operate machines that perform binding operations, such as pressing, folding, or trimming
train workers to set up, operate, and use automatic bindery machines
generate prepress proofs in digital or other format to approximate the appearance of the final printed piece
proofread and perform quality control of text and images
operate and maintain laser plate-making equipment that converts electronic data to plates without the use of film
complete records of production, including work volumes and outputs, materials used, and any backlogs
monitor machine operation, and make adjustments as necessary to ensure proper operation
prepare and process papers for use in scanning, microfilming, and microfiche
enter, store, and retrieve information on computer-aided equipment
clean and polish engraved areas
start presses and pull proofs to check for ink coverage and density, alignment, and registration
review footage sequence by sequence to become familiar with it before assembling it into a final product
trim film segments to specified lengths and reassemble segments in sequences that present stories with maximum effect
supervise and coordinate activities of workers engaged in film editing, assembling, and recording activities
present live or recorded commentary via broadcast media
record commercials for later broadcast
develop story lines for broadcasts
host civic, charitable, or promotional events broadcast over television or radio
preview scheduled programs to ensure that signals are functioning and programs are ready for transmission
identify stations, and introduce or close shows, ad-libbing or using memorized or read scripts
direct, motivate, and monitor the mobilization of a campaign team to advance campaign goals
prepare budgets and submit estimates for program costs as part of campaign plan development
transfer photographs to computers for editing, archiving, and electronic transmission
respond to requests for information from the media or designate an appropriate spokesperson or information source
write press releases or other media communications to promote clients
coach client representatives in effective communication with the public or with employees
assign, supervise, and review the activities of public relations staff
develop and maintain the company's corporate image and identity, which includes the use of logos and signage
formulate policies and procedures related to public information programs, working with public relations executives
research and analyze member or community needs to determine program directions and goals
maintain equipment used in a particular sport
participate in athletic events or competitive sports, according to established rules and regulations
receive instructions from coaches or other sports staff prior to events and discuss performance afterwards
inspect game sites for compliance with regulations or safety requirements
signal participants or other officials to make them aware of infractions or to otherwise regulate play or competition
inspect sporting equipment or examine participants to ensure compliance with event and safety regulations
plan strategies and choose team members for individual games or sports seasons
analyze the strengths and weaknesses of opposing teams to develop game strategies
keep abreast of changing rules, techniques, technologies, and philosophies relevant to their sport
rule on exceptions, motions, or admissibility of evidence
research laws, regulations, policies, or precedent decisions to prepare for hearings
develop or coordinate fitness and wellness programs or services
manage or oversee fitness or recreation facilities, ensuring safe and clean facilities and equipment
track attendance, participation, or performance data related to wellness events
adjust coaching techniques, based on the strengths and weaknesses of athletes
monitor the academic eligibility of student athletes
prepare instructional program objectives, outlines, and lesson plans`
