-- Linkage keys of patients for the duplicate search (issue 27, docs/duplicates.md). Names are
-- compared after Romanian folding: both ș/ş and ț/ţ forms, ă â î (and the Hungarian/German letters of
-- the registry's names) to ascii, lower case, hyphens and spaces as word breaks, words sorted — the
-- same as the domain's `normaliseName`. Stored generated columns, so the blocks are plain index probes
-- and the frequency counts index-only scans; they follow every write of the name with no code.
CREATE FUNCTION registry_norm_words(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w ORDER BY n), '{}')
  FROM regexp_split_to_table(
    lower(translate(regexp_replace(name, '[\u0300-\u036f]', '', 'g'),
      'ăâîșşțţáéíóöőúüűäĂÂÎȘŞȚŢÁÉÍÓÖŐÚÜŰÄ', 'aaissttaeiooouuuaAAISSTTAEIOOOUUUA')),
    '[^a-z]+') WITH ORDINALITY AS t(w, n)
  WHERE w <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION registry_norm_name(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(w, ' ' ORDER BY w), '') FROM unnest(registry_norm_words(name)) AS w
$$;
--> statement-breakpoint
-- The digits of a CNP as a multiset: a transposition of two digits keeps it, so it blocks
-- "the same CNP with two digits swapped" with one index probe.
CREATE FUNCTION registry_digits_key(identifier text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg(d, '' ORDER BY d) FROM regexp_split_to_table(identifier, '') AS d
$$;
--> statement-breakpoint
ALTER TABLE "patients"
  ADD COLUMN "norm_last_name" text GENERATED ALWAYS AS (registry_norm_name("last_name")) STORED,
  ADD COLUMN "norm_first_name" text GENERATED ALWAYS AS (registry_norm_name("first_name")) STORED,
  ADD COLUMN "first_name_key" text GENERATED ALWAYS AS ((registry_norm_words("first_name"))[1]) STORED,
  ADD COLUMN "identifier_digits_key" text GENERATED ALWAYS AS (
    CASE WHEN NOT "is_foreigner" THEN registry_digits_key("identifier") END) STORED;
--> statement-breakpoint
-- Blocks: same surname and birth date; same surname and first given name (a date window in the query);
-- birth date (with its swapped and ±1 year forms in the query); CNP digits; given-name counts.
CREATE INDEX "patients_link_last_birth_idx" ON "patients" ("norm_last_name", "birthdate");
--> statement-breakpoint
CREATE INDEX "patients_link_last_first_idx" ON "patients" ("norm_last_name", "first_name_key", "birthdate");
--> statement-breakpoint
CREATE INDEX "patients_link_birth_idx" ON "patients" ("birthdate");
--> statement-breakpoint
CREATE INDEX "patients_link_first_idx" ON "patients" ("norm_first_name");
--> statement-breakpoint
CREATE INDEX "patients_link_digits_idx" ON "patients" ("identifier_digits_key") WHERE "identifier_digits_key" IS NOT NULL;
