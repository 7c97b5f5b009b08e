import type { DocumentDto } from '@jobboard/api/contracts/profile/documents';

export type ProfileDocument = DocumentDto;

export const documentTypes = ['resume', 'cover_letter', 'misc'] as const;

/** The first non-empty line of a document's extracted text, shortened for display. */
export function firstLine(text: string | null): string | null {
  const line = text
    ?.split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  if (!line) return null;
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
