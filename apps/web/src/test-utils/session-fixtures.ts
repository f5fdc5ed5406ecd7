import type { LoginResponse } from '@sms/contract'

export const signInResponse: LoginResponse = {
  status: 'success',
  token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 3600,
  user_info: { id: 1, name: 'Sok Dara', email: 'dara@example.com', media: [] },
  permissions: ['dashboards.view', 'products.list'],
  roles: ['cashier'],
}
