import type { RunningShop } from '@shop/integration/testing'

/** A manager's session token, signed in through the API: for set-up no page is about. */
export async function managerToken(
  shop: RunningShop,
  who: { email: string; password: string },
): Promise<string> {
  return (await shop.api<{ sessionJwt: string }>('POST', '/api/auth/login', who)).sessionJwt
}

/** The business details complete, so a paid order's invoice-receipt is issued, not a draft. */
export async function completeBusinessDetails(shop: RunningShop, token: string): Promise<void> {
  await shop.api(
    'PATCH',
    '/api/settings/business',
    {
      business_name: 'מפות הנפש',
      business_address: 'רחוב הרצל 10, תל אביב',
      dealer_number: '514123454',
    },
    token,
  )
}
