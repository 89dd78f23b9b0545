import {
  EducationalSubjectsResponseSchema,
  type EducationalSubjects,
  type EducationalSubjectsResponse,
} from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { SubjectsDirectoryPage } from '../../pages/subjects-directory';

const poll = { timeout: UI_TIMEOUT_MS };

/** The directory the server serves, to know which cards each search should show. */
async function fetchDirectory(baseUrl: string): Promise<EducationalSubjectsResponse> {
  const response = await fetch(new URL('/api/educational-subjects/all', baseUrl));
  expect(response.status).toBe(200);
  return EducationalSubjectsResponseSchema.parse(await response.json());
}

/** Titles of the subjects whose title, description or a source name holds `word`. */
function titlesMatching(directory: EducationalSubjects, word: string): string[] {
  const needle = word.toLowerCase();
  return Object.values(directory)
    .flatMap((category) => Object.values(category.subjects))
    .filter((subject) =>
      [subject.title, subject.description, ...subject.sources.map((s) => s.name)]
        .join('\n')
        .toLowerCase()
        .includes(needle),
    )
    .map((subject) => subject.title);
}

test('searches the subjects directory with filters', async ({ app, baseUrl }) => {
  const { data, totalCategories, totalSubjects } = await fetchDirectory(baseUrl);
  const directory = new SubjectsDirectoryPage(app);
  await app.gotoFresh();
  await directory.openFromLearningTab();

  await directory.totals.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await directory.totals.textContent()).toBe(
    `${totalCategories} categories · ${totalSubjects} subjects`,
  );
  await expect.poll(() => directory.cards.count(), poll).toBe(totalSubjects);
  expect(await directory.tab('All Subjects').getAttribute('aria-selected')).toBe('true');

  // A word that only some subjects use, in titles, descriptions or source names.
  const calculusTitles = titlesMatching(data, 'calculus');
  expect(calculusTitles.length).toBeGreaterThan(0);
  await directory.search('Calculus');
  await expect.poll(() => directory.cardTitles(), poll).toEqual(calculusTitles);
  expect(await directory.shownCount.textContent()).toBe(
    `Showing ${calculusTitles.length} of ${totalSubjects} subjects`,
  );

  await directory.search('');
  await directory.chooseCategory('Physics');
  await directory.chooseLevel('Advanced');
  const advancedPhysics = Object.values(data.Physics!.subjects).filter(
    (subject) => subject.difficulty === 'advanced',
  );
  expect(advancedPhysics.length).toBeGreaterThan(0);
  await expect
    .poll(() => directory.cardTitles(), poll)
    .toEqual(advancedPhysics.map((subject) => subject.title));
  expect(await directory.shownCount.textContent()).toBe(
    `Showing ${advancedPhysics.length} of ${totalSubjects} subjects`,
  );

  const subject = advancedPhysics[0]!;
  const card = directory.card(subject.title);
  expect(await card.textContent()).toContain('Physics');
  expect(await card.textContent()).toContain('Advanced');
  expect(await card.textContent()).toContain(subject.estimatedTime);
  expect(await card.textContent()).toContain(`${subject.sources.length} sources`);

  await card.getByRole('button', { name: 'View Sources & Details', exact: true }).click();
  const sources = card.getByRole('list', { name: 'Sources', exact: true }).getByRole('listitem');
  await expect.poll(() => sources.count(), poll).toBe(subject.sources.length);
  const first = subject.sources[0]!;
  expect(await sources.first().textContent()).toContain(first.name);
  expect(await sources.first().textContent()).toContain(first.description);
  const visit = sources.first().getByRole('link', { name: 'Visit Source', exact: true });
  expect(await visit.getAttribute('href')).toBe(first.url);
  expect(await visit.getAttribute('target')).toBe('_blank');
  expect(await visit.getAttribute('rel')).toBe('noopener noreferrer');

  await card.getByRole('button', { name: 'Show Less', exact: true }).click();
  await expect.poll(() => sources.count(), poll).toBe(0);

  await directory.tab('By Category').click();
  const physicsSection = directory.root
    .getByRole('tabpanel', { name: 'By Category' })
    .getByRole('region', { name: 'Physics', exact: true });
  await physicsSection.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await physicsSection.textContent()).toContain(data.Physics!.description);

  await directory.search('no subject is called this');
  await directory.emptyText.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await directory.cards.count()).toBe(0);
});

test('fits the directory on a phone and scrolls its list', async ({ openContext }) => {
  const context = await openContext({ viewport: MOBILE_VIEWPORT });
  const app = new AppPage(await context.newPage());
  const directory = new SubjectsDirectoryPage(app);
  await app.gotoFresh();
  await directory.openFromLearningTab();
  await directory.totals.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

  const box = await directory.root.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);

  const lastCard = directory.cards.last();
  await lastCard.scrollIntoViewIfNeeded();
  const lastBox = await lastCard.boundingBox();
  expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);
  expect(await directory.searchBox.isVisible()).toBe(true);
});
