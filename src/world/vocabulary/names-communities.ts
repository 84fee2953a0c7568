/**
 * People's names by country and community: a given name and a surname always come from one community, each
 * community weighted by its share of the country. US, Canadian and Australian names are the 1990 US Census lists
 * (names-census.ts). The other tables are hand-made, written after the countries' published rankings but not derived
 * from a source file (no npm package carries them: docs/data.md): British and Irish surnames, Singapore's communities
 * in census shares (Chinese 74%, Malay 14%, Indian 9%), India's surnames by region. Given names carried by several
 * communities (Western given names among Singapore's Chinese) are listed with each.
 */
import { lazyRecord } from '../../util/lazy.js'
import { CENSUS_GIVEN, CENSUS_SURNAMES } from './names-census.js'

export interface NameCommunity {
  /** Share of the country's people, relative to the other communities. */
  weight: number
  /** Given names, most frequent first. */
  first: readonly string[]
  /** Surnames, most frequent first. */
  last: readonly string[]
  /**
   * How much more often a list's head is drawn than its tail: 1.5 for the long Census lists (Smith about 1% of
   * people, as counted), 1 (even) for the short hand-made ones, whose order is approximate and whose tail is missing.
   */
  skew: number
}

const GB_SURNAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  'Brown',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Johnson',
  'Roberts',
  'Robinson',
  'Thompson',
  'Wright',
  'Walker',
  'White',
  'Edwards',
  'Hughes',
  'Green',
  'Hall',
  'Lewis',
  'Harris',
  'Clarke',
  'Patel',
  'Jackson',
  'Wood',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Morris',
  'Moore',
  'Clark',
  'Lee',
  'King',
  'Baker',
  'Harrison',
  'Morgan',
  'Allen',
  'James',
  'Scott',
  'Phillips',
  'Watson',
  'Davis',
  'Parker',
  'Price',
  'Bennett',
  'Young',
  'Griffiths',
  'Mitchell',
  'Kelly',
  'Cook',
  'Carter',
  'Richardson',
  'Bailey',
  'Collins',
  'Bell',
  'Shaw',
  'Murphy',
  'Miller',
  'Cox',
  'Richards',
  'Khan',
  'Marshall',
  'Anderson',
  'Simpson',
  'Ellis',
  'Adams',
  'Singh',
  'Begum',
  'Wilkinson',
  'Foster',
  'Chapman',
  'Powell',
  'Webb',
  'Rogers',
  'Gray',
  'Mason',
  'Ali',
  'Hunt',
  'Hussain',
  'Campbell',
  'Matthews',
  'Owen',
  'Palmer',
  'Holmes',
  'Mills',
  'Barnes',
  'Knight',
  'Lloyd',
  'Butler',
  'Russell',
  'Barker',
  'Fisher',
  'Stevens',
  'Jenkins',
  'Murray',
  'Dixon',
  'Harvey',
]

const IE_SURNAMES = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Smith',
  "O'Brien",
  'Byrne',
  'Ryan',
  "O'Connor",
  "O'Neill",
  "O'Reilly",
  'Doyle',
  'McCarthy',
  'Gallagher',
  "O'Doherty",
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'McLoughlin',
  "O'Carroll",
  'Connolly',
  'Daly',
  "O'Connell",
  'Wilson',
  'Dunne',
  'Brennan',
  'Burke',
  'Collins',
  'Campbell',
  'Clarke',
  'Johnston',
  'Hughes',
  'Farrell',
  'Fitzgerald',
  'Brown',
  'Martin',
  'Maguire',
  'Nolan',
  'Flynn',
  'Thompson',
  'Callaghan',
  "O'Donnell",
  'Duffy',
  'Mahony',
  'Boyle',
  'Healy',
  "O'Shea",
  'White',
  'Sweeney',
  'Hayes',
  'Kavanagh',
  'Power',
  'McGrath',
  'Moran',
  'Brady',
  'Stewart',
  'Casey',
  'Foley',
  'Fitzpatrick',
  "O'Leary",
  'McDonnell',
  'McMahon',
  'Donnelly',
  'Regan',
  'Donovan',
  'Burns',
  'Flanagan',
  'Mullan',
  'Barry',
  'Kane',
  'Robinson',
  'Cunningham',
  'Griffin',
  'Kenny',
  'Sheehan',
  'Ward',
  'Whelan',
  'Lyons',
]

const IE_GIVEN = [
  'Jack',
  'Sean',
  'Conor',
  'Cian',
  'Darragh',
  'Eoin',
  'Ciaran',
  'Padraig',
  'Declan',
  'Ronan',
  'Niall',
  'Aoife',
  'Niamh',
  'Ciara',
  'Aisling',
  'Orla',
  'Roisin',
  'Sinead',
  'Grainne',
  'Saoirse',
  ...CENSUS_GIVEN.slice(0, 120),
]

const SG_CHINESE_GIVEN = [
  'Wei Ling',
  'Jun Jie',
  'Hui Min',
  'Zhi Hao',
  'Mei Ling',
  'Kai Wen',
  'Xin Yi',
  'Jia Hui',
  'Wei Jie',
  'Li Ting',
  'Jing Yi',
  'Yong Sheng',
  'Shu Fen',
  'Kok Leong',
  'Siew Lan',
  'Boon Keng',
  'Hui Ling',
  'Ming Hui',
  'Zi Xuan',
  'Yi Xuan',
  'Chee Keong',
  'Pei Shan',
  'Wen Jun',
  'Rui En',
  'Jia Wei',
  'Hong Wei',
  'Swee Lin',
  'Teck Huat',
  'Kian Ming',
  'Yan Ting',
]
/** Syllables that open and close Singapore's Chinese given names, most frequent first, as they are spelled there. */
const SG_CHINESE_OPENING =
  'Wei Jun Hui Zhi Mei Kai Xin Jia Li Jing Yong Shu Kok Siew Boon Ming Zi Yi Chee Pei Wen Rui Hong Swee Teck Kian Yan'
const SG_CHINESE_CLOSING =
  'Ling Jie Min Hao Wen Yi Hui Ting Sheng Fen Leong Lan Keng Xuan Keong Shan En Wei Lin Huat Ming Jun Yu Qi Hua'

/** The given names above, then every other pair of an opening and a closing syllable, the frequent ones first. */
function sgChineseGiven(): string[] {
  const open = SG_CHINESE_OPENING.split(' ')
  const close = SG_CHINESE_CLOSING.split(' ')
  const pairs: [rank: number, name: string][] = []
  for (const [i, a] of open.entries())
    for (const [j, b] of close.entries()) if (a !== b) pairs.push([i + j, `${a} ${b}`])
  pairs.sort((x, y) => x[0] - y[0])
  return [...new Set([...SG_CHINESE_GIVEN, ...pairs.map(([, name]) => name)])]
}

/** Malay given names of men and of women: a second name after Muhammad or Nur, and a father's name after bin. */
const SG_MALAY_MEN = 'Hafiz Faizal Syafiq Amir Iskandar Azlan Haziq Khairul Hakim Irfan Zulkifli Rashid Firdaus Danial'
const SG_MALAY_WOMEN = 'Farah Aisyah Zainab Hidayah Aliyah Syahirah Nabilah Amira Atiqah Izzati'

/**
 * Malay given names: the list above, then the two-part names many carry (Muhammad Irfan, Nur Aisyah), a man's
 * first part Muhammad or Ahmad, a woman's Nur, Siti or Nurul.
 */
function sgMalayGiven(): string[] {
  const two = (heads: string[], names: string) => names.split(' ').flatMap((n) => heads.map((h) => `${h} ${n}`))
  return [
    ...new Set([
      ...SG_MALAY_GIVEN,
      ...two(['Muhammad', 'Ahmad'], SG_MALAY_MEN),
      ...two(['Nur', 'Siti', 'Nurul'], SG_MALAY_WOMEN),
    ]),
  ]
}

/** English given names Singapore's Chinese often carry, alone or before a Chinese one. */
const SG_CHINESE_ENGLISH = [
  'Darren',
  'Rachel',
  'Marcus',
  'Ethan',
  'Bryan',
  'Jasmine',
  'Melissa',
  'Kelvin',
  'Gerald',
  'Joanne',
  'Cheryl',
  'Benjamin',
  'Vanessa',
  'Jonathan',
  'Eugene',
  'Shirley',
  'Desmond',
  'Valerie',
]
const SG_CHINESE_SURNAMES = [
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Ong',
  'Wong',
  'Goh',
  'Chua',
  'Chan',
  'Koh',
  'Teo',
  'Ang',
  'Yeo',
  'Tay',
  'Ho',
  'Low',
  'Toh',
  'Sim',
  'Chong',
  'Chia',
  'Seah',
  'Lau',
  'Foo',
  'Chew',
  'Heng',
  'Yap',
  'Quek',
  'Soh',
  'Wee',
  'Poh',
]
const SG_MALAY_GIVEN = [
  'Muhammad',
  'Siti',
  'Nur',
  'Nurul',
  'Ahmad',
  'Farah',
  'Aisyah',
  'Hafiz',
  'Faizal',
  'Syafiq',
  'Amir',
  'Zainab',
  'Hidayah',
  'Iskandar',
  'Azlan',
  'Haziq',
  'Aliyah',
  'Khairul',
  'Syahirah',
  'Hakim',
  'Irfan',
  'Nabilah',
  'Zulkifli',
  'Rashid',
]
const SG_MALAY_SURNAMES = [
  'Rahman',
  'Ismail',
  'Abdullah',
  'Hassan',
  'Ibrahim',
  'Osman',
  'Salleh',
  'Yusof',
  'Hamid',
  'Ahmad',
  'Aziz',
  'Hussein',
  'Jamal',
  'Karim',
  'Latiff',
  'Mahmud',
  'Razak',
  'Sulaiman',
  'Yaacob',
  'Zainal',
]
const SG_INDIAN_GIVEN = [
  'Priya',
  'Arjun',
  'Ravi',
  'Lakshmi',
  'Suresh',
  'Ramesh',
  'Anand',
  'Deepa',
  'Vijay',
  'Kavitha',
  'Rajesh',
  'Meena',
  'Sanjay',
  'Divya',
  'Ganesh',
  'Harish',
  'Karthik',
  'Vikram',
  'Prakash',
  'Naveen',
  'Aravind',
  'Janani',
  'Nirmala',
  'Gopal',
]
/** The men's names of SG_INDIAN_GIVEN, which close the names of their children. */
const SG_INDIAN_MEN = [
  'Ravi',
  'Suresh',
  'Ramesh',
  'Anand',
  'Vijay',
  'Rajesh',
  'Sanjay',
  'Ganesh',
  'Harish',
  'Prakash',
  'Gopal',
]
const SG_INDIAN_SURNAMES = [
  'Nair',
  'Pillai',
  'Menon',
  'Rajan',
  'Krishnan',
  'Subramaniam',
  'Singh',
  'Naidu',
  'Ramasamy',
  'Muthu',
  'Selvam',
  'Chandran',
  'Govindasamy',
  'Arumugam',
  'Balakrishnan',
  'Iyer',
  'Gill',
  'Sandhu',
]

const IN_GIVEN_PAN = [
  'Aarav',
  'Priya',
  'Rahul',
  'Ananya',
  'Arjun',
  'Sneha',
  'Vikram',
  'Kavya',
  'Rohan',
  'Pooja',
  'Aditya',
  'Divya',
  'Nikhil',
  'Shreya',
  'Varun',
  'Neha',
  'Amit',
  'Anjali',
  'Siddharth',
  'Meera',
  'Ishaan',
  'Aditi',
  'Vivek',
  'Kriti',
  'Sanjay',
  'Nandini',
  'Akash',
  'Isha',
  'Ravi',
  'Tanvi',
]

/** A region's names: its own given names beside the ones heard everywhere, and its surnames. */
const region = (weight: number, first: string, last: string): NameCommunity => ({
  weight,
  skew: 1,
  first: [...first.split(' '), ...IN_GIVEN_PAN],
  last: last.split(' '),
})

const inRegions = (): NameCommunity[] => [
  region(
    32,
    'Rohit Ankit Aman Kunal Sakshi Ritika Gaurav Nisha Manish Swati Abhinav Ayush Deepak Harsh Lalit Mohit Naveen ' +
      'Pankaj Rajat Sachin Saurabh Shubham Sumit Tarun Vaibhav Yash Akanksha Bhavna Garima Jyoti Kirti Megha Monika ' +
      'Preeti Rashmi Ruchi Shalini Shikha Sonam Vandana Harpreet Gurpreet Simran Jaspreet Manpreet Navneet',
    'Sharma Gupta Singh Kumar Verma Agarwal Mehta Kapoor Malhotra Chopra Yadav Jain Srivastava Mishra Tiwari Saxena ' +
      'Pandey Dubey Chauhan Rathore Thakur Bhardwaj Arora Khanna Sethi Bhatia Tandon Goel Bansal Mittal Garg ' +
      'Chaudhary Rawat Negi Bisht Tripathi Shukla Dwivedi Trivedi Awasthi Dixit Rastogi Khurana Ahuja Grover Mahajan ' +
      'Dhillon Gill Sandhu Grewal Kohli',
  ),
  region(
    30,
    'Karthik Lakshmi Venkatesh Srinivas Deepa Harini Pradeep Sowmya Ramya Vignesh Arun Balaji Ganesh Hari Kishore ' +
      'Mahesh Naresh Prakash Rajesh Sandeep Senthil Suresh Vijay Anand Anitha Bhavani Chitra Gayathri Janani Kavitha ' +
      'Keerthana Madhavi Nithya Padma Revathi Sangeetha Saranya Sindhu Swathi Vidya Abhilash Jithin Sreeja Athira',
    'Iyer Nair Menon Pillai Reddy Rao Krishnan Subramanian Naidu Iyengar Shetty Hegde Raman Srinivasan Venkataraman ' +
      'Gowda Murthy Prasad Chandran Raghavan Natarajan Balasubramanian Ramachandran Sundaram Gopalan Varma Kurup ' +
      'Panicker Warrier Nambiar Kamath Pai Bhat Shenoy Acharya Chowdary Varma Raju Kumar Rangan Sastry Achari ' +
      'Thomas Mathew Varghese Kurian',
  ),
  region(
    24,
    'Hardik Pranav Ketan Tejas Mansi Rutuja Omkar Dhruv Kinjal Sayali Aniket Chirag Darshan Jignesh Kaustubh Mihir ' +
      'Nilesh Parth Prathamesh Sagar Sameer Tushar Vishal Yogesh Ashwini Bhakti Dhara Hetal Janhavi Komal Mrunal ' +
      'Pallavi Prachi Rupali Shruti Snehal Trupti Urvi Vaishnavi',
    'Patel Shah Desai Kulkarni Joshi Patil Deshpande Mehta Jadhav Pawar Gokhale Bhatt Parikh Thakkar Modi Dave ' +
      'Pandya Vyas Trivedi Chavan Shinde More Gaikwad Kale Deshmukh Apte Bapat Sawant Naik Kadam Salunkhe Bhosale ' +
      'Mane Dalal Gandhi Kothari Sheth Vora Amin Rana Solanki Chauhan Parmar Panchal Raval Soni',
  ),
  region(
    14,
    'Sourav Arnab Debjani Riya Subhajit Moumita Anirban Sayan Tanushree Abhishek Arijit Biswajit Debashish Indranil ' +
      'Kaushik Partha Pritam Rajdeep Sandip Soumya Subrata Sudipta Tanmoy Ankita Bidisha Dipanwita Ishita Madhurima ' +
      'Paromita Piyali Rituparna Sanchita Sreya Sudeshna Trisha Barsha Satyajit Smruti Subhashree Debasis',
    'Chatterjee Banerjee Mukherjee Das Bose Ghosh Sen Dutta Roy Chakraborty Mondal Saha Bhattacharya Ganguly Sarkar ' +
      'Majumdar Biswas Pal Haldar Nandi Guha Sengupta Dasgupta Basu Mitra Chowdhury Kar Lahiri Mallick Sinha Mohanty ' +
      'Panda Patnaik Mishra Sahoo Nayak Behera Barua Bora Gogoi Kalita',
  ),
]

const CENSUS: NameCommunity = { weight: 1, first: CENSUS_GIVEN, last: CENSUS_SURNAMES, skew: 1.5 }

/**
 * The communities whose names a country's people carry, for the countries that have such a table: each country's
 * built at its first read.
 */
export const NAME_COMMUNITIES: Readonly<Record<string, readonly NameCommunity[]>> = lazyRecord({
  US: () => [CENSUS],
  CA: () => [CENSUS],
  AU: () => [CENSUS],
  GB: () => [{ weight: 1, first: CENSUS_GIVEN.slice(0, 200), last: GB_SURNAMES, skew: 1 }],
  IE: () => [{ weight: 1, first: IE_GIVEN, last: IE_SURNAMES, skew: 1 }],
  SG: () => [
    { weight: 44, first: sgChineseGiven(), last: SG_CHINESE_SURNAMES, skew: 1.5 },
    {
      weight: 30,
      first: [...new Set([...SG_CHINESE_ENGLISH, ...CENSUS_GIVEN.slice(0, 200)])],
      last: SG_CHINESE_SURNAMES,
      skew: 1.5,
    },
    // a Malay or Tamil name ends in the father's given name, so any man's name of the community can close one
    {
      weight: 14,
      first: sgMalayGiven(),
      last: [...new Set([...SG_MALAY_SURNAMES, ...SG_MALAY_MEN.split(' ')])],
      skew: 1,
    },
    {
      weight: 9,
      first: SG_INDIAN_GIVEN,
      last: [...new Set([...SG_INDIAN_SURNAMES, ...SG_INDIAN_MEN])],
      skew: 1,
    },
  ],
  IN: inRegions,
})
