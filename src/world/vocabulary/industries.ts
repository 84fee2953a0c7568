import { CORE_INDUSTRIES } from './industries-core.js'
import { MAKING_INDUSTRIES } from './industries-making.js'
import { PUBLIC_AND_CREATIVE_INDUSTRIES } from './industries-public.js'
import { SERVICE_INDUSTRIES } from './industries-services.js'
import type { IndustryProfile } from './types.js'

/** Every industry of the world, by domain. */
export const INDUSTRY_PROFILES: IndustryProfile[] = [
  ...CORE_INDUSTRIES,
  ...SERVICE_INDUSTRIES,
  ...MAKING_INDUSTRIES,
  ...PUBLIC_AND_CREATIVE_INDUSTRIES,
]

export const INDUSTRIES = INDUSTRY_PROFILES.map((i) => i.name)
