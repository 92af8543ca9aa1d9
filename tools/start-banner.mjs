// What `npm start` prints once the registry answers (issue 42 item 14): the few lines a newcomer
// needs to know it worked and what to do next, read from the same environment the server reads
// (defaults as apps/api/src/config.ts has them).

/** DEMO_SEED as config.ts reads it: off, accounts, or on (accounts and the synthetic demo registry). */
function demoSeed(env) {
  if (env.DEMO_SEED === undefined)
    return env.DATABASE_URL ? 'off' : env.NODE_ENV === 'production' ? 'accounts' : 'on';
  const value = String(env.DEMO_SEED).toLowerCase();
  return value === 'true' || value === '1' ? 'on' : value === 'false' || value === '0' ? 'off' : value;
}

/** A PostgreSQL address without its user and password. */
function describeDatabase(url) {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The banner's lines for this environment. */
export function startBanner(env) {
  const port = env.PORT ?? '3000';
  const address = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const seed = demoSeed(env);
  const demo = seed === 'on' || seed === 'accounts';
  const database = env.DATABASE_URL
    ? describeDatabase(env.DATABASE_URL)
    : `embedded PostgreSQL (PGlite) in ${env.DATA_DIR ?? './data'}/db`;
  const lines = [
    '',
    'Registrul Cancerului Pediatric is running.',
    `  Open            ${address}`,
    demo
      ? `  Sign in         with a demo account (password ${env.DEMO_PASSWORD ? 'from DEMO_PASSWORD' : 'Registru#2026'}): README.md#demo-accounts`
      : '  Sign in         with your own accounts (the demo accounts are off: DEMO_SEED=off or a DATABASE_URL)',
    `  Database        ${database}`,
  ];
  // Issue 42 item 13: nobody should take the demo's children for patients.
  if (seed === 'on')
    lines.push(
      '  Demo registry   SYNTHETIC: invented children, reports and population, seeded into an empty registry',
      '                  (DEMO_SEED=accounts for the accounts only, docs/configuration.md)',
    );
  if (env.REFERENCE_DATA_DIR) {
    lines.push(`  Reference data  the starter set and the official tables of ${env.REFERENCE_DATA_DIR}`);
  } else {
    lines.push(
      '  Reference data  the starter set only (the codes the demo uses)',
      '                  for the full tables (ICD-O-3, ICCC-3, SIRUTA…): REFERENCE_DATA_DIR=<folder> npm start',
      '                  (docs/configuration.md)',
    );
  }
  lines.push('  Stop            Ctrl+C', '');
  return lines;
}
