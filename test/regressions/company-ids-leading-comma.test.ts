import { expect, it } from 'vitest'
import { get, testApp } from '../support/app.js'

// companyIds=,1441 used to read an empty first id and answer 400 MISSING_PARAMETER
it('companyIds skips empty entries and takes the first id', async () => {
  const app = testApp()
  const spec = await get(app, '/v1/companies/jobs?companyId=1441')
  for (const q of ['companyIds=,1441', 'companyIds=%20,%201441,2', 'companyIds=,,1441']) {
    const alias = await get(app, `/v1/companies/jobs?${q}`)
    expect(alias.status, q).toBe(200)
    expect(alias.text, q).toBe(spec.text)
  }
})
