import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  learningRoutes,
  makeGap,
  makeInterest,
  makePath,
  makeResource,
  makeWikipediaKnowledge,
  pathWriteRoutes,
  stubLearningServer,
} from '../testing/learning-server';
import { renderStudyPlans } from '../testing/render-study-plans';

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

describe('Interests tab', () => {
  it('groups topics by category with confidence, mentions and the first 2 key questions', async () => {
    stubLearningServer(
      learningRoutes({
        interests: {
          'Computer Science': [
            makeInterest('JavaScript', 'Computer Science', {
              frequency: 3,
              confidenceLevel: 'intermediate',
              keyQuestions: ['Q one?', 'Q two?', 'Q three?'],
            }),
          ],
          Mathematics: [makeInterest('Algebra', 'Mathematics')],
        },
      }),
    );
    renderStudyPlans();
    await openTab('Interests');

    const group = screen.getByRole('region', { name: 'Computer Science' });
    const card = within(group).getByRole('region', { name: 'JavaScript' });
    expect(within(card).getByText('intermediate')).toBeInTheDocument();
    expect(within(card).getByText('Mentioned 3 times')).toBeInTheDocument();
    expect(within(card).getByText('Q two?')).toBeInTheDocument();
    expect(within(card).queryByText('Q three?')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mathematics' })).toBeInTheDocument();

    const learnMore = within(card).getByRole('link', { name: 'Learn More' });
    const question = new URL(learnMore.getAttribute('href')!, 'http://x').searchParams.get('q');
    expect(question).toContain('JavaScript');
    expect(question).toContain('Computer Science');
    expect(question).toMatch(/key concepts.*examples.*exercises/);
  });

  it('finds paths for a topic: fills the search, switches to Search and shows what matched', async () => {
    const path = makePath('js', { title: 'JavaScript Fundamentals' });
    const seen = stubLearningServer({
      ...learningRoutes({
        paths: [path],
        interests: { 'Computer Science': [makeInterest('JavaScript', 'Computer Science')] },
      }),
      'GET /api/learning-paths/search': () => Response.json({ results: [path] }),
    });
    renderStudyPlans();
    const user = await openTab('Interests');

    await user.click(screen.getByRole('button', { name: 'Find Paths' }));

    expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('learning path for JavaScript');
    expect(await screen.findByText('Found 1 learning path(s)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'JavaScript Fundamentals' })).toBeInTheDocument();
    const search = seen.find((request) => request.path === '/api/learning-paths/search');
    expect(new URLSearchParams(search?.search).get('q')).toBe('learning path for JavaScript');
  });

  it('says when no interests are detected yet', async () => {
    stubLearningServer(learningRoutes({}));
    renderStudyPlans();
    await openTab('Interests');
    expect(
      screen.getByText('No interests detected yet. Ask me about topics you want to learn!'),
    ).toBeInTheDocument();
  });
});

describe('Knowledge Gaps tab', () => {
  it('shows type, priority, question count and the first 60 characters of the latest question', async () => {
    const latest =
      'Why does my closure capture the loop variable instead of the value at that time?';
    stubLearningServer(
      learningRoutes({
        gaps: {
          'Computer Science': [
            makeGap('Closures', 'Computer Science', {
              gapType: 'concept',
              priority: 'high',
              detectedFrom: ['What is a closure?', latest],
            }),
          ],
        },
      }),
    );
    renderStudyPlans();
    await openTab('Knowledge Gaps');

    const card = screen.getByRole('region', { name: 'Closures' });
    expect(within(card).getByText('concept')).toBeInTheDocument();
    expect(within(card).getByText('high priority')).toBeInTheDocument();
    expect(within(card).getByText('Detected from 2 questions')).toBeInTheDocument();
    expect(within(card).getByText(`${latest.slice(0, 60)}…`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Learn More' })).toBeInTheDocument();
  });

  it('says when no gaps are identified yet', async () => {
    stubLearningServer(learningRoutes({}));
    renderStudyPlans();
    await openTab('Knowledge Gaps');
    expect(
      screen.getByText('No knowledge gaps identified yet. Keep learning and asking questions!'),
    ).toBeInTheDocument();
  });
});

describe('Search tab', () => {
  it('starts idle, filters the loaded paths when the search fails, and clears on blank text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paths = [
      makePath('py', { title: 'Python Basics', topics: ['pandas'] }),
      makePath('hist', { title: 'World History', category: 'History' }),
    ];
    stubLearningServer(learningRoutes({ paths }));
    renderStudyPlans();
    const user = await openTab('Search');

    expect(screen.getByText('Search for Learning Paths')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Search by title, topic, or keyword...');
    await user.type(box, 'PANDAS{Enter}');
    expect(await screen.findByText('Found 1 learning path(s)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Python Basics' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'quantum{Enter}');
    expect(await screen.findByText('No results found for the query')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(screen.getByText('Search for Learning Paths')).toBeInTheDocument();
  });

  it('previews a result’s plan as plain text; Start Learning closes and starts it', async () => {
    const path = makePath('py', { title: 'Python Basics' });
    const seen = stubLearningServer({
      ...learningRoutes({ paths: [path] }),
      'GET /api/learning-paths/search': () => Response.json({ results: [path] }),
      ...pathWriteRoutes([path]),
    });
    renderStudyPlans();
    const user = await openTab('Search');
    await user.type(screen.getByRole('searchbox'), 'python{Enter}');
    const card = await screen.findByRole('region', { name: 'Python Basics' });

    await user.click(within(card).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Study Plan: Python Basics' });
    expect(within(dialog).getByText(/Steps:/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start Learning' }));

    await waitFor(() =>
      expect(seen.some((request) => request.path.endsWith('update-progress'))).toBe(true),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Study Plan: Python Basics' }),
    ).toBeInTheDocument();
  });
});

describe('All Paths tab', () => {
  const paths = [
    makePath('b', { title: 'Beta', difficulty: 'intermediate', relevanceScore: 10, progress: 50 }),
    makePath('a', {
      title: 'Alpha',
      difficulty: 'beginner',
      relevanceScore: 90,
      recommended: true,
    }),
    makePath('c', {
      title: 'Gamma',
      difficulty: 'advanced',
      relevanceScore: 50,
      progress: 10,
      resources: ['1', '2', '3', '4', '5', '6'].map((id) => makeResource(`c${id}`)),
    }),
  ];

  function cardTitles() {
    return screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .map((id) => (id ? document.getElementById(id)?.textContent : null))
      .filter((title): title is string => ['Alpha', 'Beta', 'Gamma'].includes(title ?? ''));
  }

  it('counts the paths and sorts by relevance, difficulty, progress and title', async () => {
    stubLearningServer(learningRoutes({ paths }));
    renderStudyPlans();
    const user = await openTab('All Paths');

    expect(screen.getByText('3 learning paths')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Alpha', 'Gamma', 'Beta']);
    await user.click(screen.getByRole('button', { name: 'Difficulty' }));
    expect(cardTitles()).toEqual(['Gamma', 'Alpha', 'Beta']);
    await user.click(screen.getByRole('button', { name: 'Progress' }));
    expect(cardTitles()).toEqual(['Beta', 'Gamma', 'Alpha']);
    await user.click(screen.getByRole('button', { name: 'A-Z' }));
    expect(cardTitles()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.getByRole('button', { name: 'A-Z' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows Recommended, 4 resources, the rest as a count, and marks a resource done', async () => {
    stubLearningServer({
      ...learningRoutes({ paths }),
      ...pathWriteRoutes(paths),
    });
    renderStudyPlans();
    const user = await openTab('All Paths');

    expect(
      within(screen.getByRole('region', { name: 'Alpha' })).getByText('Recommended'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Beta' })).getByRole('button', {
        name: 'Continue',
      }),
    ).toBeInTheDocument();
    const gamma = screen.getByRole('region', { name: 'Gamma' });
    expect(within(gamma).getAllByRole('button', { name: 'Mark Done' })).toHaveLength(4);
    expect(within(gamma).getByText('+ 2 more resources')).toBeInTheDocument();
    expect(within(gamma).getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/');

    await user.click(within(gamma).getAllByRole('button', { name: 'Mark Done' })[0]!);
    expect(within(gamma).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
    expect(within(gamma).getAllByRole('button', { name: 'Mark Done' })[0]).toBeDisabled();
  });
});

describe('Wikipedia Learning tab', () => {
  it('shows the stat cards, the first 3 articles of each category and highlights reliable ones', async () => {
    const article = (title: string, reliability: number) => ({
      title,
      content: `${title} is a subject.`,
      reliability,
      timestamp: '2025-01-31T09:30:00.000Z',
      source: `https://en.wikipedia.org/wiki/${title}`,
    });
    stubLearningServer({
      ...learningRoutes({}),
      'GET /api/wikipedia-knowledge': () =>
        Response.json(
          makeWikipediaKnowledge({
            totalArticles: 5,
            categories: 2,
            systemStats: { articlesProcessedToday: 3, averageReliability: 0.94 },
            knowledgeByCategory: {
              Physics: ['Gravity', 'Light', 'Heat', 'Sound'].map((t) => article(t, 0.95)),
              History: [article('Rome', 0.8)],
            },
            lastUpdate: '2025-01-31T09:30:00.000Z',
          }),
        ),
    });
    renderStudyPlans();
    await openTab('Wikipedia Learning');

    const stats: [string, string][] = [
      ['Total Articles', '5'],
      ['Categories', '2'],
      ['Today', '3'],
      ['Reliability', '94%'],
    ];
    for (const [label, value] of stats) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    }
    const physics = screen.getByRole('region', { name: 'Physics' });
    expect(within(physics).getAllByRole('listitem')).toHaveLength(3);
    expect(within(physics).getAllByText('95% reliable')[0]).toHaveClass('text-success');
    expect(screen.getByText('80% reliable')).not.toHaveClass('text-success');
    expect(screen.getByText(/Articles that answered your questions/)).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('says the articles listed are the reader’s own, and where they will appear before there are any', async () => {
    stubLearningServer({
      ...learningRoutes({}),
      'GET /api/wikipedia-knowledge': () =>
        Response.json(makeWikipediaKnowledge({ totalArticles: 12, categories: 3 })),
    });
    renderStudyPlans();
    await openTab('Wikipedia Learning');

    expect(
      await screen.findByText(/Articles that answer your questions will be listed here/),
    ).toBeInTheDocument();
    expect(screen.getByText('Total Articles').nextSibling).toHaveTextContent('12');
    expect(screen.queryByText(/Articles that answered your questions/)).not.toBeInTheDocument();
  });

  it('says the learning system is not active and tries again', async () => {
    const seen = stubLearningServer(learningRoutes({}));
    renderStudyPlans();
    const user = await openTab('Wikipedia Learning');

    expect(await screen.findByText('No Wikipedia Knowledge Available')).toBeInTheDocument();
    expect(screen.getByText('Wikipedia learning system is not active')).toBeInTheDocument();
    const knowledgeCalls = () =>
      seen.filter((request) => request.path === '/api/wikipedia-knowledge').length;
    const before = knowledgeCalls();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(knowledgeCalls()).toBe(before + 1));
  });
});
