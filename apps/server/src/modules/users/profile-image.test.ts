import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'

const t = await createTestApp()

function multipartBody(file: Buffer, filename: string, type: string) {
  const boundary = '----sms-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('profile picture', () => {
  it('uploads the own picture, shows it in user_info.media and serves it; delete removes it', async () => {
    const { token, user } = await t.signInAs('cashier')
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer()
    const { body, headers } = multipartBody(png, 'me.png', 'image/png')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/image',
      headers: { ...bearer(token), ...headers },
      payload: body,
    })
    expect(uploaded.statusCode).toBe(200)
    const url = uploaded.json().data.profile_image_url as string
    expect(url).toMatch(/^\/media\/users\/\d+-.+\.webp$/)
    const login = await t.login(user.email, user.password)
    expect(login.json().user_info.media).toEqual([{ file_path: url }])
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/image',
      headers: bearer(token),
    })
    expect(removed.json().data.profile_image_url).toBeNull()
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })

  it('refuses a file that is not an image', async () => {
    const { token } = await t.signInAs('cashier')
    const { body, headers } = multipartBody(Buffer.from('not an image at all'), 'me.png', 'image/png')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/image',
      headers: { ...bearer(token), ...headers },
      payload: body,
    })
    expect(response.statusCode).toBe(415)
  })
})
