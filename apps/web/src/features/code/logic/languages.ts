import { CODE_LANGUAGE_LABELS, type CodeLanguage } from '@polymath/shared';

/** How each Vibe-Coding language is named, saved and started (000 §2 language list). */
export const LANGUAGE_DETAILS: Record<
  CodeLanguage,
  { label: string; extension: string; starter: string }
> = {
  javascript: {
    label: CODE_LANGUAGE_LABELS.javascript,
    extension: 'js',
    starter: "console.log('Hello, world!');\n",
  },
  python: {
    label: CODE_LANGUAGE_LABELS.python,
    extension: 'py',
    starter: "print('Hello, world!')\n",
  },
  html: {
    label: CODE_LANGUAGE_LABELS.html,
    extension: 'html',
    starter:
      "<!doctype html>\n<html>\n  <body>\n    <h1>Hello, world!</h1>\n    <script>\n      console.log('Hello from the page');\n    </script>\n  </body>\n</html>\n",
  },
  css: {
    label: CODE_LANGUAGE_LABELS.css,
    extension: 'css',
    starter: 'body {\n  font-family: system-ui, sans-serif;\n  color: #4338ca;\n}\n',
  },
  typescript: {
    label: CODE_LANGUAGE_LABELS.typescript,
    extension: 'ts',
    starter: "const greeting: string = 'Hello, world!';\nconsole.log(greeting);\n",
  },
  java: {
    label: CODE_LANGUAGE_LABELS.java,
    extension: 'java',
    starter:
      'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, world!");\n  }\n}\n',
  },
  cpp: {
    label: CODE_LANGUAGE_LABELS.cpp,
    extension: 'cpp',
    starter:
      '#include <iostream>\n\nint main() {\n  std::cout << "Hello, world!" << std::endl;\n  return 0;\n}\n',
  },
  rust: {
    label: CODE_LANGUAGE_LABELS.rust,
    extension: 'rs',
    starter: 'fn main() {\n    println!("Hello, world!");\n}\n',
  },
  go: {
    label: CODE_LANGUAGE_LABELS.go,
    extension: 'go',
    starter: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, world!")\n}\n',
  },
};

/** The languages the live preview shows: the page itself, its styles, or a script's console. */
export function isPreviewable(language: CodeLanguage): boolean {
  return language === 'html' || language === 'css' || language === 'javascript';
}

/** The languages that run in the browser's preview rather than on the server. */
export function runsInPreviewOnly(language: CodeLanguage): boolean {
  return language === 'html' || language === 'css';
}
