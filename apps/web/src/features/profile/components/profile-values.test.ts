import { profileInputSchema } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { profileToValues, timeZoneChoices } from './profile-values.ts'

const stored = {
  id: 1,
  email: 'a@example.com',
  username: null,
  name: 'Dara',
  phone: null,
  date_of_birth: null,
  position: null,
  join_date: null,
  profile_image: null,
  profile_image_url: null,
  gender: null,
  nationality: 'Cambodian',
  address: null,
  about: null,
  bio: null,
  skills: ['sales'],
  timezone: null,
  emergency_contact_name: null,
  emergency_contact_relationship: null,
  emergency_contact_phone: null,
  emergency_contact_email: null,
  has_pin: false,
  pin_locked: false,
}

describe('profile form values', () => {
  it('round-trip a stored profile through the form and the contract unchanged', () => {
    const values = profileToValues(stored)
    expect(values.phone).toBe('')
    const body = profileInputSchema.parse(values)
    expect(body).toMatchObject({ name: 'Dara', phone: null, nationality: 'Cambodian', skills: ['sales'] })
    expect(body.emergency_contact_email).toBe('')
  })

  it('offer Phnom Penh first among the time zones', () => {
    expect(timeZoneChoices()[0]).toBe('Asia/Phnom_Penh')
  })
})
