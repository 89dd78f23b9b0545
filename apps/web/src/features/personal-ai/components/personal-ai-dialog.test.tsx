import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog';
import { setAuthToken } from '@/lib/auth-headers';
import {
  makeInsight,
  makeLearningProgress,
  makePreference,
  makeProfile,
  stubPersonalAiServer,
} from '../testing/personal-ai-server';
import { PERSONAL_AI_LOGIN_TEXT, PersonalAiDialog } from './personal-ai-dialog';

const PROFILE_PATH = '/api/personal-ai/profile';

interface RenderOptions {
  userId?: string | null;
  onSignIn?: () => void;
  onOpenChange?: (isOpen: boolean) => void;
}

function renderDialog({
  userId = 'user-1',
  onSignIn = vi.fn(),
  onOpenChange = vi.fn(),
}: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PersonalAiDialog open onOpenChange={onOpenChange} userId={userId} onSignIn={onSignIn} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return {
    dialog: screen.getByRole('dialog', { name: 'Personal AI Assistant' }),
    onSignIn,
    onOpenChange,
  };
}

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name }));
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const requests = (seen: { method: string; path: string }[]) =>
  seen.map(({ method, path }) => `${method} ${path}`);

// The form flows type and pick like a person, which takes a while on a busy machine.
const FLOW_TIMEOUT_MS = 20_000;

describe('the Personal AI Assistant', () => {
  it('asks a guest to log in, and Sign In opens sign-in in its place', async () => {
    const { seen } = stubPersonalAiServer(makeProfile());
    const { dialog, onSignIn, onOpenChange } = renderDialog({ userId: null });
    expect(within(dialog).getByText(PERSONAL_AI_LOGIN_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).toBeNull();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(seen).toEqual([]);
  });

  it('shows the 3 most recent insights, the counts and the personality in the overview', async () => {
    setAuthToken('token-1');
    const { seen } = stubPersonalAiServer(
      makeProfile({
        preferences: [makePreference('p1'), makePreference('p2')],
        insights: [
          makeInsight('oldest', { topic: 'Knitting', lastMentioned: '2026-01-01T09:00:00.000Z' }),
          makeInsight('new', { topic: 'Rust', lastMentioned: '2026-05-03T09:00:00.000Z' }),
          makeInsight('newest', { topic: 'Algebra', lastMentioned: '2026-05-04T09:00:00.000Z' }),
          makeInsight('mid', { topic: 'Tides', lastMentioned: '2026-04-01T09:00:00.000Z' }),
        ],
        learningProgress: [makeLearningProgress('Mathematics')],
        personalitySettings: {
          style: 'casual',
          verbosity: 'brief',
          expertise: 'adaptive',
          tone: 'friendly',
        },
      }),
    );
    const { dialog } = renderDialog();
    const recent = await within(dialog).findByRole('list', { name: 'Recent insights' });
    expect(
      within(recent)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Algebra', 'Rust', 'Tides']);
    const overview = within(dialog).getByRole('tabpanel', { name: 'Overview' });
    for (const [label, count] of [
      ['Preferences', '2'],
      ['Insights', '4'],
      ['Subjects', '1'],
    ] as const) {
      expect(within(overview).getByText(label).closest('div')).toHaveTextContent(
        `${label}${count}`,
      );
    }
    expect(
      within(dialog).getByText(/Casual style · Brief answers · Adaptive expertise · Friendly tone/),
    ).toBeInTheDocument();
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: PROFILE_PATH,
      authorization: 'Bearer token-1',
    });
  });

  it('shows insight cards with their first 3 keywords and sentiment, and analyzes on request', async () => {
    stubPersonalAiServer(makeProfile(), {
      analysis: {
        insights: [
          makeInsight('i1', {
            topic: 'Photosynthesis',
            frequency: 4,
            keywords: ['chlorophyll', 'light', 'glucose', 'leaves', 'carbon'],
            sentiment: 'positive',
          }),
        ],
        learningProgress: [makeLearningProgress('Biology', { completedTopics: ['Cells'] })],
      },
    });
    renderDialog();
    await screen.findByText(/No insights yet/);
    const user = await openTab('Insights');
    expect(screen.getByText(/No insights yet\. Analyze your conversations/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Analyze my conversations' }));
    const card = (await screen.findByRole('heading', { name: 'Photosynthesis' })).closest('li')!;
    expect(within(card).getByText(/Mentioned 4 times/)).toBeInTheDocument();
    expect(within(card).getByText('Positive')).toBeInTheDocument();
    const keywords = within(card).getByRole('list', { name: 'Keywords of Photosynthesis' });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['chlorophyll', 'light', 'glucose']);
    expect(screen.getByRole('status')).toHaveTextContent('Analysis done: 1 insight found.');

    await openTab('Learning');
    const progress = screen.getByRole('list', { name: 'Learning progress' });
    expect(within(progress).getByRole('heading', { name: 'Biology' })).toBeInTheDocument();
    expect(within(progress).getByText('Cells')).toBeInTheDocument();
    expect(within(progress).getByText('Learn the basics of Biology')).toBeInTheDocument();
    expect(within(progress).getByText('Try a Biology exercise')).toBeInTheDocument();
  });

  it('says Analyzing while the analysis runs', async () => {
    let finish: (response: Response) => void = () => {};
    stubPersonalAiServer(makeProfile());
    const answerStubbed = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((input, init) =>
      (input instanceof Request ? input.url : input.toString()).endsWith('/analyze-conversations')
        ? new Promise((resolve) => {
            finish = resolve;
          })
        : answerStubbed(input, init),
    );
    renderDialog();
    await screen.findByText(/No insights yet/);
    const user = await openTab('Insights');
    await user.click(screen.getByRole('button', { name: 'Analyze my conversations' }));
    const busy = screen.getByRole('button', { name: 'Analyzing…' });
    expect(busy).toBeDisabled();
    finish(Response.json({ insights: [], learningProgress: [] }));
    expect(await screen.findByRole('button', { name: 'Analyze my conversations' })).toBeEnabled();
  });

  it('says there is no learning progress yet', async () => {
    stubPersonalAiServer(makeProfile());
    renderDialog();
    await screen.findByText(/No insights yet/);
    await openTab('Learning');
    expect(screen.getByText(/No learning progress yet/)).toBeInTheDocument();
  });

  it(
    'adds a preference only once both fields hold text, and deletes it',
    async () => {
      const { seen, profile } = stubPersonalAiServer(makeProfile());
      renderDialog();
      await screen.findByText(/No insights yet/);
      const user = await openTab('Preferences');
      expect(screen.getByText(/No preferences yet/)).toBeInTheDocument();
      const add = screen.getByRole('button', { name: 'Add' });
      expect(add).toBeDisabled();

      await user.type(screen.getByLabelText('Preference'), 'Explanation style');
      expect(add).toBeDisabled();
      await user.type(screen.getByLabelText('Value'), '   ');
      expect(add).toBeDisabled();
      await user.type(screen.getByLabelText('Value'), 'Examples first');
      await choose(user, 'Category', 'Learning');
      expect(add).toBeEnabled();
      await user.click(add);

      const list = await screen.findByRole('list', { name: 'Preferences' });
      expect(within(list).getByText('Examples first')).toBeInTheDocument();
      expect(within(list).getByText('Learning')).toBeInTheDocument();
      const post = seen.find(({ method }) => method === 'POST');
      expect(post?.body).toMatchObject({
        category: 'learning',
        preference: 'Explanation style',
        value: 'Examples first',
      });
      expect(post?.body).toHaveProperty('id');
      expect(post?.body).toHaveProperty('dateAdded');
      expect(screen.getByLabelText('Preference')).toHaveValue('');

      await user.click(
        within(list).getByRole('button', { name: 'Delete preference Explanation style' }),
      );
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() => expect(screen.getByText(/No preferences yet/)).toBeInTheDocument());
      expect(requests(seen)).toContain(
        `DELETE /api/personal-ai/preferences/${(post?.body as { id: string }).id}`,
      );
      expect(profile.preferences).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'saves the personality, reloads the profile, and confirms',
    async () => {
      const { seen } = stubPersonalAiServer(makeProfile());
      renderDialog();
      await screen.findByText(/No insights yet/);
      const user = await openTab('AI Personality');
      for (const [field, value] of [
        ['Style', 'Balanced'],
        ['Verbosity', 'Medium'],
        ['Expertise', 'Adaptive'],
        ['Tone', 'Professional'],
      ]) {
        expect(screen.getByRole('combobox', { name: field })).toHaveTextContent(value!);
      }
      const save = screen.getByRole('button', { name: 'Save personality' });
      expect(save).toBeDisabled();

      await choose(user, 'Verbosity', 'Brief');
      expect(screen.getByRole('combobox', { name: 'Verbosity' })).toHaveAccessibleDescription(
        'Short answers, to the point',
      );
      await user.click(save);
      expect(
        await screen.findByText('Personality saved. New answers follow it.'),
      ).toBeInTheDocument();
      expect(requests(seen)).toEqual([
        `GET ${PROFILE_PATH}`,
        'POST /api/personal-ai/personality',
        `GET ${PROFILE_PATH}`,
      ]);
      expect(seen[1]?.body).toEqual({
        style: 'balanced',
        verbosity: 'brief',
        expertise: 'adaptive',
        tone: 'professional',
      });
      expect(screen.getByRole('button', { name: 'Save personality' })).toBeDisabled();

      await openTab('Overview');
      expect(screen.getByText(/Balanced style · Brief answers/)).toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  it('says when the profile cannot be loaded, logs it, and loads it on Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let isDown = true;
    stubPersonalAiServer(makeProfile({ insights: [makeInsight('a', { topic: 'Volcanoes' })] }), {
      profile: () =>
        isDown
          ? Response.json({ success: false, error: 'Down', code: 'INTERNAL' }, { status: 500 })
          : Response.json(makeProfile({ insights: [makeInsight('a', { topic: 'Volcanoes' })] })),
    });
    renderDialog();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your Personal AI profile could not be loaded.');
    expect(warn).toHaveBeenCalledWith(
      '[personal-ai] loading the profile failed',
      expect.anything(),
    );

    isDown = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Volcanoes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
