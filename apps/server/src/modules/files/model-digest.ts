import { askConnectedModel, type ConnectedModel } from '../../adapters/ai/connected-model';
import { chunkText } from './chunk-text';
import type { DocumentDigest } from './summarize-document';

/** A connected model (OpenAI-compatible or a local file) that writes the digest of a document. */
export interface DigestModel extends ConnectedModel {
  /** The model reads images (AI_VISION): a picture is described by it. */
  canSeeImages: boolean;
}

/** A document this long is read in one call; longer ones part by part, then the parts together. */
const SINGLE_PASS_CHARS = 12_000;
const PART_CHARS = 8_000;
/** Parts read at most: a model call each, so a long report costs a bounded wait. */
const MAX_PARTS = 6;
const MAX_KEY_POINTS = 6;

const SYSTEM =
  'You summarise documents faithfully. Say only what the document says; never add facts, ' +
  'opinions or advice. Write in the language of the document.';

const DIGEST_LAYOUT =
  'Write a summary of at most four sentences, then three to six key points, in exactly this ' +
  'layout:\nSummary: <the summary>\nKey points:\n- <a key point>\n- <a key point>';

function ask(model: DigestModel, prompt: string, image?: Uint8Array): Promise<string> {
  return askConnectedModel(model, {
    system: SYSTEM,
    messages: [
      {
        role: 'user',
        content: image
          ? [
              { type: 'text', text: prompt },
              { type: 'image', image },
            ]
          : prompt,
      },
    ],
  });
}

/** The summary and key points out of the model's answer in DIGEST_LAYOUT; undefined if not there. */
export function parseDigest(answer: string): DocumentDigest | undefined {
  const [head = '', ...rest] = answer.split(/^\s*key points:/im);
  const summary = /summary:\s*([\s\S]*)/i.exec(head)?.[1]?.trim();
  if (!summary) return undefined;
  const pointsText = rest.join('\n');
  const keyPoints = pointsText
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean)
    .slice(0, MAX_KEY_POINTS);
  return { summary, keyPoints };
}

/**
 * The digest of a document written by the connected model from the extracted text: in one call
 * when it is short; otherwise each of its first MAX_PARTS parts summarised, then the summaries
 * digested together. Throws when the model fails or answers out of layout: the caller falls back
 * to the extractive digest.
 */
export async function digestWithModel(model: DigestModel, text: string): Promise<DocumentDigest> {
  let source = text;
  if (text.length > SINGLE_PASS_CHARS) {
    const parts = chunkText(text, PART_CHARS).slice(0, MAX_PARTS);
    const summaries: string[] = [];
    for (const [index, part] of parts.entries()) {
      summaries.push(
        await ask(
          model,
          `Part ${index + 1} of a longer document:\n<<<\n${part}\n>>>\n` +
            'Summarise this part in at most three sentences.',
        ),
      );
    }
    source = summaries.join('\n\n');
  }
  const answer = await ask(model, `Document:\n<<<\n${source}\n>>>\n${DIGEST_LAYOUT}`);
  const digest = parseDigest(answer);
  if (!digest) throw new Error('The model did not answer in the digest layout.');
  return digest;
}

/** What a picture shows, in the connected model's words (a vision model only). */
export function describeImageWithModel(model: DigestModel, image: Uint8Array): Promise<string> {
  return ask(
    model,
    'Describe this image in two or three sentences: what it shows, and any text that matters.',
    image,
  );
}
