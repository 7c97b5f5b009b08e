import type { companies } from '@jobboard/db/schema/companies';
import type { EmployerCompanyDto } from '../../contracts/employer-companies';
import type { Locale } from '@jobboard/tenancy/board-config';
import { localized } from '../localized';

export type CompanyRow = typeof companies.$inferSelect;

export function employerCompanyDto(row: CompanyRow, locale: Locale): EmployerCompanyDto {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(locale, row.nameFr, row.nameEn) ?? '',
    name_fr: row.nameFr,
    name_en: row.nameEn,
    description_fr: row.descriptionFr,
    description_en: row.descriptionEn,
    video_fr: row.videoFr,
    video_en: row.videoEn,
    website: row.website,
    team_size: row.teamSize,
    logo: row.logo,
    cover_image: row.coverImage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
