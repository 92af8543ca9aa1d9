import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { counties, dictionaryEntries, localities, morphologies, topographies } from '../src/db/schema';
import { importReferenceData, loadStarter } from '../src/modules/dictionaries/import/run-import';
import type { SyncCounts } from '../src/modules/dictionaries/import/sync';
import { COUNTIES } from '../src/modules/dictionaries/starter/counties';
import {
  AGENTS,
  STARTER_MORPHOLOGY,
  STARTER_TOPOGRAPHY,
} from '../src/modules/dictionaries/starter/starter-rows';

// The importer on a real database (PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
const REFERENCE_DATA_DIR =
  process.env.REFERENCE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/data');

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const database = await openDatabase({ dir: null });
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `dict_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const bootstrap = await openDatabase({ url: admin });
  await bootstrap.db.execute(sql.raw(`create database ${name}`));
  await bootstrap.close();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    database,
    drop: async () => {
      const again = await openDatabase({ url: admin });
      await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await again.close();
    },
  };
}

const total = (counts: SyncCounts[], field: 'inserted' | 'updated' | 'deactivated') =>
  counts.reduce((sum, c) => sum + c[field], 0);
const of = (counts: SyncCounts[], list: string) => counts.find((c) => c.list === list);

function writeFixture(dir: string, topographyRows: string[], agentRows: string[]) {
  mkdirSync(path.join(dir, 'icdo3'), { recursive: true });
  mkdirSync(path.join(dir, 'treatment'), { recursive: true });
  writeFileSync(
    path.join(dir, 'icdo3/icdo3_topography.csv'),
    [
      'code,code_nodot,level,category,label_en,category_label_en',
      'C71,C71,3,C71,BRAIN,BRAIN',
      ...topographyRows,
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'icdo3/icdo3_topography_synonyms.csv'),
    'code,term,term_type\nC71.9,"Brain, NOS, intracranial",incl\n',
  );
  writeFileSync(
    path.join(dir, 'treatment/chemotherapy_agents_draft.csv'),
    ['id,inn_en,dci_ro_draft,drug_class_en,typical_paediatric_use_en', ...agentRows].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'treatment/paediatric_protocols_draft.csv'),
    'code,name,disease_group_en,consortium_or_group,type,notes\n',
  );
}

describe('importer on small fixture files', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await freshDatabase()));
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('is idempotent, updates a changed label and deactivates a removed code without deleting it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'refdata-'));
    const brain = ['C71.0,C710,4,C71,Cerebrum,BRAIN', 'C71.9,C719,4,C71,"Brain, NOS",BRAIN'];
    const agents = [
      '35,vincristine,Vincristină,Vinca alkaloid,"ALL, Wilms"',
      '999,newagentumab,Newagentumab,Antibody,test',
    ];
    writeFixture(dir, brain, agents);

    const first = await importReferenceData(database.db, dir);
    expect(first.skipped).toEqual(['ICD-O-3 morphology', 'SIRUTA', 'ICD-O-3 → ICD-10 conversion']);
    expect(of(first.counts, 'topography')).toMatchObject({ inserted: 2 });
    expect(of(first.counts, 'therapeutic agent')).toMatchObject({ inserted: 2 });

    const second = await importReferenceData(database.db, dir);
    expect(
      total(second.counts, 'inserted') +
        total(second.counts, 'updated') +
        total(second.counts, 'deactivated'),
    ).toBe(0);

    writeFixture(dir, ['C71.0,C710,4,C71,Cerebrum (hemispheres),BRAIN'], [agents[0]]);
    const third = await importReferenceData(database.db, dir);
    expect(of(third.counts, 'topography')).toMatchObject({ inserted: 0, updated: 1, deactivated: 1 });
    expect(of(third.counts, 'therapeutic agent')).toMatchObject({ updated: 0, deactivated: 1 });

    const [cerebrum] = await database.db.select().from(topographies).where(eq(topographies.code, 'C71.0'));
    expect(cerebrum).toMatchObject({ id: 1710, labelEn: 'Cerebrum (hemispheres)', isActive: true });
    const [brainNos] = await database.db.select().from(topographies).where(eq(topographies.code, 'C71.9'));
    expect(brainNos).toMatchObject({ id: 1719, isActive: false, labelRo: 'Creier, FAS' });
    const [agent] = await database.db
      .select()
      .from(dictionaryEntries)
      .where(and(eq(dictionaryEntries.listId, 41), eq(dictionaryEntries.code, 'newagentumab')));
    expect(agent).toMatchObject({ id: 999, isActive: false });

    // A code coming back is reactivated under its old id.
    writeFixture(dir, brain, agents);
    const fourth = await importReferenceData(database.db, dir);
    expect(of(fourth.counts, 'topography')).toMatchObject({ updated: 2, deactivated: 0 });
    const [back] = await database.db.select().from(topographies).where(eq(topographies.code, 'C71.9'));
    expect(back).toMatchObject({ id: 1719, isActive: true });
  });
});

/** Same meaning: same words once case, punctuation and British/US spelling are set aside, or mostly the same words. */
function compatible(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/ae/g, 'e')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter((w) => w !== '' && w !== 'nos');
  const x = new Set(words(a));
  const y = new Set(words(b));
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / Math.max(x.size, y.size, 1) >= 0.6;
}

describe('full import from shared/data', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await loadStarter(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  // Two full imports (the ICD-O-3 → ICD-10 rules included): half a minute each on a loaded machine.
  it('loads every table, then a second run changes nothing', async () => {
    const first = await importReferenceData(database.db, REFERENCE_DATA_DIR);
    const second = await importReferenceData(database.db, REFERENCE_DATA_DIR);
    console.log(`full import: first ${first.ms} ms, second ${second.ms} ms (${database.kind})`);
    expect(first.skipped).toEqual([]);
    expect(of(first.counts, 'localities')?.inserted).toBeGreaterThan(16_000);
    // IARC's ICD-O-3 → ICD-10 rules, every row of both files (standards/SOURCE.md).
    expect(of(first.counts, 'ICD-O-3 → ICD-10 rules')?.inserted).toBe(12_304);
    expect(of(first.counts, 'ICD-O-3 → ICD-10 topography')?.inserted).toBe(330);
    expect(
      total(second.counts, 'inserted') +
        total(second.counts, 'updated') +
        total(second.counts, 'deactivated'),
    ).toBe(0);
    // A start-up after the import must not undo it.
    const starter = await loadStarter(database.db);
    expect(
      total(starter.counts, 'inserted') +
        total(starter.counts, 'updated') +
        total(starter.counts, 'deactivated'),
    ).toBe(0);
  }, 180_000);

  it('every code of the starter set exists in the full tables, active, with the same meaning', async () => {
    const topo = new Map((await database.db.select().from(topographies)).map((t) => [t.code, t]));
    const topoMismatch = STARTER_TOPOGRAPHY.filter((s) => {
      const full = topo.get(String(s.code));
      return !full?.isActive || full.id !== s.id || !compatible(String(s.label_en), full.labelEn);
    }).map((s) => s.code);
    expect(topoMismatch).toEqual([]);

    const morph = new Map((await database.db.select().from(morphologies)).map((m) => [m.code, m]));
    const morphMismatch = STARTER_MORPHOLOGY.filter((s) => {
      const full = morph.get(String(s.code));
      return !full?.isActive || full.id !== s.id || !compatible(String(s.label_en), full.labelEn);
    }).map((s) => `${s.code} ${s.label_en} ≠ ${morph.get(String(s.code))?.labelEn}`);
    expect(morphMismatch).toEqual([]);

    const countyRows = new Map((await database.db.select().from(counties)).map((c) => [c.id, c]));
    for (const [siruta, insCode, autoCode, name] of COUNTIES)
      expect(countyRows.get(siruta)).toMatchObject({ insCode, autoCode, labelRo: name, isActive: true });

    const towns = await database.db.select().from(localities).where(eq(localities.level, 2));
    const townIds = new Set(
      towns.filter((t) => t.isActive && [1, 2, 4, 9].includes(t.typeCode)).map((t) => t.id),
    );
    expect(townIds.size).toBe(319);

    const agents = new Map(
      (await database.db.select().from(dictionaryEntries).where(eq(dictionaryEntries.listId, 41))).map(
        (a) => [a.code, a],
      ),
    );
    for (const agent of AGENTS)
      expect(agents.get(agent.code)).toMatchObject({ id: agent.id, isActive: true });
  });
});
