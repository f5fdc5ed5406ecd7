/**
 * Khmer dictionary order as a byte string both database engines compare the same way (decision 0033).
 *
 * PGlite has no ICU and PostgreSQL's C.UTF-8 orders by code point, so each Khmer name carries a sort key:
 * `khmer_sort_key(name_kh)`, a SQL function the migration creates and a generated column keeps. It follows ICU's
 * `km` collation (CLDR 48, what `Intl.Collator('km')` gives) in three steps, like ICU itself:
 * 1. canonical order (NFD), then the tailoring's contractions and expansions become single stand-in characters
 *    (`ុំ`, `ះ` endings, the robat `៌` after a consonant, the independent vowels as `អ` + vowel);
 * 2. every character becomes its primary, secondary and tertiary weight, one `translate` per level;
 * 3. the three levels are joined by U+0001 and compared as bytes (`bytea`), which is what ICU's sort key does.
 * The weights are read from `Intl.Collator('km')` itself here; the migration holds the SQL this file prints,
 * and a property test compares the database's order with the collator's on many generated Khmer strings.
 * Characters outside Khmer and ASCII keep their code point (after every known letter's weight).
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

const collator = (sensitivity: 'base' | 'accent' | 'variant') => new Intl.Collator('km', { sensitivity })
const base = collator('base')
const accent = collator('accent')
const full = collator('variant')

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))

/** The characters whose weights the key knows: the Khmer block, printable ASCII, the invisible ones. */
const ALPHABET = [
  ...range(0x1780, 0x17ff),
  ...range(0x20, 0x7e),
  '\u00a0',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
]

/** A weight as one character of the private use area; U+0001 separates the levels. */
const weightChar = (rank: number) => String.fromCodePoint(0xe000 + rank)
const FIRST_HELPER = 0xf000
const SEPARATOR = '\u0001'

type Weights = { p: number; s: number; t: number }

/** Ranks of `items` in the collator's order: equal items share a rank, starting at `start`. */
function ranks(items: string[], compare: (a: string, b: string) => number, start = 1) {
  const sorted = [...items].sort(compare)
  const rank = new Map<string, number>()
  let current = start - 1
  sorted.forEach((item, i) => {
    if (i === 0 || compare(sorted[i - 1] as string, item) !== 0) current++
    rank.set(item, current)
  })
  return rank
}

// The tailoring's units of more than one character that weigh as one primary (CLDR km: `&ៅ<ុំ<ំ<ាំ<ះ<ិះ…`).
const CONTRACTIONS = ['ុំ', 'ាំ', 'ិះ', 'ុះ', 'េះ', 'ោះ']
const CONSONANTS = [...range(0x1780, 0x17a2), 'ឫ', 'ឬ', 'ឭ', 'ឮ']

function buildTables() {
  const ignorable = ALPHABET.filter((c) => full.compare(c, '') === 0)
  const live = ALPHABET.filter((c) => !ignorable.includes(c))
  const secondaryOnly = live.filter((c) => base.compare(c, '') === 0)
  const primaryUnits = [...live.filter((c) => !secondaryOnly.includes(c)), ...CONTRACTIONS]
  const primary = ranks(primaryUnits, base.compare.bind(base))
  // Secondary 1 is the common weight, 2 the tailoring's `<<` bump (ឥ after អិ, ក៌ after រ្ក), then the signs.
  const signs = ranks(secondaryOnly, accent.compare.bind(accent), 3)
  const weights = new Map<string, Weights>()
  const groupsOf = (units: string[], p: (u: string) => number) => {
    const groups = new Map<number, string[]>()
    for (const u of units) groups.set(p(u), [...(groups.get(p(u)) ?? []), u])
    return [...groups.values()]
  }
  for (const group of groupsOf(primaryUnits, (u) => primary.get(u) as number)) {
    const s = ranks(group, accent.compare.bind(accent))
    const t = ranks(group, full.compare.bind(full))
    for (const u of group)
      weights.set(u, { p: primary.get(u) as number, s: s.get(u) as number, t: t.get(u) as number })
  }
  for (const group of groupsOf(secondaryOnly, (u) => signs.get(u) as number)) {
    const t = ranks(group, full.compare.bind(full))
    for (const u of group) weights.set(u, { p: 0, s: signs.get(u) as number, t: t.get(u) as number })
  }

  // Stand-ins: a character for each contraction and each bumped weight the expansions need.
  const replacements: [string, string][] = []
  let nextHelper = FIRST_HELPER
  const helper = (w: Weights) => {
    const c = String.fromCodePoint(nextHelper++)
    weights.set(c, w)
    return c
  }
  const of = (unit: string) => weights.get(unit) as Weights
  const bumped = (unit: string, level: 's' | 't') => {
    const w = of(unit)
    return helper(level === 's' ? { ...w, s: 2, t: 1 } : { ...w, t: w.t + 1 })
  }
  // Longest first, so `ក៌` and `ុំ` are taken before `ំ` alone.
  for (const c of CONSONANTS) replacements.push([`${c}៌`, `រ្${bumped(c, 's')}`])
  replacements.push(['ឣ៌', `រ្${bumped('អ', 's')}`])
  for (const c of CONTRACTIONS) replacements.push([c, helper(of(c))])
  const vowel = (v: string) => bumped(v, 's')
  replacements.push(
    ['ឣ', 'អ'],
    ['ឤ', 'អា'],
    ['ឥ', `អ${vowel('ិ')}`],
    ['ឦ', `អ${vowel('ី')}`],
    ['ឨ', `អ${vowel('ុ')}${bumped('ក', 't')}`],
    ['ឧ', `អ${vowel('ុ')}`],
    ['ឪ', `អ${vowel('ូ')}${bumped('វ', 't')}`],
    ['ឩ', `អ${vowel('ូ')}`],
    ['ឯ', `អ${vowel('ែ')}`],
    ['ឰ', `អ${vowel('ៃ')}`],
  )
  const o = vowel('ោ')
  replacements.push(
    ['ឲ', `អ${helper({ ...of(o), t: 2 })}`],
    ['ឱ', `អ${o}`],
    ['ឳ', `អ${vowel('ៅ')}`],
    ['៘', `។ល${bumped('។', 't')}`],
  )
  return { ignorable, weights, replacements }
}

const TABLES = buildTables()

/** Per level, the characters `translate` reads and the weights it writes; the others it drops. */
function levelMap(level: keyof Weights) {
  // Contractions weigh through their stand-in character, not as the two characters they are.
  const single = [...TABLES.weights].filter(([c]) => [...c].length === 1)
  const kept = single.filter(([, w]) => w[level] > 0)
  const dropped = single.filter(([, w]) => w[level] === 0).map(([c]) => c)
  return {
    from: [...kept.map(([c]) => c), ...dropped, ...TABLES.ignorable].join(''),
    to: kept.map(([, w]) => weightChar(w[level])).join(''),
  }
}

const LEVELS = (['p', 's', 't'] as const).map(levelMap)

/** SQL's `translate`: characters of `from` become the one at the same place in `to`, or nothing past its end. */
function translation(from: string, to: string) {
  const toChars = [...to]
  const map = new Map([...from].map((c, i) => [c, toChars[i] ?? ''] as const))
  return (text: string) => [...text].map((c) => map.get(c) ?? c).join('')
}
const TRANSLATIONS = LEVELS.map(({ from, to }) => translation(from, to))

/** The key in JavaScript, the same steps as the SQL function (used by the tests and the benchmark). */
export function khmerSortKey(text: string) {
  let units = text.normalize('NFD')
  for (const [from, to] of TABLES.replacements) units = units.replaceAll(from, to)
  return TRANSLATIONS.map((translate) => translate(units)).join(SEPARATOR)
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/** The SQL function the migration creates; the test checks the migration still holds exactly this. */
export function khmerSortKeySql() {
  let units = 'normalize(name, NFD)'
  for (const [from, to] of TABLES.replacements) units = `replace(${units}, ${literal(from)}, ${literal(to)})`
  const level = ({ from, to }: { from: string; to: string }) =>
    `translate(u, ${literal(from)}, ${literal(to)})`
  return [
    'CREATE OR REPLACE FUNCTION khmer_sort_key(name text) RETURNS bytea',
    'LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$',
    `  SELECT convert_to(${LEVELS.map(level).join(` || chr(1) || `)}, 'UTF8')`,
    `  FROM (SELECT ${units} AS u) AS units`,
    '$$;',
  ].join('\n')
}

/** Whether the reader asked for Khmer (`Accept-Language: km…`, or `kh` as the app's own paths say it). */
export const readerPrefersKhmer = (acceptLanguage: string | undefined) =>
  /^(km|kh)\b/i.test(acceptLanguage ?? '')

/** The Khmer sort key computed from a column, where the table keeps no key of its own (small tables, joins). */
export const khmerSortKeyOf = (column: SQLWrapper): SQL => sql`khmer_sort_key(${column})`

/**
 * A name to order by in a report's own SQL: the Khmer sort key (a stored key column, or `khmerSortKeyOf` the
 * Khmer name) for a Khmer reader, rows without a Khmer name after, by English name; else the English name.
 */
export function nameOrder(khmerReader: boolean, khmerKey: SQLWrapper, english: SQLWrapper): SQL {
  return khmerReader ? sql`${khmerKey}, ${english}` : sql`${english}`
}

/** Fields that always hold Khmer (`name_kh`, `product_name_kh`) sort by the key; so does a free name for Khmer readers. */
const KHMER_FIELD = /(^|_)name_kh$/

/**
 * What a list orders by for `field`: the Khmer sort key where the field holds Khmer text, so paging walks the
 * dictionary order on either engine, else the column itself. The key is the table's stored one when it keeps one
 * (`storedKey`, e.g. `products.name_kh_sort_key`, indexed), else computed. A party's `name` is written in either
 * script: Khmer readers get it in Khmer order.
 */
export function orderTarget(
  field: string,
  column: SQLWrapper,
  readerPrefersKhmer: boolean,
  storedKey?: SQLWrapper,
): SQLWrapper {
  if (KHMER_FIELD.test(field) || (field === 'name' && readerPrefersKhmer))
    return storedKey ?? khmerSortKeyOf(column)
  return column
}
