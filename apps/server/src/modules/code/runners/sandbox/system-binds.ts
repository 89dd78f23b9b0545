/** The read-only system every sandbox sees: /usr, with /lib and /lib64 as Debian links them. */
export const SYSTEM_BINDS = [
  '--ro-bind',
  '/usr',
  '/usr',
  '--symlink',
  'usr/lib',
  '/lib',
  '--symlink',
  'usr/lib64',
  '/lib64',
];
