import { describe, expect, it } from 'vitest';
import { addComment, removeComments } from './comments';

describe('removeComments', () => {
  it('drops lines that held only a comment and cuts trailing comments with their spaces', () => {
    const code =
      '// Sums the scores\nlet total = 0; // running total\n\n/* one\n   two */\nlog(total);\n';
    expect(removeComments(code, 'javascript')).toEqual({
      ok: true,
      code: 'let total = 0;\n\nlog(total);\n',
      explanation: 'Removed 3 comments.',
    });
  });

  it('keeps a comment-like text inside strings and a space where a comment split two words', () => {
    const code = 'const url = "http://x"; let/* gap */a = 1;';
    expect(removeComments(code, 'javascript')).toMatchObject({
      ok: true,
      code: 'const url = "http://x"; let a = 1;',
    });
  });

  it('keeps a first-line shebang', () => {
    expect(
      removeComments('#!/usr/bin/env python3\n# greet\nprint("hi")  # say hi\n', 'python'),
    ).toMatchObject({
      ok: true,
      code: '#!/usr/bin/env python3\nprint("hi")\n',
    });
  });

  it('keeps Python docstrings: they are strings, not comments', () => {
    const code = 'def f():\n    """Does f."""\n    # step\n    return 1\n';
    expect(removeComments(code, 'python')).toMatchObject({
      ok: true,
      code: 'def f():\n    """Does f."""\n    return 1\n',
    });
  });

  it('keeps the indentation of a line that started with a comment', () => {
    expect(removeComments('  /* a */ call();', 'javascript')).toMatchObject({
      ok: true,
      code: '  call();',
    });
  });

  it('removes HTML comments and the comments of its script and style', () => {
    const code =
      '<!-- top -->\n<p>Hi</p>\n<script>\n  run(); // go\n</script>\n<style>/* s */ p {}</style>\n';
    expect(removeComments(code, 'html')).toMatchObject({
      ok: true,
      code: '<p>Hi</p>\n<script>\n  run();\n</script>\n<style>p {}</style>\n',
      explanation: 'Removed 3 comments.',
    });
  });

  it('removes CSS and Rust comments, keeping CRLF line endings', () => {
    expect(removeComments('a { color: red; } /* c */\r\nb {}\r\n', 'css')).toMatchObject({
      ok: true,
      code: 'a { color: red; }\r\nb {}\r\n',
    });
    expect(removeComments('/// Docs\nfn main() {} // end', 'rust')).toMatchObject({
      ok: true,
      code: 'fn main() {}',
    });
  });

  it('says so when there are no comments', () => {
    expect(removeComments('let s = "// not a comment";', 'javascript')).toEqual({
      ok: false,
      reason: 'There are no comments to remove.',
    });
  });
});

describe('addComment', () => {
  it("puts the comment at the top in each language's syntax", () => {
    expect(addComment('x = 1\n', 'python', 'Reads the scores')).toEqual({
      ok: true,
      code: '# Reads the scores\nx = 1\n',
      explanation: 'Added the comment "Reads the scores" at the top of the code.',
    });
    expect(addComment('let x;', 'javascript', 'Note')).toMatchObject({ code: '// Note\nlet x;' });
    expect(addComment('fn main() {}', 'rust', 'Note')).toMatchObject({
      code: '// Note\nfn main() {}',
    });
    expect(addComment('<p></p>', 'html', 'Note')).toMatchObject({ code: '<!-- Note -->\n<p></p>' });
    expect(addComment('p {}', 'css', 'Note')).toMatchObject({ code: '/* Note */\np {}' });
  });

  it('goes after a shebang line', () => {
    expect(addComment('#!/usr/bin/env node\nrun();\n', 'javascript', 'Runs')).toMatchObject({
      code: '#!/usr/bin/env node\n// Runs\nrun();\n',
    });
  });

  it('cannot end a block comment early with the text it is given', () => {
    expect(addComment('p {}', 'css', 'a */ b')).toMatchObject({ code: '/* a * / b */\np {}' });
    expect(addComment('<p></p>', 'html', 'a --> b')).toMatchObject({
      code: '<!-- a -- > b -->\n<p></p>',
    });
  });
});
