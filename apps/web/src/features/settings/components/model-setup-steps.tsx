import { useId } from 'react';

/** One way to connect a language model: what it is, and the commands to paste. */
interface ModelSetupWay {
  title: string;
  commands: readonly string[];
}

// The README's "A language model on this server" and Configuration table, as commands to paste.
// `model:pull` prints the exact LOCAL_MODEL_PATH line for the server's data folder.
const WAYS: readonly ModelSetupWay[] = [
  {
    title:
      'Run a small model inside this server (about 490 MB, downloaded once; the first command prints the line that starts the server with it):',
    commands: [
      'npm run model:pull',
      'LOCAL_MODEL_PATH=./data/models/qwen2.5-0.5b-instruct-q4_k_m.gguf npm start',
    ],
  },
  {
    title: 'Or connect Ollama on the same machine:',
    commands: [
      'ollama pull llama3.2',
      'AI_BASE_URL=http://localhost:11434/v1 AI_MODEL=llama3.2 npm start',
    ],
  },
  {
    title:
      'Or any other OpenAI-compatible server (vLLM, LM Studio, llama.cpp’s server, OpenAI…), with its key if it needs one:',
    commands: [
      'AI_BASE_URL=https://api.openai.com/v1 AI_MODEL=gpt-4o-mini AI_API_KEY=your-key npm start',
    ],
  },
];

/**
 * The copy-paste steps to give this server a language model, for whoever runs it: shown while the
 * built-in engine answers, and where the chat's "How to connect a language model" leads.
 */
export function ModelSetupSteps() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="font-medium text-foreground">
        Connect a language model
      </h4>
      <p>
        The built-in engine works out math, dates and unit conversions and answers from what it can
        look up; writing, translating and explaining need a language model. Whoever runs this server
        connects one in one of these ways, then restarts it:
      </p>
      <ul className="grid gap-3">
        {WAYS.map((way) => (
          <li key={way.title} className="grid gap-1.5">
            <span>{way.title}</span>
            <pre className="rounded-md border bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap text-foreground select-all [overflow-wrap:anywhere]">
              <code>{way.commands.join('\n')}</code>
            </pre>
          </li>
        ))}
      </ul>
      <p className="text-xs">
        Set LOCAL_MODEL_PATH or AI_BASE_URL, not both. The README’s “A language model on this
        server” has the details.
      </p>
    </section>
  );
}
