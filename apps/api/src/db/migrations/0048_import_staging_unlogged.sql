-- Issue 26, imports: the staging (0030) holds an import's rows for the minutes it runs, and nothing
-- reads them after a crash (a server that dies mid-import leaves rows the next import sweeps, and a
-- half-moved import rolls back). Writing them to the WAL only cost time: on the embedded database
-- the WAL is written by the server's one thread through the file system (a 10,000-row import stages
-- ~60 MB of JSON). UNLOGGED keeps them out of the WAL; PostgreSQL empties the table after a crash
-- and a replica never holds its rows, which is what a staging should do.
ALTER TABLE "import_staging" SET UNLOGGED;
