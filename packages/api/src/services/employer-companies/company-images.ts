import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { companies } from '@jobboard/db/schema/companies';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { EmployerCompanyDto } from '../../contracts/employer-companies';
import {
  companyImageMaxBytes,
  companyImageSizes,
  type CompanyImageKind,
} from '../../contracts/team-size-rules';
import { DomainError } from '../../errors';
import { employerCompanyDto } from './company-dto';
import type { EmployerContext } from './employer-context';
import { requireTeamCompany } from './team-companies';

/** Company images live under this storage prefix and are served publicly from this path. */
const storagePrefix = 'company-images';
export const companyImageUrlPrefix = '/api/company-images/';
const fileNamePattern = /^[a-f0-9-]{36}\.webp$/;

/** Raster formats a browser sends for a photo or logo; SVG (scriptable) is not one of them. */
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A decompression bomb is a small file with huge dimensions: sharp reads the header and refuses
 * anything above this before decoding a pixel.
 */
const maxInputPixels = 40_000_000;

/**
 * The upload re-encoded to the size the pages use: WebP, EXIF orientation applied and every
 * metadata block (GPS, camera, comments, any payload riding in them) dropped. The logo keeps
 * its proportions on a transparent 250×149 canvas; the cover is cropped to fill its frame.
 */
export async function reencodeCompanyImage(
  bytes: Uint8Array,
  kind: CompanyImageKind,
): Promise<Uint8Array> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !acceptedTypes.has(found.mime)) {
    throw new DomainError('unsupported_media_type', { messageKey: 'image_type_refused' });
  }
  const { width, height } = companyImageSizes[kind];
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) {
      throw new DomainError('payload_too_large', { messageKey: 'image_too_many_pixels' });
    }
    const resized =
      kind === 'logo'
        ? image.rotate().resize(width, height, {
            fit: 'contain',
            background: { r: 255, g: 255, b: 255, alpha: 0 },
          })
        : image.rotate().resize(width, height, { fit: 'cover', position: 'attention' });
    return new Uint8Array(await resized.webp({ quality: 82 }).toBuffer());
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new DomainError('payload_too_large', { messageKey: 'image_too_many_pixels' });
    }
    throw DomainError.invalid({ file: ['file_type_refused'] });
  }
}

const column = { logo: 'logo', cover: 'coverImage' } as const;

function storageKeyOf(url: string | null): string | null {
  if (!url?.startsWith(companyImageUrlPrefix)) return null;
  const file = url.slice(companyImageUrlPrefix.length);
  return fileNamePattern.test(file) ? `${storagePrefix}/${file}` : null;
}

/**
 * POST /ats/companies/{id}/images: stores the re-encoded image and points the company at it;
 * the image it replaces is deleted once the row no longer names it.
 */
export async function uploadCompanyImage(
  ctx: EmployerContext,
  storage: FileStorage,
  input: { id: number; kind: CompanyImageKind; file: File },
): Promise<EmployerCompanyDto> {
  const company = await requireTeamCompany(ctx, input.id);
  if (input.file.size > companyImageMaxBytes) throw new DomainError('payload_too_large');
  const webp = await reencodeCompanyImage(
    new Uint8Array(await input.file.arrayBuffer()),
    input.kind,
  );
  const file = `${randomUUID()}.webp`;
  await storage.put(`${storagePrefix}/${file}`, webp, 'image/webp');
  const [row] = await ctx.db
    .update(companies)
    .set({ [column[input.kind]]: `${companyImageUrlPrefix}${file}`, updatedAt: ctx.now })
    .where(and(eq(companies.id, company.id), eq(companies.teamId, ctx.teamId)))
    .returning();
  if (!row) {
    await storage.delete(`${storagePrefix}/${file}`);
    throw DomainError.notFound();
  }
  const previous = storageKeyOf(input.kind === 'logo' ? company.logo : company.coverImage);
  if (previous) await storage.delete(previous);
  return employerCompanyDto(row, ctx.locale);
}

/** GET /company-images/{file}: public, like the company pages that show it. */
export async function readCompanyImage(storage: FileStorage, file: string): Promise<Uint8Array> {
  if (!fileNamePattern.test(file)) throw DomainError.notFound();
  const bytes = await storage.get(`${storagePrefix}/${file}`);
  if (!bytes) throw DomainError.notFound();
  return bytes;
}
