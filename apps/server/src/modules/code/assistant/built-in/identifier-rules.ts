import type { CodeLanguage } from '@polymath/shared';

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

const JAVASCRIPT_KEYWORDS = `break case catch class const continue debugger default delete do else enum
  export extends false finally for function if import in instanceof new null return super switch
  this throw true try typeof var void while with yield let static await implements interface
  package private protected public`;

/** The reserved words of each language: a name may not be one. */
export const KEYWORDS: Record<CodeLanguage, ReadonlySet<string>> = {
  javascript: words(JAVASCRIPT_KEYWORDS),
  typescript: words(JAVASCRIPT_KEYWORDS),
  python: words(`False None True and as assert async await break class continue def del elif else
    except finally for from global if import in is lambda nonlocal not or pass raise return try
    while with yield`),
  java: words(`abstract assert boolean break byte case catch char class const continue default do
    double else enum extends final finally float for goto if implements import instanceof int
    interface long native new package private protected public return short static strictfp super
    switch synchronized this throw throws transient try void volatile while true false null`),
  cpp: words(`alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t
    char16_t char32_t class compl concept const consteval constexpr constinit const_cast continue
    co_await co_return co_yield decltype default delete do double dynamic_cast else enum explicit
    export extern false float for friend goto if inline int long mutable namespace new noexcept not
    not_eq nullptr operator or or_eq private protected public register reinterpret_cast requires
    return short signed sizeof static static_assert static_cast struct switch template this
    thread_local throw true try typedef typeid typename union unsigned using virtual void volatile
    wchar_t while xor xor_eq`),
  rust: words(`as async await break const continue crate dyn else enum extern false fn for if impl
    in let loop match mod move mut pub ref return self Self static struct super trait true type
    unsafe use where while abstract become box do final macro override priv typeof unsized virtual
    yield try`),
  go: words(`break case chan const continue default defer else fallthrough for func go goto if
    import interface map package range return select struct switch type var`),
  html: words(''),
  css: words(''),
};

/**
 * Names the language or its standard library gives a program: renaming every use of one breaks
 * the program, since the code does not define it.
 */
export const LIBRARY_NAMES: Record<CodeLanguage, ReadonlySet<string>> = {
  javascript: words(`console Math JSON Object Array String Number Boolean Promise Date Error Map
    Set Symbol RegExp BigInt parseInt parseFloat require module exports globalThis window document
    setTimeout setInterval clearTimeout clearInterval fetch alert undefined NaN Infinity process`),
  typescript: words(`console Math JSON Object Array String Number Boolean Promise Date Error Map
    Set Symbol RegExp BigInt parseInt parseFloat require module exports globalThis window document
    setTimeout setInterval clearTimeout clearInterval fetch alert undefined NaN Infinity process
    Record Partial Readonly`),
  python: words(`print len range input int str float list dict set tuple bool sum min max abs
    sorted enumerate zip map filter open isinstance type super reversed round any all`),
  java: words(`System String Math Integer Double Boolean Object List ArrayList Map HashMap main`),
  cpp: words(`std cout cin endl main printf string vector`),
  rust: words(`println print format vec main String Vec Some None Ok Err Option Result Box`),
  go: words(`fmt main Println Printf Sprintf len make append string int error nil true false`),
  html: words(''),
  css: words(''),
};

const IDENTIFIER_PATTERNS: Record<CodeLanguage, RegExp> = {
  javascript: /^[\p{L}\p{Nl}_$][\p{L}\p{N}\p{Mn}\p{Mc}_$]*$/u,
  typescript: /^[\p{L}\p{Nl}_$][\p{L}\p{N}\p{Mn}\p{Mc}_$]*$/u,
  python: /^[\p{L}\p{Nl}_][\p{L}\p{N}\p{Mn}\p{Mc}_]*$/u,
  java: /^[\p{L}\p{Nl}_][\p{L}\p{N}\p{Mn}\p{Mc}_]*$/u,
  cpp: /^[A-Za-z_][A-Za-z0-9_]*$/,
  rust: /^[\p{L}\p{Nl}_][\p{L}\p{N}\p{Mn}\p{Mc}_]*$/u,
  go: /^[\p{L}_][\p{L}\p{Nd}_]*$/u,
  html: /^$/,
  css: /^(?:--|-?[\p{L}_])[\p{L}\p{N}_-]*$/u,
};

/** Whether `name` is spelled as a name of the language (keywords aside). */
export const isIdentifierSpelling = (name: string, language: CodeLanguage): boolean =>
  IDENTIFIER_PATTERNS[language].test(name) && name !== '_';
