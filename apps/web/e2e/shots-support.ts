import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Page } from '@playwright/test'

// Written for people to look at (Khmer must render in Kantumruy Pro, dark mode must be readable); git-ignored.
export const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url))

export async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  // Let antd finish its entrance animations so the picture shows the settled page.
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` })
}

/** The database ids of a village and its parents, found by the village's NCDD code. */
export async function placeIds(request: APIRequestContext, token: string, villageCode: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const read = async (path: string) => {
    const body = (await (await request.get(`/api/${path}`, { headers })).json()) as {
      data: Record<string, number> | Record<string, number>[]
    }
    return (Array.isArray(body.data) ? body.data[0] : body.data) ?? {}
  }
  const village = await read(`villages?filter[code][equals]=${villageCode}`)
  const commune = await read(`communes/${village.commune_id}`)
  const district = await read(`districts/${commune.district_id}`)
  return {
    province_id: district.province_id,
    district_id: commune.district_id,
    commune_id: village.commune_id,
    village_id: village.id,
  }
}
