import { CODE, type CodeLanguage } from '@polymath/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TokenKind } from './code-tokens';
import { tokenize } from './code-tokens';

const identifiers = (code: string, language: CodeLanguage) =>
  tokenize(code, language)
    .filter((token) => token.kind === 'identifier')
    .map((token) => token.text);

const kindsOf = (code: string, language: CodeLanguage, kind: TokenKind) =>
  tokenize(code, language)
    .filter((token) => token.kind === kind)
    .map((token) => token.text);

const SAMPLES: Array<[CodeLanguage, string]> = [
  ['javascript', "const a = `x ${b + `y ${c}`} z`; // c\nconst r = /a'b/g.test(s) / 2;"],
  ['typescript', 'let n: Map<string, number> = new Map(); /* x */'],
  ['python', 'def f(x):\n    """doc"""\n    return rb"\\x00" + f"{x!r:>{w}}"  # done'],
  [
    'html',
    '<p>Hi</p><!-- note --><script>var a = 1; // c\n</script><style>.a { color: red }</style>',
  ],
  ['css', '.card { --main-color: #fff; width: 10px; } /* c */'],
  ['java', 'String s = """\n  text "q" \n  """; char c = \'x\';'],
  ['cpp', 'auto s = R"x(raw " string)x"; int n = 1\'000\'000;'],
  ['rust', "fn f<'a>(s: &'a str) -> char { let c = '\\''; r#\"q\"# ; 'x' }"],
  ['go', 'x := `raw\n"string"` + "s" // c'],
];

describe('tokenize', () => {
  it.each(SAMPLES)(
    'gives back the %s code exactly when the tokens are joined',
    (language, code) => {
      expect(
        tokenize(code, language)
          .map((token) => token.text)
          .join(''),
      ).toBe(code);
    },
  );

  it('gives back any text exactly, however its quotes and comments are broken', () => {
    // The characters that open and close literals and comments, in every mix.
    const unit = fc.constantFrom(...`'"\`/\\*#{}$!-<>()[]\n rfbRu_x0.:`.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 60 }),
        fc.constantFrom(...CODE.languages),
        (code, language) => {
          const tokens = tokenize(code, language);
          expect(tokens.map((token) => token.text).join('')).toBe(code);
          let offset = 0;
          for (const token of tokens) {
            expect(token.start).toBe(offset);
            expect(token.text.length).toBeGreaterThan(0);
            offset += token.text.length;
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('keeps names in JavaScript strings and comments out of the identifiers', () => {
    const code = `const total = 1; // total here\nconsole.log("total", 'total', /* total */ total);`;
    expect(identifiers(code, 'javascript')).toEqual(['const', 'total', 'console', 'log', 'total']);
  });

  it('reads a template literal as text, and its substitutions as code', () => {
    const code = 'const s = `total ${total + other} total`;';
    expect(identifiers(code, 'javascript')).toEqual(['const', 's', 'total', 'other']);
    expect(kindsOf(code, 'javascript', 'string')).toEqual(['`total ${', '} total`']);
  });

  it('follows nested template literals and braces in substitutions', () => {
    const code = 'const s = `a ${ { k: `b ${inner}` }.k } c`; after;';
    expect(identifiers(code, 'javascript')).toEqual(['const', 's', 'k', 'inner', 'k', 'after']);
  });

  it('reads a regular expression as a literal but a slash after a value as division', () => {
    expect(kindsOf("const r = /it's/g;", 'javascript', 'string')).toEqual(["/it's/g"]);
    expect(identifiers('const half = total / count / 2;', 'javascript')).toEqual([
      'const',
      'half',
      'total',
      'count',
    ]);
  });

  it('keeps a first-line shebang as a comment', () => {
    expect(kindsOf('#!/usr/bin/env node\nrun();', 'javascript', 'comment')).toEqual([
      '#!/usr/bin/env node',
    ]);
  });

  it('keeps names in Python triple-quoted strings, prefixed strings and comments out', () => {
    const code = 'total = 1\n"""total\ntotal"""\nb = rb\'total\' + u"total"  # total\n';
    expect(identifiers(code, 'python')).toEqual(['total', 'b']);
  });

  it("reads a Python f-string's fields as code and the rest as text", () => {
    const code = 'print(f"total {total:>5} {{total}} {len(items)!r}")';
    expect(identifiers(code, 'python')).toEqual(['print', 'total', 'len', 'items']);
  });

  it('reads Rust lifetimes as lifetimes and not as character literals', () => {
    const code = "fn longest<'a>(x: &'a str, y: &'a str) -> &'a str { x }";
    expect(kindsOf(code, 'rust', 'string')).toEqual([]);
    expect(identifiers(code, 'rust')).toEqual([
      'fn',
      'longest',
      'x',
      'str',
      'y',
      'str',
      'str',
      'x',
    ]);
  });

  it('reads Rust character literals, escaped quotes and raw strings as literals', () => {
    const code = 'let a = \'x\'; let b = \'\\\'\'; let c = r#"say "x""#; let d = b"x";';
    expect(kindsOf(code, 'rust', 'string')).toEqual(["'x'", "'\\''", 'r#"say "x""#', 'b"x"']);
  });

  it('nests Rust block comments', () => {
    expect(kindsOf('/* a /* b */ c */ d', 'rust', 'comment')).toEqual(['/* a /* b */ c */']);
  });

  it('keeps names in Go raw strings out, across lines', () => {
    const code = 'total := `total\n"total"` + total';
    expect(identifiers(code, 'go')).toEqual(['total', 'total']);
  });

  it('reads C++ raw strings and digit separators', () => {
    const code = 'auto s = R"(total ")"; int total = 1\'000;';
    expect(identifiers(code, 'cpp')).toEqual(['auto', 's', 'int', 'total']);
  });

  it('reads a Java text block as one string', () => {
    const code = 'String s = """\n  total "x"\n  """;';
    expect(kindsOf(code, 'java', 'string')).toEqual(['"""\n  total "x"\n  """']);
  });

  it('reads numbers with their radix, exponent and units, not as names', () => {
    expect(identifiers('x = 0xFF + 1e-5 + 2n + 3.5f', 'javascript')).toEqual(['x']);
    expect(identifiers('a { width: 10px; margin: .5em }', 'css')).toEqual(['a', 'width', 'margin']);
  });

  it('reads CSS class names and custom properties with hyphens as one name', () => {
    const code = '.main-card { color: var(--main-color); } /* .main-card */';
    expect(identifiers(code, 'css')).toEqual(['main-card', 'color', 'var', '--main-color']);
  });

  it('reads HTML comments, and the script and style inside a page in their languages', () => {
    const code =
      '<!-- page --><p>total</p><script>let total = 1; // js\n</script><style>/* css */ .a {}</style>';
    expect(kindsOf(code, 'html', 'comment')).toEqual(['<!-- page -->', '// js', '/* css */']);
    expect(identifiers(code, 'html')).toEqual(['let', 'total', 'a']);
  });

  it('stops an unclosed string at the end of its line', () => {
    expect(identifiers('x = "open\ny = 1', 'javascript')).toEqual(['x', 'y']);
  });
});
