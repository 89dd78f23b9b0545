/**
 * The Python that runs a user's program: compiled as `main.py` in a namespace of its own, its
 * traceback printed to stderr without this driver's frame, and its last line (`NameError: name 'x'
 * is not defined`) returned as the run's error. `SystemExit(0)` is a normal end.
 */
export const PROGRAM_DRIVER = `
import sys as _sys, traceback as _traceback

def _polymath_run_program(source):
    namespace = {'__name__': '__main__', '__builtins__': __builtins__}
    try:
        exec(compile(source, 'main.py', 'exec'), namespace)
    except SystemExit as exit:
        status = exit.code
        if status is None or status == 0:
            return None
        if not isinstance(status, int):
            print(status, file=_sys.stderr)
            status = 1
        return f'Exited with status {status}'
    except BaseException as error:
        trace = error.__traceback__
        if trace is not None and trace.tb_frame.f_code is _polymath_run_program.__code__:
            trace = trace.tb_next
        _traceback.print_exception(type(error), error, trace)
        return _traceback.format_exception_only(type(error), error)[-1].strip()
    finally:
        _sys.stdout.flush()
        _sys.stderr.flush()
    return None
`;

export const PROGRAM_DRIVER_FUNCTION = '_polymath_run_program';
