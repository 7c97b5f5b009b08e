import { asc } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { experiences } from '@jobboard/db/schema/attributes';

export async function listExperiences(db: Database) {
  const rows = await db
    .select()
    .from(experiences)
    .orderBy(asc(experiences.position), asc(experiences.id));
  return rows.map((e) => ({ id: e.id, label: { fr: e.labelFr, en: e.labelEn } }));
}
