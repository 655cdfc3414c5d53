/**
 * The embedded database's buffer cache by default (EMBEDDED_SHARED_BUFFERS overrides it). PostgreSQL's
 * own default, 128 MB, is sized for a server shared by many connections, and in the embedded database
 * it is WebAssembly memory the process holds from start to end; the embedded database serves one
 * process, and its files stay in the operating system's page cache anyway (decision 0043).
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';
