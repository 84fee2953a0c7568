// Derived from ESCO's occupations (© European Union, reuse authorised with the source acknowledged) by
// scripts/occupations-from-esco.ts: do not edit by hand. `# Industry` opens an industry's occupations, best fitting
// first; each: the label | its plural where not the label and an s | what its holders do (ESCO's first description
// sentence after its subject) or nothing | other names job boards print, `;` between. A line opening with two
// spaces continues the one before.
export const ESCO_OCCUPATIONS = `
# Software Development
ICT usability tester|||usability developer;usability specialist
software developer||implement or program all kinds of software systems based on specifications and designs by using
  programming languages, tools, and platforms|software engineer;software specialist
web developer||develop, implement and document web-accessible software based on the designs provided|web
  engineer;web specialist
user experience analyst|||usability analyst;user experience officer
automation engineer||research, design, and develop applications and systems for the automation of the production
  process|automated systems engineer;automation systems engineer
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer
user interface developer||implement, code, document and maintain the interface of a software system by using
  front-end development technologies|UI developer;front end developer
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software designer;application architect
ICT intelligent systems designer|||intelligent systems engineer;semantic technologies engineer
knowledge engineer|||knowledge officer;information engineer
industrial tool design engineer||design various industrial tools in accordance with customer needs, manufacturing
  requirements, and building specifications|tool design engineer;industrial tool designer
telecommunications engineering technician|||telecoms administrator;communication administrator
automation engineering technician||collaborate with automation engineers in the development of applications and
  systems for the automation of the production process|automation inspector;automation technician
product development engineering technician||improve efficiency of product development, set up equipment and develop
  and test solutions to solve technical problems|production test operator;product development scientist
data entry clerk||update, maintain and retrieve information held on computer systems|data-entry clerk;statistical
  clerk
web content manager|||content specialist;web content specialist
ICT system developer||maintain, audit and improve organisational support systems|system developer;systems developer
embedded systems software developer||program, implement, document and maintain software to be run on an embedded
  system|embedded systems designer
production engineering technician||plan production, follow up production processes and develop and test solutions to
  solve technical problems|data collection technician;production engineering mechanic
ICT accessibility tester|||usability tester
tooling engineer||design new tools for manufacturing equipment|tools engineer;press tooling engineer
customer experience manager|||guest relations manager;guest relations officer
software analyst|||programmer analyst;analyst of software
product development manager||coordinate the development of new products from beginning to end|product
  designer;innovation department manager
ICT system analyst||specify the system needs to meet the end user requirements|system analyst;network analyst
design engineer||develop new conceptual and detailed designs|product engineer;industrial expert
marketeer|||marketing adviser;marketing advisor
database administrator||test, implement and administer computer databases|database manager
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology|mechanicals engineer;engineering technician
ICT consultant|||IT advisor;ICT advisor
computer scientist||conduct research in computer and information science, directed toward greater knowledge and
  understanding of fundamental aspects of ICT phenomena|IT scientist;ICT scientist
research and development manager|||researcher;market research manager
data scientist|||data expert;data engineer
system configurator||tailor a computer system to the organisation's and users' needs|
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|e-commerce
  technician;website administrator
ICT research manager|||IT research manager;IT innovation manager
enterprise architect||balance technological opportunities with business requirements|enterprise designer;enterprise
  developer
set designer||develop a set concept for a performance and supervise the execution of it|scenic artist;scene designer
ICT research consultant||perform targeted ICT research and provide a final report to the client|IT research
  advisor;ICT research advisor
miniature set designer||design and build miniature props and sets of motion pictures|miniature maker;miniatures
  builder
ICT system tester||perform testing activities and some test planning activities|systems tester;IT system tester
data entry supervisor||manage the day-to-day operations of data entry staff|data entry coordinator;data records
  supervisor
automotive designer||create model designs in 2D or 3D and prepare isometric drawings and graphics|car designer;truck
  designer
# IT Services and IT Consulting
application engineer|||applied engineer;applied research engineer
ICT business analyst||are in charge of analysing and designing an organisation's processes and systems, assessing
  the business model and its integration with technology|IT business analyst;business process specialist
ICT business analysis manager||identify areas where information system changes are needed to support business plans
  and monitor the impact in terms of change management|
automation engineer||research, design, and develop applications and systems for the automation of the production
  process|automated systems engineer;automation systems engineer
ICT application developer|||application designer;application developer
web developer||develop, implement and document web-accessible software based on the designs provided|web
  engineer;web specialist
computer-aided design operator||use computer hardware and software in order to add the technical dimensions to
  computer aided design drawings|CAM drafter;CAM operator
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions|IT resilience analyst;disaster recovery officer
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor
web content manager|||content specialist;web content specialist
ICT security consultant||advise and implement solutions to control access to data and programs|IT security expert;IT
  security advisor
software manager||oversee the acquisition and development of software systems in order to provide support to all
  organisational units|applications manager;ICT applications manager
ICT system analyst||specify the system needs to meet the end user requirements|system analyst;network analyst
ICT application configurator||identify, record, and maintain user-specific application configurations based upon
  user requirements and business rules|
IT auditor|||ICT auditor;information technology auditor
green ICT consultant|||green IT consultant;IT environmental consultant
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements|CFD engineer;wind tunnel engineer
system configurator||tailor a computer system to the organisation's and users' needs|
quality services manager||manage the quality of services in business organisations|quality control manager;quality
  assurance supervisor
digital forensics expert||retrieve and analyse information from computers and other types of data storage
  devices|ICT forensics expert;cyber forensics expert
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  director;accounting director
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer
scanning operator||tend scanners|scanner tender;scanner worker
industrial engineer||design a vast array of production systems aiming to present efficient and effective
  solutions|industrial waste engineer;industrial engineering expert
ICT consultant|||IT advisor;ICT advisor
foundry manager|||process manager;engineering manager
vehicle rental agent||represent businesses involved in renting out vehicles and determine short periods of
  usage|vehicle rental worker;vehicle booking worker
ICT system integration consultant||advise on bringing together different systems to interoperate within an
  organisation for enabling data sharing and reducing redundancy|network integration consultant;systems integration
  consultant
data quality specialist|||data quality expert;data quality officer
reprographics technician|||mailroom specialist;mailroom technician
production engineer||review and evaluate production performance, perform data analysis and identify under-performing
  production systems|productions engineer;production engineering expert
digital games developer||program, implement and document digital games|video games developer;virtual games developer
digital printer||work with machines that print directly to the medium, without an intervening plate|digital web
  printer;retoucher and printer
ICT security technician||propose and implement necessary security updates and measures whenever is required|IT
  security officer;ICT security officer
# Financial Services
mutual fund broker||handle and raise cash from shareholders in order to invest them in stocks, bonds and
  money-market securities|mutual fund manager
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|investing director;investment advisor
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser
credit adviser||offer guidance to customers related to credit services|debt counsellor
corporate banking manager|||cash management adviser;cash management manager
bank teller||deal most frequently with customers of the bank|bank clerk;bank cashier
financial planner||assist people dealing with various personal financial issues|wealth adviser;financial adviser
stock trader|||equity trader
financial manager||handle all the matters in reference to the finance and investments of a company|finance
  manager;financial director
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager
commodity broker||act as intermediary between buyers and sellers of movable and immovable property such as raw
  materials, livestock or real estate|commodity trader;commodities broker
credit analyst|||credit clerk
investment fund manager||implement and monitor the investment strategy of a fund|fund manager;fund director
mortgage loan underwriter||ensure compliance with underwriter guidelines|loan underwriter;loan approval officer
mortgage broker||handle mortgage loan applications from clients, collect loan documentation and search for new
  mortgage lending opportunities|mortgage analyst;mortgage officer
insurance rating analyst|||insurance analyst
stock broker||act on behalf of their individual or institutional clients in order to buy and sell stocks and other
  securities|institutional stock broker
insurance broker|||insurance agent;insurance seller
eBusiness manager||create and execute a company's electronic strategy plan for selling products and services
  online|eCommerce manager;e-business manager
investment analyst||undertake research to make informed recommendations to fund managers|portfolio
  analyst;investment officer
foreign affairs officer||analyse foreign affairs policies and operations, and write reports outlining their analyses
  in a clear and comprehensible manner|consulate officer;foreign affairs advisor
loan officer||assess and authorise the approval of loan applications for individuals and businesses|loans
  agent;loans adviser
tax advisor|||tax expert;tax adviser
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation|treasury
  analyst;corporate treasury manager
customs and excise officer||approve or deny the passage of goods through customs barriers for international business
  and ensure compliance with consignment legislation|customs agent;clearing agent
education welfare officer||address the social and psychological well-being of students|learning advisor;pastoral
  advisor
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|finance manager;finance officer
trade development officer||develop and implement trade policies both internally and in international import and
  export relations|trade development director
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|consortia advisor;consortia representative
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments manager
student financial support coordinator||assist students and education administrators in the management of tuition
  fees and student loans|student finance officer;financial aid coordinator
insurance clerk|||insurance agent;insurance officer
economist||perform research and develop theories in the field of economics, whether for microeconomic or
  macroeconomic analysis|macro analyst;interest analyst
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk
career guidance advisor|||career coach;careers advisor
business consultant||analyse the position, structure and processes of businesses and companies and offer services or
  advice to improve them|business process consultant
manufacturing cost estimator||collect and analyse data to evaluate the money, materials, labour and time required
  for manufacturing processes|manufacturing cost analyst;manufacturing estimate clerk
audit supervisor|||audit leader;audit inspector
tax compliance officer||collect fees, debt, and taxes on behalf of government institutions in cities, municipalities
  and other jurisdictions|tax officer;enforcement agent
benefits advice worker|||welfare rights worker;welfare rights adviser
foreign exchange cashier||process cash transactions from clients in national and foreign currencies|forex
  cashier;foreign exchange clerk
central bank governor|||central bank manager;central bank director
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade|wood
  manager;timber factory manager
securities trader|||securities clerk;securities sales agent
shipbroker||act as intermediaries between buyers and sellers of ships, cargospace on ships and charter ships for the
  transfer of cargo|shipping broker
industrial tool design engineer||design various industrial tools in accordance with customer needs, manufacturing
  requirements, and building specifications|tool design engineer;industrial tool designer
power distribution engineer||design and operate facilities which distribute power from the distribution facility to
  the consumers|power distributions engineer
online sales channel manager||define the sales programme for e-commerces such as goods sold via e-mail, internet and
  social media|e-commerce manager;mail order manager
public funding advisor||advise individuals and businesses about funding opportunities given by the
  government|business coach;grants advisor
pension scheme manager||coordinate pension schemes in order to provide benefits in retirement to individuals or
  organisations|pension adviser;pension advisor
ICT auditor manager|||
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company|data storage analyst;data warehouse analyst
financial broker||undertake financial market activities on behalf of their clients|broker;finance broker
securities underwriter||administer the distribution activities of new securities from a business company|security
  underwriter;securities administrator
credit risk analyst|||credit risk manager;credit risk surveyor
insurance claims manager||lead the team of insurance claims officers to ensure they handle insurance claims properly
  and efficiently|claims manager;claims director
investment clerk|||investment assistant;investment administrator
credit manager||oversee the application of credit policy in the bank|credit controller;credit policy manager
sales manager||develop sales and targeting strategies for a company|sales director;sales coordinator
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager
tooling engineer||design new tools for manufacturing equipment|tools engineer;press tooling engineer
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|equity trader;securities trader
animal welfare inspector|||animal social worker;animal welfare worker
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|bank risk manager;corporate risk manager
automated fly bar operator|||stage automation operator
insurance agency manager||coordinate and oversee the operations of an institution or a branch of an institution that
  offers insurance services|insurance agent;insurance company manager
accounting assistant||record and report ticketing accounting situations to the accountant they work with, verify
  deposits and prepare daily reports and income|finance assistant;accountant assistant
foreign exchange broker||buy and sell foreign currencies on behalf of their clients in order to secure a profit on
  fluctuations in foreign exchange rates|fx broker;forex broker
securities broker||create the connection between the investors and the available investment opportunities|investment
  broker
sales support assistant|||sales officer;accounts assistant
# Hospitals and Health Care
specialist nurse||promote and restore people's health, and diagnose and care within a specific branch of the nursing
  field|nurse specialist;nurse practitioner
midwife|||midwife researcher;childbirth assistant
residential childcare worker||counsel and support children who have physical or mental disabilities|childcare
  worker;residential care worker
advanced nurse practitioner|||team manager;service manager
podiatrist||are foot specialists who study foot physiology and pathology from a structural and functional
  standpoint|
child care social worker||provide social services to children and their families in order to improve their social
  and psychological functioning|childcare social worker
healthcare assistant|||elderly care assistant;patient care assistant
nurse assistant||provide basic patient care under direction of nursing staff|nursing assistant
maternity support worker||work together in a team with midwives and health professionals within the occupational
  fields of nursing and midwifery|midwife assistant;midwifery assistant
radiographer||use a range of technologies to examine, treat and care for patients|expert radiographer;clinical
  radiographer
clinical perfusion scientist||operate heart-lung equipment during surgical operations to ensure breathing and blood
  circulation|medical perfusion expert;clinical perfusion expert
diagnostic radiographer|||radiologic technologist;expert diagnostic radiographer
hospital social worker|||social worker;medical social worker
child welfare worker||provide early intervention and support to children and their families in order to improve
  their social and psychological functioning|child welfare officer
healthcare institution manager|||general manager;healthcare director
community care case worker||perform assessment and care management|domiciliary care manager;domiciliary care
  supervisor
biomedical scientist|||medical scientist;biomedical analyst
hospital pharmacist||prepare, dispense and provide medication to patients in hospitals|relief pharmacist;clinical
  pharmacist
residential care home worker||follow a specific plan to provide day-to-day care to clients|care home worker;care
  home manager
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth|youth advisor;welfare advisor
dental chairside assistant|||dental assistant;dental support worker
medical laboratory assistant||work under supervision of the biomedical scientist and carry out basic laboratory
  procedures|clinical research assistant;biomedical laboratory assistant
child care worker||provide care for children when the parents or family members are unavailable|day care worker;day
  care manager
healthcare inspector||visit healthcare facilities to ensure proper care is given to all patients in accordance with
  legal requirements|hospital inspector;care commission inspector
anatomical pathology technician|||mortuary technician;pathology technician
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents|placement officer;foster care worker
patient transport services driver||transfer disabled, vulnerable and elderly patients to and from health care
  facilities such as hospitals or social care settings|PTS driver;ambulance care assistant
animal assisted therapist||provide support to individuals with cognitive, motoric, or social-emotional disabilities
  through animal assisted intervention|
general practitioner|||
medical records clerk|||clerical officer;health records clerk
youth centre manager||plan and supervise the operations of children and youth homes which provide care and
  counselling services|youth club manager;youth program manager
community health worker||provide advice and information about various health subjects to the community|community
  support worker;community health assistant
child day care worker||provide social services to children and their families in order to improve their social and
  psychological functioning|daycare worker;childcare worker
chiropractor|||Licensed chiropractor;musculoskeletal therapist
emergency ambulance driver|||ambulance technician;medical emergency assistant
optometrist||examine and test eyes to identify abnormalities, visual problems, or disease|optometric
  expert;optometry practitioner
marriage counsellor||support and guide couples and families that are going through crises such as depression,
  substance abuse and relationship problems|family therapist;family counsellor
community development social worker||support individuals, families, and groups in socially or financially deprived
  areas|social development worker
family planning counsellor|||pregnancy advisor;sexual health advisor
cytology screener|||cytology practitioner
bereavement counsellor|||bereavement officer;bereavement support worker
specialist chiropractor|||specialised chiropractor;licensed specialised chiropractor
chiropractic assistant|||chiropractic support worker
shiatsu practitioner|||shiatsu therapist
nuclear medicine radiographer|||
medical practice manager||manage the day-to-day operations of a medical practice|practice manager;health centre
  manager
pharmacy assistant||perform general duties, such as stock management, serving at the cash desk, or performing
  administrative duties|dispensing assistant;pharmacy service assistant
osteopath|||
phlebotomist||take blood samples from patients for laboratory analysis, ensuring patient safety during the blood
  collection process|phlebotomy specialist;phlebotomy technician
elderly home manager|||nursing home manager;elderly home supervisor
enterprise development worker||support enterprises in solving big social problems by liaising with communities and
  customers|business social worker;industry social worker
youth programme director||develop and implement programmes and policies to improve and ensure youths'
  well-being|inclusion director;youth mentoring director
specialist dentist||prevent, diagnose and treat anomalies and diseases affecting the teeth, mouth, jaws and
  adjoining tissues specialised in oral surgery or orthodontics|dental specialist;endodontic specialist
au pair||live and work for a host family in another country and are usually in charge of taking care of the family's
  children|
prosthetist-orthotist|||prosthetic technician;prosthetic technologist
dietetic technician|||dietetic assistant;dietetic science technician
domestic housekeeper||are responsible for all the household activities in a private house|private housekeeping
  director
hearse driver||operate and maintain specialised vehicles to transport deceased persons from their homes, hospital or
  funeral home to their final resting place|driver;funeral driver
occupational therapist|||activity therapist;rehabilitation therapist
management assistant||perform varied types of jobs, usually under general supervision|office assistant;project
  assistant
specialised doctor||prevent, diagnose and treat diseases depending on their medical or surgical specialty|
# Higher Education
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer
computer science lecturer|||computer science teacher;computer science instructor
engineering lecturer|||engineering teacher;engineering instructor
Steiner school teacher|||Steiner teacher;Waldorf school teacher
university teaching assistant|||teaching assistant;graduate teaching assistant
business lecturer|||business teacher;commerce teacher
Montessori school teacher||educate students using approaches that reflect the Montessori philosophy and
  principles|Montessori teacher;Montessori primary teacher
economics lecturer|||economics teacher;economics instructor
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer
firefighter instructor||train probationary, new academy recruits, or cadets, on the theory and practice necessary to
  become a firefighter|firefighter trainer;firefighter teaching practitioner
education administrator|||school receptionist;school administrator
Freinet school teacher||educate students using approaches that reflect the Freinet philosophy and principles|Freinet
  teacher;Freinet pedagogy teacher
social work lecturer|||social work teacher;social work instructor
executive assistant||are advanced administrative professionals who work with top-level executives or in
  international facilities in various industries|personal assistant;foreign language assistant
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students|student support officer;university access officer
curriculum administrator||develop and improve the curricula of education institutions|education manager;education
  officer
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools|training designer;instructional engineer
business administration vocational teacher|||business management teacher;business management instructor
digital literacy teacher|||digital literacy trainer;computer literacy teacher
e-learning developer|||eLearning producer;e-learning producer
# Marketing Services
advertising specialist|||brand specialist;advertising adviser
online sales channel manager||define the sales programme for e-commerces such as goods sold via e-mail, internet and
  social media|e-commerce manager;mail order manager
broadcasting programme director||make the programme schedule|content director;programme planner
pyrotechnician||control the pyrotechnical elements of a performance based on the artistic or creative concept, in
  interaction with the performers|fireworks handler;fireworks operator
colour sampling technician||prepare recipes of colours and dyeing mixes|color kitchen worker;colour kitchen worker
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|campaign worker
online marketer||use e-mail, internet and social media in order to market goods and brands|online marketing
  specialist;internet marketing specialist
tourism product manager||analyse the market, research potential offers, develop products, plan and organise the
  distribution and marketing processes|tourism product developer;tourism distribution manager
product and services manager||are in charge of defining the content and structure of a catalogue or portfolio within
  a company|catalogue manager;e-catalogue manager
# Retail
sporting accessories specialised seller||sell sports goods, fishing gear, camping goods, boats and bicycles in
  specialised shops|sports specialised seller
market vendor||sell products such as fruit, vegetables and household products on organised outdoor or indoor market
  places|market seller;market trader
motor vehicle aftersales manager||maximise sales by closing business on an ongoing basis|car aftersales manager;van
  aftersales manager
fashion model||help promote products such as clothes, cosmetics and appliances by posing for journalists,
  photographers and in front of an audience on catwalks|
personal shopper|||
garage manager||oversee the work of road vehicle mechanics and administrative personnel|car workshop manager
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor
trade regional manager||are responsible for activities and staff in an assigned region for a specific chain of
  stores|area sales manager;regional sales manager
grill cook||prepare and present meat, vegetables and fish using grill equipment such as grills and rotisseries|line
  chef;line cook
# Manufacturing
vacuum forming machine operator|||molder operator;moulder operator
hydraulic forging press worker|||hydraulic foundry moulder;hydraulic foundry patternmaker
mechanical forging press worker|||drop forge operator;forge press operator
rubber dipping machine operator||dip forms into liquid latex to manufacture rubber products such as balloons, finger
  cots or prophylactics|drop-machine operator;drop-machine operative
stamping press operator|||punch operator;metal die cutter
band saw operator||work with industrial saws that feature a continuous flexible blade revolving around two or more
  wheels|resaw operator;band saw worker
ornamental metal worker|||welder fabricator installer
glass forming machine operator|||glass moulder;glass production operator
boilermaker||operate a variety of equipment and machinery to create, repipe and retube hot water and steam boilers,
  producing them in all steps of the production process|boilermaker fitter;pressure vessel maker
upsetting machine operator|||crank press operator;heading machine operator
resilient floor layer||place prefabricated tiles or rolls of flooring materials such as linoleum, vinyl, rubber or
  cork to serve as floor covering|linoleum layer;linoleum installer
extrusion machine operator|||extruder tender;extruder operator
vessel engine assembler|||boat engine builder;LNG engine assembler
weaving machine supervisor||monitor the weaving process|loom technician;weaving inspector
handyman|handymen|perform various maintenance and repair activities for buildings, grounds and other
  facilities|building supervisor;building maintenance technician
metal rolling mill operator|||hammer mill operator;powder mill operator
aircraft assembler|||aircraft fitter;plane assembler
building cleaner||maintain the cleanliness and overall functionality of various types of buildings such as offices,
  hospitals and public institutions|office cleaner;janitors manager
rolling stock assembler|||wagon builder;railcar builder
foam rubber mixer||tend the machine that mixes foam rubber particles with liquid latex|rubber mixer;cushion maker
drop forging hammer worker|||forger tender;forge operative
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|sheet-metal worker
industrial engineering technician||assist industrial engineers in improving efficiency, safety and productivity in
  manufacturing plants|industrial tool inspector;industrial tool technologist
straightening machine operator||set up and tend straightening machines designed to form metal workpieces into their
  desired shape using pressing practices|straightening machinist;adjusting machine operator
pneumatic engineering technician||evaluate operating pneumatic systems and assemblies such as compressed air
  machines, and recommend modifications for more efficiency|circuit assembly inspector;circuit assembly supervisor
pipe welder||assemble and install parts and components of pipelines for the transport of goods such as water, steam
  and chemicals through them|industrial pipe welder
moulding machine operator||operate machines that are part of the production process of moulds for the manufacturing
  of castings or other moulded materials|machine moulding worker;molding machine operator
rubber goods assembler||manufacture rubber products such as water bottles, swim fins, and rubber gloves|rubber goods
  finisher;rubber products assembler
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|bus engineering technician;car engineering technician
water engineering technician|||
robotics engineering technician|||robotics mechanic;robotics inspector
microelectronics engineering technician|||microelectronics technician;microelectronics technologist
pneumatic systems technician||use blueprints and technical documentation to assemble and install equipment operated
  by gas or air under pressure|vacuum systems assembler;Pneumatic systems inspector
thread rolling machine operator|||thread rolling operator;thread rolling machinist
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer
nuclear technician||function as aids to physicists and engineers in nuclear laboratories and power plants|nuclear
  plant technician;nuclear safety technician
metal drawing machine operator|||forming machine operative;forming machine technician
chain making machine operator|||chain maker;lay out worker
mechanical engineering technician||provide technical support to mechanical engineers in producing and manufacturing
  mechanical machinery|engineering test supervisor;engineering technical manager
clothing process control technician||operate multiple process control equipment in manufacturing assembly
  lines|sample room supervisor;garment manufacturing technician
wire weaving machine operator|||wire worker;wire mesh operator
industrial firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous
  situations in industrial areas or facilities|site firefighter;factory firefighter
metal sawing machine operator|||metal cutter;shear operator
clothing technologist||work on the design, development and production of textile and apparel products|clothing
  engineer;garment technologist
plastic products assembler||fit and fasten parts and finished plastic products according to strictly-defined
  procedures|plastics assembler;plastic parts assembler
edge bander operator||tend machines that veneer materials, mostly wood, to increase durability and make them
  aesthetically pleasing|edgebander tender;edgebander worker
table saw operator||work with industrial saws that cut with a rotating circular blade|table saw tender;table saw
  worker
heat sealing machine operator||operate sealing and gluing machines to join items together for further processing or
  to seal products or packages, using heat|
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|machine repairer;power tool mechanic
steam plant operator||operate and maintain mechanical equipment such as stationary engines and boilers to provide
  utilities for domestic or industrial use|steam plant worker;steam boiler operator
mechatronics engineering technician|||mechatronics technician;mechatronics technologist
rolling stock engineering technician|||
steam engineer||provide energy and utilities to facilities, such as steam, heat and refrigeration|power steam
  engineer;steam power engineer
clothing development manager||define product concepts that are consistent with target consumer and overall marketing
  strategy|clothing manager;sample room manager
nuclear engineer||plan and design engineering equipment and processes in nuclear plants and sites|atomic power
  engineer;atomic safety engineer
rolling stock inspector||inspect wagons and carriages to asses their technical condition while grouped together and
  before they are used for transportation activities|railway inspector;carriage inspector
casting machine operator||operate casting machines to manipulate metal substances into shape|metal moulder;foundry
  worker
sprinkler fitter||are responsible for the installation of fire protection systems that sprinkle water|sprinkler
  installer;sprinkler technician
automation engineering technician||collaborate with automation engineers in the development of applications and
  systems for the automation of the production process|automation inspector;automation technician
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler
mattress making machine operator||utilise machines to form mattresses|mattress factory worker;mattress factory
  operative
food technician|||food technology expert;food technology specialist
heating engineer|||HVAC inspector;heating technician
instrumentation engineering technician|||instrumentation technician;instrumentation technologist
metal production manager||organise and manage the day-to-day and long-term project work in a metal fabrication
  factory, to process basic metals into fabricated metals|site manager;plant manager
brazier|||brazer technician;combination welder
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer
engraving machine operator|||drill technician;engraving operator
product development engineering technician||improve efficiency of product development, set up equipment and develop
  and test solutions to solve technical problems|production test operator;product development scientist
metal furnace operator||monitor the process of making metal before it is cast into forms|plant manager;smelter
  operator
# Staffing and Recruiting
performance production manager||take care of a range of practical issues concerning the production|film production
  manager;theater production manager
ICT help desk manager||monitor the delivery of technical support services to clients according to the predefined
  deadlines|IT helpdesk manager;ICT helpdesk manager
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically|ICT helpdesk agent
cultural centre director|||center director;centre director
domestic housekeeper||are responsible for all the household activities in a private house|private housekeeping
  director
companion|||
# Banking
accountant|||auditor;accounting officer
bank treasurer||oversee all aspects of the financial management of a bank|treasury clerk
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation|treasury
  analyst;corporate treasury manager
credit analyst|||credit clerk
financial auditor||collect and examine financial data for clients, organisations and companies|auditor;bank auditor
securities analyst||perform research activities to gather and analyse financial, legal and economic
  information|bonds analyst;stock analyst
credit manager||oversee the application of credit policy in the bank|credit controller;credit policy manager
bank account manager||advise prospective clients on the type of banking accounts suitable for their needs|banking
  officer;bank accounts manager
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies|equity trader;securities trader
foreclosure specialist||revise documentation related to properties that are under foreclosure|bankruptcy
  manager;foreclosure manager
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager
# Telecommunications
telecommunications equipment maintainer|||telecommunications maintenance technician
telecommunications engineer||design, build, test and maintain telecommunication systems and networks, including
  radio and broadcasting equipment|radio engineer;telecoms engineer
ICT network administrator||maintain operation of a reliable, secure, and efficient data communications network,
  including LAN, WAN, intranet, and internet|network manager;network specialist
ICT network engineer||implement, maintain and support computer networks|network developer;networks designer
aviation data communications manager||perform the planning, implementation and maintenance of data transmission
  networks|
telecommunications manager|||ICT manager;telecoms manager
security alarm technician||install and maintain security alarm systems to protect against hazards such as fire and
  burglary|fire alarm installer;fire alarm technician
railway passenger service agent||spend time with railway station customers, answer their questions and react quickly
  and safely to unexpected situations|customer transit agent;railway passenger agent
ICT security manager||propose and implement necessary security updates|IT security manager;security coordinator
ICT network architect||design the topology and connectivity of ICT network such as hardware, infrastructure,
  communication and hardware components|network designer
telecommunications technician||install, test, maintain and troubleshoot telecommunications systems|telecoms
  technician;communication technician
ICT account manager||build business relationships with customers to facilitate the sale of hardware, software,
  telecommunications or ICT services|IT account manager
network marketer|||advertising manager;promotion strategy manager
satellite engineer||develop, test and oversee the manufacture of satellite systems and satellite
  programmes|satellite system engineer;satellite control engineer
ICT network technician|||system engineer;network engineer
security manager||ensure security for people, such as customers and employees, and company's assets either fixed,
  movable, machines, vehicles, and real state|security officer;security specialist
telephone switchboard operator||establish telephone connections by using switchboards and
  consoles|receptionist;telephone operator
webmaster||deploy, maintain, monitor and support a web server to meet service requirements|e-commerce
  technician;website administrator
branch manager||are responsible for the management of all the affairs related with a company in a specific
  geographic region or business branch|regional manager;branch supervisor
# Biotechnology Research
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|laboratory assistant;laboratory technologist
pharmaceutical quality specialist||perform inspections and precision measurements in order to test and ensure the
  quality of pharmaceutical products|pharmaceutical quality manager;pharmaceutical quality inspector
bioinformatics scientist||analyse biological processes using computer programmes|IT expert;IT researcher
clinical coder||read patients' medical records|clinical coding expert;medical coding officer
medical transcriptionist||interpret dictated information from the doctor or other healthcare professionals and
  convert it into documents|
pharmacy technician|||pharmacy technologist;pharmaceutical technician
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|plant scientist;plant researcher
healthcare inspector||visit healthcare facilities to ensure proper care is given to all patients in accordance with
  legal requirements|hospital inspector;care commission inspector
recording studio technician||operate and maintain microphones and headsets in recording booths in recording
  studios|sound mixer;audio editor
traditional chinese medicine therapist||use alternative medicine approaches to cure illnesses in all its forms|TCM
  therapist;TCM specialist
geneticist||study and focus their research on genetics|genetics analyst;genetics engineer
cytology screener|||cytology practitioner
therapeutic radiographer|||therapy radiographer;radiotherapy radiographer
biotechnical technician||perform technological work in assistance of scientists|biotechnological
  technician;biotechnical laboratory worker
phlebotomist||take blood samples from patients for laboratory analysis, ensuring patient safety during the blood
  collection process|phlebotomy specialist;phlebotomy technician
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist
herbal therapist||use herbal medicine to relief pain and treat illnesses such as allergies, chronic physical
  conditions or stress-related conditions|herbal practitioner;herbal medicine therapist
kinesiologist|||exercise scientist;exercise researcher
# Construction
structural ironworker|||
plate glass installer||fit panes of glass into windows and other structural elements like glass doors, walls,
  facades and other structures|glass installer;glazing installer
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|urban architect;building designer
concrete finisher||work with binding agents like cement and concrete|concrete layer;floor finisher
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert
aquaculture site supervisor||supervise production processes in large-scale aquaculture operations and inspect
  aquaculture sites to maintain and improve performance|fishery site supervisor
construction general contractor||take on the responsibility to deliver a construction project|construction project
  manager
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance|facilities coordinator;facilities administrator
chemical plant manager|||plant managing director;chemical plant supervisor
building electrician||install and maintain electricity cables and other electrical infrastructure in
  buildings|electrical installer;maintenance electrician
advertising installer|||bill board installer;advertisment installer
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities|manufacturing director;manufacturing coordinator
chemical engineering technician||transform raw materials in order to develop and test chemical products|chemical
  engineering worker;chemical research technician
manufactured wooden building assembler||put together wooden elements for use in construction|truss assembler;prefab
  house builder
photonics engineering technician|||laser technician;photonics technician
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures|sheet-metal worker
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade|wood
  manager;timber factory manager
industrial engineering technician||assist industrial engineers in improving efficiency, safety and productivity in
  manufacturing plants|industrial tool inspector;industrial tool technologist
radiation protection technician|||radiation protection expert;radiological monitoring technician
terrazzo setter||create terrazzo surfaces|terrazzo layer;terrazzo worker
industrial electrician||install and maintain electricity cables and other electrical infrastructure in large
  industrial and commercial buildings|electrician;marine electrician
food regulatory advisor||are extra-judicial or judiciary technical experts|food expert;food consultant
plasterer||apply plaster made from gypsum, cement or other solutions to walls as a smooth finish|wall finisher
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director
gunsmith||modify and repair metal fabricated firearms for special costumer specifications|metal worker;rifle
  engraver
hazardous waste inspector|||
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes|fluid power tester;fluid power assembler
architectural drafter||make drawings of the specifications and ideas provided by architects|architecture
  drafter;architectural drafting expert
chemical tester|||
supply chain assistant||work closely together with managers in the operations processes, namely purchasing,
  manufacturing, and distribution processes|production assistant;supply chain officer
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant
process engineering technician|||resident inspector;production inspector
factory hand||assist machine operators and product assemblers|factory worker;factory labourer
rotating equipment engineer||develop designs and specifications for rotating equipment according to any applicable
  standards|rotating component engineer;rotational equipment engineer
window cleaner||use cleaning tools such as sponges and detergents to clean windows, mirrors and other glass surfaces
  of buildings, both on the interior and exterior|
chemical application specialist||develop chemical products according to the needs and expectation of the
  clients|specialist chemist;development chemist
tile fitter||install tiles onto walls and floors|tiling worker;tile installer
production plant crane operator|||pit crane operator;bottom cat operator
equipment engineer||design and maintain the machinery and equipment in manufacturing facilities|equipment
  engineering expert;equipment engineering adviser
installation engineer||oversee and manage the installing of structures, which take often many years to design and
  construct|design engineer;building engineer
vehicle glazier||install glass in motor vehicles taking into account the automobile manufacturer specifications such
  as glass type, thickness, size and shape|windscreen fitter;windscreen repairer
office manager|||office supervisor;office coordinator
roofer||cover structures with roofs|cladding installer
bricklayer||assemble brick walls and structures by skilfully laying the bricks in an established pattern, using a
  binding agent like cement to bond the bricks together|trowel occupation worker
construction general supervisor||keep track of the proceedings of all stages in the building process|construction
  supervisor;building programme manager
health and safety engineer||design objects and programs by combining engineering principles and health and safety
  requirements|health engineer;safety engineer
electrician||fit and repair electrical circuits and wiring systems|electrical worker;electrical installer
airport planning engineer||manage and coordinate the planning, design, and development programs in airports|airport
  planning manager;airport development director
optical technician||assemble, repair and design various parts of eyewear such as lenses, frames, patterns and
  eyewear|lens maker;eyewear maker
coquille casting worker|||
foundry operative|||metal moulder;casting worker
sales account manager||serve as intermediators between clients and the organisation, managing both sales and long
  term relations with the client|sales manager;relations manager
airport chief executive||lead a group of airport directors who are responsible for all areas of the airport|airport
  manager;airport general manager
forestry equipment operator|||chainsaw operator;planting machinery
carpenter||cut, shape and assemble wooden elements for the construction of buildings and other structures|timber
  worker;joinery worker
promotion assistant||provide support in the implementation of programs and promotional efforts in
  points-of-sale|promotions assistant;promotional assistant
roofing supervisor||monitor the work on roofing a building|tinsmith supervisor;felt roofing supervisor
dismantling supervisor|||disassembly supervisor;disassembly team leader
airport director|||airport manager;station manager
lacquer spray gun operator|||spray gun operator;paint booth operator
textile chemist||coordinate and supervise chemical processes for textiles like yarn and fabric forming such as
  dyeing and finishing|textile chemical supervisor;textile chemical technician
solar energy sales consultant|||solar sales advisor;solar sales assistant
domestic electrician||install and maintain electrical infrastructures and domestic machinery in homes and other
  residential buildings|electrician;residential electrician
ground rigger||assist level riggers assembling temporary suspension structures to support performance equipment|down
  rigger
commissioning technician||work with commissioning engineers to supervise the final stages of a project when systems
  are installed and tested|
high rigger||assemble and hoist temporary suspension structures on heights to support performance equipment|up
  rigger;level rigger
rotating equipment mechanic|||compressor mechanic;compressor inspector
food analyst||perform standardised tests to determine the chemical, physical, or microbiological features of
  products for human consumption|food researcher;food analysis expert
commissioning engineer||supervise the final stages of a project when systems are installed and tested|
physiologist||study and exert research on the functioning of different living organisms, the parts they are composed
  of, and their interactions|anatomy analyst;anatomy scientist
# Real Estate
real estate manager||handle and oversee the operational aspects of commercial or residential properties such as
  private apartments, office buildings and retail stores|estate manager;estate coordinator
real estate leasing manager||set up the lease or rental efforts of an apartment community and properties not in
  co-ownership and also manage the leasing staff|lease operator;leasing manager
property appraiser||undertake detailed analysis and investigation of properties in order to determine their value
  for sales, mortgage and insurance purposes|valuation surveyor
real estate investor||buy and sell own real estate such as appartements, dwellings, land and non-residential
  buildings to make a profit|
real estate surveyor||undertake research in order to assess the value of property for tax purposes|real estate
  analyst
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or
  organisation|finance manager;finance officer
personal property appraiser|||
asset manager||invest the money of a client into financial assets, through vehicles such as investment funds or
  management of individual clients' portfolios|assets manager;wealth manager
property assistant||perform several duties including administrative tasks in the real estate sector|property
  clerk;real estate clerk
property developer||buy land, finance deals, order construction projects and orchestrate the process of
  development|land developer;house developer
middle office analyst|||middle office specialist;transaction reporting specialist
mine safety officer||oversee health and safety systems at mining operations|mine inspector;safety manager
construction painter||paint the interior and exterior of buildings and other structures|industrial
  painter;specialist painter
back office specialist||perform operation of administrative and organisational nature in service of running a
  financial company|back office clerk;back office officer
accounting analyst|||accounts analyst;accounting specialist
tax clerk||collect financial information in order to prepare accounting and tax documents|fiscal clerk;tax revenue
  officer
forecast manager|||forecast analyst;demand planning manager
ICT project manager||schedule, control and direct the resources, people, funding and facilities to achieve the
  objectives of ICT projects|IT project manager;IT projects manager
business manager|||team manager;general manager
statistician||collect, tabulate, and, most importantly, analyse quantitative information coming from a varied array
  of fields|statistics analyst;statistics scientist
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community|land agent;cadastral surveyor
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|quantity surveyor;cost accounting clerk
intermodal logistics manager||manage and oversee commercial and operational aspects of intermodal logistics for an
  organisation|multi-modal services manager;multi-modal logistics manager
# Management Consulting
human resources manager||plan, design and implement processes related to the human capital of companies|HRM
  manager;benefits manager
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|HR worker;HR manager
human resources assistant||provide support in all the processes and efforts carried by human resources managers|
chemical production manager||are responsible for the technical coordination and control of the chemical production
  processes|chemical process manager;chemical process engineer
marketing manager||carry out the implementation of efforts related to the marketing operations in a
  company|marketing director;promotions manager
sport facility manager||lead and manage a sport facility or venue, including its operations, programming, sales,
  promotion, health and safety, development, and staffing|director;stadium manager
business analyst||research and understand the strategic position of businesses and companies in relation to their
  markets and their stakeholders|management consultant;standardisation expert
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance|facilities coordinator;facilities administrator
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|market analyst;market researcher
chemical plant manager|||plant managing director;chemical plant supervisor
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management|credit analyst;banking analyst
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes|physics assistant;physicist assistant
eBusiness manager||create and execute a company's electronic strategy plan for selling products and services
  online|eCommerce manager;e-business manager
domestic energy assessor||advise individuals on energy supply for their homes|domestic energy seller;residential
  energy seller
strategic planning manager|||planning manager;strategy adviser
pensions administrator|||pensions technician;investments administrator
commercial director||are responsible for the income generation for the commercial sector of their company|commercial
  manager;marketing director
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities|manufacturing director;manufacturing coordinator
financial fraud examiner||undertake anti-fraud investigations including financial statement irregularities,
  securities fraud and market abuse detection|fraud analyst;fraud prevention analyst
clothing development manager||define product concepts that are consistent with target consumer and overall marketing
  strategy|clothing manager;sample room manager
business developer||strive to improve the market share of companies in the market|business continuity analyst
sales manager||develop sales and targeting strategies for a company|sales director;sales coordinator
back office specialist||perform operation of administrative and organisational nature in service of running a
  financial company|back office clerk;back office officer
casino gaming manager||oversee the day-to-day operations of gaming facilities|gaming manager;gaming team manager
transport planner|||traffic planner;traffic engineer
business consultant||analyse the position, structure and processes of businesses and companies and offer services or
  advice to improve them|business process consultant
ICT presales engineer||actively drive and manage the ICT evaluation stage of the sales process, working in
  conjunction with the sales team|IT presales engineer;IT presales technician
physicist||are scientists who study physical phenomena|physics analyst;physics scientist
animal feed nutritionist|||animal feed expert
energy trader||sell or buy shares of energy, sometimes from different sources|energy share trader;energy stock
  trader
odds compiler||compile the odds in gambling|odds expert;odds trader
operations manager||plan, oversee and coordinate the daily operations of production of goods and provision of
  services|operations director;operations supervisor
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies|legal assistant;paralegal assistant
environmental engineer||integrate environmental and sustainable measures in the development of projects of various
  natures|sanitary engineer;pollution engineer
pricing specialist|||price clerk;price analyst
research manager||oversee the research and development functions of a research facility or program or
  university|research scientist;scientific director
chemical engineer|||chemicals engineer;glass chemical engineer
business intelligence manager|||research consultant;business research analyst
ICT business development manager|||
leather production planner||are responsible for planning and following production planning|leather orders
  planner;leather materials planner
product manager|||product developer;product design engineer
zoo section leader||are responsible for managing and leading a team of zoo keepers|team leader;section leader
textile product developer|||textile product engineer;textile business developer
funeral services director||coordinate the logistics of funerals|cemetery manager;funeral director
marketing assistant||support all the efforts and operations carried out by marketing managers and officers|marketing
  officer;marketing practitioner
biochemical engineer||research on the field of life science striving for new discoveries|enzyme engineer;tissue
  engineer
airport chief executive||lead a group of airport directors who are responsible for all areas of the airport|airport
  manager;airport general manager
occupational analyst|||job analyst;corporate business analyst
industrial maintenance supervisor||organise and supervise the activities and maintenance operations of machines,
  systems and equipment|machine setter supervisor;maintenance work supervisor
toxicologist|||toxicology analyst;toxicology scientist
after-sales service technician||provide after-sales service support to customers, such as the installation,
  maintenance and repair of the sold products|field technician;workshop technician
foreign exchange trader||buy and sell foreign currencies in order to secure a profit on fluctuations in foreign
  exchange rates|forex handler;foreign exchange handler
chemistry technician||monitor chemical processes and conduct tests to analyse chemical substances for manufacturing
  or scientific purposes|chemistry assistant;chemical test technician
bookkeeper||record and assemble the day-to-day financial transactions of an organisation or company, consisting
  usually of sales, purchases, payments and receipts|accounts clerk;accounting clerk
process engineer||apply engineering concepts in order to improve all kinds of production and manufacturing processes
  in terms of efficiency and productivity|processes engineer;processing engineer
environmental expert||search for technological solutions to tackle environmental problems|geologist;soil scientist
lottery manager||organise and coordinate the activities of a lottery organisation|general manager;lottery shop
  manager
move manager||coordinate all the resources and activities comprised in moving services|moving manager;removal
  manager
hospitality revenue manager||maximise revenue generated from facilities such as hotels, holiday resorts and camping
  grounds by analysing trends and competition|yield manager;revenue manager
quarry manager||plan, oversee and coordinate quarry operations|quarry engineer;quarrying engineer
product and services manager||are in charge of defining the content and structure of a catalogue or portfolio within
  a company|catalogue manager;e-catalogue manager
category manager||define the sales programme for specific product groups|FMCG category manager;on-line category
  manager
management assistant||perform varied types of jobs, usually under general supervision|office assistant;project
  assistant
gaming inspector|||gambling inspector;gambling supervisor
branch manager||are responsible for the management of all the affairs related with a company in a specific
  geographic region or business branch|regional manager;branch supervisor
# Computer Games
user experience analyst|||usability analyst;user experience officer
digital games tester||review and test various genres of digital games by playing them in order to find bugs and
  glitches within the game's functionality or graphics|video games tester;virtual games tester
ICT accessibility tester|||usability tester
product development manager||coordinate the development of new products from beginning to end|product
  designer;innovation department manager
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|social media manager;online reachout manager
digital games developer||program, implement and document digital games|video games developer;virtual games developer
special effects artist||create illusions for movies, videos and computer games|visual effects artist;digital effects
  artist
# Renewable Energy Semiconductor Manufacturing
electric power generation engineer|||power plant engineer;power supply engineer
energy engineer||design new, efficient and clean ways to produce, transform, and distribute energy to improve
  environmental sustainability and energy efficiency|power engineer;energies engineer
wind energy engineer||design and install wind energy farms and equipment|wind engineer;wind power engineer
solar energy technician||install and maintain systems that collect solar energy|solar technician;PV field technician
energy systems engineer||supervise the energy conversion and distribution processes|distribution engineer;power
  systems engineer
solar energy engineer||design systems which generate electrical energy from sunlight, such as photovoltaic
  systems|solar engineer;solar power engineer
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer
wind turbine technician||maintain and repair wind turbines by performing diagnostic inspections, analysing faults,
  and performing repair duties|wind farm worker;wind turbine worker
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant
railway electronic technician|||locomotive electrician;overhead power engineer
aquaculture hatchery manager|||aquaculture hatchery supervisor
research engineer|||bionic engineer;engineer researcher
electromagnetic engineer|||EMC engineer;electro-magnetic engineer
cider master||envision the manufacturing process of cider|cider maker;master cider maker
# Venture Capital and Private Equity Principals
venture capitalist||invest in young or small startup companies by providing private funding|
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients|investing director;investment advisor
investment fund manager||implement and monitor the investment strategy of a fund|fund manager;fund director
investment fund management assistant||provide clients with financial planning advice on financial products and serve
  as the main contact point for new and old clients|investment fund clerk;investment fund manager
investor relations manager||disseminate the investment strategy of the company and monitor the reactions of the
  investment community towards it|investment strategy manager;investor relations director
personal trust officer||monitor and administer personal trusts|trustee officer;personal trust manager
investment analyst||undertake research to make informed recommendations to fund managers|portfolio
  analyst;investment officer
investment manager||administer the portfolio of investments that a company has|portfolio analyst;investments manager
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with
  them|bank risk manager;corporate risk manager
auditing clerk|||
investment clerk|||investment assistant;investment administrator
programme funding manager||take the lead in developing and realizing the funding strategy of the programmes of an
  organisation|grants manager;programme funding officer
accounting manager||assume responsibility for all accounting activities relating to financial reporting|financial
  director;accounting director
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business|quantity surveyor;cost accounting clerk
# Insurance
insurance underwriter||assess business risks and liability policies and make decisions about commercial
  property|life underwriter;commercial underwriter
actuarial consultant||analyse, manage and provide guidance on financial impact of risks|actuarial clerk;actuarial
  adviser
insurance risk consultant||prepare reports for insurance underwriters|insurance adviser;insurance analyst
public finance accountant||head the treasury department of a governmental institution|treasury manager;treasury
  officer
insurance claims handler||ensure that all insurance claims are handled accurately and that payment for valid claims
  is made to the policyholders|claims analyst;claims handler
financial manager||handle all the matters in reference to the finance and investments of a company|finance
  manager;financial director
insurance broker|||insurance agent;insurance seller
property insurance underwriter||assess and determine the risk and coverage of a client's property insurance|property
  underwriter
mortgage loan underwriter||ensure compliance with underwriter guidelines|loan underwriter;loan approval officer
actuarial assistant||perform statistical data research in order to set premium rates and insurance policies|senoir
  actuarial assistant;actuarial analyst assistant
insurance clerk|||insurance agent;insurance officer
advertising assistant||provide support in all the operations carried out in advertising departments or advertising
  agencies|advertising clerk;publicity assistant
financial broker||undertake financial market activities on behalf of their clients|broker;finance broker
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations|depot repair inspector;wagon engine inspector
insurance fraud investigator|||insurance fraud auditor;insurance fraud inspector
loss adjuster|||claims adjusters supervisor
ICT auditor manager|||
accounting assistant||record and report ticketing accounting situations to the accountant they work with, verify
  deposits and prepare daily reports and income|finance assistant;accountant assistant
sales support assistant|||sales officer;accounts assistant
relationship banking manager||retain and expand existing and prospective customer relationships|client
  manager;relationship manager
ICT quality assurance manager|||ICT test manager;ICT quality manager
administrative assistant||perform administrative and office support for supervisors|office clerk;clerical assistant
relocation officer||help businesses and organisations with the move of employees|relocation manager;relocation
  director
business manager|||team manager;general manager
software tester||perform software tests|tester;unit tester
ICT resilience manager|||IT resilience manager;vulnerability manager
mine production manager|||mine supervisor;mining engineer
court administrative officer||perform administrative and assisting duties for the court and judges|court clerk;court
  registrar
ICT product manager||analyse and define current and target status for ICT products, services or solutions|IT product
  manager;IT products manager
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager
product development engineering drafter||design and draw blueprints to bring new concepts and products to life|
shelf filler||stock and rotate merchandise on shelves, identifying and removing expired products|shop shelf
  filler;hypermarket shelf filler
# Transportation, Logistics, Supply Chain and Storage
vessel engine inspector|||boat engine builder;LNG engine inspector
warehouse worker||execute the accurate handling, packing and storage of materials in a warehouse|order
  clerk;warehouse operator
airline transport pilot|||airline pilot;airline transportation pilot
marine cargo inspector||investigate all baggage and freight listed on the ship's manifest|ship freight inspector
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager
motor vehicle engine inspector||inspect diesel, gas, petrol and electric engines used for cars, buses, trucks etc|
vessel assembly inspector|||boat assembly inspector;ship assembly inspector
materials handler||execute the handling and storage of materials through activities such as loading, unloading and
  moving articles in a warehouse or storage room|storage worker
rail logistics coordinator|||rail logistics analyst;railway logistics analyst
vessel assembly supervisor||coordinate the employees involved in boat and ship manufacturing and schedule their
  activities|boat assembly supervisor;ship assembly supervisor
water traffic coordinator|||water traffic planner;marine traffic planner
airport baggage handler||receive and return the luggage of passengers at airport terminals|ramp agent;baggage agent
deck officer|||ship deck officer;ship chief officer
shipping agent||represent the ship owner in a foreign port|port agent;cargo agent
road maintenance technician||inspect and manage roads in enclosed areas for maintenance and repair|road
  inspector;highways inspector
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers|air navigation manager;air traffic supervisor
cargo vehicle driver||operate vehicles such as trucks and vans|HGV driver;van driver
petroleum pump system operator||tend pumps that keep the circulation of oil and derived products running smoothly|
motor vehicle assembly inspector|||assembly inspector
ship captain||are in charge of a vessel for the transportation of goods and passengers, operating in offshore and
  coastal waters|
delivery driver||transport goods and packages to specified locations by motocycle, car or van|delivery car
  driver;delivery van driver
marine surveyor||inspect vessels intended for operations in maritime or open sea waters|cargo surveyor;maritime ship
  inspector
marine engineering technician|||marine technologist;vessel technologist
dangerous goods driver||transport fuel and bulk liquid, hazardous products and chemicals by road|ADR
  driver;explosives truck driver
hazardous waste technician|||toxic waste technician;landfill site technician
refuse vehicle driver||drive the large vehicles used for refuse collection|
road transport maintenance scheduler|||vehicle maintenance coordinator
automotive test driver||drive prototype and pre-production vehicles and assess their performance, safety and
  comfort|car tester;test driver
rail maintenance technician||execute routine inspections of railway tracks, powerlines, signage stations, switches,
  and other railway infrastructure|rail repairer;rail inspector
logistics analyst||streamline product manufacturing, transportation, storage and distribution|distribution
  analyst;logistics consultant
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and
  sewerage|leakage operative;water network worker
water-based aquaculture technician|||water-based fisheries technician
non-vessel operating common carrier|||
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor
armoured car driver||drive the armoured car to transfer valuable items, such as money, to different
  locations|armoured truck driver
stevedore||sort, handle, load and unload freight into over-the-road equipment in accordance with oral and written
  instructions, as well as state regulations|dock worker;dock labourer
moving truck driver||operate lorries or trucks intended for relocating and transporting goods, belongings,
  machinery, and others|moving van driver;removal van driver
armoured car guard||ensure the safe transportation of valuable items such as money between locations like stores and
  banks|armoured van guard;armoured truck guard
marine engineer|||ship engineer;naval engineer
marine electrician|||naval electrician;vessel electrician
material stress analyst||plan and use software to perform structural analyses including static, stability and
  fatigue analyses on a variety of machines|stress tester;stress analyst
shipbroker||act as intermediaries between buyers and sellers of ships, cargospace on ships and charter ships for the
  transfer of cargo|shipping broker
warehouse order picker||prepare orders manually|order clerk;warehouse worker
motorcycle delivery person|||
motor vehicle engine tester||test the performance of diesel, petrol, gas and electric engines in specialised
  facilities such as laboratories|engine tester;bus engine tester
road maintenance worker||perform routine inspections of roads, and are sent out to perform repairs when called
  for|highways operative;highway maintenance worker
finished leather warehouse manager||organise and monitor the finished leather warehouse, stock levels and organise
  product packing and dispatch|
fisheries master||plan, manage and execute the activities of fishing vessels inshore, coastal and offshore waters|
road transport division manager||maintain control of processes relating to vehicles, staff, customers, routes, and
  contracts|fleet director;road fleet manager
supply chain manager|||global sourcing manager;supply chain specialist
railway station manager||are in charge of organising tasks linked to the operation of train stations|station
  master;station director
aircraft marshaller||signal pilots to assist them in operations such as turning, slowing down, stopping, and
  shutting down engines|marshaller of aircraft;aircraft ground handler
fisheries assistant engineer|||
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations|area production manager;production line manager
logistics and distribution manager||take decisions on logistic services, operations and provisions|logistics
  manager;logistics director
warehouse manager||assume the responsibility for storage facilities|inventory manager;warehouse supervisor
transport equipment painter|||car painter;van painter
naval architect||design, build, maintain and repair all types of boats from pleasure crafts to naval vessels,
  including submarines|boat designer;hull designer
rolling stock inspector||inspect wagons and carriages to asses their technical condition while grouped together and
  before they are used for transportation activities|railway inspector;carriage inspector
vehicle maintenance supervisor||assume responsibility for the day-to-day operation of a service station|LGV
  maintenance manager;PCV maintenance manager
patient transport services driver||transfer disabled, vulnerable and elderly patients to and from health care
  facilities such as hospitals or social care settings|PTS driver;ambulance care assistant
bus route supervisor||coordinate vehicle movements, routes and drivers, and may supervise loading, unloading, and
  checking of baggage or express shipped by bus|bus dispatcher;bus route manager
rail layer||construct railway tracks on prepared sites|plate layer;track layer
pipeline maintenance worker||operate different equipment to keep the suitability of the pipelines|gas pipeline
  worker;oil pipeline worker
road operations manager||oversee day-to-day road transportation processes, managing processes, and striving to meet
  customer expectations|road transport manager;road operations supervisor
surface engineer|||corrosion engineer;engineering operator
mobile crane operator||work with a variety of crane types that can be moved easily around the road, rail and
  water|mini crane driver;bottom cat operator
marine engineering drafter||convert the marine engineers' designs into technical drawings usually using
  software|marine drafter;shipbuilding drafter
vehicle maintenance attendant||execute basic tasks such as changing oil, changing filters, changing spark plugs at a
  vehicle maintenance station|LGV service technician;PCV service technician
freight inspector||determine if freight is secure and comes with the proper documentation|cargo surveyor;cargo
  inspector
# Hospitality
bed and breakfast operator||manage the daily operations of a bed and breakfast establishment|guest house operator
hotel butler||provide personalised services to guests in high level hospitality establishment|household
  manager;butler administrator
tourist information centre manager|||tourist information supervisor
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation|tourist assistant;tourist receptionist
accommodation manager||are in charge of managing the operations and overseeing the strategy for a hospitality
  establishment|hotel manager;hotel director
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities|cinema manager;fitness manager
outdoor animator||are responsible for planning and organising outdoor activities|ski teacher;riding teacher
hotel porter||welcome guests to accommodation facilities, help them carry their luggage and provide services such as
  occasional cleaning|porter
rooms division manager||are in charge of managing and coordinating a team of employees at front desk, reservations,
  housekeeping and maintenance departments|rooms manager;reception manager
outdoor activities coordinator|||activities manager;activities coordinator
room attendant||clean, tidy and restock guest rooms as well as other public areas as directed|housekeeping worker
venue director||plan and manage conference, banqueting and venue operations in a hospitality establishment to
  reflect clients' needs|event manager;party manager
activity leader||provide recreational services to people and children on vacation|youth leader;workshop leader
casino gaming manager||oversee the day-to-day operations of gaming facilities|gaming manager;gaming team manager
tour operators manager|||package tour manager
casino pit boss|casino pit bosses|support the management team and are able to manage, inspect and deal with all
  gaming activities|pit manager;gaming supervisor
linen room attendant||retrieve linen or uniforms for cleaning|linen manager;linen supervisor
camping ground operative||perform customer care in a campsite facility and other operational work|camp-site
  worker;camp-site operator
customer service representative||handle complaints and are responsible for maintaining overall goodwill between an
  organisation and its customers|information agent;information clerk
hospitality entertainment manager||are in charge of managing the team which creates entertainment activities for the
  guests of a hospitality establishment|amusement manager;entertainment manager
specialised outdoor animator||plan, organise, and safely deliver outdoor animator activities|personal
  instructor;skydiving instructor
casino cashier||exchange tokens, coins or chips for money|cage cashier;game cashier
locker room attendant||assist customers in handling personal items and articles in changing rooms, usually in sports
  or theatre areas|gym worker;spa assistant
camping ground manager||plan, direct, or coordinate all campsite facilities and manages employees|camping
  manager;camp-site manager
outdoor activities instructor|||outdoor pursuits instructor
hospitality establishment receptionist||provide first point of contact and assistance to the guests of a hospitality
  establishment|hotel receptionist;reservations clerk
made-up textile articles manufacturer||create made-up articles of any textile materials except apparel|sail
  maker;tent maker
travel agent||design and market travel programme itineraries for potential travellers or visitors|sales
  agent;reservations agent
chef||are culinary professionals with a flair for creativity and innovation to provide a unique gastronomic
  experience|commis chef;banqueting chef
# Restaurants
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|sommelier;wine
  advisor
wedding planner||assist with all logistical details required concerning their client's wedding ceremony|events
  planner;matrimony planner
pastry chef||are responsible for preparing, cooking and presenting desserts, sweet products and bakery
  products|pastry cook;dessert chef
restaurant manager||are in charge of managing food and beverage operations in the kitchen and other food and
  beverage outlets or units in a hospitality establishment|bar manager;cafe manager
event assistant|||events assistant;event coordinator
beer sommelier||understand and advise on styles, brewing and best pairing of beers with foods in locations such as
  restaurants, breweries and shops|sommelier;beer advisor
escort||accompany persons to social events but also on more private occasions, such as dinners or visits of night
  clubs|sex worker
pastry maker||prepare and bake cakes, cookies, croissants, pies and alike products according to recipes|pastry
  cook;pastry production worker
dating service consultant||provide support to clients in searching and finding a partner and setting up the
  date|marriage broker;dating agency manager
delicatessen specialised seller||sell delicatessen in specialised shops|gourmet specialised seller
kitchen porter||wash and clean kitchen areas, including pots, pans, utensils, cutlery and dishes|
domestic butler||serve at official meals, monitor meal preparations and table setting and manage the household
  staff|domestic house manager
kitchen assistant||assist in the preparation of food and cleaning of the kitchen area|kitchen worker;catering
  assistant
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet|
barista|||coffee maker
housekeeping supervisor||are in charge of supervising and coordinating the daily running of cleaning and
  housekeeping activities hospitality establishments|housekeeping manager;housekeeping coordinator
live chat operator||respond to answers and requests posed by customers of all nature through online platforms in
  websites and online assistance services in real time|live chat agent;online chat agent
night auditor||oversee night customer care in hospitality establishment and perform a wide variety of activities
  from front desk to bookkeeping|overnight auditor
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|fry cook;fish cook
# Food and Beverage Services
airline food service worker||prepare food and serve customers|kitchen assistant;food services worker
street food vendor||sell food preparations, dishes and products on organised outdoor or indoor market places, or on
  the streets|street food seller;street food trader
market vendor||sell products such as fruit, vegetables and household products on organised outdoor or indoor market
  places|market seller;market trader
tourism contract negotiator||negotiate tourism-related contracts between a tour operator and tourism service
  providers|contract manager
sommelier||stock, prepare, advise on and serve wine and other alcoholic beverages|wine manager;restaurant sommelier
event assistant|||events assistant;event coordinator
delicatessen specialised seller||sell delicatessen in specialised shops|gourmet specialised seller
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet|
barista|||coffee maker
office clerk||are responsible for performing clerical and administrative duties in an office setting and support of
  business operations within a department|clerical assistant;correspondence clerk
# Travel Arrangements
hotel concierge|||guest services manager;guest assistance manager
flight attendant||perform a variety of personal services conducive to the safety and comfort of airline passengers
  during flight|cabin attendant;aircraft attendant
cabin crew instructor||teach trainees all the matters regarding the operations in aircraft cabins|cabin crew
  trainer;cabin service instructor
ticket issuing clerk||provide service to customers, sell tickets and fit the reservation offer to customers'
  needs|ticket selling agent;museumshop selling agent
aircraft dispatcher||authorise, regulate, and control commercial airline flights according to governmental and
  company regulations|flight dispatcher;airline dispatcher
flight instructor|||pilot trainer;flying trainer
ticket sales agent||provide initial service to customers, sell travel tickets and fit the reservation offer to
  customers' queries and needs|ticket agent;ticket booking agent
air traffic instructor|||air traffic trainer
rail traffic controller||operate signals and points that help make sure trains run safely and on time|train
  controller;signal box operator
baggage flow supervisor||monitor the flow of baggage in airports to ensure baggage makes connections, arrives at the
  destinations in a timely manner|baggage flow manager;luggage flow manager
tour operator representative|||tour representative;holiday representative
hospitality vocational teacher||instruct students in their specialised field of study, hospitality, which is
  predominantly practical in nature|hospitality instructor
railway sales agent||provide service to customers who visit the ticket counter|counter sales agent;railway station
  agent
tour operators manager|||package tour manager
railway passenger service agent||spend time with railway station customers, answer their questions and react quickly
  and safely to unexpected situations|customer transit agent;railway passenger agent
travel consultant||provide customised information and consultation on travel offers, make reservations and sell
  travel services together with other related services|travel advisor;business travel advisor
lottery cashier||exchange the registration of set of numbers or symbols for money and give tickets to the
  players|clerk;lottery agent
travel agency manager||are in charge of managing employees and activities of a travel agency|travel sales
  manager;tourism sales manager
tourism contract negotiator||negotiate tourism-related contracts between a tour operator and tourism service
  providers|contract manager
aeronautical information service officer||maintain the operational timing from sunrise to sunset in order to ensure
  that the information passed by agencies is authentic|aeronautical information officer
maritime instructor|||maritime trainer;boating instructor
man-made fiber spinner||perform fibre or filament processing operations|staple fiber manufacturer;filament yarn
  manufacturer
receptionist||are responsible for the reception area of a business|receiving clerk;front desk agent
hospitality establishment receptionist||provide first point of contact and assistance to the guests of a hospitality
  establishment|hotel receptionist;reservations clerk
live chat operator||respond to answers and requests posed by customers of all nature through online platforms in
  websites and online assistance services in real time|live chat agent;online chat agent
travel agent||design and market travel programme itineraries for potential travellers or visitors|sales
  agent;reservations agent
gambling manager||organise and coordinate the activities of a gambling facility|general manager;gambling general
  manager
# Law Practice
real estate agent||administer the sales or letting process of residential, commercial properties or land on behalf
  of their clients|estate agent;letting agent
title closer|||closing agent;escrow officer
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks|IP broker;IP expert
corporate investment banker||offer strategic advice on financial services to companies and other
  institutions|corporate investment adviser
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|mergers analyst;acquisitions analyst
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|counsellor;prosecutor assistant
corporate lawyer||provide legal consulting services and representation to corporations and organisations|
property acquisitions manager||ensure land or property acquisitions transactions|porperty acquisitions
  manager;property transactions supervisor
property assistant||perform several duties including administrative tasks in the real estate sector|property
  clerk;real estate clerk
business valuer|||business valuation analyst;business valuation officer
employment agent||work for employment services and agencies|job placement officer
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|inspector;private investigator
budget analyst||monitor the spending activities of public and private institutions and companies|budget officer
letting agent||schedule appointments with clients in order to show and lease real estate to prospective
  residents|estate agent;rental agent
legal guardian||legally assist and support minor children, mentally disabled persons or incapacitated older adults
  in their personal life|
talent agent||represent artists, authors, performers and athletes|music agent;sport agent
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent
escort||accompany persons to social events but also on more private occasions, such as dinners or visits of night
  clubs|sex worker
bankruptcy trustee|||bankruptcy analyst;insolvency practitioner
cattle pedicure||are specialists in taking care of hooves of cattle, in compliance with any regulatory requirements
  by the national legal authority|cattle pedicure specialist
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another|paralegal clerk;conveyancing clerk
ombudsman|ombudsmen|resolve disputes between two parties where there is a power imbalance, as an impartial mediator|
# Legal Services
title closer|||closing agent;escrow officer
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks|IP broker;IP expert
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies|mergers analyst;acquisitions analyst
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|legal
  adviser;legal advisor
employment agent||work for employment services and agencies|job placement officer
budget analyst||monitor the spending activities of public and private institutions and companies|budget officer
house sitter||move in the house of their employers in order to maintain security of the property during their
  absence|
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases|notarial officer;law signing agent
train attendant||work on trains to provide services to passengers such as welcoming passengers, answering their
  questions and serving meals|
judge||preside over, review and handle court cases, hearings, appeals and trials|
# Accounting
accountant|||auditor;accounting officer
financial auditor||collect and examine financial data for clients, organisations and companies|auditor;bank auditor
auditing clerk|||
financial fraud examiner||undertake anti-fraud investigations including financial statement irregularities,
  securities fraud and market abuse detection|fraud analyst;fraud prevention analyst
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders|dividend clerk;dividends clerk
cashier||operate the cash register, receive payments from customers, issue receipts and return change due|shop
  cashier;checkout operator
tax clerk||collect financial information in order to prepare accounting and tax documents|fiscal clerk;tax revenue
  officer
lithographer||make and prepare metal plates to be used as the original in various printing processes and media|CTP
  worker;CTP operator
# Wellness and Fitness Services
hairdresser assistant||clean the hair of clients, apply hair conditioner and dying treatment in a beauty salon|
ice-skating coach|ice-skating coaches|teach and train individuals or groups in ice skating and related sports such
  as figure skating and speed skating|skating coach;ice-skating teacher
hairdresser||offer beauty services such as cutting, colouring, bleaching, permanent waving and styling clients'
  hair|hair-care specialist;hairstyling specialist
sport therapist||program and supervise rehabilitation exercises for individuals and groups|exercise
  therapist;exercise consultant
physiotherapist|||chiropractor;eurythmy therapist
barber||cut, trim, taper and style men's hair|
personal trainer|||personal coach;personal fitness trainer
dance therapist|||movement therapist
beauty salon manager||oversee the daily operations and staff management in a beauty salon|salon manager;beauty spa
  manager
recreational therapist||offer treatment to persons who have behavioural disorders or conditions|milieu
  therapist;social therapist
sports coach|sports coaches|provide instruction in the sport of their specialisation in a recreational context to
  non-age-specific and age specific participants|sports trainer;sports instructor
weight loss consultant||assist clients in obtaining and maintaining a healthy lifestyle|health coach;weight loss
  coach
beauty vocational teacher|||beauty teacher;beauty instructor
medical administrative assistant||work very closely with health professionals|medical assistant;personal assistant
diet cook||prepare and present meals according to special dietary or nutrition needs|diet chef;dietary cook
personal stylist||assist their clients in making fashion choices|fashion advisor;image consultant
hair removal technician||provide cosmetic services to their clients by removing unwanted hair on various body
  parts|epilation specialist;depilation specialist
aesthetician||offer skin care treatments|beauty specialist;skin care specialist
disability support worker||provide personal assistance and support to individuals of all ages with disability
  conditions, either intellectual or physical disabilities|disability care worker;disability care assistant
tanning consultant||assist clients with their tanning needs|solarium worker;sun parlor worker
swimming teacher||train and advise groups or individuals on swimming|swimming coach;swimming instructor
fitness instructor||build fitness participation of new and existing members through fitness experiences that meet
  their needs|fitness specialist;aerobics instructor
medical records manager||are responsible for managing activities of medical records units which maintain and secure
  patient data|health records manager;patient records manager
physiotherapy assistant|||therapy assistant;physiotherapist assistant
membership administrator||ensure an effective membership administration, documentation and communication|membership
  officer;account administrator
front line medical receptionist|||front desk assistant;medical receptionist
home care aide|||personal care worker;personal care attendant
medical practice manager||manage the day-to-day operations of a medical practice|practice manager;health centre
  manager
animal care attendant|||animal cleaner;animal care worker
beer sommelier||understand and advise on styles, brewing and best pairing of beers with foods in locations such as
  restaurants, breweries and shops|sommelier;beer advisor
dating service consultant||provide support to clients in searching and finding a partner and setting up the
  date|marriage broker;dating agency manager
osteopath|||
shop assistant||work in shops where they perform assistance duties|museum shop assistant;hypermarket shop worker
sport official|||
Pilates teacher||plan, teach, and adapt exercises based on the work and principles of Joseph Pilates|pilates
  coach;pilates trainer
specialised outdoor animator||plan, organise, and safely deliver outdoor animator activities|personal
  instructor;skydiving instructor
artistic coach|artistic coaches||dance coach;acting coach
choreologist||are specialised creators of dance in specific styles or traditions, such as ethnic dance, early dance
  or baroque dance|
equine yard manager|||stable manager;horse yard manager
nanny|nannies|provide qualified care services to children on the premises of the employer|
night auditor||oversee night customer care in hospitality establishment and perform a wide variety of activities
  from front desk to bookkeeping|overnight auditor
dietetic technician|||dietetic assistant;dietetic science technician
shelf filler||stock and rotate merchandise on shelves, identifying and removing expired products|shop shelf
  filler;hypermarket shelf filler
bee breeder||oversee the production and day-to-day care of bees|bees breeder;bee specialist
cattle breeder||oversee the production and day-to-day care of cattle|cattle specialist
dog breeder||oversee the production and day-to-day care of dogs|
fur animals breeder||oversee the production and day-to-day care of fur animals|fur animals specialist
horse breeder||oversee the production and day-to-day care of horses|stud specialist;racehorse breeder
pig breeder||oversee the production and day-to-day care of pigs|pig specialist
poultry breeder||oversee the production and day-to-day care of poultry|chicken breeder;poultry specialist
sheep breeder||oversee the production and day-to-day care of sheep|goat breeder;sheep specialist
advanced physiotherapist||are highly specialised|physiotherapy manager;physiotherapy team leader
chef||are culinary professionals with a flair for creativity and innovation to provide a unique gastronomic
  experience|commis chef;banqueting chef
# Veterinary Services
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  physiotherapist
agronomist||provide consulting services to companies, agricultural cooperatives, agronomical crop growers and
  horticultural crop growers on the cultivation of food crops|crop adviser;crop analyst
respiratory therapy technician||assist doctors and surgeons to treat respiratory problems|breathing
  technician;respiratory therapist
soil scientist||research and study the scientific discipline concerning soil|soil analyst;acidity tester
veterinary nurse|||animal nursing specialist;veterinary nursing specialist
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist
pet sitter|||
aquatic animal health professional||diagnose, prevent and treat diseases, injuries and dysfunctions of aquatic
  animals by implementing appropriate sampling protocols|aquaculture health expert;aquaculture health adviser
specialised veterinarian||are professionals with a comprehensive scientific education|poultry veterinary
  scientist;laboratory animal veterinarian
traditional chinese medicine therapist||use alternative medicine approaches to cure illnesses in all its forms|TCM
  therapist;TCM specialist
animal assisted therapist||provide support to individuals with cognitive, motoric, or social-emotional disabilities
  through animal assisted intervention|
animal shelter worker||provide animal care routine services at the animal shelter|animal shelter assistant
agricultural scientist|||agriculture researcher;agricultural quality scientist
animal massage therapist|||veterinary massage therapist
animal therapist||provide a therapeutic treatment following veterinary diagnosis or referral|animal rehab
  therapist;animal convalescence therapist
alternative animal therapist||investigate sick or injured small and large animals and provide an alternative healing
  treatment|animal massage therapist;natural animal therapist
medical records manager||are responsible for managing activities of medical records units which maintain and secure
  patient data|health records manager;patient records manager
agricultural technician||collect and conduct experiments and tests on agriculture and aquaculture
  specimens|aquaculture technician;viticulture technician
livestock worker||maintain the health and welfare of animals|stable worker;husbandry worker
livestock advisor||provide complex specialist advice to farmers and livestock breeders to ensure that their business
  and production is optimised|agriculture advisor;agricultural advisor
microbiologist||study and research the life forms, characteristics, and processes of microscopic
  organisms|microbiology analyst;microbiology scientist
animal care attendant|||animal cleaner;animal care worker
equine dental technician||provide routine equine dental care, using appropriate equipment in accordance with
  national legislation|horse teeth technician;horse dental technician
animal chiropractor||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  chiropractor
optometrist||examine and test eyes to identify abnormalities, visual problems, or disease|optometric
  expert;optometry practitioner
veterinary technician||provide the technical and administrative support to the veterinarian in accordance with
  national legislation|veterinary assistant;veterinary practice technician
animal embryo transfer technician||aid and support the carrying out of embryo transfer under veterinary supervision
  in accordance with national legislation|embryo transfer technician
groom||provide practical daily horse care to ensure the horses health, welfare and safety|riding coach;trek
  assistant
food biotechnologist||study the life cycle of food from its preservation up to the spoilage and the food-borne
  pathogens|
mixed farmer||are responsible for managing all aspects of livestock and crop production as a small enterprise or for
  self-sufficiency|
dietitian|||
farm manager||plan and organise the daily operations, resourcing and business management of animal producing
  farms|agricultural manager;farming operations manager
animal hydrotherapist||provide a therapeutic treatment following veterinary diagnosis or referral|
animal osteopath||provide a therapeutic treatment following veterinary diagnosis or referral|animal ostepathic
  therapist;veterinary osteopathic therapist
herbal therapist||use herbal medicine to relief pain and treat illnesses such as allergies, chronic physical
  conditions or stress-related conditions|herbal practitioner;herbal medicine therapist
podiatry assistant|||podology assistant;chiropody assistant
# Mental Health Care
mental health social worker||assist and provide counselling to people with mental, emotional, or substance abuse
  problems|care coordinator
substance misuse worker||provide assistance and counselling to people with substance abuse problems|substance abuse
  worker;addiction social worker
mental health support worker||assist and provide treatment to people with mental, emotional, or substance abuse
  problems|str worker;re-ablement worker
psychotherapist|||psycoterapy expert;systemic therapist
clinical social worker||provide therapy, counselling, and intervention services to clients|
advanced nurse practitioner|||team manager;service manager
social care worker||provide support and help people with care services|care worker;social care assistant
adult community care worker||perform assessment and care management of communities of adults who live with physical
  impairments or convalescing states|community carer worker;independent living advisor
homelessness worker||provide on-the-spot assistance, counselling and advice to people who have housing problems or
  live on the streets|homelessness care worker;homelessness case worker
clinical psychologist|||hospital psychologist;expert clinical psychologist
residential care home worker||follow a specific plan to provide day-to-day care to clients|care home worker;care
  home manager
youth offending team worker|||youth justice worker;youth resettlement worker
healthcare assistant|||elderly care assistant;patient care assistant
healthcare institution manager|||general manager;healthcare director
hospital pharmacist||prepare, dispense and provide medication to patients in hospitals|relief pharmacist;clinical
  pharmacist
hospital social worker|||social worker;medical social worker
health and safety officer||execute plans for the improvement of work environments and cultures|public health
  inspector;occupational health officer
nurse assistant||provide basic patient care under direction of nursing staff|nursing assistant
clinical coder||read patients' medical records|clinical coding expert;medical coding officer
psychologist||study the behaviour and mental processes in humans|occupational psychologist;expert counselling
  psychologist
community care case worker||perform assessment and care management|domiciliary care manager;domiciliary care
  supervisor
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication|retail
  pharmacist;dispensing chemist
palliative care social worker||provide assistance and counselling to patients with a chronic or a terminal disease
  and their families with the practical arrangements|hospice worker;hospice care assistant
crisis helpline operator||provide advice and support to distraught callers via the telephone|crisis helpline
  worker;crisis hotline operator
crisis situation social worker|||disaster social worker;crisis situation worker
medical transcriptionist||interpret dictated information from the doctor or other healthcare professionals and
  convert it into documents|
medical administrative assistant||work very closely with health professionals|medical assistant;personal assistant
housing support worker|||housing advisor;housing officer
occupational therapy assistant|||OT assistant;OT support worker
victim support officer|||relief worker;support coordinator
medical records clerk|||clerical officer;health records clerk
disability support worker||provide personal assistance and support to individuals of all ages with disability
  conditions, either intellectual or physical disabilities|disability care worker;disability care assistant
legal guardian||legally assist and support minor children, mentally disabled persons or incapacitated older adults
  in their personal life|
home care aide|||personal care worker;personal care attendant
hospital porter||are professional healthcare assistants who transport people on stretchers around the hospital site,
  as well as and items|porter;general porter
music therapist|||
clinical informatics manager||oversee the daily operations of information systems used in a medical
  institutions|health informatics manager;health informatics director
rehabilitation support worker||provide counselling to individuals dealing with birth defects or with major
  consequences caused by diseases, accidents, and burnouts|reablement officer;rehabilitation worker
complementary therapist|||holistic therapist;alternative therapist
medical laboratory manager||oversee the daily operations of a medical laboratory|medical laboratory
  supervisor;clinical laboratory supervisor
art therapist|||
elderly home manager|||nursing home manager;elderly home supervisor
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator
marriage counsellor||support and guide couples and families that are going through crises such as depression,
  substance abuse and relationship problems|family therapist;family counsellor
chaplain||perform religious activities in secular institutions|lay representative
life coach|life coaches|help clients set clear objectives for their personal development and help them achieve their
  goals and personal vision|personal development counsellor
child care coordinator||organise child care services, activities and events after the school hours and during school
  hoildays|vacation camp manager;vacation camp coordinator
anthropologist||research all aspects of life pertaining to humans|arts scientist;movie scientist
shiatsu practitioner|||shiatsu therapist
employment support worker||provide assistance to people with difficulties to find a job and long-term unemployed
  people|employment rights worker;employment social worker
sexual violence counsellor|||victim care worker;victim support worker
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life|social therapist;youth counsellor
sophrologist|||sophrology expert;sophrology specialist
# Events Services
event manager|||live event manager;live event producer
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing|sommelier;wine
  advisor
hotel butler||provide personalised services to guests in high level hospitality establishment|household
  manager;butler administrator
venue director||plan and manage conference, banqueting and venue operations in a hospitality establishment to
  reflect clients' needs|event manager;party manager
restaurant manager||are in charge of managing food and beverage operations in the kitchen and other food and
  beverage outlets or units in a hospitality establishment|bar manager;cafe manager
rental manager||supervise the activities of a rental office or station and its staff|rental team leader;rental
  office manager
housekeeping supervisor||are in charge of supervising and coordinating the daily running of cleaning and
  housekeeping activities hospitality establishments|housekeeping manager;housekeeping coordinator
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments|fry cook;fish cook
# Security and Investigations
security guard||observe, detect irregularities and protect people, buildings and assets|stadium guard;cemetery guard
security guard supervisor||monitor and oversee the activities of guards who protect properties from vandalism acts
  and theft|guard manager;guard supervisor
bodyguard||offer protection to their clients against injury, attacks and harassment|protection officer;personal
  safety worker
police officer||use investigation methods to prevent crime, to pursue and apprehend criminals, and protect the
  public from violent and criminal activities|patrol officer;state police officer
armoured car guard||ensure the safe transportation of valuable items such as money between locations like stores and
  banks|armoured van guard;armoured truck guard
security consultant|||security expert;security advisor
ICT vendor relationship manager|||
gate guard||control the access and exit to buildings, warehouses or other type of property to prevent unauthorized
  presence and unwanted incidents|gate attendant;security gate attendant
coastguard watch officer||patrol and survey coast and sea regions to prevent accidents, as well as perform search
  and rescue missions in the event of an emergency|coastguard officer;coastguard rescue officer
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|money manager;budgeting manager
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources|IT process manager;IT operations manager
quality services manager||manage the quality of services in business organisations|quality control manager;quality
  assurance supervisor
rescue diver||are divers that manage underwater emergencies|para-rescue diver;emergency rescue diver
project manager||ensure that a project is completed on time, within budget, and that its objectives are met|project
  leader;project director
# Translation and Localization
localiser||translate and adapt texts to the language and culture of a specific target audience|localisation
  tester;localiser QA tester
interpreter||understand and convert spoken communication from one language to another|
# Research Services
bioinformatics scientist||analyse biological processes using computer programmes|IT expert;IT researcher
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals|laboratory assistant;laboratory technologist
ICT documentation manager|||documentation manager;IT documentation manager
water quality analyst||safeguard the quality of water through scientific analysis, ensuring quality and safety
  standards are met|water quality inspector;water quality specialist
market research analyst||collect the information gathered in the market research and study it to draw
  conclusions|market analyst;market researcher
political affairs officer|||political advisor;president adviser
labour market policy officer||research, analyse and develop labour market policies|labor policy advisor;labor policy
  analyst
tourism policy director||develop and implement policies to improve tourism to their region|tourism policy
  manager;tourism strategy director
agricultural policy officer||analyse and identify agricultural policy issues and develop plans for improvement and
  new policy implementation|farming advisor;agricultural consultant
survey enumerator||perform interviews and fill in forms in order to collect the data provided by interviewees|census
  clerk;census worker
field survey manager||organise and supervise investigations and surveys on the request of a sponsor|survey field
  manager;field survey supervisor
marketeer|||marketing adviser;marketing advisor
mineralogist||study the composition, structure and other physical aspects of the earth|mineralogy expert;mineralogy
  consultant
climatologist||study the average change in weather and climate from a long-term perspective|climate analyst;climate
  scientist
banking products manager|||credit products manager;banking products analyst
statistician||collect, tabulate, and, most importantly, analyse quantitative information coming from a varied array
  of fields|statistics analyst;statistics scientist
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent
religion scientific researcher||study concepts related to religions, beliefs and spirituality|theology
  researcher;theology studies researcher
biologist||study living organisms and life in its broader extent in combination with its environment|biology
  research scientist;biology science researcher
research and development manager|||researcher;market research manager
sensory scientist||carry out sensory analysis in order to compose or improve flavours and fragrances for the food,
  beverage and cosmetics industry|bakery scientist;chocolate scientist
digital artist||create art which applies digital technology as an essential part of the creative process|computer
  artist;digital games artist
destination manager|||organisation manager;tourism strategy manager
digital games designer||develop the layout, logic, concept and gameplay of a digital game|video games
  designer;virtual games designer
digital printer||work with machines that print directly to the medium, without an intervening plate|digital web
  printer;retoucher and printer
lithographer||make and prepare metal plates to be used as the original in various printing processes and media|CTP
  worker;CTP operator
# Environmental Services
solid waste operator||operate and maintain solid waste treatment and distribution equipment, and test samples to
  monitor pollution|landfill technician;landfill site worker
waste management officer||advise and enforce regulations on facilities managing waste disposal, collection and
  recycling|recycling officer;waste disposal officer
ICT environmental manager|||IT environmental manager
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste|
environmental geologist||study how mineral operations may impact the composition and physical characteristics of the
  earth and its resources|minerals analyst;geologicial engineer
recycling worker||clean materials and remove waste, and ensure the waste and collected materials are sorted in the
  appropriate recycling containers|reclamation worker;recycling operative
refuse collector||remove waste from homes and other facilities and put it in the bin lorry so it can be transported
  to a treatment and disposal facility|waste collector;kerbside collector
petroleum engineer||evaluate gas and oil fields|gas engineer;reservoir engineer
materials engineer||research and design new or improved materials for a diverse number of applications|ceramic
  engineer;building materials engineer
incinerator operator||tend incineration machines which burn refuse and waste|refuse worker;refuse operative
concrete pump operator||drive and operate trucks to haul concrete from the plant to project sites, and operate pumps
  to disperse concrete at the site|HGV mixer driver;LGV mixer driver
supply chain manager|||global sourcing manager;supply chain specialist
environmental mining engineer||oversee the environmental performance of mining operations|specialised engineer;mine
  environmental manager
quarry engineer||analyse which extraction methods such as excavating, drilling and blasting are most suited to
  extract raw materials from the ground|mine engineer;quarry manager
recycling specialist|||waste consultant;recycling manager
sorter labourer||sort recyclable materials and waste from a recycling stream, and ensure no unsuitable materials
  wind up among the recyclable materials|grader;yard labourer
urban planner||create development plans for towns, urban areas, cities, and regions|city planner;town planner
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester
land planner||visit sites in order to create projects and plans for land usage and development|planner;city planner
budget manager||assess financial proposals of different departments before granting financial resources to
  projects|money manager;budgeting manager
swimming facility attendant||handle the daily activities of a swimming facility such as a swimming pool, beach and
  lake|pool attendant;beach attendant
land-based machinery operator||operate specialised equipment and machinery for agricultural production and
  maintenance of landscape|tractor driver;combined driver
wastewater engineer||design sewage systems and networks for the removal and treatment of wastewater from cities and
  other residential areas|sewage engineer;waste-water engineer
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth|soil analyst;geotechnical engineer
biochemical engineer||research on the field of life science striving for new discoveries|enzyme engineer;tissue
  engineer
factory hand||assist machine operators and product assemblers|factory worker;factory labourer
foundry manager|||process manager;engineering manager
metallurgical manager|||metallurgy manager;plant metallurgist
environmental expert||search for technological solutions to tackle environmental problems|geologist;soil scientist
excavator operator||use excavators to dig into earth or other materials to remove it|excavation worker;backhoe
  excavator operator
street sweeper||operate sweeping equipment and machinery to remove waste, leaves or debris from streets|leaf vacuum
  operator;leaf-sucker operator
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation|manufacturing
  director;manufacturing plant manager
# Farming
green coffee buyer||purchase green coffee beans from producers all around the world commissioned by coffee
  roasters|coffee buyer
agronomist||provide consulting services to companies, agricultural cooperatives, agronomical crop growers and
  horticultural crop growers on the cultivation of food crops|crop adviser;crop analyst
general veterinarian||are professionals with a comprehensive scientific education|equine veterinarian;companion
  animal veterinarian
fruit and vegetable picker||select and harvest fruits, vegetables and nuts according to the method appropriate for
  the type of fruit, vegetable or nut|
horticulture worker||carry out practical activities and assist in nurseries or greenhouses for the production of
  horticultural crops|crop worker;horticultural worker
vineyard machinery operator|||farm machinery operator
vineyard worker|||winery worker;vineyard labourer
tree surgeon||maintain trees|
cotton gin operator||perform ginning operations for separating cotton fibres from the seeds|cotton gin machinist
vineyard manager||orchestrate the conduct of the vineyard and the winery, in some cases also the administration and
  marketing|winery manager
fruit production team leader||are responsible for leading and working with a team|fruit picking manager;fruit
  harvesting leader
horticulture production team leader||are responsible for leading and working with a team|horticultural team manager
# Food and Beverage Manufacturing
dairy processing operator|||dairy operator
blender operator||produce non-alcoholic flavoured waters by managing the administration of a large selection of
  ingredients to water|tank tender;soft drinks producer
fruit and vegetable canner||tend machines to prepare industrial products based on fruits and vegetables for storage
  or shipping|
prepared meat operator||process meat either by hand or using meat machines such as meat grinding, crushing or mixing
  machines|meat manufacturer;meat process worker
dairy products maker||artisanally process raw milk to make dairy products such as butter, cheese, cream and
  milk|cream maker;butter maker
curing room worker||assist in the blending, aging, and fermenting of tobacco strips and stems for the production of
  cigars, chewing tobacco and snuff|tobacco roaster;curing room assistant
fruit and vegetable preserver||tend machines to prepare and preserve fruit and vegetable products|
baking operator||tend automatic reels or conveyor-type ovens to bake bread, pastries and other bakery
  products|bakery worker
meat cutter||cut carcasses of animals into large and smaller parts for further processing|
starch extraction operator||use equipment to extract starch from raw material such as corn, potatoes, rice, tapioca,
  wheat, etc|refinery starch operator
agricultural scientist|||agriculture researcher;agricultural quality scientist
leaf sorter||analyse colour and condition of tobacco leaves in order to determine whether they should be used as
  cigar wrappers or binders|leaf inspector;leaf quality tester
leaf tier||tie tobacco leaves manually into bundles for processing|cigar bunch maker;leaf bundling attendant
slaughterer||slaughter animals and process carcasses for further processing and distribution|animal
  slaughterer;animal slaughterhouse worker
water-based aquaculture worker|||water-based fisheries worker
miller||tend mills to grind cereal crops to obtain flour|
baker||make a wide range of breads, pastries, and other baked goods|bakery specialist
blending plant operator||control equipment to weigh and mix vegetable oils used in products such as salad oil and
  margarines|blending operator;blending plant worker
meat preparations operator||prepare fresh meat with ingredients such as spices, herbs or additives in order to make
  ready-for-sale meat preparations|meat worker;abbatoir worker
food production operator||supply and perform one or more tasks in different stages of the food production
  process|food worker;food production worker
flour purifier operator||tend machines to blend and sift flour|flour purification operator;flour purification
  operative
cocoa mill operator||tend machines to pulverise cacao beans into powder of specified fineness|cocoa mill
  worker;cocoa milling operator
oil mill operator||tend mills to extract oil from oilseed following an artisanal techniques|oil mill operative;oil
  milling operative
pasta maker||prepare fresh pasta, fillings, and other types of pasta following specific recipes and processes|pasta
  producer;pasta goods maker
water quality analyst||safeguard the quality of water through scientific analysis, ensuring quality and safety
  standards are met|water quality inspector;water quality specialist
sugar refinery operator||tend and control refinery equipment to produce sugars and related products from raw sugar
  or other raw materials like corn starch|sugar worker;sugar plant operative
malt kiln operator||tend kiln machines and equipment while supervising that the grain roasting operation maintains
  in specified roasting parameters|malt worker;malt kiln worker
halal slaughterer||slaughter animals and process carcasses of halal meat from cows and chickens for further
  processing and distribution|halal method slaughterer
kosher slaughterer||slaughter animals and process carcasses of kosher meat for further processing and
  distribution|kosher method slaughterer
fish preparation operator||realize the preparation of fish and shellfish according to hygiene, food safety and trade
  regulations|fish seller;seafood seller
livestock advisor||provide complex specialist advice to farmers and livestock breeders to ensure that their business
  and production is optimised|agriculture advisor;agricultural advisor
malt master||evaluate and grade different malts on a sensory basis for brewing purposes|malt expert;malting expert
fruit production team leader||are responsible for leading and working with a team|fruit picking manager;fruit
  harvesting leader
brew house operator||monitor the processes of mashing, lautering and boiling of raw materials|brewery worker;brewery
  operator
milk reception operator||use devices that ensure the correct qualitative and quantitative reception of the raw
  milk|milk worker;milking operator
aquaculture production manager|||fishery production manager
aquaculture husbandry worker||are active in the production of aquatic organisms in land-based on-growing
  processes|aquaculture on-growing worker
fruit-press operator||tend power presses to extract juice from fruits|
animal feed operator||tend various animal feed processing machines in industrial plants such as mixing machines,
  filling machines, and loading machines|feed worker;animal feed worker
liquor grinding mill operator||run mills that grind cracked cocoa beans or nibs of cocoa bean paste as to obtain
  liquid chocolate of specified consistency|
prepared meals nutritionist|||
butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products|animal butcher;butchery
  expert
bulk filler|||bulk worker;bulk operator
kettle tender||operate machines that mix chewing gum base with sugar or sweetener|
yeast distiller||extract alcohol from yeast to use it in the manufacture of distilled liquors|yeast handler;yeast
  distilling operative
animal chiropractor||provide a therapeutic treatment following veterinary diagnosis or referral|veterinary
  chiropractor
malt house supervisor||oversee the malting processes in its integrity|malt supervisor;malt house manager
fish production operator||regulate and supervise fish product manufacturing facilities|fish production worker;fish
  products operator
wine fermenter||tend tanks to ferment crushed fruit or must into wines|fermentation process operator
poultry sexer||are specialists working in poultry farms determining the sex of the animals to separate the male from
  the female birds|poultry gender tester
land-based machinery operator||operate specialised equipment and machinery for agricultural production and
  maintenance of landscape|tractor driver;combined driver
starch converting operator||control converters to change starch into glucose or corn syrup|starch worker;starch
  operator
cigar brander||tend machines that stamp brands on cigar wrappers|cigar producer;cigar brander tender
dog trainer|||puppy trainer;gun dog trainer
paper mill supervisor||coordinate and monitor the operations at a paper mill during production of products such as
  corrugated board, cardboard boxes or padded envelopes|paper mill manager;paper mill controller
oilseed presser||operate hydraulic presses that extracts oil from oilseed|
sauce production operator||process, produce and manufacture sauces made from fruits, vegetables, oils and
  vinegars|sauce maker;sauce production worker
food production manager||oversee and monitor production and have overall responsibility for staffing and related
  issues|
liquor blender||regauge, filter, rectify, blend and verify proof of alcoholic drinks before these are prepared for
  bottling|
horticulture production team leader||are responsible for leading and working with a team|horticultural team manager
kitchen assistant||assist in the preparation of food and cleaning of the kitchen area|kitchen worker;catering
  assistant
farm manager||plan and organise the daily operations, resourcing and business management of animal producing
  farms|agricultural manager;farming operations manager
aquaculture husbandry manager||specialise in the husbandry of ongrowing aquatic species, especially in the feeding,
  growth, and stock management processes|aquaculture on-growing manager;aquaculture on-growing supervisor
aquaculture husbandry technician|||fisheries husbandry technician;aquaculture on-growing technician
land-based machinery supervisor||plan and organise land-based machinery services for agricultural production and
  landscaping in close cooperation with their clients|farm equipment supervisor;farm machinery supervisor
aquaculture cage technician|||cage technician;fish cage technician
coffee taster||taste coffee samples in order to evaluate the features of the product or to prepare blending
  formulas|coffee tasting expert;coffee tasting specialist
food grader||inspect, sort and grade food products|food product grader
chilling operator||perform various processes and tend specific machines for manufacturing prepared meals and
  dishes|prepared meals operator
intermodal logistics manager||manage and oversee commercial and operational aspects of intermodal logistics for an
  organisation|multi-modal services manager;multi-modal logistics manager
# Airlines and Aviation
helicopter pilot||fly helicopters in order to transport passengers and cargo from one place to another|helicopter
  operator;commercial helicopter pilot
airline transport pilot|||airline pilot;airline transportation pilot
flight operations officer||compile flight information to expedite movement of aircraft between and through
  airports|air operations officer;air operations supervisor
air traffic controller||assist pilots by providing information concerning the height, speed and course|air
  controller;flight controller
freight transport dispatcher||receive and transmit reliable messages, track vehicles and equipment, and record other
  important information|dispatcher;freight dispatcher
co-pilot|||multi-crew pilot;aircraft first officer
second officer||are responsible for monitoring and controlling various aircraft systems including fixed-wing and
  rotary wing|flight engineer;inflight engineer
avionics technician|||line technician;avionics mechanic
air traffic safety technician||provide technical support regarding the safety of air traffic control and navigation
  systems|
cabin crew manager|||cabin service manager;cabin service director
aircraft dispatcher||authorise, regulate, and control commercial airline flights according to governmental and
  company regulations|flight dispatcher;airline dispatcher
flight attendant||perform a variety of personal services conducive to the safety and comfort of airline passengers
  during flight|cabin attendant;aircraft attendant
aviation inspector|||flight inspector;inspection officer
aircraft pilot||control and navigate aircraft|aeroplane pilot;cargoplane pilot
taxi controller||take bookings, dispatch vehicles, and are responsible for coordinating drivers while maintaining
  customer liaison|taxi dispatcher;minicab controller
aviation safety officer||plan and develop safety procedures for aviation companies|flight safety officer;airport
  safety officer
avionics inspector||inspect instruments, electrical, mechanical and electronic systems of aircrafts to ensure their
  compliance with the performance and safety standards|aviation test inspector;avionics test inspector
vessel operations coordinator|||traffic coordinator;vessel operations manager
taxi driver||operate a licensed private passenger transportation vehicle, looking after customers, taking fares and
  managing vehicle servicing|cab driver;minicab driver
commercial pilot||navigate flight of fixed-wing and multi-engine aircrafts for the transport of passengers and
  cargo|airline pilot
passenger fare controller||collect tickets, fares, and passes from passengers|controller;fare controller
airport operations officer||perform supervisory and administrative work monitoring operational activities on an
  assigned shift at a large airport|airport director;operations officer
boatswain||organise the crew on deck and at the fishing hold to execute the orders received from a superior|
rail traffic controller||operate signals and points that help make sure trains run safely and on time|train
  controller;signal box operator
airport maintenance technician|||airport maintenance officer;airport maintenance specialist
train driver||operate trains providing passenger or cargo transport services|metro driver;engine driver
baggage flow supervisor||monitor the flow of baggage in airports to ensure baggage makes connections, arrives at the
  destinations in a timely manner|baggage flow manager;luggage flow manager
aircraft groomer||clean aircraft cabins and airplanes after usage|cabin cleaner;plane cleaner
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations|depot repair inspector;wagon engine inspector
rail switchperson||assist in the tasks of the traffic controller|
transport equipment painter|||car painter;van painter
chimney sweep||undertake cleaning activities of chimneys for all types of buildings|chimney-sweeping
  engineer;chimney-sweeping technician
level crossing signalperson||operate equipment in the safeguarding of level crossings, according to safety
  regulations|level crossing attendant
sewerage maintenance technician||inspect sewers and pipeline systems|cctv operator;cctv operative
private chauffeur||transport their employers to a particular destination safely and on time|private driver;personal
  driver
industrial machinery mechanic||work on new machinery and equipment in operation|electronic fitter;mechanical fitter
greaser||make sure industrial machines are properly lubricated to maintain operations|lube technician;lubrication
  technician
event electrician||set up and dismantle temporary, reliable electrical systems to support events|mobile power
  expert;generator technician
air pollution analyst||conduct field and lab tests to examine the pollution of air in different areas|environmental
  analyst;air quality consultant
# Aviation and Aerospace Component Manufacturing
air traffic controller||assist pilots by providing information concerning the height, speed and course|air
  controller;flight controller
co-pilot|||multi-crew pilot;aircraft first officer
aviation inspector|||flight inspector;inspection officer
cabin crew manager|||cabin service manager;cabin service director
flight instructor|||pilot trainer;flying trainer
aircraft groomer||clean aircraft cabins and airplanes after usage|cabin cleaner;plane cleaner
astronaut||are crew members commanding spacecrafts for operations beyond low Earth orbit or higher than the regular
  altitude reached by commercial flights|shuttle pilot;flight engineer
level crossing signalperson||operate equipment in the safeguarding of level crossings, according to safety
  regulations|level crossing attendant
rail switchperson||assist in the tasks of the traffic controller|
# Pharmaceutical Manufacturing
biology technician||provide technical assistance in researching and analysing the relationship between living
  organisms and their environment|animal technician;wildlife technician
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure|plant scientist;plant researcher
aquatic animal health professional||diagnose, prevent and treat diseases, injuries and dysfunctions of aquatic
  animals by implementing appropriate sampling protocols|aquaculture health expert;aquaculture health adviser
pharmacy technician|||pharmacy technologist;pharmaceutical technician
# Medical Equipment Manufacturing
medical device assembler||manufacture instruments, machines and appliances that can be used to prevent, diagnose or
  treat medical conditions|medical device maker;medical appliance maker
dental instrument assembler||assemble various dental instruments, such as drills, lasers, probes, mirrors, and
  dental imaging devices|dental device maker;dental drill assembler
medical device engineering technician|||pacemaker technician;MRI machine technician
optical instrument assembler|||optical assembly technician;optical equipment assembler
medical laboratory assistant||work under supervision of the biomedical scientist and carry out basic laboratory
  procedures|clinical research assistant;biomedical laboratory assistant
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|clinical engineer;audiology engineer
automotive electrician|||car electrician;van electrician
clinical perfusion scientist||operate heart-lung equipment during surgical operations to ensure breathing and blood
  circulation|medical perfusion expert;clinical perfusion expert
respiratory therapy technician||assist doctors and surgeons to treat respiratory problems|breathing
  technician;respiratory therapist
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer
dental chairside assistant|||dental assistant;dental support worker
product assembly inspector||evaluate products for compliance with specifications and defects in-line with clients'
  requirements and organisational policies|products;assembly inspector
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electronic
  assembler;electronics assembler
watch and clock repairer||maintain and repair wristwatches and clocks|
motor vehicle assembly supervisor||coordinate the employees involved in motor vehicle manufacturing and schedule
  their activities|
rolling stock assembly supervisor||coordinate the employees involved in rolling stock manufacturing and schedule
  their activities|wagon assembly supervisor;railcar assembly supervisor
electromechanical equipment assembler||read and interpret blueprints, drawings and instructions to assemble or
  modify electromechanical equipment or devices|electromechanical assembler;electro-mechanical equipment assembler
dental hygienist|||dental therapist;oral health therapist
clock and watchmaker||make mechanical or electronic clocks and watches|clock maker
marine electrician|||naval electrician;vessel electrician
rolling stock electrician|||wagon builder;railcar builder
instrumentation engineering technician|||instrumentation technician;instrumentation technologist
rolling stock assembly inspector|||
product quality controller||check the quality of manufactured products|product inspector;assembly inspector
optical instrument production supervisor||coordinate, plan and direct the optical instrument production process|
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder
textile process controller|||textile process inspector;textile process supervisor
groundwater monitoring technician|||groundwater technician;groundwater sampling technician
dental technician|||dental technologist;orthodontic technician
leather measuring operator||use machines to measure the surface area of leather and ensure that the machines are
  regularly calibrated|measuring machine tender;leather measurement operator
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|wind energy technician;ship electrical technician
electrical equipment inspector||check finished electrical products for physical defects and faulty electrical
  connections|electrical inspector;electrical QA inspector
automated assembly line operator||operate, maintain and clean production machines|production line worker;production
  line operative
idiophone musical instruments maker||create and assemble parts to make idiophone instruments to specified
  instructions or diagrams|bow maker;bell maker
membranophone musical instruments maker||create and assemble parts to make membranophone instruments to specified
  instructions or diagrams|drum maker;kazoo maker
stringed musical instrument maker||create and assemble parts to create stringed instruments according to specified
  instructions or diagrams|lute maker;cello maker
chiropractic assistant|||chiropractic support worker
metrology technician||apply their practical knowledge of metrology to calibrate measuring instruments, test
  equipment and analyse their performance|color scientist;meter technician
meteorology technician||collect large amounts of meteorological information for weather information users such as
  aviation companies or meteorological institutions|wind technician;atmospheric scientist
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist
industrial robot controller|||delta robot controller;scara robot controller
forestry machinery technician||maintain and transport forestry machinery|forestry machinery operator;forestry
  machinery operative
instrument technician|||bass technician;piano technician
diesel engine mechanic||repair and maintain all types of diesel engines|diesel mechanic;mechanical body fitter
keyboard musical instrument maker||create and assemble parts to create keyboard instruments according to specified
  instructions or diagrams|
wind musical instrument maker||create and assemble parts to make wind instruments according to specified
  instructions and diagrams|wind instrument maker;brass instrument maker
flight test engineer|||CFD engineer;aircraft test engineer
soil surveying technician||analyse soil by carrying out technical surveying tasks, using soil surveying
  techniques|surveyor;geologist
non-destructive testing specialist||carry out testing of vehicles, vessels, other manufactured objects, and
  construction structures without having to damage them|non-destructive testing assistant;nondestructive testing
  specialist
prosthetic-orthotics technician||design, create, fit and repair supportive devices, such as braces, joints, arch
  supports, and other surgical and medical appliances|prosthetics maker;orthotic technician
fundraising assistant||provide administrative support for fundraising managers|fundraising clerk;fundraising officer
textile quality technician||perform physical laboratory tests on textile materials and products|textile texting
  technician;textile laboratory technician
braiding machine operator||supervise the braiding process of a group of machines, monitoring fabric quality and
  braiding conditions|textile braiding supervisor
knitting machine supervisor|||knitter supervisor;knitting inspector
textile machine operator|||textile machinist;textile supervisor
tufting operator||supervise the tufting process of a group of machines, monitoring fabric quality and tufting
  conditions|tufting machinist;tufting supervisor
precision mechanics supervisor||oversee, train and manage workers who fit together complex parts of small-size
  machines such as measuring or control mechanisms|
guitar maker||create and assemble parts to build guitars according to specified instructions or diagrams|guitar
  tester;guitar builder
harp maker||create and assemble parts to create harps according to specified instructions or diagrams|wire harp
  maker;lever harp maker
violin maker||create and assemble parts to create violins according to specified instructions or diagrams|violin
  builder;violin assembler
farm milk controller||are responsible for measuring and analysing the production and quality of the milk and
  providing advise accordingly|farm milk analyst;dairy milk analyst
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users|atmospheric analyst;meteorology analyst
metrologist||study and practice the science of measurement|optical engineer;process engineer
optician||help to improve and correct an individual's vision according to prescriptions provided by a specialised
  doctor in ophthalmology or an optometrist|optician expert;contact lens specialist
electronics production supervisor||coordinate, plan and direct the electronics production process|production line
  supervisor;electronics production manager
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital
  pharmacies|pharmacy expert;expert pharmacist
bacteriology technician||provide technical assistance in researching and testing bacteria using laboratory
  equipment|chemist;lab technician
animal feed supervisor||supervise the manufacturing process of animal feeds|feed manufacturer;livestock feed
  supervisor
court administrative officer||perform administrative and assisting duties for the court and judges|court clerk;court
  registrar
sterile services technician||ensure decontamination of medical devices in compliance with strict hygienic
  procedures|disinfection assistant
# Automotive
motor vehicle body assembler||fasten motor vehicle body parts and components together such as frames, doors, chassis
  and hoods|bus body assembler;car body assembler
motor vehicle upholsterer||create manufacturing templates, manufacture and assemble interior components for cars,
  buses, trucks etc|bus upholsterer;car upholsterer
automotive engineering drafter||convert the automotive engineers' designs into technical drawings usually using
  software|automotive drafter;motor vehicle drafter
motor vehicle engine inspector||inspect diesel, gas, petrol and electric engines used for cars, buses, trucks etc|
motor vehicle parts assembler||fasten motor vehicle parts and components together|car parts assembler;auto parts
  assembler
automotive electrician|||car electrician;van electrician
motor vehicle assembler||install and put prefabricated motor vehicle parts and components together|car builder;car
  assembler
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles|bus engineering technician;car engineering technician
automotive engineer|||bus designer;coach designer
motor vehicles parts advisor||sell motor vehicle parts, order parts and identify alternative parts|LGV parts
  advisor;PCV parts advisor
motor vehicle engine assembler||build and install prefabricated parts to form motor vehicle engines such as diesel,
  gas, petrol and electric engines|bus engine builder;car engine builder
vehicle technician||inspect, test and maintain vehicles, motorcycles, engine tune-ups and tyre replacements|bus
  mechanic;car mechanic
motor vehicles specialised seller||sell cars and motors vehicles in specialised shops|franchise specialised
  seller;dealership specialised seller
electrical engineer||design and develop electrical systems, electrical equipment, components, motors, and equipment
  with the feature of energy transmission|electricity engineer;electrical design engineer
railway car upholsterer||create manufacturing templates, manufacture and assemble interior components for train
  carriages|carriage upholsterer;train coach upholsterer
automotive brake technician||inspect, maintain, diagnose and repair braking, steering and suspension systems as well
  as wheels and tyres|brake technician;car brake technician
motor vehicle assembly inspector|||assembly inspector
electrical transmission system operator||transport energy in the form of electrical power|
roadside vehicle technician||perform onsite repairs, tests and maintenance to roadside vehicles|mobile auto
  mechanic;LGV roadside technician
motor vehicle shop manager||assume responsibility for activities and staff in a vehicle showroom|car shop
  manager;car store manager
sales engineer|||LGV sales engineer;PCV sales engineer
pipeline pump operator|||pump tender;pipeline tender
mine electrical engineer|||electrical engineer;electrical technologist
automotive test driver||drive prototype and pre-production vehicles and assess their performance, safety and
  comfort|car tester;test driver
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles|dry cell
  tester;battery installer
refuse vehicle driver||drive the large vehicles used for refuse collection|
upholsterer||provide objects such as furniture, panels, orthopaedic devices, fixtures or vehicle parts with padding
  or soft covering|seat maker;chair maker
electrical power distributor||operate and maintain equipment which deliver the energy from the transmission system
  to the consumer|power line worker;distribution control operator
motor vehicle assembly supervisor||coordinate the employees involved in motor vehicle manufacturing and schedule
  their activities|
light board operator||control the lighting of a performance based on the artistic or creative concept, in
  interaction with the performers|LX operator;board operator
specialised antique dealer||sell antique goods in specialised shops|specialised antique seller;antiques specialised
  seller
cargo vehicle driver||operate vehicles such as trucks and vans|HGV driver;van driver
motor vehicle engine tester||test the performance of diesel, petrol, gas and electric engines in specialised
  facilities such as laboratories|engine tester;bus engine tester
rolling stock engineering drafter||convert the rolling stock engineers' designs into technical drawings usually
  using software|rolling stock drafter
pipeline engineer|||pipeline field engineer;subsea pipeline engineer
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines|machine repairer;power tool mechanic
bicycle shop manager||are responsible for activities and staff in specialised shops that sell and repair
  bicycles|bike shop manager;bike store manager
rolling stock electrician|||wagon builder;railcar builder
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units|wagon designer;wagon engineer
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers|
craft shop manager|||hobby shop manager;paint shop manager
commercial sales representative||represent a company in selling and providing information on goods and services to
  businesses and organisations|sales consultant;territory manager
street lighting electrician||construct and maintain electric power transmission and distribution in street
  lights|highway lights operative;street lighting operative
lift engineer||set lifts into a prepared framed hoistway|lift builder;lift inspector
rolling stock engineering technician|||
concrete pump operator||drive and operate trucks to haul concrete from the plant to project sites, and operate pumps
  to disperse concrete at the site|HGV mixer driver;LGV mixer driver
vehicle electronics installer|||auto technician;autoelectronic technician
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals|medical device seller;medical representative
coachbuilder||execute work on vehicle bodies and coaches with skills to form body parts from panels, manufacture and
  assemble the frames and parts for vehicles|vehicle builder;bus-body builder
construction equipment technician|||heavy equipment mechanic;heavy equipment inspector
electrical mechanic||install, repair and maintain mechanical and electrical components of machinery, tools and
  equipment|electrician;diagnostic electrician
fire service vehicle operator||drive and operate emergency fire service vehicles such as firetrucks|crew
  manager;fire engine driver
power plant manager||supervise operations in power plants which produce and transport energy|power plant
  director;power supply manager
armoured car driver||drive the armoured car to transfer valuable items, such as money, to different
  locations|armoured truck driver
moving truck driver||operate lorries or trucks intended for relocating and transporting goods, belongings,
  machinery, and others|moving van driver;removal van driver
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler
metal products assembler|||assembler;production worker
electricity sales representative||assess clients' energy needs, and recommend the purchase of electricity supply
  from their corporation|electricity seller;electricity sales consultant
renewable energy sales representative||assess clients' energy supply needs, and attempt to secure sales of renewable
  energy methods|renewable energy seller;alternative energy seller
tour operator representative|||tour representative;holiday representative
horse trainer|||equine trainer;jockey trainer
component engineer||design and envision the engineering development of different small parts composing a bigger
  project, machine, or process|assembly engineer;components engineer
car leasing agent||represent businesses involved in financing vehicles, offering appropriate leasing schemes and
  additional services related to the vehicle|fleet leasing agent;automobile leasing agent
tram controller||assign and manage tram vehicles and drivers for the transport of passengers, including records of
  distances covered and of repairs made|tram dispatcher;tram supervisor
electrical engineering technician||work together with electrical engineers in electrical engineering
  research|electrical technician;electrical systems technician
aviation ground systems engineer|||
mechatronics assembler||assemble and maintain complex mechatronic equipment and machines, such as robots, elevators,
  and advanced home appliances|robotic fitter;robotic assembler
aerospace engineering drafter||convert the aerospace engineers' designs into technical drawings usually using
  computer-aided design programs|
funeral services director||coordinate the logistics of funerals|cemetery manager;funeral director
mechanical engineering drafter|||mechanical design drafter;mechanical drafting expert
# Oil and Gas
drilling engineer||develop and supervise the drilling of gas and oil wells|wells engineer;drilling expert
energy engineer||design new, efficient and clean ways to produce, transform, and distribute energy to improve
  environmental sustainability and energy efficiency|power engineer;energies engineer
pipeline pump operator|||pump tender;pipeline tender
gas transmission system operator||transport energy in the form of natural gas|
petroleum pump system operator||tend pumps that keep the circulation of oil and derived products running smoothly|
gas production engineer||develop methods to optimise the extraction and production of gas for energy and
  utilities|petroleum production engineer
petroleum engineer||evaluate gas and oil fields|gas engineer;reservoir engineer
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects|
pipeline engineer|||pipeline field engineer;subsea pipeline engineer
gas processing plant operator||operate and maintain distribution equipment in a gas distribution plant|gas
  distribution operator
gas scheduling representative||track and control the flow of natural gas between pipelines and the distribution
  system, compliant with schedules and demands|short range planner;gas production planner
natural resources consultant|||resources consultant;natural resources expert
gas station operator||process gases for compression, transmission or recovery by using gas, steam or electric engine
  compressors|gas-compressor operator;gas-compressor operative
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations|area production manager;production line manager
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|drilling supervisor
refinery shift manager||supervise staff, manage plant and equipment, optimise production and ensure safety at the
  oil refinery on a day-to-day basis|shift manager;refinery manager
metal production manager||organise and manage the day-to-day and long-term project work in a metal fabrication
  factory, to process basic metals into fabricated metals|site manager;plant manager
underground miner|||coal cutter;underground mining operative
industrial quality manager||monitor and control information assets by detailing processes and procedures to ensure
  compliance with industrial standards|industrial quality supervisor
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician
pipeline route manager||oversee the day-to-day operational aspects of transporting goods via pipeline
  infrastructures|pipeline division manager;pipeline route supervisor
mine production manager|||mine supervisor;mining engineer
asphalt plant operator||extract raw materials such as sand and stones and operate mobile equipment for their
  transport to the plant|asphalt plant worker;mobile plant operator
tool pusher||assume responsibility over daily drilling operations|rig manager
# Utilities
fossil-fuel power plant operator|||generator worker;turbine operator
electric power generation engineer|||power plant engineer;power supply engineer
geothermal power plant operator||operate and maintain equipment, often steam-driven turbines, which produce
  electrical energy|geothermal plant worker;geo-thermal plant worker
meter reader|||metering data analyst;billing information analyst
electricity distribution worker||construct and maintain electric power transmission and distribution
  systems|powerline worker;electricity transmission worker
liquid fuel engineer||evaluate liquid fuel extraction sites|fuel chemist;fuel engineer
electrical transmission system operator||transport energy in the form of electrical power|
solar energy engineer||design systems which generate electrical energy from sunlight, such as photovoltaic
  systems|solar engineer;solar power engineer
water treatment systems operator|||water safety tester;water quality tester
vessel engine tester|||LNG engine tester;boat engine tester
water engineering technician|||
quantity surveyor|||quntity surveyor;quantities surveyor
gas distribution engineer|||LPG distribution engineer;gas transmission engineer
steam engineer||provide energy and utilities to facilities, such as steam, heat and refrigeration|power steam
  engineer;steam power engineer
solar energy technician||install and maintain systems that collect solar energy|solar technician;PV field technician
power production plant operator||maintain and operate the equipment in power stations and other energy production
  plants|wind plant operator;power plant operator
water treatment plant manager||supervise water treatment, storage and distribution in a water plant|water plant
  engineer;water facility manager
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power|solar
  farm worker;solar array worker
civil engineering worker||perform tasks concerning the cleaning and preparation of construction sites for civil
  engineering projects|site worker;civils worker
hydroelectric plant operator||operate and maintain the equipment used in the production of energy from the movement
  of water|hydropower plant worker;hydro-power plant worker
sewerage systems manager||coordinate and plan pipe and sewer systems, and supervise sewerage construction and
  maintenance operations|sewerage manager;wastewater manager
energy analyst||evaluate the consumption of energy in buidings owned by consumers and businesses|energy
  advisor;energy efficiency analyst
electric meter technician||install and maintain electric meter systems in facilities or buildings|smart meter
  installer;smart meter technician
power plant manager||supervise operations in power plants which produce and transport energy|power plant
  director;power supply manager
gas production engineer||develop methods to optimise the extraction and production of gas for energy and
  utilities|petroleum production engineer
gas station operator||process gases for compression, transmission or recovery by using gas, steam or electric engine
  compressors|gas-compressor operator;gas-compressor operative
construction engineer||interpret building designs and add technical specifications to construction projects|site
  engineer;building engineer
hydropower engineer||research, design and plan the building of facilities that generate electricity from the
  movement of water|
electrical power distributor||operate and maintain equipment which deliver the energy from the transmission system
  to the consumer|power line worker;distribution control operator
logistics and distribution manager||take decisions on logistic services, operations and provisions|logistics
  manager;logistics director
utilities inspector|||sewer inspector;turbine inspector
electricity sales representative||assess clients' energy needs, and recommend the purchase of electricity supply
  from their corporation|electricity seller;electricity sales consultant
bathroom fitter||install bathroom elements|bathroom installer;bathroom furniture fitter
kitchen unit installer||install kitchen elements in homes|kitchen fitter;kitchen installer
power distribution engineer||design and operate facilities which distribute power from the distribution facility to
  the consumers|power distributions engineer
wastewater treatment technician|||sewage plant technician;wastewater safety tester
water plant technician||maintain and repair water treatment and supply equipment in a water plant|water plant
  worker;water plant operator
health and safety engineer||design objects and programs by combining engineering principles and health and safety
  requirements|health engineer;safety engineer
wastewater treatment operator||operate equipment used in a water or wastewater plant|waystewater safety
  tester;waystewater quality tester
construction manager||are responsible for the planning and coordination of the construction projects|quantity
  surveyor;construction cost consultant
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity|nuclear reactor worker;nuclear reactor operative
steam turbine operator||operate and maintain machinery which generates power|turbine hall worker;steam boiler
  operator
civil drafter|||
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas
  producer;gas inspector
hydrologist||research and study the quality, current challenges, and distribution of water in the Earth|hydrology
  analyst;hydrology scientist
hydrogeologist|||pore pressure engineer;hydrogeological consultant
plumber||maintain and install water, gas and sewage systems|gas fitter;pipe worker
waterway construction labourer|||waterway maintenance worker;waterway construction worker
engineering assistant||ensure the administration and monitoring of technical and engineering files for projects,
  assignments, and quality matters|tech assistant;technical assistant
complementary therapist|||holistic therapist;alternative therapist
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures|scaffolding supervisor
renewable energy consultant||advise clients on the advantages and disadvantages of different renewable energy
  sources|sustainable energy consultant
event electrician||set up and dismantle temporary, reliable electrical systems to support events|mobile power
  expert;generator technician
road construction supervisor||monitor the construction and maintenance of roads|surfacing supervisor;highway
  construction supervisor
ICT buyer|||IT buyer;IT procurement officer
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field|logic scientist;logic researcher
# Mining
surface mine plant operator|||tipper driver;aggregate driver
geology technician||assist in all the activities carried out by geologists|geologist;mining technician
underground heavy equipment operator|||mine machine operator;underground miner operator
mine geologist||locate, identify, quantify and classify mineral resources and their geological characteristics and
  structure|geologist;mining geologist
drilling engineer||develop and supervise the drilling of gas and oil wells|wells engineer;drilling expert
metallurgist||specialise in the extraction and processing of metals such as iron, steel, zinc, copper and
  aluminium|chemical tester;forging engineer
mining geotechnical engineer||in mining perform engineering, hydrological and geological tests and analyses to
  improve the safety and efficiency of mineral operations|
mine supervisor||coordinate and supervise the activities related to mining and quarrying in underground and surface
  mines and quarries|mine technician;mining supervisor
exploration geologist||examine and prospect for mineral deposits|minerals engineer;economic geologist
mine surveyor||prepare and maintain mining plans in line with statutory and management requirements|mine plan
  maker;mining surveyor
process metallurgist||study the characteristics of ores including copper, nickel and iron ores and the performance
  of various metals and alloys|processing metallurgist;process metallurgy expert
geologist||research the materials that form the earth|coal geologist;site geologist
surface miner|||surface mining operative
textile chemical quality technician||perform chemical laboratory tests on textile materials and products|
mine surveying technician||conduct boundary and topographic surveys and surveys of the progress of mining
  operations|mine technician;mine investigator
driller||set up and operate drilling rigs and related equipment designed to drill holes for mineral exploration, in
  shotfiring operations, and for construction purposes|drillers assistant
geotechnician||collect and process rock and soil samples for geomechanical testing|geologist;logging engineer
chemical metallurgist||are involved in the extraction of useable metals from ores and recycleable material|steel
  industry expert;chemicals metallurgist
mine ventilation engineer|||ventilation officer;ventilation system coordinator
mine safety officer||oversee health and safety systems at mining operations|mine inspector;safety manager
assayer||test and analyse precious metals such as silver and gold to determine the value and properties of
  components using chemical and physical techniques|metal tester;chemical analyst
mine planning engineer|||mine project engineer;mine planning supervisor
mine mechanical engineer|||mine operations manager
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas|metallurgist;mining technician
road construction worker||perform road construction on earthworks, substructure works and the pavement section of
  the road|worker;surfacing worker
geochemist||study the characteristics and chemical elements in minerals, rocks and soils, and how they interact with
  hydrological systems|metals analyst;petroleum technician
mineral processing engineer||develop and manage equipment and techniques to successfully process and refine valuable
  minerals from ore or raw mineral|surface manager;materials expert
stone engraver||use hand tools, machines and chemical products to etch and carve patterns and inscriptions on stone
  surfaces|laser engraver;stone hand engraver
asphalt laboratory technician||perform asphalt and related raw materials inspections and laboratory testing,
  ensuring a high quality of the products|site technician;asphalt technician
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases|drilling supervisor
underground miner|||coal cutter;underground mining operative
hydrogeologist|||pore pressure engineer;hydrogeological consultant
leather laboratory technician||perform and report chemical analyses and physical tests of leather|leather
  tester;leather chemist
oil rig motorhand||assume responsibility for the engines powering the drilling equipment|oil rig operator;oil rig
  technician
textile quality technician||perform physical laboratory tests on textile materials and products|textile texting
  technician;textile laboratory technician
asphalt plant operator||extract raw materials such as sand and stones and operate mobile equipment for their
  transport to the plant|asphalt plant worker;mobile plant operator
mineral processing operator||operate a variety of plants and equipment to convert raw materials into marketable
  products|technician;brine maker
chemistry technician||monitor chemical processes and conduct tests to analyse chemical substances for manufacturing
  or scientific purposes|chemistry assistant;chemical test technician
mud logger||analyse the drilling fluids after they have been drilled up|logging geologist;surface logging specialist
# Chemical Manufacturing
furniture finisher||treat the surface of wood furniture using hand and power tools to sand, clean and polish|French
  polisher;furniture painter
chemist|||nuclear chemist;organic chemist
wood pallet maker||create wood pallets for use in storage, shipping and manipulation of goods|wooden pallet
  maker;pallet machine worker
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs|
biology technician||provide technical assistance in researching and analysing the relationship between living
  organisms and their environment|animal technician;wildlife technician
synthetic materials engineer||develop new synthetic materials processes or improve existing ones|plastics
  engineer;polymers engineer
materials engineer||research and design new or improved materials for a diverse number of applications|ceramic
  engineer;building materials engineer
pultrusion machine operator|||pultrusion operator;pultrusion machine worker
toilet attendant||clean and maintain toilet facilities in accordance with company standards and policies|restroom
  cleaner;rest room cleaner
surface treatment operator||apply chemicals and paint to the material surface in order to protect against
  corrosion|ship painter;vessel painter
surface engineer|||corrosion engineer;engineering operator
wood technology engineer||develop materials and components made of wood, construct production facilities and control
  and monitor the production|wood technologist;wooden technologist
paper embosing press operator|||paper embosser worker;paper embosser operator
cosmetic chemist|||research chemist;cosmetics research chemist
swimming facility attendant||handle the daily activities of a swimming facility such as a swimming pool, beach and
  lake|pool attendant;beach attendant
filament winding operator|||filament winder operator;filament winder operative
chemical engineer|||chemicals engineer;glass chemical engineer
nanoengineer||combine the scientific knowledge of atomic and molecular particles with engineering principles for
  applications in a varied array of fields|nanoscience expert;nanosystems expert
set builder||construct, build, prepare, adapt and maintain scenic elements used on stage and for filming movies or
  television programs|scenic builder;blacksmith welder
wood treater||apply treatments to wood to make it resistant to environmental factors like mould, cold, moisture, or
  staining|wood treatment worker;wood treatment operator
screen printer||tend a press that presses ink through a screen|silk-screen printer;screen printing operator
pesticide mixer|||fungicide mixer;herbicide mixer
photographic developer||use chemicals, instruments, and darkroom photographic techniques in specialised rooms in
  order to develop photographic films into visible images|photography developer;photography lab technician
wood boring machine operator||use milling machines or specialise boring jigs to cut holes in wood workpieces|wood
  boring worker;wood boring specialist
wood sander||smoothen the surface of a wooden object using various sanding instruments|sanding machinist;sanding
  machine tender
pharmaceutical engineer|||biotechnology engineer;pharmaceuticals engineer
toxicologist|||toxicology analyst;toxicology scientist
fiberglass laminator||mould fiberglass materials to form hulls and boat decks|fibreglass lamination
  technician;fiberglass-spraying machine operator
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology|food technology expert;food technology specialist
biochemist||study and perform research on the reactions caused by chemicals in living organisms|biological
  chemist;biochemistry analyst
biophysicist||study the existing relation between living organisms and physics|biophysics analyst;biophysics
  scientist
plastic rolling machine operator||operate and monitor machines to produce plastic rolls, or to flatten and reduce
  the material|
soap drier operator||control and maintain viscous soap machine to produce soap flakes|flaker operator;soap drier
  tender
soap tower operator||control, monitor and maintain tower operations, using the control panel, in order to produce
  soap powders|tower operator;soap plant worker
engineered wood board grader||inspect finished engineered wood products for quality issues such as inclomplete
  gluing, warping or blemishing|board grader;fibreboard grader
cigar brander||tend machines that stamp brands on cigar wrappers|cigar producer;cigar brander tender
canvas goods assembler||construct products made from a closely woven fabrics and leather such as tents, bags or
  wallets|canvas sail maker;canvas tent maker
wood drying kiln operator||control the process of applying heat to moist or 'green' wood in order to obtain usable
  dry wood|drying kiln operator;drying kiln specialist
fermenter operator|||fermenter worker;fermentation worker
nitrator operator||monitor and control equipment that processes chemical substances to produce
  explosives|binitrotoluene operator;biazzi nitrator operator
coagulation operator||control machines to coagulate synthetic rubber latex into rubber crumb slurry|coagulation
  worker;coagulation operative
foundry moulder||manufacture cores for metal moulds, which are used to fill a space in the mould that must remain
  unfilled during casting|core maker;sand moulder
recreation model maker||design and construct recreation scale models from various materials such as plastic, wood,
  wax and metals, mostly by hand|
wood router operator||work with industrial routers to cut wood into the desired shape|wood router specialist;wood
  router technician
land-based machinery supervisor||plan and organise land-based machinery services for agricultural production and
  landscaping in close cooperation with their clients|farm equipment supervisor;farm machinery supervisor
pill maker operator||tend the pilling machine that create pills in various sizes and shapes|pill maker;pillmaker
  operator
chemical mixer|||mixer;chemical batch mixer
paper engineer||ensure an optimal production process in the manufacture of paper and related products|process
  engineer;materials engineer
lumber grader||inspect lumber, or wood cut into planks|lumber tester;lumber quality grader
plodder operator|||plodder worker;plodder operative
lacquer spray gun operator|||spray gun operator;paint booth operator
lime kiln operator||control equipment that burns limestone to produce lime or carbon dioxide|lime kiln worker;draw
  kiln operator
cider master||envision the manufacturing process of cider|cider maker;master cider maker
art restorer||work to perform corrective treatment based on an evaluation of the aesthetic, historic and scientific
  characteristics of art objects|restorer;restoration artist
book restorer||work to correct and treat books based on an evaluation of their aesthetic, historic and scientific
  characteristics|book repairer;rare book restorer
mine control room operator||perform a range of tasks from the control room of a mine|mine operator;panel controller
capsule filling machine operator||control the filling of gelatine capsules with the specific medicinal
  preparations|capsule filler;capsule machine operator
# Semiconductor Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|THT operator;PCB
  assembler
electronics engineer|||electronics engineering expert;electronics engineering adviser
mobile application developer|||
semiconductor processor|||microchip assembler;micro chip assembler
surface-mount technology machine operator|||SMT operator;SMT machine operator
microelectronics engineer||design, develop, and supervise the production of small electronic devices and components
  such as micro-processors and integrated circuits|microprocessor engineer;micro-electronic engineer
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|wave operator;wave-soldering machine operator
embedded system designer|||embedded system developer;embedded systems developer
security alarm technician||install and maintain security alarm systems to protect against hazards such as fire and
  burglary|fire alarm installer;fire alarm technician
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|IC designer;analog design engineer
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems|data warehouse architect;data warehouse developer
shunter||move shunting units with or without wagons or groups of wagons in order to build trains|shunter
  driver;shunter assistant
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer
ICT integration tester||perform tests in groups of system components, units or even applications|compatibility
  tester;IT compatibility tester
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments|IT integration engineer;system integration engineer
ICT system architect||design architecture, components, modules, interfaces, and data for a multi-components system
  to meet specified requirements|systems architect;solution architect
# Computers and Electronics Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards|THT operator;PCB
  assembler
automated optical inspection operator|||AOI operator;PCB inspector
ICT technician|||IT engineer;ICT engineer
computer hardware engineer||design and develop computer hardware systems and components, such as circuit boards,
  modems, and printers|computer engineer;hardware engineer
computer hardware test technician|||hardware tester;computer hardware tester
optical instrument assembler|||optical assembly technician;optical equipment assembler
electronics engineer|||electronics engineering expert;electronics engineering adviser
printed circuit board designer||diagram and design the construction of circuit boards|PCB designer;circuit board
  designer
medical device assembler||manufacture instruments, machines and appliances that can be used to prevent, diagnose or
  treat medical conditions|medical device maker;medical appliance maker
mechatronics engineer|||robotics engineer;cybernetics engineer
consumer electronics repair technician|||repairer;technician
mobile application developer|||
motor vehicle parts assembler||fasten motor vehicle parts and components together|car parts assembler;auto parts
  assembler
mobile phone repair technician|||LCD technician;cell phone technician
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines|clinical engineer;audiology engineer
medical device engineering technician|||pacemaker technician;MRI machine technician
aircraft assembler|||aircraft fitter;plane assembler
computer hardware repair technician||install, examine, test and repair computer hardware and peripheral
  components|computer expert;computer repairer
electromechanical equipment assembler||read and interpret blueprints, drawings and instructions to assemble or
  modify electromechanical equipment or devices|electromechanical assembler;electro-mechanical equipment assembler
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board|wave operator;wave-soldering machine operator
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely|autonomy engineer;measurement engineer
optical engineer||design and develop different industrial applications with optics|optics engineer;optical
  engineering expert
surface-mount technology machine operator|||SMT operator;SMT machine operator
control panel assembler||read schematic drawings to assemble control panel units for electrical equipment|panel
  board assembler;control panel technician
photographic equipment assembler||build photographic products such as cameras, film cameras, and projectors|camera
  assembler;projector assembler
precision instrument assembler||read blueprints and assembly drawings to assemble precision instruments such as
  micrometers, gauges, thermostats and utility meters|gauge tester;meter tester
telecommunications engineering technician|||telecoms administrator;communication administrator
optoelectronic engineering technician|||optoelectronic technician;opto-electronic technician
photonics engineering technician|||laser technician;photonics technician
robotics engineering technician|||robotics mechanic;robotics inspector
optical instrument repairer||repair optical instruments, such as microscopes, telescopes, camera optics, and
  compasses|binocular repairer;telescope repairer
photonics engineer||are concerned with the generation, transmission, transformation, and detection of light|laser
  engineer;electro-optical engineer
optomechanical engineering technician|||optomechanical technician;optomechanical technologist
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems|electronic
  assembler;electronics assembler
ICT system administrator|||server administrator;network administrator
microelectronics engineering technician|||microelectronics technician;microelectronics technologist
pneumatic engineering technician||evaluate operating pneumatic systems and assemblies such as compressed air
  machines, and recommend modifications for more efficiency|circuit assembly inspector;circuit assembly supervisor
watch and clock repairer||maintain and repair wristwatches and clocks|
computer hardware engineering technician|||PC hardware technician;IT engineering technician
semiconductor processor|||microchip assembler;micro chip assembler
computer-aided design operator||use computer hardware and software in order to add the technical dimensions to
  computer aided design drawings|CAM drafter;CAM operator
robotics engineer||design and develop robotic devices and applications in combination with mechanical engineering
  principles|control systems engineer;automation systems engineer
microsystem engineering technician|||MEMS technician;MEMS technologist
clock and watchmaker||make mechanical or electronic clocks and watches|clock maker
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment|wind energy technician;ship electrical technician
mechatronics engineering technician|||mechatronics technician;mechatronics technologist
electronics drafter||support electronic engineers in the design and conceptualisation of electronic
  equipment|electronics design drafter;electronics drafting expert
software architect||create the technical design and the functional model of a software system, based on functional
  specifications|software designer;application architect
container equipment assembler||manufacture containers such as boilers or pressure vessels|
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles|IC designer;analog design engineer
rolling stock assembly inspector|||
electronics engineering technician||work closely with electronics engineers in the development of electronic
  equipment and devices|signal processing technician;signal processing technologist
audio production technician||set up, prepare, check and maintain equipment in order to provide optimal sound quality
  for a live performance|stage manager;audio engineer
mechatronics assembler||assemble and maintain complex mechatronic equipment and machines, such as robots, elevators,
  and advanced home appliances|robotic fitter;robotic assembler
aerospace engineering technician||work with aerospace engineers to operate, maintain and test equipment used on
  aircraft and spacecraft|aircraft technologist;aeroplane technologist
optomechanical engineer||design and develop optomechanical systems, devices, and components, such as optical mirrors
  and optical mounts|opto-mechanics engineer;opto-mechanical engineer
audio-visual technician|||video technician;audio-video operator
ICT application developer|||application designer;application developer
ATM repair technician||install, diagnose, maintain and repair automatic teller machines|cashpoint repair technician
electrical equipment assembler||are responsible for the assembly of electrical equipment|electrical
  assembler;electrical products assembler
kitchen unit installer||install kitchen elements in homes|kitchen fitter;kitchen installer
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs|opto-electronic engineer;optoelectronics engineer
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams|electric guitar maker;electric guitar builder
motorcycle assembler||fasten motorcycle parts and components together such as frames, wheels, engines etc|bike
  builder;cycle builder
mobile devices technician||carry out proper fault diagnosis to improve the quality of mobile devices and repair
  them|mobile technician;mobile equipment engineer
rolling stock engine tester||test the performance of diesel and electric engines used for locomotives|diesel engine
  tester;railcar engine tester
aerospace engineering drafter||convert the aerospace engineers' designs into technical drawings usually using
  computer-aided design programs|
precision device inspector||make sure precision devices, such as micrometers and gauges, operate according to design
  specifications|precision instrument inspector;precision instrument supervisor
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels|marine
  inspector;marine line inspector
shunter||move shunting units with or without wagons or groups of wagons in order to build trains|shunter
  driver;shunter assistant
# Retail Apparel and Fashion
fashion designer|||fashion artist;fashion expert
leather goods designer||are in charge of the creative process of leather goods|leatherware drafter;leatherware
  designer
clothing fashion designer|||clothes designer;clothing designer
footwear designer|||shoe designer;footwear CAD designer
costume buyer||work with the costume designer in order to identify the materials for the costumes|costumes buyer
clothing finisher|||clothes finisher
fashion model||help promote products such as clothes, cosmetics and appliances by posing for journalists,
  photographers and in front of an audience on catwalks|
textile product developer|||textile product engineer;textile business developer
clothing specialised seller||sell clothes in specialised shops|clothes specialised seller;fashion specialised seller
shop supervisor||are responsible for the smooth operation of stores according to regulations and company
  policy|store supervisor;boutique supervisor
# Maritime Transportation
international forwarding operations coordinator|||import-export clerk;import-export manager
ship pilot dispatcher||coordinate ships entering or leaving port|ship pilot controller;ship pilot coordinator
port coordinator||manage operations of traffic division for port authorities|terminal supervisor;port terminal
  manager
maritime pilot||are mariners who guide ships through dangerous or congested waters, such as harbours or river
  mouths|ship pilot;marine pilot
water traffic coordinator|||water traffic planner;marine traffic planner
deep-sea fishery worker||operate on board fishing vessels to catch deep-sea fish for sale or delivery|
import export specialist||have and apply deep knowledge of import and export goods including customs clearance and
  documentation|graduate export specialist;graduate import specialist
ship planner||manage the performance of a vessel|vessel planner;ship cargo planner
deck officer|||ship deck officer;ship chief officer
ship captain||are in charge of a vessel for the transportation of goods and passengers, operating in offshore and
  coastal waters|
skipper|||
shipping agent||represent the ship owner in a foreign port|port agent;cargo agent
fisheries deckhand||work on fishing vessels where they carry out fishing related activities|
ship assistant engineer||assist the ship chief engineer and the ship duty engineer in the operations of the ship's
  hull|third assistant engineer;second assistant engineer
vessel operations coordinator|||traffic coordinator;vessel operations manager
forwarding manager||plan and organise cargo shipments within national and international areas|export
  manager;forwarding supervisor
marine chief engineer||are responsible for the entire technical operations of the vessel including engineering,
  electrical, and mechanical divisions|maritime chief engineer;fisheries chief engineer
fisheries master||plan, manage and execute the activities of fishing vessels inshore, coastal and offshore waters|
water-based aquaculture technician|||water-based fisheries technician
water-based aquaculture worker|||water-based fisheries worker
engine minder||perform work related to the deck department of an inland water transport vessel|ship engine
  operator;vessel engine operator
decksman|decksmen|are unlicensed members of of the deck department of an inland vessel|
helmsman|helmsmen|are members of the crew on the highest rank of the operational level on an inland vessel|
matrose||are members of the deck department of an inland water transportship|
wood caulker||drive oakum into the seams between planking in deck or hull of wooden ships to make them watertight|
ship duty engineer||share responsibility for most of the content of the ship's hull|maritime duty engineer;ship
  engineering officer
# Wholesale
vending machine operator|||laundrette operator;photo booth operator
drapery and carpet cleaner||clean draperies and carpets for their clients by removing stains, dust or odors|rug
  cleaner;carpet cleaner
commercial sales representative||represent a company in selling and providing information on goods and services to
  businesses and organisations|sales consultant;territory manager
wholesale merchant||investigate potential wholesale buyers and suppliers and match their needs|wholesale
  buyer;wholesale trader
motor vehicle shop manager||assume responsibility for activities and staff in a vehicle showroom|car shop
  manager;car store manager
craft shop manager|||hobby shop manager;paint shop manager
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals|medical device seller;medical representative
agricultural engineer||intervene in a variety of matters within the agriculture field in combination with
  engineering concepts|agriculture engineer;agricultural engineering expert
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers|
supply chain assistant||work closely together with managers in the operations processes, namely purchasing,
  manufacturing, and distribution processes|production assistant;supply chain officer
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages|food engineer
drugstore manager|||healthcare shop manager;drugstore counter manager
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor|commodity handler;commodities trader
animal groomer||are in charge of grooming a range of animals, using the correct equipment, materials and
  methods|groomer of animals;dog grooming specialist
welding inspector||examine the connections and bonds between metals|welding supervisor;butt welding engineer
precision engineer||design processes, machines, fixtures and other equipment that have exceptionally low engineering
  tolerances, are repeatable and stable over time|precision engineering expert;precision engineering adviser
motor vehicle aftersales manager||maximise sales by closing business on an ongoing basis|car aftersales manager;van
  aftersales manager
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers|stock coordinator;store coordinator
ICT security consultant||advise and implement solutions to control access to data and programs|IT security expert;IT
  security advisor
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations|roller driver;roller operator
optical instrument production supervisor||coordinate, plan and direct the optical instrument production process|
metal production supervisor||oversee the day-to-day working process and activities of the labourers in a metal
  fabrication factory|melter manager;melter supervisor
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical design
  drafter;electrical drafting expert
renewable energy sales representative||assess clients' energy supply needs, and attempt to secure sales of renewable
  energy methods|renewable energy seller;alternative energy seller
raw material reception operator|||raw materials worker
therapeutic radiographer|||therapy radiographer;radiotherapy radiographer
disc jockey||mix music from various sources using turntables or a mixing console and play music at events in front
  of a live audience|live mixer;live music mixer
department store manager||organise and control the operations and staff of establishments which provide retail
  services|outlet store manager;retail sales manager
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable|cable car operator;cable car controller
optical technician||assemble, repair and design various parts of eyewear such as lenses, frames, patterns and
  eyewear|lens maker;eyewear maker
soil surveying technician||analyse soil by carrying out technical surveying tasks, using soil surveying
  techniques|surveyor;geologist
veterinary receptionist|||animal care receptionist
machine operator supervisor||coordinate and direct workers who set up and operate machines|leading machinist;machine
  shop supervisor
call centre agent||handle incoming or outgoing customer calls for a business|telephone operator;inbound sales agent
orthopaedic supply shop manager|||orthohouse manager
administrative assistant||perform administrative and office support for supervisors|office clerk;clerical assistant
waiting list coordinator||guarantee the day to day management of waiting list time|waiting list manager
linen room attendant||retrieve linen or uniforms for cleaning|linen manager;linen supervisor
tote operator|||tote manager;tote technician
miniature set designer||design and build miniature props and sets of motion pictures|miniature maker;miniatures
  builder
language engineer||work within the field of computing science, and more specifically in the field of natural
  language processing|linguistic engineer;language technologist
post office counter clerk||sell products and services at a post office|mail service clerk;post office supervisor
call centre manager||set the objectives of the service per month, week, and day|call centre director;client centre
  manager
import export manager||install and maintain procedures for cross-border business, coordinating internal and external
  parties|graduate export manager;graduate import manager
glass installation supervisor|||glazing supervisor;window installation supervisor
optician||help to improve and correct an individual's vision according to prescriptions provided by a specialised
  doctor in ophthalmology or an optometrist|optician expert;contact lens specialist
glass artist||create original artworks by assembling pieces of glass|stained glass artist;stained glass restorer
kitchen porter||wash and clean kitchen areas, including pots, pans, utensils, cutlery and dishes|
video technician||set up, prepare, check and maintain equipment in order to provide optimal projected image quality
  for a live performance|AV technician;image technician
precision mechanics supervisor||oversee, train and manage workers who fit together complex parts of small-size
  machines such as measuring or control mechanisms|
call centre quality auditor||listen to calls from the call centre operators, recorded or live, in order to assess
  compliance with protocols and quality parameters|
grader operator||work with a heavy piece of mobile equipment that creates a flat surface by slicing off the top soil
  with a large blade|grader driver;grader worker
distribution manager||plan the distribution of goods to various points of sales|graduate logistics manager;graduate
  distribution manager
retail department manager||are responsible for activities and staff in a section in a store|section
  manager;departmental manager
ceramicist|||ceramics artist
laundromat attendant||assist the customers of self-servicing laundries with issues related to coin-machines, dryers
  or vending machines|laundromat worker;laundry assistant
secretary|secretaries|perform a variety of administrative tasks to help keep an organisation run smoothly|office
  worker;front office clerk
sculptor||may use a wide variety of materials to create sculptures, such as stone, clay, glass, wood, plaster, or
  any material of their choice|sculpting artist
market research interviewer||strive to collect information on the perceptions, opinions, and preferences of
  customers in relation to commercial products or services|market research analyst;public opinion researcher
games development manager||supervise and coordinate the creation, development, distribution, and selling of
  games|games development director;gaming development manager
call centre supervisor||oversee call centre employees, manage projects and understand technical aspects of the call
  centre activities|tele-sales supervisor;telemarketing manager
crossing guard|||school crossing guard
merchandiser||are responsible for positioning goods following standards and procedures|graduate
  merchandiser;merchandising manager
private chef||comply with food and sanitation rules to prepare meals for their employers|private cook;culinary
  expert
prop maker||construct, build, prepare, adapt and maintain props used on stage and for filming movies or television
  programs|prop builder;property maker
fisheries adviser||provide consultancy on fish stocks and their habitats|fisheries scientist;fisheries consultant
kinesiologist|||exercise scientist;exercise researcher
# Performing Arts
music director||lead musical groups such as orchestras and bands during live performances or recording
  sessions|conductor;band master
variety artist|||mime artist;escape artist
art director||shape the visual layout of a concept|designer;stage director
composer||create new music pieces in a variety of styles|music producer;electronic music producer
stage manager|||stage supervisor;stage coordinator
performance artist|||performance maker;live performance artist
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|band leader;band master
stage director||oversee and orchestrate the mounting of a performance production by unifying various endeavours and
  aspects of a theatrical production|stage manager;scene director
theatre technician||execute all technical tasks to support live performances|audio technician;stage technician
fight director||coach performers to safely execute fight sequences|fight coach;fight coordinator
conceptual artist|||
singer||are professional musicians, skilled in the use of their voice as a musical instrument, with different vocal
  ranges|
usher||assist visitors by showing their way in a big building such as a theatre, stadium or concert hall|usher
  supervisor
stage machinist||manipulate sets and other elements in a performance based on the artistic or creative concept, in
  interaction with the performers|set technician;flying operator
audio describer|||audio description expert
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|event technician;all round engineer
circus artist||develop original performance pieces showcasing great artistic and performing skills, emotive depth
  and artistic proposals for the general public|fire artist;rope artist
stand-up comedian||tell humorist stories, jokes and one-liners typically described as a monologue, act or routine|
promoter|||road manager;performance tour manager
musician||perform a vocal or musical part that can be recorded or played for an audience|concert master;orchestra
  section leader
street performer||create street arts performances for outdoor spaces, using space and audience as a creative
  resource|street circus artist;street theater artist
performance hairdresser|||
dramaturge|||dramatic advisor
dancer||interpret ideas, feelings, stories or characters for audiences by using movement and body language mostly
  accompanied by music|
art model||pose for visual artists as reference or inspiration for their creative work|
make-up and hair designer||develop a design concept for make-up and hair of performers and supervise the execution
  of it|wig designer
dresser|||wardrobe master
talent agent||represent artists, authors, performers and athletes|music agent;sport agent
venue programmer|||venue programming assistant
puppeteer||perform shows by manipulating puppets such as hand puppets or marionettes|mime artist
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician
puppet designer||design and create puppets and manipulable objects for performers|puppet maker;puppet builder
community artist||research, plan, organise and lead artistic activities for people brought together by a shared
  interest, capacity, environment or condition|dance leader;community arts worker
# Museums, Historical Sites, and Zoos
museum scientist|||museum researcher;museum administrator
exhibition curator||organise and display artworks and artefacts|exhibits manager;exhibits coordinator
zoo educator|||learning officer;engagement officer
arts education officer|||education officer;education coordinator
history lecturer|||history teacher;history instructor
earth science lecturer|||geology lecturer;geography lecturer
food science lecturer|||food science teacher;food sciences teacher
space science lecturer|||space science teacher;space science instructor
environmental education officer||are responsible for promoting environmental conservation and development|ecotourism
  guide;environmental teacher
park guide|||visitor guide;countryside guide
collection manager||ensure the care and preservation of objects within cultural institutions, like museums,
  libraries, and archives|museum technician;collections manager
conservator||organise and valorise works of art, buildings, books and furniture|building conservation officer
art handler||are trained individuals who work directly with objects in museums and art galleries|museum
  technician;gallery technician
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director
photography teacher|||media arts teacher;photography instructor
nature conservation officer||manage and improve the local environment within all the sectors of a local
  community|conservation officer;wildlife control agent
conservation scientist||manage the quality of specific forests, parks and other natural resources|environmental
  scientist;conservation programs specialist
guide|||city guide;tour guide
museum director||oversee the management of the art collections, artefacts, and exposition facilities|museum
  manager;art gallery director
zoo curator||are usually the position of middle-management within an institution|collections supervisor
zookeeper|||animal care worker
tourist information centre manager|||tourist information supervisor
taxidermist|||taxidermy technician
exhibition registrar||organise, manage and document movement of museum artefacts to and from storage, display and
  exhibitions|museum registrar
attraction operator||control rides and monitor the attraction|ride leader;ride operator
mediation and education manager|||education manager;education consultant
archive manager||ensure the care and preservation of a cultural institution and the archives within|archive
  administrator;archive services manager
zoo registrar||are responsible for the maintenance of a wide variety of records relating to animals and their care
  in zoological collections|animals registrar;aquarium registrar
curriculum administrator||develop and improve the curricula of education institutions|education manager;education
  officer
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports|airport environmental expert;airport environmental officer
animal trainer|||pet trainer;canine trainer
garden labourer||perform simple tasks in cultivating and maintaining flowers, trees and shrubs|garden
  worker;gardening worker
hunter||track and pursue animals with the intention of trapping or killing them|wildlife manager
sound artist||use sound as a main creative medium|live sound artist
animal artificial insemination technician||are in charge of the impregnation of an animal using collected semen, in
  accordance with national legislation|AI engineer;AI specialist
animal embryo transfer technician||aid and support the carrying out of embryo transfer under veterinary supervision
  in accordance with national legislation|embryo transfer technician
animal handler||are in charge of handling animals in a working role and continue the training of the animal, in
  accordance with national legislation|stud animal handler;animal care assistant
event scaffolder||set up and dismantle temporary seating, stages and structures to support performance equipment,
  artists and audience|scaffolding worker;scaffolding installer
countryside officer||are responsible for a range of activities that manage and maintain the natural environment and
  associated public access and recreation|rural areas officer
# Artists and Writers
stage director||oversee and orchestrate the mounting of a performance production by unifying various endeavours and
  aspects of a theatrical production|stage manager;scene director
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers|event technician;all round engineer
lighting designer||develop a lighting design concept for a performance and supervise the execution of it|theatre
  lighting designer
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance|band leader;band master
music producer||are responsible for acquiring music to be published|producer;vocal producer
hair stylist||wash, dry, cut and style the hair of singers and presenters and various types of actors, including
  stage, movie, tv and music video actors|hair artist
technical director||realise the artistic visions of the creators within technical constraints|technical
  manager;technical supervisor
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director
performance hairdresser|||
dancer||interpret ideas, feelings, stories or characters for audiences by using movement and body language mostly
  accompanied by music|
art model||pose for visual artists as reference or inspiration for their creative work|
costume designer||develop a costume design concept for a performance, a movie or a television program|costume
  consultant;costume specialist
publishing rights manager||are responsible for the copyrights of books|rights manager;rights director
performance rental technician||manage technical equipment at concerts and other big events|equipment
  technician;weight report technician
dresser|||wardrobe master
costume attendant|||costume assistant;wardrobe assistant
printmaker||engrave or etch metal, wood, rubber or other materials to create images which are transported onto
  surfaces, generally using a printing press|relief printer;screen printer
intelligent lighting engineer|||automated lighting engineer;automated lighting technician
# Design Services
costume designer||develop a costume design concept for a performance, a movie or a television program|costume
  consultant;costume specialist
textile designer||conceptualise textile products considering visual communication and functional performance|knits
  designer;print designer
stage machinist||manipulate sets and other elements in a performance based on the artistic or creative concept, in
  interaction with the performers|set technician;flying operator
textile technologist||develop and supervise production systems for textiles|textile engineer;fabric technologist
commercial director||are responsible for the income generation for the commercial sector of their company|commercial
  manager;marketing director
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer
sound designer||develop a sound design concept for a performance and supervise the execution of it|audio designer
textile colourist||prepare, develop and create colours for textile applications|textile color maker;dyeing range
  operator
user interface designer||are in charge of designing user interfaces for applications and systems|UI
  designer;accessibility designer
make-up and hair designer||develop a design concept for make-up and hair of performers and supervise the execution
  of it|wig designer
industrial cook||create new food designs and recipes|catering cook;catering worker
followspot operator||control follow spots based on the artistic or creative concept, in interaction with the
  performers|spotlight operator;followspot lighting operator
costume attendant|||costume assistant;wardrobe assistant
interior planner||help clients in planning their interiors for commercial and private use|spatial planner;interior
  adviser
industrial designer||work out ideas and develop them into designs and concepts for a wide variety of manufactured
  products|CAD designer;toy designer
sound artist||use sound as a main creative medium|live sound artist
set designer||develop a set concept for a performance and supervise the execution of it|scenic artist;scene designer
# Architecture and Planning
landscape architect||plan and design the construction of gardens and natural spaces|landscape artist;landscape
  expert
land surveyor||determine, by means of specialised equipment, the distances and positions of points at the surface of
  sites for construction purposes|surveyor;geomatics surveyor
interior architect||create plans of the interior of a home, building or other structure|architect;design architect
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces|urban architect;building designer
civil engineering technician|||civils technician
landscape designer|||garden advisor;garden designer
surveying technician||carry out technical surveying tasks|surveyor;mapping technician
land planner||visit sites in order to create projects and plans for land usage and development|planner;city planner
interior designer||design or renovate of internal spaces, including structural alterations, fixtures and fittings,
  lighting and colour schemes, furnishings|space planner;spacial designer
civil drafter|||
geographic information systems specialist|||GIS analyst;GIS specialist
construction painter||paint the interior and exterior of buildings and other structures|industrial
  painter;specialist painter
construction safety manager||inspect, enforce and control health and safety measures at construction sites|safety
  advisor;safety manager
engineering assistant||ensure the administration and monitoring of technical and engineering files for projects,
  assignments, and quality matters|tech assistant;technical assistant
construction safety inspector||monitor construction sites and their conformity to health and safety
  regulations|safety advisor;safety inspector
industrial designer||work out ideas and develop them into designs and concepts for a wide variety of manufactured
  products|CAD designer;toy designer
building exterior cleaner||remove dirt and litter from a building's exterior, as well as perform restoration
  tasks|floor polisher;exterior cleaner
cartographer|||map maker;cartographic analyst
metrologist||study and practice the science of measurement|optical engineer;process engineer
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users|atmospheric analyst;meteorology analyst
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field|logic scientist;logic researcher
# Civil Engineering
drainage engineer||design and construct drainage systems for sewers and storm water systems|sewer engineer;flood
  risk engineer
water engineer||research and develop methods for the provision of clean water, water treatment and flood damage
  prevention and reaction|hydraulic engineer;water systems engineer
sewer construction worker||install sewer pipes to transport wastewater out of structures and to a body of water or
  treatment facility|sewage pipe layer;sewage system worker
road sign installer||take road signs to the specified location and erect it|road sign worker;highway sign installer
telecommunications equipment maintainer|||telecommunications maintenance technician
gas distribution engineer|||LPG distribution engineer;gas transmission engineer
gas processing plant supervisor|||gas compressor controller;gas processing controller
transport engineer||design and set the engineering specifications for the construction and development of roadways
  and transport infrastructure|roads engineer;traffic engineer
sewer construction supervisor||supervise the installation of sewer pipes and other sewage infrastructure|sewage
  pipelayer supervisor
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation|rail control operator;train operations manager
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects|harbour civil engineer;civil engineering expert
power production plant operator||maintain and operate the equipment in power stations and other energy production
  plants|wind plant operator;power plant operator
civil engineering technician|||civils technician
road transport maintenance scheduler|||vehicle maintenance coordinator
radio technician||install, adjust, test, maintain, and repair mobile or stationary radio transmitting and receiving
  equipment and two-way radio communications systems|radio communications technician
gas processing plant operator||operate and maintain distribution equipment in a gas distribution plant|gas
  distribution operator
irrigation system installer||build the necessary infrastructure for irrigation of soil, usually for agricultural
  purposes|irrigation installer;irrigation specialist
rail project engineer||maintain a safe, cost-effective, high-quality, and environmentally responsible approach
  across the technical projects in railway companies|railway project engineer;engineering project manager
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy|sub-station engineer;substations engineer
nuclear engineer||plan and design engineering equipment and processes in nuclear plants and sites|atomic power
  engineer;atomic safety engineer
civil engineering worker||perform tasks concerning the cleaning and preparation of construction sites for civil
  engineering projects|site worker;civils worker
hydroelectric plant operator||operate and maintain the equipment used in the production of energy from the movement
  of water|hydropower plant worker;hydro-power plant worker
water treatment systems operator|||water safety tester;water quality tester
environmental scientist||identify problems and find solutions in order to minimize environmental hazards by
  performing analysis on samples such as air, water or soil|geologist;soil scientist
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste|
sewerage systems manager||coordinate and plan pipe and sewer systems, and supervise sewerage construction and
  maintenance operations|sewerage manager;wastewater manager
quantity surveyor|||quntity surveyor;quantities surveyor
air separation plant operator|||oxygen plant operator
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects|
road marker||apply markings to roads to increase safety, indicate traffic regulations, and help road users find the
  way|road painter;construction worker
road transport division manager||maintain control of processes relating to vehicles, staff, customers, routes, and
  contracts|fleet director;road fleet manager
construction engineer||interpret building designs and add technical specifications to construction projects|site
  engineer;building engineer
tower crane operator|||tower crane driver;tower-crane operator
geographic information systems specialist|||GIS analyst;GIS specialist
marine engineering technician|||marine technologist;vessel technologist
rail construction supervisor||monitor the construction and maintenance of railway infrastructure|railway maintenance
  supervisor;railway construction supervisor
marine engineer|||ship engineer;naval engineer
bathroom fitter||install bathroom elements|bathroom installer;bathroom furniture fitter
heating engineer|||HVAC inspector;heating technician
underwater construction supervisor||monitor underwater construction projects such as tunnels, canal locks and bridge
  pillars|construction diving supervisor;marine construction supervisor
refinery shift manager||supervise staff, manage plant and equipment, optimise production and ensure safety at the
  oil refinery on a day-to-day basis|shift manager;refinery manager
renewable energy engineer||research alternative sources of energy in order to design systems for renewable energy
  production|turbine engineer;renewables engineer
water plant technician||maintain and repair water treatment and supply equipment in a water plant|water plant
  worker;water plant operator
mechanical engineering drafter|||mechanical design drafter;mechanical drafting expert
cable jointer||construct and maintain power supply and control cables in underground pipes and grooves|cable
  installer;electrical cable installer
communication infrastructure maintainer||install, repair, run and maintain infrastructure for communication
  systems|cable technician;telecoms infrastructure engineer
rail layer||construct railway tracks on prepared sites|plate layer;track layer
mine manager||control, direct, plan and coordinate mining production activities|site manager;mine engineer
utilities inspector|||sewer inspector;turbine inspector
waste management supervisor||coordinate waste collection, recycling, and disposal facilities|
nuclear technician||function as aids to physicists and engineers in nuclear laboratories and power plants|nuclear
  plant technician;nuclear safety technician
environmental engineer||integrate environmental and sustainable measures in the development of projects of various
  natures|sanitary engineer;pollution engineer
chemical processing plant controller||control the chemical production process|chemical operator;chemical plant
  operator
agricultural engineer||intervene in a variety of matters within the agriculture field in combination with
  engineering concepts|agriculture engineer;agricultural engineering expert
drainage worker||assemble and maintain drainage and dewatering systems|drainage installer;drainage operative
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity|nuclear reactor worker;nuclear reactor operative
mechanical engineer|||machinery engineer;mechanics engineer
installation engineer||oversee and manage the installing of structures, which take often many years to design and
  construct|design engineer;building engineer
drain technician||install and maintain drainage equipment used in sewer systems, such as pipes and valves|drain
  cleaner;sewer cleaner
hydrographic surveying technician||perform oceanographic and surveying operations in marine environments|marine
  surveyor;mapping technician
plumber||maintain and install water, gas and sewage systems|gas fitter;pipe worker
road operations manager||oversee day-to-day road transportation processes, managing processes, and striving to meet
  customer expectations|road transport manager;road operations supervisor
power lines supervisor||monitor the construction and maintenance of power lines and associated equipment|cable
  installer supervisor;cable installation supervisor
fire safety tester|||fire tester;fire inspection technician
overhead line worker||construct and maintain power supply and control cables in overhead power lines|overhead line
  engineer;overhead line technician
wastewater treatment technician|||sewage plant technician;wastewater safety tester
gas service technician||install and maintain gas service appliances and systems in facilities or buildings|gas
  producer;gas inspector
research engineer|||bionic engineer;engineer researcher
electrical drafter||support engineers in the design and conceptualisation of electrical equipment|electrical design
  drafter;electrical drafting expert
irrigation technician||specialise in the installation, maintenance and repair of sprinklers, pipes and other
  irrigation systems|irrigation worker;irrigation operative
# Government Administration
police inspector||coordinate and supervise a division in a police department|
police trainer||train probationary, new academy recruits, or cadets, and seasoned veterans on the theory and
  practice necessary to become a police officer|police instructor;police officer trainer
fire inspector|||fire investigator;fire prevention officer
community social worker||help people in disadvantage or excluded from society to change their situation and handle
  their integration problems|outreach worker;neighbourhood worker
emergency response coordinator|||aid worker;charity coordinator
corporate lawyer||provide legal consulting services and representation to corporations and organisations|
social work assistant||are practice-based professionals who promote social change and development, social cohesion,
  and the empowerment and liberation of people|support worker assistant
official veterinarian||are professionals with a comprehensive scientific education|veterinary inspector;public
  health veterinarian
health and safety inspector||investigate the implementation and application of labour standards and policies in a
  workplace|wage inspector;labor inspector
public affairs consultant||function as representatives for a client's goal|public affairs agent;public affairs
  officer
education inspector|||OFSTED inspector;school inspector
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries|compliance manager;regulatory manager
competition policy officer|||policy manager;competition policy manager
environmental policy officer||research, analyse, develop and implement policies related to the environment|policy
  officer;environmental officer
grants management officer||work professionally in the administration and management of grant funds|grants
  officer;proposals manager
social worker||are practice-based professionals who promote social change and development, social cohesion, and the
  empowerment and liberation of people|welfare worker;community worker
recreation policy officer|||sports policy advisor;sports policy officer
economic policy officer||develop economic strategies|finance policy officer;economic policy advisor
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms|legal
  adviser;legal advisor
education policy officer||research, analyse and develop education policies, and implement these policies to improve
  the existing education system|policy officer;education policy advisor
headteacher||manage the day-to-day activities of an educational institution|academy school manager;grammar school
  manager
fiscal affairs policy officer|||tax policy officer;fiscal policy analyst
public housing manager||develop strategies for the improvement of housing policy in a community, as well as
  providing social housing to those in need|estates manager;housing officer
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the
  law|counsellor;prosecutor assistant
public health policy officer||develop and implement strategies for the improvement of a community's health care
  policy|general manager;healthcare planner
environmental health inspector||carry out investigations to ensure that areas, organisations and companies comply
  with environmental and public health legislation|public health inspector
housing manager||oversee housing services for tenants or residents|housing agent;housing officer
legal policy officer|||legal policy advisor;legal policy analyst
marine cargo inspector||investigate all baggage and freight listed on the ship's manifest|ship freight inspector
education administrator|||school receptionist;school administrator
correctional services manager||manage the operations of a correctional facility|correctional institution director
environmental protection manager||provide advice on the development of environmental policies to governmental and
  official institutions|environmental manager;environmental safety specialist
food safety inspector||carry out inspections in food processing environments from a food safety standpoint|quality
  inspector;quality controller
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability|planning officer;development officer
foreign affairs officer||analyse foreign affairs policies and operations, and write reports outlining their analyses
  in a clear and comprehensible manner|consulate officer;foreign affairs advisor
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations|
economist||perform research and develop theories in the field of economics, whether for microeconomic or
  macroeconomic analysis|macro analyst;interest analyst
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment|asbestos inspector;buildings inspector
street warden||patrol designated areas to ensure a sense of security with the public, and provide general
  support|bylaw enforcement officer;community support officer
environmental programme coordinator||develop programmes for the improvement of environmental sustainability and
  efficiency within an organisation or institution|environmental auditor;environmental manager
product assembly inspector||evaluate products for compliance with specifications and defects in-line with clients'
  requirements and organisational policies|products;assembly inspector
prosecutor||represent governmental bodies and the general public in court cases against parties accused of illegal
  activity|
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools|FE director;college director
probation officer||supervise offenders after their release, or who were sentenced to penalties outside of
  incarceration|parole officer;probation services officer
business economics researcher||conduct research on topics regarding economy, organisations, and strategy|business
  advisor;business analyst
fire commissioner||oversee the activity of the fire department making sure the services supplied are effective and
  the necessary equipment is provided|area manager;brigade manager
bank manager||oversee the management of one or several bank activities|bank director;bank branch manager
property acquisitions manager||ensure land or property acquisitions transactions|porperty acquisitions
  manager;property transactions supervisor
animal facility manager||coordinate and plan all activities of a zoo|zoo managing director;aquarium managing
  director
government planning inspector|||planning officer;planning inspector
civil service administrative officer||perform administrative duties in civil service organisations and government
  departments|local authority administrator;public administrative officer
housing policy officer||research, analyse and develop housing policies which enable affordable and adequate housing
  for all|policy officer;housing policy advisor
marine chief engineer||are responsible for the entire technical operations of the vessel including engineering,
  electrical, and mechanical divisions|maritime chief engineer;fisheries chief engineer
fire protection technician|||fire suppression engineer
middle office analyst|||middle office specialist;transaction reporting specialist
security guard supervisor||monitor and oversee the activities of guards who protect properties from vandalism acts
  and theft|guard manager;guard supervisor
general veterinarian||are professionals with a comprehensive scientific education|equine veterinarian;companion
  animal veterinarian
regional development policy officer||research, analyse and develop regional development policies|regional policy
  officer
licensing manager||oversee licenses and rights of a company regarding use of its products or intellectual
  property|graduate licensing manager
hazardous materials inspector|||compliance manager;waste disposal adviser
zoo curator||are usually the position of middle-management within an institution|collections supervisor
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations|consortia advisor;consortia representative
political affairs officer|||political advisor;president adviser
human rights officer||investigate and handle human rights violations, as well as develop plans to reduce violations
  and to ensure compliance to human rights legislation|
ICT documentation manager|||documentation manager;IT documentation manager
property insurance underwriter||assess and determine the risk and coverage of a client's property insurance|property
  underwriter
consumer goods inspector|||consumer goods;toys inspector
policy officer|||policy advisor;policy analyst
trade development officer||develop and implement trade policies both internally and in international import and
  export relations|trade development director
clothing quality inspector|||garment quality controller
# Non-profit Organizations
fundraising manager||are responsible for raising money on behalf of organisations, often non-profit such as
  charities|giving manager;philanthropic manager
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector|HR worker;HR manager
corporate social responsibility manager||monitor the practices of organisations and companies with regard to ethics
  and impact on the larger community|sustainable services manager;sustainability project manager
social security officer|||benefits officer;employment advisor
social security inspector||investigate fraudulent activities in social security that affect workers' rights|claims
  investigator;labour law inspector
nature conservation officer||manage and improve the local environment within all the sectors of a local
  community|conservation officer;wildlife control agent
real estate investor||buy and sell own real estate such as appartements, dwellings, land and non-residential
  buildings to make a profit|
social services manager|||policy manager;frontline manager
sport administrator|||programme administrator;sports club administrator
business analyst||research and understand the strategic position of businesses and companies in relation to their
  markets and their stakeholders|management consultant;standardisation expert
natural resources consultant|||resources consultant;natural resources expert
equality and inclusion manager||develop policies to improve affirmative action, diversity and equality
  matters|diversity leader;equality manager
consumer rights advisor||aid consumers with complaints and provide advice and information on rights as a consumer
  after purchase of products or services|food hygiene inspector;legal services adviser
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients|inspector;private investigator
political campaign officer|||strategy advisor;strategy manager
community development social worker||support individuals, families, and groups in socially or financially deprived
  areas|social development worker
activism officer|||events officer;campaign worker
social services policy officer|||social policy advisor;social policy analyst
animal behaviourist|||animal behavior expert;animal behavior therapist
behavioural scientist||research, observe and describe human behaviour in society|behavioral scientist;behavioural
  science analyst
recruitment consultant||provide the suitable candidates to employers according to the specific job profile
  requested|employment agent;recruitment officer
animal feed nutritionist|||animal feed expert
social service consultant||aid in the development of policy and procedure for social service programs|welfare
  consultant;social services expert
policy manager||are responsible for managing the development of policy programs and ensuring that the strategic
  objectives of the organization are met|ethics manager;policy coordinator
criminal justice social worker||tackle criminal behaviour and reduce risk of reoffending by promoting and
  establishing programs to prevent crime within communities|family court adviser;family court advisor
humanitarian advisor|||charity worker;humanitarian consultant
community health worker||provide advice and information about various health subjects to the community|community
  support worker;community health assistant
sociologist||focus their research on explaining social behaviour and the way people have organised themselves as a
  society|sociology analyst;sociology scientist
family social worker|||
aquaculture environmental analyst|||marine scientist;aquaculture environmental scientist
agricultural inspector||monitor agricultural operations in farms and other agricultural facilities|farm auditor;farm
  inspector
customer experience manager|||guest relations manager;guest relations officer
communication scientist|||communication analyst;communication researcher
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports|airport environmental expert;airport environmental officer
migrant social worker||provide advice to migrants in order to guide them through the necessary steps of integration,
  namely living and working in a foreign country|social worker;asylum advice worker
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis|social media manager;online reachout manager
gerontology social worker||provide assistance to elderly individuals and their families helping them to cope with
  their biopsychosocial needs|social worker;seniors social worker
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc|party agent;public relations agent
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases|social work
  manager;social services coordinator
first aid instructor||teach students immediate lifesaving emergency measures, such as cardiopulmonary resuscitation,
  the recovery position, and injury care|first aid trainer
aquaculture biologist|||aquaculture biology expert;aquaculture biology analyst
occupational analyst|||job analyst;corporate business analyst
political scientist||study political behaviour, activity and systems, including the elements that fall therein|war
  researcher;peace researcher
ecologist|||environmental scientist;conservationist scientist
anthropologist||research all aspects of life pertaining to humans|arts scientist;movie scientist
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer
choreologist||are specialised creators of dance in specific styles or traditions, such as ethnic dance, early dance
  or baroque dance|
programme funding manager||take the lead in developing and realizing the funding strategy of the programmes of an
  organisation|grants manager;programme funding officer
cultural centre director|||center director;centre director
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety|healthcare advisor;management consultant
chaplain||perform religious activities in secular institutions|lay representative
civil enforcement officer|||parking manager;parking attendant
zoology technician||provide technical assistance in researching and testing animal species using laboratory
  equipment|wildlife manager;animal researcher
criminologist||study conditions pertaining to humans such as the social and psychological aspects that could lead
  them to commit criminal acts|criminology scientist;criminology researcher
geographer||are scholars who study human and physical geography|geography research scientist
social work researcher||manage research projects aiming to investigate and provide reports on social issues|social
  scientist;social science researcher
cartoonist||draw people, objects, events, etc|comic artist
enterprise development worker||support enterprises in solving big social problems by liaising with communities and
  customers|business social worker;industry social worker
youth programme director||develop and implement programmes and policies to improve and ensure youths'
  well-being|inclusion director;youth mentoring director
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community|land agent;cadastral surveyor
rescue diver||are divers that manage underwater emergencies|para-rescue diver;emergency rescue diver
# Primary and Secondary Education
higher education lecturer|||HE lecturer;research lecturer
learning support teacher||assist students who have general learning difficulties|basic skills teacher;compensatory
  teacher
special educational needs assistant||assist special education teachers in their classroom duties|SEN teaching
  assistant
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|education advisor;degree program coach
primary school teacher||instruct students on a primary school level|primary education teacher
healthcare specialist lecturer|||dietetics teacher;oncology lecturer
secondary school teacher||provide education to students, commonly children and young adults, in a secondary school
  setting|art teacher;maths teacher
special educational needs coordinator||oversee programmes and activities that provide educational support to
  children with a variety of disabilities|SEN officer;SEN director
early years teaching assistant||support the early years teacher in an early years or nursery school|nursery teaching
  assistant;preschool teaching assistant
special educational needs teacher||work with and teach children, young people, and adults with an intellectual or
  physical disability|SEN teacher;autism teacher
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach
child care worker||provide care for children when the parents or family members are unavailable|day care worker;day
  care manager
pastoral worker||support religious communities|lay worker;parish worker
Freinet school teacher||educate students using approaches that reflect the Freinet philosophy and principles|Freinet
  teacher;Freinet pedagogy teacher
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents|placement officer;foster care worker
prison instructor||educate legal offenders, including prisoners, on social rehabilitation and correctional
  behaviour|prison teacher;instructional officer
educational psychologist||are psychologists employed by educational institutions to provide psychological and
  emotional support to students in need|school psychologist;students psychologist
palliative care social worker||provide assistance and counselling to patients with a chronic or a terminal disease
  and their families with the practical arrangements|hospice worker;hospice care assistant
university research assistant||conduct academic research for the university or college they are employed
  in|university assistant;university research technician
family support worker|||family advice worker;family service worker
bereavement counsellor|||bereavement officer;bereavement support worker
social work practice educator||teach, supervise and assess social work students prior, during and after they have
  obtained their degree|practice placement worker;practice placement coordinator
military welfare worker|||army social worker;navy social worker
babysitter||provide short-term care services to children on the premises of the employer, depending on the
  employer's needs|
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities|cultural animator;social outreach worker
# E-Learning Providers
performing arts theatre instructor|||theatre instructor;acting school teacher
fine arts instructor|||
art studies lecturer|||art studies teacher;arts studies lecturer
higher education lecturer|||HE lecturer;research lecturer
music instructor|||music school teacher;music school lecturer
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education|ESOL teacher;TESOL teacher
university literature lecturer|||literature teacher;literature lecturer
education studies lecturer|||education studies teacher;education studies instructor
university teaching assistant|||teaching assistant;graduate teaching assistant
further education teacher||organise and teach programmes designed specifically for adult learners|sixth form
  teacher;further education lecturer
anthropology lecturer|||anthropology teacher;anthropology instructor
archaeology lecturer|||archaeology teacher;archaeology instructor
architecture lecturer|||architecture teacher;architecture instructor
business lecturer|||business teacher;commerce teacher
chemistry lecturer|||chemistry instructor;chemical science teacher
classical languages lecturer|||classics lecturer;classical studies lecturer
communications lecturer|||communications teacher;communications instructor
computer science lecturer|||computer science teacher;computer science instructor
dentistry lecturer|||dentistry teacher;dentistry instructor
earth science lecturer|||geology lecturer;geography lecturer
engineering lecturer|||engineering teacher;engineering instructor
food science lecturer|||food science teacher;food sciences teacher
healthcare specialist lecturer|||dietetics teacher;oncology lecturer
history lecturer|||history teacher;history instructor
journalism lecturer|||journalism teacher;journalism instructor
law lecturer|||law teacher;law instructor
linguistics lecturer|||linguistics teacher;linguistics instructor
medicine lecturer|||medicine teacher;clinical lecturer
modern languages lecturer|||modern languages teacher;modern languages instructor
nursing lecturer|||nurse lecturer;nursing teacher
pharmacy lecturer|||pharmacy teacher;pharmacy instructor
philosophy lecturer|||philosophy teacher;philosophy instructor
physics lecturer|||physics teacher;physics instructor
politics lecturer|||teacher;political science teacher
psychology lecturer|||psychology teacher;psychology instructor
religious studies lecturer|||theology teacher;theology lecturer
sociology lecturer|||sociology teacher;sociology instructor
space science lecturer|||space science teacher;space science instructor
veterinary medicine lecturer|||veterinary science teacher;veterinary medicine teacher
biology lecturer|||biology teacher;biology instructor
mathematics lecturer|||mathematics teacher;mathematics instructor
driving instructor||teach people the theory and practice on how to operate a vehicle safely and according to
  regulations|driving trainer;learner driver instructor
Steiner school teacher|||Steiner teacher;Waldorf school teacher
environmental education officer||are responsible for promoting environmental conservation and development|ecotourism
  guide;environmental teacher
economics lecturer|||economics teacher;economics instructor
firefighter instructor||train probationary, new academy recruits, or cadets, on the theory and practice necessary to
  become a firefighter|firefighter trainer;firefighter teaching practitioner
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success|pastoral manager;pastoral support officer
visual arts teacher||instruct students in various styles of visual arts, such as drawing, painting, and sculpting,
  in a recreational context|painting teacher;sculpture teacher
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational
  goals|education advisor;degree program coach
bus driving instructor||teach people the theory and practice of how to operate a bus safely and according to
  regulations|PCV instructor;driving instructor
car driving instructor||teach people the theory and practice of how to operate a car safely and according to
  regulations|driving instructor;car driver instructor
truck driving instructor||teach people the theory and practice of how to operate a truck safely and according to
  regulations|HGV instructor;LGV instructor
sign language teacher|||sign language trainer
primary school teacher||instruct students on a primary school level|primary education teacher
drama teacher|||drama instructor
industrial arts vocational teacher||instruct students in their specialised field of study, industrial arts, which is
  predominantly practical in nature|industrial arts teacher;industrial arts instructor
occupational driving instructor||teach occupational drivers how to operate their vehicles according to driving
  regulations|HGV driving instructor;LGV driving instructor
Montessori school teacher||educate students using approaches that reflect the Montessori philosophy and
  principles|Montessori teacher;Montessori primary teacher
secondary school teacher||provide education to students, commonly children and young adults, in a secondary school
  setting|art teacher;maths teacher
circus arts teacher|||circus teacher;circus arts trainer
horse riding instructor||advise and guide individuals and groups on riding horses|riding coach;riding teacher
education inspector|||OFSTED inspector;school inspector
physical education vocational teacher||instruct students in their specialised field of study, physical education,
  which is predominantly practical in nature|vocational PE teacher;vocational PE instructor
dance teacher||instruct students in a recreational context in the various dance genres and forms, such as ballet,
  jazz, tap, ballroom, hip-hop, latin, folk dance etc|dance coach;dance trainer
photography teacher|||media arts teacher;photography instructor
flying director||design people flying effects for a performance and supervise or perform the execution of it|flying
  FX director;flying effects director
educational counsellor||provide practical and emotional support to students in an educational institution, either in
  small groups, classrooms, or individually|study adviser;student adviser
music teacher||instruct students in various musical genres and expression forms, such as classical, jazz, folk, pop,
  blues, rock, electronic etc|singing teacher;music instructor
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills|speech giving coach
survival instructor|||survival trainer;wilderness instructor
# Media Production
motion picture film developer||develop film material into visible videos and material|film developer;film lab expert
camera operator||setup and operate digital film cameras to shoot domestic motion pictures or television
  programs|railcam operator;towercam operator
post-production supervisor||oversee the whole post-production process|post-production manager;post-production
  coordinator
producer||are responsible for managing the production of music, motion pictures or series|film director;film
  producer
art director||shape the visual layout of a concept|designer;stage director
video artist|||visuals artist;visual technician
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|new media designer;multimedia developer
production designer|||TV production designer;art department manager
sound editor||create the soundtrack and sound effects for motion pictures, television series or other multimedia
  productions|ADR editor;audio editor
animation director||supervise and recruit multimedia artists|animations director;animation supervisor
animation layout artist||work with the cameramen and director to coordinate and create optimal 3D animation
  shots|layout artist;layout animator
hair stylist||wash, dry, cut and style the hair of singers and presenters and various types of actors, including
  stage, movie, tv and music video actors|hair artist
storyboard artist||draw out the scenes of a motion picture or television series according to the script in order to
  see what will be possible during production|
casting director||select actors for all roles in a motion picture or television series|talent director;TV casting
  director
photographer||take pictures using digital or film cameras and equipment|photographic artist;photography assistant
music producer||are responsible for acquiring music to be published|producer;vocal producer
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision|lighting supervisor;TV lighting director
conceptual artist|||
cultural facilities manager||direct the operations of facilities that provide cultural services such as theatre,
  movies and music|cultural manager;cultural services manager
special effects artist||create illusions for movies, videos and computer games|visual effects artist;digital effects
  artist
make-up artist|||prosthetics maker;make-up consultant
big data archive librarian||classify, catalogue and maintain libraries of digital media|
archivist||assess, collect, organise, preserve and provide access to records and archives|archives
  researcher;archives specialist
# Book and Periodical Publishing
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|web editor;crime journalist
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director
business journalist||research and write articles about economy and economic events for newspapers, magazines,
  television and other media|economic journalist;financial journalist
video designer||develop a projected image design concept for a performance and supervise the execution of it|visual
  designer;projection designer
technical communicator|||technical editor;usability expert
illustrator||provide a visual representation that corresponds to the content of the associated text or idea|drawing
  artist;storyboard artist
magazine editor||decide which stories are interesting enough and will be covered in the magazine|features
  editor;magazine features editor
proofreader||examine facsimiles of the finished products such as books, newspaper and magazines|
photojournalist||cover all kinds of news events by taken informative images|image journalist;visual journalist
critic|||
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist
newspaper editor||decide which news stories are interesting enough and will be covered in the paper|sports
  editor;graphics editor
copy editor||ascertain that a text is agreeable to read|language editor;editorial assistant
book editor||find manuscripts that can be published|acquisitions editor;commissioning editor
crime journalist||research and write articles about criminal events for newspapers, magazines, television and other
  media|forensic journalist;investigative journalist
entertainment journalist||research and write articles about cultural and social events for newspapers, magazines,
  television and other media|arts journalist;film journalist
political journalist||research and write articles about politics and politicians for newspapers, magazines,
  television and other media|political analyst
sound designer||develop a sound design concept for a performance and supervise the execution of it|audio designer
writer||develop content for books|
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|magazine journalist
picture editor||select and approve photographs and illustrations for newspapers, journals and magazines|image
  editor;photo editor
radio producer||are responsible for organising the making of radio shows|producer;radio show producer
casting director||select actors for all roles in a motion picture or television series|talent director;TV casting
  director
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of
  it|pyrotechnical designer
flexographic press operator||use flexographic relief plate to print on almost any material|flexographic
  printer;flexographic operator
paper embosing press operator|||paper embosser worker;paper embosser operator
graphic designer||create text and images to communicate ideas|graphic artist;graphics designer
presenter||host broadcast productions|broadcast journalist;finance broadcast journalist
big data archive librarian||classify, catalogue and maintain libraries of digital media|
street artist|||urban artist;stencil artist
# Broadcast Media Production and Distribution
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast
  media|web editor;crime journalist
advertising media planner||advise on the best communication media platforms to convey ideas|media manager;media
  planner
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media|TV buyer;media buyer
sports journalist||research and write articles about sport events and athletes for newspapers, magazines, television
  and other media|radio sports journalist;digital sports journalist
editor-in-chief|editors-in-chief|oversee the production of news stories for newspapers, magazines, journals and
  other media|editorial director;executive editorial director
news anchor||present news stories on radio and television|broadcast news analyst
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media|foreign journalist
advertising manager||perform the implementation of the advertising initiatives planned in the strategic marketing
  plan|promotions manager;advertising director
radio producer||are responsible for organising the making of radio shows|producer;radio show producer
network marketer|||advertising manager;promotion strategy manager
vlogger||make online videos to talk about a wide range of subjects such as politics, fashion, economics and sports|
public relations officer||represent a company or organisation to stakeholders and the public|media consultant;press
  consultant
subtitler||can work intralingually, within the same language, or interlingually, across languages|caption
  editor;closed caption editor
audio-visual technician|||video technician;audio-video operator
advertising assistant||provide support in all the operations carried out in advertising departments or advertising
  agencies|advertising clerk;publicity assistant
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other
  media|magazine journalist
broadcast technician||install, start up, maintain, monitor and repair equipment used for the transmission and
  reception of television and radio broadcast signals|broadcasting engineer;broadcasting technician
scopist||edit the transcripts created by court reporters in order to make of them a readable professional legal
  document|
presenter||host broadcast productions|broadcast journalist;finance broadcast journalist
# Advertising Services
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products|new media designer;multimedia developer
advertising specialist|||brand specialist;advertising adviser
video operator|||visuals operator;live video operator
advertising manager||perform the implementation of the advertising initiatives planned in the strategic marketing
  plan|promotions manager;advertising director
entertainment journalist||research and write articles about cultural and social events for newspapers, magazines,
  television and other media|arts journalist;film journalist
pyrotechnician||control the pyrotechnical elements of a performance based on the artistic or creative concept, in
  interaction with the performers|fireworks handler;fireworks operator
political campaign officer|||strategy advisor;strategy manager
broadcast technician||install, start up, maintain, monitor and repair equipment used for the transmission and
  reception of television and radio broadcast signals|broadcasting engineer;broadcasting technician
media scientist|||media analyst;media researcher
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they
  represent|campaign worker
communication manager|||social media manager;communications manager
sound operator||control the sound of a performance based on the artistic or creative concept, in interaction with
  the performers|sound mixer;audio operator
intercultural communication consultant|||intercultural consultant;intercultural communication expert
online marketer||use e-mail, internet and social media in order to market goods and brands|online marketing
  specialist;internet marketing specialist
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure
  accuracy|campaign manager;elections officer
translator||transcribe written documents from one or more languages to another ensuring that the message and nuances
  therein remain in the translated material|language leader;language specialist
crossing guard|||school crossing guard
# Public Relations and Communications Services
public relations manager|||publicity manager;press office manager
communication manager|||social media manager;communications manager
public relations officer||represent a company or organisation to stakeholders and the public|media consultant;press
  consultant
marketing assistant||support all the efforts and operations carried out by marketing managers and officers|marketing
  officer;marketing practitioner
intercultural communication consultant|||intercultural consultant;intercultural communication expert
brand manager||analyse and plan the way a brand is positioned on the market|formula manager;graduate brand manager
# Spectator Sports
professional athlete||compete in sports and athletic events|race car driver;motorcycle driver
football coach|football coaches|train amateur or professional football teams of either youths or adults|football
  manager;football trainer
odds compiler||compile the odds in gambling|odds expert;odds trader
sport official|||
bookmaker|||betting clerk;bookmaker clerk
spa manager||coordinate the day-to-day operations of the spa establishment in order to provide guests with the best
  customer experiences|spa director;wellness manager
event scaffolder||set up and dismantle temporary seating, stages and structures to support performance equipment,
  artists and audience|scaffolding worker;scaffolding installer
bingo caller||organise and run games of bingo in a bingo hall, social club or other entertainment facility|bingo
  agent;bingo cashier
brand manager||analyse and plan the way a brand is positioned on the market|formula manager;graduate brand manager
`
