import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database.ts';
import { FOREGROUND_CHECKPOINT_PAGES } from './sqlite-background-checkpoint.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function databaseFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'checkpoint-'));
  folders.push(folder);
  return join(folder, 'shop.sqlite');
}

/** About 400 pages of WAL: far below the server connection's own checkpoint threshold. */
async function writeRows(db: Db): Promise<void> {
  await sql`create table filler (text text not null)`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (let row = 0; row < 400; row++) {
      await sql`insert into filler (text) values (${'x'.repeat(3000)})`.execute(trx);
    }
  });
}

async function sizeWithin(file: string, atLeast: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  while (statSync(file).size < atLeast && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return statSync(file).size;
}

describe('SQLite checkpoints in the background', () => {
  it("copies committed pages into the database file without the server's connection checkpointing", async () => {
    const file = databaseFile();
    const db = createDb(`file:${file}`, { checkpointInBackground: true });
    const [setting] = (
      await sql<{
        wal_autocheckpoint: number;
      }>`pragma wal_autocheckpoint`.execute(db)
    ).rows;
    expect(setting?.wal_autocheckpoint).toBe(FOREGROUND_CHECKPOINT_PAGES);
    await writeRows(db);

    // 400 rows of 3 KB reach the file only through a checkpoint, and this connection makes none.
    expect(await sizeWithin(file, 1_000_000, 5000)).toBeGreaterThan(1_000_000);
    const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(db);
    expect(rows.rows[0]?.n).toBe(400);
    await db.destroy();
  });

  it('leaves checkpoints to the connection when not asked, as SQLite does by default', async () => {
    const file = databaseFile();
    const db = createDb(`file:${file}`);
    const [setting] = (
      await sql<{
        wal_autocheckpoint: number;
      }>`pragma wal_autocheckpoint`.execute(db)
    ).rows;
    expect(setting?.wal_autocheckpoint).toBe(1000);
    await writeRows(db);
    await new Promise((r) => setTimeout(r, 300));
    expect(statSync(file).size).toBeLessThan(1_000_000);
    await db.destroy();
  });
  // The cluster's primary opens the database, seeds it and closes it before it forks the server
  // processes: a process with nothing else to do must still get past the close, also while the
  // thread is busy checkpointing what was just written (1 in 4 starts with 2 processes ended there).
  it('lets a process that has nothing else to do close its database and go on', () => {
    const databaseModule = fileURLToPath(new URL('./database.ts', import.meta.url));
    const script = `
      const { createDb } = await import(${JSON.stringify(databaseModule)});
      const { sql } = await import('kysely');
      const db = createDb(process.env.CHECKPOINT_TEST_URL, { checkpointInBackground: true });
      await sql\`create table filler (text text not null)\`.execute(db);
      for (let row = 0; row < 2000; row++) await sql\`insert into filler (text) values (\${'x'.repeat(3000)})\`.execute(db);
      await db.destroy();
      console.log('went on');
    `;
    for (let run = 0; run < 5; run++) {
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, CHECKPOINT_TEST_URL: `file:${databaseFile()}` },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(child.stdout, child.stderr).toContain('went on');
    }
  });
});
