/**
 * The shop's units (their English names, as copied onto each order line) as UN/ECE Recommendation 20 codes,
 * which UBL's `unitCode` takes; packages are Recommendation 21 codes with the `X` prefix Rec 20 gives them.
 * A unit not listed is counted in `C62` ("one"), which every receiver accepts.
 */
const UNIT_CODES: Record<string, string> = {
  piece: 'H87',
  pcs: 'H87',
  can: 'XCX',
  bottle: 'XBO',
  pack: 'XPK',
  packet: 'XPA',
  bag: 'XBG',
  sack: 'XSA',
  box: 'XBX',
  carton: 'XCT',
  case: 'XCS',
  tray: 'XPU',
  dozen: 'DZN',
  pair: 'PR',
  set: 'SET',
  kilogram: 'KGM',
  kg: 'KGM',
  gram: 'GRM',
  g: 'GRM',
  litre: 'LTR',
  liter: 'LTR',
  l: 'LTR',
  millilitre: 'MLT',
  ml: 'MLT',
  metre: 'MTR',
  meter: 'MTR',
  m: 'MTR',
}

export const unitCode = (unitEn: string | null) => UNIT_CODES[unitEn?.trim().toLowerCase() ?? ''] ?? 'C62'
