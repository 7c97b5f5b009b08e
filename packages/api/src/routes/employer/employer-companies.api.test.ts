import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { companies } from '@jobboard/db/schema/companies';
import { call, signUp } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let member: string;
let candidate: string;

interface Company {
  id: number;
  slug: string;
  name: string;
  name_fr: string | null;
  name_en: string | null;
  description_fr: string | null;
  description_en: string | null;
  website: string | null;
  team_size: string | null;
  logo: string | null;
  cover_image: string | null;
}

const body = (over: Record<string, unknown> = {}) => ({
  name_fr: 'Bistro Le Quai',
  name_en: '',
  description_fr: '<p>Un <strong>bistro</strong> du port.</p>',
  description_en: '',
  video_fr: '',
  video_en: '',
  website: 'https://lequai.example.ca',
  team_size: '11-50',
  ...over,
});

async function create(cookie: string, over: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/ats/companies', body(over), { cookie });
  return { status: res.status, json: (await res.json()) as { data: Company; errors?: object } };
}

function image(
  cookie: string | undefined,
  id: number,
  file: { bytes: Uint8Array; name: string; type: string },
  kind = 'logo',
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return t.request(`/api/ats/companies/${id}/images?lg=en`, {
    method: 'POST',
    host: 'hospitality.localhost',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    body: form,
  });
}

const photo = async (width: number, height: number, format: 'jpeg' | 'png') =>
  new Uint8Array(
    await sharp({
      create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .toFormat(format)
      .toBuffer(),
  );

/** A PNG whose header claims 20,000 × 20,000 pixels: tiny on disk, 1.6 GB once decoded. */
async function pngBomb(): Promise<Uint8Array> {
  const png = Buffer.from(await photo(1, 1, 'png'));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows 13 bytes on.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return new Uint8Array(png);
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, 'ats', 'alice@resto.example');
  bob = await signUp(t, 'ats', 'bob@other.example');
  member = await signUp(t, 'ats', 'member@resto.example');
  candidate = await signUp(t, 'jobboard', 'cand@example.com');
  // A team member who may manage offers and candidates but not companies (spec section 6).
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'member@resto.example'));
  const [perm] = await t.handle.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'manage_companies'));
  await t.handle.db
    .delete(userPermissions)
    .where(and(eq(userPermissions.userId, row!.id), eq(userPermissions.permissionId, perm!.id)));
});
afterAll(() => t.close());

describe('employer companies', () => {
  let quai: Company;

  it('creates a company of the team and lists it, newest first', async () => {
    const first = await create(alice);
    expect(first.status).toBe(201);
    quai = first.json.data;
    expect(quai).toMatchObject({
      slug: 'bistro-le-quai',
      name: 'Bistro Le Quai',
      name_en: null,
      website: 'https://lequai.example.ca',
      team_size: '11-50',
      logo: null,
    });
    const second = await create(alice, { name_fr: '', name_en: 'Harbour Café' });
    expect(second.status).toBe(201);

    const list = await call(t, 'GET', '/api/ats/companies', undefined, { cookie: alice });
    expect(list.status).toBe(200);
    const page = (await list.json()) as { data: Company[]; meta: { total: number } };
    expect(page.data.map((c) => c.name)).toEqual(['Harbour Café', 'Bistro Le Quai']);
    expect(page.meta).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
  });

  it('names a company in the other language when the reader’s is missing', async () => {
    const res = await call(t, 'GET', `/api/ats/companies/${quai.id}`, undefined, {
      cookie: alice,
      lg: 'en',
    });
    expect(((await res.json()) as { data: Company }).data.name).toBe('Bistro Le Quai');
  });

  it('edits a company with PUT and keeps the slug in step with the name', async () => {
    const res = await call(
      t,
      'PUT',
      `/api/ats/companies/${quai.id}`,
      body({ name_en: 'The Quay Bistro', description_en: '<p>A harbour bistro.</p>' }),
      { cookie: alice },
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Company };
    expect(data).toMatchObject({
      name_en: 'The Quay Bistro',
      description_en: '<p>A harbour bistro.</p>',
    });
    quai = data;
  });

  it('keeps another team’s companies out of sight: 404 on read, edit and upload', async () => {
    expect(
      (await call(t, 'GET', `/api/ats/companies/${quai.id}`, undefined, { cookie: bob })).status,
    ).toBe(404);
    expect(
      (await call(t, 'PUT', `/api/ats/companies/${quai.id}`, body(), { cookie: bob })).status,
    ).toBe(404);
    const upload = await image(bob, quai.id, {
      bytes: await photo(400, 300, 'png'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(upload.status).toBe(404);
    const list = await call(t, 'GET', '/api/ats/companies', undefined, { cookie: bob });
    expect(((await list.json()) as { data: Company[] }).data).toEqual([]);
    const [row] = await t.handle.db.select().from(companies).where(eq(companies.id, quai.id));
    expect(row?.nameFr).toBe('Bistro Le Quai');
  });

  it('answers another team’s id with 404 before reading the body: empty, invalid or no file', async () => {
    expect(
      (await call(t, 'PUT', `/api/ats/companies/${quai.id}`, {}, { cookie: bob })).status,
    ).toBe(404);
    const bad = body({ name_fr: '', name_en: '', website: 'nope' });
    expect(
      (await call(t, 'PUT', `/api/ats/companies/${quai.id}`, bad, { cookie: bob })).status,
    ).toBe(404);
    const json = await call(t, 'POST', `/api/ats/companies/${quai.id}/images`, {}, { cookie: bob });
    expect(json.status).toBe(404);
    const svg = { bytes: new TextEncoder().encode('<svg/>'), name: 'x.svg', type: 'image/svg+xml' };
    expect((await image(bob, quai.id, svg)).status).toBe(404);
    // The team's own id still gets the contract's answer.
    expect(
      (await call(t, 'PUT', `/api/ats/companies/${quai.id}`, {}, { cookie: alice })).status,
    ).toBe(422);
  });

  it('ignores team_id, id, slug and images sent in the body (mass assignment)', async () => {
    const [bobTeam] = await t.handle.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(eq(users.email, 'bob@other.example'));
    const { status, json } = await create(alice, {
      name_fr: 'Chez Ginette',
      team_id: bobTeam!.teamId,
      id: quai.id,
      slug: 'hijack',
      logo: 'https://evil.example/x.png',
      cover_image: 'javascript:alert(1)',
    });
    expect(status).toBe(201);
    expect(json.data.id).not.toBe(quai.id);
    expect(json.data).toMatchObject({ slug: 'chez-ginette', logo: null, cover_image: null });
    const [row] = await t.handle.db.select().from(companies).where(eq(companies.id, json.data.id));
    const [aliceTeam] = await t.handle.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(eq(users.email, 'alice@resto.example'));
    expect(row?.teamId).toBe(aliceTeam!.teamId);
  });

  it('refuses guests (401), candidates and members without manage_companies (403)', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/ats/companies'],
      ['POST', '/api/ats/companies', body()],
      ['GET', `/api/ats/companies/${quai.id}`],
      ['PUT', `/api/ats/companies/${quai.id}`, body()],
      ['GET', '/api/ats/team-sizes'],
    ];
    for (const [method, path, payload] of paths) {
      expect((await call(t, method, path, payload)).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, payload, { cookie: candidate })).status).toBe(403);
      const res = await call(t, method, path, payload, { cookie: member, lg: 'fr' });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(
        "Vous n'avez pas l'autorisation de faire ceci.",
      );
    }
    const png = { bytes: await photo(400, 300, 'png'), name: 'x.png', type: 'image/png' };
    expect((await image(member, quai.id, png)).status).toBe(403);
    expect((await image(undefined, quai.id, png)).status).toBe(401);
  });

  it('lists the team sizes in the reader’s language', async () => {
    const fr = await call(t, 'GET', '/api/ats/team-sizes', undefined, { cookie: alice, lg: 'fr' });
    const { data } = (await fr.json()) as { data: { id: string; label: string }[] };
    expect(data[0]).toEqual({ id: '1-10', label: '1 à 10 employés' });
    expect(data).toHaveLength(6);
  });
});

describe('company input rules', () => {
  it('needs a name in one language at least, in both languages’ words', async () => {
    for (const [lg, text] of [
      ['fr', 'Entrez le nom de l’entreprise dans au moins une langue.'],
      ['en', 'Enter the company name in at least one language.'],
    ] as const) {
      const res = await call(t, 'POST', '/api/ats/companies', body({ name_fr: ' ', name_en: '' }), {
        cookie: alice,
        lg,
      });
      expect(res.status).toBe(422);
      const json = (await res.json()) as { errors: Record<string, string[]> };
      expect(json.errors.name_fr).toEqual([text]);
      expect(json.errors.name_en).toEqual([text]);
    }
  });

  it('refuses a website or video that is not an http(s) address, and unknown team sizes', async () => {
    const res = await call(
      t,
      'POST',
      '/api/ats/companies',
      body({
        website: 'javascript:alert(1)',
        video_fr: 'data:text/html,x',
        video_en: 'ftp://example.com/v',
        team_size: 'huge',
        name_en: 'x'.repeat(121),
      }),
      { cookie: alice },
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual([
      'name_en',
      'team_size',
      'video_en',
      'video_fr',
      'website',
    ]);
    expect(errors.website).toEqual(['Enter a full web address starting with https:// or http://.']);
  });

  it('stores descriptions without script, handlers or javascript: links', async () => {
    const { status, json } = await create(alice, {
      description_fr:
        '<p onclick="steal()">Bonjour<script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">lien</a> <a href="https://ok.example">site</a></p><style>p{}</style>',
      description_en: '<svg onload=alert(1)><p style="color:red" class="x">Hi</p></svg>',
    });
    expect(status).toBe(201);
    expect(json.data.description_fr).toBe(
      '<p>Bonjour lien <a href="https://ok.example/" rel="noopener noreferrer nofollow">site</a></p>',
    );
    expect(json.data.description_en).toBeNull();
    const [row] = await t.handle.db.select().from(companies).where(eq(companies.id, json.data.id));
    expect(`${row?.descriptionFr}${row?.descriptionEn}`).not.toMatch(
      /script|onerror|onclick|javascript|style|svg/,
    );
  });

  it('answers 413 to a 2 MB description and 422 to one over the length limit', async () => {
    const huge = await call(
      t,
      'POST',
      '/api/ats/companies',
      body({ description_fr: `<p>${'a'.repeat(2 * 1024 * 1024)}</p>` }),
      { cookie: alice },
    );
    expect(huge.status).toBe(413);
    const long = await call(
      t,
      'POST',
      '/api/ats/companies',
      body({ description_en: `<p>${'a'.repeat(150_000)}</p>` }),
      { cookie: alice },
    );
    expect(long.status).toBe(422);
    expect(
      ((await long.json()) as { errors: Record<string, string[]> }).errors.description_en,
    ).toEqual(['The description is too long (20,000 characters at most).']);
    // Short markup, long text: the reader-visible length is checked after sanitising.
    const wordy = await call(
      t,
      'POST',
      '/api/ats/companies',
      body({ description_fr: `<p>${'mot '.repeat(6000)}</p>` }),
      { cookie: alice },
    );
    expect(wordy.status).toBe(422);
  });
});

describe('company images', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(alice, { name_fr: 'Images inc.' })).json.data.id;
  });

  it('re-encodes a logo to a 250 × 149 WebP served publicly', async () => {
    const res = await image(alice, id, {
      bytes: await photo(1000, 600, 'jpeg'),
      name: 'logo.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Company };
    expect(data.logo).toMatch(/^\/api\/company-images\/[0-9a-f-]{36}\.webp$/);
    const served = await t.request(data.logo!, { host: 'hospitality.localhost' });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 250, height: 149 });
    expect(meta.exif).toBeUndefined();
  });

  it('re-encodes a cover to 1920 × 600 and deletes the image it replaces', async () => {
    const first = await image(
      alice,
      id,
      { bytes: await photo(800, 800, 'png'), name: 'c.png', type: 'image/png' },
      'cover',
    );
    const old = ((await first.json()) as { data: Company }).data.cover_image!;
    const second = await image(
      alice,
      id,
      { bytes: await photo(2400, 900, 'jpeg'), name: 'c.jpg', type: 'image/jpeg' },
      'cover',
    );
    const cover = ((await second.json()) as { data: Company }).data.cover_image!;
    expect(cover).not.toBe(old);
    const meta = await sharp(
      Buffer.from(await (await t.request(cover, { host: 'hospitality.localhost' })).arrayBuffer()),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 600 });
    expect((await t.request(old, { host: 'hospitality.localhost' })).status).toBe(404);
  });

  it('refuses an SVG with a script and a renamed executable with 415', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00]); // MZ: a Windows executable
    for (const file of [
      { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: svg, name: 'logo.png', type: 'image/png' },
      { bytes: exe, name: 'logo.jpg', type: 'image/jpeg' },
    ]) {
      const res = await image(alice, id, file);
      expect(res.status, file.name).toBe(415);
      expect(((await res.json()) as { message: string }).message).toBe(
        'This image type is not accepted. Use a JPEG, PNG or WebP image.',
      );
    }
  });

  it('refuses a 40 MB image with 413 before reading it all', async () => {
    const big = new Uint8Array(40 * 1024 * 1024);
    big.set(await photo(10, 10, 'jpeg'));
    const res = await image(alice, id, { bytes: big, name: 'big.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(413);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const res = await image(alice, id, {
      bytes: await pngBomb(),
      name: 'b.png',
      type: 'image/png',
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'This image is too large: at most 40 megapixels.',
    );
  });

  it('asks for a kind and a file', async () => {
    const res = await image(
      alice,
      id,
      { bytes: await photo(10, 10, 'png'), name: 'x.png', type: 'image/png' },
      'banner',
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.kind).toEqual([
      'Choose the logo or the cover image.',
    ]);
  });

  it('serves no file outside its own folder', async () => {
    for (const file of ['..%2F..%2Fetc%2Fpasswd', 'x.webp', `${'a'.repeat(36)}.png`]) {
      const res = await t.request(`/api/company-images/${file}`, { host: 'hospitality.localhost' });
      expect(res.status).toBe(404);
    }
  });
});
