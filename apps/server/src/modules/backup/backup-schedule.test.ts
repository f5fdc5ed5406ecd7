import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { createBackups, dailyBackupDue, lastDueAt, scheduleDailyBackups } from './backup-service.ts'
import { tempFolder } from './backup-test-kit.ts'

const t = await createTestApp()
const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
/** Local time on 2026-11-<day>, as the shop's clock shows it. */
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes)
const silent = { info: () => {}, error: () => {} }

describe('when the daily backup is due', () => {
  it('is today at the set time once it has passed, else yesterday at that time', () => {
    expect(lastDueAt(at(5, 2, 30), '02:00')).toEqual(at(5, 2))
    expect(lastDueAt(at(5, 1, 59), '02:00')).toEqual(at(4, 2))
    expect(lastDueAt(at(1, 0, 10), '23:30')).toEqual(new Date(2026, 9, 31, 23, 30))
  })
})

describe('the daily backup', { timeout: 120_000 }, () => {
  it('is taken when due, not twice a day, and only the newest are kept', async () => {
    const folder = tempFolder('daily')
    const backups = createBackups(t.db, {
      engine,
      folder,
      uploadDir: tempFolder('daily-uploads'),
      keep: 3,
      daily: true,
      time: '02:00',
    })
    let now = at(1, 9)
    const schedule = scheduleDailyBackups(backups, silent, () => now)
    schedule.stop()

    // A new installation has none: the first check takes one at once.
    expect(dailyBackupDue(backups, now)).toBe(true)
    await schedule.check()
    expect(backups.list()).toHaveLength(1)
    // Later that day nothing more is due, also after midnight until 02:00.
    for (const when of [at(1, 18), at(2, 1, 59)]) {
      now = when
      await schedule.check()
    }
    expect(backups.list()).toHaveLength(1)

    // The computer was off at 02:00 on days 2 to 5: each morning's start catches up once.
    for (const day of [2, 3, 4, 5]) {
      now = at(day, 7, 30)
      await schedule.check()
      await schedule.check()
    }
    const kept = backups.list()
    expect(kept.map((backup) => new Date(backup.taken_at))).toEqual([
      at(5, 7, 30),
      at(4, 7, 30),
      at(3, 7, 30),
    ])
    expect(fs.readdirSync(folder).sort()).toEqual(kept.map((backup) => backup.file_name).sort())
    expect(backups.latest()?.size_bytes).toBeGreaterThan(1000)
  })

  it('leaves other files in the folder alone when pruning', async () => {
    const folder = tempFolder('daily-own')
    fs.writeFileSync(`${folder}/notes.txt`, 'the owner keeps this here')
    const backups = createBackups(t.db, {
      engine,
      folder,
      uploadDir: tempFolder('daily-own-uploads'),
      keep: 1,
      daily: true,
      time: '02:00',
    })
    await backups.take(at(1, 3))
    await backups.take(at(2, 3))
    expect(fs.readdirSync(folder).sort()).toEqual([backups.latest()?.file_name, 'notes.txt'].sort())
  })
})

describe('the backup routes', { timeout: 120_000 }, () => {
  it('show the last backup to who sees the settings, and take one for who changes them', async () => {
    const viewer = await t.signInWith(['settings.view'])
    const empty = await t.as(viewer.token).get('/api/backups/latest')
    expect(empty.statusCode).toBe(200)
    expect(empty.json().data).toMatchObject({
      last: null,
      daily: engine === 'pglite',
      time: '02:00',
      keep: 14,
    })
    expect((await t.as(viewer.token).post('/api/backups')).statusCode).toBe(403)

    const admin = await t.signInAs('admin')
    const taken = await t.as(admin.token).post('/api/backups')
    expect(taken.statusCode, taken.body).toBe(201)
    const latest = (await t.as(viewer.token).get('/api/backups/latest')).json().data
    expect(latest.last).toEqual(taken.json().data)
    expect(latest.last.file_name).toMatch(/^sms-backup-\d{8}T\d{6}Z\.zip$/)
    expect(Date.now() - Date.parse(latest.last.taken_at)).toBeLessThan(120_000)
  })
})
