import { expect } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';

async function resumePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Camille Tremblay, durability', { x: 50, y: 780, font });
  return doc.save();
}

/**
 * The demo candidate applying to many hospitality offers at once, over plain HTTP, for the fault
 * tests (issue 13: an application answered 2xx is never lost; issue 44: with several workers).
 */
export function candidateClient(base: string, host: string) {
  let cookie = '';
  const call = (p: string, init: RequestInit = {}) =>
    fetch(`${base}${p}`, {
      ...init,
      headers: { host, cookie, accept: 'application/json', ...(init.headers ?? {}) },
    });
  return {
    call,
    /** Signs in, uploads a résumé and lists the offers to apply to. */
    async prepare(): Promise<{ resumeId: number; offerIds: number[] }> {
      const login = await call('/api/jobboard/auth/login?lg=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'candidate@demo.jobboard.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      cookie =
        /((?:__Host-)?jb_session=[^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const form = new FormData();
      form.set(
        'file',
        new File([new Uint8Array(await resumePdf())], 'cv.pdf', { type: 'application/pdf' }),
      );
      form.set('type', 'resume');
      const uploaded = await call('/api/jobboard/hospitality/user/documents?lg=en', {
        method: 'POST',
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const resumeId = ((await uploaded.json()) as { data: { id: number } }).data.id;
      const offerIds: number[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const list = (await (
          await call(`/api/jobboard/hospitality/offers?page=${page}`)
        ).json()) as { data: { id: number }[] };
        offerIds.push(...list.data.map((o) => o.id));
      }
      expect(offerIds.length).toBeGreaterThan(40);
      return { resumeId, offerIds };
    },
    /**
     * Applies to every offer, four at a time; `afterEach` sees the ids answered 201 so far (the
     * fault is injected there). A request whose connection dies gets no answer and no promise.
     */
    async applyToAll(
      offerIds: number[],
      resumeId: number,
      afterEach: (answered: number[]) => void,
    ): Promise<{ answered: number[]; failures: number }> {
      const answered: number[] = [];
      let failures = 0;
      const queue = [...offerIds];
      const lane = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          try {
            const res = await call(`/api/jobboard/hospitality/offers/${id}/apply?lg=en`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ resume: resumeId, consent: true }),
            });
            if (res.status === 201)
              answered.push(((await res.json()) as { data: { id: number } }).data.id);
            else failures += 1;
          } catch {
            // The connection died with a worker: like a client, wait a moment before the next
            // request rather than spending the whole queue on connections the primary has not
            // yet learnt are dead.
            failures += 1;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          afterEach(answered);
        }
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
      return { answered, failures };
    },
    /** Every answered application is stored, with its file. */
    async expectStored(answered: number[]): Promise<void> {
      const after = (await (
        await call('/api/jobboard/hospitality/user/applications?lg=en')
      ).json()) as { data: { id: number }[] };
      const stored = new Set(after.data.map((a) => a.id));
      for (const id of answered) {
        expect(stored.has(id), `application ${id}`).toBe(true);
        const file = await call(`/api/jobboard/hospitality/user/applications/${id}/resume`);
        expect(file.status, `file of application ${id}`).toBe(200);
        expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
    },
  };
}
