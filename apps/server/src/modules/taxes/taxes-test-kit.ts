import type { Tax } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { bearer } from '../../../test/test-app.ts'

/** Defines a tax through the API as the holder of `token` (an administrator), as the Taxes screen does. */
export async function defineTax(app: FastifyInstance, token: string, body: object): Promise<Tax> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/taxes',
    headers: bearer(token),
    payload: body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: Tax }>().data
}
