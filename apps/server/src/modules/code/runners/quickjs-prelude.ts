/**
 * JavaScript evaluated inside each fresh QuickJS context before the user's code. It is a function
 * taking the host's write function and answering what only the host calls (the timer pump and
 * the error describer), so none of them is ever a global the program could reach.
 *
 * - `console.log/info/warn/error/debug` format their arguments (a small `util.inspect`) and write
 *   one line each, all to the one output in the order they were called.
 * - `setTimeout`/`setInterval` (and their clears) run on a virtual clock: once the script and its
 *   promises are done, the host calls `runNextTimer` for the earliest due callback, so a timer never
 *   waits real time and no run lives past its own script.
 */
export const QUICKJS_PRELUDE = String.raw`
(function (hostWrite, maxChars) {
  'use strict';
  // Bound now: a program redefining String.prototype.slice must not make the host copy its flood.
  const sliceString = Function.prototype.call.bind(String.prototype.slice);
  const MAX_DEPTH = 2;
  const MAX_ERROR_CHARS = 4000;
  const MAX_STACK_FRAMES = 10;
  const cut = (text, limit) => (text.length > limit ? sliceString(text, 0, limit) : text);

  function quote(text) {
    return "'" + text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
  }

  function keyOf(key) {
    return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
  }

  function inspect(value, depth, seen) {
    if (typeof value === 'string') return depth === 0 ? value : quote(value);
    if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
    if (typeof value === 'bigint') return String(value) + 'n';
    if (typeof value === 'symbol') return value.toString();
    if (typeof value === 'function') return '[Function: ' + (value.name || '(anonymous)') + ']';
    if (value === null || typeof value !== 'object') return String(value);
    if (value instanceof Error) {
      const stack = typeof value.stack === 'string' ? value.stack.trimEnd() : '';
      return String(value) + (stack ? '\n' + stack : '');
    }
    if (seen.includes(value)) return '[Circular]';
    if (value instanceof Date) return value.toISOString();
    if (value instanceof RegExp) return String(value);
    const isArray = Array.isArray(value);
    if (depth > MAX_DEPTH) return isArray ? '[Array]' : '[Object]';
    const inner = seen.concat([value]);
    const parts = isArray
      ? value.map((item) => inspect(item, depth + 1, inner))
      : Object.keys(value).map((key) => keyOf(key) + ': ' + inspect(value[key], depth + 1, inner));
    if (value instanceof Map) {
      value.forEach((item, key) => {
        parts.push(inspect(key, depth + 1, inner) + ' => ' + inspect(item, depth + 1, inner));
      });
      return 'Map(' + value.size + ') {' + (parts.length ? ' ' + parts.join(', ') + ' ' : '') + '}';
    }
    if (value instanceof Set) {
      value.forEach((item) => parts.push(inspect(item, depth + 1, inner)));
      return 'Set(' + value.size + ') {' + (parts.length ? ' ' + parts.join(', ') + ' ' : '') + '}';
    }
    if (isArray) return parts.length ? '[ ' + parts.join(', ') + ' ]' : '[]';
    return parts.length ? '{ ' + parts.join(', ') + ' }' : '{}';
  }

  // Each piece is cut before it is joined: a 100 MB string costs no copy of itself.
  function writeLine(args) {
    let text = '';
    for (let index = 0; index < args.length && text.length <= maxChars; index++) {
      text += (index > 0 ? ' ' : '') + cut(inspect(args[index], 0, []), maxChars);
    }
    hostWrite(cut(text + '\n', maxChars + 1));
  }

  function describe(thrown) {
    let text;
    try {
      if (thrown instanceof Error) {
        const stack = typeof thrown.stack === 'string' ? thrown.stack.trimEnd() : '';
        const frames = stack ? stack.split('\n', MAX_STACK_FRAMES + 1) : [];
        if (frames.length > MAX_STACK_FRAMES) frames[MAX_STACK_FRAMES] = '    ...';
        const head = cut(String(thrown.name), 200) + ': ' + cut(String(thrown.message), MAX_ERROR_CHARS);
        text = frames.length ? head + '\n' + frames.join('\n') : head;
      } else {
        text = 'Uncaught ' + cut(inspect(thrown, 1, []), MAX_ERROR_CHARS);
      }
    } catch {
      text = 'Uncaught exception (it could not be described)';
    }
    return cut(text, MAX_ERROR_CHARS * 2);
  }

  const console = {};
  for (const method of ['log', 'info', 'warn', 'error', 'debug']) {
    console[method] = (...args) => writeLine(args);
  }

  let clock = 0;
  let lastId = 0;
  // Timers due at the same moment run in the order they were set (or set again, for intervals).
  let sequence = 0;
  const timers = new Map();
  function schedule(callback, delay, args, repeats) {
    if (typeof callback !== 'function') throw new TypeError('The callback must be a function');
    const wait = Math.max(0, Number(delay) || 0);
    lastId += 1;
    sequence += 1;
    timers.set(lastId, { callback, wait, args, repeats, due: clock + wait, order: sequence });
    return lastId;
  }
  const clear = (id) => {
    timers.delete(id);
  };

  const globals = {
    console,
    setTimeout: (callback, delay, ...args) => schedule(callback, delay, args, false),
    setInterval: (callback, delay, ...args) => schedule(callback, delay, args, true),
    clearTimeout: clear,
    clearInterval: clear,
  };
  for (const name of Object.keys(globals)) {
    Object.defineProperty(globalThis, name, {
      value: globals[name],
      writable: true,
      configurable: true,
    });
  }

  function runNextTimer() {
    let next;
    let nextId;
    timers.forEach((timer, id) => {
      if (!next || timer.due < next.due || (timer.due === next.due && timer.order < next.order)) {
        next = timer;
        nextId = id;
      }
    });
    if (!next) return false;
    clock = next.due;
    if (next.repeats) {
      sequence += 1;
      next.due = clock + Math.max(1, next.wait);
      next.order = sequence;
    } else {
      timers.delete(nextId);
    }
    next.callback(...next.args);
    return true;
  }

  return { runNextTimer, describe };
})
`;
