import Papa from 'papaparse'
import { headerKey, readSheet } from './move-in-cells.ts'

type Reader = {
  name: (cell: (header: string) => string) => string
  phone: string
  email: string
  address: string[]
}

/** How each system's customer export reads as our customer columns. */
const READERS = {
  // Loyverse: Customer name, Email, Phone, Address, City, Province, Postal code, Country, Customer code, ...
  loyverse: {
    name: (cell) => cell('Customer name') || cell('Name'),
    phone: 'Phone',
    email: 'Email',
    address: ['Address', 'City', 'Province', 'Region', 'Postal code', 'Country'],
  },
  // Square: First Name, Last Name, Email Address, Phone Number, Nickname, Company Name, Street Address 1, ...
  square: {
    name: (cell) =>
      [cell('First Name'), cell('Last Name')].filter(Boolean).join(' ') ||
      cell('Company Name') ||
      cell('Nickname'),
    phone: 'Phone Number',
    email: 'Email Address',
    address: ['Street Address 1', 'Street Address 2', 'City', 'State', 'Postal Code'],
  },
} satisfies Record<string, Reader>

/** Which system wrote this customer file, from its header; null for our own format. */
export function customerSourceOf(header: string[]): keyof typeof READERS | null {
  const keys = new Set(header.map(headerKey))
  if (keys.has('customer code') || keys.has('points balance')) return 'loyverse'
  if (keys.has('square customer id') || (keys.has('first name') && keys.has('email address'))) return 'square'
  return null
}

/**
 * A Loyverse or Square customer export rewritten as our customer CSV (name, phone, email, address), one
 * record for each of theirs so the row numbers of the preview are the file's; null for any other file.
 * It is then imported as ours: matched by phone, checked and written the same way.
 */
export function translateCustomers(csv: string): string | null {
  const { header, records } = readSheet(csv)
  const source = customerSourceOf(header)
  if (!source) return null
  const reader: Reader = READERS[source]
  const index = new Map(header.map((name, i) => [headerKey(name), i]))
  const rows = records.map((record) => {
    const cell = (name: string) => (record[index.get(headerKey(name)) ?? -1] ?? '').trim()
    return [
      reader.name(cell),
      cell(reader.phone),
      cell(reader.email),
      reader.address.map(cell).filter(Boolean).join(', '),
    ]
  })
  return Papa.unparse({ fields: ['name', 'phone', 'email', 'address'], data: rows })
}
