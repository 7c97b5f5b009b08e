import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { experiences } from './schema/attributes';

const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('keeps rows written before a clean close when the folder is opened again', async () => {
    const first = await openDatabase({ driver: 'pglite', dataDir });
    await migrateDatabase(first);
    await first.db
      .insert(experiences)
      .values({ labelEn: 'Written before restart', labelFr: 'Écrit avant le redémarrage' });
    await first.close();

    const second = await openDatabase({ driver: 'pglite', dataDir });
    await migrateDatabase(second);
    const rows = await second.db
      .select()
      .from(experiences)
      .where(eq(experiences.labelEn, 'Written before restart'));
    await second.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.labelFr).toBe('Écrit avant le redémarrage');
  }, 60_000);
});
