import path from 'node:path';

/**
 * A board's images live in its tenant folder, `tenants/<key>/images/<file>`, and are served at
 * `/boards/<key>/<file>` (the paths board.ts names). This maps one to the other, for the route
 * that serves them and for scripts that read them (scripts/render-og-images.ts).
 */
const imageUrl =
  /^\/boards\/([a-z][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp|avif|ico))$/;

export const imageContentTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

export interface BoardImage {
  key: string;
  file: string;
  contentType: string;
}

/** The board and file of an image URL, or null for anything that is not one (no traversal). */
export function parseBoardImageUrl(url: string): BoardImage | null {
  const match = imageUrl.exec(url);
  if (!match) return null;
  const [, key = '', file = '', ext = ''] = match;
  return { key, file, contentType: imageContentTypes[ext] ?? 'application/octet-stream' };
}

/** Where an image of a board sits on disk, under the tenants folder. */
export function boardImageFile(tenantsDir: string, image: Pick<BoardImage, 'key' | 'file'>) {
  return path.join(tenantsDir, image.key, 'images', image.file);
}
