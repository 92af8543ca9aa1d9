-- Issue 26: the linkage keys of 0041 are stored generated columns, so every patient written computes
-- them. Written as SQL functions with aggregates (which PostgreSQL cannot inline), registry_norm_name
-- cost ~35 µs a call and ran twice a patient: inserting 10,000 children took 1.05 s of an import's
-- final move, 0.8 s of it these keys. Same results, cheaper forms: the words as one array expression
-- (an inlinable SQL function), and the name's few words sorted in PL/pgSQL by simple expressions (no
-- query per call). Checked equal to the old functions over the 492,797 names of the realistic
-- million, and to the domain's normaliseName in the tests (link-key-functions.test.ts). The stored
-- keys do not change, so nothing is recomputed. Sorted with `>` as string_agg(… ORDER BY w) sorted:
-- the database's collation, on words of a-z only.
CREATE OR REPLACE FUNCTION registry_norm_words(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_remove(regexp_split_to_array(
    lower(translate(regexp_replace(name, '[\u0300-\u036f]', '', 'g'),
      'ăâîșşțţáéíóöőúüűäĂÂÎȘŞȚŢÁÉÍÓÖŐÚÜŰÄ', 'aaissttaeiooouuuaAAISSTTAEIOOOUUUA')),
    '[^a-z]+'), '')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_norm_name(name text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  words text[] := registry_norm_words(name);
  word text;
  j int;
BEGIN
  -- Insertion sort: a name has a handful of words.
  FOR i IN 2..coalesce(array_length(words, 1), 0) LOOP
    word := words[i];
    j := i - 1;
    WHILE j >= 1 AND words[j] > word LOOP
      words[j + 1] := words[j];
      j := j - 1;
    END LOOP;
    words[j + 1] := word;
  END LOOP;
  RETURN array_to_string(words, ' ');
END
$$;
