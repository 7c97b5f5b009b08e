import type { FileStorage } from '../../adapters/storage/file-storage';
import { DomainError } from '../../errors';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamApplication } from './team-application';

export type ApplicationFileKind = 'resume' | 'cover-letter';

export interface EmployerApplicationFile {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

/**
 * A file an application sent, for the offer's team: the copy made when applying. A deleted
 * candidate's files are gone (404), as is a kind the application did not send.
 */
export async function readEmployerApplicationFile(
  ctx: EmployerContext,
  storage: FileStorage,
  offerId: number,
  applicationId: number,
  kind: ApplicationFileKind,
): Promise<EmployerApplicationFile> {
  const row = await teamApplication(ctx, offerId, applicationId);
  const key = kind === 'resume' ? row.resumeStorageKey : row.coverLetterStorageKey;
  if (!key || row.userId === null) throw DomainError.notFound();
  const bytes = await storage.get(key);
  if (!bytes) throw DomainError.notFound();
  const name = kind === 'resume' ? row.resumeName : row.coverLetterName;
  const mime = kind === 'resume' ? row.resumeMimeType : row.coverLetterMimeType;
  return {
    bytes,
    mimeType: mime ?? 'application/octet-stream',
    fileName: name ?? kind,
  };
}
