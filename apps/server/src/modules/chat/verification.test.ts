import { CHAT } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { knowledgeHit } from '../../../test/chat-doubles';
import { selectSources } from './sources';
import {
  COMPUTED_CONFIDENCE,
  notApplicableVerification,
  OWN_SOURCES_ONLY_NOTE,
  UNANSWERED_NOTE,
  UNVERIFIED_CONFIDENCE,
  UNVERIFIED_NOTE,
  verifyAnswer,
} from './verification';

const tower = knowledgeHit();

function verify(answer: string, reliability = tower.reliability) {
  const hits = [{ ...tower, reliability }];
  return verifyAnswer({ answer, sources: selectSources(answer, hits), isComputed: false });
}

describe('verifyAnswer', () => {
  it('gives an answer taken from a reliable source the high band', () => {
    const result = verify('The Eiffel Tower is a wrought-iron lattice tower in Paris, France.');
    expect(result.confidence).toBeGreaterThan(CHAT.confidenceHigh);
    expect(result.inconsistencies).toEqual([]);
  });

  it('does not hold a sentence introducing a list against the sources', () => {
    const answer =
      'Here are the latest headlines about the famous landmarks of Europe:\n\n1. The Eiffel Tower is a wrought-iron lattice tower in Paris, France.';
    const result = verify(answer);
    expect(result.confidence).toBeGreaterThan(CHAT.confidenceHigh);
    expect(result.inconsistencies).toEqual([]);
  });

  it('holds a headline with its publication and age against the story, not the age', () => {
    const story = {
      ...tower,
      kind: 'news' as const,
      title: 'Council approves the new transport budget',
      content: 'Council approves the new transport budget. A vote of 31 to 12.',
      sourceName: 'Stand-in Wire',
    };
    const answer =
      'Here are the latest headlines from Stand-in Wire:\n\n1. **[Council approves the new transport budget](https://wire.example/budget)** — Stand-in Wire, 20 minutes ago\\\n   A vote of 31 to 12.';
    const result = verifyAnswer({
      answer,
      sources: selectSources(answer, [story]),
      isComputed: false,
    });
    expect(result.inconsistencies).toEqual([]);
    expect(result.confidence).toBeGreaterThan(CHAT.confidenceMedium);
  });

  it('trusts a quoted sentence that shares little with the question less than one that answers it', () => {
    const answer = 'The Eiffel Tower is a wrought-iron lattice tower in Paris, France.';
    const sources = selectSources(answer, [tower]);
    const check = (leadSupport?: number) =>
      verifyAnswer({ answer, sources, isComputed: false, leadSupport }).confidence;
    // The quote agrees with its source word for word either way.
    expect(check()).toBeGreaterThan(CHAT.confidenceHigh);
    expect(check(1)).toBe(check());
    expect(check(0.2)).toBeLessThanOrEqual(CHAT.confidenceMedium);
    expect(check(0.6)).toBeGreaterThan(CHAT.confidenceMedium);
    expect(check(0.6)).toBeLessThan(check(1));
  });

  it('scales confidence with the source’s reliability', () => {
    const answer = 'The Eiffel Tower is a wrought-iron lattice tower in Paris, France.';
    const weak = verify(answer, 0.6);
    expect(weak.confidence).toBeGreaterThan(CHAT.confidenceMedium);
    expect(weak.confidence).toBeLessThanOrEqual(CHAT.confidenceHigh);
  });

  it('lists claims no source supports and lowers confidence', () => {
    const result = verify(
      'The Eiffel Tower is a wrought-iron lattice tower in Paris. Its architect secretly lived inside an apartment near the summit.',
    );
    expect(result.inconsistencies).toEqual([
      expect.stringMatching(/^Not supported by the sources: "Its architect secretly lived/),
    ]);
    expect(result.confidence).toBeLessThan(CHAT.confidenceHigh);
  });

  it('flags figures that contradict the source', () => {
    const result = verify(
      'The Eiffel Tower in Paris is 500 metres tall and was completed in 1889.',
    );
    expect(result.inconsistencies).toEqual([expect.stringMatching(/different figures than 500/)]);
  });

  it('marks an answer without sources as unverified with low confidence', () => {
    const result = verifyAnswer({ answer: 'Paris is lovely.', sources: [], isComputed: false });
    expect(result).toEqual({
      confidence: UNVERIFIED_CONFIDENCE,
      inconsistencies: [UNVERIFIED_NOTE],
    });
    expect(result.confidence).toBeLessThanOrEqual(CHAT.confidenceMedium);
  });

  it('trusts a computed answer without sources', () => {
    expect(
      verifyAnswer({ answer: '15% of 240 is **36**.', sources: [], isComputed: true }),
    ).toEqual({
      confidence: COMPUTED_CONFIDENCE,
      inconsistencies: [],
    });
  });

  it('gives an answer that says its sources lack the fact the low band, however well it quotes them', () => {
    const answer =
      "The article on Eiffel Tower doesn't say who painted it; here is what it does say: The Eiffel Tower is a wrought-iron lattice tower in Paris, France [1].";
    const result = verifyAnswer({
      answer,
      sources: selectSources(answer, [tower]),
      isComputed: false,
      isUnanswered: true,
    });
    expect(result.confidence).toBeLessThanOrEqual(CHAT.confidenceMedium);
    expect(result.inconsistencies).toEqual([UNANSWERED_NOTE]);
  });

  describe("with the asker's own notes and files", () => {
    const answer = 'The Eiffel Tower is a wrought-iron lattice tower in Paris, France.';
    const note = knowledgeHit({
      kind: 'note',
      title: 'Eiffel Tower',
      content: answer,
      reliability: 1,
      sourceUrl: 'polymath:note/n1',
    });
    const file = { ...note, kind: 'file' as const, sourceUrl: 'file:f1' };

    it('counts only the independent sources: a note lifts nothing', () => {
      const independent = verify(answer, 0.6);
      const withNote = verifyAnswer({
        answer,
        sources: selectSources(answer, [note, { ...tower, reliability: 0.6 }]),
        isComputed: false,
      });
      expect(withNote.confidence).toBe(independent.confidence);
      expect(withNote.inconsistencies).toEqual([]);
    });

    it('leaves an answer only notes or files back unverified, and says why', () => {
      for (const own of [note, file]) {
        expect(
          verifyAnswer({ answer, sources: selectSources(answer, [own]), isComputed: false }),
        ).toEqual({ confidence: UNVERIFIED_CONFIDENCE, inconsistencies: [OWN_SOURCES_ONLY_NOTE] });
      }
    });

    it('names a claim only a note supports', () => {
      const claim = 'Its architect secretly lived inside an apartment near the summit.';
      const result = verifyAnswer({
        answer: `${answer} ${claim}`,
        sources: selectSources(`${answer} ${claim}`, [
          { ...note, content: `${answer} ${claim}` },
          tower,
        ]),
        isComputed: false,
      });
      expect(result.inconsistencies).toEqual([
        expect.stringMatching(/^Supported only by your own notes or files: "Its architect/),
      ]);
    });
  });

  it('marks a reply with nothing to verify as not applicable, so no badge is shown', () => {
    expect(notApplicableVerification()).toMatchObject({ isApplicable: false, inconsistencies: [] });
  });
});
