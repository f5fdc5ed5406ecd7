import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { convert } from 'xmlbuilder2'

/** The OASIS UBL 2.1 schemas, vendored with their notice (test/ubl-2.1/README.md). */
const SCHEMAS = path.join(import.meta.dirname, '..', '..', '..', 'test', 'ubl-2.1', 'maindoc')

/**
 * Validates a document against the UBL 2.1 XSD with xmllint (Debian's libxml2-utils, installed by `.ci/run`):
 * answers xmllint's verdict, which names the element at fault when there is one.
 */
export function validateUbl(xml: string, root: 'Invoice' | 'CreditNote'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-ubl-'))
  const file = path.join(dir, `${root}.xml`)
  fs.writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, `UBL-${root}-2.1.xsd`), file], {
      stdio: 'pipe',
    })
    return 'valid'
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

type Node = Record<string, unknown>
const list = (value: unknown): Node[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => v as Node)

/** The XML as nested objects: `at(doc, 'cac:TaxTotal')` lists the elements of that name (repeated or not). */
export const parseUbl = (xml: string) => convert(xml, { format: 'object' }) as unknown as Node
export const at = (node: Node | undefined, ...names: string[]): Node[] =>
  names.reduce<Node[]>((nodes, name) => nodes.flatMap((n) => list(n[name])), node ? [node] : [])
export const one = (node: Node | undefined, ...names: string[]) => at(node, ...names)[0]
/** An element's text (`#` when it has attributes). */
export const text = (node: Node | undefined, ...names: string[]): string | undefined => {
  const value = names.length
    ? (at(node, ...names.slice(0, -1))[0]?.[names.at(-1) as string] as unknown)
    : node
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'object' && first !== null ? String((first as Node)['#']) : (first as string)
}
/** An amount in cents (USD) or riel (KHR), as written. */
export const amount = (node: Node | undefined) => {
  const value = text(node) as string
  const currency = String(node?.['@currencyID'])
  return { currency, value: currency === 'USD' ? Math.round(Number(value) * 100) : Number(value) }
}

/** A TaxTotal's subtotals as [category, taxable amount, tax amount], as the tax office reads them. */
export const taxSubtotals = (total: Node | undefined) =>
  at(total, 'cac:TaxSubtotal').map((s) => [
    text(s, 'cac:TaxCategory', 'cbc:ID'),
    amount(one(s, 'cbc:TaxableAmount')).value,
    amount(one(s, 'cbc:TaxAmount')).value,
  ])
