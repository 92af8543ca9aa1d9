-- Issue 26, the embedded database: PGlite is built without lz4 (0046 left its JSON columns on pglz), and
-- a record's JSON (~4.7 kB of text, ~2 kB as jsonb) is over the 2 kB TOAST threshold, so every write
-- compressed it with pglz and every read decompressed it, in WebAssembly on the server's one thread.
-- There the record JSON columns are kept out of line uncompressed (STORAGE EXTERNAL): a 10,000-row
-- notification import 9.4 → 8.8 s, a vital-status import 11.0 → 10.1 s; the staging's rows live for
-- one import, and an embedded registry's records take about twice the disk (~47 MB per 10,000).
-- Where 0046 set lz4 (PostgreSQL built with it) nothing changes. Only new values are affected.
DO $$
BEGIN
  IF (SELECT attcompression FROM pg_attribute
      WHERE attrelid = 'cancer_notifications'::regclass AND attname = 'data') = 'l' THEN
    RETURN;
  END IF;
  ALTER TABLE "cancer_notifications" ALTER COLUMN "data" SET STORAGE EXTERNAL;
  ALTER TABLE "notification_versions" ALTER COLUMN "snapshot" SET STORAGE EXTERNAL;
  ALTER TABLE "medical_cases" ALTER COLUMN "data" SET STORAGE EXTERNAL;
  ALTER TABLE "medical_case_versions" ALTER COLUMN "data" SET STORAGE EXTERNAL;
  ALTER TABLE "clinical_interventions" ALTER COLUMN "detail" SET STORAGE EXTERNAL;
  ALTER TABLE "clinical_intervention_versions" ALTER COLUMN "data" SET STORAGE EXTERNAL;
  ALTER TABLE "patient_merges" ALTER COLUMN "snapshot" SET STORAGE EXTERNAL;
  ALTER TABLE "import_staging" ALTER COLUMN "row" SET STORAGE EXTERNAL;
END $$;
