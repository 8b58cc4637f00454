import { PGlite } from '@electric-sql/pglite';

/**
 * How the server starts the embedded PostgreSQL: PGlite's own start parameters, and a smaller
 * buffer cache. initdb writes `shared_buffers = 128MB` (a server's default) into postgresql.conf,
 * and inside PGlite that memory is part of the process: a restarted demo server held about 100 MiB
 * more than with 32 MB, and a restaurant's database (tens of MB) fits in 32 MB. PGlite reads its
 * files through the kernel, whose page cache keeps what drops out of it (decision 0041).
 */
export const PGLITE_START_PARAMS: string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
