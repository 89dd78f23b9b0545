import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FILE_ANALYSIS_FAILURE_MESSAGE, SHARED_DOCUMENT_ERROR_MESSAGE } from '@polymath/shared';
import { onLimitReached } from '@/lib/limit-events';
import type { ChatMessage } from '../logic/chat-message';
import type { ChatMessageSource } from '../session/chat-message-source';
import { runPendingReplies } from '../session/run-pending-replies';
import { useChatStore } from '../stores/chat-store';
import { analysisOf, createFakeFileReader } from '../testing/fake-file-reader';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { setUpChatTests } from '../testing/reset-chat';
import { Toaster } from '@/components/ui/toast';
import { ChatView } from './chat-view';

let source: ChatMessageSource;
let fake: ReturnType<typeof createFakeFileReader>;

function renderChat(options: { withReader?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <ChatView
        isAppReady
        messageSource={source}
        fileReader={options.withReader === false ? undefined : fake.reader}
      />
    </MemoryRouter>,
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const messageLog = () => screen.getByRole('log', { name: 'Messages' });
const pdf = (name = 'report.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('files in the chat', () => {
  setUpChatTests();
  beforeEach(() => {
    source = createMemoryMessageSource();
    fake = createFakeFileReader();
  });

  it('attaches a file from Upload file and sends it with the question, then shows the analysis', async () => {
    const user = userEvent.setup();
    renderChat();
    const uploadButton = screen.getByRole('button', { name: 'Upload file' });
    expect(uploadButton).not.toHaveAttribute('aria-disabled');
    const input = screen.getByLabelText('Choose a file to analyze');
    const click = vi.spyOn(input, 'click');
    await user.click(uploadButton);
    expect(click).toHaveBeenCalledOnce();

    await user.upload(input, pdf());
    const chip = screen.getByRole('group', { name: 'Attached file' });
    expect(chip).toHaveTextContent('report.pdf');
    expect(chip).toHaveTextContent('2048 bytes');

    await user.type(messageBox(), 'What does it say about nitrate?{Enter}');
    expect(screen.queryByRole('group', { name: 'Attached file' })).toBeNull();
    expect(fake.reads).toHaveLength(1);
    const [read] = fake.reads;
    expect(read?.file?.name).toBe('report.pdf');
    expect(read?.request).toEqual({ query: 'What does it say about nitrate?' });
    expect(within(messageLog()).getByText('report.pdf')).toBeInTheDocument();

    // The upload's progress, then the reading's label.
    act(() => read?.onProgress?.(0.4));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Sending the file… 40%')).toBeInTheDocument();
    act(() => read?.onProgress?.(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing file...');

    act(() => read?.answer(analysisOf('report.pdf')));
    const card = await screen.findByRole('region', { name: 'File analysis' });
    expect(card).toHaveTextContent('The report is about rivers.');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nitrate fell.', 'Phosphate stayed high.']);
    expect(within(card).getByText('Extracted text')).toBeInTheDocument();
    expect(messageLog()).toHaveTextContent('report.pdf (a file you sent)');
    // The user's own file: theirs, not a 100%-reliable source.
    expect(messageLog()).toHaveTextContent('Yours: not counted in confidence');
    expect(messageLog()).not.toHaveTextContent('Reliability 100%');
    expect(
      source.getMessages().map(({ role, fileName, status }) => [role, fileName, status]),
    ).toEqual([
      ['user', 'report.pdf', undefined],
      ['assistant', undefined, 'complete'],
    ]);
  });

  it('sends an attached file without a question, and not while the reply is on its way', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.upload(screen.getByLabelText('Choose a PDF to analyze'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fake.reads).toHaveLength(1);
    expect(fake.reads[0]?.request).toEqual({});

    await user.upload(screen.getByLabelText('Choose a file to analyze'), pdf('second.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fake.reads).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Attached file' })).toHaveTextContent('second.pdf');
  });

  it('keeps a file it cannot send attached, saying why, and removes it on request', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.upload(
      screen.getByLabelText('Choose a file to analyze'),
      pdf('huge.pdf', 10 * 1024 * 1024 + 1),
    );
    const chip = screen.getByRole('group', { name: 'Attached file' });
    expect(within(chip).getByRole('alert')).toHaveTextContent('huge.pdf is too large.');
    // Send looks disabled, and trying says why, aloud, each time.
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(fake.reads).toHaveLength(0);
    expect(source.getMessages()).toHaveLength(0);
    const refusals = () => screen.getAllByRole('alert').filter((alert) => !chip.contains(alert));
    expect(refusals()).toHaveLength(1);
    expect(refusals()[0]).toHaveTextContent('Not sent: huge.pdf is too large.');
    await user.type(messageBox(), 'what is in it?{Enter}');
    expect(refusals()[0]).toHaveTextContent('Not sent: huge.pdf is too large.');
    expect(source.getMessages()).toHaveLength(0);

    await user.click(within(chip).getByRole('button', { name: 'Remove attachment' }));
    expect(screen.queryByRole('group', { name: 'Attached file' })).toBeNull();
    expect(useChatStore.getState().attachment).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
  });

  it("shows the spec's failure message with the server's reason folded beneath", async () => {
    const user = userEvent.setup();
    renderChat();
    await user.upload(screen.getByLabelText('Choose a file to analyze'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() =>
      fake.reads[0]?.answer({
        ok: false,
        status: 415,
        error: { message: 'This type of file cannot be analysed.', code: 'UNSUPPORTED_MEDIA_TYPE' },
      }),
    );
    expect(
      await within(messageLog()).findByText(FILE_ANALYSIS_FAILURE_MESSAGE),
    ).toBeInTheDocument();
    expect(screen.getByText('This type of file cannot be analysed.')).toBeInTheDocument();
  });

  it('says why the screen was not analysed when sharing does not start', async () => {
    fake = createFakeFileReader({
      canCaptureScreen: true,
      captureFailure: { title: 'The screen was not shared', description: 'Press Share.' },
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ChatView isAppReady messageSource={source} fileReader={fake.reader} />
        <Toaster />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Analyze screen' }));
    expect(await screen.findByText('The screen was not shared')).toBeInTheDocument();
    expect(screen.getByText('Press Share.')).toBeInTheDocument();
    expect(fake.reads).toHaveLength(0);
  });

  it('answers a refused screen analysis with the limit, and tells the app', async () => {
    fake = createFakeFileReader({ canCaptureScreen: true });
    const heard: string[] = [];
    const stop = onLimitReached((event) => heard.push(`${event.code} ${event.feature}`));
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Analyze screen' }));
    await waitFor(() => expect(fake.reads).toHaveLength(1));
    expect(fake.reads[0]?.request).toEqual({ purpose: 'screen' });
    act(() =>
      fake.reads[0]?.answer({
        ok: false,
        status: 429,
        error: { message: 'This feature is part of Premium.', code: 'LIMIT_REACHED' },
      }),
    );
    expect(await within(messageLog()).findByText('This feature is part of Premium.')).toBeVisible();
    expect(heard).toEqual(['LIMIT_REACHED screenAnalysis']);
    stop();
  });

  it('checks the shared-document link before sending it with the draft as its question', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Who wrote it?');
    await user.click(screen.getByRole('button', { name: 'Shared document URL' }));
    const link = screen.getByRole('textbox', { name: 'Shared document link' });
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter the link of a publicly shared document',
    );
    await user.type(link, 'not a link{Enter}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(fake.reads).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://docs.google.com/document/d/abc123/edit{Enter}');
    expect(fake.reads).toHaveLength(1);
    expect(fake.reads[0]?.request).toEqual({
      documentUrl: 'https://docs.google.com/document/d/abc123/edit',
      query: 'Who wrote it?',
    });
    expect(screen.queryByRole('textbox', { name: 'Shared document link' })).toBeNull();
    act(() =>
      fake.reads[0]?.answer({
        ok: false,
        status: 422,
        error: { message: SHARED_DOCUMENT_ERROR_MESSAGE, code: 'FILE_UNREADABLE' },
      }),
    );
    // Said once: the server's reason is the spec's own text here.
    expect(await within(messageLog()).findByText(SHARED_DOCUMENT_ERROR_MESSAGE)).toBeVisible();
    expect(within(messageLog()).getAllByText(SHARED_DOCUMENT_ERROR_MESSAGE)).toHaveLength(1);
  });

  it('attaches a pasted screenshot and a dropped file', () => {
    renderChat();
    const image = new File([new Uint8Array(4)], 'image.png', { type: 'image/png' });
    fireEvent.paste(messageBox(), { clipboardData: { files: [image], types: ['Files'] } });
    expect(useChatStore.getState().attachment).toBe(image);

    const dropped = pdf('dropped.pdf');
    const area = messageLog().parentElement!.parentElement!;
    const dataTransfer = { files: [dropped], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(area, { dataTransfer });
    expect(screen.getByText('Drop the file to attach it')).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer });
    expect(screen.queryByText('Drop the file to attach it')).toBeNull();
    expect(screen.getByRole('group', { name: 'Attached file' })).toHaveTextContent('dropped.pdf');
  });

  it('cancels the read when the user stops it', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.upload(screen.getByLabelText('Choose a file to analyze'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(fake.reads[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(source.getMessages().at(-1)?.status).toBe('stopped'));
  });

  it('settles a file reply that a reload left waiting', async () => {
    const waiting: ChatMessage = {
      id: 'reply-1',
      role: 'assistant',
      content: '',
      timestamp: new Date().toISOString(),
      status: 'streaming',
      loadingCategory: 'analyzing file',
    };
    source = createMemoryMessageSource([waiting]);
    runPendingReplies(source);
    await waitFor(() => expect(source.getMessages()[0]?.status).toBe('error'));
    expect(source.getMessages()[0]?.content).toMatch(/page was closed/);
  });

  it('says Coming soon for the file tools when the app reads no files', () => {
    renderChat({ withReader: false });
    expect(screen.getByRole('button', { name: 'Upload file' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByLabelText('Choose a file to analyze')).toBeNull();
  });
});
