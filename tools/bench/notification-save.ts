// Save + reload of a complete notification over real HTTP on PostgreSQL (issue 6): median and p95.
// Run: npm run bench -- notification-save   (BENCH_RUNS, BENCH_DATABASE_URL to change the defaults)
import { cnpCheckDigit } from '@registry/domain';
import { startBenchServer, summarise } from './bench-server';

const runs = Number(process.env.BENCH_RUNS ?? 200);

/** A valid boy's CNP born in 2015, distinct per n: a new patient (and case) each time. */
function cnp(n: number) {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  const first12 = `515${month}${day}40${String(n % 1000).padStart(3, '0')}`.slice(0, 12);
  return first12 + cnpCheckDigit(first12);
}

function completeNotification(identifier: string) {
  return {
    id: 0,
    version: 0,
    status: 2,
    diagnosticReportingReasonId: 1,
    patientDetails: { identifier, firstName: 'Ion', lastName: 'Popescu', countyId: 127, cityId: 54975 },
    notificationOverview: { reportingUnitId: 1, lastContactDate: '2025-06-01', lastDoctor: 'Dr. Pop' },
    cancerDiagnostic: {
      diagnosticDate: '2024-03-10',
      clinicalStartDate: '2024-02-01',
      diagnosticExplanationId: 1,
      registrationBaseId: 8,
      tumorLocationId: 3,
      topologicCodeId: 1749,
    },
    cancerMorphology: { behaviorId: 4, morphologyCodeId: 95003 },
    cancerHistopathology: {
      examinationDate: '2024-03-12',
      histoResult: 'Neuroblastom slab diferențiat, MYCN neamplificat.',
    },
    cancerTreatment: {
      hasChimio: true,
      chimioDate: '2024-03-20',
      therapeuticAgentsIds: [11, 12],
      therapeuticProtocolId: 3,
      transplantRecommendation: false,
      systemicTherapyRoleId: 1,
    },
    observation: 'Pacient urmărit în secția de oncologie pediatrică.',
  };
}

const server = await startBenchServer();
try {
  const token = await server.signIn('reporter@demo.local');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const save: number[] = [];
  const reload: number[] = [];
  const both: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const t0 = performance.now();
    const saved = await fetch(`${server.base}/api/cancer-notification/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(completeNotification(cnp(i))),
    });
    const body = (await saved.json()) as { id: number };
    if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(body)}`);
    const t1 = performance.now();
    const read = await fetch(`${server.base}/api/cancer-notification/${body.id}`, { headers });
    await read.json();
    const t2 = performance.now();
    if (i < 10) continue; // warm-up
    save.push(t1 - t0);
    reload.push(t2 - t1);
    both.push(t2 - t0);
  }
  console.log(`notification save + reload, PostgreSQL, ${runs} runs after 10 warm-up`);
  console.log(summarise('save (POST /api/cancer-notification/)', save));
  console.log(summarise('reload (GET /api/cancer-notification/{id})', reload));
  console.log(summarise('save + reload', both));
} finally {
  await server.close();
}
