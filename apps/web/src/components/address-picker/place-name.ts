import type { Lang } from '../../lib/i18n/languages.ts'

type Named = { name_en: string; name_kh: string | null }

/** A place's name in the interface language; a place without a Khmer name shows its English one. */
export function placeName(place: Named, lang: Lang): string {
  return lang === 'kh' ? place.name_kh || place.name_en : place.name_en
}

/** The name in the other language, shown beside the first so a search in either script finds its match. */
export function otherPlaceName(place: Named, lang: Lang): string | null {
  const other = lang === 'kh' ? place.name_en : place.name_kh
  return other && other !== placeName(place, lang) ? other : null
}
