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

export const INDUSTRIES = [
  'Software Development', 'IT Services and IT Consulting', 'Financial Services', 'Hospitals and Health Care',
  'Higher Education', 'Marketing Services', 'Retail', 'Manufacturing', 'Staffing and Recruiting',
  'Banking', 'Telecommunications', 'Biotechnology Research', 'Construction', 'Real Estate',
  'Management Consulting', 'Computer Games', 'Renewable Energy Semiconductor Manufacturing',
  'Venture Capital and Private Equity Principals', 'Insurance', 'Transportation, Logistics, Supply Chain and Storage',
]

export const STAFF_RANGES: [label: string, min: number, max: number][] = [
  ['2-10', 2, 10], ['11-50', 11, 50], ['51-200', 51, 200], ['201-500', 201, 500],
  ['501-1,000', 501, 1000], ['1,001-5,000', 1001, 5000], ['5,001-10,000', 5001, 10000],
  ['10,001+', 10001, 250000],
]

export const COMPANY_TYPES = ['Privately Held', 'Public Company', 'Self-Owned', 'Partnership', 'Nonprofit']

export const SKILLS = [
  'TypeScript', 'JavaScript', 'Python', 'Go', 'Java', 'SQL', 'Kubernetes', 'Amazon Web Services (AWS)',
  'React.js', 'Node.js', 'Product Management', 'Agile Methodologies', 'Data Analysis', 'Machine Learning',
  'Leadership', 'Team Management', 'Public Speaking', 'Negotiation', 'Financial Modeling', 'Salesforce',
  'Digital Marketing', 'Search Engine Optimization (SEO)', 'User Experience (UX)', 'Figma', 'Recruiting',
  'Project Management', 'Stakeholder Management', 'Docker', 'PostgreSQL', 'Microsoft Excel',
]

export const SPECIALITIES = [
  'Cloud Computing', 'Developer Tools', 'Artificial Intelligence', 'Payments', 'Analytics', 'Cybersecurity',
  'E-commerce', 'Healthcare IT', 'Logistics', 'Consulting', 'Open Source', 'Mobile Apps', 'Fintech',
  'Enterprise Software', 'Digital Transformation', 'Data Engineering',
]

export const DEGREES = [
  'Bachelor of Science - BS', 'Bachelor of Arts - BA', 'Master of Science - MS',
  'Master of Business Administration - MBA', 'Doctor of Philosophy - PhD', 'Bachelor of Engineering - BE',
]

export const FIELDS_OF_STUDY = [
  'Computer Science', 'Economics', 'Business Administration and Management', 'Electrical Engineering',
  'Psychology', 'Marketing', 'Mathematics', 'Mechanical Engineering', 'Finance', 'Graphic Design',
]

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Self-employed', '']
export const LOCATION_TYPES = ['On-site', 'Hybrid', 'Remote', '']
export const WORKPLACES = ['On-site', 'Hybrid', 'Remote']
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship']
export const EXPERIENCE_LEVELS = ['Internship', 'Entry level', 'Associate', 'Mid-Senior level', 'Director', 'Executive']
export const JOB_FUNCTIONS: [code: string, label: string][] = [
  ['ENG', 'Engineering'], ['IT', 'Information Technology'], ['SALE', 'Sales'], ['MRKT', 'Marketing'],
  ['FIN', 'Finance'], ['HR', 'Human Resources'], ['PRDM', 'Product Management'], ['DSGN', 'Design'],
]

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

export const SCHOOL_SUFFIXES = ['University', 'Institute of Technology', 'State University', 'College']
