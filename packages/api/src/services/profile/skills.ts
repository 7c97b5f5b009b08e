import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import { skills } from '@jobboard/db/schema/candidates';
import { nocJobTitles } from '@jobboard/db/schema/places';
import type { SkillDto, SkillInput } from '../../contracts/profile/skills';
import { DomainError } from '../../errors';
import type { ProfileContext } from './profile-context';

const skillColumns = {
  id: skills.id,
  attributeId: skills.attributeId,
  nocJobTitleId: skills.nocJobTitleId,
  label: skills.label,
  level: skills.level,
  attrFr: offerAttributes.labelFr,
  attrEn: offerAttributes.labelEn,
  nocFr: nocJobTitles.titleFr,
  nocEn: nocJobTitles.titleEn,
};

function selectSkills(ctx: ProfileContext) {
  return ctx.db
    .select(skillColumns)
    .from(skills)
    .leftJoin(offerAttributes, eq(offerAttributes.id, skills.attributeId))
    .leftJoin(nocJobTitles, eq(nocJobTitles.id, skills.nocJobTitleId));
}

type SkillRow = Awaited<ReturnType<ReturnType<typeof selectSkills>['where']>>[number];

function skillDto(row: SkillRow): SkillDto {
  return {
    id: row.id,
    attribute_id: row.attributeId,
    noc_job_title_id: row.nocJobTitleId,
    label: {
      fr: row.attrFr ?? row.nocFr ?? row.label,
      en: row.attrEn ?? row.nocEn ?? row.label,
    },
    level: row.level ?? 1,
  };
}

export async function listSkills(ctx: ProfileContext): Promise<SkillDto[]> {
  const rows = await selectSkills(ctx).where(eq(skills.userId, ctx.userId)).orderBy(asc(skills.id));
  return rows.map(skillDto);
}

export async function getSkill(ctx: ProfileContext, id: number): Promise<SkillDto> {
  const [row] = await selectSkills(ctx).where(
    and(eq(skills.id, id), eq(skills.userId, ctx.userId)),
  );
  if (!row) throw DomainError.notFound();
  return skillDto(row);
}

/** The label the chosen source gives, after checking it exists (a skill attribute of this board). */
async function sourceLabel(ctx: ProfileContext, input: SkillInput): Promise<string> {
  if (input.attribute_id !== undefined) {
    const [attribute] = await ctx.db
      .select({ fr: offerAttributes.labelFr, en: offerAttributes.labelEn })
      .from(offerAttributes)
      .where(
        and(
          eq(offerAttributes.id, input.attribute_id),
          eq(offerAttributes.type, 'skill'),
          or(isNull(offerAttributes.board), eq(offerAttributes.board, ctx.board)),
        ),
      );
    if (!attribute) throw DomainError.invalid({ attribute_id: ['unknown_skill'] });
    return attribute[ctx.locale];
  }
  const [title] = await ctx.db
    .select({ fr: nocJobTitles.titleFr, en: nocJobTitles.titleEn })
    .from(nocJobTitles)
    .where(eq(nocJobTitles.id, input.noc_job_title_id ?? 0));
  if (!title) throw DomainError.invalid({ noc_job_title_id: ['unknown_skill'] });
  return title[ctx.locale];
}

/** The candidate's skill from the same source (skill attribute or NOC title), if there is one. */
async function skillFromSource(
  ctx: ProfileContext,
  input: SkillInput,
  except?: number,
): Promise<number | undefined> {
  const source =
    input.attribute_id !== undefined
      ? eq(skills.attributeId, input.attribute_id)
      : eq(skills.nocJobTitleId, input.noc_job_title_id ?? 0);
  const [row] = await ctx.db
    .select({ id: skills.id })
    .from(skills)
    .where(
      and(
        eq(skills.userId, ctx.userId),
        source,
        except === undefined ? undefined : ne(skills.id, except),
      ),
    )
    .orderBy(asc(skills.id))
    .limit(1);
  return row?.id;
}

async function setLevel(ctx: ProfileContext, id: number, level: number): Promise<void> {
  await ctx.db
    .update(skills)
    .set({ level })
    .where(and(eq(skills.id, id), eq(skills.userId, ctx.userId)));
}

/**
 * Adds a skill; one the candidate already has (same attribute or NOC title) is not added twice,
 * it takes the new level instead (`added: false`).
 */
export async function createSkill(
  ctx: ProfileContext,
  input: SkillInput,
): Promise<{ skill: SkillDto; added: boolean }> {
  const label = await sourceLabel(ctx, input);
  const existing = await skillFromSource(ctx, input);
  if (existing !== undefined) {
    await setLevel(ctx, existing, input.level);
    return { skill: await getSkill(ctx, existing), added: false };
  }
  const [row] = await ctx.db
    .insert(skills)
    .values({
      userId: ctx.userId,
      attributeId: input.attribute_id ?? null,
      nocJobTitleId: input.noc_job_title_id ?? null,
      label,
      level: input.level,
    })
    .returning({ id: skills.id });
  if (!row) throw new Error('skill insert returned no row');
  return { skill: await getSkill(ctx, row.id), added: true };
}

/**
 * Edits a skill. Turned into one the candidate already has, the two become one: that one takes
 * the level and this one goes (the answer is the skill kept, under its own id).
 */
export async function updateSkill(
  ctx: ProfileContext,
  id: number,
  input: SkillInput,
): Promise<SkillDto> {
  await getSkill(ctx, id);
  const label = await sourceLabel(ctx, input);
  const other = await skillFromSource(ctx, input, id);
  if (other !== undefined) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(skills)
        .set({ level: input.level })
        .where(and(eq(skills.id, other), eq(skills.userId, ctx.userId)));
      await tx.delete(skills).where(and(eq(skills.id, id), eq(skills.userId, ctx.userId)));
    });
    return getSkill(ctx, other);
  }
  await ctx.db
    .update(skills)
    .set({
      attributeId: input.attribute_id ?? null,
      nocJobTitleId: input.noc_job_title_id ?? null,
      label,
      level: input.level,
    })
    .where(and(eq(skills.id, id), eq(skills.userId, ctx.userId)));
  return getSkill(ctx, id);
}

export async function deleteSkill(ctx: ProfileContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(skills)
    .where(and(eq(skills.id, id), eq(skills.userId, ctx.userId)))
    .returning({ id: skills.id });
  if (deleted.length === 0) throw DomainError.notFound();
}
