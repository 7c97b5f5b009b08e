/** A stored file as an HTTP answer: inline (shown in the browser) or as a download. */
export function fileResponse(
  file: { bytes: Uint8Array; mimeType: string; fileName: string },
  disposition: 'inline' | 'attachment',
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
      'content-disposition': `${disposition}; filename="${ascii || 'file'}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'x-content-type-options': 'nosniff',
      // A file shown inline runs nothing and is framed by nobody.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
