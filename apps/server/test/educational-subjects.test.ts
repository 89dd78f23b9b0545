import {
  ANONYMOUS_ID_HEADER,
  EducationalSubjectsResponseSchema,
  LEARNING_CATEGORIES,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATIONAL_SUBJECTS } from '../src/modules/learning/subjects/subjects-directory';
import { buildTestApp, databases, type TestApp } from './build-test-app';

describe.each(databases)('GET /api/educational-subjects/all ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  const fetchAll = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/educational-subjects/all', headers });

  it('serves the whole directory without sign-in, with its counts', async () => {
    const response = await fetchAll();
    expect(response.statusCode).toBe(200);
    const body = EducationalSubjectsResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.data).toEqual(EDUCATIONAL_SUBJECTS);
    expect(Object.keys(body.data).sort()).toEqual([...LEARNING_CATEGORIES].sort());
    expect(body.totalCategories).toBe(Object.keys(body.data).length);
    const subjectCount = Object.values(body.data).reduce(
      (sum, category) => sum + Object.keys(category.subjects).length,
      0,
    );
    expect(body.totalSubjects).toBe(subjectCount);
    expect(body.totalCategories).toBeGreaterThanOrEqual(12);
    expect(body.totalSubjects).toBeGreaterThanOrEqual(72);
  });

  it('gives a guest the same directory as anyone else', async () => {
    const anonymous = await fetchAll();
    const guest = await fetchAll({ [ANONYMOUS_ID_HEADER]: '6f1c2b9e-5d0a-4c1e-9a63-2f6f7d1b8e40' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual(anonymous.json());
  });

  it('refuses other methods with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/educational-subjects/all' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });
});
