/** What an edit request asks the built-in engine for, read from its English. */
export type EditIntent =
  | { kind: 'format' }
  | { kind: 'rename'; from: string; to: string }
  /** `onlyOne`: the request says "the comment", not "all comments". */
  | { kind: 'remove-comments'; onlyOne: boolean }
  | { kind: 'add-comment'; text: string }
  /** Comments that explain the code: writing those takes a model. */
  | { kind: 'explain-with-comments' }
  | { kind: 'var-to-let-const' }
  | { kind: 'other' };

const POLITE_START =
  /^(?:(?:please|pls|kindly|can you|could you|would you|will you|now|ok|okay|hey|just|go ahead and|i want you to|i'd like you to|i would like you to|help me)[\s,]+)+/i;
const POLITE_END = /(?:[\s,]+(?:please|thanks|thank you|for me))+[\s.!?]*$/i;

const NAME = String.raw`[\x60'"“‘]?([.#]?[\p{L}\p{N}_$-]+)[\x60'"”’]?`;
const NAME_KIND = String.raw`(?:(?:variable|var|function|func|method|class|identifier|parameter|param|argument|constant|const|field|property|type|struct|interface|selector|custom property|name|id)\s+)*`;
const RENAME = new RegExp(
  String.raw`\b(?:rename|change\s+the\s+name\s+of)\s+(?:the\s+|all\s+)?${NAME_KIND}(?:called\s+|named\s+)?${NAME}\s+(?:to|into|as|->|=>|→)\s+(?:be\s+)?(?:called\s+|named\s+)?${NAME}`,
  'iu',
);

const REMOVE_COMMENTS =
  /^(?:remove|delete|strip(?:\s+out)?|drop|get\s+rid\s+of|take\s+out|clear(?:\s+out)?|erase)\s+(all\s+(?:of\s+)?|every\s+|each\s+|any\s+)?(?:the\s+|my\s+|these\s+|those\s+)?(?:(?:code|inline|line|block|single[- ]line|existing|old)\s+)?(comments?)(?:\s+(?:from|in)\s+(?:the\s+|this\s+|my\s+)?(?:code|file|program|script|page|stylesheet|it))?$/i;

const ADD_COMMENT =
  /^(?:add|insert|put|write|include|place|prepend)\s+(?:a\s+|an\s+|the\s+|one\s+|this\s+)?(?:short\s+|brief\s+|single\s+|little\s+|new\s+)?comment\b(.*)$/i;
const AT_THE_TOP =
  /\s*\b(?:(?:at|to|on|in)\s+(?:the\s+)?(?:very\s+)?(?:top|start|beginning|head)(?:\s+of\s+(?:the\s+|this\s+|my\s+)?(?:code|file|program|script|page|stylesheet))?|on\s+top)\b\s*/i;
const TEXT_MARKER =
  /^(?::|saying|that\s+says|which\s+says|reading|that\s+reads|stating|that\s+states|with\s+the\s+text|with\s+text|=)\s*/i;

const FORMAT_VERB =
  /^(?:re-?format|auto-?format|format|prettify|beautify|pretty[- ]?print|re-?indent|indent)\b/i;
const FIX_LAYOUT =
  /\b(?:fix|correct|clean\s+up|tidy(?:\s+up)?|improve|normali[sz]e|sort\s+out|make\s+consistent)\s+(?:the\s+|my\s+|its\s+|all\s+the\s+)?(?:code(?:'s)?\s+)?(?:indentation|indenting|formatting|format|spacing|whitespace|layout)\b/i;
const RUN_PRETTIER = /\b(?:run|apply|use)\s+prettier\b/i;
// Words that may stand beside a format request without asking for anything more.
const FORMAT_FILLER = new Set(
  `the this my code file program script it all whole entire with using use prettier nicely
  properly correctly neatly cleanly up and indentation formatting spacing style html css js
  javascript typescript ts page stylesheet markup of in consistently`.split(/\s+/),
);

/** Reads an edit request: which of the built-in engine's edits it asks for, if any. */
export function editIntentOf(request: string): EditIntent {
  const text = request
    .trim()
    .replace(/\s+/g, ' ')
    .replace(POLITE_START, '')
    .replace(POLITE_END, '');
  const plain = text.replace(/[\s.!?]+$/, '');

  const rename = RENAME.exec(text);
  if (rename) return { kind: 'rename', from: rename[1]!, to: rename[2]! };
  if (asksForLetConst(plain)) return { kind: 'var-to-let-const' };
  const removal = REMOVE_COMMENTS.exec(plain);
  if (removal) return { kind: 'remove-comments', onlyOne: !removal[1] && removal[2] === 'comment' };
  const addition = ADD_COMMENT.exec(text);
  if (addition) {
    const dictated = dictatedText(addition[1]!);
    return dictated ? { kind: 'add-comment', text: dictated } : { kind: 'explain-with-comments' };
  }
  const quotedFirst = /^(?:add|insert|put|write)\s+(["“'])(.+?)["”']\s+as\s+a\s+comment\b/i.exec(
    text,
  );
  if (quotedFirst) return { kind: 'add-comment', text: quotedFirst[2]!.trim() };
  if (asksForComments(plain)) return { kind: 'explain-with-comments' };
  if (asksForFormatting(plain)) return { kind: 'format' };
  return { kind: 'other' };
}

/** The text after "add a comment": quoted, or after "saying" or ":"; undefined when none. */
function dictatedText(rest: string): string | undefined {
  let text = rest.replace(AT_THE_TOP, ' ').trim();
  const marker = TEXT_MARKER.exec(text);
  const isQuoted = /^["'\x60“‘]/.test(text);
  if (!marker && !isQuoted) return undefined;
  if (marker) text = text.slice(marker[0].length).replace(AT_THE_TOP, ' ').trim();
  const quoted = /^(["\x60“‘'])(.+?)(["\x60”’'])(?:\s|$)/s.exec(text);
  if (quoted) text = quoted[2]!;
  text = text.replace(/^[.!]+|[.!]+$/g, '').trim();
  return text === '' ? undefined : text;
}

function asksForLetConst(text: string): boolean {
  if (/\buse\s+(?:let|const)\b/i.test(text)) return true;
  if (!/\bvars?\b/i.test(text)) return false;
  if (/\b(?:let|const)\b/i.test(text) || /\bmodern[iy][sz](?:e|ing)\b/i.test(text)) return true;
  return /^(?:replace|remove|get\s+rid\s+of|convert|update|upgrade|eliminate|change)\s+(?:all\s+(?:of\s+)?|every\s+|each\s+)?(?:the\s+)?[\x60'"]?vars?[\x60'"]?(?:\s+(?:declarations?|keywords?|statements?))?(?:\s+(?:in|from)\s+(?:the\s+|this\s+|my\s+)?(?:code|file|program|script))?$/i.test(
    text,
  );
}

function asksForComments(text: string): boolean {
  if (/^(?:comment|annotate|document)\b/i.test(text)) return true;
  if (/\b(?:docstrings?|jsdoc|javadoc|doc\s+comments?)\b/i.test(text)) return true;
  return /\b(?:add|write|insert|explain|put|generate|with)\b.*\bcomments?\b/i.test(text);
}

function asksForFormatting(text: string): boolean {
  let rest: string;
  if (FORMAT_VERB.test(text)) rest = text.replace(FORMAT_VERB, '');
  else if (FIX_LAYOUT.test(text)) rest = text.replace(FIX_LAYOUT, '');
  else if (RUN_PRETTIER.test(text)) rest = text.replace(RUN_PRETTIER, '');
  else return false;
  const words = rest
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  return words.every(
    (word) => FORMAT_FILLER.has(word) || /^(?:on|for|to|so|its|code's)$/.test(word),
  );
}
