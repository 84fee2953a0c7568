/**
 * A second held-out list: multi-word keywords as job boards print them (occupations, frontline roles, skills), written
 * down from job-board listings and category pages, none of them in search-held-out.ts and none from the code's
 * vocabulary. Tests measure whether the first result of a search holds every word; no file under src/ or scripts/ may
 * import this list.
 */
import type { Group, HeldOut } from './search-held-out.js'

const rows = (text: string): HeldOut[] =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [keyword, group] = line.split('|').map((s) => s.trim()) as [string, Group]
      return { keyword, group, kind: 'phrase', language: 'en' }
    })

export const HELD_OUT_PHRASES: HeldOut[] = rows(`
registered nurse | health
home health aide | health
certified nursing assistant | health
physical therapist | health
occupational therapist | health
respiratory therapist | health
radiologic technologist | health
phlebotomy technician | health
patient care technician | health
dental assistant | health
veterinary technician | health
pharmacy assistant | health
maintenance technician | trades
diesel mechanic | trades
auto body technician | trades
construction laborer | trades
concrete finisher | trades
roofing contractor | trades
pipe fitter | trades
sheet metal worker | trades
crane operator | trades
line cook | hospitality
prep cook | hospitality
night auditor | hospitality
event planner | hospitality
travel agent | hospitality
flight attendant | logistics
airline pilot | logistics
bus driver | logistics
order picker | logistics
postal worker | logistics
inventory control specialist | logistics
logistics coordinator | logistics
customs broker | logistics
cnc machinist | making
assembly line worker | making
production supervisor | making
quality assurance technician | making
process engineer | making
chemical plant operator | making
credit analyst | finance
tax preparer | finance
accounts payable clerk | finance
insurance underwriter | finance
financial advisor | finance
bank teller | finance
legal secretary | legal
court reporter | legal
school counselor | education
special education teacher | education
teaching assistant | education
preschool teacher | education
correctional officer | public
emergency dispatcher | public
youth worker | public
help desk technician | software
network administrator | software
cloud engineer | software
technical writer | media
sound engineer | media
visual merchandiser | retail
meat cutter | food
farm worker | food
power plant operator | energy
data entry | any
patient care | health
inventory management | logistics
food handling | food
preventive maintenance | trades
accounts receivable | finance
`)
