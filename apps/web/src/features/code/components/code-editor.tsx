import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { cpp } from '@codemirror/lang-cpp';
import { css } from '@codemirror/lang-css';
import { go } from '@codemirror/lang-go';
import { html } from '@codemirror/lang-html';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { rust } from '@codemirror/lang-rust';
import { oneDark } from '@codemirror/theme-one-dark';
import type { CodeLanguage } from '@polymath/shared';

const LANGUAGE_SUPPORT: Record<CodeLanguage, () => Extension> = {
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  python: () => python(),
  html: () => html(),
  css: () => css(),
  java: () => java(),
  cpp: () => cpp(),
  rust: () => rust(),
  go: () => go(),
};

/**
 * The code editor (CodeMirror 6): highlighting for the chosen language, the app's theme, and
 * Ctrl/Cmd+Enter to run. It keeps its own document; `value` replaces it only when it changes
 * from outside (another language, a restored run).
 */
export function CodeEditor({
  value,
  language,
  isDark,
  label,
  onChange,
  onRun,
}: {
  value: string;
  language: CodeLanguage;
  isDark: boolean;
  label: string;
  onChange: (value: string) => void;
  onRun: () => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const themeSlot = useRef(new Compartment());
  const labelSlot = useRef(new Compartment());
  // The latest handlers, read by the editor's listeners set up once.
  const handlers = useRef({ onChange, onRun });
  useEffect(() => {
    handlers.current = { onChange, onRun };
  }, [onChange, onRun]);

  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                handlers.current.onRun();
                return true;
              },
            },
          ]),
          basicSetup,
          languageSlot.current.of(LANGUAGE_SUPPORT[language]()),
          themeSlot.current.of(isDark ? oneDark : []),
          labelSlot.current.of(EditorView.contentAttributes.of({ 'aria-label': label })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => view.destroy();
    // Created once; the effects below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: languageSlot.current.reconfigure(LANGUAGE_SUPPORT[language]()),
    });
  }, [language]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: themeSlot.current.reconfigure(isDark ? oneDark : []) });
  }, [isDark]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: labelSlot.current.reconfigure(
        EditorView.contentAttributes.of({ 'aria-label': label }),
      ),
    });
  }, [label]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div
      ref={hostRef}
      className="h-full min-h-0 overflow-hidden text-sm [&_.cm-editor]:h-full [&_.cm-editor.cm-focused]:outline-none [&_.cm-scroller]:font-mono"
    />
  );
}
