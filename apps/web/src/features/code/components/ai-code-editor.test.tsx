import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageWithCode } from '@polymath/shared';
import { onLimitReached, type LimitReached } from '@/lib/limit-events';
import { stubApiServer } from '@/testing/stub-api-server';
import { currentCode, useVibeCodingStore } from '../stores/vibe-coding-store';
import { AiCodeEditor } from './ai-code-editor';

const CODE = 'var total=1\n';

function renderEditor() {
  render(<AiCodeEditor code={CODE} language="javascript" />);
}

const requestBox = () => screen.getByRole('textbox', { name: 'Ask the AI to change the code' });
const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('the AI code editor', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useVibeCodingStore.setState({ language: 'javascript', codes: {}, assistantNotes: [] });
  });

  it('is disabled while the request is blank', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(applyButton()).toBeDisabled();
    await user.type(requestBox(), '   ');
    expect(applyButton()).toBeDisabled();
    await user.type(requestBox(), 'format');
    expect(applyButton()).toBeEnabled();
  });

  it("sends the request with the code, puts the answer's code in the editor and lists the exchange", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const seen = stubApiServer({
      'POST /api/chat-enhanced': () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              Response.json({
                message: 'Formatted the code with Prettier.',
                code: 'var total = 1;\n',
                language: 'javascript',
                isCodeResponse: true,
              }),
            );
        }),
    });
    renderEditor();
    await user.type(requestBox(), 'format the code{Enter}');
    expect(screen.getByRole('button', { name: 'Working...' })).toBeDisabled();
    release();
    await screen.findByText('Formatted the code with Prettier.');
    expect(seen[0]?.body).toEqual({
      message: messageWithCode('format the code', CODE, 'javascript'),
      conversationHistory: [],
    });
    expect(currentCode(useVibeCodingStore.getState())).toBe('var total = 1;\n');
    expect(screen.getByText('format the code')).toBeInTheDocument();
    expect(requestBox()).toHaveValue('');
  });

  it('switches the editor to the language of new code', async () => {
    const user = userEvent.setup();
    stubApiServer({
      'POST /api/chat-enhanced': () =>
        Response.json({
          message: 'Hello world in Go.',
          code: 'package main\n',
          language: 'go',
          isCodeResponse: true,
        }),
    });
    renderEditor();
    await user.type(requestBox(), 'hello world in go{Enter}');
    await screen.findByText('Hello world in Go.');
    expect(useVibeCodingStore.getState().language).toBe('go');
    expect(currentCode(useVibeCodingStore.getState())).toBe('package main\n');
  });

  it('shows words without code as the answer and leaves the code alone', async () => {
    const user = userEvent.setup();
    stubApiServer({
      'POST /api/chat-enhanced': () =>
        Response.json({ message: 'This change needs a connected model.', isCodeResponse: false }),
    });
    renderEditor();
    await user.type(requestBox(), 'add error handling{Enter}');
    await screen.findByText('This change needs a connected model.');
    expect(useVibeCodingStore.getState().codes.javascript).toBeUndefined();
  });

  it("falls back to the edit endpoint on an empty answer, and shows its refusal as 'AI Edit Failed'", async () => {
    const user = userEvent.setup();
    let edits = 0;
    const seen = stubApiServer({
      'POST /api/chat-enhanced': () => Response.json({ message: '', isCodeResponse: false }),
      'POST /api/ai-code-edit': () =>
        ++edits === 1
          ? Response.json({
              success: true,
              editedCode: 'let total = 1\n',
              explanation: 'var to let.',
            })
          : Response.json({ success: false, error: 'There is no var declaration in the code.' }),
    });
    renderEditor();
    await user.type(requestBox(), 'use let{Enter}');
    await screen.findByText('var to let.');
    expect(seen.map((request) => request.path)).toEqual([
      '/api/chat-enhanced',
      '/api/ai-code-edit',
    ]);
    expect(seen[1]?.body).toEqual({
      currentCode: CODE,
      language: 'javascript',
      editRequest: 'use let',
    });
    expect(useVibeCodingStore.getState().codes.javascript).toBe('let total = 1\n');

    await user.type(requestBox(), 'use let again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'AI Edit Failed: There is no var declaration in the code.',
    );
    expect(requestBox()).toHaveValue('use let again');
  });

  it("says 'AI Edit Error' when the call fails, and reports a used-up allowance", async () => {
    const user = userEvent.setup();
    const limits: LimitReached[] = [];
    const stop = onLimitReached((event) => limits.push(event));
    let calls = 0;
    stubApiServer({
      'POST /api/chat-enhanced': () =>
        ++calls === 1
          ? Response.json(
              {
                success: false,
                error: 'The assistant could not answer just now.',
                code: 'UNAVAILABLE',
              },
              { status: 503 },
            )
          : Response.json(
              { success: false, error: 'Allowance used (3/3 used).', code: 'LIMIT_REACHED' },
              { status: 429 },
            ),
    });
    renderEditor();
    await user.type(requestBox(), 'format{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'AI Edit Error: The assistant could not answer just now.',
    );
    await user.click(applyButton());
    await waitFor(() =>
      expect(limits).toEqual([
        { code: 'LIMIT_REACHED', message: 'Allowance used (3/3 used).', feature: 'codeGeneration' },
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Allowance used (3/3 used).');
    stop();
  });
});
