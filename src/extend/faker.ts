import type { Faker } from '@faker-js/faker'
import { fakerParts } from './faker-parts.js'

/** RFC 2606's reserved domains: a drawn address never names a real mailbox (faker's default is gmail.com, ...). */
export const EXAMPLE_MAIL_DOMAINS = ['example.com', 'example.org', 'example.net']

/**
 * A faker for drawing configs' bodies: en, with every e-mail provider a reserved example domain, so
 * `f.internet.email()` in a config's draw gives `name@example.com` as `exampleEmail()` does.
 */
export function drawingFaker(): Faker {
  const { Faker, base, en } = fakerParts()
  return new Faker({ locale: [{ internet: { free_email: EXAMPLE_MAIL_DOMAINS } }, en, base] })
}
