import { Faker, base, en } from '@faker-js/faker'

const PARTS = { Faker, base, en }

/**
 * The parts of faker a config's draws use. The command's bundle swaps this module for one that loads faker at the
 * first call (scripts/bin-bundle.mjs): a start-up that draws nothing with faker never initializes it.
 */
export function fakerParts(): typeof PARTS {
  return PARTS
}
