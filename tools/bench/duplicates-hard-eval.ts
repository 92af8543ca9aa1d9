// Issue 40 item 5: the hard set (duplicates-hard-set.ts) measured on each route of the one scorer —
// the entry check (the candidate search for the second record), the registry check's pass and an
// import's check of its new children — on a database of its own, at each background size.
import os from 'node:os';
import { POSSIBLE_SCORE, thresholdsFor } from '@registry/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  findDuplicateCandidates,
  rowsOf,
} from '../../apps/api/src/modules/duplicates/candidate-search.service';
import { runDuplicatesPass } from '../../apps/api/src/modules/duplicates/duplicates-pass.service';
import { checkImportedChildren } from '../../apps/api/src/modules/duplicates/import-check';
import { summarise } from './bench-server';
import { type HardPair, type HardRecord, hardSet } from './duplicates-hard-set';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
type Found = { a: number; b: number; level: 'probable' | 'possible'; score: number };
const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

async function freshDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

async function insertPatients(db: Awaited<ReturnType<typeof openDatabase>>['db'], records: HardRecord[]) {
  const ids = new Map<HardRecord, number>();
  for (let i = 0; i < records.length; i += 5000) {
    const chunk = records.slice(i, i + 5000);
    const rows = rowsOf<{ id: number; identifier: string; is_foreigner: boolean }>(
      await db.execute(sql`
        insert into patients (identifier, is_foreigner, first_name, last_name, gender_id, birthdate, county_id, city_id)
        select r.identifier, r."isForeigner", r."firstName", r."lastName", r."genderId", r.birthdate::date, r."countyId", r."cityId"
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as r(identifier text, "isForeigner" boolean, "firstName" text, "lastName" text, "genderId" int,
               birthdate text, "countyId" int, "cityId" int)
        returning id, identifier, is_foreigner`),
    );
    const idOf = new Map(rows.map((r) => [`${r.identifier}|${r.is_foreigner}`, Number(r.id)]));
    for (const r of chunk) ids.set(r, idOf.get(`${r.identifier}|${r.isForeigner}`)!);
  }
  return ids;
}

/** Precision and recall of one route: the pairs it proposed against the hard set's truth. */
function report(route: string, pairs: HardPair[], ids: Map<HardRecord, number>, found: Found[]) {
  const byKey = new Map(found.map((f) => [key(f.a, f.b), f]));
  const truth = new Map(pairs.map((p) => [key(ids.get(p.a)!, ids.get(p.b)!), p]));
  const isTrue = (f: Found) => truth.get(key(f.a, f.b))?.same === true;
  const probable = found.filter((f) => f.level === 'probable');
  const possible = found.filter((f) => f.level === 'possible');
  const same = pairs.filter((p) => p.same);
  const levelOf = (p: HardPair) => byKey.get(key(ids.get(p.a)!, ids.get(p.b)!))?.level ?? null;
  const f3 = (x: number, n: number) => (n ? (x / n).toFixed(3) : '—');
  const tp = probable.filter(isTrue).length;
  const tpAny = same.filter((p) => levelOf(p) !== null).length;
  const tpPossible = possible.filter(isTrue).length;
  console.log(
    `  ${route.padEnd(7)} probable precision ${f3(tp, probable.length)} (${tp}/${probable.length}), ` +
      `recall ${f3(tp, same.length)}; probable+possible recall ${f3(tpAny, same.length)} (${tpAny}/${same.length}); ` +
      `possible precision ${f3(tpPossible, possible.length)} (${tpPossible}/${possible.length}); ` +
      `false probable outside the set ${probable.filter((f) => !truth.has(key(f.a, f.b))).length}`,
  );
  return { levelOf };
}

function perKind(pairs: HardPair[], routes: [string, (p: HardPair) => string | null][]) {
  const kinds = [...new Set(pairs.map((p) => p.kind))];
  console.log(`  ${'kind'.padEnd(44)} ${routes.map(([r]) => r.padEnd(22)).join('')}`);
  for (const kind of kinds) {
    const of = pairs.filter((p) => p.kind === kind);
    const cells = routes.map(([, levelOf]) => {
      const prob = of.filter((p) => levelOf(p) === 'probable').length;
      const any = of.filter((p) => levelOf(p) !== null).length;
      return `${prob}/${any}/${of.length}`.padEnd(22);
    });
    console.log(`  ${kind.padEnd(44)} ${cells.join('')}`);
  }
  console.log('  (each cell: probable / probable or possible / pairs of the kind)');
}

/** The precision–recall curve of the pass's stored pairs (≥ the possible threshold) over the threshold. */
function curve(pairs: HardPair[], ids: Map<HardRecord, number>, found: Found[], children: number) {
  const truth = new Map(pairs.map((p) => [key(ids.get(p.a)!, ids.get(p.b)!), p.same]));
  const same = pairs.filter((p) => p.same).length;
  const lines: string[] = [];
  for (let t = POSSIBLE_SCORE; t <= 40; t += 2) {
    const above = found.filter((f) => f.score >= t);
    const hits = above.filter((f) => truth.get(key(f.a, f.b)) === true).length;
    lines.push(
      `${t}: P ${(hits / Math.max(1, above.length)).toFixed(3)} R ${(hits / same).toFixed(3)} (${hits}/${above.length})`,
    );
  }
  console.log(
    `  pass precision–recall over the threshold (at ${children} children probable ${thresholdsFor(children).probable}, possible ${thresholdsFor(children).possible}; twins capped at possible):`,
  );
  for (let i = 0; i < lines.length; i += 4) console.log(`    ${lines.slice(i, i + 4).join('  ·  ')}`);
}

export async function benchHardSet(adminUrl: string, sizes: number[]) {
  for (const size of sizes) {
    const { pairs, background } = hardSet(size);
    const url = await freshDatabase(adminUrl, `bench_duplicates_hard_${size}`);
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      const { db } = database;
      // One record may be in several pairs (a twin is also a sibling and a cousin): inserted once.
      const records = [...new Set([...background, ...pairs.flatMap((p) => [p.a, p.b])])];
      const ids = await insertPatients(db, records);
      await db.execute(sql`analyze patients`);
      const bIds = pairs.map((p) => ids.get(p.b)!);
      console.log(
        `hard set at ${size} background children: ${pairs.length} pairs (${pairs.filter((p) => p.same).length} one child), load ${load()}`,
      );

      // Import: the new children (every pair's second record) checked in one transaction, rolled back.
      const imported: Found[] = [];
      const started = performance.now();
      await db
        .transaction(async (tx) => {
          await checkImportedChildren(tx, bIds);
          imported.push(
            ...rowsOf<Found>(
              await tx.execute(
                sql`select patient_a_id as a, patient_b_id as b, level, score from duplicate_pairs where source = 'import'`,
              ),
            ),
          );
          throw new Error('rollback');
        })
        .catch((err) => {
          if ((err as Error).message !== 'rollback') throw err;
        });
      const importSeconds = (performance.now() - started) / 1000;

      // Entry: the candidate search for each pair's second record, as the save that created it.
      const entry: Found[] = [];
      const entryStarted = performance.now();
      for (const p of pairs) {
        const b = ids.get(p.b)!;
        for (const c of await findDuplicateCandidates(db, p.b, b))
          entry.push({ a: c.patientId, b, level: c.level, score: c.score });
      }
      const entryMs = (performance.now() - entryStarted) / pairs.length;

      // Pass: the whole registry — and meanwhile another user's call, a reporter's entry check (the
      // candidate search of a save), on another connection: the pass must hold up no one (issue 40).
      await db.execute(sql`delete from duplicate_pairs`);
      const passStarted = performance.now();
      let passing = true;
      const meanwhile: number[] = [];
      const passRun = runDuplicatesPass(db).finally(() => {
        passing = false;
      });
      for (let i = 0; passing; i++) {
        const p = pairs[i % pairs.length];
        const t = performance.now();
        await findDuplicateCandidates(db, p.b, ids.get(p.b)!);
        meanwhile.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      const result = await passRun;
      const passSeconds = (performance.now() - passStarted) / 1000;
      console.log(
        `${summarise('  an entry check during the pass', meanwhile)} (alone: ${entryMs.toFixed(1)} ms a search)`,
      );
      const passed = rowsOf<Found>(
        await db.execute(sql`select patient_a_id as a, patient_b_id as b, level, score from duplicate_pairs`),
      );
      console.log(
        `  pass ${passSeconds.toFixed(1)} s over ${records.length} children (${result.candidates} blocked pairs, ` +
          `${result.probable} probable, ${result.possible} possible); entry ${entryMs.toFixed(1)} ms a search; ` +
          `import check ${importSeconds.toFixed(1)} s for ${bIds.length} new children; load ${load()}`,
      );
      const routes: [string, (p: HardPair) => string | null][] = [
        ['entry', report('entry', pairs, ids, entry).levelOf],
        ['pass', report('pass', pairs, ids, passed).levelOf],
        ['import', report('import', pairs, ids, imported).levelOf],
      ];
      perKind(pairs, routes);
      curve(pairs, ids, passed, records.length);
    } finally {
      await database.close();
    }
  }
}
