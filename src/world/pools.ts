/** Curated value pools: faker has no professional-network vocabulary, so realism lives here. */

export interface Country {
  name: string
  code: string
  cities: [city: string, region: string, postalCode: string][]
}

export const COUNTRIES: Country[] = [
  { name: 'United States', code: 'US', cities: [['San Francisco', 'California', '94105'], ['New York', 'New York', '10001'], ['Austin', 'Texas', '78701'], ['Seattle', 'Washington', '98101'], ['Chicago', 'Illinois', '60601'], ['Boston', 'Massachusetts', '02110'], ['Denver', 'Colorado', '80202']] },
  { name: 'United Kingdom', code: 'GB', cities: [['London', 'England', 'EC2A 4NE'], ['Manchester', 'England', 'M1 1AE'], ['Edinburgh', 'Scotland', 'EH1 1YZ']] },
  { name: 'Germany', code: 'DE', cities: [['Berlin', 'Berlin', '10115'], ['Munich', 'Bavaria', '80331'], ['Hamburg', 'Hamburg', '20095']] },
  { name: 'France', code: 'FR', cities: [['Paris', 'Île-de-France', '75002'], ['Lyon', 'Auvergne-Rhône-Alpes', '69002']] },
  { name: 'India', code: 'IN', cities: [['Bengaluru', 'Karnataka', '560001'], ['Mumbai', 'Maharashtra', '400001'], ['Hyderabad', 'Telangana', '500081']] },
  { name: 'Canada', code: 'CA', cities: [['Toronto', 'Ontario', 'M5H 2N2'], ['Vancouver', 'British Columbia', 'V6B 1A1'], ['Montreal', 'Quebec', 'H3B 2Y5']] },
  { name: 'Netherlands', code: 'NL', cities: [['Amsterdam', 'North Holland', '1012 JS'], ['Rotterdam', 'South Holland', '3011 AD']] },
  { name: 'Spain', code: 'ES', cities: [['Madrid', 'Community of Madrid', '28013'], ['Barcelona', 'Catalonia', '08002']] },
  { name: 'Australia', code: 'AU', cities: [['Sydney', 'New South Wales', '2000'], ['Melbourne', 'Victoria', '3000']] },
  { name: 'Brazil', code: 'BR', cities: [['São Paulo', 'São Paulo', '01310-100'], ['Rio de Janeiro', 'Rio de Janeiro', '20040-020']] },
  { name: 'Singapore', code: 'SG', cities: [['Singapore', 'Singapore', '018989']] },
  { name: 'Ireland', code: 'IE', cities: [['Dublin', 'County Dublin', 'D02 X285']] },
]

export const STAFF_RANGES: [label: string, min: number, max: number][] = [
  ['2-10', 2, 10], ['11-50', 11, 50], ['51-200', 51, 200], ['201-500', 201, 500],
  ['501-1,000', 501, 1000], ['1,001-5,000', 1001, 5000], ['5,001-10,000', 5001, 10000],
  ['10,001+', 10001, 250000],
]

export const COMPANY_TYPES = ['Privately Held', 'Public Company', 'Self-Owned', 'Partnership', 'Nonprofit']

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Self-employed', '']
export const LOCATION_TYPES = ['On-site', 'Hybrid', 'Remote', '']
export const WORKPLACES = ['On-site', 'Hybrid', 'Remote']
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship']
export const EXPERIENCE_LEVELS = ['Internship', 'Entry level', 'Associate', 'Mid-Senior level', 'Director', 'Executive']
export const RELATIONSHIPS = [
  'RECOMMENDER_SENIOR_THAN_RECOMMENDEE',
  'RECOMMENDER_MANAGED_RECOMMENDEE',
  'RECOMMENDER_ADVISED_RECOMMENDEE',
  'RECOMMENDER_IS_CLIENT_OF_RECOMMENDEE',
]

export const PUBLICATION_FREQUENCIES = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY']

export const GROUP_TOPICS = [
  'Product Managers Network', 'JavaScript Developers', 'Data Science Central', 'Women in Tech',
  'Startup Founders Circle', 'Cloud Architects', 'Digital Marketing Professionals', 'UX Research Community',
  'FinTech Leaders', 'Remote Work Hub', 'Machine Learning Practitioners', 'Sales Leadership Forum',
]


/**
 * An industry's vocabulary: what its companies sell, to whom, their specialities and name endings.
 * `id` is the industry's numeric code (job details `industries`).
 */
export interface IndustryProfile {
  name: string
  id: number
  offers: string[]
  customers: string[]
  specialities: string[]
  nameSuffixes: string[]
}

export const INDUSTRY_PROFILES: IndustryProfile[] = [
  { name: 'Software Development', id: 4, offers: ['developer tools', 'workflow automation software', 'cloud security software', 'collaboration software'], customers: ['engineering teams', 'fast-growing startups', 'enterprise IT teams'], specialities: ['SaaS', 'Developer Tools', 'Cloud Computing', 'Artificial Intelligence', 'Enterprise Software', 'Open Source', 'APIs'], nameSuffixes: ['Software', 'Labs', 'Technologies', 'Systems', 'Cloud'] },
  { name: 'IT Services and IT Consulting', id: 96, offers: ['managed cloud services', 'IT modernisation programmes', 'cybersecurity consulting', 'data platform consulting'], customers: ['mid-sized businesses', 'public-sector organisations', 'enterprises'], specialities: ['Cloud Migration', 'Managed Services', 'Cybersecurity', 'Digital Transformation', 'Data Engineering', 'IT Consulting'], nameSuffixes: ['Consulting', 'IT', 'Digital', 'Solutions'] },
  { name: 'Financial Services', id: 43, offers: ['payments infrastructure', 'wealth management tools', 'business lending', 'expense management software'], customers: ['small businesses', 'online merchants', 'finance teams', 'independent advisers'], specialities: ['Payments', 'Fintech', 'Lending', 'Wealth Management', 'Compliance', 'Risk Management'], nameSuffixes: ['Financial', 'Pay', 'Capital', 'Finance'] },
  { name: 'Hospitals and Health Care', id: 14, offers: ['primary and specialist care', 'home health services', 'outpatient surgery', 'community clinics'], customers: ['patients and families', 'local communities', 'employers and their staff'], specialities: ['Primary Care', 'Telehealth', 'Cardiology', 'Paediatrics', 'Patient Experience', 'Nursing'], nameSuffixes: ['Health', 'Medical Center', 'Care', 'Clinic'] },
  { name: 'Higher Education', id: 68, offers: ['undergraduate and graduate programmes', 'online degrees', 'executive education', 'applied research'], customers: ['students', 'working professionals', 'research partners'], specialities: ['Research', 'Online Learning', 'Executive Education', 'Engineering', 'Business School'], nameSuffixes: ['College', 'Institute', 'School of Business', 'Academy'] },
  { name: 'Marketing Services', id: 1862, offers: ['performance marketing', 'brand strategy and design', 'content marketing', 'marketing analytics'], customers: ['consumer brands', 'B2B software companies', 'e-commerce businesses'], specialities: ['Branding', 'Content Marketing', 'SEO', 'Paid Social', 'Marketing Analytics', 'Creative Production'], nameSuffixes: ['Agency', 'Studio', 'Media', 'Creative'] },
  { name: 'Retail', id: 27, offers: ['home and lifestyle products', 'outdoor gear', 'everyday groceries', 'sustainable fashion'], customers: ['shoppers', 'families', 'outdoor enthusiasts'], specialities: ['E-commerce', 'Omnichannel Retail', 'Supply Chain', 'Customer Experience', 'Private Label'], nameSuffixes: ['Goods', 'Market', 'Supply Co.', 'Stores'] },
  { name: 'Manufacturing', id: 25, offers: ['precision components', 'industrial automation equipment', 'packaging solutions', 'electric motors'], customers: ['automotive suppliers', 'food producers', 'industrial customers'], specialities: ['Lean Manufacturing', 'Automation', 'Quality Engineering', 'Industrial Design', 'Supply Chain'], nameSuffixes: ['Industries', 'Manufacturing', 'Works', 'Components'] },
  { name: 'Staffing and Recruiting', id: 104, offers: ['technical recruiting', 'executive search', 'contract staffing', 'recruitment process outsourcing'], customers: ['technology companies', 'healthcare providers', 'growing startups'], specialities: ['Executive Search', 'Technical Recruiting', 'Contract Staffing', 'Employer Branding', 'RPO'], nameSuffixes: ['Talent', 'Recruiting', 'Search', 'People'] },
  { name: 'Banking', id: 41, offers: ['retail and business banking', 'mortgages', 'treasury services', 'digital banking'], customers: ['households', 'small businesses', 'corporate clients'], specialities: ['Retail Banking', 'Commercial Banking', 'Mortgages', 'Digital Banking', 'Treasury'], nameSuffixes: ['Bank', 'Bancorp', 'Savings', 'Trust'] },
  { name: 'Telecommunications', id: 8, offers: ['fibre broadband', 'mobile connectivity', 'private 5G networks', 'unified communications'], customers: ['homes and businesses', 'enterprises', 'city governments'], specialities: ['Fibre', '5G', 'Networking', 'Unified Communications', 'IoT'], nameSuffixes: ['Telecom', 'Networks', 'Connect', 'Communications'] },
  { name: 'Biotechnology Research', id: 12, offers: ['antibody therapeutics', 'gene-editing research', 'diagnostic assays', 'cell therapy development'], customers: ['patients with rare diseases', 'pharmaceutical partners', 'hospitals and labs'], specialities: ['Drug Discovery', 'Genomics', 'Cell Therapy', 'Diagnostics', 'Bioinformatics'], nameSuffixes: ['Bio', 'Therapeutics', 'Biosciences', 'Genomics'] },
  { name: 'Construction', id: 48, offers: ['commercial construction', 'infrastructure projects', 'sustainable building', 'renovation and fit-out'], customers: ['developers', 'public agencies', 'schools and hospitals'], specialities: ['General Contracting', 'Design-Build', 'Sustainable Construction', 'Project Management', 'Civil Engineering'], nameSuffixes: ['Construction', 'Builders', 'Building Group', 'Contractors'] },
  { name: 'Real Estate', id: 44, offers: ['commercial property management', 'residential development', 'flexible office space', 'property investment'], customers: ['tenants', 'investors', 'growing companies'], specialities: ['Property Management', 'Commercial Real Estate', 'Residential Development', 'Leasing', 'Asset Management'], nameSuffixes: ['Properties', 'Realty', 'Estates', 'Real Estate'] },
  { name: 'Management Consulting', id: 11, offers: ['strategy consulting', 'operational transformation', 'organisational design', 'pricing strategy'], customers: ['leadership teams', 'private-equity portfolio companies', 'public-sector bodies'], specialities: ['Strategy', 'Operations', 'Change Management', 'Due Diligence', 'Pricing'], nameSuffixes: ['Partners', 'Advisory', 'Consulting', 'Group'] },
  { name: 'Computer Games', id: 109, offers: ['multiplayer games', 'mobile puzzle games', 'indie adventure games', 'game development tools'], customers: ['players worldwide', 'game studios', 'streaming communities'], specialities: ['Game Design', 'Mobile Games', 'Unity', 'Unreal Engine', 'Live Operations'], nameSuffixes: ['Games', 'Studios', 'Interactive', 'Entertainment'] },
  { name: 'Renewable Energy Semiconductor Manufacturing', id: 144, offers: ['solar cells', 'power electronics', 'battery management chips', 'grid-scale storage components'], customers: ['utility-scale solar farms', 'EV manufacturers', 'energy developers'], specialities: ['Solar', 'Power Electronics', 'Energy Storage', 'Semiconductors', 'Clean Energy'], nameSuffixes: ['Energy', 'Solar', 'Power', 'Semiconductor'] },
  { name: 'Venture Capital and Private Equity Principals', id: 106, offers: ['seed and Series A funding', 'growth equity', 'founder support programmes', 'buyout investments'], customers: ['early-stage founders', 'B2B software companies', 'climate-tech startups'], specialities: ['Venture Capital', 'Seed Investing', 'Growth Equity', 'Fintech', 'Climate Tech'], nameSuffixes: ['Ventures', 'Capital', 'Partners', 'Fund'] },
  { name: 'Insurance', id: 42, offers: ['small-business insurance', 'health and life cover', 'cyber insurance', 'claims software'], customers: ['small businesses', 'families', 'brokers'], specialities: ['Insurtech', 'Underwriting', 'Claims', 'Cyber Insurance', 'Risk Management'], nameSuffixes: ['Insurance', 'Mutual', 'Assurance', 'Cover'] },
  { name: 'Transportation, Logistics, Supply Chain and Storage', id: 116, offers: ['freight forwarding', 'last-mile delivery', 'warehouse automation', 'cold-chain logistics'], customers: ['online retailers', 'manufacturers', 'food and grocery brands'], specialities: ['Logistics', 'Freight', 'Warehousing', 'Last-Mile Delivery', 'Supply Chain Visibility'], nameSuffixes: ['Logistics', 'Freight', 'Transport', 'Shipping'] },
]

export const INDUSTRIES = INDUSTRY_PROFILES.map((i) => i.name)

/** First halves of invented company names: "North" + "wind". */
export const NAME_HEADS = ['North', 'Blue', 'Bright', 'Clear', 'Silver', 'Iron', 'Summit', 'Harbor', 'Cedar', 'Lumen', 'Nova', 'Atlas', 'Vertex', 'Kite', 'Maple', 'Orbit', 'Pine', 'River', 'Stone', 'Sun', 'True', 'Arc', 'Beacon', 'Copper', 'Delta', 'Ever', 'Fern', 'Granite', 'Helix', 'Larch', 'Meadow', 'Oak']
export const NAME_TAILS = ['wind', 'peak', 'field', 'line', 'bridge', 'point', 'stack', 'path', 'light', 'gate', 'leaf', 'forge', 'well', 'scale', 'loop', 'mark', 'wave', 'yard', 'haven', 'crest']
/** What a lead investor of a round of this stage calls itself: "Northwind Ventures", "Ironbridge Equity Partners". */
export const INVESTOR_KINDS: Record<string, string[]> = {
  PRE_SEED: ['Ventures', 'Seed Fund', 'Angels'],
  SEED: ['Ventures', 'Seed Fund', 'Capital'],
  SERIES_A: ['Ventures', 'Capital', 'Partners'],
  SERIES_B: ['Ventures', 'Capital', 'Growth Partners'],
  SERIES_C: ['Capital', 'Growth Partners', 'Growth Equity'],
  SERIES_D: ['Capital', 'Growth Equity', 'Investment Partners'],
  PRIVATE_EQUITY: ['Equity Partners', 'Capital Partners'],
  POST_IPO_EQUITY: ['Asset Management', 'Investment Partners', 'Capital'],
}

/**
 * A job family: titles with the seniority prefixes that read naturally with them, leadership titles,
 * skills, and the phrases people in it use. Templates may hold {n}, {pct}, {big}, {skill}, {topic}.
 */
export interface RoleFamily {
  id: string
  titles: string[]
  /** Seniority prefixes, junior to senior; '' is the plain title. */
  levels: string[]
  leads: string[]
  skills: string[]
  functions: [code: string, label: string][]
  /** Industries where this family is typical; empty means it fits anywhere. */
  industries: string[]
  studies: string[]
  /** Headline taglines: "Helping B2B teams grow". */
  missions: string[]
  /** What the job is, present tense, to follow "I" or to start a bullet: "keep our platform fast". */
  focus: string[]
  /** Achievements, past tense, for position descriptions. */
  duties: string[]
  topics: string[]
  hashtags: string[]
}

export const ROLE_FAMILIES: RoleFamily[] = [
  {
    id: 'engineering',
    titles: ['Software Engineer', 'Backend Engineer', 'Frontend Engineer', 'Full Stack Engineer', 'Site Reliability Engineer', 'DevOps Engineer', 'Mobile Engineer', 'Platform Engineer', 'Security Engineer', 'QA Engineer'],
    levels: ['Junior', '', 'Senior', 'Staff', 'Principal'],
    leads: ['Engineering Manager', 'Senior Engineering Manager', 'Head of Engineering', 'Director of Engineering', 'VP of Engineering', 'CTO'],
    skills: ['TypeScript', 'JavaScript', 'Python', 'Go', 'Java', 'Kotlin', 'Rust', 'SQL', 'Kubernetes', 'Docker', 'Amazon Web Services (AWS)', 'Google Cloud Platform (GCP)', 'Terraform', 'React.js', 'Node.js', 'PostgreSQL', 'GraphQL', 'CI/CD', 'Microservices', 'System Design'],
    functions: [['ENG', 'Engineering'], ['IT', 'Information Technology']],
    industries: ['Software Development', 'IT Services and IT Consulting', 'Computer Games', 'Telecommunications', 'Financial Services'],
    studies: ['Computer Science', 'Software Engineering', 'Electrical Engineering', 'Mathematics'],
    missions: ['Building reliable software people enjoy using', 'Making cloud infrastructure boring', 'Turning legacy systems into fast, friendly products', 'Shipping small, shipping often'],
    focus: ['build and run the services behind our core product', 'keep our platform fast, secure and easy to change', 'design APIs that other teams actually like to use', 'help engineers ship safely several times a day', 'turn product ideas into well-tested, maintainable code'],
    duties: ['Led the migration of a monolith to {n} services on Kubernetes, cutting deploy time from hours to minutes.', 'Built the public API now used by {big},000+ developers.', 'Reduced p99 latency of the search service by {pct}%.', 'Introduced trunk-based development and feature flags across {n} teams.', 'Mentored {n} engineers through their first on-call rotations.', 'Rewrote the onboarding flow in {skill}, lifting activation by {pct}%.', 'Designed the event pipeline that processes {big} million messages a day.'],
    topics: ['code review', 'on-call', 'technical debt', 'platform engineering', 'observability', 'developer experience', 'system design'],
    hashtags: ['softwareengineering', 'devops', 'cloud', 'programming', 'engineering'],
  },
  {
    id: 'data',
    titles: ['Data Engineer', 'Data Scientist', 'Data Analyst', 'Machine Learning Engineer', 'Analytics Engineer', 'Business Intelligence Analyst'],
    levels: ['Junior', '', 'Senior', 'Lead', 'Principal'],
    leads: ['Data Engineering Manager', 'Analytics Manager', 'Head of Data', 'Director of Data Science', 'Chief Data Officer'],
    skills: ['Python', 'SQL', 'Apache Spark', 'Apache Airflow', 'dbt', 'Snowflake', 'BigQuery', 'Machine Learning', 'PyTorch', 'Tableau', 'Power BI', 'Statistics', 'Data Modeling', 'Apache Kafka', 'pandas', 'Looker', 'A/B Testing'],
    functions: [['ENG', 'Engineering'], ['IT', 'Information Technology'], ['ANLS', 'Analyst']],
    industries: ['Software Development', 'Financial Services', 'Banking', 'Insurance', 'Retail', 'Telecommunications'],
    studies: ['Statistics', 'Computer Science', 'Mathematics', 'Economics', 'Physics'],
    missions: ['Turning messy data into decisions', 'Helping teams trust their numbers', 'Building data platforms that scale', 'Putting machine learning into production'],
    focus: ['build the pipelines and models the business runs on', 'make our data easy to find, trust and use', 'help product teams answer questions with data', 'run experiments that tell us what actually works', 'take machine learning models from notebook to production'],
    duties: ['Built the company\'s first data warehouse on {skill}, replacing {n} hand-maintained spreadsheets.', 'Cut the nightly batch from {n} hours to {pct} minutes.', 'Shipped a churn model that flagged {pct}% of at-risk accounts a month earlier.', 'Set up data-quality checks on {big}0 tables, catching issues before dashboards did.', 'Ran {big} A/B tests a quarter with product and growth teams.', 'Designed the metrics layer used by {n} teams.'],
    topics: ['data quality', 'dbt', 'experimentation', 'MLOps', 'data contracts', 'analytics engineering', 'self-serve analytics'],
    hashtags: ['data', 'dataengineering', 'datascience', 'analytics', 'machinelearning'],
  },
  {
    id: 'product',
    titles: ['Product Manager', 'Technical Product Manager', 'Growth Product Manager', 'Product Owner'],
    levels: ['Associate', '', 'Senior', 'Group', 'Principal'],
    leads: ['Head of Product', 'Director of Product Management', 'VP of Product', 'Chief Product Officer'],
    skills: ['Product Management', 'Product Strategy', 'Roadmapping', 'User Research', 'A/B Testing', 'Agile Methodologies', 'Jira', 'SQL', 'Stakeholder Management', 'Go-to-Market Strategy', 'Product Discovery', 'OKRs'],
    functions: [['PRDM', 'Product Management']],
    industries: ['Software Development', 'Financial Services', 'Retail', 'Computer Games', 'Telecommunications'],
    studies: ['Business Administration and Management', 'Computer Science', 'Economics', 'Psychology'],
    missions: ['Building products customers love', 'Helping teams ship what matters', 'Turning customer problems into products', 'Obsessed with onboarding'],
    focus: ['work out what to build next and why', 'lead discovery with design and engineering', 'own the roadmap for our self-serve product', 'turn customer feedback into clear, small bets'],
    duties: ['Launched a self-serve plan that brought in {big},000 new accounts in its first quarter.', 'Grew weekly active users by {pct}% by reworking onboarding.', 'Ran {big} customer interviews to shape the {n}-month roadmap.', 'Retired {n} underused features, freeing a full team for new work.', 'Introduced quarterly OKRs across {n} product squads.'],
    topics: ['product discovery', 'roadmaps', 'prioritisation', 'onboarding', 'pricing', 'customer interviews'],
    hashtags: ['productmanagement', 'product', 'startups', 'saas', 'ux'],
  },
  {
    id: 'design',
    titles: ['Product Designer', 'UX Designer', 'UX Researcher', 'UI Designer', 'Content Designer', 'Brand Designer'],
    levels: ['Junior', '', 'Senior', 'Lead', 'Principal'],
    leads: ['Design Manager', 'Head of Design', 'Director of UX', 'VP of Design'],
    skills: ['Figma', 'User Experience (UX)', 'User Research', 'Prototyping', 'Interaction Design', 'Design Systems', 'Usability Testing', 'Adobe Creative Cloud', 'Accessibility', 'Wireframing'],
    functions: [['DSGN', 'Design'], ['ART', 'Art/Creative']],
    industries: ['Software Development', 'Marketing Services', 'Retail', 'Computer Games'],
    studies: ['Graphic Design', 'Interaction Design', 'Psychology', 'Human-Computer Interaction'],
    missions: ['Designing calm, accessible products', 'Making complex things feel simple', 'Design systems nerd', 'Research first, pixels second'],
    focus: ['design the end-to-end experience of our core product', 'run research that keeps us close to customers', 'look after our design system', 'make our product accessible to everyone'],
    duties: ['Built the design system now used across {n} products.', 'Redesigned checkout, cutting drop-off by {pct}%.', 'Ran {big} usability sessions ahead of the mobile relaunch.', 'Brought the web app up to WCAG 2.2 AA.', 'Set up a research repository with {big}0+ tagged insights.'],
    topics: ['design systems', 'accessibility', 'user research', 'design critique', 'prototyping'],
    hashtags: ['design', 'ux', 'uxdesign', 'accessibility', 'productdesign'],
  },
  {
    id: 'sales',
    titles: ['Account Executive', 'Enterprise Account Executive', 'Sales Development Representative', 'Account Manager', 'Solutions Consultant', 'Business Development Representative', 'Sales Engineer'],
    levels: ['', 'Senior'],
    leads: ['Sales Manager', 'Regional Sales Director', 'Head of Sales', 'VP of Sales', 'Chief Revenue Officer'],
    skills: ['Salesforce', 'Negotiation', 'B2B Sales', 'Solution Selling', 'Cold Calling', 'Pipeline Management', 'HubSpot', 'SaaS Sales', 'Account Management', 'Sales Forecasting', 'MEDDIC'],
    functions: [['SALE', 'Sales'], ['BD', 'Business Development']],
    industries: [],
    studies: ['Business Administration and Management', 'Marketing', 'Communication', 'Economics'],
    missions: ['Helping B2B teams grow', 'Helping customers buy with confidence', 'Building pipeline, one conversation at a time', 'Turning prospects into partners'],
    focus: ['help new customers find the right plan for their team', 'look after our largest accounts in the region', 'build pipeline with mid-market companies', 'run discovery calls and product demos'],
    duties: ['Closed {quota}% of quota in my first full year.', 'Opened {n} new logos in a territory with no prior customers.', 'Built an outbound playbook later adopted by the whole SDR team.', 'Grew net revenue retention across my book to {quota}%.', 'President\'s Club {n} years running.'],
    topics: ['cold outreach', 'discovery calls', 'pipeline reviews', 'negotiation', 'sales enablement'],
    hashtags: ['sales', 'b2bsales', 'saas', 'hiring', 'growth'],
  },
  {
    id: 'marketing',
    titles: ['Marketing Manager', 'Content Marketing Manager', 'Product Marketing Manager', 'Growth Marketer', 'SEO Specialist', 'Demand Generation Manager', 'Social Media Manager', 'Brand Manager'],
    levels: ['', 'Senior'],
    leads: ['Head of Marketing', 'Marketing Director', 'VP of Marketing', 'Chief Marketing Officer'],
    skills: ['Digital Marketing', 'Search Engine Optimization (SEO)', 'Content Strategy', 'Google Analytics', 'HubSpot', 'Copywriting', 'Marketing Automation', 'Brand Strategy', 'Social Media Marketing', 'Pay Per Click (PPC)', 'Product Marketing'],
    functions: [['MRKT', 'Marketing'], ['PR', 'Public Relations']],
    industries: ['Marketing Services', 'Retail'],
    studies: ['Marketing', 'Communication', 'Journalism', 'Business Administration and Management'],
    missions: ['Helping B2B brands tell better stories', 'Growth through content people actually read', 'Turning customers into advocates', 'Brand, demand and everything between'],
    focus: ['run demand generation for our mid-market segment', 'tell the story of our product to the people who need it', 'own content, SEO and the company blog', 'launch new features with product and sales'],
    duties: ['Grew organic traffic by {quota}% in {n} months.', 'Launched a newsletter that reached {big},000 subscribers.', 'Cut cost per lead by {pct}% while doubling volume.', 'Led the rebrand across {n} markets.', 'Built the launch process used for every major release.'],
    topics: ['content strategy', 'SEO', 'brand', 'product launches', 'demand generation', 'positioning'],
    hashtags: ['marketing', 'contentmarketing', 'b2bmarketing', 'branding', 'growth'],
  },
  {
    id: 'people',
    titles: ['Recruiter', 'Technical Recruiter', 'Talent Acquisition Partner', 'HR Business Partner', 'People Operations Specialist', 'Learning and Development Specialist', 'Compensation Analyst'],
    levels: ['', 'Senior', 'Lead'],
    leads: ['People Operations Manager', 'Head of Talent', 'Head of People', 'HR Director', 'Chief People Officer'],
    skills: ['Recruiting', 'Technical Recruiting', 'Employer Branding', 'Employee Relations', 'HRIS', 'Onboarding', 'Talent Management', 'Workday', 'Interviewing', 'Compensation and Benefits', 'Diversity and Inclusion'],
    functions: [['HR', 'Human Resources']],
    industries: ['Staffing and Recruiting'],
    studies: ['Human Resources Management', 'Psychology', 'Business Administration and Management', 'Sociology'],
    missions: ['Helping great people find great teams', 'Building workplaces people want to stay in', 'Hiring with care', 'People first, process second'],
    focus: ['hire engineers and designers across Europe', 'partner with managers on growth, performance and pay', 'make onboarding the best first week people have had', 'look after our employer brand'],
    duties: ['Hired {big}0 people in {n} countries during our fastest year of growth.', 'Cut time-to-hire by {pct}%.', 'Rolled out structured interviews for every role.', 'Launched a mentoring programme with {big}0 pairs.', 'Moved the company onto a new HRIS in {n} months.'],
    topics: ['structured interviews', 'onboarding', 'employer branding', 'remote hiring', 'career frameworks'],
    hashtags: ['hiring', 'recruiting', 'hr', 'talentacquisition', 'futureofwork'],
  },
  {
    id: 'finance',
    titles: ['Financial Analyst', 'Accountant', 'FP&A Analyst', 'Investment Analyst', 'Risk Analyst', 'Auditor', 'Tax Associate'],
    levels: ['Junior', '', 'Senior'],
    leads: ['Finance Manager', 'Financial Controller', 'Head of Finance', 'VP of Finance', 'Chief Financial Officer'],
    skills: ['Financial Modeling', 'Microsoft Excel', 'Financial Reporting', 'Budgeting', 'Forecasting', 'Accounting', 'GAAP', 'IFRS', 'Valuation', 'Risk Management', 'SAP', 'Corporate Finance'],
    functions: [['FIN', 'Finance'], ['ACCT', 'Accounting/Auditing']],
    industries: ['Financial Services', 'Banking', 'Insurance', 'Venture Capital and Private Equity Principals', 'Real Estate'],
    studies: ['Finance', 'Accounting', 'Economics', 'Mathematics'],
    missions: ['Helping founders understand their numbers', 'Finance that moves as fast as the business', 'Turning spreadsheets into strategy', 'CPA | Forecasts you can trust'],
    focus: ['own budgeting and forecasting for the business', 'close the books every month, on time', 'model new investments and their risks', 'help teams spend wisely'],
    duties: ['Shortened the monthly close from {n}0 to {n} days.', 'Built the three-statement model used in our Series B raise.', 'Led the audit for {n} consecutive years with no findings.', 'Automated {pct}% of manual reconciliations.', 'Covered a portfolio of {big} companies.'],
    topics: ['forecasting', 'month-end close', 'unit economics', 'fundraising', 'cash flow'],
    hashtags: ['finance', 'fpanda', 'accounting', 'cfo', 'startups'],
  },
  {
    id: 'healthcare',
    titles: ['Registered Nurse', 'Nurse Practitioner', 'Physician Assistant', 'Clinical Research Coordinator', 'Physical Therapist', 'Pharmacist', 'Medical Laboratory Scientist'],
    levels: ['', 'Senior'],
    leads: ['Nurse Manager', 'Clinical Operations Manager', 'Director of Nursing', 'Chief Medical Officer'],
    skills: ['Patient Care', 'Electronic Medical Record (EMR)', 'Clinical Research', 'Basic Life Support (BLS)', 'Patient Safety', 'Healthcare Management', 'Good Clinical Practice (GCP)', 'Medication Administration', 'Care Coordination', 'Epic Systems'],
    functions: [['HCPR', 'Health Care Provider'], ['RSCH', 'Research']],
    industries: ['Hospitals and Health Care', 'Biotechnology Research'],
    studies: ['Nursing', 'Medicine', 'Pharmacy', 'Physical Therapy', 'Biology'],
    missions: ['Passionate about patient care', 'Better care, closer to home', 'Patient safety advocate', 'Bringing research to the bedside'],
    focus: ['care for patients on a busy cardiac ward', 'coordinate clinical trials from consent to follow-up', 'lead a team of nurses on the night shift', 'help patients recover and get back to what they love'],
    duties: ['Cared for up to {n} patients a shift on a {big}-bed ward.', 'Coordinated {n} clinical trials with {big}0+ participants.', 'Trained {big} new nurses in our EMR rollout.', 'Led a falls-prevention project that cut incidents by {pct}%.', 'Served as charge nurse on weekend shifts.'],
    topics: ['patient safety', 'nurse staffing', 'clinical trials', 'burnout in healthcare', 'telehealth'],
    hashtags: ['healthcare', 'nursing', 'patientcare', 'clinicalresearch', 'health'],
  },
  {
    id: 'operations',
    titles: ['Operations Manager', 'Project Manager', 'Program Manager', 'Supply Chain Analyst', 'Logistics Coordinator', 'Business Analyst', 'Procurement Specialist', 'Site Manager'],
    levels: ['', 'Senior'],
    leads: ['Head of Operations', 'Director of Operations', 'VP of Operations', 'Chief Operating Officer'],
    skills: ['Project Management', 'Supply Chain Management', 'Lean Six Sigma', 'Process Improvement', 'Logistics', 'Vendor Management', 'Microsoft Project', 'Operations Management', 'ERP', 'Budget Management', 'Stakeholder Management'],
    functions: [['MGMT', 'Management'], ['PRJM', 'Project Management'], ['SUPL', 'Supply Chain']],
    industries: ['Manufacturing', 'Transportation, Logistics, Supply Chain and Storage', 'Construction', 'Retail', 'Renewable Energy Semiconductor Manufacturing', 'Real Estate'],
    studies: ['Supply Chain Management', 'Industrial Engineering', 'Business Administration and Management', 'Civil Engineering'],
    missions: ['Making operations run like clockwork', 'Getting things delivered on time', 'Lean thinking, practical results', 'Projects delivered, not just planned'],
    focus: ['keep our warehouses and carriers running smoothly', 'deliver complex projects on time and on budget', 'find and fix the bottlenecks in how we work', 'manage suppliers across three continents'],
    duties: ['Delivered a {n}-site rollout {n} weeks ahead of schedule.', 'Cut order lead time by {pct}% with a new slotting plan.', 'Negotiated supplier contracts saving {small}% a year.', 'Opened {n} new distribution sites.', 'Introduced weekly operating reviews across {n} sites.'],
    topics: ['supply chain resilience', 'lean', 'project delivery', 'vendor management', 'warehouse automation'],
    hashtags: ['operations', 'supplychain', 'logistics', 'projectmanagement', 'lean'],
  },
  {
    id: 'customer',
    titles: ['Customer Success Manager', 'Customer Support Specialist', 'Technical Support Engineer', 'Implementation Consultant', 'Onboarding Specialist'],
    levels: ['', 'Senior'],
    leads: ['Customer Success Team Lead', 'Head of Customer Success', 'Director of Customer Experience', 'VP of Customer Success'],
    skills: ['Customer Success', 'Customer Retention', 'Zendesk', 'SaaS', 'Onboarding', 'Account Management', 'Customer Experience', 'Churn Reduction', 'Salesforce', 'Technical Support'],
    functions: [['CUST', 'Customer Service']],
    industries: ['Software Development', 'Telecommunications', 'IT Services and IT Consulting', 'Insurance'],
    studies: ['Business Administration and Management', 'Communication', 'Psychology', 'Information Technology'],
    missions: ['Helping customers get real value, fast', 'Customer-obsessed', 'Turning customers into champions', 'Support that feels human'],
    focus: ['help our enterprise customers get value in their first ninety days', 'solve the tricky technical tickets', 'run onboarding for new accounts', 'bring the voice of the customer into product decisions'],
    duties: ['Managed a book of {big} accounts with {pct}% gross retention.', 'Cut first-response time from {n} hours to {pct} minutes.', 'Wrote {big} help-centre articles that deflected a third of tickets.', 'Onboarded {big} customers in a single quarter.', 'Ran quarterly business reviews with {n} enterprise clients.'],
    topics: ['customer onboarding', 'churn', 'support tooling', 'customer education', 'NPS'],
    hashtags: ['customersuccess', 'cx', 'customerexperience', 'saas', 'support'],
  },
  {
    id: 'consulting',
    titles: ['Consultant', 'Management Consultant', 'Strategy Consultant', 'Technology Consultant', 'Business Analyst'],
    levels: ['Associate', '', 'Senior'],
    leads: ['Engagement Manager', 'Principal', 'Partner', 'Managing Director'],
    skills: ['Management Consulting', 'Business Strategy', 'Change Management', 'Stakeholder Management', 'Microsoft PowerPoint', 'Financial Analysis', 'Digital Transformation', 'Workshop Facilitation', 'Business Process Improvement', 'Due Diligence'],
    functions: [['CNSL', 'Consulting'], ['BD', 'Business Development']],
    industries: ['Management Consulting', 'IT Services and IT Consulting'],
    studies: ['Economics', 'Business Administration and Management', 'Engineering', 'Public Policy'],
    missions: ['Helping leadership teams make hard calls', 'Strategy that survives Monday morning', 'From slide decks to real change', 'Operations and transformation'],
    focus: ['help clients in retail and consumer goods rethink their operations', 'lead due-diligence work for private-equity clients', 'run transformation programmes from plan to delivery', 'turn strategy into plans people can act on'],
    duties: ['Led {n} due-diligence projects for private-equity clients.', 'Designed a cost programme that cut operating costs by {small}%.', 'Ran {big} leadership workshops across {n} countries.', 'Built the pricing model behind a {small}-point margin lift.', 'Managed teams of up to {n} consultants.'],
    topics: ['change management', 'strategy', 'transformation', 'workshops', 'due diligence'],
    hashtags: ['consulting', 'strategy', 'leadership', 'transformation', 'business'],
  },
  {
    id: 'education',
    titles: ['Lecturer', 'Research Assistant', 'Postdoctoral Researcher', 'Teaching Fellow', 'Academic Advisor', 'Instructional Designer'],
    levels: ['', 'Senior'],
    leads: ['Associate Professor', 'Professor', 'Head of Department', 'Dean'],
    skills: ['Teaching', 'Research', 'Curriculum Development', 'Higher Education', 'Academic Writing', 'Grant Writing', 'Public Speaking', 'Statistics', 'Mentoring', 'Instructional Design'],
    functions: [['EDU', 'Education'], ['RSCH', 'Research']],
    industries: ['Higher Education'],
    studies: ['Education', 'History', 'Biology', 'Computer Science', 'Economics'],
    missions: ['Teaching, research and the space between', 'Helping students find their way', 'Learning design for busy adults', 'Open science advocate'],
    focus: ['teach undergraduate courses and supervise dissertations', 'research how people learn online', 'design courses for working professionals', 'support students from first year to graduation'],
    duties: ['Taught {n} modules to over {big}0 students a year.', 'Secured {n} research grants as co-investigator.', 'Published {n} peer-reviewed papers.', 'Designed an online course with {big},000 enrolments.', 'Supervised {n} master\'s theses.'],
    topics: ['online learning', 'open access', 'student wellbeing', 'academic careers', 'assessment'],
    hashtags: ['highereducation', 'research', 'teaching', 'academia', 'edtech'],
  },
  {
    id: 'science',
    titles: ['Research Scientist', 'Laboratory Technician', 'Bioinformatician', 'Process Engineer', 'Quality Assurance Specialist'],
    levels: ['Associate', '', 'Senior', 'Principal'],
    leads: ['Lab Manager', 'Head of Research', 'Director of R&D', 'Chief Scientific Officer'],
    skills: ['Molecular Biology', 'Cell Culture', 'PCR', 'Bioinformatics', 'Good Manufacturing Practice (GMP)', 'Assay Development', 'Laboratory Skills', 'R', 'Scientific Writing', 'Quality Control'],
    functions: [['RSCH', 'Research'], ['SCI', 'Science'], ['QA', 'Quality Assurance']],
    industries: ['Biotechnology Research', 'Renewable Energy Semiconductor Manufacturing', 'Manufacturing'],
    studies: ['Biology', 'Chemistry', 'Biochemistry', 'Chemical Engineering', 'Materials Science'],
    missions: ['Science that reaches patients', 'From the bench to the factory floor', 'Curious about everything', 'Quality is a habit'],
    focus: ['develop assays for our lead programme', 'run the sequencing pipeline', 'scale our process from lab to pilot plant', 'keep our lab audit-ready'],
    duties: ['Developed {n} assays now used in routine screening.', 'Cut assay turnaround by {pct}%.', 'Co-authored {n} papers and {n} patent filings.', 'Scaled a process from {n} litres to pilot scale.', 'Led our lab through a GMP inspection with zero major findings.'],
    topics: ['lab automation', 'reproducibility', 'scale-up', 'quality systems', 'bioinformatics'],
    hashtags: ['science', 'biotech', 'research', 'lifesciences', 'stem'],
  },
]

/** Families that fit any industry: a bank has recruiters, a hospital has accountants. */
export const GENERAL_FAMILIES = ['engineering', 'data', 'sales', 'marketing', 'people', 'finance', 'operations', 'customer']

export const JOB_FUNCTIONS: [code: string, label: string][] = [
  ...new Map(ROLE_FAMILIES.flatMap((f) => f.functions).map((fn) => [fn[0], fn])).values(),
]

/** Short lessons people share in posts and comments. */
export const LESSONS = [
  'write the decision down before you make it',
  'small teams ship faster than big plans',
  'ask customers, not dashboards',
  'the boring solution is usually the right one',
  'celebrate the fixes nobody sees',
  'feedback only helps when it is specific',
  'clarity beats speed, and usually creates it',
  'most problems are communication problems',
  'onboarding is a product, treat it like one',
  'say no early and kindly',
  'measure the outcome, not the activity',
  'the first version should embarrass you a little',
]

export const ACHIEVEMENTS = [
  'shipped our biggest release of the year',
  'crossed {big},000 customers',
  'opened our new office in {city}',
  'hit our quarterly goals two weeks early',
  'welcomed {n} new people to the team this month',
  'were named one of the best places to work in {city}',
]

export const HOBBIES = ['trail running', 'sourdough baking', 'chess', 'cycling', 'woodworking', 'coaching youth football', 'board games', 'photography', 'climbing', 'learning Spanish']

export const SCHOOL_PATTERNS = ['University of {city}', '{city} Institute of Technology', '{city} State University', '{city} School of Economics', '{city} College']

export const ACTIVITIES = ['Debate club', 'Rowing team', 'Student council', 'Hackathon organiser', 'Volunteer tutor', 'Student newspaper']

/** How a country writes what companies and jobs show: legal forms, phone numbers, streets, money. */
export interface CountryStyle {
  /** Legal-form suffixes of company names. */
  legal: string[]
  /** Office phone numbers, `#` a digit: the country code first. */
  phone: string
  /** Street lines, `#` a digit. */
  streets: string[]
  /** Second address lines, `#` a digit. */
  line2: string[]
  currency: string
  /** Salary format: symbol, unit (K thousands, L lakhs) and period. */
  pay: { symbol: string; unit: 'K' | 'L'; period: 'yr' | 'mo'; divisor: number }
  /** A mid-level professional's yearly pay in the local currency: salary ranges scale from it. */
  basePay: number
}

export const COUNTRY_STYLES: Record<string, CountryStyle> = {
  US: { legal: ['Inc.', 'LLC'], phone: '+1 ### ### ####', streets: ['#### Market Street', '### Main Street', '## Congress Avenue', '### Pine Street', '#### Broadway'], line2: ['Suite ###', 'Floor ##'], currency: 'USD', pay: { symbol: '$', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 120_000 },
  GB: { legal: ['Ltd', 'Limited', 'plc'], phone: '+44 20 #### ####', streets: ['## Old Street', '### Shoreditch High Street', '## King Street', '# Canal Street'], line2: ['Floor #', 'Unit ##'], currency: 'GBP', pay: { symbol: '£', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 60_000 },
  DE: { legal: ['GmbH', 'AG', 'SE'], phone: '+49 30 ########', streets: ['Friedrichstraße ##', 'Torstraße ###', 'Leopoldstraße ##', 'Hafenstraße #'], line2: ['#. OG', 'Haus #'], currency: 'EUR', pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 65_000 },
  FR: { legal: ['SAS', 'SA', 'SARL'], phone: '+33 1 ## ## ## ##', streets: ['## rue de Rivoli', '### boulevard Haussmann', '## rue de la République', '# quai Saint-Antoine'], line2: ['#e étage', 'Bâtiment #'], currency: 'EUR', pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 55_000 },
  IN: { legal: ['Pvt. Ltd.', 'Ltd.'], phone: '+91 80 #### ####', streets: ['## MG Road', '### Outer Ring Road', '## Bandra Kurla Complex', '# HITEC City'], line2: ['Floor #', 'Tower #'], currency: 'INR', pay: { symbol: '₹', unit: 'L', period: 'yr', divisor: 100_000 }, basePay: 1_800_000 },
  CA: { legal: ['Inc.', 'Ltd.', 'Corp.'], phone: '+1 ### ### ####', streets: ['### King Street West', '## Bay Street', '#### Granville Street', '### Rue Sherbrooke Ouest'], line2: ['Suite ###', 'Floor ##'], currency: 'CAD', pay: { symbol: 'CA$', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 95_000 },
  NL: { legal: ['B.V.', 'N.V.'], phone: '+31 20 ### ####', streets: ['Keizersgracht ###', 'Herengracht ###', 'Coolsingel ##', 'Wilhelminakade ##'], line2: ['#e verdieping'], currency: 'EUR', pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 60_000 },
  ES: { legal: ['S.L.', 'S.A.'], phone: '+34 91 ### ## ##', streets: ['Calle de Alcalá, ##', 'Paseo de la Castellana, ###', 'Carrer de Balmes, ###', 'Gran Via, ##'], line2: ['Planta #', '#º'], currency: 'EUR', pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 42_000 },
  AU: { legal: ['Pty Ltd', 'Ltd'], phone: '+61 2 #### ####', streets: ['### George Street', '## Collins Street', '## Pitt Street', '### Bourke Street'], line2: ['Level ##', 'Suite #'], currency: 'AUD', pay: { symbol: 'A$', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 120_000 },
  BR: { legal: ['Ltda.', 'S.A.'], phone: '+55 11 ####-####', streets: ['Avenida Paulista, ####', 'Rua Oscar Freire, ###', 'Avenida Rio Branco, ###', 'Rua Augusta, ####'], line2: ['Conjunto ##', '#º andar'], currency: 'BRL', pay: { symbol: 'R$', unit: 'K', period: 'mo', divisor: 1000 }, basePay: 144_000 },
  SG: { legal: ['Pte. Ltd.'], phone: '+65 6### ####', streets: ['## Robinson Road', '# Raffles Place', '### Orchard Road', '## Anson Road'], line2: ['###-##'], currency: 'SGD', pay: { symbol: 'S$', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 96_000 },
  IE: { legal: ['Ltd', 'DAC'], phone: '+353 1 ### ####', streets: ['## Grafton Street', '## Sir John Rogerson\'s Quay', '# Barrow Street', '### Baggot Street Lower'], line2: ['Floor #', 'Block #'], currency: 'EUR', pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 }, basePay: 62_000 },
}

/** Founders' surnames for the few companies named after people, by country (never faker's English list). */
export const FOUNDER_NAMES: Record<string, string[]> = {
  US: ['Whitaker', 'Delgado', 'Okafor', 'Brennan', 'Castellanos', 'Hartley'],
  GB: ['Ashworth', 'Pemberton', 'Okonjo', 'Fairbairn', 'Whitlock'],
  DE: ['Brandt', 'Vogel', 'Lindner', 'Hoffmann', 'Kessler'],
  FR: ['Moreau', 'Lefèvre', 'Girard', 'Marchand', 'Rousseau'],
  IN: ['Iyer', 'Mehta', 'Reddy', 'Kapoor', 'Bhatia'],
  CA: ['Tremblay', 'Gagnon', 'MacLeod', 'Bouchard', 'Fraser'],
  NL: ['de Vries', 'Bakker', 'Visser', 'Jansen', 'Smit'],
  ES: ['García', 'Navarro', 'Ortega', 'Serrano', 'Romero'],
  AU: ['McAllister', 'Nguyen', 'Henderson', 'Costa', 'Walsh'],
  BR: ['Oliveira', 'Souza', 'Carvalho', 'Ribeiro', 'Almeida'],
  SG: ['Tan', 'Lim', 'Ng', 'Goh', 'Chua'],
  IE: ['Byrne', 'Kavanagh', 'Doyle', 'Gallagher', 'Nolan'],
}

/** Company types by weight; nonprofits only where the industry has them (see NONPROFIT_INDUSTRIES). */
export const COMPANY_TYPE_WEIGHTS: [type: string, weight: number][] = [
  ['Privately Held', 70],
  ['Public Company', 10],
  ['Self-Owned', 8],
  ['Partnership', 5],
]
export const NONPROFIT_INDUSTRIES = ['Higher Education', 'Hospitals and Health Care', 'Biotechnology Research']
/** Industries where partnerships are common. */
export const PARTNERSHIP_INDUSTRIES = ['Management Consulting', 'Venture Capital and Private Equity Principals', 'Real Estate']

/** Staff ranges by weight: most companies are small, a few are huge. */
export const STAFF_RANGE_WEIGHTS = [30, 27, 20, 9, 5, 5, 2, 2]

/** Given names and family names common in each country (never English words like "Name" or "Serenity"). */
export const PEOPLE_NAMES: Record<string, { first: string[]; last: string[] }> = {
  US: { first: ['James', 'Emily', 'Michael', 'Sarah', 'David', 'Jessica', 'Daniel', 'Ashley', 'Christopher', 'Megan', 'Andrew', 'Lauren', 'Marcus', 'Rachel', 'Kevin', 'Danielle', 'Jason', 'Nicole', 'Brandon', 'Amanda'], last: ['Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Anderson', 'Thompson', 'Walker', 'Robinson', 'Coleman', 'Bennett', 'Hughes', 'Patel', 'Kim', 'Nguyen', 'Ramirez', 'Foster', 'Sullivan'] },
  GB: { first: ['Oliver', 'Charlotte', 'Harry', 'Amelia', 'George', 'Sophie', 'Thomas', 'Emily', 'William', 'Hannah', 'Jack', 'Lucy', 'Samuel', 'Eleanor', 'Joseph', 'Grace', 'Alexander', 'Imogen', 'Benjamin', 'Chloe'], last: ['Smith', 'Jones', 'Taylor', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts', 'Wright', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Harris', 'Clarke', 'Patel', 'Khan', 'Turner', 'Cooper'] },
  DE: { first: ['Lukas', 'Anna', 'Maximilian', 'Laura', 'Jonas', 'Lea', 'Felix', 'Julia', 'Leon', 'Katharina', 'Paul', 'Sophie', 'Niklas', 'Lena', 'Tobias', 'Johanna', 'Florian', 'Sarah', 'Jan', 'Miriam'], last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Krüger', 'Hartmann', 'Lange'] },
  FR: { first: ['Louis', 'Camille', 'Hugo', 'Léa', 'Lucas', 'Manon', 'Théo', 'Chloé', 'Antoine', 'Inès', 'Julien', 'Sarah', 'Nicolas', 'Juliette', 'Maxime', 'Clara', 'Mathieu', 'Élise', 'Romain', 'Pauline'], last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier'] },
  IN: { first: ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Arjun', 'Sneha', 'Vikram', 'Kavya', 'Rohan', 'Pooja', 'Aditya', 'Divya', 'Karthik', 'Meera', 'Siddharth', 'Neha', 'Nikhil', 'Shreya', 'Varun', 'Aishwarya'], last: ['Sharma', 'Patel', 'Reddy', 'Iyer', 'Nair', 'Gupta', 'Singh', 'Kumar', 'Menon', 'Rao', 'Joshi', 'Desai', 'Kulkarni', 'Chatterjee', 'Banerjee', 'Agarwal', 'Pillai', 'Verma', 'Mehta', 'Krishnan'] },
  CA: { first: ['Liam', 'Olivia', 'Noah', 'Emma', 'Ethan', 'Chloé', 'Mathis', 'Maya', 'Owen', 'Ava', 'Félix', 'Zoé', 'Logan', 'Abigail', 'Gabriel', 'Sophia', 'Nathan', 'Léa', 'Ryan', 'Hannah'], last: ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Smith', 'Brown', 'Wilson', 'MacDonald', 'Campbell', 'Chen', 'Wong', 'Singh', 'Martin', 'Leblanc', 'Fraser'] },
  NL: { first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Sophie', 'Milan', 'Lotte', 'Thijs', 'Anouk', 'Jesse', 'Sanne', 'Bram', 'Fleur', 'Ruben', 'Eva', 'Stijn', 'Iris', 'Lars', 'Noor'], last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer'] },
  ES: { first: ['Hugo', 'Lucía', 'Martín', 'Sofía', 'Pablo', 'María', 'Alejandro', 'Paula', 'Daniel', 'Carmen', 'Javier', 'Laura', 'Adrián', 'Marta', 'Diego', 'Elena', 'Álvaro', 'Irene', 'Sergio', 'Nuria'], last: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres'] },
  AU: { first: ['Jack', 'Charlotte', 'William', 'Olivia', 'Noah', 'Mia', 'Thomas', 'Isla', 'Lachlan', 'Ruby', 'Cooper', 'Matilda', 'Riley', 'Georgia', 'Harrison', 'Zoe', 'Mitchell', 'Sienna', 'Liam', 'Chloe'], last: ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Anderson', 'Walker', 'Thompson', 'Kelly', 'Ryan', 'Mitchell', 'Campbell', "O'Brien", 'Murphy', 'Tran'] },
  BR: { first: ['Lucas', 'Ana', 'Gabriel', 'Júlia', 'Mateus', 'Beatriz', 'Pedro', 'Mariana', 'Rafael', 'Larissa', 'Gustavo', 'Camila', 'Felipe', 'Fernanda', 'Bruno', 'Letícia', 'Thiago', 'Isabela', 'Rodrigo', 'Amanda'], last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Barbosa', 'Araújo', 'Rocha', 'Cardoso'] },
  SG: { first: ['Wei Ling', 'Jun Jie', 'Hui Min', 'Zhi Hao', 'Siti', 'Muhammad', 'Priya', 'Arjun', 'Mei Ling', 'Kai Wen', 'Nurul', 'Darren', 'Rachel', 'Marcus', 'Xin Yi', 'Ethan', 'Farah', 'Ravi', 'Jia Hui', 'Bryan'], last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Chan', 'Koh', 'Teo', 'Ang', 'Yeo', 'Tay', 'Ho', 'Low', 'Toh', 'Rahman', 'Nair', 'Ismail'] },
  IE: { first: ['Conor', 'Aoife', 'Seán', 'Niamh', 'Cian', 'Ciara', 'Darragh', 'Saoirse', 'Oisín', 'Róisín', 'Eoin', 'Siobhán', 'Liam', 'Caoimhe', 'Fionn', 'Orla', 'Ciarán', 'Sinéad', 'Padraig', 'Aisling'], last: ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', 'Smith', "O'Brien", 'Byrne', 'Ryan', "O'Connor", "O'Neill", 'Reilly', 'Doyle', 'McCarthy', 'Gallagher', 'Doherty', 'Kennedy', 'Lynch', 'Murray', 'Quinn', 'Moore'] },
}
