import type {
  Citation,
  CitationList,
  ResearchProject,
  ResearchProjectList,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCitation } from '../../src/modules/productivity/formats/format-citation';
import type { ProductivityService } from '../../src/modules/productivity/productivity.service';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import {
  type Account,
  CITATIONS,
  create,
  expectStatus,
  newAccount,
  PROJECTS,
  send,
} from './productivity-client';
import { productivityServiceOf } from './service-of';

const BOOK = {
  title: 'The Structure of Scientific Revolutions',
  authors: ['Thomas S. Kuhn'],
  sourceType: 'book' as const,
  publisher: 'University of Chicago Press',
  publicationDate: '1962',
};

/** What the formatter makes of a citation's fields (its exact text is the formatter's tests'). */
function formattedOf(citation: Citation): string {
  return formatCitation(
    {
      title: citation.title,
      authors: citation.authors,
      sourceType: citation.sourceType,
      ...(citation.url ? { url: citation.url } : {}),
      ...(citation.publisher ? { publisher: citation.publisher } : {}),
      ...(citation.publicationDate ? { publicationDate: citation.publicationDate } : {}),
      ...(citation.doi ? { doi: citation.doi } : {}),
    },
    citation.citationStyle,
  );
}

describe.each(databases)('productivity research ($kind)', (factory) => {
  let t: TestApp;
  let ada: Account;
  let service: ProductivityService;

  const projects = async (account: Account, query = '') =>
    expectStatus<ResearchProjectList>(
      await send(t.app, account, 'GET', `${PROJECTS}${query}`),
      200,
    );
  const citations = async (account: Account, query = '') =>
    expectStatus<CitationList>(await send(t.app, account, 'GET', `${CITATIONS}${query}`), 200);

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
    ada = await newAccount(t.app);
    service = productivityServiceOf(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, edits and deletes a research project', async () => {
    const project = await create<ResearchProject>(t.app, ada, PROJECTS, {
      title: 'AI trends',
      tags: ['ai'],
      deadline: '2026-06-30',
    });
    expect(project).toMatchObject({
      title: 'AI trends',
      description: '',
      tags: ['ai'],
      deadline: '2026-06-30',
      status: 'active',
    });
    expect((await projects(ada)).projects).toContainEqual(project);
    const edited = expectStatus<{ project: ResearchProject }>(
      await send(t.app, ada, 'PATCH', `${PROJECTS}/${project.id}`, { status: 'completed' }),
      200,
    ).project;
    expect(edited).toMatchObject({
      title: 'AI trends',
      deadline: '2026-06-30',
      status: 'completed',
    });
    const cleared = expectStatus<{ project: ResearchProject }>(
      await send(t.app, ada, 'PATCH', `${PROJECTS}/${project.id}`, { deadline: null }),
      200,
    ).project;
    expect(cleared.deadline).toBeNull();
    expect((await send(t.app, ada, 'DELETE', `${PROJECTS}/${project.id}`)).statusCode).toBe(200);
    expect((await projects(ada)).projects.map(({ id }) => id)).not.toContain(project.id);
  });

  it('formats a citation on the server in its style, whatever the client sends', async () => {
    const citation = await create<Citation>(t.app, ada, CITATIONS, {
      ...BOOK,
      formattedCitation: 'Made up by the client',
    });
    expect(citation).toMatchObject({ ...BOOK, citationStyle: 'APA', tags: [] });
    expect(citation.formattedCitation).not.toBe('Made up by the client');
    expect(citation.formattedCitation).toBe(formattedOf(citation));
    expect(citation.formattedCitation!.length).toBeGreaterThan(0);

    const restyled = expectStatus<{ citation: Citation }>(
      await send(t.app, ada, 'PATCH', `${CITATIONS}/${citation.id}`, {
        citationStyle: 'MLA',
        formattedCitation: 'Client text again',
      }),
      200,
    ).citation;
    expect(restyled).toMatchObject({ ...BOOK, citationStyle: 'MLA' });
    expect(restyled.formattedCitation).toBe(formattedOf(restyled));

    const retitled = expectStatus<{ citation: Citation }>(
      await send(t.app, ada, 'PATCH', `${CITATIONS}/${citation.id}`, {
        title: 'The Copernican Revolution',
        publicationDate: '1957',
      }),
      200,
    ).citation;
    expect(retitled).toMatchObject({ title: 'The Copernican Revolution', citationStyle: 'MLA' });
    expect(retitled.formattedCitation).toBe(formattedOf(retitled));
    expect((await citations(ada)).citations).toContainEqual(retitled);
  });

  it('keeps a DOI, clears an optional field given null, and formats the citation without it', async () => {
    const citation = await create<Citation>(t.app, ada, CITATIONS, {
      ...BOOK,
      doi: 'https://doi.org/10.1000/xyz123',
      url: 'https://example.org/kuhn',
      notes: 'Chapter 9',
    });
    // A doi.org link is kept as the bare DOI, and a citation with one is answered (it was a 500).
    expect(citation.doi).toBe('10.1000/xyz123');
    expect(citation.formattedCitation).toContain('10.1000/xyz123');
    expect((await citations(ada)).citations).toContainEqual(citation);
    const cleared = expectStatus<{ citation: Citation }>(
      await send(t.app, ada, 'PATCH', `${CITATIONS}/${citation.id}`, { doi: null, notes: null }),
      200,
    ).citation;
    expect(cleared).not.toHaveProperty('doi');
    expect(cleared).not.toHaveProperty('notes');
    expect(cleared).toMatchObject({ ...BOOK, url: 'https://example.org/kuhn' });
    expect(cleared.formattedCitation).not.toContain('10.1000/xyz123');
    expect(cleared.formattedCitation).toBe(formattedOf(cleared));
    expect((await citations(ada)).citations).toContainEqual(cleared);
    // A required field cannot be cleared.
    expectStatus(
      await send(t.app, ada, 'PATCH', `${CITATIONS}/${citation.id}`, { title: null }),
      400,
    );
  });

  it('previews a citation in all four styles without storing it', async () => {
    const before = (await citations(ada)).total;
    const response = await send(t.app, ada, 'POST', `${CITATIONS}/format`, {
      ...BOOK,
      doi: 'https://doi.org/10.1000/xyz123',
    });
    const { formatted } = expectStatus<{ formatted: Record<string, string> }>(response, 200);
    expect(Object.keys(formatted).sort()).toEqual(['APA', 'Chicago', 'Harvard', 'MLA']);
    for (const [style, text] of Object.entries(formatted)) {
      expect(text).toBe(
        formatCitation({ ...BOOK, doi: '10.1000/xyz123' }, style as Citation['citationStyle']),
      );
    }
    expect((await citations(ada)).total).toBe(before);
  });

  it('reads an author written "Family, Given" and writes a title-case title as each style does', async () => {
    const exported = { ...BOOK, authors: ['Kuhn, Thomas S.'] };
    const citation = await create<Citation>(t.app, ada, CITATIONS, exported);
    expect(citation).toMatchObject({ authors: ['Kuhn, Thomas S.'], title: BOOK.title });
    expect(citation.formattedCitation).toBe(
      'Kuhn, T. S. (1962). The structure of scientific revolutions. University of Chicago Press.',
    );
    const { formatted } = expectStatus<{ formatted: Record<string, string> }>(
      await send(t.app, ada, 'POST', `${CITATIONS}/format`, exported),
      200,
    );
    expect(formatted).toEqual({
      APA: citation.formattedCitation,
      MLA: 'Kuhn, Thomas S. The Structure of Scientific Revolutions. University of Chicago Press, 1962.',
      Chicago:
        'Kuhn, Thomas S. 1962. The Structure of Scientific Revolutions. University of Chicago Press.',
      Harvard:
        'Kuhn, T.S. (1962) The structure of scientific revolutions. University of Chicago Press.',
    });
  });

  it('files citations under the user’s own projects and keeps them when a project goes', async () => {
    const bea = await newAccount(t.app, 'Bea');
    const project = await create<ResearchProject>(t.app, bea, PROJECTS, { title: 'Physics' });
    const other = await create<ResearchProject>(t.app, bea, PROJECTS, { title: 'History' });
    const filed = await create<Citation>(t.app, bea, CITATIONS, { ...BOOK, projectId: project.id });
    const loose = await create<Citation>(t.app, bea, CITATIONS, { title: 'A web page' });
    expect(filed.projectId).toBe(project.id);
    expect(loose.projectId).toBeUndefined();

    const ofProject = await citations(bea, `?projectId=${project.id}`);
    expect(ofProject).toMatchObject({ total: 1, citations: [{ id: filed.id }] });
    expect((await citations(bea)).total).toBe(2);

    const moved = expectStatus<{ citation: Citation }>(
      await send(t.app, bea, 'PATCH', `${CITATIONS}/${loose.id}`, { projectId: other.id }),
      200,
    ).citation;
    expect(moved.projectId).toBe(other.id);
    const detached = expectStatus<{ citation: Citation }>(
      await send(t.app, bea, 'PATCH', `${CITATIONS}/${loose.id}`, { projectId: null }),
      200,
    ).citation;
    expect(detached.projectId).toBeUndefined();

    expect((await send(t.app, bea, 'DELETE', `${PROJECTS}/${project.id}`)).statusCode).toBe(200);
    const kept = (await citations(bea)).citations.find(({ id }) => id === filed.id);
    expect(kept).toMatchObject({ title: BOOK.title });
    expect(kept?.projectId).toBeUndefined();
    expect((await send(t.app, bea, 'GET', `${CITATIONS}?projectId=${project.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(t.app, bea, 'POST', CITATIONS, { title: 'x', projectId: project.id })).statusCode,
    ).toBe(404);
  });

  it('deletes a citation', async () => {
    const citation = await create<Citation>(t.app, ada, CITATIONS, { title: 'Short-lived' });
    expect((await send(t.app, ada, 'DELETE', `${CITATIONS}/${citation.id}`)).statusCode).toBe(200);
    expect((await send(t.app, ada, 'DELETE', `${CITATIONS}/${citation.id}`)).statusCode).toBe(404);
  });

  it('refuses invalid projects and citations with 400', async () => {
    const refused = [
      await send(t.app, ada, 'POST', PROJECTS, { title: '  ' }),
      await send(t.app, ada, 'POST', PROJECTS, { title: 'x', deadline: 'soon' }),
      await send(t.app, ada, 'POST', PROJECTS, { title: 'x', status: 'paused' }),
      await send(t.app, ada, 'POST', PROJECTS, { title: 'x', tags: ['a', ''] }),
      await send(t.app, ada, 'POST', CITATIONS, { title: ' ' }),
      await send(t.app, ada, 'POST', CITATIONS, { title: 'x', citationStyle: 'IEEE' }),
      await send(t.app, ada, 'POST', CITATIONS, { title: 'x', url: 'javascript:alert(1)' }),
      await send(t.app, ada, 'POST', CITATIONS, { title: 'x', doi: 'not a doi' }),
      await send(t.app, ada, 'POST', CITATIONS, { title: 'x', publicationDate: 'May 2020' }),
      await send(t.app, ada, 'POST', CITATIONS, { title: 'x', authors: ['Ada', ' '] }),
      await send(t.app, ada, 'POST', `${CITATIONS}/format`, { title: '' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const trimmed = await create<Citation>(t.app, ada, CITATIONS, {
      title: 'x',
      authors: [' Ada Lovelace ', 'Charles Babbage'],
      tags: [' computing '],
    });
    expect(trimmed).toMatchObject({
      authors: ['Ada Lovelace', 'Charles Babbage'],
      tags: ['computing'],
    });
  });

  it('makes one research project for a user with none, however many calls run at once', async () => {
    const cem = await newAccount(t.app, 'Cem');
    const made = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.ensureResearchProject(cem.id, '  Renewable   energy trends '),
      ),
    );
    const created = made.filter((project) => project !== undefined);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      title: 'Research: Renewable energy trends',
      tags: ['ai-generated', 'research'],
      status: 'active',
    });
    expect((await projects(cem)).projects).toEqual(created);
    expect(await service.ensureResearchProject(cem.id, 'Another question')).toBeUndefined();
    expect((await projects(cem)).total).toBe(1);

    // A user who made a project themselves gets none.
    const dee = await newAccount(t.app, 'Dee');
    await create<ResearchProject>(t.app, dee, PROJECTS, { title: 'Mine' });
    expect(await service.ensureResearchProject(dee.id, 'Market analysis')).toBeUndefined();
    expect((await projects(dee)).projects.map(({ title }) => title)).toEqual(['Mine']);
  });

  it('names the automatic project within the title limit', async () => {
    const eve = await newAccount(t.app, 'Eve');
    const project = await service.ensureResearchProject(eve.id, 'quantum '.repeat(60));
    expect(project?.title.startsWith('Research: quantum quantum')).toBe(true);
    expect(project!.title.length).toBeLessThanOrEqual(200);
  });
});
