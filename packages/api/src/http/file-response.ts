/**
 * A stored file as an HTTP answer: inline (shown in the browser) or as a download. The ASCII
 * `filename` is for old clients (`fallbackName` when nothing of the name is ASCII); `filename*`
 * keeps the real one.
 */
export function fileResponse(
  file: { bytes: Uint8Array; mimeType: string; fileName: string },
  disposition: 'inline' | 'attachment',
  fallbackName = 'file',
): Response {
  const ascii = file.fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'content-type': file.mimeType,
      'content-length': String(file.bytes.byteLength),
      'content-disposition': `${disposition}; filename="${ascii || fallbackName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'x-content-type-options': 'nosniff',
      // A file shown inline runs nothing and is framed by nobody.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
