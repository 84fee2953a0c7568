// Derived from ESCO's occupations (© European Union, reuse authorised with the source acknowledged) by
// scripts/occupations-from-esco.ts: do not edit by hand. `# Industry` opens an industry's occupations, best fitting
// first; each: the label, `|`, its plural where not the label and an s, `|`, what its holders do (ESCO's first
// description sentence after its subject) or nothing. A line opening with two spaces continues the one before.
export const ESCO_OCCUPATIONS = `
# Software Development
ICT usability tester||
software developer||implement or program all kinds of software systems based on specifications and designs by using
  programming languages, tools, and platforms
web developer||develop, implement and document web-accessible software based on the designs provided
user experience analyst||
automation engineer||research, design, and develop applications and systems for the automation of the production
  process
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions
user interface developer||implement, code, document and maintain the interface of a software system by using
  front-end development technologies
software architect||create the technical design and the functional model of a software system, based on functional
  specifications
ICT intelligent systems designer||
knowledge engineer||
industrial tool design engineer||design various industrial tools in accordance with customer needs, manufacturing
  requirements, and building specifications
telecommunications engineering technician||
automation engineering technician||collaborate with automation engineers in the development of applications and
  systems for the automation of the production process
product development engineering technician||improve efficiency of product development, set up equipment and develop
  and test solutions to solve technical problems
data entry clerk||update, maintain and retrieve information held on computer systems
web content manager||
ICT system developer||maintain, audit and improve organisational support systems
embedded systems software developer||program, implement, document and maintain software to be run on an embedded
  system
production engineering technician||plan production, follow up production processes and develop and test solutions to
  solve technical problems
ICT accessibility tester||
tooling engineer||design new tools for manufacturing equipment
customer experience manager||
software analyst||
product development manager||coordinate the development of new products from beginning to end
ICT system analyst||specify the system needs to meet the end user requirements
design engineer||develop new conceptual and detailed designs
marketeer||
database administrator||test, implement and administer computer databases
electromechanical engineer||design and develop equipment and machinery that use both electrical and mechanical
  technology
ICT consultant||
computer scientist||conduct research in computer and information science, directed toward greater knowledge and
  understanding of fundamental aspects of ICT phenomena
research and development manager||
data scientist||
system configurator||tailor a computer system to the organisation's and users' needs
webmaster||deploy, maintain, monitor and support a web server to meet service requirements
ICT research manager||
enterprise architect||balance technological opportunities with business requirements
ICT research consultant||perform targeted ICT research and provide a final report to the client
miniature set designer||design and build miniature props and sets of motion pictures
ICT system tester||perform testing activities and some test planning activities
automotive designer||create model designs in 2D or 3D and prepare isometric drawings and graphics
# IT Services and IT Consulting
application engineer||
ICT business analyst||are in charge of analysing and designing an organisation's processes and systems, assessing
  the business model and its integration with technology
ICT business analysis manager||identify areas where information system changes are needed to support business plans
  and monitor the impact in terms of change management
automation engineer||research, design, and develop applications and systems for the automation of the production
  process
ICT application developer||
web developer||develop, implement and document web-accessible software based on the designs provided
computer-aided design operator||use computer hardware and software in order to add the technical dimensions to
  computer aided design drawings
ICT disaster recovery analyst||develop, maintain, and implement ICT continuity and disaster recovery strategies and
  solutions
public funding advisor||advise individuals and businesses about funding opportunities given by the government
web content manager||
ICT security consultant||advise and implement solutions to control access to data and programs
software manager||oversee the acquisition and development of software systems in order to provide support to all
  organisational units
ICT system analyst||specify the system needs to meet the end user requirements
ICT application configurator||identify, record, and maintain user-specific application configurations based upon
  user requirements and business rules
IT auditor||
green ICT consultant||
aerodynamics engineer||perform aerodynamics analysis to make sure the designs of transport equipment meet
  aerodynamics and performance requirements
system configurator||tailor a computer system to the organisation's and users' needs
quality services manager||manage the quality of services in business organisations
digital forensics expert||retrieve and analyse information from computers and other types of data storage devices
accounting manager||assume responsibility for all accounting activities relating to financial reporting
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments
scanning operator||tend scanners
industrial engineer||design a vast array of production systems aiming to present efficient and effective solutions
ICT consultant||
foundry manager||
vehicle rental agent||represent businesses involved in renting out vehicles and determine short periods of usage
ICT system integration consultant||advise on bringing together different systems to interoperate within an
  organisation for enabling data sharing and reducing redundancy
data quality specialist||
reprographics technician||
production engineer||review and evaluate production performance, perform data analysis and identify under-performing
  production systems
digital games developer||program, implement and document digital games
digital printer||work with machines that print directly to the medium, without an intervening plate
ICT security technician||propose and implement necessary security updates and measures whenever is required
# Financial Services
mutual fund broker||handle and raise cash from shareholders in order to invest them in stocks, bonds and
  money-market securities
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients
corporate investment banker||offer strategic advice on financial services to companies and other institutions
credit adviser||offer guidance to customers related to credit services
corporate banking manager||
bank teller||deal most frequently with customers of the bank
financial planner||assist people dealing with various personal financial issues
stock trader||
financial manager||handle all the matters in reference to the finance and investments of a company
personal trust officer||monitor and administer personal trusts
commodity broker||act as intermediary between buyers and sellers of movable and immovable property such as raw
  materials, livestock or real estate
credit analyst||
investment fund manager||implement and monitor the investment strategy of a fund
mortgage loan underwriter||ensure compliance with underwriter guidelines
mortgage broker||handle mortgage loan applications from clients, collect loan documentation and search for new
  mortgage lending opportunities
insurance rating analyst||
stock broker||act on behalf of their individual or institutional clients in order to buy and sell stocks and other
  securities
insurance broker||
eBusiness manager||create and execute a company's electronic strategy plan for selling products and services online
investment analyst||undertake research to make informed recommendations to fund managers
foreign affairs officer||analyse foreign affairs policies and operations, and write reports outlining their analyses
  in a clear and comprehensible manner
loan officer||assess and authorise the approval of loan applications for individuals and businesses
tax advisor||
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation
customs and excise officer||approve or deny the passage of goods through customs barriers for international business
  and ensure compliance with consignment legislation
education welfare officer||address the social and psychological well-being of students
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or organisation
trade development officer||develop and implement trade policies both internally and in international import and
  export relations
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations
investment manager||administer the portfolio of investments that a company has
student financial support coordinator||assist students and education administrators in the management of tuition
  fees and student loans
insurance clerk||
economist||perform research and develop theories in the field of economics, whether for microeconomic or
  macroeconomic analysis
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders
career guidance advisor||
business consultant||analyse the position, structure and processes of businesses and companies and offer services or
  advice to improve them
manufacturing cost estimator||collect and analyse data to evaluate the money, materials, labour and time required
  for manufacturing processes
audit supervisor||
tax compliance officer||collect fees, debt, and taxes on behalf of government institutions in cities, municipalities
  and other jurisdictions
benefits advice worker||
foreign exchange cashier||process cash transactions from clients in national and foreign currencies
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade
securities trader||
shipbroker||act as intermediaries between buyers and sellers of ships, cargospace on ships and charter ships for the
  transfer of cargo
industrial tool design engineer||design various industrial tools in accordance with customer needs, manufacturing
  requirements, and building specifications
power distribution engineer||design and operate facilities which distribute power from the distribution facility to
  the consumers
online sales channel manager||define the sales programme for e-commerces such as goods sold via e-mail, internet and
  social media
public funding advisor||advise individuals and businesses about funding opportunities given by the government
pension scheme manager||coordinate pension schemes in order to provide benefits in retirement to individuals or
  organisations
ICT auditor manager||
data analyst||import, inspect, clean, transform, validate, model, or interpret collections of data with regard to
  the business goals of the company
financial broker||undertake financial market activities on behalf of their clients
securities underwriter||administer the distribution activities of new securities from a business company
credit risk analyst||
insurance claims manager||lead the team of insurance claims officers to ensure they handle insurance claims properly
  and efficiently
investment clerk||
credit manager||oversee the application of credit policy in the bank
sales manager||develop sales and targeting strategies for a company
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources
tooling engineer||design new tools for manufacturing equipment
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies
animal welfare inspector||
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with them
automated fly bar operator||
insurance agency manager||coordinate and oversee the operations of an institution or a branch of an institution that
  offers insurance services
accounting assistant||record and report ticketing accounting situations to the accountant they work with, verify
  deposits and prepare daily reports and income
foreign exchange broker||buy and sell foreign currencies on behalf of their clients in order to secure a profit on
  fluctuations in foreign exchange rates
securities broker||create the connection between the investors and the available investment opportunities
sales support assistant||
chief data officer||manage companies' enterprise-wide data administration and data mining functions
# Hospitals and Health Care
specialist nurse||promote and restore people's health, and diagnose and care within a specific branch of the nursing
  field
midwife||
advanced nurse practitioner||
residential childcare worker||counsel and support children who have physical or mental disabilities
podiatrist||are foot specialists who study foot physiology and pathology from a structural and functional standpoint
child care social worker||provide social services to children and their families in order to improve their social
  and psychological functioning
healthcare assistant||
nurse assistant||provide basic patient care under direction of nursing staff
maternity support worker||work together in a team with midwives and health professionals within the occupational
  fields of nursing and midwifery
radiographer||use a range of technologies to examine, treat and care for patients
clinical perfusion scientist||operate heart-lung equipment during surgical operations to ensure breathing and blood
  circulation
diagnostic radiographer||
hospital social worker||
child welfare worker||provide early intervention and support to children and their families in order to improve
  their social and psychological functioning
healthcare institution manager||
community care case worker||perform assessment and care management
biomedical scientist||
hospital pharmacist||prepare, dispense and provide medication to patients in hospitals
residential care home worker||follow a specific plan to provide day-to-day care to clients
youth worker||assist and counsel young people helping them to reach their full potential by facilitating their
  personal, social and educational growth
dental chairside assistant||
medical laboratory assistant||work under supervision of the biomedical scientist and carry out basic laboratory
  procedures
child care worker||provide care for children when the parents or family members are unavailable
healthcare inspector||visit healthcare facilities to ensure proper care is given to all patients in accordance with
  legal requirements
anatomical pathology technician||
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents
patient transport services driver||transfer disabled, vulnerable and elderly patients to and from health care
  facilities such as hospitals or social care settings
animal assisted therapist||provide support to individuals with cognitive, motoric, or social-emotional disabilities
  through animal assisted intervention
general practitioner||
medical records clerk||
youth centre manager||plan and supervise the operations of children and youth homes which provide care and
  counselling services
community health worker||provide advice and information about various health subjects to the community
child day care worker||provide social services to children and their families in order to improve their social and
  psychological functioning
chiropractor||
emergency ambulance driver||
optometrist||examine and test eyes to identify abnormalities, visual problems, or disease
marriage counsellor||support and guide couples and families that are going through crises such as depression,
  substance abuse and relationship problems
community development social worker||support individuals, families, and groups in socially or financially deprived
  areas
family planning counsellor||
cytology screener||
bereavement counsellor||
specialist chiropractor||
chiropractic assistant||
shiatsu practitioner||
nuclear medicine radiographer||
clinical informatics manager||oversee the daily operations of information systems used in a medical institutions
medical practice manager||manage the day-to-day operations of a medical practice
pharmacy assistant||perform general duties, such as stock management, serving at the cash desk, or performing
  administrative duties
osteopath||
phlebotomist||take blood samples from patients for laboratory analysis, ensuring patient safety during the blood
  collection process
elderly home manager||
enterprise development worker||support enterprises in solving big social problems by liaising with communities and
  customers
medical laboratory manager||oversee the daily operations of a medical laboratory
youth programme director||develop and implement programmes and policies to improve and ensure youths' well-being
specialist dentist||prevent, diagnose and treat anomalies and diseases affecting the teeth, mouth, jaws and
  adjoining tissues specialised in oral surgery or orthodontics
au pair||live and work for a host family in another country and are usually in charge of taking care of the family's
  children
prosthetist-orthotist||
dietetic technician||
domestic housekeeper||are responsible for all the household activities in a private house
hearse driver||operate and maintain specialised vehicles to transport deceased persons from their homes, hospital or
  funeral home to their final resting place
occupational therapist||
management assistant||perform varied types of jobs, usually under general supervision
specialised doctor||prevent, diagnose and treat diseases depending on their medical or surgical specialty
# Higher Education
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education
further education teacher||organise and teach programmes designed specifically for adult learners
computer science lecturer||
engineering lecturer||
Steiner school teacher||
university teaching assistant||
assistant lecturer||share university or college lecturers' academic workload, specifically the provision of lectures
  to students
business lecturer||
Montessori school teacher||educate students using approaches that reflect the Montessori philosophy and principles
economics lecturer||
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success
firefighter instructor||train probationary, new academy recruits, or cadets, on the theory and practice necessary to
  become a firefighter
education administrator||
Freinet school teacher||educate students using approaches that reflect the Freinet philosophy and principles
social work lecturer||
executive assistant||are advanced administrative professionals who work with top-level executives or in
  international facilities in various industries
academic support officer||provide assistance to students with learning problems and act as the main point of contact
  for these students
curriculum administrator||develop and improve the curricula of education institutions
instructional designer||develop instructional material for training courses using multimedia technology and
  authoring tools
business administration vocational teacher||
digital literacy teacher||
e-learning developer||
# Marketing Services
advertising specialist||
online sales channel manager||define the sales programme for e-commerces such as goods sold via e-mail, internet and
  social media
broadcasting programme director||make the programme schedule
pyrotechnician||control the pyrotechnical elements of a performance based on the artistic or creative concept, in
  interaction with the performers
chief marketing officer||manage the high level marketing operations in a company
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they represent
online marketer||use e-mail, internet and social media in order to market goods and brands
tourism product manager||analyse the market, research potential offers, develop products, plan and organise the
  distribution and marketing processes
product and services manager||are in charge of defining the content and structure of a catalogue or portfolio within
  a company
# Retail
sporting accessories specialised seller||sell sports goods, fishing gear, camping goods, boats and bicycles in
  specialised shops
market vendor||sell products such as fruit, vegetables and household products on organised outdoor or indoor market
  places
motor vehicle aftersales manager||maximise sales by closing business on an ongoing basis
fashion model||help promote products such as clothes, cosmetics and appliances by posing for journalists,
  photographers and in front of an audience on catwalks
personal shopper||
garage manager||oversee the work of road vehicle mechanics and administrative personnel
shop supervisor||are responsible for the smooth operation of stores according to regulations and company policy
trade regional manager||are responsible for activities and staff in an assigned region for a specific chain of
  stores
grill cook||prepare and present meat, vegetables and fish using grill equipment such as grills and rotisseries
door to door seller||sell goods and services door to door
# Manufacturing
vacuum forming machine operator||
hydraulic forging press worker||
mechanical forging press worker||
ornamental metal worker||
rubber dipping machine operator||dip forms into liquid latex to manufacture rubber products such as balloons, finger
  cots or prophylactics
stamping press operator||
band saw operator||work with industrial saws that feature a continuous flexible blade revolving around two or more
  wheels
boilermaker||operate a variety of equipment and machinery to create, repipe and retube hot water and steam boilers,
  producing them in all steps of the production process
resilient floor layer||place prefabricated tiles or rolls of flooring materials such as linoleum, vinyl, rubber or
  cork to serve as floor covering
glass forming machine operator||
vessel engine assembler||
weaving machine supervisor||monitor the weaving process
handyman|handymen|perform various maintenance and repair activities for buildings, grounds and other facilities
upsetting machine operator||
aircraft assembler||
extrusion machine operator||
building cleaner||maintain the cleanliness and overall functionality of various types of buildings such as offices,
  hospitals and public institutions
rolling stock assembler||
foam rubber mixer||tend the machine that mixes foam rubber particles with liquid latex
drop forging hammer worker||
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures
industrial engineering technician||assist industrial engineers in improving efficiency, safety and productivity in
  manufacturing plants
pneumatic engineering technician||evaluate operating pneumatic systems and assemblies such as compressed air
  machines, and recommend modifications for more efficiency
pipe welder||assemble and install parts and components of pipelines for the transport of goods such as water, steam
  and chemicals through them
rubber goods assembler||manufacture rubber products such as water bottles, swim fins, and rubber gloves
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles
water engineering technician||
automotive engineer||
metal rolling mill operator||
robotics engineering technician||
microelectronics engineering technician||
pneumatic systems technician||use blueprints and technical documentation to assemble and install equipment operated
  by gas or air under pressure
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units
nuclear technician||function as aids to physicists and engineers in nuclear laboratories and power plants
mechanical engineering technician||provide technical support to mechanical engineers in producing and manufacturing
  mechanical machinery
clothing process control technician||operate multiple process control equipment in manufacturing assembly lines
straightening machine operator||set up and tend straightening machines designed to form metal workpieces into their
  desired shape using pressing practices
moulding machine operator||operate machines that are part of the production process of moulds for the manufacturing
  of castings or other moulded materials
industrial firefighter||are responsible for emergency response in case of a fire outbreak or other hazardous
  situations in industrial areas or facilities
clothing technologist||work on the design, development and production of textile and apparel products
plastic products assembler||fit and fasten parts and finished plastic products according to strictly-defined
  procedures
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines
mechatronics engineering technician||
rolling stock engineering technician||
steam engineer||provide energy and utilities to facilities, such as steam, heat and refrigeration
nuclear engineer||plan and design engineering equipment and processes in nuclear plants and sites
rolling stock inspector||inspect wagons and carriages to asses their technical condition while grouped together and
  before they are used for transportation activities
thread rolling machine operator||
sprinkler fitter||are responsible for the installation of fire protection systems that sprinkle water
automation engineering technician||collaborate with automation engineers in the development of applications and
  systems for the automation of the production process
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes
metal drawing machine operator||
chain making machine operator||
food technician||
heating engineer||
instrumentation engineering technician||
metal production manager||organise and manage the day-to-day and long-term project work in a metal fabrication
  factory, to process basic metals into fabricated metals
brazier||
wire weaving machine operator||
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages
metal sawing machine operator||
product development engineering technician||improve efficiency of product development, set up equipment and develop
  and test solutions to solve technical problems
tool and die maker||
aquaculture recirculation technician||
electric meter technician||install and maintain electric meter systems in facilities or buildings
weaver||
edge bander operator||tend machines that veneer materials, mostly wood, to increase durability and make them
  aesthetically pleasing
table saw operator||work with industrial saws that cut with a rotating circular blade
heat sealing machine operator||operate sealing and gluing machines to join items together for further processing or
  to seal products or packages, using heat
microsystem engineering technician||
# Staffing and Recruiting
performance production manager||take care of a range of practical issues concerning the production
ICT help desk manager||monitor the delivery of technical support services to clients according to the predefined
  deadlines
ICT help desk agent||provide technical assistance to computer users, answer questions or solve computer problems for
  clients via telephone or electronically
cultural centre director||
domestic housekeeper||are responsible for all the household activities in a private house
companion||
# Banking
accountant||
bank treasurer||oversee all aspects of the financial management of a bank
public finance accountant||head the treasury department of a governmental institution
corporate treasurer||determine and oversee the financial strategic policies of a company or organisation
credit analyst||
financial auditor||collect and examine financial data for clients, organisations and companies
securities analyst||perform research activities to gather and analyse financial, legal and economic information
credit manager||oversee the application of credit policy in the bank
bank account manager||advise prospective clients on the type of banking accounts suitable for their needs
financial trader||buy and sell financial products such as assets, shares and bonds for private clients, banks or
  companies
foreclosure specialist||revise documentation related to properties that are under foreclosure
relationship banking manager||retain and expand existing and prospective customer relationships
# Telecommunications
telecommunications equipment maintainer||
telecommunications engineer||design, build, test and maintain telecommunication systems and networks, including
  radio and broadcasting equipment
ICT network administrator||maintain operation of a reliable, secure, and efficient data communications network,
  including LAN, WAN, intranet, and internet
ICT network engineer||implement, maintain and support computer networks
aviation data communications manager||perform the planning, implementation and maintenance of data transmission
  networks
telecommunications manager||
security alarm technician||install and maintain security alarm systems to protect against hazards such as fire and
  burglary
railway passenger service agent||spend time with railway station customers, answer their questions and react quickly
  and safely to unexpected situations
ICT security manager||propose and implement necessary security updates
ICT network architect||design the topology and connectivity of ICT network such as hardware, infrastructure,
  communication and hardware components
telecommunications technician||install, test, maintain and troubleshoot telecommunications systems
ICT account manager||build business relationships with customers to facilitate the sale of hardware, software,
  telecommunications or ICT services
network marketer||
satellite engineer||develop, test and oversee the manufacture of satellite systems and satellite programmes
ICT network technician||
security manager||ensure security for people, such as customers and employees, and company’s assets either fixed,
  movable, machines, vehicles, and real state
webmaster||deploy, maintain, monitor and support a web server to meet service requirements
branch manager||are responsible for the management of all the affairs related with a company in a specific
  geographic region or business branch
# Biotechnology Research
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals
pharmaceutical quality specialist||perform inspections and precision measurements in order to test and ensure the
  quality of pharmaceutical products
bioinformatics scientist||analyse biological processes using computer programmes
clinical coder||read patients' medical records
medical transcriptionist||interpret dictated information from the doctor or other healthcare professionals and
  convert it into documents
pharmacy technician||
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure
healthcare inspector||visit healthcare facilities to ensure proper care is given to all patients in accordance with
  legal requirements
recording studio technician||operate and maintain microphones and headsets in recording booths in recording studios
traditional chinese medicine therapist||use alternative medicine approaches to cure illnesses in all its forms
geneticist||study and focus their research on genetics
cytology screener||
therapeutic radiographer||
biotechnical technician||perform technological work in assistance of scientists
phlebotomist||take blood samples from patients for laboratory analysis, ensuring patient safety during the blood
  collection process
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital pharmacies
herbal therapist||use herbal medicine to relief pain and treat illnesses such as allergies, chronic physical
  conditions or stress-related conditions
# Construction
structural ironworker||
plate glass installer||fit panes of glass into windows and other structural elements like glass doors, walls,
  façades and other structures
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces
concrete finisher||work with binding agents like cement and concrete
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects
aquaculture site supervisor||supervise production processes in large-scale aquaculture operations and inspect
  aquaculture sites to maintain and improve performance
construction general contractor||take on the responsibility to deliver a construction project
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance
chemical plant manager||
concrete pump operator||drive and operate trucks to haul concrete from the plant to project sites, and operate pumps
  to disperse concrete at the site
building electrician||install and maintain electricity cables and other electrical infrastructure in buildings
advertising installer||
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities
chemical engineering technician||transform raw materials in order to develop and test chemical products
manufactured wooden building assembler||put together wooden elements for use in construction
photonics engineering technician||
sheet metal worker||in construction use sheet metal to construct roofs, ducts for heating, ventilation and
  air-conditioning, gutters and other metal structures
wood factory manager||realise planning, commercial and advisory tasks of wood factory and timber trade
industrial engineering technician||assist industrial engineers in improving efficiency, safety and productivity in
  manufacturing plants
terrazzo setter||create terrazzo surfaces
industrial electrician||install and maintain electricity cables and other electrical infrastructure in large
  industrial and commercial buildings
food regulatory advisor||are extra-judicial or judiciary technical experts
plasterer||apply plaster made from gypsum, cement or other solutions to walls as a smooth finish
railway station manager||are in charge of organising tasks linked to the operation of train stations
hazardous waste inspector||
fluid power engineer||supervise the assembly, installation, maintenance, and testing of fluid power equipment in
  accordance with specified manufacturing processes
architectural drafter||make drawings of the specifications and ideas provided by architects
chemical tester||
supply chain assistant||work closely together with managers in the operations processes, namely purchasing,
  manufacturing, and distribution processes
process engineering technician||
rotating equipment engineer||develop designs and specifications for rotating equipment according to any applicable
  standards
window cleaner||use cleaning tools such as sponges and detergents to clean windows, mirrors and other glass surfaces
  of buildings, both on the interior and exterior
construction manager||are responsible for the planning and coordination of the construction projects
chemical application specialist||develop chemical products according to the needs and expectation of the clients
tile fitter||install tiles onto walls and floors
equipment engineer||design and maintain the machinery and equipment in manufacturing facilities
installation engineer||oversee and manage the installing of structures, which take often many years to design and
  construct
vehicle glazier||install glass in motor vehicles taking into account the automobile manufacturer specifications such
  as glass type, thickness, size and shape
office manager||
roofer||cover structures with roofs
bricklayer||assemble brick walls and structures by skilfully laying the bricks in an established pattern, using a
  binding agent like cement to bond the bricks together
construction general supervisor||keep track of the proceedings of all stages in the building process
health and safety engineer||design objects and programs by combining engineering principles and health and safety
  requirements
factory hand||assist machine operators and product assemblers
electrician||fit and repair electrical circuits and wiring systems
airport planning engineer||manage and coordinate the planning, design, and development programs in airports
optical technician||assemble, repair and design various parts of eyewear such as lenses, frames, patterns and
  eyewear
coquille casting worker||
foundry operative||
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations
sales account manager||serve as intermediators between clients and the organisation, managing both sales and long
  term relations with the client
airport chief executive||lead a group of airport directors who are responsible for all areas of the airport
carpenter||cut, shape and assemble wooden elements for the construction of buildings and other structures
promotion assistant||provide support in the implementation of programs and promotional efforts in points-of-sale
roofing supervisor||monitor the work on roofing a building
production plant crane operator||
dismantling supervisor||
forestry equipment operator||
airport director||
lacquer spray gun operator||
textile chemist||coordinate and supervise chemical processes for textiles like yarn and fabric forming such as
  dyeing and finishing
solar energy sales consultant||
domestic electrician||install and maintain electrical infrastructures and domestic machinery in homes and other
  residential buildings
ground rigger||assist level riggers assembling temporary suspension structures to support performance equipment
commissioning technician||work with commissioning engineers to supervise the final stages of a project when systems
  are installed and tested
high rigger||assemble and hoist temporary suspension structures on heights to support performance equipment
rotating equipment mechanic||
food analyst||perform standardised tests to determine the chemical, physical, or microbiological features of
  products for human consumption
commissioning engineer||supervise the final stages of a project when systems are installed and tested
physiologist||study and exert research on the functioning of different living organisms, the parts they are composed
  of, and their interactions
# Real Estate
real estate manager||handle and oversee the operational aspects of commercial or residential properties such as
  private apartments, office buildings and retail stores
real estate leasing manager||set up the lease or rental efforts of an apartment community and properties not in
  co-ownership and also manage the leasing staff
property appraiser||undertake detailed analysis and investigation of properties in order to determine their value
  for sales, mortgage and insurance purposes
real estate investor||buy and sell own real estate such as appartements, dwellings, land and non-residential
  buildings to make a profit
real estate surveyor||undertake research in order to assess the value of property for tax purposes
financial controller||handle all tasks related to the budgeting and accounting aspects of a company or organisation
personal property appraiser||
asset manager||invest the money of a client into financial assets, through vehicles such as investment funds or
  management of individual clients’ portfolios
property assistant||perform several duties including administrative tasks in the real estate sector
property developer||buy land, finance deals, order construction projects and orchestrate the process of development
middle office analyst||
chief information officer||define and implement the ICT strategy and governance
mine safety officer||oversee health and safety systems at mining operations
construction painter||paint the interior and exterior of buildings and other structures
accounting analyst||
forecast manager||
tax clerk||collect financial information in order to prepare accounting and tax documents
ICT project manager||schedule, control and direct the resources, people, funding and facilities to achieve the
  objectives of ICT projects
business manager||
statistician||collect, tabulate, and, most importantly, analyse quantitative information coming from a varied array
  of fields
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business
intermodal logistics manager||manage and oversee commercial and operational aspects of intermodal logistics for an
  organisation
# Management Consulting
human resources manager||plan, design and implement processes related to the human capital of companies
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector
human resources assistant||provide support in all the processes and efforts carried by human resources managers
chemical production manager||are responsible for the technical coordination and control of the chemical production
  processes
marketing manager||carry out the implementation of efforts related to the marketing operations in a company
sport facility manager||lead and manage a sport facility or venue, including its operations, programming, sales,
  promotion, health and safety, development, and staffing
facilities manager||perform strategic planning as well as routine operational planning related to buildings'
  administration and maintenance
business analyst||research and understand the strategic position of businesses and companies in relation to their
  markets and their stakeholders
market research analyst||collect the information gathered in the market research and study it to draw conclusions
chemical plant manager||
financial analyst||conduct economic research and elicit valuable analyses on financial matters such as
  profitability, liquidity, solvency, and asset management
physics technician||monitor physical processes and perform tests for manufacturing, educational or scientific
  purposes
eBusiness manager||create and execute a company's electronic strategy plan for selling products and services online
domestic energy assessor||advise individuals on energy supply for their homes
strategic planning manager||
pensions administrator||
chief information officer||define and implement the ICT strategy and governance
commercial director||are responsible for the income generation for the commercial sector of their company
manufacturing facility manager||foresee the maintenance and routine operational planning of buildings intended to be
  used for manufacturing activities
financial fraud examiner||undertake anti-fraud investigations including financial statement irregularities,
  securities fraud and market abuse detection
clothing development manager||define product concepts that are consistent with target consumer and overall marketing
  strategy
business developer||strive to improve the market share of companies in the market
sales manager||develop sales and targeting strategies for a company
back office specialist||perform operation of administrative and organisational nature in service of running a
  financial company
ICT documentation manager||
casino gaming manager||oversee the day-to-day operations of gaming facilities
chief technology officer||
transport planner||
business consultant||analyse the position, structure and processes of businesses and companies and offer services or
  advice to improve them
ICT presales engineer||actively drive and manage the ICT evaluation stage of the sales process, working in
  conjunction with the sales team
physicist||are scientists who study physical phenomena
animal feed nutritionist||
energy trader||sell or buy shares of energy, sometimes from different sources
odds compiler||compile the odds in gambling
operations manager||plan, oversee and coordinate the daily operations of production of goods and provision of
  services
legal administrative assistant||carry out the daily administrative activities of firms, offices of notaries public,
  and companies
environmental engineer||integrate environmental and sustainable measures in the development of projects of various
  natures
pricing specialist||
research manager||oversee the research and development functions of a research facility or program or university
chemical engineer||
business intelligence manager||
ICT business development manager||
leather production planner||are responsible for planning and following production planning
product manager||
zoo section leader||are responsible for managing and leading a team of zoo keepers
textile product developer||
funeral services director||coordinate the logistics of funerals
marketing assistant||support all the efforts and operations carried out by marketing managers and officers
biochemical engineer||research on the field of life science striving for new discoveries
airport chief executive||lead a group of airport directors who are responsible for all areas of the airport
ethical hacker||perform security vulnerability assessments and penetration tests in accordance with
  industry-accepted methods and protocols
industrial maintenance supervisor||organise and supervise the activities and maintenance operations of machines,
  systems and equipment
occupational analyst||
toxicologist||
after-sales service technician||provide after-sales service support to customers, such as the installation,
  maintenance and repair of the sold products
foreign exchange trader||buy and sell foreign currencies in order to secure a profit on fluctuations in foreign
  exchange rates
chemistry technician||monitor chemical processes and conduct tests to analyse chemical substances for manufacturing
  or scientific purposes
bookkeeper||record and assemble the day-to-day financial transactions of an organisation or company, consisting
  usually of sales, purchases, payments and receipts
process engineer||apply engineering concepts in order to improve all kinds of production and manufacturing processes
  in terms of efficiency and productivity
environmental expert||search for technological solutions to tackle environmental problems
lottery manager||organise and coordinate the activities of a lottery organisation
move manager||coordinate all the resources and activities comprised in moving services
hospitality revenue manager||maximise revenue generated from facilities such as hotels, holiday resorts and camping
  grounds by analysing trends and competition
quarry manager||plan, oversee and coordinate quarry operations
product and services manager||are in charge of defining the content and structure of a catalogue or portfolio within
  a company
category manager||define the sales programme for specific product groups
management assistant||perform varied types of jobs, usually under general supervision
gaming inspector||
branch manager||are responsible for the management of all the affairs related with a company in a specific
  geographic region or business branch
# Computer Games
user experience analyst||
digital games tester||review and test various genres of digital games by playing them in order to find bugs and
  glitches within the game's functionality or graphics
ICT accessibility tester||
product development manager||coordinate the development of new products from beginning to end
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis
digital games developer||program, implement and document digital games
special effects artist||create illusions for movies, videos and computer games
# Renewable Energy Semiconductor Manufacturing
electric power generation engineer||
energy engineer||design new, efficient and clean ways to produce, transform, and distribute energy to improve
  environmental sustainability and energy efficiency
wind energy engineer||design and install wind energy farms and equipment
energy systems engineer||supervise the energy conversion and distribution processes
solar energy engineer||design systems which generate electrical energy from sunlight, such as photovoltaic systems
electrical engineer||design and develop electrical systems, electrical equipment, components, motors, and equipment
  with the feature of energy transmission
logistics analyst||streamline product manufacturing, transportation, storage and distribution
railway electronic technician||
aquaculture hatchery manager||
research engineer||
electromagnetic engineer||
cider master||envision the manufacturing process of cider
# Venture Capital and Private Equity Principals
venture capitalist||invest in young or small startup companies by providing private funding
investment adviser||are professionals who offer transparent advice by recommending suitable solutions on financial
  matters to their clients
investment fund manager||implement and monitor the investment strategy of a fund
investment fund management assistant||provide clients with financial planning advice on financial products and serve
  as the main contact point for new and old clients
investor relations manager||disseminate the investment strategy of the company and monitor the reactions of the
  investment community towards it
personal trust officer||monitor and administer personal trusts
investment analyst||undertake research to make informed recommendations to fund managers
investment manager||administer the portfolio of investments that a company has
risk manager||identify and assess potential threats and risks to a company, and give advice on how to deal with them
auditing clerk||
investment clerk||
programme funding manager||take the lead in developing and realizing the funding strategy of the programmes of an
  organisation
accounting manager||assume responsibility for all accounting activities relating to financial reporting
cost analyst||prepare regular costs, budgeting analyses and reports in order to contribute to the overall cost
  planning and forecasting activities of a business
# Insurance
insurance underwriter||assess business risks and liability policies and make decisions about commercial property
actuarial consultant||analyse, manage and provide guidance on financial impact of risks
insurance risk consultant||prepare reports for insurance underwriters
public finance accountant||head the treasury department of a governmental institution
insurance claims handler||ensure that all insurance claims are handled accurately and that payment for valid claims
  is made to the policyholders
financial manager||handle all the matters in reference to the finance and investments of a company
insurance broker||
property insurance underwriter||assess and determine the risk and coverage of a client's property insurance
mortgage loan underwriter||ensure compliance with underwriter guidelines
actuarial assistant||perform statistical data research in order to set premium rates and insurance policies
insurance clerk||
advertising assistant||provide support in all the operations carried out in advertising departments or advertising
  agencies
financial broker||undertake financial market activities on behalf of their clients
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations
insurance fraud investigator||
insurance collector||collect payment for an overdue insurance bill
loss adjuster||
ICT auditor manager||
accounting assistant||record and report ticketing accounting situations to the accountant they work with, verify
  deposits and prepare daily reports and income
sales support assistant||
relationship banking manager||retain and expand existing and prospective customer relationships
ICT quality assurance manager||
administrative assistant||perform administrative and office support for supervisors
relocation officer||help businesses and organisations with the move of employees
business manager||
software tester||perform software tests
ICT resilience manager||
mine production manager||
court administrative officer||perform administrative and assisting duties for the court and judges
ICT product manager||analyse and define current and target status for ICT products, services or solutions
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation
product development engineering drafter||design and draw blueprints to bring new concepts and products to life
# Transportation, Logistics, Supply Chain and Storage
vessel engine inspector||
warehouse worker||execute the accurate handling, packing and storage of materials in a warehouse
airline transport pilot||
marine cargo inspector||investigate all baggage and freight listed on the ship's manifest
port coordinator||manage operations of traffic division for port authorities
motor vehicle engine inspector||inspect diesel, gas, petrol and electric engines used for cars, buses, trucks etc
vessel assembly inspector||
materials handler||execute the handling and storage of materials through activities such as loading, unloading and
  moving articles in a warehouse or storage room
rail logistics coordinator||
vessel assembly supervisor||coordinate the employees involved in boat and ship manufacturing and schedule their
  activities
water traffic coordinator||
airport baggage handler||receive and return the luggage of passengers at airport terminals
deck officer||
shipping agent||represent the ship owner in a foreign port
road maintenance technician||inspect and manage roads in enclosed areas for maintenance and repair
air traffic manager||coordinate the planning of ground control, the maintenance of the aircrafts, and the handling
  of customers
cargo vehicle driver||operate vehicles such as trucks and vans
motor vehicle assembly inspector||
ship captain||are in charge of a vessel for the transportation of goods and passengers, operating in offshore and
  coastal waters
delivery driver||transport goods and packages to specified locations by motocycle, car or van
marine surveyor||inspect vessels intended for operations in maritime or open sea waters
marine engineering technician||
dangerous goods driver||transport fuel and bulk liquid, hazardous products and chemicals by road
hazardous waste technician||
refuse vehicle driver||drive the large vehicles used for refuse collection
petroleum pump system operator||tend pumps that keep the circulation of oil and derived products running smoothly
road transport maintenance scheduler||
automotive test driver||drive prototype and pre-production vehicles and assess their performance, safety and comfort
rail maintenance technician||execute routine inspections of railway tracks, powerlines, signage stations, switches,
  and other railway infrastructure
logistics analyst||streamline product manufacturing, transportation, storage and distribution
water network operative||maintain pipes and pumping stations used for water supply, waste water removal and sewerage
water-based aquaculture technician||
non-vessel operating common carrier||
forwarding manager||plan and organise cargo shipments within national and international areas
armoured car driver||drive the armoured car to transfer valuable items, such as money, to different locations
stevedore||sort, handle, load and unload freight into over-the-road equipment in accordance with oral and written
  instructions, as well as state regulations
moving truck driver||operate lorries or trucks intended for relocating and transporting goods, belongings,
  machinery, and others
armoured car guard||ensure the safe transportation of valuable items such as money between locations like stores and
  banks
marine engineer||
marine electrician||
material stress analyst||plan and use software to perform structural analyses including static, stability and
  fatigue analyses on a variety of machines
shipbroker||act as intermediaries between buyers and sellers of ships, cargospace on ships and charter ships for the
  transfer of cargo
warehouse order picker||prepare orders manually
motorcycle delivery person||
motor vehicle engine tester||test the performance of diesel, petrol, gas and electric engines in specialised
  facilities such as laboratories
road maintenance worker||perform routine inspections of roads, and are sent out to perform repairs when called for
finished leather warehouse manager||organise and monitor the finished leather warehouse, stock levels and organise
  product packing and dispatch
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations
fisheries master||plan, manage and execute the activities of fishing vessels inshore, coastal and offshore waters
road transport division manager||maintain control of processes relating to vehicles, staff, customers, routes, and
  contracts
supply chain manager||
railway station manager||are in charge of organising tasks linked to the operation of train stations
aircraft marshaller||signal pilots to assist them in operations such as turning, slowing down, stopping, and
  shutting down engines
fisheries assistant engineer||
logistics and distribution manager||take decisions on logistic services, operations and provisions
warehouse manager||assume the responsibility for storage facilities
rolling stock inspector||inspect wagons and carriages to asses their technical condition while grouped together and
  before they are used for transportation activities
transport equipment painter||
naval architect||design, build, maintain and repair all types of boats from pleasure crafts to naval vessels,
  including submarines
vehicle maintenance supervisor||assume responsibility for the day-to-day operation of a service station
patient transport services driver||transfer disabled, vulnerable and elderly patients to and from health care
  facilities such as hospitals or social care settings
bus route supervisor||coordinate vehicle movements, routes and drivers, and may supervise loading, unloading, and
  checking of baggage or express shipped by bus
rail layer||construct railway tracks on prepared sites
road operations manager||oversee day-to-day road transportation processes, managing processes, and striving to meet
  customer expectations
pipeline maintenance worker||operate different equipment to keep the suitability of the pipelines
surface engineer||
mobile crane operator||work with a variety of crane types that can be moved easily around the road, rail and water
marine engineering drafter||convert the marine engineers’ designs into technical drawings usually using software
vehicle maintenance attendant||execute basic tasks such as changing oil, changing filters, changing spark plugs at a
  vehicle maintenance station
freight inspector||determine if freight is secure and comes with the proper documentation
# Hospitality
bed and breakfast operator||manage the daily operations of a bed and breakfast establishment
hotel butler||provide personalised services to guests in high level hospitality establishment
tourist information centre manager||
rooms division manager||are in charge of managing and coordinating a team of employees at front desk, reservations,
  housekeeping and maintenance departments
tourist information officer||provide information and advice to travellers about local attractions, events,
  travelling and accommodation
accommodation manager||are in charge of managing the operations and overseeing the strategy for a hospitality
  establishment
recreational facilities manager||direct the operations of facilities that provide recreational services such as
  gardens, spas, zoos, gambling and lottery facilities
outdoor animator||are responsible for planning and organising outdoor activities
hotel porter||welcome guests to accommodation facilities, help them carry their luggage and provide services such as
  occasional cleaning
outdoor activities coordinator||
room attendant||clean, tidy and restock guest rooms as well as other public areas as directed
venue director||plan and manage conference, banqueting and venue operations in a hospitality establishment to
  reflect clients' needs
activity leader||provide recreational services to people and children on vacation
casino gaming manager||oversee the day-to-day operations of gaming facilities
tour operators manager||
casino pit boss|casino pit bosses|support the management team and are able to manage, inspect and deal with all
  gaming activities
linen room attendant||retrieve linen or uniforms for cleaning
camping ground operative||perform customer care in a campsite facility and other operational work
customer service representative||handle complaints and are responsible for maintaining overall goodwill between an
  organisation and its customers
hospitality entertainment manager||are in charge of managing the team which creates entertainment activities for the
  guests of a hospitality establishment
specialised outdoor animator||plan, organise, and safely deliver outdoor animator activities
casino cashier||exchange tokens, coins or chips for money
locker room attendant||assist customers in handling personal items and articles in changing rooms, usually in sports
  or theatre areas
camping ground manager||plan, direct, or coordinate all campsite facilities and manages employees
outdoor activities instructor||
tourism contract negotiator||negotiate tourism-related contracts between a tour operator and tourism service
  providers
hospitality establishment receptionist||provide first point of contact and assistance to the guests of a hospitality
  establishment
travel agent||design and market travel programme itineraries for potential travellers or visitors
night auditor||oversee night customer care in hospitality establishment and perform a wide variety of activities
  from front desk to bookkeeping
# Restaurants
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing
wedding planner||assist with all logistical details required concerning their client's wedding ceremony
head pastry chef||manage pastry staff and ensure the preparation, cooking and presentation of desserts, sweet
  products and pastry products
pastry chef||are responsible for preparing, cooking and presenting desserts, sweet products and bakery products
private chef||comply with food and sanitation rules to prepare meals for their employers
restaurant manager||are in charge of managing food and beverage operations in the kitchen and other food and
  beverage outlets or units in a hospitality establishment
event assistant||
beer sommelier||understand and advise on styles, brewing and best pairing of beers with foods in locations such as
  restaurants, breweries and shops
escort||accompany persons to social events but also on more private occasions, such as dinners or visits of night
  clubs
dating service consultant||provide support to clients in searching and finding a partner and setting up the date
delicatessen specialised seller||sell delicatessen in specialised shops
head chef||manage the kitchen to oversee the preparation, cooking and service of food
housekeeping supervisor||are in charge of supervising and coordinating the daily running of cleaning and
  housekeeping activities hospitality establishments
kitchen porter||wash and clean kitchen areas, including pots, pans, utensils, cutlery and dishes
domestic butler||serve at official meals, monitor meal preparations and table setting and manage the household staff
kitchen assistant||assist in the preparation of food and cleaning of the kitchen area
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet
barista||
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments
# Food and Beverage Services
airline food service worker||prepare food and serve customers
street food vendor||sell food preparations, dishes and products on organised outdoor or indoor market places, or on
  the streets
market vendor||sell products such as fruit, vegetables and household products on organised outdoor or indoor market
  places
tourism contract negotiator||negotiate tourism-related contracts between a tour operator and tourism service
  providers
sommelier||stock, prepare, advise on and serve wine and other alcoholic beverages
head sommelier||manage the ordering, preparing and servicing of wine and other related beverages in a hospitality
  service unit
event assistant||
delicatessen specialised seller||sell delicatessen in specialised shops
bartender||serve alcoholic or non-alcoholic drinks as requested by clients in a hospitality service bar outlet
barista||
office clerk||are responsible for performing clerical and administrative duties in an office setting and support of
  business operations within a department
# Travel Arrangements
hotel concierge||
flight attendant||perform a variety of personal services conducive to the safety and comfort of airline passengers
  during flight
cabin crew instructor||teach trainees all the matters regarding the operations in aircraft cabins
ticket issuing clerk||provide service to customers, sell tickets and fit the reservation offer to customers' needs
aircraft dispatcher||authorise, regulate, and control commercial airline flights according to governmental and
  company regulations
flight instructor||
ticket sales agent||provide initial service to customers, sell travel tickets and fit the reservation offer to
  customers' queries and needs
air traffic instructor||
rail traffic controller||operate signals and points that help make sure trains run safely and on time
tour operators manager||
baggage flow supervisor||monitor the flow of baggage in airports to ensure baggage makes connections, arrives at the
  destinations in a timely manner
rooms division manager||are in charge of managing and coordinating a team of employees at front desk, reservations,
  housekeeping and maintenance departments
hospitality vocational teacher||instruct students in their specialised field of study, hospitality, which is
  predominantly practical in nature
railway sales agent||provide service to customers who visit the ticket counter
railway passenger service agent||spend time with railway station customers, answer their questions and react quickly
  and safely to unexpected situations
travel consultant||provide customised information and consultation on travel offers, make reservations and sell
  travel services together with other related services
lottery cashier||exchange the registration of set of numbers or symbols for money and give tickets to the players
travel agency manager||are in charge of managing employees and activities of a travel agency
live chat operator||respond to answers and requests posed by customers of all nature through online platforms in
  websites and online assistance services in real time
aeronautical information service officer||maintain the operational timing from sunrise to sunset in order to ensure
  that the information passed by agencies is authentic
maritime instructor||
tour operator representative||
receptionist||are responsible for the reception area of a business
hospitality establishment receptionist||provide first point of contact and assistance to the guests of a hospitality
  establishment
travel agent||design and market travel programme itineraries for potential travellers or visitors
telephone switchboard operator||establish telephone connections by using switchboards and consoles
gambling manager||organise and coordinate the activities of a gambling facility
# Law Practice
real estate agent||administer the sales or letting process of residential, commercial properties or land on behalf
  of their clients
title closer||
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks
corporate investment banker||offer strategic advice on financial services to companies and other institutions
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the law
corporate lawyer||provide legal consulting services and representation to corporations and organisations
property acquisitions manager||ensure land or property acquisitions transactions
property assistant||perform several duties including administrative tasks in the real estate sector
business valuer||
employment agent||work for employment services and agencies
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients
budget analyst||monitor the spending activities of public and private institutions and companies
letting agent||schedule appointments with clients in order to show and lease real estate to prospective residents
legal guardian||legally assist and support minor children, mentally disabled persons or incapacitated older adults
  in their personal life
talent agent||represent artists, authors, performers and athletes
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases
escort||accompany persons to social events but also on more private occasions, such as dinners or visits of night
  clubs
bankruptcy trustee||
cattle pedicure||are specialists in taking care of hooves of cattle, in compliance with any regulatory requirements
  by the national legal authority
conveyance clerk||provide services for the legal transference of legal titles and properties from one party to
  another
ombudsman|ombudsmen|resolve disputes between two parties where there is a power imbalance, as an impartial mediator
# Legal Services
title closer||
intellectual property consultant||provide advice on the usage of intellectual property assests such as patents,
  copyrights, and trademarks
mergers and acquisitions analyst||oversee the execution of transactions for the purchase, sale, merger or takeover
  of companies
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms
employment agent||work for employment services and agencies
budget analyst||monitor the spending activities of public and private institutions and companies
house sitter||move in the house of their employers in order to maintain security of the property during their
  absence
notary|notaries|ensure the authenticity and legitimacy of official documents such as declarations, certificates,
  contracts, deeds and purchases
judge||preside over, review and handle court cases, hearings, appeals and trials
# Accounting
accountant||
financial auditor||collect and examine financial data for clients, organisations and companies
auditing clerk||
financial fraud examiner||undertake anti-fraud investigations including financial statement irregularities,
  securities fraud and market abuse detection
dividend analyst||calculate and allocate dividends and interest incomes of a company's earnings to a category of its
  shareholders
chief technology officer||
cashier||operate the cash register, receive payments from customers, issue receipts and return change due
tax clerk||collect financial information in order to prepare accounting and tax documents
lithographer||make and prepare metal plates to be used as the original in various printing processes and media
# Wellness and Fitness Services
ice-skating coach|ice-skating coaches|teach and train individuals or groups in ice skating and related sports such
  as figure skating and speed skating
hairdresser assistant||clean the hair of clients, apply hair conditioner and dying treatment in a beauty salon
hairdresser||offer beauty services such as cutting, colouring, bleaching, permanent waving and styling clients' hair
sport therapist||program and supervise rehabilitation exercises for individuals and groups
physiotherapist||
barber||cut, trim, taper and style men's hair
personal trainer||
dance therapist||
beauty salon manager||oversee the daily operations and staff management in a beauty salon
recreational therapist||offer treatment to persons who have behavioural disorders or conditions
sports coach|sports coaches|provide instruction in the sport of their specialisation in a recreational context to
  non-age-specific and age specific participants
weight loss consultant||assist clients in obtaining and maintaining a healthy lifestyle
beauty vocational teacher||
medical administrative assistant||work very closely with health professionals
diet cook||prepare and present meals according to special dietary or nutrition needs
personal stylist||assist their clients in making fashion choices
hair removal technician||provide cosmetic services to their clients by removing unwanted hair on various body parts
aesthetician||offer skin care treatments
disability support worker||provide personal assistance and support to individuals of all ages with disability
  conditions, either intellectual or physical disabilities
tanning consultant||assist clients with their tanning needs
swimming teacher||train and advise groups or individuals on swimming
fitness instructor||build fitness participation of new and existing members through fitness experiences that meet
  their needs
medical records manager||are responsible for managing activities of medical records units which maintain and secure
  patient data
physiotherapy assistant||
front line medical receptionist||
home care aide||
medical practice manager||manage the day-to-day operations of a medical practice
animal care attendant||
beer sommelier||understand and advise on styles, brewing and best pairing of beers with foods in locations such as
  restaurants, breweries and shops
membership administrator||ensure an effective membership administration, documentation and communication
dating service consultant||provide support to clients in searching and finding a partner and setting up the date
osteopath||
shop assistant||work in shops where they perform assistance duties
sport official||
Pilates teacher||plan, teach, and adapt exercises based on the work and principles of Joseph Pilates
specialised outdoor animator||plan, organise, and safely deliver outdoor animator activities
artistic coach|artistic coaches|
equine yard manager||
nanny|nannies|provide qualified care services to children on the premises of the employer
night auditor||oversee night customer care in hospitality establishment and perform a wide variety of activities
  from front desk to bookkeeping
dietetic technician||
bee breeder||oversee the production and day-to-day care of bees
cattle breeder||oversee the production and day-to-day care of cattle
dog breeder||oversee the production and day-to-day care of dogs
fur animals breeder||oversee the production and day-to-day care of fur animals
horse breeder||oversee the production and day-to-day care of horses
pig breeder||oversee the production and day-to-day care of pigs
poultry breeder||oversee the production and day-to-day care of poultry
sheep breeder||oversee the production and day-to-day care of sheep
advanced physiotherapist||are highly specialised
# Veterinary Services
animal physiotherapist||provide a therapeutic treatment following veterinary diagnosis or referral
agronomist||provide consulting services to companies, agricultural cooperatives, agronomical crop growers and
  horticultural crop growers on the cultivation of food crops
respiratory therapy technician||assist doctors and surgeons to treat respiratory problems
soil scientist||research and study the scientific discipline concerning soil
veterinary nurse||
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication
pet sitter||
aquatic animal health professional||diagnose, prevent and treat diseases, injuries and dysfunctions of aquatic
  animals by implementing appropriate sampling protocols
specialised veterinarian||are professionals with a comprehensive scientific education
traditional chinese medicine therapist||use alternative medicine approaches to cure illnesses in all its forms
animal assisted therapist||provide support to individuals with cognitive, motoric, or social-emotional disabilities
  through animal assisted intervention
animal shelter worker||provide animal care routine services at the animal shelter
agricultural scientist||
animal massage therapist||
animal therapist||provide a therapeutic treatment following veterinary diagnosis or referral
alternative animal therapist||investigate sick or injured small and large animals and provide an alternative healing
  treatment
medical records manager||are responsible for managing activities of medical records units which maintain and secure
  patient data
agricultural technician||collect and conduct experiments and tests on agriculture and aquaculture specimens
livestock worker||maintain the health and welfare of animals
livestock advisor||provide complex specialist advice to farmers and livestock breeders to ensure that their business
  and production is optimised
microbiologist||study and research the life forms, characteristics, and processes of microscopic organisms
animal care attendant||
equine dental technician||provide routine equine dental care, using appropriate equipment in accordance with
  national legislation
animal chiropractor||provide a therapeutic treatment following veterinary diagnosis or referral
optometrist||examine and test eyes to identify abnormalities, visual problems, or disease
veterinary technician||provide the technical and administrative support to the veterinarian in accordance with
  national legislation
animal embryo transfer technician||aid and support the carrying out of embryo transfer under veterinary supervision
  in accordance with national legislation
groom||provide practical daily horse care to ensure the horses health, welfare and safety
food biotechnologist||study the life cycle of food from its preservation up to the spoilage and the food-borne
  pathogens
mixed farmer||are responsible for managing all aspects of livestock and crop production as a small enterprise or for
  self-sufficiency
dietitian||
farm manager||plan and organise the daily operations, resourcing and business management of animal producing farms
animal hydrotherapist||provide a therapeutic treatment following veterinary diagnosis or referral
animal osteopath||provide a therapeutic treatment following veterinary diagnosis or referral
herbal therapist||use herbal medicine to relief pain and treat illnesses such as allergies, chronic physical
  conditions or stress-related conditions
podiatry assistant||
# Mental Health Care
mental health social worker||assist and provide counselling to people with mental, emotional, or substance abuse
  problems
substance misuse worker||provide assistance and counselling to people with substance abuse problems
mental health support worker||assist and provide treatment to people with mental, emotional, or substance abuse
  problems
psychotherapist||
clinical social worker||provide therapy, counselling, and intervention services to clients
advanced nurse practitioner||
care at home worker||provide domiciliary services to vulnerable adults including frail elderly or disabled people
  who are living with physical impairment or convalescing
social care worker||provide support and help people with care services
adult community care worker||perform assessment and care management of communities of adults who live with physical
  impairments or convalescing states
homelessness worker||provide on-the-spot assistance, counselling and advice to people who have housing problems or
  live on the streets
clinical psychologist||
residential care home worker||follow a specific plan to provide day-to-day care to clients
youth offending team worker||
healthcare assistant||
hospital pharmacist||prepare, dispense and provide medication to patients in hospitals
hospital social worker||
health and safety officer||execute plans for the improvement of work environments and cultures
nurse assistant||provide basic patient care under direction of nursing staff
clinical coder||read patients' medical records
psychologist||study the behaviour and mental processes in humans
community care case worker||perform assessment and care management
pharmacist||prepare, dispense, and provide prescriptions for, over the counter medication
palliative care social worker||provide assistance and counselling to patients with a chronic or a terminal disease
  and their families with the practical arrangements
crisis helpline operator||provide advice and support to distraught callers via the telephone
crisis situation social worker||
medical administrative assistant||work very closely with health professionals
housing support worker||
occupational therapy assistant||
victim support officer||
medical records clerk||
disability support worker||provide personal assistance and support to individuals of all ages with disability
  conditions, either intellectual or physical disabilities
legal guardian||legally assist and support minor children, mentally disabled persons or incapacitated older adults
  in their personal life
home care aide||
hospital porter||are professional healthcare assistants who transport people on stretchers around the hospital site,
  as well as and items
music therapist||
rehabilitation support worker||provide counselling to individuals dealing with birth defects or with major
  consequences caused by diseases, accidents, and burnouts
complementary therapist||
art therapist||
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases
marriage counsellor||support and guide couples and families that are going through crises such as depression,
  substance abuse and relationship problems
chaplain||perform religious activities in secular institutions
life coach|life coaches|help clients set clear objectives for their personal development and help them achieve their
  goals and personal vision
anthropologist||research all aspects of life pertaining to humans
shiatsu practitioner||
employment support worker||provide assistance to people with difficulties to find a job and long-term unemployed
  people
sexual violence counsellor||
social counsellor||provide support and guidance to individuals in the social work area, to help them solve specific
  problems in their personal life
sophrologist||
# Events Services
event manager||
wine sommelier||have general knowledge about wine, its production, service and wind with food pairing
hotel butler||provide personalised services to guests in high level hospitality establishment
venue director||plan and manage conference, banqueting and venue operations in a hospitality establishment to
  reflect clients' needs
restaurant manager||are in charge of managing food and beverage operations in the kitchen and other food and
  beverage outlets or units in a hospitality establishment
rental manager||supervise the activities of a rental office or station and its staff
housekeeping supervisor||are in charge of supervising and coordinating the daily running of cleaning and
  housekeeping activities hospitality establishments
cook||are culinary operatives who are able to prepare and present food, normally in domestic and institutional
  environments
# Security and Investigations
security guard||observe, detect irregularities and protect people, buildings and assets
security guard supervisor||monitor and oversee the activities of guards who protect properties from vandalism acts
  and theft
bodyguard||offer protection to their clients against injury, attacks and harassment
police officer||use investigation methods to prevent crime, to pursue and apprehend criminals, and protect the
  public from violent and criminal activities
armoured car guard||ensure the safe transportation of valuable items such as money between locations like stores and
  banks
security consultant||
ICT vendor relationship manager||
gate guard||control the access and exit to buildings, warehouses or other type of property to prevent unauthorized
  presence and unwanted incidents
coastguard watch officer||patrol and survey coast and sea regions to prevent accidents, as well as perform search
  and rescue missions in the event of an emergency
budget manager||assess financial proposals of different departments before granting financial resources to projects
ICT operations manager||coordinate ICT services and infrastructure ensuring that the organisation has the required
  infrastructural resources
quality services manager||manage the quality of services in business organisations
ICT security administrator||plan and carry out security measures to protect information and data from unauthorised
  access, deliberate attack, theft and corruption
project manager||ensure that a project is completed on time, within budget, and that its objectives are met
# Research Services
bioinformatics scientist||analyse biological processes using computer programmes
scientific laboratory technician||carry out laboratory-based research, analysis and testing and support life science
  professionals
water quality analyst||safeguard the quality of water through scientific analysis, ensuring quality and safety
  standards are met
market research analyst||collect the information gathered in the market research and study it to draw conclusions
political affairs officer||
labour market policy officer||research, analyse and develop labour market policies
tourism policy director||develop and implement policies to improve tourism to their region
agricultural policy officer||analyse and identify agricultural policy issues and develop plans for improvement and
  new policy implementation
marketeer||
mineralogist||study the composition, structure and other physical aspects of the earth
climatologist||study the average change in weather and climate from a long-term perspective
banking products manager||
statistician||collect, tabulate, and, most importantly, analyse quantitative information coming from a varied array
  of fields
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc
biologist||study living organisms and life in its broader extent in combination with its environment
research and development manager||
sensory scientist||carry out sensory analysis in order to compose or improve flavours and fragrances for the food,
  beverage and cosmetics industry
digital artist||create art which applies digital technology as an essential part of the creative process
destination manager||
digital games designer||develop the layout, logic, concept and gameplay of a digital game
digital printer||work with machines that print directly to the medium, without an intervening plate
lithographer||make and prepare metal plates to be used as the original in various printing processes and media
# Environmental Services
solid waste operator||operate and maintain solid waste treatment and distribution equipment, and test samples to
  monitor pollution
waste management officer||advise and enforce regulations on facilities managing waste disposal, collection and
  recycling
ICT environmental manager||
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste
environmental geologist||study how mineral operations may impact the composition and physical characteristics of the
  earth and its resources
recycling worker||clean materials and remove waste, and ensure the waste and collected materials are sorted in the
  appropriate recycling containers
liquid fuel engineer||evaluate liquid fuel extraction sites
refuse collector||remove waste from homes and other facilities and put it in the bin lorry so it can be transported
  to a treatment and disposal facility
petroleum engineer||evaluate gas and oil fields
materials engineer||research and design new or improved materials for a diverse number of applications
supply chain manager||
environmental mining engineer||oversee the environmental performance of mining operations
quarry engineer||analyse which extraction methods such as excavating, drilling and blasting are most suited to
  extract raw materials from the ground
recycling specialist||
sorter labourer||sort recyclable materials and waste from a recycling stream, and ensure no unsuitable materials
  wind up among the recyclable materials
budget manager||assess financial proposals of different departments before granting financial resources to projects
swimming facility attendant||handle the daily activities of a swimming facility such as a swimming pool, beach and
  lake
wastewater engineer||design sewage systems and networks for the removal and treatment of wastewater from cities and
  other residential areas
wastewater treatment operator||operate equipment used in a water or wastewater plant
geological engineer||apply geological knowledge for the assessment of sites, soils, slope stability, sediments and
  other observable characteristics in the Earth
biochemical engineer||research on the field of life science striving for new discoveries
foundry manager||
metallurgical manager||
environmental expert||search for technological solutions to tackle environmental problems
street sweeper||operate sweeping equipment and machinery to remove waste, leaves or debris from streets
manufacturing manager||plan, oversee and direct the manufacturing process in an organisation
# Farming
agronomist||provide consulting services to companies, agricultural cooperatives, agronomical crop growers and
  horticultural crop growers on the cultivation of food crops
general veterinarian||are professionals with a comprehensive scientific education
fruit and vegetable picker||select and harvest fruits, vegetables and nuts according to the method appropriate for
  the type of fruit, vegetable or nut
horticulture worker||carry out practical activities and assist in nurseries or greenhouses for the production of
  horticultural crops
vineyard machinery operator||
vineyard worker||
tree surgeon||maintain trees
vineyard manager||orchestrate the conduct of the vineyard and the winery, in some cases also the administration and
  marketing
fruit production team leader||are responsible for leading and working with a team
horticulture production team leader||are responsible for leading and working with a team
# Food and Beverage Manufacturing
blender operator||produce non-alcoholic flavoured waters by managing the administration of a large selection of
  ingredients to water
fruit and vegetable canner||tend machines to prepare industrial products based on fruits and vegetables for storage
  or shipping
dairy processing operator||
prepared meat operator||process meat either by hand or using meat machines such as meat grinding, crushing or mixing
  machines
dairy products maker||artisanally process raw milk to make dairy products such as butter, cheese, cream and milk
curing room worker||assist in the blending, aging, and fermenting of tobacco strips and stems for the production of
  cigars, chewing tobacco and snuff
fruit and vegetable preserver||tend machines to prepare and preserve fruit and vegetable products
meat cutter||cut carcasses of animals into large and smaller parts for further processing
baking operator||tend automatic reels or conveyor-type ovens to bake bread, pastries and other bakery products
agricultural scientist||
leaf sorter||analyse colour and condition of tobacco leaves in order to determine whether they should be used as
  cigar wrappers or binders
leaf tier||tie tobacco leaves manually into bundles for processing
slaughterer||slaughter animals and process carcasses for further processing and distribution
water-based aquaculture worker||
miller||tend mills to grind cereal crops to obtain flour
baker||make a wide range of breads, pastries, and other baked goods
starch extraction operator||use equipment to extract starch from raw material such as corn, potatoes, rice, tapioca,
  wheat, etc
blending plant operator||control equipment to weigh and mix vegetable oils used in products such as salad oil and
  margarines
food production operator||supply and perform one or more tasks in different stages of the food production process
meat preparations operator||prepare fresh meat with ingredients such as spices, herbs or additives in order to make
  ready-for-sale meat preparations
pasta maker||prepare fresh pasta, fillings, and other types of pasta following specific recipes and processes
water quality analyst||safeguard the quality of water through scientific analysis, ensuring quality and safety
  standards are met
flour purifier operator||tend machines to blend and sift flour
cocoa mill operator||tend machines to pulverise cacao beans into powder of specified fineness
halal slaughterer||slaughter animals and process carcasses of halal meat from cows and chickens for further
  processing and distribution
kosher slaughterer||slaughter animals and process carcasses of kosher meat for further processing and distribution
livestock advisor||provide complex specialist advice to farmers and livestock breeders to ensure that their business
  and production is optimised
malt master||evaluate and grade different malts on a sensory basis for brewing purposes
oil mill operator||tend mills to extract oil from oilseed following an artisanal techniques
fruit production team leader||are responsible for leading and working with a team
aquaculture production manager||
aquaculture husbandry worker||are active in the production of aquatic organisms in land-based on-growing processes
sugar refinery operator||tend and control refinery equipment to produce sugars and related products from raw sugar
  or other raw materials like corn starch
malt kiln operator||tend kiln machines and equipment while supervising that the grain roasting operation maintains
  in specified roasting parameters
fish preparation operator||realize the preparation of fish and shellfish according to hygiene, food safety and trade
  regulations
milk reception operator||use devices that ensure the correct qualitative and quantitative reception of the raw milk
butcher||order, inspect and buy meat to prepare it and sell it as consumable meat products
bulk filler||
kettle tender||operate machines that mix chewing gum base with sugar or sweetener
yeast distiller||extract alcohol from yeast to use it in the manufacture of distilled liquors
animal chiropractor||provide a therapeutic treatment following veterinary diagnosis or referral
wine fermenter||tend tanks to ferment crushed fruit or must into wines
starch converting operator||control converters to change starch into glucose or corn syrup
brew house operator||monitor the processes of mashing, lautering and boiling of raw materials
dog trainer||
fruit-press operator||tend power presses to extract juice from fruits
oilseed presser||operate hydraulic presses that extracts oil from oilseed
animal feed operator||tend various animal feed processing machines in industrial plants such as mixing machines,
  filling machines, and loading machines
liquor grinding mill operator||run mills that grind cracked cocoa beans or nibs of cocoa bean paste as to obtain
  liquid chocolate of specified consistency
food production manager||oversee and monitor production and have overall responsibility for staffing and related
  issues
liquor blender||regauge, filter, rectify, blend and verify proof of alcoholic drinks before these are prepared for
  bottling
horticulture production team leader||are responsible for leading and working with a team
kitchen assistant||assist in the preparation of food and cleaning of the kitchen area
farm manager||plan and organise the daily operations, resourcing and business management of animal producing farms
fish production operator||regulate and supervise fish product manufacturing facilities
aquaculture husbandry manager||specialise in the husbandry of ongrowing aquatic species, especially in the feeding,
  growth, and stock management processes
aquaculture husbandry technician||
import export manager||install and maintain procedures for cross-border business, coordinating internal and external
  parties
aquaculture cage technician||
coffee taster||taste coffee samples in order to evaluate the features of the product or to prepare blending formulas
sauce production operator||process, produce and manufacture sauces made from fruits, vegetables, oils and vinegars
food grader||inspect, sort and grade food products
chilling operator||perform various processes and tend specific machines for manufacturing prepared meals and dishes
intermodal logistics manager||manage and oversee commercial and operational aspects of intermodal logistics for an
  organisation
# Airlines and Aviation
helicopter pilot||fly helicopters in order to transport passengers and cargo from one place to another
airline transport pilot||
flight operations officer||compile flight information to expedite movement of aircraft between and through airports
air traffic controller||assist pilots by providing information concerning the height, speed and course
freight transport dispatcher||receive and transmit reliable messages, track vehicles and equipment, and record other
  important information
co-pilot||
second officer||are responsible for monitoring and controlling various aircraft systems including fixed-wing and
  rotary wing
avionics technician||
air traffic safety technician||provide technical support regarding the safety of air traffic control and navigation
  systems
cabin crew manager||
aircraft dispatcher||authorise, regulate, and control commercial airline flights according to governmental and
  company regulations
flight attendant||perform a variety of personal services conducive to the safety and comfort of airline passengers
  during flight
aviation inspector||
aircraft pilot||control and navigate aircraft
taxi controller||take bookings, dispatch vehicles, and are responsible for coordinating drivers while maintaining
  customer liaison
aviation safety officer||plan and develop safety procedures for aviation companies
avionics inspector||inspect instruments, electrical, mechanical and electronic systems of aircrafts to ensure their
  compliance with the performance and safety standards
vessel operations coordinator||
taxi driver||operate a licensed private passenger transportation vehicle, looking after customers, taking fares and
  managing vehicle servicing
commercial pilot||navigate flight of fixed-wing and multi-engine aircrafts for the transport of passengers and cargo
passenger fare controller||collect tickets, fares, and passes from passengers
airport operations officer||perform supervisory and administrative work monitoring operational activities on an
  assigned shift at a large airport
boatswain||organise the crew on deck and at the fishing hold to execute the orders received from a superior
rail traffic controller||operate signals and points that help make sure trains run safely and on time
airport maintenance technician||
chief conductor||
train driver||operate trains providing passenger or cargo transport services
baggage flow supervisor||monitor the flow of baggage in airports to ensure baggage makes connections, arrives at the
  destinations in a timely manner
aircraft groomer||clean aircraft cabins and airplanes after usage
lime kiln operator||control equipment that burns limestone to produce lime or carbon dioxide
rolling stock engine inspector||inspect diesel and electric engines used for locomotives to ensure compliance with
  standards and regulations
rail switchperson||assist in the tasks of the traffic controller
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity
chimney sweep||undertake cleaning activities of chimneys for all types of buildings
level crossing signalperson||operate equipment in the safeguarding of level crossings, according to safety
  regulations
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable
sewerage maintenance technician||inspect sewers and pipeline systems
coking furnace operator||
event electrician||set up and dismantle temporary, reliable electrical systems to support events
wind turbine technician||maintain and repair wind turbines by performing diagnostic inspections, analysing faults,
  and performing repair duties
private chauffeur||transport their employers to a particular destination safely and on time
industrial machinery mechanic||work on new machinery and equipment in operation
set designer||develop a set concept for a performance and supervise the execution of it
gauger||test oil during the processing and before dispatch
greaser||make sure industrial machines are properly lubricated to maintain operations
mine control room operator||perform a range of tasks from the control room of a mine
pulp control operator||
air pollution analyst||conduct field and lab tests to examine the pollution of air in different areas
# Aviation and Aerospace Component Manufacturing
air traffic controller||assist pilots by providing information concerning the height, speed and course
co-pilot||
aviation inspector||
cabin crew manager||
flight instructor||
aircraft groomer||clean aircraft cabins and airplanes after usage
astronaut||are crew members commanding spacecrafts for operations beyond low Earth orbit or higher than the regular
  altitude reached by commercial flights
level crossing signalperson||operate equipment in the safeguarding of level crossings, according to safety
  regulations
rail switchperson||assist in the tasks of the traffic controller
# Pharmaceutical Manufacturing
biology technician||provide technical assistance in researching and analysing the relationship between living
  organisms and their environment
botanical technician||provide technical assistance in researching and testing different plant species to monitor
  their properties such as growth and structure
aquatic animal health professional||diagnose, prevent and treat diseases, injuries and dysfunctions of aquatic
  animals by implementing appropriate sampling protocols
pharmacy technician||
# Medical Equipment Manufacturing
medical device assembler||manufacture instruments, machines and appliances that can be used to prevent, diagnose or
  treat medical conditions
dental instrument assembler||assemble various dental instruments, such as drills, lasers, probes, mirrors, and
  dental imaging devices
medical device engineering technician||
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines
optical instrument assembler||
medical laboratory assistant||work under supervision of the biomedical scientist and carry out basic laboratory
  procedures
automotive electrician||
clinical perfusion scientist||operate heart-lung equipment during surgical operations to ensure breathing and blood
  circulation
respiratory therapy technician||assist doctors and surgeons to treat respiratory problems
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely
dental chairside assistant||
instrumentation engineering technician||
product assembly inspector||evaluate products for compliance with specifications and defects in-line with clients'
  requirements and organisational policies
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems
paramedic in emergency responses||
watch and clock repairer||maintain and repair wristwatches and clocks
motor vehicle assembly supervisor||coordinate the employees involved in motor vehicle manufacturing and schedule
  their activities
rolling stock assembly supervisor||coordinate the employees involved in rolling stock manufacturing and schedule
  their activities
electromechanical equipment assembler||read and interpret blueprints, drawings and instructions to assemble or
  modify electromechanical equipment or devices
dental hygienist||
clock and watchmaker||make mechanical or electronic clocks and watches
marine electrician||
rolling stock electrician||
medical transcriptionist||interpret dictated information from the doctor or other healthcare professionals and
  convert it into documents
rolling stock assembly inspector||
product quality controller||check the quality of manufactured products
optical instrument production supervisor||coordinate, plan and direct the optical instrument production process
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams
textile process controller||
groundwater monitoring technician||
dental technician||
leather measuring operator||use machines to measure the surface area of leather and ensure that the machines are
  regularly calibrated
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment
electrical equipment inspector||check finished electrical products for physical defects and faulty electrical
  connections
automated assembly line operator||operate, maintain and clean production machines
idiophone musical instruments maker||create and assemble parts to make idiophone instruments to specified
  instructions or diagrams
membranophone musical instruments maker||create and assemble parts to make membranophone instruments to specified
  instructions or diagrams
stringed musical instrument maker||create and assemble parts to create stringed instruments according to specified
  instructions or diagrams
chiropractic assistant||
metrology technician||apply their practical knowledge of metrology to calibrate measuring instruments, test
  equipment and analyse their performance
meteorology technician||collect large amounts of meteorological information for weather information users such as
  aviation companies or meteorological institutions
leather laboratory technician||perform and report chemical analyses and physical tests of leather
industrial robot controller||
forestry machinery technician||maintain and transport forestry machinery
instrument technician||
diesel engine mechanic||repair and maintain all types of diesel engines
keyboard musical instrument maker||create and assemble parts to create keyboard instruments according to specified
  instructions or diagrams
wind musical instrument maker||create and assemble parts to make wind instruments according to specified
  instructions and diagrams
flight test engineer||
soil surveying technician||analyse soil by carrying out technical surveying tasks, using soil surveying techniques
non-destructive testing specialist||carry out testing of vehicles, vessels, other manufactured objects, and
  construction structures without having to damage them
prosthetic-orthotics technician||design, create, fit and repair supportive devices, such as braces, joints, arch
  supports, and other surgical and medical appliances
fundraising assistant||provide administrative support for fundraising managers
textile quality technician||perform physical laboratory tests on textile materials and products
braiding machine operator||supervise the braiding process of a group of machines, monitoring fabric quality and
  braiding conditions
knitting machine supervisor||
textile machine operator||
tufting operator||supervise the tufting process of a group of machines, monitoring fabric quality and tufting
  conditions
precision mechanics supervisor||oversee, train and manage workers who fit together complex parts of small-size
  machines such as measuring or control mechanisms
guitar maker||create and assemble parts to build guitars according to specified instructions or diagrams
harp maker||create and assemble parts to create harps according to specified instructions or diagrams
violin maker||create and assemble parts to create violins according to specified instructions or diagrams
industrial assembly supervisor||are in charge of organizing, planning and coordinating assembly operations
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users
metrologist||study and practice the science of measurement
optician||help to improve and correct an individual's vision according to prescriptions provided by a specialised
  doctor in ophthalmology or an optometrist
electronics production supervisor||coordinate, plan and direct the electronics production process
specialist pharmacist||provide specialist services for companies in the pharmacy industry and in hospital pharmacies
bacteriology technician||provide technical assistance in researching and testing bacteria using laboratory equipment
animal feed supervisor||supervise the manufacturing process of animal feeds
# Automotive
motor vehicle body assembler||fasten motor vehicle body parts and components together such as frames, doors, chassis
  and hoods
motor vehicle upholsterer||create manufacturing templates, manufacture and assemble interior components for cars,
  buses, trucks etc
automotive engineering drafter||convert the automotive engineers’ designs into technical drawings usually using
  software
motor vehicle engine inspector||inspect diesel, gas, petrol and electric engines used for cars, buses, trucks etc
motor vehicle parts assembler||fasten motor vehicle parts and components together
automotive electrician||
motor vehicle assembler||install and put prefabricated motor vehicle parts and components together
automotive engineering technician||work with automotive engineers to operate, repair, maintain and test equipment
  used in motor vehicles
automotive engineer||
motor vehicles parts advisor||sell motor vehicle parts, order parts and identify alternative parts
motor vehicle engine assembler||build and install prefabricated parts to form motor vehicle engines such as diesel,
  gas, petrol and electric engines
vehicle technician||inspect, test and maintain vehicles, motorcycles, engine tune-ups and tyre replacements
motor vehicles specialised seller||sell cars and motors vehicles in specialised shops
electrical engineer||design and develop electrical systems, electrical equipment, components, motors, and equipment
  with the feature of energy transmission
railway car upholsterer||create manufacturing templates, manufacture and assemble interior components for train
  carriages
electrical transmission system operator||transport energy in the form of electrical power
automotive brake technician||inspect, maintain, diagnose and repair braking, steering and suspension systems as well
  as wheels and tyres
motor vehicle assembly inspector||
pipeline pump operator||
roadside vehicle technician||perform onsite repairs, tests and maintenance to roadside vehicles
motor vehicle shop manager||assume responsibility for activities and staff in a vehicle showroom
sales engineer||
mine electrical engineer||
automotive test driver||drive prototype and pre-production vehicles and assess their performance, safety and comfort
automotive battery technician||assemble, install, inspect, maintain and repair batteries in motor vehicles
refuse vehicle driver||drive the large vehicles used for refuse collection
upholsterer||provide objects such as furniture, panels, orthopaedic devices, fixtures or vehicle parts with padding
  or soft covering
electrical power distributor||operate and maintain equipment which deliver the energy from the transmission system
  to the consumer
light board operator||control the lighting of a performance based on the artistic or creative concept, in
  interaction with the performers
motor vehicle assembly supervisor||coordinate the employees involved in motor vehicle manufacturing and schedule
  their activities
specialised antique dealer||sell antique goods in specialised shops
cargo vehicle driver||operate vehicles such as trucks and vans
motor vehicle engine tester||test the performance of diesel, petrol, gas and electric engines in specialised
  facilities such as laboratories
rolling stock engineering drafter||convert the rolling stock engineers’ designs into technical drawings usually
  using software
pipeline engineer||
power tool repair technician||identify defects and repair electrically powered tools such as drills, chainsaws, lawn
  mowers and grinding machines
bicycle shop manager||are responsible for activities and staff in specialised shops that sell and repair bicycles
rolling stock electrician||
rolling stock engineer||design and oversee the manufacturing process and installation of rail vehicles, including
  locomotives, carriages, wagons and multiple units
fire service vehicle operator||drive and operate emergency fire service vehicles such as firetrucks
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers
concrete pump operator||drive and operate trucks to haul concrete from the plant to project sites, and operate pumps
  to disperse concrete at the site
craft shop manager||
commercial sales representative||represent a company in selling and providing information on goods and services to
  businesses and organisations
street lighting electrician||construct and maintain electric power transmission and distribution in street lights
lift engineer||set lifts into a prepared framed hoistway
rolling stock engineering technician||
vehicle electronics installer||
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals
coachbuilder||execute work on vehicle bodies and coaches with skills to form body parts from panels, manufacture and
  assemble the frames and parts for vehicles
construction equipment technician||
electrical mechanic||install, repair and maintain mechanical and electrical components of machinery, tools and
  equipment
power plant manager||supervise operations in power plants which produce and transport energy
armoured car driver||drive the armoured car to transfer valuable items, such as money, to different locations
spark erosion machine operator||
moving truck driver||operate lorries or trucks intended for relocating and transporting goods, belongings,
  machinery, and others
wash deinking operator||operate a tank where recycled paper is mixed with water and dispersants to wash out printing
  inks
electrical equipment assembler||are responsible for the assembly of electrical equipment
metal products assembler||
electricity sales representative||assess clients' energy needs, and recommend the purchase of electricity supply
  from their corporation
renewable energy sales representative||assess clients' energy supply needs, and attempt to secure sales of renewable
  energy methods
transport equipment painter||
horse trainer||
grinding machine operator||
component engineer||design and envision the engineering development of different small parts composing a bigger
  project, machine, or process
car leasing agent||represent businesses involved in financing vehicles, offering appropriate leasing schemes and
  additional services related to the vehicle
electrical engineering technician||work together with electrical engineers in electrical engineering research
tram controller||assign and manage tram vehicles and drivers for the transport of passengers, including records of
  distances covered and of repairs made
mechatronics assembler||assemble and maintain complex mechatronic equipment and machines, such as robots, elevators,
  and advanced home appliances
pile driving hammer operator||work with a piece of heavy equipment that positions piles and hammers them into the
  ground using a rigging mechanism
# Oil and Gas
drilling engineer||develop and supervise the drilling of gas and oil wells
energy engineer||design new, efficient and clean ways to produce, transform, and distribute energy to improve
  environmental sustainability and energy efficiency
pipeline pump operator||
gas transmission system operator||transport energy in the form of natural gas
gas production engineer||develop methods to optimise the extraction and production of gas for energy and utilities
petroleum engineer||evaluate gas and oil fields
petroleum pump system operator||tend pumps that keep the circulation of oil and derived products running smoothly
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects
pipeline engineer||
gas scheduling representative||track and control the flow of natural gas between pipelines and the distribution
  system, compliant with schedules and demands
natural resources consultant||
industrial production manager||oversee the operations and the resources needed in industrial plants and
  manufacturing sites for a smooth running of the operations
gas station operator||process gases for compression, transmission or recovery by using gas, steam or electric engine
  compressors
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases
refinery shift manager||supervise staff, manage plant and equipment, optimise production and ensure safety at the
  oil refinery on a day-to-day basis
metal production manager||organise and manage the day-to-day and long-term project work in a metal fabrication
  factory, to process basic metals into fabricated metals
underground miner||
industrial quality manager||monitor and control information assets by detailing processes and procedures to ensure
  compliance with industrial standards
oil rig motorhand||assume responsibility for the engines powering the drilling equipment
pipeline route manager||oversee the day-to-day operational aspects of transporting goods via pipeline
  infrastructures
mine production manager||
asphalt plant operator||extract raw materials such as sand and stones and operate mobile equipment for their
  transport to the plant
drill operator||supervise a team during rigging and drilling operations
tool pusher||assume responsibility over daily drilling operations
# Utilities
fossil-fuel power plant operator||
electric power generation engineer||
geothermal power plant operator||operate and maintain equipment, often steam-driven turbines, which produce
  electrical energy
meter reader||
electricity distribution worker||construct and maintain electric power transmission and distribution systems
liquid fuel engineer||evaluate liquid fuel extraction sites
solar energy engineer||design systems which generate electrical energy from sunlight, such as photovoltaic systems
vessel engine tester||
electrical transmission system operator||transport energy in the form of electrical power
water treatment systems operator||
water engineering technician||
quantity surveyor||
gas distribution engineer||
steam engineer||provide energy and utilities to facilities, such as steam, heat and refrigeration
solar energy technician||install and maintain systems that collect solar energy
water treatment plant manager||supervise water treatment, storage and distribution in a water plant
civil engineering worker||perform tasks concerning the cleaning and preparation of construction sites for civil
  engineering projects
sewerage systems manager||coordinate and plan pipe and sewer systems, and supervise sewerage construction and
  maintenance operations
energy analyst||evaluate the consumption of energy in buidings owned by consumers and businesses
electric meter technician||install and maintain electric meter systems in facilities or buildings
solar power plant operator||operate and maintain equipment which produce electrical energy from solar power
power plant manager||supervise operations in power plants which produce and transport energy
gas production engineer||develop methods to optimise the extraction and production of gas for energy and utilities
power production plant operator||maintain and operate the equipment in power stations and other energy production
  plants
construction engineer||interpret building designs and add technical specifications to construction projects
hydroelectric plant operator||operate and maintain the equipment used in the production of energy from the movement
  of water
hydropower engineer||research, design and plan the building of facilities that generate electricity from the
  movement of water
electrical power distributor||operate and maintain equipment which deliver the energy from the transmission system
  to the consumer
gas station operator||process gases for compression, transmission or recovery by using gas, steam or electric engine
  compressors
logistics and distribution manager||take decisions on logistic services, operations and provisions
utilities inspector||
electricity sales representative||assess clients' energy needs, and recommend the purchase of electricity supply
  from their corporation
bathroom fitter||install bathroom elements
power distribution engineer||design and operate facilities which distribute power from the distribution facility to
  the consumers
wastewater treatment technician||
water plant technician||maintain and repair water treatment and supply equipment in a water plant
health and safety engineer||design objects and programs by combining engineering principles and health and safety
  requirements
civil drafter||
gas service technician||install and maintain gas service appliances and systems in facilities or buildings
hydrologist||research and study the quality, current challenges, and distribution of water in the Earth
steam turbine operator||operate and maintain machinery which generates power
wind turbine technician||maintain and repair wind turbines by performing diagnostic inspections, analysing faults,
  and performing repair duties
overhead line worker||construct and maintain power supply and control cables in overhead power lines
hydrogeologist||
plumber||maintain and install water, gas and sewage systems
waterway construction labourer||
engineering assistant||ensure the administration and monitoring of technical and engineering files for projects,
  assignments, and quality matters
complementary therapist||
construction scaffolding supervisor||plan and supervise the transport, assembly, disassembly and maintenance of the
  structures
road construction supervisor||monitor the construction and maintenance of roads
clothing operations manager||schedule orders and delivery times in order to assure the efficient flow of the
  production system
textile operations manager||schedule orders and delivery times in order to assure the efficient flow of the
  production system
ICT buyer||
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field
# Mining
surface mine plant operator||
geology technician||assist in all the activities carried out by geologists
underground heavy equipment operator||
mine geologist||locate, identify, quantify and classify mineral resources and their geological characteristics and
  structure
drilling engineer||develop and supervise the drilling of gas and oil wells
metallurgist||specialise in the extraction and processing of metals such as iron, steel, zinc, copper and aluminium
mining geotechnical engineer||in mining perform engineering, hydrological and geological tests and analyses to
  improve the safety and efficiency of mineral operations
exploration geologist||examine and prospect for mineral deposits
process metallurgist||study the characteristics of ores including copper, nickel and iron ores and the performance
  of various metals and alloys
geologist||research the materials that form the earth
surface miner||
textile chemical quality technician||perform chemical laboratory tests on textile materials and products
mine surveying technician||conduct boundary and topographic surveys and surveys of the progress of mining operations
driller||set up and operate drilling rigs and related equipment designed to drill holes for mineral exploration, in
  shotfiring operations, and for construction purposes
geotechnician||collect and process rock and soil samples for geomechanical testing
chemical metallurgist||are involved in the extraction of useable metals from ores and recycleable material
mine ventilation engineer||
mine safety officer||oversee health and safety systems at mining operations
assayer||test and analyse precious metals such as silver and gold to determine the value and properties of
  components using chemical and physical techniques
mine planning engineer||
mine mechanical engineer||
metallurgical technician||provide technical support in researching and performing experiments on minerals, metals,
  alloys, oil and gas
road construction worker||perform road construction on earthworks, substructure works and the pavement section of
  the road
geochemist||study the characteristics and chemical elements in minerals, rocks and soils, and how they interact with
  hydrological systems
mineral processing engineer||develop and manage equipment and techniques to successfully process and refine valuable
  minerals from ore or raw mineral
asphalt laboratory technician||perform asphalt and related raw materials inspections and laboratory testing,
  ensuring a high quality of the products
well-digger||operate drilling machinery and equipment to create and maintain wells for use in extracting ore and
  other liquids and gases
underground miner||
hydrogeologist||
leather laboratory technician||perform and report chemical analyses and physical tests of leather
oil rig motorhand||assume responsibility for the engines powering the drilling equipment
textile quality technician||perform physical laboratory tests on textile materials and products
asphalt plant operator||extract raw materials such as sand and stones and operate mobile equipment for their
  transport to the plant
mineral processing operator||operate a variety of plants and equipment to convert raw materials into marketable
  products
chemistry technician||monitor chemical processes and conduct tests to analyse chemical substances for manufacturing
  or scientific purposes
mud logger||analyse the drilling fluids after they have been drilled up
# Chemical Manufacturing
furniture finisher||treat the surface of wood furniture using hand and power tools to sand, clean and polish
chemist||
wood pallet maker||create wood pallets for use in storage, shipping and manipulation of goods
botanicals specialist||bring a deep knowledge in the science of plants and botanicals to the production of alcoholic
  beverages based on herbs
biology technician||provide technical assistance in researching and analysing the relationship between living
  organisms and their environment
synthetic materials engineer||develop new synthetic materials processes or improve existing ones
materials engineer||research and design new or improved materials for a diverse number of applications
pultrusion machine operator||
toilet attendant||clean and maintain toilet facilities in accordance with company standards and policies
surface treatment operator||apply chemicals and paint to the material surface in order to protect against corrosion
surface engineer||
wood technology engineer||develop materials and components made of wood, construct production facilities and control
  and monitor the production
paper embosing press operator||
cosmetic chemist||
swimming facility attendant||handle the daily activities of a swimming facility such as a swimming pool, beach and
  lake
filament winding operator||
chemical engineer||
nanoengineer||combine the scientific knowledge of atomic and molecular particles with engineering principles for
  applications in a varied array of fields
set builder||construct, build, prepare, adapt and maintain scenic elements used on stage and for filming movies or
  television programs
wood treater||apply treatments to wood to make it resistant to environmental factors like mould, cold, moisture, or
  staining
screen printer||tend a press that presses ink through a screen
pesticide mixer||
wood production supervisor||monitor processes involved in the conversion of felled trees into usable lumber
photographic developer||use chemicals, instruments, and darkroom photographic techniques in specialised rooms in
  order to develop photographic films into visible images
wood boring machine operator||use milling machines or specialise boring jigs to cut holes in wood workpieces
wood sander||smoothen the surface of a wooden object using various sanding instruments
pharmaceutical engineer||
toxicologist||
chemical processing supervisor||coordinate the activities and the staff involved in the chemical production process,
  ensuring the production goals and deadlines are met
fiberglass laminator||mould fiberglass materials to form hulls and boat decks
food technologist||develop processes for manufacturing foodstuffs and related products based on chemical, physical,
  and biological principles and technology
biochemist||study and perform research on the reactions caused by chemicals in living organisms
biophysicist||study the existing relation between living organisms and physics
plastic rolling machine operator||operate and monitor machines to produce plastic rolls, or to flatten and reduce
  the material
print studio supervisor||
soap drier operator||control and maintain viscous soap machine to produce soap flakes
engineered wood board grader||inspect finished engineered wood products for quality issues such as inclomplete
  gluing, warping or blemishing
wood drying kiln operator||control the process of applying heat to moist or 'green' wood in order to obtain usable
  dry wood
fermenter operator||
nitrator operator||monitor and control equipment that processes chemical substances to produce explosives
coagulation operator||control machines to coagulate synthetic rubber latex into rubber crumb slurry
recreation model maker||design and construct recreation scale models from various materials such as plastic, wood,
  wax and metals, mostly by hand
wood router operator||work with industrial routers to cut wood into the desired shape
electronics production supervisor||coordinate, plan and direct the electronics production process
land-based machinery operator||operate specialised equipment and machinery for agricultural production and
  maintenance of landscape
land-based machinery supervisor||plan and organise land-based machinery services for agricultural production and
  landscaping in close cooperation with their clients
pill maker operator||tend the pilling machine that create pills in various sizes and shapes
chemical mixer||
paper engineer||ensure an optimal production process in the manufacture of paper and related products
lumber grader||inspect lumber, or wood cut into planks
plodder operator||
lacquer spray gun operator||
cider master||envision the manufacturing process of cider
book restorer||work to correct and treat books based on an evaluation of their aesthetic, historic and scientific
  characteristics
# Semiconductor Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards
electronics engineer||
mobile application developer||
semiconductor processor||
surface-mount technology machine operator||
microelectronics engineer||design, develop, and supervise the production of small electronic devices and components
  such as micro-processors and integrated circuits
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board
embedded system designer||
security alarm technician||install and maintain security alarm systems to protect against hazards such as fire and
  burglary
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles
data warehouse designer||are responsible for planning, connecting, designing, scheduling, and deploying data
  warehouse systems
shunter||move shunting units with or without wagons or groups of wagons in order to build trains
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs
ICT integration tester||perform tests in groups of system components, units or even applications
integration engineer||develop and implement solutions which coordinate applications across the enterprise or its
  units and departments
ICT system architect||design architecture, components, modules, interfaces, and data for a multi-components system
  to meet specified requirements
# Computers and Electronics Manufacturing
printed circuit board assembler||read blueprints and drawings to assemble printed circuit boards
automated optical inspection operator||
ICT technician||
computer hardware engineer||design and develop computer hardware systems and components, such as circuit boards,
  modems, and printers
computer hardware test technician||
optical instrument assembler||
electronics engineer||
printed circuit board designer||diagram and design the construction of circuit boards
medical device assembler||manufacture instruments, machines and appliances that can be used to prevent, diagnose or
  treat medical conditions
mechatronics engineer||
consumer electronics repair technician||
mobile application developer||
motor vehicle parts assembler||fasten motor vehicle parts and components together
mobile phone repair technician||
medical device engineer||design and develop medical-technical systems, installations, and equipment such as
  pacemakers, MRI scanners, and X-ray machines
medical device engineering technician||
aircraft assembler||
computer hardware repair technician||install, examine, test and repair computer hardware and peripheral components
electromechanical equipment assembler||read and interpret blueprints, drawings and instructions to assemble or
  modify electromechanical equipment or devices
wave soldering machine operator||set up and operate machines to solder electronic components to the printed circuit
  board
instrumentation engineer||envision and design equipment used in manufacturing processes for controlling and
  monitoring various engineering processes remotely
optical engineer||design and develop different industrial applications with optics
surface-mount technology machine operator||
control panel assembler||read schematic drawings to assemble control panel units for electrical equipment
photographic equipment assembler||build photographic products such as cameras, film cameras, and projectors
precision instrument assembler||read blueprints and assembly drawings to assemble precision instruments such as
  micrometers, gauges, thermostats and utility meters
telecommunications engineering technician||
optoelectronic engineering technician||
photonics engineering technician||
robotics engineering technician||
optical instrument repairer||repair optical instruments, such as microscopes, telescopes, camera optics, and
  compasses
photonics engineer||are concerned with the generation, transmission, transformation, and detection of light
optomechanical engineering technician||
electronic equipment assembler||are responsible for the assembly of electronic equipment and systems
ICT system administrator||
microelectronics engineering technician||
pneumatic engineering technician||evaluate operating pneumatic systems and assemblies such as compressed air
  machines, and recommend modifications for more efficiency
watch and clock repairer||maintain and repair wristwatches and clocks
computer hardware engineering technician||
semiconductor processor||
computer-aided design operator||use computer hardware and software in order to add the technical dimensions to
  computer aided design drawings
robotics engineer||design and develop robotic devices and applications in combination with mechanical engineering
  principles
microsystem engineering technician||
clock and watchmaker||make mechanical or electronic clocks and watches
electromechanical engineering technician||collaborate with electromechanical engineers in the development of
  electromechanical equipment
mechatronics engineering technician||
electronics drafter||support electronic engineers in the design and conceptualisation of electronic equipment
software architect||create the technical design and the functional model of a software system, based on functional
  specifications
container equipment assembler||manufacture containers such as boilers or pressure vessels
integrated circuit design engineer||design the layout for integrated circuits according to electronics engineering
  principles
rolling stock assembly inspector||
electronics engineering technician||work closely with electronics engineers in the development of electronic
  equipment and devices
audio production technician||set up, prepare, check and maintain equipment in order to provide optimal sound quality
  for a live performance
mechatronics assembler||assemble and maintain complex mechatronic equipment and machines, such as robots, elevators,
  and advanced home appliances
aerospace engineering technician||work with aerospace engineers to operate, maintain and test equipment used on
  aircraft and spacecraft
optomechanical engineer||design and develop optomechanical systems, devices, and components, such as optical mirrors
  and optical mounts
audio-visual technician||
ICT application developer||
ATM repair technician||install, diagnose, maintain and repair automatic teller machines
electrical equipment assembler||are responsible for the assembly of electrical equipment
optoelectronic engineer||design and develop optoelectronic systems and devices, such as UV sensors, photodiodes, and
  LEDs
electronic musical instrument maker||create and assemble parts to make electronic instruments according to specified
  instructions or diagrams
motorcycle assembler||fasten motorcycle parts and components together such as frames, wheels, engines etc
mobile devices technician||carry out proper fault diagnosis to improve the quality of mobile devices and repair them
rolling stock engine tester||test the performance of diesel and electric engines used for locomotives
aerospace engineering drafter||convert the aerospace engineers' designs into technical drawings usually using
  computer-aided design programs
precision device inspector||make sure precision devices, such as micrometers and gauges, operate according to design
  specifications
marine electronics technician||lay out, install and repair electronic systems and equipment in vessels
shunter||move shunting units with or without wagons or groups of wagons in order to build trains
automated assembly line operator||operate, maintain and clean production machines
# Retail Apparel and Fashion
fashion designer||
leather goods designer||are in charge of the creative process of leather goods
clothing fashion designer||
footwear designer||
clothing finisher||
fashion model||help promote products such as clothes, cosmetics and appliances by posing for journalists,
  photographers and in front of an audience on catwalks
textile product developer||
clothing specialised seller||sell clothes in specialised shops
shop supervisor||are responsible for the smooth operation of stores according to regulations and company policy
# Maritime Transportation
international forwarding operations coordinator||
ship pilot dispatcher||coordinate ships entering or leaving port
port coordinator||manage operations of traffic division for port authorities
maritime pilot||are mariners who guide ships through dangerous or congested waters, such as harbours or river mouths
water traffic coordinator||
deep-sea fishery worker||operate on board fishing vessels to catch deep-sea fish for sale or delivery
import export specialist||have and apply deep knowledge of import and export goods including customs clearance and
  documentation
ship planner||manage the performance of a vessel
deck officer||
ship captain||are in charge of a vessel for the transportation of goods and passengers, operating in offshore and
  coastal waters
skipper||
shipping agent||represent the ship owner in a foreign port
fisheries deckhand||work on fishing vessels where they carry out fishing related activities
ship assistant engineer||assist the ship chief engineer and the ship duty engineer in the operations of the ship's
  hull
vessel operations coordinator||
forwarding manager||plan and organise cargo shipments within national and international areas
marine chief engineer||are responsible for the entire technical operations of the vessel including engineering,
  electrical, and mechanical divisions
fisheries master||plan, manage and execute the activities of fishing vessels inshore, coastal and offshore waters
water-based aquaculture technician||
water-based aquaculture worker||
engine minder||perform work related to the deck department of an inland water transport vessel
decksman|decksmen|are unlicensed members of of the deck department of an inland vessel
helmsman|helmsmen|are members of the crew on the highest rank of the operational level on an inland vessel
matrose||are members of the deck department of an inland water transportship
wood caulker||drive oakum into the seams between planking in deck or hull of wooden ships to make them watertight
ship duty engineer||share responsibility for most of the content of the ship's hull
# Wholesale
vending machine operator||
drapery and carpet cleaner||clean draperies and carpets for their clients by removing stains, dust or odors
commercial sales representative||represent a company in selling and providing information on goods and services to
  businesses and organisations
wholesale merchant||investigate potential wholesale buyers and suppliers and match their needs
wholesale merchant in beverages||
motor vehicle shop manager||assume responsibility for activities and staff in a vehicle showroom
craft shop manager||
medical sales representative||promote and sell medical devices, equipment and pharmaceutical products to healthcare
  professionals
agricultural engineer||intervene in a variety of matters within the agriculture field in combination with
  engineering concepts
supply chain assistant||work closely together with managers in the operations processes, namely purchasing,
  manufacturing, and distribution processes
technical sales representative||act for a business to sell its merchandise while providing technical insight for
  customers
food production engineer||oversee the electrical and mechanical needs of the equipment and machinery required in the
  process of manufacturing food or beverages
drugstore manager||
commodity trader||use negotiation techniques to sell and buy physical goods and raw materials such as gold, cattle,
  oil, cotton and wheat on the trading floor
animal groomer||are in charge of grooming a range of animals, using the correct equipment, materials and methods
welding inspector||examine the connections and bonds between metals
precision engineer||design processes, machines, fixtures and other equipment that have exceptionally low engineering
  tolerances, are repeatable and stable over time
motor vehicle aftersales manager||maximise sales by closing business on an ongoing basis
inventory coordinator||keep track of products stored in warehouses for transport to stores, wholesalers and
  individual customers
ICT security consultant||advise and implement solutions to control access to data and programs
road roller operator||work with equipment to compact a variety of materials, such as soil, gravel, concrete or
  asphalt, in the construction of roads and foundations
optical instrument production supervisor||coordinate, plan and direct the optical instrument production process
metal production supervisor||oversee the day-to-day working process and activities of the labourers in a metal
  fabrication factory
electrical drafter||support engineers in the design and conceptualisation of electrical equipment
renewable energy sales representative||assess clients' energy supply needs, and attempt to secure sales of renewable
  energy methods
therapeutic radiographer||
department store manager||organise and control the operations and staff of establishments which provide retail
  services
disc jockey||mix music from various sources using turntables or a mixing console and play music at events in front
  of a live audience
automated cable vehicle controller||operate systems and control boards keeping under the control the operations of a
  varied array of modes of transport operated by cable
optical technician||assemble, repair and design various parts of eyewear such as lenses, frames, patterns and
  eyewear
soil surveying technician||analyse soil by carrying out technical surveying tasks, using soil surveying techniques
call centre agent||handle incoming or outgoing customer calls for a business
tote operator||
orthopaedic supply shop manager||
administrative assistant||perform administrative and office support for supervisors
waiting list coordinator||guarantee the day to day management of waiting list time
linen room attendant||retrieve linen or uniforms for cleaning
import export manager||install and maintain procedures for cross-border business, coordinating internal and external
  parties
raw material reception operator||
miniature set designer||design and build miniature props and sets of motion pictures
language engineer||work within the field of computing science, and more specifically in the field of natural
  language processing
post office counter clerk||sell products and services at a post office
call centre manager||set the objectives of the service per month, week, and day
machine operator supervisor||coordinate and direct workers who set up and operate machines
glass installation supervisor||
optician||help to improve and correct an individual's vision according to prescriptions provided by a specialised
  doctor in ophthalmology or an optometrist
glass artist||create original artworks by assembling pieces of glass
kitchen porter||wash and clean kitchen areas, including pots, pans, utensils, cutlery and dishes
video technician||set up, prepare, check and maintain equipment in order to provide optimal projected image quality
  for a live performance
precision mechanics supervisor||oversee, train and manage workers who fit together complex parts of small-size
  machines such as measuring or control mechanisms
grader operator||work with a heavy piece of mobile equipment that creates a flat surface by slicing off the top soil
  with a large blade
distribution manager||plan the distribution of goods to various points of sales
retail department manager||are responsible for activities and staff in a section in a store
ceramicist||
laundromat attendant||assist the customers of self-servicing laundries with issues related to coin-machines, dryers
  or vending machines
secretary|secretaries|perform a variety of administrative tasks to help keep an organisation run smoothly
sculptor||may use a wide variety of materials to create sculptures, such as stone, clay, glass, wood, plaster, or
  any material of their choice
games development manager||supervise and coordinate the creation, development, distribution, and selling of games
call centre supervisor||oversee call centre employees, manage projects and understand technical aspects of the call
  centre activities
merchandiser||are responsible for positioning goods following standards and procedures
prop maker||construct, build, prepare, adapt and maintain props used on stage and for filming movies or television
  programs
fisheries adviser||provide consultancy on fish stocks and their habitats
# Performing Arts
music director||lead musical groups such as orchestras and bands during live performances or recording sessions
variety artist||
art director||shape the visual layout of a concept
composer||create new music pieces in a variety of styles
stage manager||
performance artist||
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance
stage director||oversee and orchestrate the mounting of a performance production by unifying various endeavours and
  aspects of a theatrical production
theatre technician||execute all technical tasks to support live performances
fight director||coach performers to safely execute fight sequences
conceptual artist||
singer||are professional musicians, skilled in the use of their voice as a musical instrument, with different vocal
  ranges
usher||assist visitors by showing their way in a big building such as a theatre, stadium or concert hall
stage machinist||manipulate sets and other elements in a performance based on the artistic or creative concept, in
  interaction with the performers
audio describer||
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers
circus artist||develop original performance pieces showcasing great artistic and performing skills, emotive depth
  and artistic proposals for the general public
stand-up comedian||tell humorist stories, jokes and one-liners typically described as a monologue, act or routine
promoter||
musician||perform a vocal or musical part that can be recorded or played for an audience
street performer||create street arts performances for outdoor spaces, using space and audience as a creative
  resource
performance hairdresser||
dancer||interpret ideas, feelings, stories or characters for audiences by using movement and body language mostly
  accompanied by music
art model||pose for visual artists as reference or inspiration for their creative work
make-up and hair designer||develop a design concept for make-up and hair of performers and supervise the execution
  of it
dresser||
talent agent||represent artists, authors, performers and athletes
venue programmer||
puppeteer||perform shows by manipulating puppets such as hand puppets or marionettes
performance rental technician||manage technical equipment at concerts and other big events
puppet designer||design and create puppets and manipulable objects for performers
community artist||research, plan, organise and lead artistic activities for people brought together by a shared
  interest, capacity, environment or condition
# Museums, Historical Sites, and Zoos
museum scientist||
zoo educator||
exhibition curator||organise and display artworks and artefacts
arts education officer||
history lecturer||
earth science lecturer||
food science lecturer||
space science lecturer||
environmental education officer||are responsible for promoting environmental conservation and development
park guide||
headteacher||manage the day-to-day activities of an educational institution
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools
photography teacher||
collection manager||ensure the care and preservation of objects within cultural institutions, like museums,
  libraries, and archives
conservator||organise and valorise works of art, buildings, books and furniture
art handler||are trained individuals who work directly with objects in museums and art galleries
nature conservation officer||manage and improve the local environment within all the sectors of a local community
conservation scientist||manage the quality of specific forests, parks and other natural resources
guide||
museum director||oversee the management of the art collections, artefacts, and exposition facilities
curator of horticulture||
zoo curator||are usually the position of middle-management within an institution
zookeeper||
tourist information centre manager||
taxidermist||
exhibition registrar||organise, manage and document movement of museum artefacts to and from storage, display and
  exhibitions
attraction operator||control rides and monitor the attraction
mediation and education manager||
zoo registrar||are responsible for the maintenance of a wide variety of records relating to animals and their care
  in zoological collections
curriculum administrator||develop and improve the curricula of education institutions
front of house manager||are responsible for those areas of a live event venue that are accessible to the public
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports
animal trainer||
garden labourer||perform simple tasks in cultivating and maintaining flowers, trees and shrubs
hunter||track and pursue animals with the intention of trapping or killing them
archive manager||ensure the care and preservation of a cultural institution and the archives within
sound artist||use sound as a main creative medium
animal artificial insemination technician||are in charge of the impregnation of an animal using collected semen, in
  accordance with national legislation
animal embryo transfer technician||aid and support the carrying out of embryo transfer under veterinary supervision
  in accordance with national legislation
animal handler||are in charge of handling animals in a working role and continue the training of the animal, in
  accordance with national legislation
countryside officer||are responsible for a range of activities that manage and maintain the natural environment and
  associated public access and recreation
# Artists and Writers
stage director||oversee and orchestrate the mounting of a performance production by unifying various endeavours and
  aspects of a theatrical production
stage technician||control different aspects of a performance based on the artistic or creative concept, in
  interaction with the performers
lighting designer||develop a lighting design concept for a performance and supervise the execution of it
musical conductor||lead ensembles of musicians directing them during rehersals and helping them atteining their best
  performance
music producer||are responsible for acquiring music to be published
hair stylist||wash, dry, cut and style the hair of singers and presenters and various types of actors, including
  stage, movie, tv and music video actors
technical director||realise the artistic visions of the creators within technical constraints
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision
performance hairdresser||
dancer||interpret ideas, feelings, stories or characters for audiences by using movement and body language mostly
  accompanied by music
art model||pose for visual artists as reference or inspiration for their creative work
costume designer||develop a costume design concept for a performance, a movie or a television program
performance rental technician||manage technical equipment at concerts and other big events
dresser||
costume attendant||
printmaker||engrave or etch metal, wood, rubber or other materials to create images which are transported onto
  surfaces, generally using a printing press
# Design Services
costume designer||develop a costume design concept for a performance, a movie or a television program
textile designer||conceptualise textile products considering visual communication and functional performance
stage machinist||manipulate sets and other elements in a performance based on the artistic or creative concept, in
  interaction with the performers
commercial director||are responsible for the income generation for the commercial sector of their company
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of it
sound designer||develop a sound design concept for a performance and supervise the execution of it
textile colourist||prepare, develop and create colours for textile applications
make-up and hair designer||develop a design concept for make-up and hair of performers and supervise the execution
  of it
industrial cook||create new food designs and recipes
followspot operator||control follow spots based on the artistic or creative concept, in interaction with the
  performers
costume attendant||
interior planner||help clients in planning their interiors for commercial and private use
industrial designer||work out ideas and develop them into designs and concepts for a wide variety of manufactured
  products
sound artist||use sound as a main creative medium
set designer||develop a set concept for a performance and supervise the execution of it
# Architecture and Planning
landscape architect||plan and design the construction of gardens and natural spaces
land surveyor||determine, by means of specialised equipment, the distances and positions of points at the surface of
  sites for construction purposes
interior architect||create plans of the interior of a home, building or other structure
architect||investigate, design, and oversee the construction and development of buildings, urban spaces,
  infrastructure projects, and social spaces
civil engineering technician||
landscape designer||
surveying technician||carry out technical surveying tasks
land planner||visit sites in order to create projects and plans for land usage and development
civil drafter||
geographic information systems specialist||
construction painter||paint the interior and exterior of buildings and other structures
construction safety manager||inspect, enforce and control health and safety measures at construction sites
engineering assistant||ensure the administration and monitoring of technical and engineering files for projects,
  assignments, and quality matters
construction safety inspector||monitor construction sites and their conformity to health and safety regulations
industrial designer||work out ideas and develop them into designs and concepts for a wide variety of manufactured
  products
building exterior cleaner||remove dirt and litter from a building's exterior, as well as perform restoration tasks
cartographer||
metrologist||study and practice the science of measurement
meteorologist||study climate processes, measure and predict weather patterns and provide consultancy services to a
  variety of weather information users
mathematician||study and deepen existing mathematical theories in order to expand the knowledge and find new
  paradigms within the field
# Civil Engineering
drainage engineer||design and construct drainage systems for sewers and storm water systems
water engineer||research and develop methods for the provision of clean water, water treatment and flood damage
  prevention and reaction
sewer construction worker||install sewer pipes to transport wastewater out of structures and to a body of water or
  treatment facility
road sign installer||take road signs to the specified location and erect it
telecommunications equipment maintainer||
gas distribution engineer||
gas processing plant supervisor||
transport engineer||design and set the engineering specifications for the construction and development of roadways
  and transport infrastructure
sewer construction supervisor||supervise the installation of sewer pipes and other sewage infrastructure
rail operations manager||are concerned with overseeing, designing, and controlling the processes of transport
  operation
civil engineer||design, plan, and develop technical and engineering specifications for infrastructure and
  construction projects
power production plant operator||maintain and operate the equipment in power stations and other energy production
  plants
civil engineering technician||
road transport maintenance scheduler||
radio technician||install, adjust, test, maintain, and repair mobile or stationary radio transmitting and receiving
  equipment and two-way radio communications systems
gas processing plant operator||operate and maintain distribution equipment in a gas distribution plant
gas transmission system operator||transport energy in the form of natural gas
irrigation system installer||build the necessary infrastructure for irrigation of soil, usually for agricultural
  purposes
rail project engineer||maintain a safe, cost-effective, high-quality, and environmentally responsible approach
  across the technical projects in railway companies
substation engineer||design medium and high voltage substations used for the transmission, distribution, and
  generation of electrical energy
nuclear engineer||plan and design engineering equipment and processes in nuclear plants and sites
civil engineering worker||perform tasks concerning the cleaning and preparation of construction sites for civil
  engineering projects
hydroelectric plant operator||operate and maintain the equipment used in the production of energy from the movement
  of water
water treatment systems operator||
environmental scientist||identify problems and find solutions in order to minimize environmental hazards by
  performing analysis on samples such as air, water or soil
waste treatment engineer||design processes, facilities and equipment used in the collection, treatment, and
  distribution of waste
sewerage systems manager||coordinate and plan pipe and sewer systems, and supervise sewerage construction and
  maintenance operations
marine engineer||
quantity surveyor||
air separation plant operator||
pipeline environmental project manager||ensure the accomplishment of environmental preservation within pipeline
  transport projects
road marker||apply markings to roads to increase safety, indicate traffic regulations, and help road users find the
  way
road transport division manager||maintain control of processes relating to vehicles, staff, customers, routes, and
  contracts
construction engineer||interpret building designs and add technical specifications to construction projects
tower crane operator||
geographic information systems specialist||
marine engineering technician||
rail construction supervisor||monitor the construction and maintenance of railway infrastructure
bathroom fitter||install bathroom elements
heating engineer||
underwater construction supervisor||monitor underwater construction projects such as tunnels, canal locks and bridge
  pillars
refinery shift manager||supervise staff, manage plant and equipment, optimise production and ensure safety at the
  oil refinery on a day-to-day basis
renewable energy engineer||research alternative sources of energy in order to design systems for renewable energy
  production
water plant technician||maintain and repair water treatment and supply equipment in a water plant
mechanical engineering drafter||
cable jointer||construct and maintain power supply and control cables in underground pipes and grooves
communication infrastructure maintainer||install, repair, run and maintain infrastructure for communication systems
rail layer||construct railway tracks on prepared sites
mine manager||control, direct, plan and coordinate mining production activities
utilities inspector||
waste management supervisor||coordinate waste collection, recycling, and disposal facilities
nuclear technician||function as aids to physicists and engineers in nuclear laboratories and power plants
environmental engineer||integrate environmental and sustainable measures in the development of projects of various
  natures
chemical processing plant controller||control the chemical production process
agricultural engineer||intervene in a variety of matters within the agriculture field in combination with
  engineering concepts
drainage worker||assemble and maintain drainage and dewatering systems
nuclear reactor operator||directly control nuclear reactors in power plants from control panels, and are solely
  responsible for the alterations in reactor reactivity
mechanical engineer||
installation engineer||oversee and manage the installing of structures, which take often many years to design and
  construct
drain technician||install and maintain drainage equipment used in sewer systems, such as pipes and valves
hydrographic surveying technician||perform oceanographic and surveying operations in marine environments
plumber||maintain and install water, gas and sewage systems
road operations manager||oversee day-to-day road transportation processes, managing processes, and striving to meet
  customer expectations
power lines supervisor||monitor the construction and maintenance of power lines and associated equipment
fire safety tester||
overhead line worker||construct and maintain power supply and control cables in overhead power lines
wastewater treatment technician||
gas service technician||install and maintain gas service appliances and systems in facilities or buildings
research engineer||
electrical drafter||support engineers in the design and conceptualisation of electrical equipment
# Government Administration
police inspector||coordinate and supervise a division in a police department
police trainer||train probationary, new academy recruits, or cadets, and seasoned veterans on the theory and
  practice necessary to become a police officer
fire inspector||
community social worker||help people in disadvantage or excluded from society to change their situation and handle
  their integration problems
emergency response coordinator||
corporate lawyer||provide legal consulting services and representation to corporations and organisations
social work assistant||are practice-based professionals who promote social change and development, social cohesion,
  and the empowerment and liberation of people
official veterinarian||are professionals with a comprehensive scientific education
health and safety inspector||investigate the implementation and application of labour standards and policies in a
  workplace
public affairs consultant||function as representatives for a client's goal
education inspector||
regulatory affairs manager||are in charge of regulatory and legal affairs in several sectors such as the healthcare,
  energy and banking industries
competition policy officer||
environmental policy officer||research, analyse, develop and implement policies related to the environment
grants management officer||work professionally in the administration and management of grant funds
social worker||are practice-based professionals who promote social change and development, social cohesion, and the
  empowerment and liberation of people
recreation policy officer||
economic policy officer||develop economic strategies
legal consultant||advise a varied array of clients ranging from business, individuals, up to legal firms
education policy officer||research, analyse and develop education policies, and implement these policies to improve
  the existing education system
headteacher||manage the day-to-day activities of an educational institution
fiscal affairs policy officer||
public housing manager||develop strategies for the improvement of housing policy in a community, as well as
  providing social housing to those in need
lawyer||provide legal advice to clients and act on their behalf in legal proceedings and in compliance with the law
public health policy officer||develop and implement strategies for the improvement of a community's health care
  policy
environmental health inspector||carry out investigations to ensure that areas, organisations and companies comply
  with environmental and public health legislation
housing manager||oversee housing services for tenants or residents
legal policy officer||
marine cargo inspector||investigate all baggage and freight listed on the ship's manifest
correctional services manager||manage the operations of a correctional facility
environmental protection manager||provide advice on the development of environmental policies to governmental and
  official institutions
food safety inspector||carry out inspections in food processing environments from a food safety standpoint
economic development coordinator||outline and implement policies for the improvement of a community's, government's
  or institution's economic growth and stability
foreign affairs officer||analyse foreign affairs policies and operations, and write reports outlining their analyses
  in a clear and comprehensible manner
industrial waste inspector||conduct controls in companies to ensure they comply with waste and environmental
  regulations
economist||perform research and develop theories in the field of economics, whether for microeconomic or
  macroeconomic analysis
building inspector||perform inspections of buildings to determine compliance with specifications for various focuses
  of assessment
street warden||patrol designated areas to ensure a sense of security with the public, and provide general support
environmental programme coordinator||develop programmes for the improvement of environmental sustainability and
  efficiency within a organisation or institution
education administrator||
product assembly inspector||evaluate products for compliance with specifications and defects in-line with clients'
  requirements and organisational policies
prosecutor||represent governmental bodies and the general public in court cases against parties accused of illegal
  activity
probation officer||supervise offenders after their release, or who were sentenced to penalties outside of
  incarceration
business economics researcher||conduct research on topics regarding economy, organisations, and strategy
fire commissioner||oversee the activity of the fire department making sure the services supplied are effective and
  the necessary equipment is provided
bank manager||oversee the management of one or several bank activities
property acquisitions manager||ensure land or property acquisitions transactions
animal facility manager||coordinate and plan all activities of a zoo
government planning inspector||
civil service administrative officer||perform administrative duties in civil service organisations and government
  departments
housing policy officer||research, analyse and develop housing policies which enable affordable and adequate housing
  for all
marine chief engineer||are responsible for the entire technical operations of the vessel including engineering,
  electrical, and mechanical divisions
fire protection technician||
middle office analyst||
security guard supervisor||monitor and oversee the activities of guards who protect properties from vandalism acts
  and theft
general veterinarian||are professionals with a comprehensive scientific education
regional development policy officer||research, analyse and develop regional development policies
licensing manager||oversee licenses and rights of a company regarding use of its products or intellectual property
hazardous materials inspector||
zoo curator||are usually the position of middle-management within an institution
financial risk analyst||correctly identify and review potential risk areas threatening the assets or capital of
  organisations
political affairs officer||
human rights officer||investigate and handle human rights violations, as well as develop plans to reduce violations
  and to ensure compliance to human rights legislation
ICT documentation manager||
property insurance underwriter||assess and determine the risk and coverage of a client's property insurance
consumer goods inspector||
policy officer||
trade development officer||develop and implement trade policies both internally and in international import and
  export relations
clothing quality inspector||
environmental scientist||identify problems and find solutions in order to minimize environmental hazards by
  performing analysis on samples such as air, water or soil
# Non-profit Organizations
fundraising manager||are responsible for raising money on behalf of organisations, often non-profit such as
  charities
human resources officer||develop and implement strategies that help their employers select and retain appropriately
  qualified staff within that business sector
corporate social responsibility manager||monitor the practices of organisations and companies with regard to ethics
  and impact on the larger community
social security officer||
social security inspector||investigate fraudulent activities in social security that affect workers' rights
nature conservation officer||manage and improve the local environment within all the sectors of a local community
real estate investor||buy and sell own real estate such as appartements, dwellings, land and non-residential
  buildings to make a profit
social services manager||
sport administrator||
business analyst||research and understand the strategic position of businesses and companies in relation to their
  markets and their stakeholders
natural resources consultant||
equality and inclusion manager||develop policies to improve affirmative action, diversity and equality matters
consumer rights advisor||aid consumers with complaints and provide advice and information on rights as a consumer
  after purchase of products or services
private detective||research and analyse information to uncover facts for personal, corporate or legal reasons,
  depending on their clients
political campaign officer||
community development social worker||support individuals, families, and groups in socially or financially deprived
  areas
activism officer||
social services policy officer||
animal behaviourist||
behavioural scientist||research, observe and describe human behaviour in society
recruitment consultant||provide the suitable candidates to employers according to the specific job profile requested
animal feed nutritionist||
social service consultant||aid in the development of policy and procedure for social service programs
policy manager||are responsible for managing the development of policy programs and ensuring that the strategic
  objectives of the organization are met
criminal justice social worker||tackle criminal behaviour and reduce risk of reoffending by promoting and
  establishing programs to prevent crime within communities
humanitarian advisor||
community health worker||provide advice and information about various health subjects to the community
sociologist||focus their research on explaining social behaviour and the way people have organised themselves as a
  society
family social worker||
aquaculture environmental analyst||
agricultural inspector||monitor agricultural operations in farms and other agricultural facilities
customer experience manager||
communication scientist||
airport environment officer||monitor environmental issues such as emissions, contamination, and wildlife activity in
  the premises of airports
migrant social worker||provide advice to migrants in order to guide them through the necessary steps of integration,
  namely living and working in a foreign country
online community manager||provide and maintain an interactive environment facilitated by applications such as social
  media, forums and wikis
gerontology social worker||provide assistance to elderly individuals and their families helping them to cope with
  their biopsychosocial needs
political party agent||manage the administrative tasks of a political party, such as budget management, record
  keeping, writing of agendas, etc
social work supervisor||manage social work cases by investigating alleged neglect or abuse cases
first aid instructor||teach students immediate lifesaving emergency measures, such as cardiopulmonary resuscitation,
  the recovery position, and injury care
aquaculture biologist||
occupational analyst||
political scientist||study political behaviour, activity and systems, including the elements that fall therein
minister of religion||
ecologist||
anthropologist||research all aspects of life pertaining to humans
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure accuracy
programme funding manager||take the lead in developing and realizing the funding strategy of the programmes of an
  organisation
cultural centre director||
healthcare consultant||advise health care organisations on the development of plans to improve patient care and
  safety
chaplain||perform religious activities in secular institutions
zoology technician||provide technical assistance in researching and testing animal species using laboratory
  equipment
criminologist||study conditions pertaining to humans such as the social and psychological aspects that could lead
  them to commit criminal acts
geographer||are scholars who study human and physical geography
social work researcher||manage research projects aiming to investigate and provide reports on social issues
enterprise development worker||support enterprises in solving big social problems by liaising with communities and
  customers
youth programme director||develop and implement programmes and policies to improve and ensure youths' well-being
cadastral technician||design and create maps and blue-prints, converting new measurement results into the real
  estate cadastre of a community
# Primary and Secondary Education
higher education lecturer||
learning support teacher||assist students who have general learning difficulties
special educational needs assistant||assist special education teachers in their classroom duties
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational goals
primary school teacher||instruct students on a primary school level
healthcare specialist lecturer||
secondary school teacher||provide education to students, commonly children and young adults, in a secondary school
  setting
special educational needs coordinator||oversee programmes and activities that provide educational support to
  children with a variety of disabilities
further education principal||manage the day-to-day activities of a post-secondary education institute, such as
  technical institutes and other post-secondary schools
early years teaching assistant||support the early years teacher in an early years or nursery school
special educational needs teacher||work with and teach children, young people, and adults with an intellectual or
  physical disability
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills
child care worker||provide care for children when the parents or family members are unavailable
pastoral worker||support religious communities
Freinet school teacher||educate students using approaches that reflect the Freinet philosophy and principles
child care coordinator||organise child care services, activities and events after the school hours and during school
  hoildays
foster care support worker||assist and support mentally or physically abused children to be legally separated from
  their parents
prison instructor||educate legal offenders, including prisoners, on social rehabilitation and correctional behaviour
educational psychologist||are psychologists employed by educational institutions to provide psychological and
  emotional support to students in need
palliative care social worker||provide assistance and counselling to patients with a chronic or a terminal disease
  and their families with the practical arrangements
university research assistant||conduct academic research for the university or college they are employed in
family support worker||
bereavement counsellor||
social work practice educator||teach, supervise and assess social work students prior, during and after they have
  obtained their degree
military welfare worker||
babysitter||provide short-term care services to children on the premises of the employer, depending on the
  employer's needs
education programme coordinator||supervise the development and implementation of educational programmes
dean of faculty|dean of faculties|
social pedagogue||provide care, support, and education to children and young persons with different backgrounds or
  capabilities
# E-Learning Providers
performing arts theatre instructor||
fine arts instructor||
art studies lecturer||
higher education lecturer||
music instructor||
language school teacher||educate non-age-specific students in a language that is not their native language at a
  specialised school, not bound by a level of education
university literature lecturer||
education studies lecturer||
university teaching assistant||
further education teacher||organise and teach programmes designed specifically for adult learners
anthropology lecturer||
archaeology lecturer||
architecture lecturer||
business lecturer||
chemistry lecturer||
classical languages lecturer||
communications lecturer||
computer science lecturer||
dentistry lecturer||
earth science lecturer||
engineering lecturer||
food science lecturer||
healthcare specialist lecturer||
history lecturer||
journalism lecturer||
law lecturer||
linguistics lecturer||
medicine lecturer||
modern languages lecturer||
nursing lecturer||
pharmacy lecturer||
philosophy lecturer||
physics lecturer||
politics lecturer||
psychology lecturer||
religious studies lecturer||
sociology lecturer||
space science lecturer||
veterinary medicine lecturer||
biology lecturer||
mathematics lecturer||
assistant lecturer||share university or college lecturers' academic workload, specifically the provision of lectures
  to students
driving instructor||teach people the theory and practice on how to operate a vehicle safely and according to
  regulations
Steiner school teacher||
environmental education officer||are responsible for promoting environmental conservation and development
economics lecturer||
firefighter instructor||train probationary, new academy recruits, or cadets, on the theory and practice necessary to
  become a firefighter
learning mentor||support underperforming students both inside and outside of the classroom in order to increase
  their academic success
visual arts teacher||instruct students in various styles of visual arts, such as drawing, painting, and sculpting,
  in a recreational context
academic advisor||assist students, at post-secondary level, in recognising and achieving their educational goals
bus driving instructor||teach people the theory and practice of how to operate a bus safely and according to
  regulations
car driving instructor||teach people the theory and practice of how to operate a car safely and according to
  regulations
truck driving instructor||teach people the theory and practice of how to operate a truck safely and according to
  regulations
sign language teacher||
primary school teacher||instruct students on a primary school level
drama teacher||
industrial arts vocational teacher||instruct students in their specialised field of study, industrial arts, which is
  predominantly practical in nature
occupational driving instructor||teach occupational drivers how to operate their vehicles according to driving
  regulations
Montessori school teacher||educate students using approaches that reflect the Montessori philosophy and principles
secondary school teacher||provide education to students, commonly children and young adults, in a secondary school
  setting
circus arts teacher||
horse riding instructor||advise and guide individuals and groups on riding horses
education inspector||
physical education vocational teacher||instruct students in their specialised field of study, physical education,
  which is predominantly practical in nature
dance teacher||instruct students in a recreational context in the various dance genres and forms, such as ballet,
  jazz, tap, ballroom, hip-hop, latin, folk dance etc
photography teacher||
flying director||design people flying effects for a performance and supervise or perform the execution of it
educational counsellor||provide practical and emotional support to students in a educational institution, either in
  small groups, classrooms, or individually
music teacher||instruct students in various musical genres and expression forms, such as classical, jazz, folk, pop,
  blues, rock, electronic etc
public speaking coach|public speaking coaches|provide, often private, instruction to clients in theory and
  techniques on how to improve their public speaking skills
# Media Production
camera operator||setup and operate digital film cameras to shoot domestic motion pictures or television programs
post-production supervisor||oversee the whole post-production process
producer||are responsible for managing the production of music, motion pictures or series
art director||shape the visual layout of a concept
video artist||
video designer||develop a projected image design concept for a performance and supervise the execution of it
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products
production designer||
sound editor||create the soundtrack and sound effects for motion pictures, television series or other multimedia
  productions
animation director||supervise and recruit multimedia artists
animation layout artist||work with the cameramen and director to coordinate and create optimal 3D animation shots
hair stylist||wash, dry, cut and style the hair of singers and presenters and various types of actors, including
  stage, movie, tv and music video actors
storyboard artist||draw out the scenes of a motion picture or television series according to the script in order to
  see what will be possible during production
casting director||select actors for all roles in a motion picture or television series
photographer||take pictures using digital or film cameras and equipment
music producer||are responsible for acquiring music to be published
lighting director||determine what lights are needed during production, according to the video and motion picture
  director's creative vision
conceptual artist||
stop-motion animator||create animations by using puppets or clay models
cultural facilities manager||direct the operations of facilities that provide cultural services such as theatre,
  movies and music
special effects artist||create illusions for movies, videos and computer games
make-up artist||
big data archive librarian||classify, catalogue and maintain libraries of digital media
archivist||assess, collect, organise, preserve and provide access to records and archives
# Book and Periodical Publishing
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast media
editor-in-chief||
business journalist||research and write articles about economy and economic events for newspapers, magazines,
  television and other media
video designer||develop a projected image design concept for a performance and supervise the execution of it
illustrator||provide a visual representation that corresponds to the content of the associated text or idea
magazine editor||decide which stories are interesting enough and will be covered in the magazine
proofreader||examine facsimiles of the finished products such as books, newspaper and magazines
photojournalist||cover all kinds of news events by taken informative images
critic||
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media
technical communicator||
newspaper editor||decide which news stories are interesting enough and will be covered in the paper
copy editor||ascertain that a text is agreeable to read
book editor||find manuscripts that can be published
crime journalist||research and write articles about criminal events for newspapers, magazines, television and other
  media
entertainment journalist||research and write articles about cultural and social events for newspapers, magazines,
  television and other media
political journalist||research and write articles about politics and politicians for newspapers, magazines,
  television and other media
sound designer||develop a sound design concept for a performance and supervise the execution of it
writer||develop content for books
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other media
picture editor||select and approve photographs and illustrations for newspapers, journals and magazines
radio producer||are responsible for organising the making of radio shows
casting director||select actors for all roles in a motion picture or television series
pyrotechnic designer||develop a pyrotechnical design concept for a performance and supervise the execution of it
flexographic press operator||use flexographic relief plate to print on almost any material
paper embosing press operator||
graphic designer||create text and images to communicate ideas
presenter||host broadcast productions
big data archive librarian||classify, catalogue and maintain libraries of digital media
street artist||
# Broadcast Media Production and Distribution
journalist||research, verify and write news stories for newspapers, magazines, television and other broadcast media
advertising media planner||advise on the best communication media platforms to convey ideas
advertising media buyer||purchase, on behalf of their clients, advertising space in the print, broadcast and online
  media
sports journalist||research and write articles about sport events and athletes for newspapers, magazines, television
  and other media
editor-in-chief||
news anchor||present news stories on radio and television
foreign correspondent||research and write news stories of international importance for newspapers, journals,
  magazines, radio, television and other media
advertising manager||perform the implementation of the advertising initiatives planned in the strategic marketing
  plan
radio producer||are responsible for organising the making of radio shows
network marketer||
vlogger||make online videos to talk about a wide range of subjects such as politics, fashion, economics and sports
public relations officer||represent a company or organisation to stakeholders and the public
subtitler||can work intralingually, within the same language, or interlingually, across languages
audio-visual technician||
columnist||research and write opinion pieces about news events for newspapers, journals, magazines and other media
broadcast technician||install, start up, maintain, monitor and repair equipment used for the transmission and
  reception of television and radio broadcast signals
presenter||host broadcast productions
# Advertising Services
digital media designer||create and edit graphics, animations, sound, text and video to assist in the creation of
  integrated multimedia products
advertising specialist||
video operator||
advertising manager||perform the implementation of the advertising initiatives planned in the strategic marketing
  plan
entertainment journalist||research and write articles about cultural and social events for newspapers, magazines,
  television and other media
pyrotechnician||control the pyrotechnical elements of a performance based on the artistic or creative concept, in
  interaction with the performers
political campaign officer||
broadcast technician||install, start up, maintain, monitor and repair equipment used for the transmission and
  reception of television and radio broadcast signals
campaign canvasser||operate on field level to persuade the public to vote for the political candidate they represent
communication manager||
sound operator||control the sound of a performance based on the artistic or creative concept, in interaction with
  the performers
chief marketing officer||manage the high level marketing operations in a company
intercultural communication consultant||
online marketer||use e-mail, internet and social media in order to market goods and brands
election agent||manage a political candidate's campaign and oversee the operations of elections to ensure accuracy
translator||transcribe written documents from one or more languages to another ensuring that the message and nuances
  therein remain in the translated material
# Public Relations and Communications Services
public relations manager||
communication manager||
public relations officer||represent a company or organisation to stakeholders and the public
marketing assistant||support all the efforts and operations carried out by marketing managers and officers
intercultural communication consultant||
brand manager||analyse and plan the way a brand is positioned on the market
# Spectator Sports
professional athlete||compete in sports and athletic events
football coach|football coaches|train amateur or professional football teams of either youths or adults
odds compiler||compile the odds in gambling
sport official||
bookmaker||
spa manager||coordinate the day-to-day operations of the spa establishment in order to provide guests with the best
  customer experiences
bingo caller||organise and run games of bingo in a bingo hall, social club or other entertainment facility
brand manager||analyse and plan the way a brand is positioned on the market
`
