import { describe, expect, it } from 'vitest';
import { renameIdentifier } from './rename-identifier';

describe('renameIdentifier', () => {
  it('renames every use of a JavaScript name and counts the places', () => {
    const code = 'let total = 0;\nfor (const n of xs) total += n;\nconsole.log(total);\n';
    expect(renameIdentifier(code, 'javascript', 'total', 'sum')).toEqual({
      ok: true,
      code: 'let sum = 0;\nfor (const n of xs) sum += n;\nconsole.log(sum);\n',
      explanation: 'Renamed `total` to `sum` (3 places).',
    });
  });

  it('leaves strings, comments, template text and longer names alone', () => {
    const code =
      '// total\nconst total = 1; const totals = [total];\nconst s = `total ${total}`; log("total");';
    const edit = renameIdentifier(code, 'javascript', 'total', 'sum');
    expect(edit).toMatchObject({
      ok: true,
      code: '// total\nconst sum = 1; const totals = [sum];\nconst s = `total ${sum}`; log("total");',
    });
  });

  it('leaves properties after a dot alone and says so', () => {
    const edit = renameIdentifier(
      'function f(total) { this.total = total; }',
      'javascript',
      'total',
      'sum',
    );
    expect(edit).toEqual({
      ok: true,
      code: 'function f(sum) { this.total = sum; }',
      explanation:
        'Renamed `total` to `sum` (2 places). Left `.total` after a dot as it was (1 place): that is a property of some value, not this name.',
    });
  });

  it("keeps an object's keys, and expands a shorthand key so the object keeps its shape", () => {
    const code = 'const total = 1;\nconst a = { total: total };\nconst b = { total };';
    expect(renameIdentifier(code, 'javascript', 'total', 'sum')).toMatchObject({
      ok: true,
      code: 'const sum = 1;\nconst a = { total: sum };\nconst b = { total: sum };',
    });
  });

  it('renames an imported and an exported name with `as`', () => {
    const code = "import { total } from './a';\nexport { total };";
    expect(renameIdentifier(code, 'typescript', 'total', 'sum')).toMatchObject({
      ok: true,
      code: "import { total as sum } from './a';\nexport { sum as total };",
    });
  });

  it("renames a Python name in an f-string's field but not in its text or a docstring", () => {
    const code = 'def show(total):\n    """Prints total."""\n    print(f"total: {total}")\n';
    expect(renameIdentifier(code, 'python', 'total', 'amount')).toMatchObject({
      ok: true,
      code: 'def show(amount):\n    """Prints total."""\n    print(f"total: {amount}")\n',
    });
  });

  it("renames a Rust name but not a lifetime spelled like it, and expands a struct's shorthand", () => {
    const code = "struct P { a: i32 }\nfn f<'a>(a: &'a i32) -> P { let x = 'a'; P { a } }";
    expect(renameIdentifier(code, 'rust', 'a', 'b')).toMatchObject({
      ok: true,
      code: "struct P { a: i32 }\nfn f<'a>(b: &'a i32) -> P { let x = 'a'; P { a: b } }",
    });
  });

  it('leaves a Go raw string alone', () => {
    const code = 'count := 1\nmsg := `count`\nfmt.Println(count, msg)';
    expect(renameIdentifier(code, 'go', 'count', 'n')).toMatchObject({
      ok: true,
      code: 'n := 1\nmsg := `count`\nfmt.Println(n, msg)',
    });
  });

  it('renames a CSS class and a custom property, hyphens included', () => {
    const code = '.main-card { --accent: red; color: var(--accent); }\n.main-card-title {}';
    expect(renameIdentifier(code, 'css', 'main-card', 'panel')).toMatchObject({
      ok: true,
      code: '.panel { --accent: red; color: var(--accent); }\n.main-card-title {}',
    });
    expect(renameIdentifier(code, 'css', '--accent', '--brand')).toMatchObject({
      ok: true,
      code: '.main-card { --brand: red; color: var(--brand); }\n.main-card-title {}',
    });
  });

  it('refuses in HTML: renaming in markup needs a model', () => {
    const edit = renameIdentifier('<p id="a">x</p>', 'html', 'a', 'b');
    expect(edit).toMatchObject({ ok: false });
    expect(edit.ok === false && edit.reason).toMatch(/HTML markup.*connected model.*AI_BASE_URL/);
  });

  it('refuses a name that does not occur', () => {
    expect(renameIdentifier('const a = "total";', 'javascript', 'total', 'sum')).toEqual({
      ok: false,
      reason: 'There is no identifier named `total` in the code.',
    });
  });

  it('refuses a name that only occurs as a property', () => {
    const edit = renameIdentifier('user.total = 1;', 'javascript', 'total', 'sum');
    expect(edit.ok === false && edit.reason).toMatch(/only occurs as a property name/);
  });

  it('refuses a new name that is not a valid name in the language', () => {
    expect(renameIdentifier('x = 1', 'python', 'x', '2x')).toEqual({
      ok: false,
      reason: '`2x` is not a valid Python name.',
    });
    expect(renameIdentifier('let x = 1;', 'javascript', 'x', 'my-x')).toMatchObject({ ok: false });
  });

  it('refuses a new name that is a keyword of the language', () => {
    expect(renameIdentifier('x = 1', 'python', 'x', 'lambda')).toEqual({
      ok: false,
      reason: '`lambda` is a Python keyword, so it cannot be a name.',
    });
    expect(renameIdentifier('let x = 1;', 'javascript', 'x', 'class')).toMatchObject({
      ok: false,
    });
    expect(renameIdentifier('fn main() { let x = 1; }', 'rust', 'x', 'fn')).toMatchObject({
      ok: false,
    });
  });

  it('refuses a new name already in use, which would collide', () => {
    expect(renameIdentifier('let a = 1; let b = 2;', 'javascript', 'a', 'b')).toEqual({
      ok: false,
      reason: '`b` is already a name in the code: renaming `a` to it would make the two collide.',
    });
  });

  it('refuses to rename a keyword or a name that comes with the language', () => {
    expect(renameIdentifier('print(1)', 'python', 'print', 'show')).toMatchObject({ ok: false });
    expect(renameIdentifier('let a = 1;', 'javascript', 'let', 'x')).toMatchObject({ ok: false });
  });

  it('refuses to rename a name to itself', () => {
    expect(renameIdentifier('let a = 1;', 'javascript', 'a', 'a')).toMatchObject({ ok: false });
  });
});
